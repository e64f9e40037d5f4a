#pragma once

#include "SqliteConnection.h"

#include <optional>
#include <string_view>

namespace weft::engine {

/// The functions Weft adds to SQLite's own for table expressions over text (SQLite already
/// has replace, trim, substr/substring, instr, length, LIKE and GLOB):
///
/// | function | gives |
/// | --- | --- |
/// | `to_number(x)` | x as a real number: `$1,234.50` → 1234.5, `95%` → 0.95 (a percent sign
/// divides by 100), `-€3` → −3; NULL for NULL or blank text; an error naming the value otherwise |
/// | `contains(x, part)`, `starts_with(x, prefix)`, `ends_with(x, suffix)` | 1 or 0 |
/// | `strip(x)`, `strip(x, chars)` | x without leading and trailing white space (or `chars`) |
/// | `lower(x)`, `upper(x)` | x in lower or upper case, for every alphabet (SQLite's own only know
/// ASCII) |
///
/// Every function gives NULL when an argument is NULL, so a missing value stays missing.
/// Stateless; the functions are registered per connection.
class SqliteTextFunctions
{
public:
    /// Registers the functions on `db`; throws SqliteError when SQLite refuses one.
    static void install(SqliteConnection &db);

    /// The number `text` spells, by to_number's rules: white space around it, a sign, a
    /// currency sign ($ € £ ¥) before or after it, commas between digits (thousands), a
    /// decimal point, an exponent, a trailing percent sign. Nothing for anything else,
    /// including blank text.
    static std::optional<double> parseNumber(std::string_view text);
};

} // namespace weft::engine
