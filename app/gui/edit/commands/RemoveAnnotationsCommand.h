#pragma once

#include "project/Annotations.h"

#include <QSet>
#include <QUndoCommand>

#include <utility>
#include <vector>

namespace weft::app {

class AnnotationEditor;

/// Removes frames and comments (never the nodes inside a frame). Remembers where each stood, so
/// that undo puts them back in the same order and the saved file does not change after remove
/// and undo.
class RemoveAnnotationsCommand : public QUndoCommand
{
public:
    RemoveAnnotationsCommand(AnnotationEditor &editor, const QSet<QString> &frameIds,
                             const QSet<QString> &commentIds, const QString &text,
                             QUndoCommand *parent = nullptr);

    void redo() override;
    void undo() override;

    bool isEmpty() const { return m_frames.empty() && m_comments.empty(); }

private:
    AnnotationEditor &m_editor;
    std::vector<std::pair<int, engine::Frame>> m_frames;     ///< by ascending index
    std::vector<std::pair<int, engine::Comment>> m_comments; ///< by ascending index
};

} // namespace weft::app
