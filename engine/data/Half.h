#pragma once

#include <cstdint>

namespace weft::engine {

/// One IEEE 754 half-precision number (NumPy float16, '<f2') kept as its 16 bits, so that a
/// file read and written again is bit for bit the same (NaN payloads included). Conversions
/// to and from double are explicit: to double is exact, from double rounds to nearest, ties
/// to even, as NumPy's astype('float16') does. A value type; thread-safe as values are.
struct Half
{
    std::uint16_t bits = 0;

    /// `value` rounded to the nearest half (ties to even); beyond ±65504 it becomes ±inf.
    static Half fromDouble(double value);
    /// The exact value.
    double toDouble() const;
};

} // namespace weft::engine
