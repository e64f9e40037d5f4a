#include "MoveNodesCommand.h"

#include "edit/GraphEditor.h"

#include <QCoreApplication>

namespace weft::app {

MoveNodesCommand::MoveNodesCommand(GraphEditor &editor, QHash<engine::NodeId, QPointF> before,
                                   QHash<engine::NodeId, QPointF> after, QUndoCommand *parent)
    : QUndoCommand(parent)
    , m_editor(editor)
    , m_before(std::move(before))
    , m_after(std::move(after))
{
    setText(
        m_after.size() == 1
            ? QCoreApplication::translate("MoveNodesCommand", "Move %1")
                  .arg(m_after.cbegin().key().toString())
            : QCoreApplication::translate("MoveNodesCommand", "Move %1 Nodes").arg(m_after.size()));
}

void MoveNodesCommand::redo()
{
    m_editor.setPositions(m_after);
}

void MoveNodesCommand::undo()
{
    m_editor.setPositions(m_before);
}

} // namespace weft::app
