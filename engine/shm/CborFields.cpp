#include "CborFields.h"

namespace weft::engine {

namespace {

QString typePhrase(QCborValue::Type type)
{
    switch (type) {
    case QCborValue::Integer:
        return CborFields::tr("an integer");
    case QCborValue::ByteArray:
        return CborFields::tr("a byte string");
    case QCborValue::String:
        return CborFields::tr("a text string");
    case QCborValue::Array:
        return CborFields::tr("an array");
    case QCborValue::Map:
        return CborFields::tr("a map");
    case QCborValue::False:
    case QCborValue::True:
        return CborFields::tr("a boolean");
    case QCborValue::Double:
        return CborFields::tr("a floating-point number");
    case QCborValue::Null:
        return CborFields::tr("null");
    default:
        return CborFields::tr("CBOR type %1").arg(int(type));
    }
}

} // namespace

void CborFields::fail(const QString &problem)
{
    if (m_error.isEmpty())
        m_error = problem;
}

QString CborFields::mistyped(const QString &what, QCborValue::Type type, const QCborValue &value)
{
    return tr("%1 should be %2, not %3").arg(what, typePhrase(type), typePhrase(value.type()));
}

QCborValue CborFields::take(QLatin1StringView key, QCborValue::Type type)
{
    const QCborValue value = m_map.value(key);
    if (value.type() == type)
        return value;
    if (value.isUndefined() && !m_map.contains(key))
        fail(tr("field '%1' is missing").arg(key));
    else
        fail(mistyped(tr("field '%1'").arg(key), type, value));
    return {};
}

} // namespace weft::engine
