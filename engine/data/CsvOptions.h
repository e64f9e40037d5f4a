#pragma once

#include <QStringView>

#include <optional>

namespace weft::engine {

/// How a CSV file is split into fields. RFC 4180 with a choice of delimiter (comma, tab,
/// semicolon, ...); the quote is always '"'.
struct CsvOptions
{
    char delimiter = ',';

    /// The delimiter a user typed: one ASCII character, or "\t" / "tab" for a tab. Returns
    /// nothing for anything else, including the quote and line breaks, which cannot delimit.
    static std::optional<char> parseDelimiter(QStringView text);
};

} // namespace weft::engine
