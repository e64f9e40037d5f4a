#pragma once

#include "project/Annotations.h"

#include <QUndoCommand>

namespace weft::app {

class AnnotationEditor;

/// Changes one comment: moves it or edits its text. Holds the whole comment before and
/// after, so that one command type serves both. A drag shows its moves live and pushes this
/// once, at the end: the first redo then finds the comment already in place.
class ChangeCommentCommand : public QUndoCommand
{
public:
    ChangeCommentCommand(AnnotationEditor &editor, engine::Comment before, engine::Comment after,
                         const QString &text, QUndoCommand *parent = nullptr);

    void redo() override;
    void undo() override;

private:
    AnnotationEditor &m_editor;
    engine::Comment m_before;
    engine::Comment m_after;
};

} // namespace weft::app
