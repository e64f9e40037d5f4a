#pragma once

#include "SqliteConnection.h"
#include "Table.h"

#include <QCoreApplication>
#include <QString>

#include <stop_token>

namespace weft::engine {

/// Runs one SQL query and returns its rows as a Table.
///
/// Each column's type comes from its values: integers give an Int column, any real number
/// makes it Float, any text or blob makes it String (the numbers written as text); SQL NULL
/// is a null. A column declared BOOLEAN whose values are all 0 or 1 is Bool, which is how
/// SqliteTableWriter stores booleans. A column with only NULLs takes its declared type
/// (INTEGER, REAL, BOOLEAN) or is String.
///
/// Throws SqliteError naming the database: an SQL error, two result columns with the same
/// name, more than one statement, or a cancelled read. Stateless and thread-safe.
class SqliteQueryReader
{
    Q_DECLARE_TR_FUNCTIONS(SqliteQueryReader)

public:
    static Table read(SqliteConnection &db, const QString &sql, std::stop_token stop = {});
};

} // namespace weft::engine
