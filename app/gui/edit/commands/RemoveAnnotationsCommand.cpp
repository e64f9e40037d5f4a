#include "RemoveAnnotationsCommand.h"

#include "edit/AnnotationEditor.h"

namespace weft::app {

RemoveAnnotationsCommand::RemoveAnnotationsCommand(AnnotationEditor &editor,
                                                   const QSet<QString> &frameIds,
                                                   const QSet<QString> &commentIds,
                                                   const QString &text, QUndoCommand *parent)
    : QUndoCommand(text, parent)
    , m_editor(editor)
{
    for (int i = 0; i < int(editor.frames().size()); ++i) {
        if (frameIds.contains(editor.frames()[size_t(i)].id))
            m_frames.emplace_back(i, editor.frames()[size_t(i)]);
    }
    for (int i = 0; i < int(editor.comments().size()); ++i) {
        if (commentIds.contains(editor.comments()[size_t(i)].id))
            m_comments.emplace_back(i, editor.comments()[size_t(i)]);
    }
}

void RemoveAnnotationsCommand::redo()
{
    // From the back, so that the indices still to be restored by undo stay meaningful.
    for (auto it = m_comments.rbegin(); it != m_comments.rend(); ++it)
        m_editor.removeComment(it->second.id);
    for (auto it = m_frames.rbegin(); it != m_frames.rend(); ++it)
        m_editor.removeFrame(it->second.id);
}

void RemoveAnnotationsCommand::undo()
{
    for (const auto &[index, frame] : m_frames)
        m_editor.insertFrame(index, frame);
    for (const auto &[index, comment] : m_comments)
        m_editor.insertComment(index, comment);
}

} // namespace weft::app
