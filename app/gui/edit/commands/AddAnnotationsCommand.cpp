#include "AddAnnotationsCommand.h"

#include "edit/AnnotationEditor.h"

namespace weft::app {

AddAnnotationsCommand::AddAnnotationsCommand(AnnotationEditor &editor,
                                             std::vector<engine::Frame> frames,
                                             std::vector<engine::Comment> comments,
                                             const QString &text, QUndoCommand *parent)
    : QUndoCommand(text, parent)
    , m_editor(editor)
    , m_frames(std::move(frames))
    , m_comments(std::move(comments))
{}

void AddAnnotationsCommand::redo()
{
    for (const engine::Frame &frame : m_frames)
        m_editor.insertFrame(int(m_editor.frames().size()), frame);
    for (const engine::Comment &comment : m_comments)
        m_editor.insertComment(int(m_editor.comments().size()), comment);
}

void AddAnnotationsCommand::undo()
{
    for (auto it = m_comments.rbegin(); it != m_comments.rend(); ++it)
        m_editor.removeComment(it->id);
    for (auto it = m_frames.rbegin(); it != m_frames.rend(); ++it)
        m_editor.removeFrame(it->id);
}

} // namespace weft::app
