#pragma once

#include <QString>

#include <stdexcept>

namespace weft::engine {

/// Base of the errors a data reader or writer throws (CsvError, NpyError, SqliteError): one
/// translated line that names the file and the problem, kept as a QString so that no
/// conversion loses it on the way to the user.
class DataError : public std::runtime_error
{
public:
    explicit DataError(const QString &message)
        : std::runtime_error(message.toStdString())
        , m_message(message)
    {}
    const QString &message() const { return m_message; }

private:
    QString m_message;
};

} // namespace weft::engine
