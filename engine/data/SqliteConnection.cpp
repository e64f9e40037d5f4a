#include "SqliteConnection.h"

#include "SqliteError.h"

#include <QDir>
#include <QFileInfo>

#include <sqlite3.h>

namespace weft::engine {

SqliteConnection::SqliteConnection(const QString &path, Mode mode)
    : m_name(QDir::toNativeSeparators(path))
{
    int flags = SQLITE_OPEN_NOMUTEX;
    QByteArray file = QFile::encodeName(path);
    switch (mode) {
    case Mode::ReadOnly:
        if (!QFileInfo::exists(path))
            throw SqliteError(tr("%1: the database file does not exist").arg(m_name));
        flags |= SQLITE_OPEN_READONLY;
        break;
    case Mode::ReadWrite: {
        const QDir parent = QFileInfo(path).absoluteDir();
        if (!parent.exists() && !parent.mkpath(QStringLiteral(".")))
            throw SqliteError(tr("%1: cannot create the folder %2")
                                  .arg(m_name, QDir::toNativeSeparators(parent.absolutePath())));
        flags |= SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE;
        break;
    }
    case Mode::InMemory:
        flags |= SQLITE_OPEN_READWRITE | SQLITE_OPEN_MEMORY;
        file = ":memory:";
        break;
    }
    const int rc = sqlite3_open_v2(file.constData(), &m_db, flags, nullptr);
    if (rc != SQLITE_OK) {
        const QString message =
            m_db ? QString::fromUtf8(sqlite3_errmsg(m_db)) : QString::fromUtf8(sqlite3_errstr(rc));
        sqlite3_close(m_db);
        m_db = nullptr;
        throw SqliteError(tr("%1: cannot open the database: %2").arg(m_name, message));
    }
    // Another writer (a second run, a user's sqlite3 shell) holds the lock for a moment:
    // wait for it instead of failing at once.
    sqlite3_busy_timeout(m_db, 5000);
    sqlite3_extended_result_codes(m_db, 1);
}

SqliteConnection::~SqliteConnection()
{
    sqlite3_close_v2(m_db);
}

void SqliteConnection::exec(const QString &sql)
{
    char *message = nullptr;
    if (sqlite3_exec(m_db, sql.toUtf8().constData(), nullptr, nullptr, &message) != SQLITE_OK) {
        const QString text = QString::fromUtf8(message ? message : sqlite3_errmsg(m_db));
        sqlite3_free(message);
        throw SqliteError(QStringLiteral("%1: %2").arg(m_name, text));
    }
}

SqliteError SqliteConnection::error(const QString &context) const
{
    const QString message = QString::fromUtf8(sqlite3_errmsg(m_db));
    if (context.isEmpty())
        return SqliteError(QStringLiteral("%1: %2").arg(m_name, message));
    return SqliteError(QStringLiteral("%1: %2: %3").arg(m_name, context, message));
}

QString SqliteConnection::quoted(const QString &identifier)
{
    QString text = identifier;
    text.replace(u'"', QStringLiteral("\"\""));
    return u'"' + text + u'"';
}

} // namespace weft::engine
