#include "EdgeOverview.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>
#include <functional>

using namespace Qt::StringLiterals;

namespace weft::app {

EdgeOverview::EdgeOverview(QQuickItem *parent)
    : QQuickPaintedItem(parent)
{
    setAntialiasing(true);
}

template<typename T>
void EdgeOverview::assign(T &member, const T &value)
{
    if (member == value)
        return;
    member = value;
    Q_EMIT styleChanged();
    // Sizes and pens move the curves' hull too.
    m_boundsDirty = true;
    if (isVisible())
        updateBounds();
}

void EdgeOverview::setModel(QAbstractItemModel *model)
{
    if (model == m_model)
        return;
    if (m_model)
        disconnect(m_model, nullptr, this, nullptr);
    m_model = model;
    if (m_model) {
        const auto repaint = [this] {
            m_boundsDirty = true;
            if (isVisible())
                updateBounds();
        };
        connect(m_model, &QAbstractItemModel::modelReset, this, repaint);
        connect(m_model, &QAbstractItemModel::rowsInserted, this, repaint);
        connect(m_model, &QAbstractItemModel::rowsRemoved, this, repaint);
        connect(m_model, &QAbstractItemModel::rowsMoved, this, repaint);
        connect(m_model, &QAbstractItemModel::layoutChanged, this, repaint);
        connect(m_model, &QAbstractItemModel::dataChanged, this, repaint);
    }
    Q_EMIT modelChanged();
    m_boundsDirty = true;
    if (isVisible())
        updateBounds();
}

void EdgeOverview::itemChange(ItemChange change, const ItemChangeData &value)
{
    QQuickPaintedItem::itemChange(change, value);
    // Hidden (zoomed in), the item skips the work; shown again it catches up.
    if (change == ItemVisibleHasChanged && value.boolValue && m_boundsDirty)
        updateBounds();
}

void EdgeOverview::forEachCurve(
    const std::function<void(const QModelIndex &, QPointF, QPointF, QPointF, QPointF)> &visit) const
{
    // One plain pointer for the whole pass: the model cannot go away while it runs.
    const QAbstractItemModel *model = m_model.data();
    if (!model)
        return;
    const QHash<int, QByteArray> roles = model->roleNames();
    const int fromIndex = roles.key("fromPortIndex", -1);
    const int toIndex = roles.key("toPortIndex", -1);
    const int fromPosition = roles.key("fromPosition", -1);
    const int toPosition = roles.key("toPosition", -1);
    if (fromPosition < 0 || toPosition < 0)
        return;
    const auto portY = [this](int index) {
        return m_portTop + m_rowHeight * (std::max(0, index) + 0.5);
    };
    const int rows = model->rowCount();
    for (int row = 0; row < rows; ++row) {
        const QModelIndex index = model->index(row, 0);
        const QPointF from = index.data(fromPosition).toPointF();
        const QPointF to = index.data(toPosition).toPointF();
        const QPointF start(from.x() + m_cardWidth,
                            from.y() + portY(index.data(fromIndex).toInt()));
        const QPointF end(to.x(), to.y() + portY(index.data(toIndex).toInt()));
        const qreal handle = std::max(m_minHandle, std::abs(end.x() - start.x()) / 2);
        visit(index, start, start + QPointF(handle, 0), end - QPointF(handle, 0), end);
    }
}

void EdgeOverview::updateBounds()
{
    m_boundsDirty = false;
    QRectF hull;
    forEachCurve([&hull](const QModelIndex &, QPointF start, QPointF c1, QPointF c2, QPointF end) {
        const QRectF curve = QRectF(start, c1).normalized().united(QRectF(c2, end).normalized());
        hull = hull.isNull() ? curve : hull.united(curve);
    });
    // A curve lies within the hull of its control points; the pen reaches a little beyond.
    const qreal pen = m_lineWidth + 2;
    hull.adjust(-pen, -pen, pen, pen);
    setPosition(hull.topLeft());
    setSize(hull.size());
    update();
}

void EdgeOverview::setZoom(qreal zoom)
{
    if (zoom == m_zoom)
        return;
    m_zoom = zoom;
    Q_EMIT styleChanged();
    updateTextureSize();
}

void EdgeOverview::setCardWidth(qreal width)
{
    assign(m_cardWidth, width);
}

void EdgeOverview::setPortTop(qreal top)
{
    assign(m_portTop, top);
}

void EdgeOverview::setRowHeight(qreal height)
{
    assign(m_rowHeight, height);
}

void EdgeOverview::setMinHandle(qreal handle)
{
    assign(m_minHandle, handle);
}

void EdgeOverview::setLineWidth(qreal width)
{
    assign(m_lineWidth, width);
}

void EdgeOverview::setColor(const QColor &color)
{
    assign(m_color, color);
}

void EdgeOverview::setSelectedColor(const QColor &color)
{
    assign(m_selectedColor, color);
}

void EdgeOverview::setSelectedKey(const QString &key)
{
    assign(m_selectedKey, key);
}

void EdgeOverview::geometryChange(const QRectF &newGeometry, const QRectF &oldGeometry)
{
    QQuickPaintedItem::geometryChange(newGeometry, oldGeometry);
    updateTextureSize();
}

void EdgeOverview::updateTextureSize()
{
    // The texture holds the item at the zoom it is shown at (what the screen needs), no more.
    const qreal scale = std::max<qreal>(0.01, m_zoom);
    const qreal longest = std::max(width(), height()) * scale;
    const qreal fit = longest > kMaxTextureSide ? kMaxTextureSide / longest : 1;
    const auto side = [&](qreal length) {
        return std::clamp(int(std::ceil(length * scale * fit)), 1, kMaxTextureSide);
    };
    const QSize size(side(width()), side(height()));
    if (size != textureSize())
        setTextureSize(size);
    update();
}

void EdgeOverview::paint(QPainter *painter)
{
    // One plain pointer for the whole pass: the model cannot go away while it runs.
    const QAbstractItemModel *model = m_model.data();
    if (!model)
        return;
    const QHash<int, QByteArray> roles = model->roleNames();
    const int fromNode = roles.key("fromNode", -1);
    const int fromPort = roles.key("fromPort", -1);
    const int toNode = roles.key("toNode", -1);
    const int toPort = roles.key("toPort", -1);

    QPainterPath plain;
    QPainterPath selected;
    forEachCurve([&](const QModelIndex &index, QPointF start, QPointF c1, QPointF c2, QPointF end) {
        const bool isSelected = !m_selectedKey.isEmpty() &&
                                m_selectedKey == index.data(fromNode).toString() + u'.' +
                                                     index.data(fromPort).toString() + u"->"_s +
                                                     index.data(toNode).toString() + u'.' +
                                                     index.data(toPort).toString();
        QPainterPath &path = isSelected ? selected : plain;
        path.moveTo(start);
        path.cubicTo(c1, c2, end);
    });
    // Graph coordinates: the item sits at its graph position.
    painter->translate(-x(), -y());
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setBrush(Qt::NoBrush);
    painter->setPen(QPen(m_color, m_lineWidth, Qt::SolidLine, Qt::RoundCap));
    painter->drawPath(plain);
    painter->setPen(QPen(m_selectedColor, m_lineWidth + 1, Qt::SolidLine, Qt::RoundCap));
    painter->drawPath(selected);
}

} // namespace weft::app
