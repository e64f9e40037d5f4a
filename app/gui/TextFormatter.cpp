#include "TextFormatter.h"

#include "exec/TextFormat.h"

#include <algorithm>
#include <cmath>

namespace weft::app {

TextFormatter::TextFormatter(QObject *parent)
    : QObject(parent)
{}

QString TextFormatter::duration(double seconds) const
{
    // Not-a-number and infinity (an empty chart's range) are unknown, like negative values.
    const bool known = std::isfinite(seconds) && seconds >= 0;
    return engine::TextFormat::duration(known ? std::llround(std::min(seconds * 1e9, 9e18)) : -1);
}

QString TextFormatter::bytes(double bytes) const
{
    const bool known = std::isfinite(bytes) && bytes >= 0;
    return engine::TextFormat::bytes(known ? std::llround(std::min(bytes, 9e18)) : -1);
}

} // namespace weft::app
