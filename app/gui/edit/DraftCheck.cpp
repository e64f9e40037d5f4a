#include "DraftCheck.h"

#include "ops/OperatorRegistry.h"
#include "project/NodeSchemas.h"
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

DraftCheck DraftCheck::of(const engine::Graph &graph, const engine::NodeId &id,
                          const QString &param, const QJsonValue &value,
                          const engine::OperatorRegistry &registry, const QDir &projectDir)
{
    engine::Graph draft = upstream(graph, id);
    engine::Node *node = draft.findNode(id);
    const engine::Operator *op = node ? registry.find(node->operatorId) : nullptr;
    const engine::ParamSpec *spec = op ? op->spec().findParam(param) : nullptr;
    DraftCheck check;
    if (!spec)
        return check;
    node->params.insert(param, value);
    const std::vector<engine::NodeSchema> schemas =
        engine::computeNodeSchemas(draft, registry, projectDir);
    // Named as the validator names it, as the inspector finds a parameter's line.
    const QString marker = u"parameter "_s + engine::quoted(param);
    for (const engine::ProjectProblem &problem :
         engine::SchemaCheck::problems(draft, schemas, registry)) {
        if (problem.node == id && problem.message.contains(marker)) {
            check.problem = problem.message;
            break;
        }
    }
    const engine::NodeSchema &schema = schemas[size_t(node - draft.nodes.data())];
    const int port =
        schema.columnParams.value(param, spec->type == engine::ParamType::Expression ? 0 : -1);
    if (port >= 0 && size_t(port) < schema.inputs.size() && !schema.inputs[size_t(port)].empty())
        check.columns = schema.inputs[size_t(port)].front().columnNames();
    return check;
}

} // namespace weft::app
