#include "NodeTitle.h"

#include "ops/OperatorRegistry.h"

namespace weft::engine {

QString nodeTitle(const Node &node, const OperatorSpec *spec)
{
    if (!node.title.isEmpty())
        return node.title;
    if (spec && !spec->title.isEmpty())
        return spec->title;
    if (!node.operatorId.isEmpty())
        return node.operatorId;
    return node.id.toString();
}

QString nodeTitle(const Node &node, const OperatorRegistry &registry)
{
    const Operator *op = registry.find(node.operatorId);
    return nodeTitle(node, op ? &op->spec() : nullptr);
}

QString nodeTitle(const Graph &graph, const NodeId &id, const OperatorRegistry &registry)
{
    const Node *node = graph.findNode(id);
    return node ? nodeTitle(*node, registry) : id.toString();
}

} // namespace weft::engine
