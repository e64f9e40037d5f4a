#pragma once

#include "TableColumn.h"

#include <string_view>

namespace weft::engine {

/// Collects one CSV column's fields and infers its type when the file is read: Int when every
/// value is an integer, else Float when every value is a number, else Bool when every value
/// is true/false, else String. Empty fields are nulls and do not vote; a column with no value
/// at all is String. The text is kept as a String column while reading (one buffer, no
/// allocation per field) and converted once at the end.
class CsvColumnBuilder
{
public:
    explicit CsvColumnBuilder(QString name);

    /// Adds one field. An unquoted empty field is a null; a quoted empty one ("") is an
    /// empty string in a String column and a null in any other.
    void append(std::string_view text, bool quoted);

    ColumnType inferredType() const;
    /// The typed column; the builder is spent afterwards.
    TableColumn finish();

private:
    TableColumn m_text;
    bool m_maybeInt = true;
    bool m_maybeFloat = true;
    bool m_maybeBool = true;
    bool m_hasValue = false;
};

} // namespace weft::engine
