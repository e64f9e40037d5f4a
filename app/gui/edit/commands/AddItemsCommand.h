#pragma once

#include "graph/Graph.h"

#include <QUndoCommand>

#include <vector>

namespace weft::app {

class GraphEditor;

/// Adds nodes and edges to the graph: a new node from the palette, a connection, a paste or a
/// duplicate. The nodes go to the end of the graph, then the edges; undo takes them out again.
class AddItemsCommand : public QUndoCommand
{
public:
    AddItemsCommand(GraphEditor &editor, std::vector<engine::Node> nodes,
                    std::vector<engine::Edge> edges, const QString &text,
                    QUndoCommand *parent = nullptr);

    void redo() override;
    void undo() override;

private:
    GraphEditor &m_editor;
    std::vector<engine::Node> m_nodes;
    std::vector<engine::Edge> m_edges;
};

} // namespace weft::app
