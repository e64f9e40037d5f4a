#include "GraphOverview.h"

#include <algorithm>
#include <cmath>

namespace weft::app {

GraphOverview::GraphOverview(QQuickItem *parent)
    : QQuickPaintedItem(parent)
{
    setAntialiasing(true);
}

void GraphOverview::setModel(QAbstractItemModel *model)
{
    if (model == m_model)
        return;
    if (m_model)
        disconnect(m_model, nullptr, this, nullptr);
    m_model = model;
    if (m_model) {
        const auto changed = [this] { contentChanged(); };
        connect(m_model, &QAbstractItemModel::modelReset, this, changed);
        connect(m_model, &QAbstractItemModel::rowsInserted, this, changed);
        connect(m_model, &QAbstractItemModel::rowsRemoved, this, changed);
        connect(m_model, &QAbstractItemModel::rowsMoved, this, changed);
        connect(m_model, &QAbstractItemModel::layoutChanged, this, changed);
        connect(m_model, &QAbstractItemModel::dataChanged, this, changed);
    }
    Q_EMIT modelChanged();
    contentChanged();
}

void GraphOverview::setZoom(qreal zoom)
{
    if (zoom == m_zoom)
        return;
    m_zoom = zoom;
    Q_EMIT zoomChanged();
    updateTextureSize();
}

qreal GraphOverview::texturePixelScale() const
{
    if (width() <= 0)
        return m_zoom;
    return std::min(m_zoom, qreal(textureSize().width()) / width());
}

void GraphOverview::contentChanged()
{
    if (!isVisible()) {
        m_stale = true;
        return;
    }
    m_stale = false;
    refresh();
}

void GraphOverview::itemChange(ItemChange change, const ItemChangeData &value)
{
    QQuickPaintedItem::itemChange(change, value);
    // Hidden (zoomed in, or the minimap closed), the item skips the work; shown, it catches up.
    if (change == ItemVisibleHasChanged && value.boolValue && m_stale) {
        m_stale = false;
        refresh();
    }
}

void GraphOverview::geometryChange(const QRectF &newGeometry, const QRectF &oldGeometry)
{
    QQuickPaintedItem::geometryChange(newGeometry, oldGeometry);
    updateTextureSize();
}

void GraphOverview::updateTextureSize()
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

} // namespace weft::app
