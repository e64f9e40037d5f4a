#include "ResumeSet.h"

#include <QHash>

namespace weft::engine {

std::vector<NodeId> computeResumeSet(const Graph &graph, const std::vector<NodeResult> &results)
{
    const QHash<NodeId, int> index = graph.indexById();
    std::vector<std::vector<int>> predecessors(graph.nodes.size());
    for (const Edge &edge : graph.edges)
        predecessors[index.value(edge.toNode)].push_back(index.value(edge.fromNode));

    std::vector<bool> needed(graph.nodes.size(), false);
    std::vector<bool> persisted(graph.nodes.size(), false);
    std::vector<int> pending;
    for (const NodeResult &result : results) {
        const auto it = index.constFind(result.id);
        if (it != index.constEnd() && result.state == TaskState::Succeeded && result.persisted)
            persisted[*it] = true;
        if (it != index.constEnd() && result.state != TaskState::Succeeded) {
            needed[*it] = true;
            pending.push_back(*it);
        }
    }
    while (!pending.empty()) {
        const int node = pending.back();
        pending.pop_back();
        for (int source : predecessors[node]) {
            // Intermediate results live in memory and are gone once the run ends, so every
            // upstream node runs again, unless it persisted its outputs: the walk stops there.
            if (needed[source] || persisted[source])
                continue;
            needed[source] = true;
            pending.push_back(source);
        }
    }

    std::vector<NodeId> resume;
    for (int i = 0; i < int(graph.nodes.size()); ++i)
        if (needed[i])
            resume.push_back(graph.nodes[i].id);
    return resume;
}

} // namespace weft::engine
