#include "ProjectJson.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>

namespace weft::engine {

namespace {

/// Longer user text is cut in messages: enough to recognise an id or a path.
constexpr qsizetype kMaxQuotedLength = 60;

} // namespace

std::optional<qint64> jsonInteger(const QJsonValue &value)
{
    if (!value.isDouble())
        return std::nullopt;
    // toInteger() falls back to its default for fractions and out-of-range values; comparing
    // with the double tells a real 0 from that fallback without a second lookup.
    const qint64 integer = value.toInteger(0);
    if (double(integer) != value.toDouble())
        return std::nullopt;
    return integer;
}

QString jsonValueText(const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::Null:
        return QCoreApplication::translate("ProjectJson", "null");
    case QJsonValue::Bool:
        return value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    case QJsonValue::Double:
        if (const auto integer = jsonInteger(value))
            return QString::number(*integer);
        return QString::number(value.toDouble(), 'g', QLocale::FloatingPointShortest);
    case QJsonValue::String:
        return QCoreApplication::translate("ProjectJson", "a string");
    case QJsonValue::Array:
        return QCoreApplication::translate("ProjectJson", "an array");
    case QJsonValue::Object:
        return QCoreApplication::translate("ProjectJson", "an object");
    case QJsonValue::Undefined:
        break;
    }
    return QCoreApplication::translate("ProjectJson", "nothing");
}

namespace {

/// `text` with everything that would break a line or render as nothing escaped, cut after
/// `maxShown` characters (none when negative) with an ellipsis.
QString escaped(const QString &text, qsizetype maxShown)
{
    QString out;
    out.reserve(maxShown < 0 ? text.size() : std::min(text.size(), maxShown) + 1);
    qsizetype shown = 0;
    for (qsizetype i = 0; i < text.size(); ++i, ++shown) {
        if (shown == maxShown) {
            out += QChar(0x2026); // horizontal ellipsis
            break;
        }
        const QChar c = text[i];
        if (c.isHighSurrogate() && i + 1 < text.size() && text[i + 1].isLowSurrogate()) {
            out += c;
            out += text[++i];
        } else if (c == u'\n') {
            out += QStringLiteral("\\n");
        } else if (c == u'\t') {
            out += QStringLiteral("\\t");
        } else if (c.unicode() < 0x20 || c.unicode() == 0x7f || c.isSurrogate() ||
                   c.category() == QChar::Separator_Line ||
                   c.category() == QChar::Separator_Paragraph) {
            out += QStringLiteral("\\u%1").arg(c.unicode(), 4, 16, QLatin1Char('0'));
        } else {
            out += c;
        }
    }
    return out;
}

} // namespace

QString quoted(const QString &text)
{
    return u'\'' + escaped(text, kMaxQuotedLength) + u'\'';
}

QString oneLine(const QString &text)
{
    return escaped(text, -1);
}

} // namespace weft::engine
