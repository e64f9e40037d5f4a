#pragma once

#include "project/Annotations.h"

#include <QUndoCommand>

#include <vector>

namespace weft::app {

class AnnotationEditor;

/// Adds frames and comments: a new frame or note, or those a paste or a duplicate brings. They
/// go to the end of their lists; undo takes them out again.
class AddAnnotationsCommand : public QUndoCommand
{
public:
    AddAnnotationsCommand(AnnotationEditor &editor, std::vector<engine::Frame> frames,
                          std::vector<engine::Comment> comments, const QString &text,
                          QUndoCommand *parent = nullptr);

    void redo() override;
    void undo() override;

private:
    AnnotationEditor &m_editor;
    std::vector<engine::Frame> m_frames;
    std::vector<engine::Comment> m_comments;
};

} // namespace weft::app
