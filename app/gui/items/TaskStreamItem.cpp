#include "TaskStreamItem.h"

#include "ModelLink.h"
#include "TimeWindowKeys.h"
#include "monitor/TaskStreamModel.h"

#include <QKeyEvent>
#include <QPainter>
#include <QQuickWindow>
#include <QSGFlatColorMaterial>
#include <QSGGeometryNode>
#include <QSGImageNode>
#include <QSGRectangleNode>
#include <QSGRendererInterface>

#include <algorithm>
#include <cmath>

namespace weft::app {

namespace {

/// Height of the mark under a failed or cancelled bar, as a part of the lane. (Bars merged
/// below a pixel show no mark: at that zoom it would not be seen.)
constexpr qreal kFailedMark = 0.25;

} // namespace

TaskStreamItem::TaskStreamItem(QQuickItem *parent)
    : QQuickItem(parent)
    , m_window(this, [this] {
        Q_EMIT viewChanged();
        relayout();
    })
{
    setFlag(ItemHasContents);
    setAcceptedMouseButtons(Qt::LeftButton);
    setAcceptHoverEvents(true);
    setActiveFocusOnTab(true);
    setClip(true);
}

void TaskStreamItem::setModel(TaskStreamModel *model)
{
    if (!relinkModel(this, m_model, model))
        return;
    // A new run in the model leaves the window alone: its owner decides (the dashboard shows
    // each new run whole), so that a replay seeking back, which restarts the run, keeps it.
    if (m_model)
        connect(m_model, &TaskStreamModel::changed, this, &TaskStreamItem::onModelChanged);
    Q_EMIT modelChanged();
    onModelChanged();
}

void TaskStreamItem::setTimeWindow(TimeWindow *window)
{
    if (m_window.setShared(window))
        Q_EMIT timeWindowChanged();
}

void TaskStreamItem::onModelChanged()
{
    m_window.reportExtent(m_model ? qreal(m_model->endNs()) : 0);
    if (m_hoveredBar >= (m_model ? m_model->barCount() : 0))
        setHover(-1, {});
    setImplicitHeight(laneTop(m_model ? m_model->laneCount() : 0));
    relayout();
}

void TaskStreamItem::relayout()
{
    polish();
    update();
}

void TaskStreamItem::setLaneHeight(qreal height)
{
    if (qFuzzyCompare(height, m_laneHeight))
        return;
    m_laneHeight = height;
    Q_EMIT layoutChanged();
    onModelChanged();
}

void TaskStreamItem::setLaneSpacing(qreal spacing)
{
    if (qFuzzyCompare(spacing + 1, m_laneSpacing + 1))
        return;
    m_laneSpacing = spacing;
    Q_EMIT layoutChanged();
    onModelChanged();
}

void TaskStreamItem::setColors(const QList<QColor> &colors)
{
    m_colors = colors;
    Q_EMIT layoutChanged();
    relayout();
}

void TaskStreamItem::setFailedColor(const QColor &color)
{
    m_failedColor = color;
    Q_EMIT layoutChanged();
    relayout();
}

void TaskStreamItem::setQueuedColor(const QColor &color)
{
    m_queuedColor = color;
    Q_EMIT layoutChanged();
    relayout();
}

void TaskStreamItem::setRenderMode(RenderMode mode)
{
    m_renderMode = mode;
    Q_EMIT layoutChanged();
    relayout();
}

void TaskStreamItem::setView(qreal startNs, qreal endNs)
{
    m_window.window()->setView(startNs, endNs);
}

void TaskStreamItem::fitAll()
{
    m_window.window()->fitAll();
}

void TaskStreamItem::zoomAt(qreal x, qreal factor)
{
    if (width() <= 0)
        return;
    m_window.window()->zoomAt(nsAt(x), x / width(), factor);
}

qreal TaskStreamItem::xOf(qreal ns) const
{
    return (ns - viewStart()) * width() / (viewEnd() - viewStart());
}

qreal TaskStreamItem::nsAt(qreal x) const
{
    return viewStart() + x * (viewEnd() - viewStart()) / std::max<qreal>(1, width());
}

qreal TaskStreamItem::laneTop(int lane) const
{
    return lane * (m_laneHeight + m_laneSpacing);
}

int TaskStreamItem::laneAt(qreal y) const
{
    if (!m_model || y < 0)
        return -1;
    const int lane = int(y / (m_laneHeight + m_laneSpacing));
    if (lane >= m_model->laneCount() || y - laneTop(lane) > m_laneHeight)
        return -1;
    return lane;
}

int TaskStreamItem::barAtPoint(qreal x, qreal y) const
{
    const int lane = laneAt(y);
    if (lane < 0 || width() <= 0)
        return -1;
    const qreal nsPerPixel = (viewEnd() - viewStart()) / width();
    return m_model->barAt(lane, nsAt(x), nsPerPixel);
}

std::vector<TaskStreamItem::BarRect> TaskStreamItem::layoutBars() const
{
    std::vector<BarRect> rects;
    if (!m_model || width() <= 0 || m_colors.isEmpty())
        return rects;
    const qreal windowStart = viewStart();
    const qreal windowEnd = viewEnd();
    const qreal scale = width() / (windowEnd - windowStart);
    const qint64 viewStart = qint64(std::floor(windowStart));
    const qreal runEnd = qreal(m_model->endNs());
    const int failedSlot = int(m_colors.size());
    const int queuedSlot = failedSlot + 1;
    for (int lane = 0; lane < m_model->laneCount(); ++lane) {
        const qreal top = laneTop(lane);
        if (top > height())
            break;
        // Thin bars of one colour that touch gather into `pending` until a gap, another colour
        // or a wide bar ends it; bars starting inside its last pixel join it whatever their
        // colour, so each pixel column takes the colour of the first bar that starts in it.
        BarRect pending{QRectF(), -1};
        const auto flush = [&] {
            if (pending.slot >= 0)
                rects.push_back(pending);
            pending.slot = -1;
        };
        const std::vector<int> &bars = m_model->laneBars(lane);
        for (std::size_t i = m_model->firstBarEndingAfter(lane, viewStart); i < bars.size(); ++i) {
            const int bar = bars[i];
            const qreal start = qreal(m_model->barStart(bar));
            if (start >= windowEnd)
                break;
            const qint64 endNs = m_model->barEnd(bar);
            const qreal end = endNs == TaskStreamModel::kOpenEnd ? runEnd : qreal(endNs);
            const qreal x0 = std::max<qreal>(0, (start - windowStart) * scale);
            const qreal x1 = std::min<qreal>(width(), (end - windowStart) * scale);
            if (x1 < 0)
                continue;
            const int slot = int(m_model->barNode(bar) % m_colors.size());
            const auto state = m_model->barState(bar);
            // A Slurm job's wait in the queue is a thin strip before its run, or the whole bar
            // while it still waits, so that waiting never reads as work.
            const qint64 queuedFrom = m_model->barQueuedFrom(bar);
            const bool ran = queuedFrom < 0 || qreal(queuedFrom) <= start;
            if (queuedFrom >= 0) {
                const qreal from = std::max<qreal>(0, (qreal(queuedFrom) - windowStart) * scale);
                const qreal to = std::min<qreal>(width(), ran ? x0 : x1);
                if (to - from >= 1) {
                    flush();
                    const qreal strip = std::max<qreal>(2, std::round(m_laneHeight * 0.3));
                    rects.push_back({QRectF(std::round(from), top + (m_laneHeight - strip) / 2,
                                            std::round(to) - std::round(from), strip),
                                     queuedSlot});
                }
            }
            if (!ran)
                continue;
            const bool failed = state == TaskStreamModel::BarState::Failed ||
                                state == TaskStreamModel::BarState::Cancelled;
            if (x1 - x0 < 1 && !failed) {
                // Thin bars are whole pixel columns, so that the software renderer draws them
                // crisp rather than blended into the background.
                const qreal column = std::floor(x0);
                if (pending.slot == slot && column <= pending.rect.right()) {
                    pending.rect.setRight(std::max(pending.rect.right(), column + 1));
                } else {
                    flush();
                    pending = {QRectF(column, top, 1, m_laneHeight), slot};
                }
                // Every later bar that starts inside the pending rectangle's last pixel joins
                // it unseen: jump over them by a binary search, taking the furthest end among
                // them, so that a zoomed-out frame costs pixels, not tasks.
                const qint64 boundary =
                    qint64(std::ceil(windowStart + pending.rect.right() / scale));
                const std::size_t next = m_model->firstBarStartingFrom(lane, i + 1, boundary);
                if (next > i + 1) {
                    const qint64 furthest = m_model->laneMaxEnd(lane, next - 1);
                    const qreal reach =
                        furthest == TaskStreamModel::kOpenEnd ? runEnd : qreal(furthest);
                    pending.rect.setRight(std::max(
                        pending.rect.right(),
                        std::min<qreal>(width(), std::ceil((reach - windowStart) * scale))));
                    i = next - 1;
                }
                continue;
            }
            flush();
            const qreal left = std::round(x0);
            const QRectF rect(left, top, std::max<qreal>(1, std::round(x1) - left), m_laneHeight);
            rects.push_back({rect, slot});
            if (failed) {
                const qreal mark = m_laneHeight * kFailedMark;
                rects.push_back(
                    {QRectF(rect.left(), rect.bottom() - mark, rect.width(), mark), failedSlot});
            }
        }
        flush();
    }
    return rects;
}

void TaskStreamItem::updatePolish()
{
    m_rects = layoutBars();
    if (int(m_rects.size()) != m_rectangleCount) {
        m_rectangleCount = int(m_rects.size());
        Q_EMIT frameBuilt();
    }
}

TaskStreamItem::RenderMode TaskStreamItem::effectiveMode() const
{
    if (m_renderMode != RenderMode::Auto)
        return m_renderMode;
    const bool software =
        !window() || window()->rendererInterface()->graphicsApi() == QSGRendererInterface::Software;
    return software ? RenderMode::Rectangles : RenderMode::Geometry;
}

QColor TaskStreamItem::colorOfSlot(int slot) const
{
    if (slot < m_colors.size())
        return m_colors[slot];
    return slot == m_colors.size() ? m_failedColor : m_queuedColor;
}

QSGNode *TaskStreamItem::updatePaintNode(QSGNode *old, UpdatePaintNodeData *data)
{
    Q_UNUSED(data)
    const RenderMode mode = effectiveMode();
    if (old && mode != m_builtMode) {
        delete old;
        old = nullptr;
    }
    m_builtMode = mode;
    switch (mode) {
    case RenderMode::Geometry:
        return buildGeometryNodes(old, m_rects);
    case RenderMode::Rectangles:
        return buildRectangleNodes(old, m_rects);
    default:
        return buildImageNode(old, m_rects);
    }
}

QSGNode *TaskStreamItem::buildGeometryNodes(QSGNode *old, const std::vector<BarRect> &rects)
{
    QSGNode *root = old ? old : new QSGNode;
    const int slotCount = int(m_colors.size()) + 2; // the nodes', failed and queued
    std::vector<int> counts(static_cast<std::size_t>(slotCount), 0);
    for (const BarRect &r : rects)
        ++counts[std::size_t(r.slot)];
    // One child per colour slot, kept from frame to frame.
    while (root->childCount() < slotCount) {
        auto *node = new QSGGeometryNode;
        auto *geometry = new QSGGeometry(QSGGeometry::defaultAttributes_Point2D(), 0);
        geometry->setDrawingMode(QSGGeometry::DrawTriangles);
        node->setGeometry(geometry);
        node->setFlag(QSGNode::OwnsGeometry);
        node->setMaterial(new QSGFlatColorMaterial);
        node->setFlag(QSGNode::OwnsMaterial);
        root->appendChildNode(node);
    }
    while (root->childCount() > slotCount)
        delete root->lastChild();
    std::vector<QSGGeometry::Point2D *> cursor(static_cast<std::size_t>(slotCount));
    QSGNode *child = root->firstChild();
    for (int slot = 0; slot < slotCount; ++slot, child = child->nextSibling()) {
        auto *node = static_cast<QSGGeometryNode *>(child);
        node->geometry()->allocate(counts[std::size_t(slot)] * 6);
        cursor[std::size_t(slot)] = node->geometry()->vertexDataAsPoint2D();
        auto *material = static_cast<QSGFlatColorMaterial *>(node->material());
        if (material->color() != colorOfSlot(slot)) {
            material->setColor(colorOfSlot(slot));
            node->markDirty(QSGNode::DirtyMaterial);
        }
        node->markDirty(QSGNode::DirtyGeometry);
    }
    for (const BarRect &r : rects) {
        QSGGeometry::Point2D *v = cursor[std::size_t(r.slot)];
        const float l = float(r.rect.left()), t = float(r.rect.top());
        const float ri = float(r.rect.right()), b = float(r.rect.bottom());
        v[0].set(l, t);
        v[1].set(ri, t);
        v[2].set(l, b);
        v[3].set(ri, t);
        v[4].set(ri, b);
        v[5].set(l, b);
        cursor[std::size_t(r.slot)] = v + 6;
    }
    return root;
}

QSGNode *TaskStreamItem::buildRectangleNodes(QSGNode *old, const std::vector<BarRect> &rects)
{
    QSGNode *root = old ? old : new QSGNode;
    // QSGNode::childCount() walks the list: count once, then keep the count by hand.
    const int wanted = int(rects.size());
    for (int count = root->childCount(); count > wanted; --count)
        delete root->lastChild();
    for (int count = root->childCount(); count < wanted; ++count)
        root->appendChildNode(window()->createRectangleNode());
    QSGNode *child = root->firstChild();
    for (const BarRect &r : rects) {
        auto *node = static_cast<QSGRectangleNode *>(child);
        if (node->rect() != r.rect)
            node->setRect(r.rect);
        const QColor color = colorOfSlot(r.slot);
        if (node->color() != color)
            node->setColor(color);
        child = child->nextSibling();
    }
    return root;
}

QSGNode *TaskStreamItem::buildImageNode(QSGNode *old, const std::vector<BarRect> &rects)
{
    QSGImageNode *node = old ? static_cast<QSGImageNode *>(old) : window()->createImageNode();
    const qreal ratio = window()->effectiveDevicePixelRatio();
    QImage image((size() * ratio).toSize().expandedTo(QSize(1, 1)),
                 QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    {
        QPainter painter(&image);
        painter.scale(ratio, ratio);
        for (const BarRect &r : rects)
            painter.fillRect(r.rect, colorOfSlot(r.slot));
    }
    node->setTexture(window()->createTextureFromImage(image));
    node->setOwnsTexture(true);
    node->setRect(QRectF(QPointF(0, 0), size()));
    node->setSourceRect(QRectF(QPointF(0, 0), image.size()));
    node->setFiltering(QSGTexture::Nearest);
    return node;
}

void TaskStreamItem::geometryChange(const QRectF &newGeometry, const QRectF &oldGeometry)
{
    QQuickItem::geometryChange(newGeometry, oldGeometry);
    if (newGeometry.size() != oldGeometry.size())
        relayout();
}

void TaskStreamItem::keyPressEvent(QKeyEvent *event)
{
    if (applyTimeWindowKey(m_window.window(), event))
        event->accept();
    else
        QQuickItem::keyPressEvent(event);
}

void TaskStreamItem::wheelEvent(QWheelEvent *event)
{
    const qreal steps = event->angleDelta().y() / 120.0;
    if (qFuzzyIsNull(steps)) {
        event->ignore();
        return;
    }
    zoomAt(event->position().x(), std::pow(1.25, steps));
    event->accept();
}

void TaskStreamItem::mousePressEvent(QMouseEvent *event)
{
    // For the keys, and for the focus ring that says where they go.
    forceActiveFocus(Qt::MouseFocusReason);
    m_dragging = true;
    m_dragX = event->position().x();
    event->accept();
}

void TaskStreamItem::mouseMoveEvent(QMouseEvent *event)
{
    if (!m_dragging)
        return;
    const qreal dx = event->position().x() - m_dragX;
    m_dragX = event->position().x();
    m_window.window()->panBy(-dx * (viewEnd() - viewStart()) / std::max<qreal>(1, width()));
    event->accept();
}

void TaskStreamItem::mouseReleaseEvent(QMouseEvent *event)
{
    m_dragging = false;
    event->accept();
}

void TaskStreamItem::mouseDoubleClickEvent(QMouseEvent *event)
{
    fitAll();
    event->accept();
}

void TaskStreamItem::hoverEnterEvent(QHoverEvent *event)
{
    hoverMoveEvent(event);
}

void TaskStreamItem::hoverMoveEvent(QHoverEvent *event)
{
    setHover(barAtPoint(event->position().x(), event->position().y()), event->position());
}

void TaskStreamItem::hoverLeaveEvent(QHoverEvent *event)
{
    Q_UNUSED(event)
    setHover(-1, {});
}

void TaskStreamItem::setHover(int bar, QPointF position)
{
    if (bar == m_hoveredBar && (bar < 0 || position == m_hoverPosition))
        return;
    m_hoveredBar = bar;
    m_hoverPosition = position;
    Q_EMIT hoveredBarChanged();
}

} // namespace weft::app
