#include "CsvColumnBuilder.h"

#include "CsvOptions.h"
#include "CsvValues.h"

#include <charconv>
#include <utility>

namespace weft::engine {

namespace {

/// The integer `text` spells when it is written exactly as to_chars writes it back: an
/// optional '-', then digits without a leading zero ("0" itself is fine, "-0" is not). Up to
/// 18 digits, which cannot overflow; longer numbers take the general path.
std::optional<qint64> canonicalInt(std::string_view text)
{
    const bool negative = text.front() == '-';
    const size_t digits = text.size() - (negative ? 1 : 0);
    if (digits == 0 || digits > 18)
        return std::nullopt;
    const char *p = text.data() + (negative ? 1 : 0);
    if (p[0] == '0' && (digits > 1 || negative))
        return std::nullopt;
    qint64 value = 0;
    for (size_t i = 0; i < digits; ++i) {
        const unsigned digit = unsigned(p[i]) - unsigned('0');
        if (digit > 9)
            return std::nullopt;
        value = value * 10 + qint64(digit);
    }
    return negative ? -value : value;
}

/// Digits a decimal may have and still be made again exactly from its double (DBL_DIG).
constexpr size_t kExactDigits = 15;

/// A decimal written as `canonicalDecimal` accepts it: its value, and the digits after the
/// point.
struct Decimal
{
    double value;
    std::uint8_t fractionDigits;
};

/// `text` when it is an optional '-', an integer part without a leading zero ("0" itself is
/// fine), a point and at least one digit, at most kExactDigits digits in all: to_chars in fixed
/// notation with that many digits after the point writes its double back as the same text.
std::optional<Decimal> canonicalDecimal(std::string_view text)
{
    const size_t sign = text.front() == '-' ? 1 : 0;
    if (text.size() - sign - 1 > kExactDigits) // a long text is not searched
        return std::nullopt;
    const size_t point = text.find('.');
    if (point == std::string_view::npos || point == sign || point + 1 == text.size())
        return std::nullopt;
    if (text[sign] == '0' && point > sign + 1)
        return std::nullopt;
    for (size_t i = sign; i < text.size(); ++i) {
        if (i != point && unsigned(text[i]) - unsigned('0') > 9)
            return std::nullopt;
    }
    const std::optional<double> value = csvvalues::parseFloat(text);
    if (!value)
        return std::nullopt;
    return Decimal{*value, std::uint8_t(text.size() - point - 1)};
}

/// The mark in place of a count of digits after the point for a value written as to_chars
/// writes a double by default (its shortest form, "1.2e-05", "0.30000000000000004"): what
/// Weft's own CSV writer and most others write for a float, so a file Weft wrote reads back
/// without keeping its text.
constexpr std::uint8_t kShortestForm = 255;

/// `text`'s double when to_chars writes that double back as exactly `text` in its shortest
/// form. Tried only when canonicalDecimal() refused the text: one parse and one to_chars.
std::optional<double> shortestForm(std::string_view text)
{
    // An integer's text is the integer rules' business: to_chars writes 2^63 as
    // "9223372036854775808", which would make a column of int64 values a float column.
    if (text.size() > 32 || text.find_first_of(".e") == std::string_view::npos)
        return std::nullopt;
    const std::optional<double> value = csvvalues::parseFloat(text);
    if (!value)
        return std::nullopt;
    char buffer[32];
    const auto written = std::to_chars(buffer, buffer + sizeof buffer, *value);
    if (written.ec != std::errc() || std::string_view(buffer, size_t(written.ptr - buffer)) != text)
        return std::nullopt;
    return value;
}

/// Writes `value` again as its text was written: with `fractionDigits` digits after the
/// point, or in its shortest form.
char *writeFloat(char *first, char *last, double value, std::uint8_t fractionDigits)
{
    return fractionDigits == kShortestForm
               ? std::to_chars(first, last, value).ptr
               : std::to_chars(first, last, value, std::chars_format::fixed, int(fractionDigits))
                     .ptr;
}

/// Digits of a canonical integer's text.
size_t intDigits(std::string_view text)
{
    return text.size() - (text.front() == '-' ? 1 : 0);
}

/// A number of a Float column: what parseFloat() reads, except an integer beyond 64 bits.
bool isNumber(std::string_view text)
{
    return csvvalues::parseFloat(text) && !csvvalues::isBeyond64Bits(text);
}

} // namespace

CsvColumnBuilder::CsvColumnBuilder(QString name, const CsvOptions &options)
    : m_options(&options)
    , m_text(name, ColumnType::String)
    , m_ints(name, ColumnType::Int)
    , m_floats(name, ColumnType::Float)
{
    const auto forced = options.columnTypes.constFind(name);
    if (forced == options.columnTypes.cend())
        return;
    // Only the set type stays possible, so a value of another type is refused as it comes.
    m_forced = forced.value();
    m_maybeInt = m_forced == ColumnType::Int;
    m_maybeFloat = m_forced == ColumnType::Float;
    m_maybeBool = m_forced == ColumnType::Bool;
    m_textFromNumbers = m_maybeInt || m_maybeFloat;
}

void CsvColumnBuilder::reserve(qsizetype rows, qint64 textBytes)
{
    const qsizetype total = m_ints.size() + m_floats.size() + m_text.size() + rows;
    if (m_maybeInt) {
        m_ints.reserve(total);
    } else if (m_maybeFloat) {
        m_floats.reserve(total);
        if (m_textFromNumbers)
            m_fractionDigits.reserve(size_t(total));
    }
    if (!m_textFromNumbers)
        m_text.reserveText(m_text.size() + rows, m_textBytes + textBytes);
}

bool CsvColumnBuilder::append(std::string_view text, bool quoted, qint64 line)
{
    if (!quoted && m_options->missing.contains(text))
        text = {};
    if (text.empty()) {
        if (m_textFromNumbers && quoted)
            m_quotedEmptyRows.push_back(rows());
        else if (quoted)
            m_text.appendUtf8(text);
        else if (!m_textFromNumbers)
            m_text.appendNull();
        if (m_maybeInt) {
            m_ints.appendNull();
        } else if (m_maybeFloat) {
            m_floats.appendNull();
            if (m_textFromNumbers)
                m_fractionDigits.push_back(0);
        }
        return true;
    }
    const bool hadValue = std::exchange(m_hasValue, true);
    m_textBytes += qint64(text.size());
    if (m_textFromNumbers) {
        if (appendCanonical(text)) {
            m_maybeBool = false;
            return true;
        }
        keepText();
    }
    m_text.appendUtf8(text);
    // Each field is tried only against the types still possible, most specific first, so a
    // settled String column costs no parsing at all.
    const bool wasNumeric = m_maybeInt || m_maybeFloat;
    if (m_maybeInt) {
        if (const std::optional<qint64> value = csvvalues::parseInt(text)) {
            m_ints.appendInt(*value);
        } else {
            m_maybeInt = false;
            if (m_forced == ColumnType::Int)
                return false;
            if (csvvalues::isInteger(text)) { // beyond 64 bits: a double would lose digits
                m_maybeFloat = false;
                m_ints = TableColumn(m_text.name(), ColumnType::Int); // frees the values
            } else {
                intsToFloats();
            }
        }
    }
    if (!m_maybeInt && m_maybeFloat) {
        const std::optional<double> value = csvvalues::parseFloat(text);
        // An integer beyond 64 bits would lose digits unless a float is what the user asked for.
        if (value && (m_forced == ColumnType::Float || !csvvalues::isBeyond64Bits(text))) {
            m_floats.appendFloat(*value);
        } else {
            m_maybeFloat = false;
            if (m_forced == ColumnType::Float)
                return false;
            m_floats = TableColumn(m_text.name(), ColumnType::Float); // frees the values
        }
    }
    if (wasNumeric && !m_maybeInt && !m_maybeFloat)
        noteStray(text, line, hadValue);
    else if (m_watchingStray && !isNumber(text))
        m_watchingStray = false; // a second value that is not a number: a column of text
    if (m_maybeBool && !m_options->boolValue(text)) {
        m_maybeBool = false;
        if (m_forced == ColumnType::Bool)
            return false;
    }
    return true;
}

void CsvColumnBuilder::noteStray(std::string_view text, qint64 line, bool hadValue)
{
    m_watchingStray = hadValue; // with no number before it, it is simply a column of text
    if (hadValue)
        m_stray = Stray{std::string(text), line};
}

std::optional<CsvColumnBuilder::Stray> CsvColumnBuilder::stray() const
{
    if (!m_watchingStray || inferredType() != ColumnType::String)
        return std::nullopt;
    return m_stray;
}

bool CsvColumnBuilder::appendCanonical(std::string_view text)
{
    const std::optional<qint64> integer = canonicalInt(text);
    if (m_maybeInt && integer) {
        m_ints.appendInt(*integer);
        m_intsFitDoubles = m_intsFitDoubles && intDigits(text) <= kExactDigits;
        return true;
    }
    if (integer && intDigits(text) <= kExactDigits) { // a Float column already
        m_floats.appendFloat(double(*integer));
        m_fractionDigits.push_back(0);
        return true;
    }
    std::optional<Decimal> decimal = canonicalDecimal(text);
    if (!decimal) {
        if (const std::optional<double> value = shortestForm(text))
            decimal = Decimal{*value, kShortestForm};
    }
    if (!decimal || !m_intsFitDoubles || !m_maybeFloat)
        return false;
    if (m_maybeInt) {
        m_maybeInt = false;
        intsToFloats();
    }
    m_floats.appendFloat(decimal->value);
    m_fractionDigits.push_back(decimal->fractionDigits);
    return true;
}

void CsvColumnBuilder::keepText()
{
    if (!m_textFromNumbers)
        return;
    m_textFromNumbers = false;
    const TableColumn &numbers = m_maybeInt ? m_ints : m_floats;
    const qsizetype rows = numbers.size();
    m_text.reserveText(rows, m_textBytes);
    size_t quoted = 0;
    char buffer[64];
    for (qsizetype row = 0; row < rows; ++row) {
        if (!numbers.isNull(row)) {
            const auto end =
                m_maybeInt ? std::to_chars(buffer, buffer + sizeof buffer, m_ints.intAt(row)).ptr
                           : writeFloat(buffer, buffer + sizeof buffer, m_floats.floatAt(row),
                                        m_fractionDigits[size_t(row)]);
            m_text.appendUtf8(std::string_view(buffer, size_t(end - buffer)));
        } else if (quoted < m_quotedEmptyRows.size() && m_quotedEmptyRows[quoted] == row) {
            ++quoted;
            m_text.appendUtf8({});
        } else {
            m_text.appendNull();
        }
    }
    m_quotedEmptyRows = {};
    m_fractionDigits = {};
}

void CsvColumnBuilder::intsToFloats()
{
    const qsizetype rows = m_ints.size();
    m_floats.reserve(rows);
    for (qsizetype row = 0; row < rows; ++row) {
        if (m_ints.isNull(row))
            m_floats.appendNull();
        else
            m_floats.appendFloat(double(m_ints.intAt(row)));
    }
    if (m_textFromNumbers)
        m_fractionDigits.assign(size_t(rows), 0);         // each was written as an integer
    m_ints = TableColumn(m_text.name(), ColumnType::Int); // frees the values
}

ColumnType CsvColumnBuilder::inferredType() const
{
    if (m_forced)
        return *m_forced;
    if (!m_hasValue)
        return ColumnType::String;
    if (m_maybeInt)
        return ColumnType::Int;
    if (m_maybeFloat)
        return ColumnType::Float;
    if (m_maybeBool)
        return ColumnType::Bool;
    return ColumnType::String;
}

TableColumn CsvColumnBuilder::finish()
{
    const ColumnType type = inferredType();
    const QString name = m_text.name();
    TableColumn result(name, type);
    switch (type) {
    case ColumnType::String:
        keepText(); // a column of nulls and "" only
        result = std::move(m_text);
        break;
    case ColumnType::Int:
        result = std::move(m_ints);
        break;
    case ColumnType::Float:
        result = std::move(m_floats);
        break;
    case ColumnType::Bool: {
        const qsizetype rows = m_text.size();
        result.reserve(rows);
        for (qsizetype row = 0; row < rows; ++row) {
            const std::string_view text = m_text.utf8At(row);
            if (text.empty()) // null, or "" in a column that is not text
                result.appendNull();
            else // inference proved that every value is true or false
                result.appendBool(*m_options->boolValue(text));
        }
        break;
    }
    }
    m_text = TableColumn(name, ColumnType::String);
    m_ints = TableColumn(name, ColumnType::Int);
    m_floats = TableColumn(name, ColumnType::Float);
    m_fractionDigits = {};
    return result;
}

} // namespace weft::engine
