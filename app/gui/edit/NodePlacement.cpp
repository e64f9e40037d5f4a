#include "NodePlacement.h"

#include <algorithm>
#include <cmath>
#include <utility>

namespace weft::app {

namespace {

/// How far the search goes, in grid steps each way: 40 steps of 24 px is a screenful at 100 %.
/// Beyond it a group goes below everything near (a dense graph still gets a free place).
constexpr int kMaxSteps = 40;

struct Step
{
    int dx;
    int dy;
};

/// Every step within kMaxSteps, nearest first; at the same distance below before above and
/// right before left, so that a card moved aside follows what it would have covered.
const std::vector<Step> &stepsNearestFirst()
{
    static const std::vector<Step> steps = [] {
        std::vector<Step> all;
        all.reserve(size_t((2 * kMaxSteps + 1) * (2 * kMaxSteps + 1)));
        for (int dy = -kMaxSteps; dy <= kMaxSteps; ++dy) {
            for (int dx = -kMaxSteps; dx <= kMaxSteps; ++dx)
                all.push_back({dx, dy});
        }
        std::stable_sort(all.begin(), all.end(), [](const Step &a, const Step &b) {
            const int da = a.dx * a.dx + a.dy * a.dy;
            const int db = b.dx * b.dx + b.dy * b.dy;
            if (da != db)
                return da < db;
            if ((a.dy < 0) != (b.dy < 0))
                return b.dy < 0;
            return (a.dx < 0) < (b.dx < 0);
        });
        return all;
    }();
    return steps;
}

QRectF unite(const std::vector<QRectF> &rects)
{
    QRectF bounds = rects.front();
    for (const QRectF &rect : rects)
        bounds = bounds.united(rect);
    return bounds;
}

} // namespace

NodePlacement::NodePlacement(std::vector<QRectF> occupied, qreal grid, qreal gap)
    : m_occupied(std::move(occupied))
    , m_grid(grid > 0 ? grid : 24)
    , m_gap(std::max<qreal>(0, gap))
{}

NodePlacement NodePlacement::forGraph(const engine::Graph &graph,
                                      const std::function<QSizeF(const engine::Node &)> &cardSize,
                                      qreal grid)
{
    std::vector<QRectF> occupied;
    occupied.reserve(graph.nodes.size());
    for (const engine::Node &node : graph.nodes)
        occupied.emplace_back(node.position, cardSize(node));
    return NodePlacement(std::move(occupied), grid, grid);
}

QPointF NodePlacement::freePosition(QPointF wanted, QSizeF size) const
{
    return wanted + freeOffset({QRectF(wanted, size)});
}

bool NodePlacement::isFree(const std::vector<QRectF> &group, QPointF offset) const
{
    for (const QRectF &rect : group) {
        const QRectF kept = rect.translated(offset).adjusted(-m_gap, -m_gap, m_gap, m_gap);
        for (const QRectF &other : m_occupied) {
            if (kept.intersects(other))
                return false;
        }
    }
    return true;
}

QPointF NodePlacement::freeOffset(const std::vector<QRectF> &group) const
{
    if (group.empty())
        return {};
    // Only the cards that a move within reach could meet take part in the search.
    const QRectF bounds = unite(group);
    const qreal reach = kMaxSteps * m_grid + m_gap;
    const QRectF area = bounds.adjusted(-reach, -reach, reach, reach);
    std::vector<QRectF> near;
    for (const QRectF &other : m_occupied) {
        if (area.intersects(other))
            near.push_back(other);
    }
    const NodePlacement local(std::move(near), m_grid, m_gap);
    for (const Step &step : stepsNearestFirst()) {
        const QPointF offset(step.dx * m_grid, step.dy * m_grid);
        if (local.isFree(group, offset))
            return offset;
    }
    // Crowded all around: below every card in the group's column, free by construction.
    qreal bottom = bounds.bottom();
    for (const QRectF &other : m_occupied) {
        if (other.right() > bounds.left() - m_gap && other.left() < bounds.right() + m_gap)
            bottom = std::max(bottom, other.bottom());
    }
    return QPointF(0, std::ceil((bottom + m_gap - bounds.top()) / m_grid) * m_grid);
}

} // namespace weft::app
