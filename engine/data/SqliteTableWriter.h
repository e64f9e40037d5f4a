#pragma once

#include "SqliteConnection.h"
#include "Table.h"

#include <QCoreApplication>
#include <QString>

#include <stop_token>

namespace weft::engine {

/// Writes a Table into a table of an SQLite database, in one transaction: a failure or a
/// cancellation rolls everything back, so the database holds either the old table or the new
/// rows, never part of them.
///
/// Columns are declared INTEGER, REAL, TEXT or BOOLEAN (stored as 0/1) after their type;
/// nulls are SQL NULL. Replace drops any table of that name first; Append creates the table
/// when missing and otherwise requires each column of the Table to exist in it.
///
/// Throws SqliteError naming the database and table. Stateless and thread-safe.
class SqliteTableWriter
{
    Q_DECLARE_TR_FUNCTIONS(SqliteTableWriter)

public:
    enum class Mode {
        Replace, ///< drop the table when it exists, then create it
        Append,  ///< add the rows to the table, creating it when missing
    };

    static void write(SqliteConnection &db, const Table &table, const QString &name, Mode mode,
                      std::stop_token stop = {});
};

} // namespace weft::engine
