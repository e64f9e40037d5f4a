#pragma once

#include <QByteArray>
#include <QJsonValue>
#include <QString>
#include <QStringList>
#include <QStringView>

#include <vector>

namespace weft::engine {

/// Writes JSON text with 2-space indentation, one member or element per line, keys in the
/// order they are given, and numbers that read back to the same value. QJsonDocument indents
/// by 4 and sorts every object's keys; project files want a fixed, documented key order.
///
///     JsonStreamWriter json;
///     json.beginObject();
///     json.key(u"format");
///     json.value(1);
///     json.endObject();
///     const QByteArray text = json.finish(); // "{\n  \"format\": 1\n}\n"
///
/// Not thread-safe; one writer per document.
class JsonStreamWriter
{
public:
    void beginObject();
    void endObject();
    void beginArray();
    void endArray();
    /// The next member's key; follow it with exactly one value or container.
    void key(QStringView name);

    void value(QStringView text);
    void value(const QString &text) { value(QStringView(text)); }
    /// Stops a string literal from silently becoming `true` through the bool overload.
    void value(const void *) = delete;
    void value(qint64 number);
    void value(int number) { value(qint64(number)); }
    /// Integral values are written without a fraction ("40", not "40.0"); others in the
    /// shortest form that reads back to the same double; NaN and infinities, which JSON
    /// cannot hold, as null.
    void value(double number);
    void value(bool flag);
    /// Any JSON value; objects inside it are written in QJsonObject's (alphabetical) order.
    void value(const QJsonValue &json);
    /// An array of strings.
    void value(const QStringList &texts);

    /// The document with a final newline.
    QByteArray finish();

private:
    void open(char bracket);
    void close(char bracket);
    /// Separates this value from the previous sibling and indents it, unless a key precedes it.
    void startValue();
    void writeString(QStringView text);

    struct Level
    {
        bool empty = true; ///< no member or element written yet: closes as "{}" or "[]"
    };
    std::vector<Level> m_levels;
    QByteArray m_out;
    bool m_afterKey = false;
};

} // namespace weft::engine
