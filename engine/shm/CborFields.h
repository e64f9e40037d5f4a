#pragma once

#include <QByteArray>
#include <QCborArray>
#include <QCborMap>
#include <QCborValue>
#include <QCoreApplication>
#include <QLatin1StringView>
#include <QString>

namespace weft::engine {

/// Reads the fields of one CBOR map from another process by name and type, for the decoders of
/// worker messages and dataset envelopes: a field that is missing or of another type reads as
/// an empty value and is remembered, so a decoder reads every field in a row and checks ok()
/// once. The first problem wins and names the field: "field 'task' is missing", "field 'inputs'
/// should be an array, not a text string".
///
///     CborFields fields(map);
///     const qint64 task = fields.integer("task"_L1);
///     const QString message = fields.string("message"_L1);
///     if (!fields.ok())
///         return fail(fields.error());
///
/// Not thread-safe; one per map being decoded.
class CborFields
{
    Q_DECLARE_TR_FUNCTIONS(CborFields)

public:
    explicit CborFields(QCborMap map)
        : m_map(std::move(map))
    {}

    qint64 integer(QLatin1StringView key) { return take(key, QCborValue::Integer).toInteger(); }
    QString string(QLatin1StringView key) { return take(key, QCborValue::String).toString(); }
    QByteArray bytes(QLatin1StringView key)
    {
        return take(key, QCborValue::ByteArray).toByteArray();
    }
    QCborArray array(QLatin1StringView key) { return take(key, QCborValue::Array).toArray(); }
    QCborMap map(QLatin1StringView key) { return take(key, QCborValue::Map).toMap(); }
    bool contains(QLatin1StringView key) const { return m_map.contains(key); }

    /// Records a problem the caller found (in an element of an array field, say), unless an
    /// earlier one was recorded.
    void fail(const QString &problem);
    bool ok() const { return m_error.isEmpty(); }
    /// The first problem; empty while ok().
    const QString &error() const { return m_error; }

    /// "`what` should be `type`, not …", naming the type `value` has: for array elements, whose
    /// decoders check their types themselves.
    static QString mistyped(const QString &what, QCborValue::Type type, const QCborValue &value);

private:
    QCborValue take(QLatin1StringView key, QCborValue::Type type);

    QCborMap m_map;
    QString m_error;
};

} // namespace weft::engine
