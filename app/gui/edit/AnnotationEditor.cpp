#include "AnnotationEditor.h"

#include "FreeId.h"
#include "models/CommentListModel.h"
#include "models/FrameListModel.h"

#include <algorithm>

namespace weft::app {

namespace {

// Frames and comments change alike: the project's list and the model's rows in step. The
// model's own names for its row operations come in as member pointers.

template<typename Item, typename Model>
void insertItem(std::vector<Item> &items, Model &model, void (Model::*insertRow)(int, const Item &),
                int index, const Item &item)
{
    index = std::clamp(index, 0, int(items.size()));
    items.insert(items.begin() + index, item);
    (model.*insertRow)(index, item);
}

/// False when there is no such row.
template<typename Item, typename Model>
bool removeItem(std::vector<Item> &items, Model &model, void (Model::*removeRow)(int), int index)
{
    if (index < 0)
        return false;
    items.erase(items.begin() + index);
    (model.*removeRow)(index);
    return true;
}

/// False when there is no such row or it holds `item` already.
template<typename Item, typename Model>
bool replaceItem(std::vector<Item> &items, Model &model, void (Model::*updateRow)(const Item &),
                 int index, const Item &item)
{
    if (index < 0 || items[size_t(index)] == item)
        return false;
    items[size_t(index)] = item;
    (model.*updateRow)(item);
    return true;
}

} // namespace

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

QString AnnotationEditor::freeFrameId(const QString &base, const QSet<QString> &taken) const
{
    return firstFreeId(
        base, [&](const QString &id) { return taken.contains(id) || frameIndex(id) >= 0; });
}

QString AnnotationEditor::freeCommentId(const QString &base, const QSet<QString> &taken) const
{
    return firstFreeId(
        base, [&](const QString &id) { return taken.contains(id) || commentIndex(id) >= 0; });
}

void AnnotationEditor::insertFrame(int index, const engine::Frame &frame)
{
    insertItem(m_frames, m_frameModel, &FrameListModel::insertFrame, index, frame);
    changed();
}

void AnnotationEditor::removeFrame(const QString &id)
{
    if (removeItem(m_frames, m_frameModel, &FrameListModel::removeFrame, frameIndex(id)))
        changed();
}

void AnnotationEditor::replaceFrame(const engine::Frame &frame)
{
    if (replaceItem(m_frames, m_frameModel, &FrameListModel::updateFrame, frameIndex(frame.id),
                    frame))
        changed();
}

void AnnotationEditor::insertComment(int index, const engine::Comment &comment)
{
    insertItem(m_comments, m_commentModel, &CommentListModel::insertComment, index, comment);
    changed();
}

void AnnotationEditor::removeComment(const QString &id)
{
    if (removeItem(m_comments, m_commentModel, &CommentListModel::removeComment, commentIndex(id)))
        changed();
}

void AnnotationEditor::replaceComment(const engine::Comment &comment)
{
    if (replaceItem(m_comments, m_commentModel, &CommentListModel::updateComment,
                    commentIndex(comment.id), comment))
        changed();
}

void AnnotationEditor::changed()
{
    if (m_changed)
        m_changed();
}

} // namespace weft::app
