#pragma once

#include "SqliteError.h"

#include <QCoreApplication>
#include <QString>

struct sqlite3;

namespace weft::engine {

/// One connection to an SQLite database for the SQLite operators, through SQLite's C API:
/// exact column types, no per-value QVariant, and no process-wide QSqlDatabase registry that
/// concurrent tasks would have to coordinate through. Each operator call opens its own
/// connection. Not thread-safe: one thread uses an instance.
///
///     SqliteConnection db(path, SqliteConnection::Mode::ReadOnly);
///     Table t = SqliteQueryReader::read(db, u"SELECT * FROM orders"_s);
class SqliteConnection
{
    Q_DECLARE_TR_FUNCTIONS(SqliteConnection)

public:
    enum class Mode {
        ReadOnly,  ///< an existing file, never modified (a query cannot write to it)
        ReadWrite, ///< the file is created when missing, with its folder
        InMemory,  ///< a private database in memory; `path` only names it in messages
    };

    /// Opens the database; throws SqliteError naming the file when it cannot.
    SqliteConnection(const QString &path, Mode mode);
    ~SqliteConnection();
    SqliteConnection(const SqliteConnection &) = delete;
    SqliteConnection &operator=(const SqliteConnection &) = delete;

    /// Runs statements that return no rows; throws SqliteError on failure.
    void exec(const QString &sql);
    /// SqliteError with SQLite's last message for this connection, prefixed with the name and
    /// `context` when it is not empty.
    SqliteError error(const QString &context = {}) const;

    sqlite3 *handle() const { return m_db; }
    /// The file as messages show it.
    const QString &name() const { return m_name; }

    /// An SQL identifier in double quotes, embedded quotes doubled, so any column or table
    /// name (spaces, quotes, Unicode) is used literally.
    static QString quoted(const QString &identifier);

private:
    sqlite3 *m_db = nullptr;
    QString m_name;
};

} // namespace weft::engine
