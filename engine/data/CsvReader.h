#pragma once

#include "CsvColumnBuilder.h"
#include "CsvOptions.h"
#include "Table.h"

#include <QCoreApplication>
#include <QString>

#include <stop_token>

class QIODevice;

namespace weft::engine {

class CsvRecordReader;

/// Reads a CSV file into a Table: UTF-8, a header row naming the columns, RFC 4180 quoting,
/// one column type inferred per column (see CsvColumnBuilder). The file is streamed in
/// blocks, never loaded whole. Header names are trimmed of surrounding spaces; an empty one
/// becomes "column<N>". Blank lines are skipped, except in a one-column file where they are
/// nulls (that is how a null is written there).
///
/// Throws CsvError with a one-line message naming the file and line: a row with the wrong
/// number of fields, an unterminated quote, invalid UTF-8, a duplicate column name, an empty
/// file, or a cancelled read. Stateless and thread-safe.
class CsvReader
{
    Q_DECLARE_TR_FUNCTIONS(CsvReader)

public:
    static Table read(const QString &path, const CsvOptions &options = {},
                      std::stop_token stop = {});
    /// Reads from an open device; `fileName` is what messages call it.
    static Table read(QIODevice &device, const QString &fileName, const CsvOptions &options = {},
                      std::stop_token stop = {});
    /// Reads the header row: one column builder per name, named as read() names its columns.
    /// Throws CsvError for an empty file or a name given twice. For readers of a file's first
    /// rows only, such as the dataset preview.
    static std::vector<CsvColumnBuilder> readHeader(CsvRecordReader &records);
};

} // namespace weft::engine
