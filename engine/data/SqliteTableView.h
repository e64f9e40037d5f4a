#pragma once

#include "SqliteConnection.h"
#include "Table.h"

#include <QCoreApplication>

namespace weft::engine {

/// A Table made readable to SQL on one connection, as the read-only table `weft_rows`, without
/// copying it: an SQLite virtual table whose cursor walks the table's rows and hands SQLite
/// each value straight from the column (text without a copy). Its columns carry the table's
/// names and declared types INTEGER, REAL, BOOLEAN and TEXT, so that SQLite's type affinity
/// compares `flag = 1` and `price > '5'` the way a typed table would. The rowid is the row's
/// index.
///
/// The table must outlive every statement that reads `weft_rows`. Not thread-safe: one
/// thread uses the connection.
///
///     SqliteConnection db(u"expression"_s, SqliteConnection::Mode::InMemory);
///     SqliteTableView view(db, table);
///     // SELECT lower(name) FROM weft_rows
class SqliteTableView
{
    Q_DECLARE_TR_FUNCTIONS(SqliteTableView)

public:
    /// The name statements read the table by.
    static constexpr const char *kName = "weft_rows";

    /// Registers the table on `db`; throws SqliteError when SQLite refuses it.
    SqliteTableView(SqliteConnection &db, const Table &table);
    SqliteTableView(const SqliteTableView &) = delete;
    SqliteTableView &operator=(const SqliteTableView &) = delete;

    /// The row whose value SQLite read last (0-based): where a failing function call was, for
    /// messages.
    qsizetype lastRow() const { return m_lastRow; }

private:
    friend struct SqliteTableViewModule;
    const Table &m_table;
    qsizetype m_lastRow = 0;
};

} // namespace weft::engine
