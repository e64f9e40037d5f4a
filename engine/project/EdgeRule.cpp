#include "EdgeRule.h"

#include "ops/OperatorRegistry.h"

#include <algorithm>

namespace weft::engine {

EdgeRule::EdgeRule(const Graph &graph, const OperatorRegistry &registry)
    : m_graph(graph)
    , m_specs(graph.nodes.size())
{
    m_index.reserve(qsizetype(graph.nodes.size()));
    for (std::size_t i = 0; i < graph.nodes.size(); ++i) {
        const Node &node = graph.nodes[i];
        if (!m_index.contains(node.id))
            m_index.insert(node.id, int(i));
        if (const Operator *op = registry.find(node.operatorId))
            m_specs[i] = op->specFor(node.params); // a command's typed outputs are ports too
    }
}

EdgeCheck EdgeRule::check(const Edge &edge) const
{
    EdgeCheck result;
    result.source = nodeIndex(edge.fromNode);
    result.target = nodeIndex(edge.toNode);
    if (result.source < 0)
        result.faults |= EdgeFault::MissingSource;
    if (result.target < 0)
        result.faults |= EdgeFault::MissingTarget;
    result.sourceSpec = result.source < 0 ? nullptr : spec(result.source);
    result.targetSpec = result.target < 0 ? nullptr : spec(result.target);
    if ((result.source >= 0 && !result.sourceSpec) || (result.target >= 0 && !result.targetSpec))
        result.faults |= EdgeFault::UnknownOperator;
    if (result.sourceSpec) {
        result.output = result.sourceSpec->findOutput(edge.fromPort);
        if (!result.output)
            result.faults |= EdgeFault::UnknownOutput;
    }
    if (result.targetSpec) {
        result.input = result.targetSpec->findInput(edge.toPort);
        if (!result.input)
            result.faults |= EdgeFault::UnknownInput;
    }
    if (result.output && result.input && !isCompatible(result.output->kind, result.input->kind))
        result.faults |= EdgeFault::KindMismatch;
    return result;
}

EdgeCheck EdgeRule::checkNew(const Edge &edge) const
{
    EdgeCheck result = check(edge);
    if (result.source < 0 || result.target < 0)
        return result;
    if (result.source == result.target) {
        result.faults |= EdgeFault::SameNode;
        return result;
    }
    const auto &edges = m_graph.edges;
    if (std::find(edges.begin(), edges.end(), edge) != edges.end())
        result.faults |= EdgeFault::Duplicate;
    result.cycle = m_graph.cycleClosedBy(edge.fromNode, edge.toNode);
    if (!result.cycle.empty())
        result.faults |= EdgeFault::ClosesCycle;
    return result;
}

} // namespace weft::engine
