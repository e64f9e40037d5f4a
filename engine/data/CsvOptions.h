#pragma once

#include "CsvSpellings.h"
#include "TableColumn.h"

#include <QCoreApplication>
#include <QHash>
#include <QString>
#include <QStringView>

#include <optional>
#include <string_view>

namespace weft::engine {

/// How a CSV file is split into fields and how its fields read as values. RFC 4180 with a
/// choice of delimiter (comma, tab, semicolon, ...); the quote is always '"'.
struct CsvOptions
{
    Q_DECLARE_TR_FUNCTIONS(CsvOptions)

public:
    /// pandas.read_csv's default missing-value markers, so that a file reads with the same
    /// nulls in both.
    static constexpr char16_t kDefaultMissing[] =
        u"NA, N/A, NaN, null, #N/A, NULL, nan, -nan, -NaN, n/a, <NA>, None, #NA, #N/A N/A, "
        u"-1.#IND, -1.#QNAN, 1.#IND, 1.#QNAN";
    static constexpr char16_t kDefaultTrue[] = u"true, t, yes";
    static constexpr char16_t kDefaultFalse[] = u"false, f, no";

    char delimiter = ',';
    /// Unquoted fields that are missing values (nulls), matched exactly; the empty unquoted
    /// field always is one. A quoted field never is: "NA" in quotes is the text NA.
    CsvSpellings missing = CsvSpellings::fromList(kDefaultMissing, false);
    /// The spellings of true and false, in any case, with spaces around ignored; a column
    /// whose every value is one of them is a Bool column.
    CsvSpellings trueWords = CsvSpellings::fromList(kDefaultTrue, true);
    CsvSpellings falseWords = CsvSpellings::fromList(kDefaultFalse, true);
    /// Columns whose type is set rather than inferred, by name.
    QHash<QString, ColumnType> columnTypes;

    /// Sets what csv.read's parameters set besides the delimiter, from their texts: the
    /// missing, true and false spellings and the column types. False, with `error` naming the
    /// line, when the column types are malformed (the options are unchanged then).
    bool setReadParams(const QString &missingValues, const QString &trueValues,
                       const QString &falseValues, const QString &types, QString *error);

    /// true or false when `text` is one of their spellings.
    std::optional<bool> boolValue(std::string_view text) const;

    /// The delimiter a user typed: one ASCII character, or "\t" / "tab" for a tab. Returns
    /// nothing for anything else, including the quote and line breaks, which cannot delimit.
    static std::optional<char> parseDelimiter(QStringView text);
    /// Column types, one "name = type" a line, type one of int, float, bool and text (blank
    /// lines are skipped). Returns nothing and sets `error` to a message naming the line for
    /// anything else.
    static std::optional<QHash<QString, ColumnType>> parseColumnTypes(QStringView text,
                                                                      QString *error);
};

} // namespace weft::engine
