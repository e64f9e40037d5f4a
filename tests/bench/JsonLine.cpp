#include "JsonLine.h"

#include <cmath>

namespace weft::bench {

namespace {

QString quoted(QStringView text)
{
    QString out;
    out.reserve(text.size() + 2);
    out += u'"';
    for (const QChar c : text) {
        if (c == u'"' || c == u'\\') {
            out += u'\\';
            out += c;
        } else if (c.unicode() < 0x20) {
            out += QStringLiteral("\\u%1").arg(c.unicode(), 4, 16, QChar(u'0'));
        } else {
            out += c;
        }
    }
    out += u'"';
    return out;
}

} // namespace

void JsonLine::addKey(QStringView key)
{
    m_text += m_text.isEmpty() ? u'{' : u',';
    m_text += quoted(key);
    m_text += u':';
}

JsonLine &JsonLine::add(QStringView key, QStringView value)
{
    addKey(key);
    m_text += quoted(value);
    return *this;
}

JsonLine &JsonLine::add(QStringView key, qint64 value)
{
    addKey(key);
    m_text += QString::number(value);
    return *this;
}

JsonLine &JsonLine::add(QStringView key, double value, int decimals)
{
    addKey(key);
    m_text += std::isfinite(value) ? QString::number(value, 'f', decimals) : QStringLiteral("null");
    return *this;
}

JsonLine &JsonLine::add(QStringView key, const JsonLine &object)
{
    addKey(key);
    m_text += object.m_text.isEmpty() ? QStringLiteral("{}") : object.m_text + u'}';
    return *this;
}

QByteArray JsonLine::toUtf8() const
{
    return (m_text.isEmpty() ? QStringLiteral("{}") : m_text + u'}').toUtf8();
}

} // namespace weft::bench
