#include "SqliteDatabase.h"

#include <QDir>
#include <QFileInfo>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sqlite3.h>
#include <sys/stat.h>
#include <unistd.h>
#include <utility>

namespace weft::store {

namespace {

/// How long a connection waits for another one's lock before giving up: long enough for the
/// writer's largest commit, short enough that a stuck process is reported.
constexpr int kBusyTimeoutMs = 10'000;

/// Turns off SQLite's memory statistics, which take a global mutex on every allocation, once,
/// before the library is first used (later the call is refused and changes nothing).
void configureSqliteOnce()
{
    static const bool configured = [] {
        sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);
        return true;
    }();
    Q_UNUSED(configured);
}

/// Creates `path` empty and 0600 unless something is there already. SQLite would create it
/// with the umask's mode (0644: readable by every user), and gives its -wal and -shm files the
/// mode of the database file.
bool createPrivate(const QString &path, QString *error)
{
    const int file = ::open(QFile::encodeName(path).constData(),
                            O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600);
    if (file >= 0) {
        ::close(file);
        return true;
    }
    if (errno == EEXIST)
        return true;
    if (error)
        *error = QStringLiteral("%1: %2").arg(path, QString::fromLocal8Bit(std::strerror(errno)));
    return false;
}

/// Takes group and other access away from a store this user owns that has it (made by an
/// older Weft, or copied in): it holds --set values and programs' error output. The -wal and
/// -shm files follow, as SQLite gives new ones the database's mode. Never follows a link, and
/// never opens the files: closing a descriptor of a file drops every POSIX lock this process
/// holds on it, SQLite's included (fchmodat on a path goes through an O_PATH descriptor, whose
/// closing does not).
void makePrivate(const QString &path)
{
    for (const char *suffix : {"", "-wal", "-shm"}) {
        const QByteArray name = QFile::encodeName(path) + suffix;
        struct stat info = {};
        if (::lstat(name.constData(), &info) == 0 && S_ISREG(info.st_mode) &&
            info.st_uid == ::geteuid() && (info.st_mode & 077) != 0)
            ::fchmodat(AT_FDCWD, name.constData(), info.st_mode & 0700, AT_SYMLINK_NOFOLLOW);
    }
}

} // namespace

SqliteDatabase::~SqliteDatabase()
{
    close();
}

bool SqliteDatabase::open(const QString &path, OpenMode mode, QString *error)
{
    close();
    configureSqliteOnce();
    m_path = path;
    const QFileInfo info(path);
    if (mode != OpenMode::Create && !info.exists()) {
        if (error)
            *error = tr("%1: no such file").arg(path);
        return false;
    }
    if (mode == OpenMode::Create && !QDir().mkpath(info.absolutePath())) {
        if (error)
            *error = tr("%1: cannot create the folder").arg(info.absolutePath());
        return false;
    }
    if (mode == OpenMode::Create && !createPrivate(path, error))
        return false;
    const int flags = (mode == OpenMode::ReadOnly ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE) |
                      SQLITE_OPEN_NOMUTEX;
    if (sqlite3_open_v2(QFile::encodeName(path).constData(), &m_db, flags, nullptr) != SQLITE_OK) {
        if (error)
            *error = lastError();
        close();
        return false;
    }
    sqlite3_busy_timeout(m_db, kBusyTimeoutMs);
    // A store may come with a project from someone else: the SQL its schema holds may not call
    // functions that have side effects, nor may anything written corrupt the file on purpose.
    sqlite3_db_config(m_db, SQLITE_DBCONFIG_TRUSTED_SCHEMA, 0, nullptr);
    sqlite3_db_config(m_db, SQLITE_DBCONFIG_DEFENSIVE, 1, nullptr);
    if (mode == OpenMode::ReadOnly)
        return true;
    makePrivate(path);
    // NORMAL is durable against a crash of the process in WAL mode (only a power cut may lose
    // the last commits), and avoids an fsync per flush.
    if (!exec("PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL; PRAGMA foreign_keys=ON;",
              error)) {
        close();
        return false;
    }
    return true;
}

void SqliteDatabase::close()
{
    if (m_db)
        sqlite3_close_v2(m_db);
    m_db = nullptr;
}

bool SqliteDatabase::exec(const char *sql, QString *error)
{
    char *message = nullptr;
    if (sqlite3_exec(m_db, sql, nullptr, nullptr, &message) == SQLITE_OK)
        return true;
    if (error)
        *error = QStringLiteral("%1: %2").arg(m_path, QString::fromUtf8(message));
    sqlite3_free(message);
    return false;
}

SqliteStatement SqliteDatabase::prepare(const char *sql)
{
    sqlite3_stmt *statement = nullptr;
    if (sqlite3_prepare_v3(m_db, sql, -1, SQLITE_PREPARE_PERSISTENT, &statement, nullptr) !=
        SQLITE_OK)
        return {};
    return {m_db, statement};
}

std::optional<qint64> SqliteDatabase::queryInt(const char *sql)
{
    SqliteStatement statement = prepare(sql);
    if (!statement.isValid() || !statement.next())
        return std::nullopt;
    return statement.columnInt(0);
}

qint64 SqliteDatabase::lastInsertRowId() const
{
    return sqlite3_last_insert_rowid(m_db);
}

QString SqliteDatabase::lastError() const
{
    return QStringLiteral("%1: %2").arg(m_path, m_db ? QString::fromUtf8(sqlite3_errmsg(m_db))
                                                     : tr("cannot open"));
}

SqliteStatement::~SqliteStatement()
{
    sqlite3_finalize(m_statement);
}

SqliteStatement::SqliteStatement(SqliteStatement &&other) noexcept
    : m_db(std::exchange(other.m_db, nullptr))
    , m_statement(std::exchange(other.m_statement, nullptr))
    , m_error(other.m_error)
{}

SqliteStatement &SqliteStatement::operator=(SqliteStatement &&other) noexcept
{
    if (this != &other) {
        sqlite3_finalize(m_statement);
        m_db = std::exchange(other.m_db, nullptr);
        m_statement = std::exchange(other.m_statement, nullptr);
        m_error = other.m_error;
    }
    return *this;
}

void SqliteStatement::bind(int index, qint64 value)
{
    sqlite3_bind_int64(m_statement, index, value);
}

void SqliteStatement::bind(int index, double value)
{
    sqlite3_bind_double(m_statement, index, value);
}

void SqliteStatement::bind(int index, const QString &value)
{
    const QByteArray utf8 = value.toUtf8();
    sqlite3_bind_text(m_statement, index, utf8.constData(), int(utf8.size()), SQLITE_TRANSIENT);
}

void SqliteStatement::bindNull(int index)
{
    sqlite3_bind_null(m_statement, index);
}

void SqliteStatement::bindStatic(int index, const char *utf8, int bytes)
{
    sqlite3_bind_text(m_statement, index, utf8, bytes, SQLITE_STATIC);
}

void SqliteStatement::bindStaticBlob(int index, const void *data, qsizetype bytes)
{
    sqlite3_bind_blob64(m_statement, index, data, sqlite3_uint64(bytes), SQLITE_STATIC);
}

bool SqliteStatement::run()
{
    const int rc = sqlite3_step(m_statement);
    sqlite3_reset(m_statement);
    m_error = rc != SQLITE_DONE && rc != SQLITE_ROW;
    return !m_error;
}

bool SqliteStatement::next()
{
    const int rc = sqlite3_step(m_statement);
    m_error = rc != SQLITE_DONE && rc != SQLITE_ROW;
    return rc == SQLITE_ROW;
}

void SqliteStatement::reset()
{
    sqlite3_reset(m_statement);
    sqlite3_clear_bindings(m_statement);
}

qint64 SqliteStatement::columnInt(int column) const
{
    return sqlite3_column_int64(m_statement, column);
}

double SqliteStatement::columnDouble(int column) const
{
    return sqlite3_column_double(m_statement, column);
}

QString SqliteStatement::columnText(int column) const
{
    const auto *text = reinterpret_cast<const char *>(sqlite3_column_text(m_statement, column));
    return QString::fromUtf8(text, sqlite3_column_bytes(m_statement, column));
}

QByteArrayView SqliteStatement::columnBlob(int column) const
{
    const void *data = sqlite3_column_blob(m_statement, column);
    return {static_cast<const char *>(data), sqlite3_column_bytes(m_statement, column)};
}

bool SqliteStatement::isNull(int column) const
{
    return sqlite3_column_type(m_statement, column) == SQLITE_NULL;
}

SqliteTransaction::SqliteTransaction(SqliteDatabase &db)
    : m_db(db)
{
    // IMMEDIATE takes the write lock now, so a busy database is waited for here (busy timeout)
    // rather than failing at the first write inside the transaction.
    m_active = m_db.exec("BEGIN IMMEDIATE");
}

SqliteTransaction::~SqliteTransaction()
{
    if (m_active)
        m_db.exec("ROLLBACK");
}

bool SqliteTransaction::commit(QString *error)
{
    if (!m_active)
        return false;
    m_active = false;
    if (m_db.exec("COMMIT", error))
        return true;
    m_db.exec("ROLLBACK");
    return false;
}

} // namespace weft::store
