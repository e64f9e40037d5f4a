#include "TextFormat.h"

#include <array>
#include <cmath>

namespace weft::engine {

namespace {

const QString kUnknown = QStringLiteral("–");

/// `value` rounded to `decimals` decimals.
double rounded(double value, int decimals)
{
    const double scale = std::pow(10.0, decimals);
    return std::round(value * scale) / scale;
}

/// One reading of a duration below a minute: how many ns its unit has, how many decimals it
/// shows, and the duration from which the next reading takes over.
struct Reading
{
    double unitNs;
    int decimals;
    double belowNs;
};

} // namespace

QString TextFormat::duration(qint64 ns, const QLocale &locale)
{
    if (ns < 0)
        return kUnknown;
    constexpr std::array<Reading, 4> readings{{
        {1e6, 2, 1e7},  // "3.25 ms"
        {1e6, 0, 1e9},  // "250 ms"
        {1e9, 2, 1e10}, // "2.50 s"
        {1e9, 1, 6e10}, // "12.5 s"
    }};
    for (std::size_t i = 0; i < readings.size(); ++i) {
        const Reading &reading = readings[i];
        const double value = rounded(double(ns) / reading.unitNs, reading.decimals);
        if (value * reading.unitNs >= reading.belowNs)
            continue;
        const QString number = locale.toString(value, 'f', reading.decimals);
        return reading.unitNs < 1e9 ? tr("%1 ms").arg(number) : tr("%1 s").arg(number);
    }
    const qint64 seconds = std::llround(double(ns) / 1e9);
    if (seconds < 3600) {
        //: A duration under an hour: "1 min 30 s".
        return tr("%1 min %2 s").arg(locale.toString(seconds / 60), locale.toString(seconds % 60));
    }
    const qint64 minutes = std::llround(double(ns) / 6e10);
    //: A duration of an hour or more: "2 h 5 min".
    return tr("%1 h %2 min").arg(locale.toString(minutes / 60), locale.toString(minutes % 60));
}

QString TextFormat::bytes(qint64 bytes, const QLocale &locale)
{
    if (bytes < 0)
        return kUnknown;
    if (bytes < 1000)
        return tr("%1 B").arg(locale.toString(bytes));
    const std::array<QString, 5> units{tr("%1 kB"), tr("%1 MB"), tr("%1 GB"), tr("%1 TB"),
                                       tr("%1 PB")};
    double value = double(bytes);
    for (std::size_t unit = 0; unit < units.size(); ++unit) {
        value /= 1000;
        const int decimals = rounded(value, 1) < 100 ? 1 : 0;
        if (rounded(value, decimals) < 1000 || unit + 1 == units.size())
            return units[unit].arg(locale.toString(value, 'f', decimals));
    }
    return kUnknown; // not reached: the last unit takes any size
}

} // namespace weft::engine
