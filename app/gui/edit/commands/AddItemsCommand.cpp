#include "AddItemsCommand.h"

#include "edit/GraphEditor.h"

namespace weft::app {

AddItemsCommand::AddItemsCommand(GraphEditor &editor, std::vector<engine::Node> nodes,
                                 std::vector<engine::Edge> edges, const QString &text,
                                 QUndoCommand *parent)
    : QUndoCommand(text, parent)
    , m_editor(editor)
    , m_nodes(std::move(nodes))
    , m_edges(std::move(edges))
{}

void AddItemsCommand::redo()
{
    for (const engine::Node &node : m_nodes)
        m_editor.insertNode(int(m_editor.graph().nodes.size()), node);
    for (const engine::Edge &edge : m_edges)
        m_editor.insertEdge(int(m_editor.graph().edges.size()), edge);
}

void AddItemsCommand::undo()
{
    for (auto it = m_edges.rbegin(); it != m_edges.rend(); ++it)
        m_editor.removeEdge(*it);
    for (auto it = m_nodes.rbegin(); it != m_nodes.rend(); ++it)
        m_editor.removeNode(it->id);
}

} // namespace weft::app
