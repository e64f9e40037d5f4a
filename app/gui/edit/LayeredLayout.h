#pragma once

#include "graph/Graph.h"

#include <QHash>
#include <QPointF>
#include <QSizeF>

#include <functional>

namespace weft::app {

/// Arranges a graph in layers from left to right, sources first, with few crossings: Graphviz's
/// "dot" layout (Debian's libgvc), which is made for exactly this. Positions are top-left
/// corners, snapped to the grid, with the graph's top-left at `origin`.
///
/// Stateless; any thread (each call uses its own Graphviz context).
class LayeredLayout
{
public:
    /// The new position of every node; empty when Graphviz could not lay the graph out.
    /// `cardSize` gives each node's size on the canvas.
    static QHash<engine::NodeId, QPointF>
    arrange(const engine::Graph &graph, const std::function<QSizeF(const engine::Node &)> &cardSize,
            QPointF origin, qreal grid);
};

} // namespace weft::app
