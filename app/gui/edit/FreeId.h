#pragma once

#include <QString>

namespace weft::app {

/// `base` when `isTaken` says it is free, else the first free one of `base_2`, `base_3`, …: the
/// one rule for the id a new node, frame, comment or dataset gets, so that a copy of "read"
/// reads "read_2" wherever it comes from.
template<typename IsTaken>
QString firstFreeId(const QString &base, IsTaken &&isTaken)
{
    QString id = base;
    for (int n = 2; isTaken(id); ++n)
        id = base + u'_' + QString::number(n);
    return id;
}

} // namespace weft::app
