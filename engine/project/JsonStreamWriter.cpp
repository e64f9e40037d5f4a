#include "JsonStreamWriter.h"

#include "ProjectJson.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QLocale>

#include <cmath>

namespace weft::engine {

namespace {

constexpr int kIndent = 2;

void appendUtf8(QByteArray &out, char32_t code)
{
    if (code < 0x80) {
        out += char(code);
    } else if (code < 0x800) {
        out += char(0xc0 | (code >> 6));
        out += char(0x80 | (code & 0x3f));
    } else if (code < 0x10000) {
        out += char(0xe0 | (code >> 12));
        out += char(0x80 | ((code >> 6) & 0x3f));
        out += char(0x80 | (code & 0x3f));
    } else {
        out += char(0xf0 | (code >> 18));
        out += char(0x80 | ((code >> 12) & 0x3f));
        out += char(0x80 | ((code >> 6) & 0x3f));
        out += char(0x80 | (code & 0x3f));
    }
}

void appendEscape(QByteArray &out, char16_t unit)
{
    static constexpr char kHex[] = "0123456789abcdef";
    out += "\\u";
    for (int shift = 12; shift >= 0; shift -= 4)
        out += kHex[(unit >> shift) & 0xf];
}

} // namespace

void JsonStreamWriter::beginObject()
{
    open('{');
}

void JsonStreamWriter::endObject()
{
    close('}');
}

void JsonStreamWriter::beginArray()
{
    open('[');
}

void JsonStreamWriter::endArray()
{
    close(']');
}

void JsonStreamWriter::key(QStringView name)
{
    startValue();
    writeString(name);
    m_out += ": ";
    m_afterKey = true;
}

void JsonStreamWriter::value(QStringView text)
{
    startValue();
    writeString(text);
}

void JsonStreamWriter::value(qint64 number)
{
    startValue();
    m_out += QByteArray::number(number);
}

void JsonStreamWriter::value(double number)
{
    startValue();
    if (!std::isfinite(number))
        m_out += "null";
    else if (const auto integer = jsonInteger(QJsonValue(number)))
        m_out += QByteArray::number(*integer);
    else
        m_out += QByteArray::number(number, 'g', QLocale::FloatingPointShortest);
}

void JsonStreamWriter::value(bool flag)
{
    startValue();
    m_out += flag ? "true" : "false";
}

void JsonStreamWriter::value(const QJsonValue &json)
{
    switch (json.type()) {
    case QJsonValue::Bool:
        value(json.toBool());
        break;
    case QJsonValue::Double:
        // A value read as an integer keeps all 64 bits; a double would round above 2^53.
        if (const auto integer = jsonInteger(json))
            value(*integer);
        else
            value(json.toDouble());
        break;
    case QJsonValue::String:
        value(json.toString());
        break;
    case QJsonValue::Array: {
        beginArray();
        const QJsonArray array = json.toArray();
        for (const QJsonValue &element : array)
            value(element);
        endArray();
        break;
    }
    case QJsonValue::Object: {
        beginObject();
        const QJsonObject object = json.toObject();
        for (auto it = object.begin(); it != object.end(); ++it) {
            key(it.key());
            value(it.value());
        }
        endObject();
        break;
    }
    case QJsonValue::Null:
    case QJsonValue::Undefined:
        startValue();
        m_out += "null";
        break;
    }
}

QByteArray JsonStreamWriter::finish()
{
    m_out += '\n';
    return std::exchange(m_out, {});
}

void JsonStreamWriter::open(char bracket)
{
    startValue();
    m_out += bracket;
    m_levels.push_back(Level{});
}

void JsonStreamWriter::close(char bracket)
{
    const bool empty = m_levels.back().empty;
    m_levels.pop_back();
    if (!empty) {
        m_out += '\n';
        m_out += QByteArray(qsizetype(m_levels.size()) * kIndent, ' ');
    }
    m_out += bracket;
}

void JsonStreamWriter::startValue()
{
    if (std::exchange(m_afterKey, false) || m_levels.empty())
        return;
    Level &level = m_levels.back();
    if (!std::exchange(level.empty, false))
        m_out += ',';
    m_out += '\n';
    m_out += QByteArray(qsizetype(m_levels.size()) * kIndent, ' ');
}

void JsonStreamWriter::writeString(QStringView text)
{
    m_out += '"';
    for (qsizetype i = 0; i < text.size(); ++i) {
        const char16_t unit = text[i].unicode();
        switch (unit) {
        case u'"':
            m_out += "\\\"";
            continue;
        case u'\\':
            m_out += "\\\\";
            continue;
        case u'\b':
            m_out += "\\b";
            continue;
        case u'\f':
            m_out += "\\f";
            continue;
        case u'\n':
            m_out += "\\n";
            continue;
        case u'\r':
            m_out += "\\r";
            continue;
        case u'\t':
            m_out += "\\t";
            continue;
        default:
            break;
        }
        if (unit < 0x20) {
            appendEscape(m_out, unit);
        } else if (QChar::isHighSurrogate(unit) && i + 1 < text.size() &&
                   text[i + 1].isLowSurrogate()) {
            appendUtf8(m_out, QChar::surrogateToUcs4(unit, text[++i].unicode()));
        } else if (QChar::isSurrogate(unit)) {
            // A lone surrogate has no UTF-8 form; the escape keeps it intact through a reload.
            appendEscape(m_out, unit);
        } else {
            appendUtf8(m_out, unit);
        }
    }
    m_out += '"';
}

void JsonStreamWriter::value(const QStringList &texts)
{
    beginArray();
    for (const QString &text : texts)
        value(text);
    endArray();
}

} // namespace weft::engine
