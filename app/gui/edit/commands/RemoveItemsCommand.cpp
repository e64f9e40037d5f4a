#include "RemoveItemsCommand.h"

#include "edit/GraphEditor.h"

#include <algorithm>

namespace weft::app {

RemoveItemsCommand::RemoveItemsCommand(GraphEditor &editor, const QSet<engine::NodeId> &nodes,
                                       const std::vector<engine::Edge> &edges, const QString &text,
                                       QUndoCommand *parent)
    : QUndoCommand(text, parent)
    , m_editor(editor)
{
    const engine::Graph &graph = editor.graph();
    for (int i = 0; i < int(graph.nodes.size()); ++i) {
        if (nodes.contains(graph.nodes[size_t(i)].id))
            m_nodes.emplace_back(i, graph.nodes[size_t(i)]);
    }
    for (int i = 0; i < int(graph.edges.size()); ++i) {
        const engine::Edge &edge = graph.edges[size_t(i)];
        if (nodes.contains(edge.fromNode) || nodes.contains(edge.toNode) ||
            std::find(edges.begin(), edges.end(), edge) != edges.end())
            m_edges.emplace_back(i, edge);
    }
}

void RemoveItemsCommand::redo()
{
    // Edges first (a node leaves only without edges), each list from the back so that the
    // indices still to be removed stay valid.
    for (auto it = m_edges.rbegin(); it != m_edges.rend(); ++it)
        m_editor.removeEdge(it->second);
    for (auto it = m_nodes.rbegin(); it != m_nodes.rend(); ++it)
        m_editor.removeNode(it->second.id);
}

void RemoveItemsCommand::undo()
{
    for (const auto &[index, node] : m_nodes)
        m_editor.insertNode(index, node);
    for (const auto &[index, edge] : m_edges)
        m_editor.insertEdge(index, edge);
}

} // namespace weft::app
