#pragma once

#include <QString>

namespace weft::bench {

/// One JSON object on one line, keys in the order they were added. QJsonObject sorts its keys,
/// and the benchmarks' contract lists them in a fixed order that people read left to right.
///
///     JsonLine line;
///     line.add(u"shape", u"chain").add(u"tasks", qint64(1000));
///     std::puts(line.toUtf8().constData());
class JsonLine
{
public:
    JsonLine &add(QStringView key, QStringView value);
    JsonLine &add(QStringView key, qint64 value);
    /// Written with `decimals` digits after the point; NaN and infinity are written as null.
    JsonLine &add(QStringView key, double value, int decimals);
    /// A nested object, e.g. a median and a percentile that belong together.
    JsonLine &add(QStringView key, const JsonLine &object);

    /// The object, without a trailing newline.
    QByteArray toUtf8() const;

private:
    void addKey(QStringView key);

    QString m_text;
};

} // namespace weft::bench
