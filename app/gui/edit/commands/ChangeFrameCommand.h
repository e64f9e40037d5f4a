#pragma once

#include "project/Annotations.h"

#include <QUndoCommand>

namespace weft::app {

class AnnotationEditor;

/// Changes one frame: moves, resizes, retitles or recolours it. Holds the whole frame before
/// and after, so that one command type serves every field. A drag shows its moves live and
/// pushes this once, at the end: the first redo then finds the frame already in place.
class ChangeFrameCommand : public QUndoCommand
{
public:
    ChangeFrameCommand(AnnotationEditor &editor, engine::Frame before, engine::Frame after,
                       const QString &text, QUndoCommand *parent = nullptr);

    void redo() override;
    void undo() override;

private:
    AnnotationEditor &m_editor;
    engine::Frame m_before;
    engine::Frame m_after;
};

} // namespace weft::app
