#pragma once

#include "graph/Graph.h"

#include <QPointF>
#include <QRectF>
#include <QSizeF>

#include <functional>
#include <vector>

namespace weft::app {

/// Where new cards go so that they never land on others: the one placement rule for nodes
/// added from the palette or quick-add, pasted or duplicated, and attached from files. A card
/// (or a group of cards, which keeps its shape) wanted somewhere is moved by the shortest whole
/// number of grid steps that leaves a gap to every card already there; below and right win a
/// tie, so that a new card reads as following what it would have covered. Where it is free
/// already, it stays where it was wanted.
///
/// Looks only at cards near the wanted place, so a paste into a graph of thousands of nodes
/// stays quick. A value: built for one placement from the graph as it is. Any thread.
///
///     const NodePlacement placement = NodePlacement::forGraph(graph, sizeOf, 24);
///     node.position = placement.freePosition(node.position, sizeOf(node));
class NodePlacement
{
public:
    /// `occupied`: the cards on the canvas, in graph coordinates. Positions found are `grid`
    /// steps from the wanted one (so a snapped card stays snapped) and keep `gap` free around
    /// every occupied card.
    NodePlacement(std::vector<QRectF> occupied, qreal grid, qreal gap);
    /// The cards of `graph`, each as large as `cardSize` says; the gap is one grid step.
    static NodePlacement forGraph(const engine::Graph &graph,
                                  const std::function<QSizeF(const engine::Node &)> &cardSize,
                                  qreal grid);

    /// The top-left corner nearest to `wanted` at which a card of `size` is clear of the others.
    QPointF freePosition(QPointF wanted, QSizeF size) const;
    /// The shortest move (whole grid steps, nearest first) that makes every rectangle of
    /// `group` clear of the others; (0, 0) when they are clear where they are.
    QPointF freeOffset(const std::vector<QRectF> &group) const;
    /// Whether every rectangle of `group`, moved by `offset`, keeps the gap to the others.
    bool isFree(const std::vector<QRectF> &group, QPointF offset) const;

private:
    std::vector<QRectF> m_occupied;
    qreal m_grid;
    qreal m_gap;
};

} // namespace weft::app
