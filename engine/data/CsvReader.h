#pragma once

#include "CsvColumnBuilder.h"
#include "CsvOptions.h"
#include "Table.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <stop_token>

class QIODevice;

namespace weft::engine {

class CsvRecordReader;

/// Reads a CSV file into a Table: UTF-8, a header row naming the columns, RFC 4180 quoting,
/// one column type inferred per column (see CsvColumnBuilder) or set by the options. The file
/// is streamed in blocks, never loaded whole. Header names are trimmed of surrounding spaces;
/// an empty one becomes "column<N>". Blank lines are skipped, in a one-column file too (as
/// pandas does; CsvWriter writes a null there as NA).
///
/// Throws CsvError with a one-line message naming the file and line: a row with the wrong
/// number of fields, an unterminated quote, invalid UTF-8, a duplicate column name, an empty
/// file, a value that is not of its column's set type (naming the column and the value), a
/// set type for a column the header lacks, or a cancelled read. Stateless and thread-safe.
class CsvReader
{
    Q_DECLARE_TR_FUNCTIONS(CsvReader)

public:
    /// `warnings`, when given, gets a line "file:line: …" for each column that is text only
    /// because of one value, every other one a number (a typo, or "n.a." in a price column).
    static Table read(const QString &path, const CsvOptions &options = {},
                      std::stop_token stop = {}, QStringList *warnings = nullptr);
    /// Reads from an open device; `fileName` is what messages call it.
    static Table read(QIODevice &device, const QString &fileName, const CsvOptions &options = {},
                      std::stop_token stop = {}, QStringList *warnings = nullptr);
    /// Reads the header row: one column builder per name, named as read() names its columns,
    /// reading values as `options` say (which must outlive the builders). Throws CsvError for
    /// an empty file, a name given twice, or a set type for a column it does not name. For
    /// readers of a file's first rows only, such as the dataset preview.
    static std::vector<CsvColumnBuilder> readHeader(CsvRecordReader &records,
                                                    const CsvOptions &options);
    /// Throws CsvError for the current record's field `field`, which `column` refused (a
    /// value not of the column's set type).
    [[noreturn]] static void refuseValue(const CsvRecordReader &records,
                                         const CsvColumnBuilder &column, int field);
};

} // namespace weft::engine
