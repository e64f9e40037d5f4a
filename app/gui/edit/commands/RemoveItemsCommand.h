#pragma once

#include "graph/Graph.h"

#include <QSet>
#include <QUndoCommand>

#include <utility>
#include <vector>

namespace weft::app {

class GraphEditor;

/// Removes nodes together with every edge that touches them, and edges on their own (a
/// disconnect). Remembers where each item stood, so that undo puts the graph back exactly as
/// it was, in the same order (the saved file does not change after remove + undo).
class RemoveItemsCommand : public QUndoCommand
{
public:
    RemoveItemsCommand(GraphEditor &editor, const QSet<engine::NodeId> &nodes,
                       const std::vector<engine::Edge> &edges, const QString &text,
                       QUndoCommand *parent = nullptr);

    void redo() override;
    void undo() override;

    bool isEmpty() const { return m_nodes.empty() && m_edges.empty(); }

private:
    GraphEditor &m_editor;
    std::vector<std::pair<int, engine::Node>> m_nodes; ///< by ascending index
    std::vector<std::pair<int, engine::Edge>> m_edges; ///< by ascending index
};

} // namespace weft::app
