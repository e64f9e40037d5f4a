#include "Half.h"

#include <bit>
#include <cmath>
#include <limits>

namespace weft::engine {

namespace {

/// `magnitude` shifted right by `shift` bits, rounded to nearest with ties to even.
std::uint64_t roundedShift(std::uint64_t magnitude, int shift)
{
    const std::uint64_t kept = magnitude >> shift;
    const std::uint64_t rest = magnitude & ((std::uint64_t(1) << shift) - 1);
    const std::uint64_t half = std::uint64_t(1) << (shift - 1);
    return kept + ((rest > half || (rest == half && (kept & 1))) ? 1 : 0);
}

} // namespace

Half Half::fromDouble(double value)
{
    const auto bits = std::bit_cast<std::uint64_t>(value);
    const auto sign = std::uint16_t((bits >> 48) & 0x8000);
    const int exponent = int((bits >> 52) & 0x7ff);
    const std::uint64_t mantissa = bits & ((std::uint64_t(1) << 52) - 1);
    if (exponent == 0x7ff) // inf stays inf; NaN stays a (quiet) NaN
        return {std::uint16_t(sign | 0x7c00 | (mantissa ? 0x200 : 0))};
    const int halfExponent = exponent - 1023 + 15;
    if (halfExponent >= 31)
        return {std::uint16_t(sign | 0x7c00)};
    if (halfExponent <= 0) {
        // A subnormal half counts units of 2^-24; the double's 53-bit significand is
        // shifted down to them (zero and double subnormals end as ±0).
        const int shift = 1051 - exponent;
        if (shift >= 54)
            return {sign};
        return {std::uint16_t(sign | roundedShift(mantissa | (std::uint64_t(1) << 52), shift))};
    }
    // A carry out of the mantissa moves into the exponent, which is the right result (up to
    // inf at 0x7c00).
    const std::uint64_t normal = std::uint64_t(halfExponent) << 52 | mantissa;
    return {std::uint16_t(sign | roundedShift(normal, 42))};
}

double Half::toDouble() const
{
    const int exponent = (bits >> 10) & 0x1f;
    const int mantissa = bits & 0x3ff;
    double magnitude = 0;
    if (exponent == 0)
        magnitude = std::ldexp(double(mantissa), -24);
    else if (exponent == 31)
        magnitude = mantissa ? std::numeric_limits<double>::quiet_NaN()
                             : std::numeric_limits<double>::infinity();
    else
        magnitude = std::ldexp(double(mantissa | 0x400), exponent - 25);
    return (bits & 0x8000) ? -magnitude : magnitude;
}

} // namespace weft::engine
