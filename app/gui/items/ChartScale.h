#pragma once

#include <QtGlobal>

#include <cmath>

namespace weft::app {

/// The smallest 1, 2 or 5 times a power of ten at or above `value` (1 for nothing): a round
/// top for a chart's value axis, so that its labels read 2 MB or 50 ms rather than 1.93 MB.
inline qreal niceCeiling(qreal value)
{
    if (!(value > 0))
        return 1;
    const qreal power = std::pow(10.0, std::floor(std::log10(value)));
    for (const qreal step : {1.0, 2.0, 5.0}) {
        if (value <= step * power * (1 + 1e-9))
            return step * power;
    }
    return 10 * power;
}

} // namespace weft::app
