#include "AnnotationController.h"

#include "AnnotationEditor.h"
#include "CanvasSelection.h"
#include "CardSize.h"
#include "GraphEditor.h"
#include "edit/commands/AddAnnotationsCommand.h"
#include "edit/commands/ChangeAnnotationCommand.h"
#include "edit/commands/MoveNodesCommand.h"
#include "ops/OperatorRegistry.h"

#include <QUndoStack>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace weft::app {

namespace {

/// Room around the nodes a new frame encloses, and for its title bar above them.
constexpr qreal kFrameMargin = 24;
constexpr qreal kFrameTitleHeight = 36;
constexpr QSizeF kDefaultFrameSize(384, 240);
constexpr QSizeF kMinimumFrameSize(120, 72);
constexpr qreal kCommentWidth = 240;

// "+ 0.0" turns a -0 from rounding a small negative value into 0, which the file writes as "0".
qreal snappedDown(qreal value, qreal grid)
{
    return grid > 0 ? std::floor(value / grid) * grid + 0.0 : value;
}

qreal snappedUp(qreal value, qreal grid)
{
    return grid > 0 ? std::ceil(value / grid) * grid + 0.0 : value;
}

qreal snapped(qreal value, qreal grid)
{
    return grid > 0 ? std::round(value / grid) * grid + 0.0 : value;
}

bool isColour(const QString &colour)
{
    if (colour.size() != 7 || colour.front() != u'#')
        return false;
    return std::all_of(colour.begin() + 1, colour.end(), [](QChar c) {
        return (c >= u'0' && c <= u'9') || (c >= u'a' && c <= u'f') || (c >= u'A' && c <= u'F');
    });
}

} // namespace

AnnotationController::AnnotationController(const engine::OperatorRegistry &registry,
                                           AnnotationEditor &editor, GraphEditor &graph,
                                           FrameListModel &frames, CommentListModel &comments,
                                           CanvasSelection &selection, QUndoStack &undoStack,
                                           QObject *parent)
    : QObject(parent)
    , m_registry(registry)
    , m_editor(editor)
    , m_graph(graph)
    , m_frames(frames)
    , m_comments(comments)
    , m_selection(selection)
    , m_undoStack(undoStack)
{}

QStringList AnnotationController::colours() const
{
    // Theme.qml's category hues: distinct in hue and lightness, readable on both palettes.
    return {u"#2f80ed"_s, u"#12a37f"_s, u"#e8833a"_s, u"#8e5cd9"_s,
            u"#c99a06"_s, u"#d9487f"_s, u"#0f9bb5"_s, u"#6b7685"_s};
}

QRectF AnnotationController::cardRect(const engine::NodeId &id) const
{
    const engine::Node *node = m_graph.node(id);
    if (!node)
        return {};
    const engine::Operator *op = m_registry.find(node->operatorId);
    return QRectF(node->position, cardSize(op ? op->specFor(node->params).get() : nullptr));
}

QString AnnotationController::addFrameAroundSelection()
{
    QRectF bounds;
    for (const QString &id : m_selection.nodeIds())
        bounds = bounds.united(cardRect(engine::NodeId(id)));
    if (bounds.isEmpty()) {
        Q_EMIT messageRaised(tr("Select the nodes the frame should hold first."));
        return {};
    }
    const qreal grid = kFrameMargin;
    const qreal left = snappedDown(bounds.left() - kFrameMargin, grid);
    const qreal top = snappedDown(bounds.top() - kFrameMargin - kFrameTitleHeight, grid);
    const qreal right = snappedUp(bounds.right() + kFrameMargin, grid);
    const qreal bottom = snappedUp(bounds.bottom() + kFrameMargin, grid);
    engine::Frame frame;
    frame.id = m_editor.freeFrameId(u"frame"_s);
    frame.title = tr("Frame");
    frame.rect = QRectF(QPointF(left, top), QPointF(right, bottom));
    m_undoStack.push(new AddAnnotationsCommand(m_editor, {frame}, {}, tr("Add a Frame")));
    m_selection.replace({}, {frame.id});
    return frame.id;
}

QString AnnotationController::addFrame(QPointF position)
{
    engine::Frame frame;
    frame.id = m_editor.freeFrameId(u"frame"_s);
    frame.title = tr("Frame");
    frame.rect = QRectF(position, kDefaultFrameSize);
    m_undoStack.push(new AddAnnotationsCommand(m_editor, {frame}, {}, tr("Add a Frame")));
    m_selection.replace({}, {frame.id});
    return frame.id;
}

QString AnnotationController::addComment(QPointF position)
{
    engine::Comment comment;
    comment.id = m_editor.freeCommentId(u"comment"_s);
    comment.text = tr("Comment");
    comment.position = position;
    comment.width = kCommentWidth;
    m_undoStack.push(new AddAnnotationsCommand(m_editor, {}, {comment}, tr("Add a Comment")));
    m_selection.replace({}, {}, {comment.id});
    return comment.id;
}

void AnnotationController::setFrameTitle(const QString &frameId, const QString &title)
{
    const engine::Frame *current = m_editor.frame(frameId);
    if (!current || current->title == title.trimmed())
        return;
    engine::Frame after = *current;
    after.title = title.trimmed();
    m_undoStack.push(
        new ChangeFrameCommand(m_editor, *current, after, tr("Rename Frame %1").arg(frameId)));
}

void AnnotationController::setFrameColour(const QString &frameId, const QString &colour)
{
    const engine::Frame *current = m_editor.frame(frameId);
    const QString lower = colour.toLower();
    if (!current || current->colour == lower || (!lower.isEmpty() && !isColour(lower)))
        return;
    engine::Frame after = *current;
    after.colour = lower;
    m_undoStack.push(
        new ChangeFrameCommand(m_editor, *current, after, tr("Recolour Frame %1").arg(frameId)));
}

void AnnotationController::setCommentText(const QString &commentId, const QString &text)
{
    const engine::Comment *current = m_editor.comment(commentId);
    if (!current || current->text == text)
        return;
    engine::Comment after = *current;
    after.text = text;
    m_undoStack.push(
        new ChangeCommentCommand(m_editor, *current, after, tr("Edit Comment %1").arg(commentId)));
}

void AnnotationController::beginFrameMove(const QString &frameId)
{
    m_dragNodes.clear();
    m_dragComments.clear();
    const engine::Frame *frame = m_editor.frame(frameId);
    m_dragId = frame ? frameId : QString();
    if (!frame)
        return;
    m_dragStartRect = frame->rect;
    for (const engine::Node &node : m_graph.graph().nodes) {
        if (frame->rect.contains(cardRect(node.id).center()))
            m_dragNodes.insert(node.id, node.position);
    }
    for (const engine::Comment &comment : m_editor.comments()) {
        if (frame->rect.contains(comment.position))
            m_dragComments.insert(comment.id, comment.position);
    }
}

void AnnotationController::dragFrameMove(QPointF delta, qreal grid)
{
    const engine::Frame *frame = m_editor.frame(m_dragId);
    if (!frame)
        return;
    const QPointF topLeft(snapped(m_dragStartRect.x() + delta.x(), grid),
                          snapped(m_dragStartRect.y() + delta.y(), grid));
    // The contents move by what the frame moved, so that they keep their places in it.
    const QPointF moved = topLeft - m_dragStartRect.topLeft();
    engine::Frame next = *frame;
    next.rect.moveTopLeft(topLeft);
    m_editor.replaceFrame(next);
    QHash<engine::NodeId, QPointF> positions;
    for (auto it = m_dragNodes.cbegin(); it != m_dragNodes.cend(); ++it)
        positions.insert(it.key(), it.value() + moved);
    m_graph.setPositions(positions);
    for (auto it = m_dragComments.cbegin(); it != m_dragComments.cend(); ++it) {
        if (const engine::Comment *comment = m_editor.comment(it.key())) {
            engine::Comment placed = *comment;
            placed.position = it.value() + moved;
            m_editor.replaceComment(placed);
        }
    }
}

void AnnotationController::endFrameMove()
{
    const engine::Frame *frame = m_editor.frame(m_dragId);
    const QString id = m_dragId;
    m_dragId.clear();
    if (!frame || frame->rect == m_dragStartRect)
        return;
    // One step for the frame and everything it carried.
    auto *macro = new QUndoCommand(tr("Move Frame %1").arg(id));
    engine::Frame before = *frame;
    before.rect = m_dragStartRect;
    new ChangeFrameCommand(m_editor, before, *frame, macro->text(), macro);
    QHash<engine::NodeId, QPointF> after;
    for (auto it = m_dragNodes.cbegin(); it != m_dragNodes.cend(); ++it) {
        const int index = m_graph.nodeIndex(it.key());
        if (index >= 0)
            after.insert(it.key(), m_graph.graph().nodes[size_t(index)].position);
    }
    if (!after.isEmpty())
        new MoveNodesCommand(m_graph, m_dragNodes, after, macro);
    for (auto it = m_dragComments.cbegin(); it != m_dragComments.cend(); ++it) {
        if (const engine::Comment *comment = m_editor.comment(it.key())) {
            engine::Comment start = *comment;
            start.position = it.value();
            new ChangeCommentCommand(m_editor, start, *comment, macro->text(), macro);
        }
    }
    m_dragNodes.clear();
    m_dragComments.clear();
    m_undoStack.push(macro);
}

void AnnotationController::beginFrameResize(const QString &frameId)
{
    const engine::Frame *frame = m_editor.frame(frameId);
    m_dragId = frame ? frameId : QString();
    if (frame)
        m_dragStartRect = frame->rect;
}

void AnnotationController::dragFrameResize(QPointF delta, qreal grid)
{
    const engine::Frame *frame = m_editor.frame(m_dragId);
    if (!frame)
        return;
    engine::Frame next = *frame;
    next.rect.setWidth(
        std::max(kMinimumFrameSize.width(), snapped(m_dragStartRect.width() + delta.x(), grid)));
    next.rect.setHeight(
        std::max(kMinimumFrameSize.height(), snapped(m_dragStartRect.height() + delta.y(), grid)));
    m_editor.replaceFrame(next);
}

void AnnotationController::endFrameResize()
{
    const engine::Frame *frame = m_editor.frame(m_dragId);
    const QString id = m_dragId;
    m_dragId.clear();
    if (!frame || frame->rect == m_dragStartRect)
        return;
    engine::Frame before = *frame;
    before.rect = m_dragStartRect;
    m_undoStack.push(
        new ChangeFrameCommand(m_editor, before, *frame, tr("Resize Frame %1").arg(id)));
}

void AnnotationController::beginCommentMove(const QString &commentId)
{
    const engine::Comment *comment = m_editor.comment(commentId);
    m_dragId = comment ? commentId : QString();
    if (comment)
        m_dragStartPoint = comment->position;
}

void AnnotationController::dragCommentMove(QPointF delta, qreal grid)
{
    const engine::Comment *comment = m_editor.comment(m_dragId);
    if (!comment)
        return;
    engine::Comment next = *comment;
    next.position = QPointF(snapped(m_dragStartPoint.x() + delta.x(), grid),
                            snapped(m_dragStartPoint.y() + delta.y(), grid));
    m_editor.replaceComment(next);
}

void AnnotationController::endCommentMove()
{
    const engine::Comment *comment = m_editor.comment(m_dragId);
    const QString id = m_dragId;
    m_dragId.clear();
    if (!comment || comment->position == m_dragStartPoint)
        return;
    engine::Comment before = *comment;
    before.position = m_dragStartPoint;
    m_undoStack.push(
        new ChangeCommentCommand(m_editor, before, *comment, tr("Move Comment %1").arg(id)));
}

} // namespace weft::app
