#include "ViewportFilterModel.h"

#include <QPointF>
#include <QStringList>

#include <algorithm>

namespace weft::app {

namespace {

/// Refilter when the region is this many times the (grown) viewport's area: zoomed in far,
/// the cards of the old region are no longer worth keeping.
constexpr qreal kShrinkFactor = 6;

} // namespace

ViewportFilterModel::ViewportFilterModel(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    // A zero timer runs after the posted events queued with a reset (such as the canvas's
    // deferred fit) and before the next frame.
    m_refilterTimer.setSingleShot(true);
    m_refilterTimer.setInterval(0);
    connect(&m_refilterTimer, &QTimer::timeout, this, [this] {
        m_waitingForView = false;
        refilter(true);
    });
    // Moves, insertions and removals in the source are filtered as they come.
    setDynamicSortFilter(true);
    connect(this, &QAbstractItemModel::rowsInserted, this, &ViewportFilterModel::countChanged);
    connect(this, &QAbstractItemModel::rowsRemoved, this, &ViewportFilterModel::countChanged);
    connect(this, &QAbstractItemModel::modelReset, this, &ViewportFilterModel::countChanged);
}

void ViewportFilterModel::setSourceModel(QAbstractItemModel *model)
{
    if (QAbstractItemModel *old = sourceModel())
        disconnect(old, nullptr, this, nullptr);
    m_positionRole = m_fromPositionRole = m_toPositionRole = -1;
    m_inputPortsRole = m_outputPortsRole = m_fromPortIndexRole = m_toPortIndexRole = -1;
    if (model) {
        const QHash<int, QByteArray> roles = model->roleNames();
        for (auto it = roles.cbegin(); it != roles.cend(); ++it) {
            const QByteArray &name = it.value();
            int *role = name == "position"        ? &m_positionRole
                        : name == "fromPosition"  ? &m_fromPositionRole
                        : name == "toPosition"    ? &m_toPositionRole
                        : name == "inputPorts"    ? &m_inputPortsRole
                        : name == "outputPorts"   ? &m_outputPortsRole
                        : name == "fromPortIndex" ? &m_fromPortIndexRole
                        : name == "toPortIndex"   ? &m_toPortIndexRole
                                                  : nullptr;
            if (role)
                *role = it.key();
        }
        // Until the new rows have been placed in view (the canvas fits a newly opened graph
        // right after the reset), none is kept: a delegate made for the old view would be
        // thrown away a moment later.
        connect(model, &QAbstractItemModel::modelAboutToBeReset, this,
                [this] { m_waitingForView = true; });
    }
    QSortFilterProxyModel::setSourceModel(model);
    if (model) {
        // Connected after the proxy's own handlers, so that they see the source settled.
        connect(model, &QAbstractItemModel::modelReset, this, [this] {
            sourceChanged();
            m_refilterTimer.start();
        });
        connect(model, &QAbstractItemModel::layoutChanged, this,
                &ViewportFilterModel::sourceChanged);
        connect(model, &QAbstractItemModel::rowsInserted, this,
                &ViewportFilterModel::sourceChanged);
        connect(model, &QAbstractItemModel::rowsRemoved, this, &ViewportFilterModel::sourceChanged);
        connect(model, &QAbstractItemModel::dataChanged, this,
                [this](const QModelIndex &, const QModelIndex &, const QList<int> &roles) {
                    if (roles.isEmpty() || roles.contains(m_positionRole) ||
                        roles.contains(m_fromPositionRole) || roles.contains(m_toPositionRole))
                        sourceChanged();
                });
    }
    sourceChanged();
}

void ViewportFilterModel::sourceChanged()
{
    m_boundsValid = false;
    Q_EMIT boundsChanged();
}

void ViewportFilterModel::setViewport(const QRectF &viewport)
{
    if (viewport == m_viewport)
        return;
    m_viewport = viewport;
    Q_EMIT viewportChanged();
    if (m_viewport.isEmpty() || m_waitingForView)
        return;
    const qreal grownArea =
        m_viewport.width() * m_viewport.height() * (1 + 2 * m_margin) * (1 + 2 * m_margin);
    if (m_region.isEmpty() || !m_region.contains(m_viewport) ||
        m_region.width() * m_region.height() > kShrinkFactor * grownArea)
        refilter();
}

void ViewportFilterModel::setMargin(qreal margin)
{
    margin = std::max<qreal>(0, margin);
    if (margin == m_margin)
        return;
    m_margin = margin;
    Q_EMIT geometryChanged();
    refilter();
}

void ViewportFilterModel::setCardWidth(qreal width)
{
    if (width == m_cardWidth)
        return;
    m_cardWidth = width;
    Q_EMIT geometryChanged();
    sourceChanged();
    refilter();
}

void ViewportFilterModel::setCardBaseHeight(qreal height)
{
    if (height == m_cardBaseHeight)
        return;
    m_cardBaseHeight = height;
    Q_EMIT geometryChanged();
    sourceChanged();
    refilter();
}

void ViewportFilterModel::setRowHeight(qreal height)
{
    if (height == m_rowHeight)
        return;
    m_rowHeight = height;
    Q_EMIT geometryChanged();
    sourceChanged();
    refilter();
}

void ViewportFilterModel::refilter(bool always)
{
    if (m_waitingForView)
        return;
    if (m_viewport.isEmpty()) {
        if (always || !m_region.isEmpty()) {
            m_region = {};
            invalidateRowsFilter();
        }
        return;
    }
    const qreal dx = m_viewport.width() * m_margin;
    const qreal dy = m_viewport.height() * m_margin;
    m_region = m_viewport.adjusted(-dx, -dy, dx, dy);
    invalidateRowsFilter();
}

QRectF ViewportFilterModel::extent(int sourceRow) const
{
    const QAbstractItemModel *model = sourceModel();
    const QModelIndex index = model->index(sourceRow, 0);
    if (m_positionRole >= 0) {
        const QPointF position = index.data(m_positionRole).toPointF();
        const auto ports = [&](int role) {
            return role >= 0 ? index.data(role).toStringList().size() : 0;
        };
        const qsizetype rows =
            std::max<qsizetype>({1, ports(m_inputPortsRole), ports(m_outputPortsRole)});
        return QRectF(position, QSizeF(m_cardWidth, m_cardBaseHeight + qreal(rows) * m_rowHeight));
    }
    if (m_fromPositionRole >= 0 && m_toPositionRole >= 0) {
        const auto card = [&](int positionRole, int indexRole) {
            const int port = indexRole >= 0 ? std::max(0, index.data(indexRole).toInt()) : 0;
            return QRectF(index.data(positionRole).toPointF(),
                          QSizeF(m_cardWidth, m_cardBaseHeight + (port + 1) * m_rowHeight));
        };
        // The curve's handles reach at most half a card beyond the cards it joins.
        const qreal reach = m_cardWidth / 2;
        return card(m_fromPositionRole, m_fromPortIndexRole)
            .united(card(m_toPositionRole, m_toPortIndexRole))
            .adjusted(-reach, 0, reach, 0);
    }
    return {};
}

bool ViewportFilterModel::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    if (sourceParent.isValid())
        return true;
    if (m_waitingForView)
        return false;
    if (m_region.isEmpty())
        return true;
    const QRectF item = extent(sourceRow);
    return item.isNull() || m_region.intersects(item);
}

QRectF ViewportFilterModel::bounds() const
{
    if (!m_boundsValid) {
        m_bounds = {};
        const QAbstractItemModel *model = sourceModel();
        const int rows = model ? model->rowCount() : 0;
        for (int row = 0; row < rows; ++row)
            m_bounds = m_bounds.isNull() ? extent(row) : m_bounds.united(extent(row));
        m_boundsValid = true;
    }
    return m_bounds;
}

} // namespace weft::app
