#include "SqliteTextFunctions.h"

#include <QString>

#include <array>
#include <charconv>
#include <sqlite3.h>
#include <string>

namespace weft::engine {

namespace {

bool isSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}

bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

std::string_view trimmed(std::string_view text)
{
    while (!text.empty() && isSpace(text.front()))
        text.remove_prefix(1);
    while (!text.empty() && isSpace(text.back()))
        text.remove_suffix(1);
    return text;
}

/// Removes one currency sign from the front (or the back) of `text`, with the spaces next to it.
bool takeCurrency(std::string_view &text, bool atFront)
{
    static constexpr std::array<std::string_view, 4> kSigns = {"$", "\u20ac", "\u00a3", "\u00a5"};
    for (const std::string_view sign : kSigns) {
        if (atFront && text.substr(0, sign.size()) == sign) {
            text = trimmed(text.substr(sign.size()));
            return true;
        }
        if (!atFront && text.size() >= sign.size() &&
            text.substr(text.size() - sign.size()) == sign) {
            text = trimmed(text.substr(0, text.size() - sign.size()));
            return true;
        }
    }
    return false;
}

bool takeSign(std::string_view &text, bool &negative)
{
    if (text.empty() || (text.front() != '-' && text.front() != '+'))
        return false;
    negative = text.front() == '-';
    text = trimmed(text.substr(1));
    return true;
}

std::string_view textArgument(sqlite3_value *value)
{
    const auto *text = reinterpret_cast<const char *>(sqlite3_value_text(value));
    return {text ? text : "", size_t(sqlite3_value_bytes(value))};
}

bool anyNull(int count, sqlite3_value **values)
{
    for (int i = 0; i < count; ++i) {
        if (sqlite3_value_type(values[i]) == SQLITE_NULL)
            return true;
    }
    return false;
}

void resultText(sqlite3_context *context, std::string_view text)
{
    sqlite3_result_text(context, text.data(), int(text.size()), SQLITE_TRANSIENT);
}

void toNumber(sqlite3_context *context, int, sqlite3_value **values)
{
    switch (sqlite3_value_type(values[0])) {
    case SQLITE_NULL:
        sqlite3_result_null(context);
        return;
    case SQLITE_INTEGER:
    case SQLITE_FLOAT:
        sqlite3_result_double(context, sqlite3_value_double(values[0]));
        return;
    default:
        break;
    }
    const std::string_view text = textArgument(values[0]);
    if (trimmed(text).empty()) {
        sqlite3_result_null(context);
        return;
    }
    if (const auto number = SqliteTextFunctions::parseNumber(text)) {
        sqlite3_result_double(context, *number);
        return;
    }
    const QByteArray message =
        QStringLiteral("to_number: '%1' is not a number").arg(QString::fromUtf8(text)).toUtf8();
    sqlite3_result_error(context, message.constData(), int(message.size()));
}

/// contains, starts_with, ends_with: how `part` must sit in `text`.
template<bool (*test)(std::string_view, std::string_view)>
void textTest(sqlite3_context *context, int count, sqlite3_value **values)
{
    if (anyNull(count, values)) {
        sqlite3_result_null(context);
        return;
    }
    // Copied: the second sqlite3_value_text() call may convert and so move the first's text.
    const std::string text(textArgument(values[0]));
    sqlite3_result_int(context, test(text, textArgument(values[1])) ? 1 : 0);
}

bool contains(std::string_view text, std::string_view part)
{
    return text.find(part) != std::string_view::npos;
}

bool startsWith(std::string_view text, std::string_view part)
{
    return text.substr(0, part.size()) == part;
}

bool endsWith(std::string_view text, std::string_view part)
{
    return text.size() >= part.size() && text.substr(text.size() - part.size()) == part;
}

void strip(sqlite3_context *context, int count, sqlite3_value **values)
{
    if (anyNull(count, values)) {
        sqlite3_result_null(context);
        return;
    }
    if (count == 1) {
        resultText(context, trimmed(textArgument(values[0])));
        return;
    }
    // Characters to strip may be beyond ASCII: compare them as Unicode.
    const QString text = QString::fromUtf8(textArgument(values[0]));
    const QString chars = QString::fromUtf8(textArgument(values[1]));
    qsizetype first = 0;
    qsizetype last = text.size();
    while (first < last && chars.contains(text[first]))
        ++first;
    while (last > first && chars.contains(text[last - 1]))
        --last;
    resultText(context, text.mid(first, last - first).toUtf8().toStdString());
}

template<bool upper>
void changeCase(sqlite3_context *context, int count, sqlite3_value **values)
{
    if (anyNull(count, values)) {
        sqlite3_result_null(context);
        return;
    }
    const QString text = QString::fromUtf8(textArgument(values[0]));
    const QByteArray changed = (upper ? text.toUpper() : text.toLower()).toUtf8();
    resultText(context, {changed.constData(), size_t(changed.size())});
}

using Function = void (*)(sqlite3_context *, int, sqlite3_value **);

struct FunctionSpec
{
    const char *name;
    int arguments;
    Function function;
};

} // namespace

std::optional<double> SqliteTextFunctions::parseNumber(std::string_view text)
{
    text = trimmed(text);
    bool negative = false;
    const bool signFirst = takeSign(text, negative);
    const bool currencyFirst = takeCurrency(text, true);
    if (!signFirst)
        takeSign(text, negative); // "$-5" as well as "-$5"
    const bool percent = !text.empty() && text.back() == '%';
    if (percent)
        text = trimmed(text.substr(0, text.size() - 1));
    if (!currencyFirst)
        takeCurrency(text, false); // "3.50 €"
    if (text.empty() || !(isDigit(text.front()) || text.front() == '.'))
        return std::nullopt; // also keeps out "inf" and "nan", which from_chars would take
    std::string digits;
    digits.reserve(text.size());
    for (size_t i = 0; i < text.size(); ++i) {
        if (text[i] == ',') {
            if (i == 0 || i + 1 == text.size() || !isDigit(text[i - 1]) || !isDigit(text[i + 1]))
                return std::nullopt;
            continue;
        }
        digits.push_back(text[i]);
    }
    double value = 0;
    const auto [end, error] = std::from_chars(digits.data(), digits.data() + digits.size(), value);
    if (error != std::errc() || end != digits.data() + digits.size())
        return std::nullopt;
    if (negative)
        value = -value;
    return percent ? value / 100.0 : value;
}

void SqliteTextFunctions::install(SqliteConnection &db)
{
    static constexpr std::array<FunctionSpec, 8> kFunctions = {{
        {"to_number", 1, toNumber},
        {"contains", 2, textTest<contains>},
        {"starts_with", 2, textTest<startsWith>},
        {"ends_with", 2, textTest<endsWith>},
        {"strip", 1, strip},
        {"strip", 2, strip},
        {"lower", 1, changeCase<false>},
        {"upper", 1, changeCase<true>},
    }};
    for (const FunctionSpec &spec : kFunctions) {
        if (sqlite3_create_function_v2(db.handle(), spec.name, spec.arguments,
                                       SQLITE_UTF8 | SQLITE_DETERMINISTIC | SQLITE_INNOCUOUS,
                                       nullptr, spec.function, nullptr, nullptr,
                                       nullptr) != SQLITE_OK)
            throw db.error(QStringLiteral("%1()").arg(QLatin1StringView(spec.name)));
    }
}

} // namespace weft::engine
