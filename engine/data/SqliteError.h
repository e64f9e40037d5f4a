#pragma once

#include <QString>

#include <stdexcept>

namespace weft::engine {

/// Thrown by SqliteConnection, SqliteQueryReader and SqliteTableWriter. The message is one
/// line naming the database and SQLite's own explanation: "shop.db: no such table: orders".
class SqliteError : public std::runtime_error
{
public:
    explicit SqliteError(const QString &message)
        : std::runtime_error(message.toStdString())
        , m_message(message)
    {}
    const QString &message() const { return m_message; }

private:
    QString m_message;
};

} // namespace weft::engine
