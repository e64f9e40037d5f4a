#include "ChangeCommentCommand.h"

#include "edit/AnnotationEditor.h"

namespace weft::app {

ChangeCommentCommand::ChangeCommentCommand(AnnotationEditor &editor, engine::Comment before,
                                           engine::Comment after, const QString &text,
                                           QUndoCommand *parent)
    : QUndoCommand(text, parent)
    , m_editor(editor)
    , m_before(std::move(before))
    , m_after(std::move(after))
{}

void ChangeCommentCommand::redo()
{
    m_editor.replaceComment(m_after);
}

void ChangeCommentCommand::undo()
{
    m_editor.replaceComment(m_before);
}

} // namespace weft::app
