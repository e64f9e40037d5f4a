#pragma once

#include "TableColumn.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace weft::engine {

struct CsvOptions;

/// Collects one CSV column's fields and infers its type when the file is read: Int when every
/// value is an integer that fits 64 bits, else Float when every value is a number and none an
/// integer beyond 64 bits (which would lose digits), else Bool when every value is one of the
/// options' true and false spellings, else String. Empty fields and the options' missing-value
/// markers are nulls and do not vote; a column with no value at all is String. A column whose
/// type the options set takes only values of that type.
///
/// Each field is parsed once, into the typed values of the types the column may still have.
/// The text is kept too (one buffer, no allocation per field) in case the column turns out to
/// be text after all, except while every value is a number written the one way it can be
/// written back from its value: an integer as to_chars writes it ("42", "-7", not "+7" or
/// "007"), or a decimal of at most 15 digits with digits on both sides of the point ("1.50",
/// "-0.25", not "1e3", ".5" or "01.5"; 15 digits survive a double exactly), or a double in the
/// shortest form to_chars gives it ("1.2e-05", "0.30000000000000004": what CsvWriter writes).
/// Such text is made again from the numbers (and, for a decimal, its count of digits after the
/// point or the mark of the shortest form) if it is ever needed, so a numeric column costs no
/// text at all: a file of numbers is held once, as numbers, not twice.
class CsvColumnBuilder
{
public:
    /// `options` must outlive the builder.
    CsvColumnBuilder(QString name, const CsvOptions &options);

    /// Adds one field of the record on `line`. An unquoted empty field or missing-value marker
    /// is a null; a quoted empty one ("") is an empty string in a String column and a null in
    /// any other. False when the column's type is set and the field is not of that type (the
    /// builder is spent then).
    bool append(std::string_view text, bool quoted, qint64 line);

    const QString &name() const { return m_text.name(); }
    /// The type the options set for this column, if they do.
    std::optional<ColumnType> forcedType() const { return m_forced; }
    /// When the column is text only because of one value, every other one a number: that
    /// value and its line, for a warning. Known once every field is added.
    struct Stray
    {
        std::string value;
        qint64 line = 0;
    };
    std::optional<Stray> stray() const;

    /// Makes room for `rows` more rows of about `textBytes` bytes of text in all, a guess
    /// from the part of the file read so far, to spare the copies of growing by doubling.
    void reserve(qsizetype rows, qint64 textBytes);
    /// Bytes of text the fields added so far hold, for reserve()'s guess.
    qint64 textBytes() const { return m_textBytes; }

    ColumnType inferredType() const;
    /// The typed column; the builder is spent afterwards.
    TableColumn finish();

private:
    /// The column stops being an Int column: its values so far become floats (the same
    /// doubles that parsing their text would give, as both round to nearest).
    void intsToFloats();
    /// The text of the rows so far, made from the numbers when it was not kept.
    void keepText();
    /// Takes a field written canonically while no text is kept; false when it is not.
    bool appendCanonical(std::string_view text);
    /// Rows added so far.
    qsizetype rows() const { return m_maybeInt ? m_ints.size() : m_floats.size(); }
    /// The column can no longer be numeric because of `text`: it may be the one stray value.
    void noteStray(std::string_view text, qint64 line, bool hadValue);

    const CsvOptions *m_options;
    std::optional<ColumnType> m_forced;

    TableColumn m_text;
    TableColumn m_ints;   ///< the values while the column may be Int
    TableColumn m_floats; ///< the values once it may no longer be Int but may be Float
    /// While set, m_text is not filled: every value so far is a canonical number.
    bool m_textFromNumbers = true;
    /// While m_textFromNumbers and a Float column: per row, the digits written after the
    /// point (0: an integer, written without one).
    std::vector<std::uint8_t> m_fractionDigits;
    /// No canonical integer so far has more than 15 digits, so each may become a double
    /// whose text reads the same.
    bool m_intsFitDoubles = true;
    std::vector<qsizetype> m_quotedEmptyRows; ///< "" rows while m_textFromNumbers (nulls)
    qint64 m_textBytes = 0;
    bool m_maybeInt = true;
    bool m_maybeFloat = true;
    bool m_maybeBool = true;
    bool m_hasValue = false;
    /// The value that made a numeric column text, while every value after it is a number.
    /// Checking the values after it costs a parse each only until a second non-number shows
    /// up, which in a column of words is at once.
    bool m_watchingStray = false;
    Stray m_stray;
};

} // namespace weft::engine
