#pragma once

#include <QJsonValue>
#include <QString>

#include <optional>

namespace weft::engine {

// Small helpers shared by the project reader, validator and writer. Their messages are
// translated in the "ProjectJson" context.

/// The value as a whole number when it is a JSON number holding one that fits in 64 bits
/// (`3` and `3.0` both qualify, `3.5` and `1e300` do not).
std::optional<qint64> jsonInteger(const QJsonValue &value);

/// How a message names a value the user wrote: numbers as written ("2.5"), other kinds by
/// their type ("a string", "an object"), so that a message stays one short line.
QString jsonValueText(const QJsonValue &value);

/// User text (an id, a key, a path) quoted for a one-line message: control characters are
/// escaped and long text is shortened, so that a hostile file cannot break the message.
QString quoted(const QString &text);

/// A whole message built from user text (a column name from a file's header, an expression)
/// kept on one line: escaped as quoted() escapes, not shortened.
QString oneLine(const QString &text);

} // namespace weft::engine
