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
    changed();
}

void GraphEditor::removeEdge(const engine::Edge &edge)
{
    const int index = edgeIndex(edge);
    if (index < 0)
        return;
    m_graph.edges.erase(m_graph.edges.begin() + index);
    m_edges.removeEdge(index);
    changed();
}

void GraphEditor::replaceNode(const engine::Node &node)
{
    const int index = nodeIndex(node.id);
    if (index < 0)
        return;
    engine::Node &target = m_graph.nodes[size_t(index)];
    const bool moved = target.position != node.position;
    target = node;
    m_nodes.updateNode(node);
    if (moved)
        m_edges.nodesMoved(m_graph, {node.id});
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

void GraphEditor::changed()
{
    if (m_changed)
        m_changed();
}

} // namespace weft::app
