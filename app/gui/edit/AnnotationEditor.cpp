#include "AnnotationEditor.h"

#include "models/CommentListModel.h"
#include "models/FrameListModel.h"

#include <algorithm>

namespace weft::app {

AnnotationEditor::AnnotationEditor(std::vector<engine::Frame> &frames,
                                   std::vector<engine::Comment> &comments,
                                   FrameListModel &frameModel, CommentListModel &commentModel)
    : m_frames(frames)
    , m_comments(comments)
    , m_frameModel(frameModel)
    , m_commentModel(commentModel)
{}

int AnnotationEditor::frameIndex(const QString &id) const
{
    // The models keep id → row hashes whose rows are the project's indices.
    return m_frameModel.rowOf(id);
}

int AnnotationEditor::commentIndex(const QString &id) const
{
    return m_commentModel.rowOf(id);
}

const engine::Frame *AnnotationEditor::frame(const QString &id) const
{
    const int index = frameIndex(id);
    return index < 0 ? nullptr : &m_frames[size_t(index)];
}

const engine::Comment *AnnotationEditor::comment(const QString &id) const
{
    const int index = commentIndex(id);
    return index < 0 ? nullptr : &m_comments[size_t(index)];
}

void AnnotationEditor::insertFrame(int index, const engine::Frame &frame)
{
    index = std::clamp(index, 0, int(m_frames.size()));
    m_frames.insert(m_frames.begin() + index, frame);
    m_frameModel.insertFrame(index, frame);
    changed();
}

void AnnotationEditor::removeFrame(const QString &id)
{
    const int index = frameIndex(id);
    if (index < 0)
        return;
    m_frames.erase(m_frames.begin() + index);
    m_frameModel.removeFrame(index);
    changed();
}

void AnnotationEditor::replaceFrame(const engine::Frame &frame)
{
    const int index = frameIndex(frame.id);
    if (index < 0 || m_frames[size_t(index)] == frame)
        return;
    m_frames[size_t(index)] = frame;
    m_frameModel.updateFrame(frame);
    changed();
}

void AnnotationEditor::insertComment(int index, const engine::Comment &comment)
{
    index = std::clamp(index, 0, int(m_comments.size()));
    m_comments.insert(m_comments.begin() + index, comment);
    m_commentModel.insertComment(index, comment);
    changed();
}

void AnnotationEditor::removeComment(const QString &id)
{
    const int index = commentIndex(id);
    if (index < 0)
        return;
    m_comments.erase(m_comments.begin() + index);
    m_commentModel.removeComment(index);
    changed();
}

void AnnotationEditor::replaceComment(const engine::Comment &comment)
{
    const int index = commentIndex(comment.id);
    if (index < 0 || m_comments[size_t(index)] == comment)
        return;
    m_comments[size_t(index)] = comment;
    m_commentModel.updateComment(comment);
    changed();
}

void AnnotationEditor::changed()
{
    if (m_changed)
        m_changed();
}

} // namespace weft::app
