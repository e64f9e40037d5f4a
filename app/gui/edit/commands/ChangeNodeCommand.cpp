#include "ChangeNodeCommand.h"

#include "edit/GraphEditor.h"

namespace weft::app {

ChangeNodeCommand::ChangeNodeCommand(GraphEditor &editor, engine::Node before, engine::Node after,
                                     const QString &text, QUndoCommand *parent)
    : QUndoCommand(text, parent)
    , m_editor(editor)
    , m_before(std::move(before))
    , m_after(std::move(after))
{}

void ChangeNodeCommand::redo()
{
    m_editor.replaceNode(m_after);
}

void ChangeNodeCommand::undo()
{
    m_editor.replaceNode(m_before);
}

} // namespace weft::app
