#include "CsvOptions.h"

#include "CsvValues.h"

namespace weft::engine {

std::optional<bool> CsvOptions::boolValue(std::string_view text) const
{
    text = csvvalues::trimmed(text);
    if (trueWords.contains(text))
        return true;
    if (falseWords.contains(text))
        return false;
    return std::nullopt;
}

bool CsvOptions::setReadParams(const QString &missingValues, const QString &trueValues,
                               const QString &falseValues, const QString &types, QString *error)
{
    std::optional<QHash<QString, ColumnType>> parsed = parseColumnTypes(types, error);
    if (!parsed)
        return false;
    columnTypes = std::move(*parsed);
    missing = CsvSpellings::fromList(missingValues, false);
    trueWords = CsvSpellings::fromList(trueValues, true);
    falseWords = CsvSpellings::fromList(falseValues, true);
    return true;
}

std::optional<char> CsvOptions::parseDelimiter(QStringView text)
{
    if (text == u"\\t" || text.compare(u"tab", Qt::CaseInsensitive) == 0)
        return '\t';
    if (text.size() != 1)
        return std::nullopt;
    const char16_t c = text.front().unicode();
    if (c == 0 || c >= 0x80 || c == u'"' || c == u'\n' || c == u'\r')
        return std::nullopt;
    return char(c);
}

std::optional<QHash<QString, ColumnType>> CsvOptions::parseColumnTypes(QStringView text,
                                                                       QString *error)
{
    static const QHash<QString, ColumnType> kTypes{{QStringLiteral("int"), ColumnType::Int},
                                                   {QStringLiteral("float"), ColumnType::Float},
                                                   {QStringLiteral("bool"), ColumnType::Bool},
                                                   {QStringLiteral("text"), ColumnType::String}};
    QHash<QString, ColumnType> types;
    int number = 0;
    for (const QStringView line : text.split(u'\n')) {
        ++number;
        if (line.trimmed().isEmpty())
            continue;
        const qsizetype equals = line.lastIndexOf(u'=');
        const QString name = line.left(std::max<qsizetype>(equals, 0)).trimmed().toString();
        const QString type = line.mid(equals + 1).trimmed().toString().toLower();
        if (equals < 0 || name.isEmpty() || !kTypes.contains(type)) {
            *error = tr("line %1 of the column types, '%2', is not 'column = type' with type "
                        "int, float, bool or text")
                         .arg(number)
                         .arg(line.trimmed());
            return std::nullopt;
        }
        if (types.contains(name)) {
            *error = tr("line %1 of the column types sets column '%2' a second time")
                         .arg(number)
                         .arg(name);
            return std::nullopt;
        }
        types.insert(name, kTypes.value(type));
    }
    return types;
}

} // namespace weft::engine
