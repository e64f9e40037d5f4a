#include "DraftCheck.h"

#include "project/Project.h"
#include "project/ProjectJson.h"
#include "project/SchemaCheck.h"

#include <QSet>

using namespace Qt::StringLiterals;

namespace weft::app {

engine::Graph DraftCheck::upstream(const engine::Graph &graph, const engine::NodeId &id)
{
    QHash<engine::NodeId, std::vector<const engine::Edge *>> into;
    for (const engine::Edge &edge : graph.edges)
        into[edge.toNode].push_back(&edge);
    QSet<engine::NodeId> kept{id};
    std::vector<engine::NodeId> pending{id};
    while (!pending.empty()) {
        const engine::NodeId next = pending.back();
        pending.pop_back();
        for (const engine::Edge *edge : into.value(next)) {
            if (!kept.contains(edge->fromNode)) {
                kept.insert(edge->fromNode);
                pending.push_back(edge->fromNode);
            }
        }
    }
    engine::Graph sub;
    for (const engine::Node &node : graph.nodes) {
        if (kept.contains(node.id))
            sub.nodes.push_back(node);
    }
    for (const engine::Edge &edge : graph.edges) {
        if (kept.contains(edge.fromNode) && kept.contains(edge.toNode))
            sub.edges.push_back(edge);
    }
    return sub;
}

QString DraftCheck::problem(const engine::Graph &graph, const engine::NodeId &id,
                            const QString &param, const QJsonValue &value,
                            const engine::OperatorRegistry &registry, const QDir &projectDir)
{
    engine::Project draft;
    draft.graph = upstream(graph, id);
    for (engine::Node &node : draft.graph.nodes) {
        if (node.id == id)
            node.params.insert(param, value);
    }
    // Named as the validator names it, as the inspector finds a parameter's line.
    const QString marker = u"parameter "_s + engine::quoted(param);
    for (const engine::ProjectProblem &problem :
         engine::SchemaCheck::problems(draft, projectDir, registry)) {
        if (problem.node == id && problem.message.contains(marker))
            return problem.message;
    }
    return {};
}

} // namespace weft::app
