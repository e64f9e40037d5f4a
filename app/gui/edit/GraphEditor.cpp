#include "GraphEditor.h"

#include "models/EdgeListModel.h"
#include "models/NodeListModel.h"

#include <QSet>

#include <algorithm>

namespace weft::app {

GraphEditor::GraphEditor(engine::Graph &graph, NodeListModel &nodes, EdgeListModel &edges)
    : m_graph(graph)
    , m_nodes(nodes)
    , m_edges(edges)
{}

int GraphEditor::nodeIndex(const engine::NodeId &id) const
{
    // The node model keeps an id → row hash whose rows are the graph's indices.
    return m_nodes.rowOf(id);
}

int GraphEditor::edgeIndex(const engine::Edge &edge) const
{
    return m_edges.rowOf(edge);
}

const engine::Node *GraphEditor::node(const engine::NodeId &id) const
{
    const int index = nodeIndex(id);
    return index < 0 ? nullptr : &m_graph.nodes[size_t(index)];
}

void GraphEditor::insertNode(int index, const engine::Node &node)
{
    index = std::clamp(index, 0, int(m_graph.nodes.size()));
    m_graph.nodes.insert(m_graph.nodes.begin() + index, node);
    m_nodes.insertNode(index, node);
    // A new node that takes the id of one the run had is not that node.
    outdateRun(node.id);
    changed();
}

void GraphEditor::removeNode(const engine::NodeId &id)
{
    const int index = nodeIndex(id);
    if (index < 0)
        return;
    m_graph.nodes.erase(m_graph.nodes.begin() + index);
    m_nodes.removeNode(index);
    changed();
}

void GraphEditor::insertEdge(int index, const engine::Edge &edge)
{
    index = std::clamp(index, 0, int(m_graph.edges.size()));
    m_graph.edges.insert(m_graph.edges.begin() + index, edge);
    m_edges.insertEdge(index, m_graph, edge);
    outdateRun(edge.toNode);
    changed();
}

void GraphEditor::removeEdge(const engine::Edge &edge)
{
    const int index = edgeIndex(edge);
    if (index < 0)
        return;
    m_graph.edges.erase(m_graph.edges.begin() + index);
    m_edges.removeEdge(index);
    outdateRun(edge.toNode);
    changed();
}

void GraphEditor::replaceNode(const engine::Node &node)
{
    const int index = nodeIndex(node.id);
    if (index < 0)
        return;
    engine::Node &target = m_graph.nodes[size_t(index)];
    const bool moved = target.position != node.position;
    // What it computes changed (not only its title or place): the run's mark is not its own.
    const bool newParams = target.params != node.params;
    // Freezing changes nothing it computes.
    engine::NodeRunSettings run = node.run;
    run.frozen = target.run.frozen;
    const bool recomputed = target.operatorId != node.operatorId || newParams || target.run != run;
    target = node;
    if (recomputed)
        outdateRun(node.id);
    m_nodes.updateNode(node);
    if (moved)
        m_edges.nodesMoved(m_graph, {node.id});
    if (newParams)
        m_edges.nodeParamsChanged(m_graph, node.id);
    changed();
}

void GraphEditor::setPositions(const QHash<engine::NodeId, QPointF> &positions)
{
    QSet<engine::NodeId> moved;
    for (auto it = positions.cbegin(); it != positions.cend(); ++it) {
        const int index = nodeIndex(it.key());
        if (index < 0 || m_graph.nodes[size_t(index)].position == it.value())
            continue;
        m_graph.nodes[size_t(index)].position = it.value();
        m_nodes.updateNode(m_graph.nodes[size_t(index)]);
        moved.insert(it.key());
    }
    if (moved.isEmpty())
        return;
    m_edges.nodesMoved(m_graph, moved);
    changed();
}

void GraphEditor::outdateRun(const engine::NodeId &id)
{
    if (!m_nodes.runStates()->hasRun())
        return;
    // The node and everything downstream: their inputs are no longer what the run gave them.
    // A frozen node keeps the result it was run with: its run stays its own, and so do the
    // runs below it.
    QSet<engine::NodeId> frozen;
    for (const engine::Node &node : m_graph.nodes)
        if (!node.run.frozen.isEmpty())
            frozen.insert(node.id);
    if (frozen.contains(id))
        return;
    QHash<engine::NodeId, QList<engine::NodeId>> consumers;
    for (const engine::Edge &edge : m_graph.edges)
        if (!frozen.contains(edge.toNode))
            consumers[edge.fromNode].append(edge.toNode);
    QSet<engine::NodeId> outdated{id};
    QList<engine::NodeId> pending{id};
    while (!pending.isEmpty()) {
        const engine::NodeId next = pending.takeLast();
        for (const engine::NodeId &consumer : consumers.value(next)) {
            if (!outdated.contains(consumer)) {
                outdated.insert(consumer);
                pending.append(consumer);
            }
        }
    }
    m_nodes.setRunOutdated(outdated);
}

void GraphEditor::changed()
{
    if (m_changed)
        m_changed();
}

} // namespace weft::app
