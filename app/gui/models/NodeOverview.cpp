#include "NodeOverview.h"

#include <QHash>
#include <QPainter>

#include <algorithm>

namespace weft::app {

namespace {

/// The blocks are drawn at 70 % opacity, the selected ones opaque, as the minimap always did.
constexpr qreal kOpacity = 0.7;
constexpr qreal kMinimumSize = 2;

} // namespace

NodeOverview::NodeOverview(QQuickItem *parent)
    : QQuickPaintedItem(parent)
{
    setAntialiasing(true);
}

template<typename T>
void NodeOverview::assign(T &member, const T &value, void (NodeOverview::*changed)())
{
    if (member == value)
        return;
    member = value;
    Q_EMIT(this->*changed)();
    update();
}

void NodeOverview::setModel(QAbstractItemModel *model)
{
    if (model == m_model)
        return;
    if (m_model)
        disconnect(m_model, nullptr, this, nullptr);
    m_model = model;
    if (m_model) {
        const auto repaint = [this] { update(); };
        connect(m_model, &QAbstractItemModel::modelReset, this, repaint);
        connect(m_model, &QAbstractItemModel::rowsInserted, this, repaint);
        connect(m_model, &QAbstractItemModel::rowsRemoved, this, repaint);
        connect(m_model, &QAbstractItemModel::rowsMoved, this, repaint);
        connect(m_model, &QAbstractItemModel::layoutChanged, this, repaint);
        connect(m_model, &QAbstractItemModel::dataChanged, this, repaint);
    }
    Q_EMIT modelChanged();
    update();
}

void NodeOverview::setOrigin(QPointF origin)
{
    assign(m_origin, origin, &NodeOverview::geometryChanged);
}

void NodeOverview::setOffset(QPointF offset)
{
    assign(m_offset, offset, &NodeOverview::geometryChanged);
}

void NodeOverview::setFactor(qreal factor)
{
    assign(m_factor, factor, &NodeOverview::geometryChanged);
}

void NodeOverview::setCardWidth(qreal width)
{
    assign(m_cardWidth, width, &NodeOverview::geometryChanged);
}

void NodeOverview::setCardBaseHeight(qreal height)
{
    assign(m_cardBaseHeight, height, &NodeOverview::geometryChanged);
}

void NodeOverview::setRowHeight(qreal height)
{
    assign(m_rowHeight, height, &NodeOverview::geometryChanged);
}

void NodeOverview::setColorFor(const QJSValue &function)
{
    m_colorFor = function;
    Q_EMIT colorsChanged();
    update();
}

void NodeOverview::setSelectedColor(const QColor &color)
{
    assign(m_selectedColor, color, &NodeOverview::colorsChanged);
}

void NodeOverview::paint(QPainter *painter)
{
    // One plain pointer for the whole paint: the model cannot go away while it runs.
    const QAbstractItemModel *model = m_model.data();
    if (!model)
        return;
    const QHash<int, QByteArray> roles = model->roleNames();
    const int positionRole = roles.key("position", -1);
    const int inputsRole = roles.key("inputPorts", -1);
    const int outputsRole = roles.key("outputPorts", -1);
    const int selectedRole = roles.key("selected", -1);
    const int categoryRole = roles.key("category", -1);
    if (positionRole < 0)
        return;

    QHash<QString, QColor> colors;
    const auto colorOf = [&](const QString &category) {
        auto it = colors.find(category);
        if (it == colors.end()) {
            QColor color = Qt::gray;
            if (m_colorFor.isCallable()) {
                const QVariant value = m_colorFor.call({QJSValue(category)}).toVariant();
                if (value.canConvert<QColor>())
                    color = value.value<QColor>();
            }
            it = colors.insert(category, color);
        }
        return *it;
    };

    painter->setPen(Qt::NoPen);
    const int rows = model->rowCount();
    for (int row = 0; row < rows; ++row) {
        const QModelIndex index = model->index(row, 0);
        const QPointF position = index.data(positionRole).toPointF();
        const qsizetype portRows =
            std::max<qsizetype>({1, index.data(inputsRole).toStringList().size(),
                                 index.data(outputsRole).toStringList().size()});
        const QRectF block(
            m_offset + (position - m_origin) * m_factor,
            QSizeF(std::max(kMinimumSize, m_cardWidth * m_factor),
                   std::max(kMinimumSize,
                            (m_cardBaseHeight + qreal(portRows) * m_rowHeight) * m_factor)));
        const bool selected = selectedRole >= 0 && index.data(selectedRole).toBool();
        painter->setOpacity(selected ? 1 : kOpacity);
        painter->setBrush(selected ? m_selectedColor
                                   : colorOf(categoryRole >= 0 ? index.data(categoryRole).toString()
                                                               : QString()));
        painter->drawRoundedRect(block, 1, 1);
    }
}

} // namespace weft::app
