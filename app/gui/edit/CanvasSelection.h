#pragma once

#include "graph/Graph.h"
#include "project/Project.h"

#include <QObject>
#include <QRectF>
#include <QSet>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

#include <optional>

namespace weft::app {

class CommentListModel;
class EdgeListModel;
class FrameListModel;
class NodeListModel;

/// What is selected on the canvas: nodes, frames and comments together, or one edge alone. The
/// one owner of the selection and of its rules; the editing controllers ask it what to act on
/// (Delete, Cut, Copy, Duplicate, a frame around the nodes) and tell it what they added, and the
/// inspector follows its current node. Selection is view state: nothing here is undoable.
///
/// The rules: a click selects an item alone, Ctrl+click adds it to or takes it out of the
/// selection; a rubber band takes the nodes it meets, the frames wholly inside it and the notes
/// whose top edge is; Select All takes every node, frame and note. An edge is selected alone
/// (Delete then disconnects it) and leaves the selection when anything else is selected or when
/// it disappears (an undo). An item that disappears leaves the selection.
///
/// The node, frame and comment models carry the selected flag their delegates show; only this
/// object sets it. changed() is emitted once per change, however many parts it touched.
///
/// Lives on the GUI thread.
class CanvasSelection : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("CanvasSelection is owned by the ProjectController")
    Q_PROPERTY(int nodeCount READ nodeCount NOTIFY changed)
    Q_PROPERTY(QString currentNodeId READ currentNodeId NOTIFY changed)
    Q_PROPERTY(QString edgeKey READ edgeKey NOTIFY changed)
    Q_PROPERTY(bool hasAnnotations READ hasAnnotations NOTIFY changed)
    Q_PROPERTY(bool empty READ isEmpty NOTIFY changed)

public:
    /// Reads the items from `project`, which the models mirror; sets the models' selected flags.
    CanvasSelection(const engine::Project &project, NodeListModel &nodes,
                    const EdgeListModel &edges, FrameListModel &frames, CommentListModel &comments,
                    QObject *parent = nullptr);

    // --- nodes
    /// Selects the node alone; with `toggle` (Ctrl+click) adds it to or takes it out of the
    /// selection.
    Q_INVOKABLE void select(const QString &nodeId, bool toggle = false);
    /// Selects these nodes alone; with `extend` (Ctrl+rubber band) adds them to the selection.
    Q_INVOKABLE void selectNodes(const QStringList &nodeIds, bool extend = false);
    Q_INVOKABLE bool isSelected(const QString &nodeId) const;
    int nodeCount() const;
    /// The selected nodes in graph order, so that commands and the clipboard do not depend on
    /// hash order.
    Q_INVOKABLE QStringList nodeIds() const;
    /// The node the inspector shows: the selected node when it is the only one, else "".
    QString currentNodeId() const;

    // --- the edge
    /// Selects the edge alone; false, changing nothing, when there is no such edge.
    Q_INVOKABLE bool selectEdge(const QString &fromNode, const QString &fromPort,
                                const QString &toNode, const QString &toPort);
    const std::optional<engine::Edge> &edge() const { return m_edge; }
    /// The selected edge's key ("from.port->to.port", as EdgeListModel::key), or "".
    QString edgeKey() const;

    // --- frames and comments
    Q_INVOKABLE void selectFrame(const QString &frameId, bool toggle = false);
    Q_INVOKABLE void selectComment(const QString &commentId, bool toggle = false);
    /// A rubber band: takes the nodes the canvas found under it (it knows where their cards
    /// are), the frames wholly inside `rect` (canvas coordinates) and the notes whose top edge
    /// is; without `extend` they replace the selection, with it they are added.
    Q_INVOKABLE void selectInRect(QRectF rect, const QStringList &nodeIds, bool extend);
    Q_INVOKABLE bool isFrameSelected(const QString &frameId) const;
    Q_INVOKABLE bool isCommentSelected(const QString &commentId) const;
    const QSet<QString> &frameIds() const;
    const QSet<QString> &commentIds() const;
    bool hasAnnotations() const;

    // --- all of it
    Q_INVOKABLE void selectAll();
    Q_INVOKABLE void clear();
    /// Replaces the whole selection with these items, e.g. what a paste or an Add brought.
    void replace(const QSet<engine::NodeId> &nodes, const QSet<QString> &frames = {},
                 const QSet<QString> &comments = {});
    /// Adds these items to the selection (the edge leaves it).
    void add(const QStringList &nodeIds, const QStringList &frameIds,
             const QStringList &commentIds);
    bool isEmpty() const;
    /// The selected nodes with the edges between them, and the selected frames and comments,
    /// each in project order: what Copy and Duplicate take.
    engine::Project fragment() const;

Q_SIGNALS:
    void changed();

private:
    /// Sets every part at once and emits changed() once if any part changed.
    void apply(const QSet<engine::NodeId> &nodes, const QSet<QString> &frames,
               const QSet<QString> &comments, const std::optional<engine::Edge> &edge);
    /// A model dropped items from the selection by itself (rows removed, a reset).
    void modelChanged();
    /// An undo or a new document may take the selected edge away.
    void dropMissingEdge();

    const engine::Project &m_project;
    NodeListModel &m_nodes;
    const EdgeListModel &m_edges;
    FrameListModel &m_frames;
    CommentListModel &m_comments;
    std::optional<engine::Edge> m_edge;
    bool m_applying = false; ///< within apply(): the models' signals are gathered into one
    bool m_dirty = false;    ///< within apply(): some part changed
};

} // namespace weft::app
