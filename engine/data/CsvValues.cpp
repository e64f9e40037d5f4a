#include "CsvValues.h"

#include <algorithm>
#include <charconv>
#include <system_error>

namespace weft::engine::csvvalues {

std::string_view trimmed(std::string_view text)
{
    while (!text.empty() && (text.front() == ' ' || text.front() == '\t'))
        text.remove_prefix(1);
    while (!text.empty() && (text.back() == ' ' || text.back() == '\t'))
        text.remove_suffix(1);
    return text;
}

namespace {

/// from_chars rejects a leading '+'; accept it only when a digit or a point follows, so that
/// "+-1" stays text.
std::string_view withoutPlus(std::string_view text)
{
    if (text.size() > 1 && text.front() == '+' && text[1] != '-' && text[1] != '+')
        text.remove_prefix(1);
    return text;
}

} // namespace

std::optional<qint64> parseInt(std::string_view text)
{
    text = withoutPlus(trimmed(text));
    qint64 value = 0;
    const char *end = text.data() + text.size();
    const auto [ptr, ec] = std::from_chars(text.data(), end, value);
    if (ec != std::errc() || ptr != end || text.empty())
        return std::nullopt;
    return value;
}

bool isInteger(std::string_view text)
{
    text = trimmed(text);
    if (!text.empty() && (text.front() == '-' || text.front() == '+'))
        text.remove_prefix(1);
    return !text.empty() &&
           std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; });
}

bool isBeyond64Bits(std::string_view text)
{
    // 19 digits is the least that can overflow; shorter texts are not looked at.
    return text.size() > 18 && isInteger(text) && !parseInt(text);
}

std::optional<double> parseFloat(std::string_view text)
{
    text = withoutPlus(trimmed(text));
    double value = 0;
    const char *end = text.data() + text.size();
    const auto [ptr, ec] = std::from_chars(text.data(), end, value, std::chars_format::general);
    if (ec != std::errc() || ptr != end || text.empty())
        return std::nullopt;
    return value;
}

void appendInt(std::string &out, qint64 value)
{
    char buffer[24];
    const auto result = std::to_chars(buffer, buffer + sizeof buffer, value);
    out.append(buffer, result.ptr);
}

void appendFloat(std::string &out, double value)
{
    char buffer[32];
    const auto result = std::to_chars(buffer, buffer + sizeof buffer, value);
    const std::string_view text(buffer, size_t(result.ptr - buffer));
    out.append(text);
    // "1" would read back as an integer; "1e+20", "nan" and "inf" already read as floats.
    if (text.find_first_of(".eni") == std::string_view::npos)
        out.append(".0");
}

void appendBool(std::string &out, bool value)
{
    out.append(value ? "true" : "false");
}

} // namespace weft::engine::csvvalues
