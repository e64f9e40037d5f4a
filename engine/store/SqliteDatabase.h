#pragma once

#include <QByteArrayView>
#include <QCoreApplication>
#include <QString>
#include <QtGlobal>

#include <optional>

struct sqlite3;
struct sqlite3_stmt;

namespace weft::store {

class SqliteStatement;

/// One connection to an SQLite database through SQLite's C API: the run store's writer inserts
/// hundreds of thousands of rows a second, with no QVariant conversion per bound value as QtSql
/// makes.
/// Each thread opens its own connection (readers never share the writer's). Not thread-safe:
/// one thread uses an instance at a time.
///
///     SqliteDatabase db;
///     if (!db.open(path, SqliteDatabase::OpenMode::Create, &error))
///         return false;
///     SqliteStatement insert = db.prepare("INSERT INTO t(a) VALUES(?)");
///     insert.bind(1, qint64(42));
///     insert.run();
class SqliteDatabase
{
    Q_DECLARE_TR_FUNCTIONS(SqliteDatabase)

public:
    enum class OpenMode {
        Create,       ///< create the file when it is missing
        ExistingOnly, ///< fail when the file does not exist
        ReadOnly,     ///< an existing file, read only and left as it is (no WAL switch)
    };

    SqliteDatabase() = default;
    ~SqliteDatabase();
    SqliteDatabase(const SqliteDatabase &) = delete;
    SqliteDatabase &operator=(const SqliteDatabase &) = delete;

    /// Opens `path` in WAL mode with a busy timeout. WAL lets readers (the history, the window)
    /// read while the writer commits, and a kill -9 loses at most the transaction in flight;
    /// the busy timeout makes a second writer wait for the lock instead of failing at once.
    /// A file this call creates is 0600 (SQLite gives its -wal and -shm the same mode), and one
    /// it opens for writing that this user owns is made 0600 with them: a run store holds
    /// `--set` values and programs' error output.
    bool open(const QString &path, OpenMode mode, QString *error);
    void close();
    bool isOpen() const { return m_db != nullptr; }
    QString path() const { return m_path; }

    /// Runs one or more statements that return no rows. On failure sets `error` to SQLite's
    /// message prefixed with the file.
    bool exec(const char *sql, QString *error = nullptr);
    SqliteStatement prepare(const char *sql);
    /// The value of a one-row, one-column query such as `PRAGMA user_version`.
    std::optional<qint64> queryInt(const char *sql);

    qint64 lastInsertRowId() const;
    /// SQLite's last error message, prefixed with the file name.
    QString lastError() const;
    sqlite3 *handle() const { return m_db; }

private:
    sqlite3 *m_db = nullptr;
    QString m_path;
};

/// A prepared statement. Binding indices start at 1, columns at 0, as in SQLite. run() steps a
/// statement that returns no rows and resets it; next() steps to the following row.
class SqliteStatement
{
public:
    SqliteStatement() = default;
    SqliteStatement(sqlite3 *db, sqlite3_stmt *statement)
        : m_db(db)
        , m_statement(statement)
    {}
    ~SqliteStatement();
    SqliteStatement(SqliteStatement &&other) noexcept;
    SqliteStatement &operator=(SqliteStatement &&other) noexcept;
    SqliteStatement(const SqliteStatement &) = delete;
    SqliteStatement &operator=(const SqliteStatement &) = delete;

    bool isValid() const { return m_statement != nullptr; }

    void bind(int index, qint64 value);
    void bind(int index, double value);
    void bind(int index, const QString &value);
    void bindNull(int index);
    /// Binds a text column to UTF-8 bytes that must stay alive until the statement is reset.
    void bindStatic(int index, const char *utf8, int bytes);
    /// Binds a blob to bytes that must stay alive until the statement is reset (no copy).
    void bindStaticBlob(int index, const void *data, qsizetype bytes);

    /// Steps once, expecting no row; resets the statement for the next use. False on error.
    bool run();
    /// Steps to the next row; false at the end or on an error (see hasError()).
    bool next();
    void reset();
    bool hasError() const { return m_error; }

    qint64 columnInt(int column) const;
    double columnDouble(int column) const;
    QString columnText(int column) const;
    /// The blob in `column`, valid until the next step or reset.
    QByteArrayView columnBlob(int column) const;
    bool isNull(int column) const;

private:
    sqlite3 *m_db = nullptr;
    sqlite3_stmt *m_statement = nullptr;
    bool m_error = false;
};

/// A transaction that rolls back unless commit() is called: an error half-way through a flush
/// leaves nothing half-written.
class SqliteTransaction
{
public:
    explicit SqliteTransaction(SqliteDatabase &db);
    ~SqliteTransaction();
    SqliteTransaction(const SqliteTransaction &) = delete;
    SqliteTransaction &operator=(const SqliteTransaction &) = delete;

    bool isActive() const { return m_active; }
    bool commit(QString *error = nullptr);

private:
    SqliteDatabase &m_db;
    bool m_active = false;
};

} // namespace weft::store
