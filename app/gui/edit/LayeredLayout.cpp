#include "LayeredLayout.h"

#include <QByteArray>
#include <QStringList>

#include <cmath>
#include <graphviz/gvc.h>
#include <limits>
#include <memory>

namespace weft::app {

namespace {

/// Graphviz measures in points (1/72 inch) and its attribute functions take mutable C strings.
constexpr qreal kPointsPerInch = 72;
/// Space between layers and between nodes in a layer, in inches.
const char *const kRankSeparation = "1.2";
const char *const kNodeSeparation = "0.6";

char *text(const char *literal)
{
    return const_cast<char *>(literal);
}

void set(void *object, const char *name, const QByteArray &value)
{
    agsafeset(object, text(name), const_cast<char *>(value.constData()), text(""));
}

qreal snapped(qreal value, qreal grid)
{
    return grid > 0 ? std::round(value / grid) * grid : value;
}

struct GraphDeleter
{
    void operator()(Agraph_t *graph) const { agclose(graph); }
};

struct ContextDeleter
{
    void operator()(GVC_t *context) const { gvFreeContext(context); }
};

} // namespace

QHash<engine::NodeId, QPointF>
LayeredLayout::arrange(const engine::Graph &graph,
                       const std::function<QSizeF(const engine::Node &)> &cardSize, QPointF origin,
                       qreal grid)
{
    if (graph.nodes.empty())
        return {};
    std::unique_ptr<GVC_t, ContextDeleter> context(gvContext());
    std::unique_ptr<Agraph_t, GraphDeleter> g(agopen(text("weft"), Agdirected, nullptr));
    set(g.get(), "rankdir", "LR");
    set(g.get(), "ranksep", kRankSeparation);
    set(g.get(), "nodesep", kNodeSeparation);

    QHash<engine::NodeId, Agnode_t *> nodes;
    QHash<engine::NodeId, QSizeF> sizes;
    for (const engine::Node &node : graph.nodes) {
        QByteArray name = node.id.toString().toUtf8();
        Agnode_t *n = agnode(g.get(), name.data(), 1);
        const QSizeF size = cardSize(node);
        set(n, "shape", "box");
        set(n, "fixedsize", "true");
        set(n, "width", QByteArray::number(size.width() / kPointsPerInch));
        set(n, "height", QByteArray::number(size.height() / kPointsPerInch));
        nodes.insert(node.id, n);
        sizes.insert(node.id, size);
    }
    for (const engine::Edge &edge : graph.edges) {
        Agnode_t *from = nodes.value(edge.fromNode);
        Agnode_t *to = nodes.value(edge.toNode);
        if (from && to)
            agedge(g.get(), from, to, nullptr, 1);
    }
    if (gvLayout(context.get(), g.get(), "dot") != 0)
        return {};
    attach_attrs(g.get());

    // Centres, y up; turned into top-left corners, y down, from `origin`.
    QHash<engine::NodeId, QPointF> centres;
    qreal left = std::numeric_limits<qreal>::max();
    qreal top = std::numeric_limits<qreal>::max();
    for (auto it = nodes.cbegin(); it != nodes.cend(); ++it) {
        const QStringList pos = QString::fromUtf8(agget(it.value(), text("pos"))).split(u',');
        if (pos.size() != 2)
            continue;
        const QSizeF size = sizes.value(it.key());
        const QPointF corner(pos[0].toDouble() - size.width() / 2,
                             -pos[1].toDouble() - size.height() / 2);
        centres.insert(it.key(), corner);
        left = std::min(left, corner.x());
        top = std::min(top, corner.y());
    }
    gvFreeLayout(context.get(), g.get());
    QHash<engine::NodeId, QPointF> positions;
    for (auto it = centres.cbegin(); it != centres.cend(); ++it) {
        const QPointF p = it.value() - QPointF(left, top) + origin;
        positions.insert(it.key(), QPointF(snapped(p.x(), grid), snapped(p.y(), grid)));
    }
    return positions;
}

} // namespace weft::app
