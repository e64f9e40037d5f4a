#pragma once

#include "project/Annotations.h"

#include <QSet>
#include <QString>

#include <functional>
#include <vector>

namespace weft::app {

class CommentListModel;
class FrameListModel;

/// The one place that changes the open project's frames and comments: each call changes the
/// project's lists and the rows of the frame and comment models in step, as GraphEditor does for
/// nodes and edges. Undo commands are its only callers besides live previews (a drag in
/// progress); it knows nothing about undo itself.
///
/// Not a QObject; lives on the GUI thread with the models it updates.
class AnnotationEditor
{
public:
    AnnotationEditor(std::vector<engine::Frame> &frames, std::vector<engine::Comment> &comments,
                     FrameListModel &frameModel, CommentListModel &commentModel);

    const std::vector<engine::Frame> &frames() const { return m_frames; }
    const std::vector<engine::Comment> &comments() const { return m_comments; }
    /// Called after every change (e.g. to autosave later).
    void setChangedCallback(std::function<void()> callback) { m_changed = std::move(callback); }

    /// The frame's index in the project, or -1.
    int frameIndex(const QString &id) const;
    /// The comment's index in the project, or -1.
    int commentIndex(const QString &id) const;
    /// The frame with that id, or nullptr.
    const engine::Frame *frame(const QString &id) const;
    /// The comment with that id, or nullptr.
    const engine::Comment *comment(const QString &id) const;
    /// `base` ("frame"), else `base_2`, `base_3`, …: the first that no frame has and that is
    /// not in `taken` (ids given out for frames not added yet).
    QString freeFrameId(const QString &base, const QSet<QString> &taken = {}) const;
    /// The same for a comment's id.
    QString freeCommentId(const QString &base, const QSet<QString> &taken = {}) const;

    void insertFrame(int index, const engine::Frame &frame);
    void removeFrame(const QString &id);
    /// Replaces the frame with the same id (title, area, colour).
    void replaceFrame(const engine::Frame &frame);
    void insertComment(int index, const engine::Comment &comment);
    void removeComment(const QString &id);
    /// Replaces the comment with the same id (text, position, width).
    void replaceComment(const engine::Comment &comment);
    /// replaceFrame() and replaceComment() by one name, for code that serves both.
    void replace(const engine::Frame &frame) { replaceFrame(frame); }
    void replace(const engine::Comment &comment) { replaceComment(comment); }

private:
    void changed();

    std::vector<engine::Frame> &m_frames;
    std::vector<engine::Comment> &m_comments;
    FrameListModel &m_frameModel;
    CommentListModel &m_commentModel;
    std::function<void()> m_changed;
};

} // namespace weft::app
