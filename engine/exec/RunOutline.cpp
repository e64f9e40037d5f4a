#include "RunOutline.h"

#include "Backend.h"
#include "NodePlacement.h"
#include "graph/Graph.h"
#include "ops/OperatorRegistry.h"
#include "project/NodeTitle.h"

#include <QSet>

namespace weft::engine {

namespace {

RunOutline outlineOf(const Graph &graph, QString backend, int workers, const PlacementRule &rule)
{
    RunOutline outline;
    outline.backend = std::move(backend);
    outline.workers = workers;
    outline.nodes.reserve(graph.nodes.size());
    for (const Node &node : graph.nodes) {
        OutlineNode entry{node.id.toString(),
                          node.operatorId,
                          nodeTitle(node, OperatorRegistry::builtin()),
                          node.run.map,
                          {}};
        if (node.run.map)
            entry.targets = mapBatchTargets(node.run, defaultBatchTargets(rule.place(node.run)));
        outline.nodes.push_back(std::move(entry));
    }
    const QHash<NodeId, int> index = graph.indexById();
    QSet<std::pair<int, int>> seen; // two edges between the same nodes are one dependency
    for (const Edge &edge : graph.edges) {
        const std::pair dependency(index.value(edge.fromNode, -1), index.value(edge.toNode, -1));
        if (dependency.first >= 0 && dependency.second >= 0 && !seen.contains(dependency)) {
            seen.insert(dependency);
            outline.dependencies.push_back(dependency);
        }
    }
    return outline;
}

} // namespace

RunOutline RunOutline::of(const Graph &graph, const Backend &backend)
{
    return outlineOf(graph, backend.name(), backend.workers(), PlacementRule::of(backend));
}

RunOutline RunOutline::of(const Graph &graph, const QString &backend, int workers)
{
    return outlineOf(graph, backend, workers, PlacementRule::of(QStringView(backend)));
}

} // namespace weft::engine
