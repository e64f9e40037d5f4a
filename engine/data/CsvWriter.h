#pragma once

#include "CsvOptions.h"
#include "Table.h"

#include <QCoreApplication>
#include <QString>

#include <stop_token>

namespace weft::engine {

/// Writes a Table as CSV so that CsvReader reads back the same table: a header row, RFC 4180
/// quoting only where needed, LF line ends, nulls as empty fields (NA in a one-column table,
/// where an empty field is a blank line) and empty strings as "", floats in the shortest form
/// that reads back exactly (whole floats as "2.0", NaN as "nan" in quotes, since an unquoted
/// nan is a missing value), and texts that are missing-value markers ("NA") in quotes.
///
/// The file is replaced atomically (QSaveFile): readers never see half a file, and a failed
/// or cancelled write leaves the old file in place. The parent folder is created when
/// missing. Throws CsvError naming the file on failure. Stateless and thread-safe.
class CsvWriter
{
    Q_DECLARE_TR_FUNCTIONS(CsvWriter)

public:
    static void write(const Table &table, const QString &path, const CsvOptions &options = {},
                      std::stop_token stop = {});
};

} // namespace weft::engine
