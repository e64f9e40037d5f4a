#pragma once

#include <QColor>
#include <QList>
#include <QObject>
#include <QtQml/qqmlregistration.h>

namespace weft::app {

/// The colours of nodes in the monitor's charts (task stream bars, memory areas, their
/// legends), as the singleton `NodePalette`: node i takes color(i). Eight fixed colours
/// repeated from the ninth node on, and two nodes of a bigger run looked alike; these step the
/// hue by the golden angle (137.5°), so that every new colour falls in the widest gap left, and
/// cycle four lightness levels (a period no small Fibonacci number divides, the index
/// differences at which golden-angle hues come back close). Any two of the first 64 differ by a
/// CIE76 ΔE of 6.9 or more, and neighbours in plan order by far more. Past the colour, the
/// charts name the node on hover.
///
/// A singleton because it holds no state; one per QML engine, GUI thread. The static functions
/// are for C++ callers and tests.
class NodePalette : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

public:
    explicit NodePalette(QObject *parent = nullptr);

    /// Node `index`'s colour on a light (`dark` false) or dark background.
    static QColor colorOf(int index, bool dark);
    /// The colours of nodes 0 to count - 1.
    static QList<QColor> colorsOf(int count, bool dark);

    Q_INVOKABLE QColor color(int index, bool dark) const { return colorOf(index, dark); }
    /// At least one colour, so that a chart's `colors[node % size]` always finds one.
    Q_INVOKABLE QList<QColor> colors(int count, bool dark) const
    {
        return colorsOf(std::max(1, count), dark);
    }
};

} // namespace weft::app
