#pragma once

#include <QString>

#include <stdexcept>

namespace weft::engine {

/// Thrown by NpyFile. The message is one translated line that names the file and the problem:
/// "a.npy: dtype '<c16' is not supported (supported: float32, …)".
class NpyError : public std::runtime_error
{
public:
    explicit NpyError(const QString &message)
        : std::runtime_error(message.toStdString())
        , m_message(message)
    {}
    const QString &message() const { return m_message; }

private:
    QString m_message;
};

} // namespace weft::engine
