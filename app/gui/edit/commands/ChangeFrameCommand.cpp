#include "ChangeFrameCommand.h"

#include "edit/AnnotationEditor.h"

namespace weft::app {

ChangeFrameCommand::ChangeFrameCommand(AnnotationEditor &editor, engine::Frame before,
                                       engine::Frame after, const QString &text,
                                       QUndoCommand *parent)
    : QUndoCommand(text, parent)
    , m_editor(editor)
    , m_before(std::move(before))
    , m_after(std::move(after))
{}

void ChangeFrameCommand::redo()
{
    m_editor.replaceFrame(m_after);
}

void ChangeFrameCommand::undo()
{
    m_editor.replaceFrame(m_before);
}

} // namespace weft::app
