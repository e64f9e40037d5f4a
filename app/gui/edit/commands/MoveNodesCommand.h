#pragma once

#include "graph/NodeId.h"

#include <QHash>
#include <QPointF>
#include <QUndoCommand>

namespace weft::app {

class GraphEditor;

/// Moves nodes on the canvas. A drag shows its moves live and pushes this once, at the end:
/// the first redo then finds the nodes already in place.
class MoveNodesCommand : public QUndoCommand
{
public:
    MoveNodesCommand(GraphEditor &editor, QHash<engine::NodeId, QPointF> before,
                     QHash<engine::NodeId, QPointF> after, QUndoCommand *parent = nullptr);

    void redo() override;
    void undo() override;

private:
    GraphEditor &m_editor;
    QHash<engine::NodeId, QPointF> m_before;
    QHash<engine::NodeId, QPointF> m_after;
};

} // namespace weft::app
