#pragma once

#include "graph/NodeId.h"
#include "models/CommentListModel.h"
#include "models/FrameListModel.h"
#include "project/Annotations.h"

#include <QHash>
#include <QObject>
#include <QPointF>
#include <QRectF>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

class QUndoStack;

namespace weft::engine {
class OperatorRegistry;
} // namespace weft::engine

namespace weft::app {

class AnnotationEditor;
class CanvasSelection;
class GraphEditor;

/// The editing commands for frames and comments on the canvas: add a frame around the selected
/// nodes or a note where the user clicked, move a frame together with the nodes inside it (one
/// undo step), resize, retitle and recolour a frame, move and edit a note. Every change goes
/// through an undo command on the project's stack. The CanvasSelection holds which frames and
/// comments are selected, beside the nodes, so that the EditController's Delete, Copy, Paste and
/// Duplicate take a mixed selection as one.
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
    Q_PROPERTY(QStringList colours READ colours CONSTANT)

public:
    AnnotationController(const engine::OperatorRegistry &registry, AnnotationEditor &editor,
                         GraphEditor &graph, FrameListModel &frames, CommentListModel &comments,
                         CanvasSelection &selection, QUndoStack &undoStack,
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

Q_SIGNALS:
    /// One line for the user (e.g. Ctrl+G with no node selected).
    void messageRaised(const QString &message);

private:
    /// The area of a node's card on the canvas.
    QRectF cardRect(const engine::NodeId &id) const;

    const engine::OperatorRegistry &m_registry;
    AnnotationEditor &m_editor;
    GraphEditor &m_graph;
    FrameListModel &m_frames;
    CommentListModel &m_comments;
    CanvasSelection &m_selection;
    QUndoStack &m_undoStack;

    // What a drag in progress started from.
    QString m_dragId;
    QRectF m_dragStartRect;
    QPointF m_dragStartPoint;
    QHash<engine::NodeId, QPointF> m_dragNodes;
    QHash<QString, QPointF> m_dragComments;
};

} // namespace weft::app
