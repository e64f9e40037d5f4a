#pragma once

#include "ops/OperatorSpec.h"

#include <QSizeF>

#include <algorithm>

namespace weft::app {

/// A node card's size on the canvas, as Theme.qml draws it: its width; the header and padding;
/// one row for each port of its longer side, at least one. For what C++ lays out or encloses
/// (Arrange, a frame around the selected nodes); `spec` may be null (an unknown operator).
inline QSizeF cardSize(const engine::OperatorSpec *spec)
{
    constexpr qreal kCardWidth = 216;
    constexpr qreal kCardChrome = 52 + 2 * 8;
    constexpr qreal kPortRowHeight = 22;
    const size_t rows = spec ? std::max<size_t>({1, spec->inputs.size(), spec->outputs.size()}) : 1;
    return QSizeF(kCardWidth, kCardChrome + kPortRowHeight * qreal(rows));
}

} // namespace weft::app
