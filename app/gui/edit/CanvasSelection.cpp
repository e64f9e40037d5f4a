#include "CanvasSelection.h"

#include "models/CommentListModel.h"
#include "models/EdgeListModel.h"
#include "models/FrameListModel.h"
#include "models/NodeListModel.h"

#include <algorithm>

namespace weft::app {

namespace {

/// How much of a note's top edge must be inside a rubber band for the band to take it.
constexpr qreal kCommentGrip = 24;

QSet<engine::NodeId> nodeSet(const QStringList &ids)
{
    QSet<engine::NodeId> set;
    for (const QString &id : ids)
        set.insert(engine::NodeId(id));
    return set;
}

/// `set` with `id` added, or taken out when it was there (Ctrl+click).
template<typename Id>
QSet<Id> toggled(QSet<Id> set, const Id &id)
{
    if (!set.remove(id))
        set.insert(id);
    return set;
}

} // namespace

CanvasSelection::CanvasSelection(const engine::Project &project, NodeListModel &nodes,
                                 const EdgeListModel &edges, FrameListModel &frames,
                                 CommentListModel &comments, QObject *parent)
    : QObject(parent)
    , m_project(project)
    , m_nodes(nodes)
    , m_edges(edges)
    , m_frames(frames)
    , m_comments(comments)
{
    connect(&m_nodes, &NodeListModel::selectionChanged, this, &CanvasSelection::modelChanged);
    connect(&m_frames, &FrameListModel::selectionChanged, this, &CanvasSelection::modelChanged);
    connect(&m_comments, &CommentListModel::selectionChanged, this, &CanvasSelection::modelChanged);
    connect(&m_edges, &QAbstractItemModel::rowsRemoved, this, &CanvasSelection::dropMissingEdge);
    connect(&m_edges, &QAbstractItemModel::modelReset, this, &CanvasSelection::dropMissingEdge);
}

void CanvasSelection::apply(const QSet<engine::NodeId> &nodes, const QSet<QString> &frames,
                            const QSet<QString> &comments, const std::optional<engine::Edge> &edge)
{
    m_applying = true;
    m_dirty = false;
    m_nodes.setSelection(nodes);
    m_frames.setSelection(frames);
    m_comments.setSelection(comments);
    // The edge is selected alone: anything else selected takes its place.
    const bool alone = m_nodes.selection().isEmpty() && m_frames.selection().isEmpty() &&
                       m_comments.selection().isEmpty();
    const std::optional<engine::Edge> next = alone ? edge : std::nullopt;
    if (next != m_edge) {
        m_edge = next;
        m_dirty = true;
    }
    m_applying = false;
    if (m_dirty)
        Q_EMIT changed();
}

void CanvasSelection::modelChanged()
{
    if (m_applying)
        m_dirty = true;
    else
        Q_EMIT changed();
}

void CanvasSelection::dropMissingEdge()
{
    if (!m_edge || m_edges.rowOf(*m_edge) >= 0)
        return;
    m_edge.reset();
    modelChanged();
}

void CanvasSelection::select(const QString &nodeId, bool toggle)
{
    const engine::NodeId id(nodeId);
    if (toggle)
        apply(toggled(m_nodes.selection(), id), frameIds(), commentIds(), m_edge);
    else
        apply({id}, {}, {}, std::nullopt);
}

void CanvasSelection::selectNodes(const QStringList &nodeIds, bool extend)
{
    if (extend)
        add(nodeIds, {}, {});
    else
        apply(nodeSet(nodeIds), {}, {}, std::nullopt);
}

bool CanvasSelection::isSelected(const QString &nodeId) const
{
    return m_nodes.isSelected(engine::NodeId(nodeId));
}

int CanvasSelection::nodeCount() const
{
    return int(m_nodes.selection().size());
}

QStringList CanvasSelection::nodeIds() const
{
    QStringList ids;
    for (const engine::Node &node : m_project.graph.nodes) {
        if (m_nodes.isSelected(node.id))
            ids << node.id.toString();
    }
    return ids;
}

QString CanvasSelection::currentNodeId() const
{
    // values() rather than an iterator: GCC's -O2 null-dereference check misreads QSet's.
    const QList<engine::NodeId> selected = m_nodes.selection().values();
    return selected.size() == 1 ? selected.constFirst().toString() : QString();
}

bool CanvasSelection::selectEdge(const QString &fromNode, const QString &fromPort,
                                 const QString &toNode, const QString &toPort)
{
    const engine::Edge edge{engine::NodeId(fromNode), fromPort, engine::NodeId(toNode), toPort};
    if (m_edges.rowOf(edge) < 0)
        return false;
    apply({}, {}, {}, edge);
    return true;
}

QString CanvasSelection::edgeKey() const
{
    return m_edge ? EdgeListModel::key(*m_edge) : QString();
}

void CanvasSelection::selectFrame(const QString &frameId, bool toggle)
{
    if (toggle)
        apply(m_nodes.selection(), toggled(frameIds(), frameId), commentIds(), m_edge);
    else
        apply({}, {frameId}, {}, std::nullopt);
}

void CanvasSelection::selectComment(const QString &commentId, bool toggle)
{
    if (toggle)
        apply(m_nodes.selection(), frameIds(), toggled(commentIds(), commentId), m_edge);
    else
        apply({}, {}, {commentId}, std::nullopt);
}

void CanvasSelection::selectInRect(QRectF rect, const QStringList &nodeIds, bool extend)
{
    QSet<engine::NodeId> nodes = extend ? m_nodes.selection() : QSet<engine::NodeId>{};
    nodes.unite(nodeSet(nodeIds));
    QSet<QString> frames = extend ? frameIds() : QSet<QString>{};
    QSet<QString> comments = extend ? commentIds() : QSet<QString>{};
    const QRectF band = rect.normalized();
    for (const engine::Frame &frame : m_project.frames) {
        if (band.contains(frame.rect))
            frames.insert(frame.id);
    }
    for (const engine::Comment &comment : m_project.comments) {
        const QRectF grip(comment.position,
                          QSizeF(std::min(comment.width, kCommentGrip), kCommentGrip));
        if (band.contains(grip))
            comments.insert(comment.id);
    }
    apply(nodes, frames, comments, extend ? m_edge : std::nullopt);
}

bool CanvasSelection::isFrameSelected(const QString &frameId) const
{
    return m_frames.isSelected(frameId);
}

bool CanvasSelection::isCommentSelected(const QString &commentId) const
{
    return m_comments.isSelected(commentId);
}

const QSet<QString> &CanvasSelection::frameIds() const
{
    return m_frames.selection();
}

const QSet<QString> &CanvasSelection::commentIds() const
{
    return m_comments.selection();
}

bool CanvasSelection::hasAnnotations() const
{
    return !frameIds().isEmpty() || !commentIds().isEmpty();
}

void CanvasSelection::selectAll()
{
    QSet<engine::NodeId> nodes;
    for (const engine::Node &node : m_project.graph.nodes)
        nodes.insert(node.id);
    QSet<QString> frames;
    for (const engine::Frame &frame : m_project.frames)
        frames.insert(frame.id);
    QSet<QString> comments;
    for (const engine::Comment &comment : m_project.comments)
        comments.insert(comment.id);
    apply(nodes, frames, comments, std::nullopt);
}

void CanvasSelection::clear()
{
    apply({}, {}, {}, std::nullopt);
}

void CanvasSelection::replace(const QSet<engine::NodeId> &nodes, const QSet<QString> &frames,
                              const QSet<QString> &comments)
{
    apply(nodes, frames, comments, std::nullopt);
}

void CanvasSelection::add(const QStringList &nodeIds, const QStringList &frameIds,
                          const QStringList &commentIds)
{
    apply(m_nodes.selection() + nodeSet(nodeIds),
          this->frameIds() + QSet<QString>(frameIds.begin(), frameIds.end()),
          this->commentIds() + QSet<QString>(commentIds.begin(), commentIds.end()), m_edge);
}

bool CanvasSelection::isEmpty() const
{
    return m_nodes.selection().isEmpty() && !hasAnnotations() && !m_edge;
}

engine::Project CanvasSelection::fragment() const
{
    engine::Project fragment;
    for (const engine::Node &node : m_project.graph.nodes) {
        if (m_nodes.isSelected(node.id))
            fragment.graph.nodes.push_back(node);
    }
    for (const engine::Edge &edge : m_project.graph.edges) {
        if (m_nodes.isSelected(edge.fromNode) && m_nodes.isSelected(edge.toNode))
            fragment.graph.edges.push_back(edge);
    }
    std::copy_if(m_project.frames.begin(), m_project.frames.end(),
                 std::back_inserter(fragment.frames),
                 [this](const engine::Frame &frame) { return isFrameSelected(frame.id); });
    std::copy_if(m_project.comments.begin(), m_project.comments.end(),
                 std::back_inserter(fragment.comments),
                 [this](const engine::Comment &comment) { return isCommentSelected(comment.id); });
    return fragment;
}

} // namespace weft::app
