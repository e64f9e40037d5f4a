#pragma once

#include "edit/AnnotationEditor.h"
#include "project/Annotations.h"

#include <QUndoCommand>

#include <utility>

namespace weft::app {

/// Changes one frame or comment: moves, resizes, retitles or recolours a frame, moves a note or
/// edits its text. Holds the whole annotation before and after, so that one command type serves
/// every field. A drag shows its moves live and pushes this once, at the end: the first redo
/// then finds the annotation already in place.
template<typename Annotation>
class ChangeAnnotationCommand : public QUndoCommand
{
public:
    ChangeAnnotationCommand(AnnotationEditor &editor, Annotation before, Annotation after,
                            const QString &text, QUndoCommand *parent = nullptr)
        : QUndoCommand(text, parent)
        , m_editor(editor)
        , m_before(std::move(before))
        , m_after(std::move(after))
    {}

    void redo() override { m_editor.replace(m_after); }
    void undo() override { m_editor.replace(m_before); }

private:
    AnnotationEditor &m_editor;
    Annotation m_before;
    Annotation m_after;
};

using ChangeFrameCommand = ChangeAnnotationCommand<engine::Frame>;
using ChangeCommentCommand = ChangeAnnotationCommand<engine::Comment>;

} // namespace weft::app
