#pragma once

#include <QString>

#include <stdexcept>

namespace weft::engine {

/// Thrown by CsvReader and CsvWriter. The message is one translated line that names the file
/// and, for a malformed row, the line number: "data.csv:12: expected 3 fields, found 4".
class CsvError : public std::runtime_error
{
public:
    explicit CsvError(const QString &message)
        : std::runtime_error(message.toStdString())
        , m_message(message)
    {}
    const QString &message() const { return m_message; }

private:
    QString m_message;
};

} // namespace weft::engine
