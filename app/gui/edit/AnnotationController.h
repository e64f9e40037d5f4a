#pragma once

#include "graph/NodeId.h"
#include "models/CommentListModel.h"
#include "models/FrameListModel.h"
#include "project/Annotations.h"

#include <QHash>
#include <QObject>
#include <QPointF>
#include <QRectF>
#include <QSet>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

#include <utility>
#include <vector>

class QUndoCommand;
class QUndoStack;

namespace weft::engine {
class OperatorRegistry;
} // namespace weft::engine

namespace weft::app {

class AnnotationEditor;
class EditController;
class GraphEditor;
class NodeListModel;

/// The editing commands for frames and comments on the canvas: add a frame around the selected
/// nodes or a note where the user clicked, move a frame together with the nodes inside it (one
/// undo step), resize, retitle and recolour a frame, move and edit a note, and their part of
/// the selection. Every change goes through an undo command on the project's stack; selection
/// is view state and does not. The EditController asks this object for its share of Delete,
/// Copy, Paste, Duplicate and Select All, so a selection that mixes nodes, frames and comments
/// acts as one.
///
/// A node is inside a frame when the middle of its card is: the card sizes are the canvas's
/// (Theme.qml), computed from the node's port counts.
///
/// Lives on the GUI thread.
class AnnotationController : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("AnnotationController is owned by the ProjectController")
    Q_PROPERTY(weft::app::FrameListModel *frames READ frames CONSTANT)
    Q_PROPERTY(weft::app::CommentListModel *comments READ comments CONSTANT)
    Q_PROPERTY(bool hasSelection READ hasSelection NOTIFY selectionChanged)
    Q_PROPERTY(QStringList colours READ colours CONSTANT)

public:
    AnnotationController(const engine::OperatorRegistry &registry, AnnotationEditor &editor,
                         GraphEditor &graph, NodeListModel &nodes, FrameListModel &frames,
                         CommentListModel &comments, EditController &edit, QUndoStack &undoStack,
                         QObject *parent = nullptr);

    FrameListModel *frames() { return &m_frames; }
    CommentListModel *comments() { return &m_comments; }
    /// The tints a frame may take besides the default (""), as "#rrggbb".
    QStringList colours() const;

    // --- creating
    /// Adds a frame around the selected nodes (and selects it). Returns its id, or "" when no
    /// node is selected.
    Q_INVOKABLE QString addFrameAroundSelection();
    /// Adds a frame of the default size with its top-left corner at `position`, selected.
    Q_INVOKABLE QString addFrame(QPointF position);
    /// Adds a note with its top-left corner at `position`, selected; returns its id.
    Q_INVOKABLE QString addComment(QPointF position);

    // --- changing one frame or comment (one undo step each; no step when nothing changes)
    Q_INVOKABLE void setFrameTitle(const QString &frameId, const QString &title);
    /// `colour` is "" (the default tint) or "#rrggbb"; anything else is ignored.
    Q_INVOKABLE void setFrameColour(const QString &frameId, const QString &colour);
    Q_INVOKABLE void setCommentText(const QString &commentId, const QString &text);

    // --- dragging: a drag previews, and pushes one undo step when it ends
    /// Starts moving the frame and the nodes inside it (and the notes on it).
    Q_INVOKABLE void beginFrameMove(const QString &frameId);
    /// Places the frame at its start plus `delta` snapped to the grid (when `grid` > 0) and
    /// moves its contents by the same amount, so that they keep their places in it.
    Q_INVOKABLE void dragFrameMove(QPointF delta, qreal grid);
    Q_INVOKABLE void endFrameMove();
    Q_INVOKABLE void beginFrameResize(const QString &frameId);
    /// Sets the frame's size to its start size plus `delta`, snapped, never below the minimum.
    Q_INVOKABLE void dragFrameResize(QPointF delta, qreal grid);
    Q_INVOKABLE void endFrameResize();
    Q_INVOKABLE void beginCommentMove(const QString &commentId);
    Q_INVOKABLE void dragCommentMove(QPointF delta, qreal grid);
    Q_INVOKABLE void endCommentMove();

    // --- selection (not undoable)
    /// Selects the frame alone (nodes and edges leave the selection), or with `toggle` adds it
    /// to or takes it out of the selection.
    Q_INVOKABLE void selectFrame(const QString &frameId, bool toggle = false);
    Q_INVOKABLE void selectComment(const QString &commentId, bool toggle = false);
    /// Adds the frames that lie wholly inside `rect` (canvas coordinates) and the notes whose
    /// top edge does to the selection (a rubber band); without `extend` replaces this part of
    /// the selection.
    Q_INVOKABLE void selectInRect(QRectF rect, bool extend);
    Q_INVOKABLE bool isFrameSelected(const QString &frameId) const;
    Q_INVOKABLE bool isCommentSelected(const QString &commentId) const;

    // --- the EditController's share of the whole selection
    bool hasSelection() const;
    /// Clears the frames and comments from the selection.
    void clearSelection();
    void selectAll();
    /// Selects these frames and comments, added to the current selection.
    void extendSelection(const QStringList &frameIds, const QStringList &commentIds);
    /// Adds a child to `parent` that removes the selected frames and comments; false, adding
    /// nothing, when none is selected.
    bool appendRemoval(QUndoCommand *parent);
    /// The selected frames and comments, in project order (for the clipboard).
    std::pair<std::vector<engine::Frame>, std::vector<engine::Comment>> selected() const;
    /// Adds a child to `parent` that adds the frames and comments moved by `offset`, with fresh
    /// ids where theirs are taken; returns the ids they got (frames, then comments).
    std::pair<QStringList, QStringList> appendPaste(std::vector<engine::Frame> frames,
                                                    std::vector<engine::Comment> comments,
                                                    QPointF offset, QUndoCommand *parent);

Q_SIGNALS:
    void selectionChanged();
    /// One line for the user (e.g. Ctrl+G with no node selected).
    void messageRaised(const QString &message);

private:
    /// The area of a node's card on the canvas.
    QRectF cardRect(const engine::NodeId &id) const;
    /// A free id from `base` ("frame", "frame_2", …) among `taken` and the existing ones.
    static QString freeId(const QString &base, const QSet<QString> &existing,
                          const QSet<QString> &taken);
    QSet<QString> frameIds() const;
    QSet<QString> commentIds() const;
    /// Clears nodes, edge and the other annotations from the selection, then selects these.
    void selectOnly(const QSet<QString> &frameIds, const QSet<QString> &commentIds);

    const engine::OperatorRegistry &m_registry;
    AnnotationEditor &m_editor;
    GraphEditor &m_graph;
    NodeListModel &m_nodes;
    FrameListModel &m_frames;
    CommentListModel &m_comments;
    EditController &m_edit;
    QUndoStack &m_undoStack;

    // What a drag in progress started from.
    QString m_dragId;
    QRectF m_dragStartRect;
    QPointF m_dragStartPoint;
    QHash<engine::NodeId, QPointF> m_dragNodes;
    QHash<QString, QPointF> m_dragComments;
};

} // namespace weft::app
