#include "NodeOverview.h"

#include <QHash>
#include <QPainter>

#include <algorithm>

namespace weft::app {

namespace {

/// The blocks are drawn at 70 % opacity, the selected ones opaque, as the minimap always did.
constexpr qreal kOpacity = 0.7;
constexpr qreal kMinimumSize = 2;
/// How much of a run state's colour tints a card's header: strong enough to read at 20 %.
constexpr qreal kStateTint = 0.45;

QColor mix(const QColor &base, const QColor &over, qreal amount)
{
    const QColor a = base.toRgb();
    const QColor b = over.toRgb();
    return QColor::fromRgbF(float(a.redF() + (b.redF() - a.redF()) * amount),
                            float(a.greenF() + (b.greenF() - a.greenF()) * amount),
                            float(a.blueF() + (b.blueF() - a.blueF()) * amount));
}

/// Colours from a QML function, asked once per name and paint.
class ColorCache
{
public:
    explicit ColorCache(const QJSValue &function)
        : m_function(function)
    {}

    QColor operator()(const QString &name)
    {
        auto it = m_colors.find(name);
        if (it == m_colors.end()) {
            QColor color = Qt::gray;
            if (m_function.isCallable()) {
                const QVariant value = m_function.call({QJSValue(name)}).toVariant();
                if (value.canConvert<QColor>())
                    color = value.value<QColor>();
            }
            it = m_colors.insert(name, color);
        }
        return *it;
    }

private:
    QJSValue m_function;
    QHash<QString, QColor> m_colors;
};

} // namespace

NodeOverview::NodeOverview(QQuickItem *parent)
    : GraphOverview(parent)
{}

template<typename T>
void NodeOverview::set(T &member, const T &value, void (NodeOverview::*changed)())
{
    if (assign(member, value))
        Q_EMIT(this->*changed)();
}

void NodeOverview::setOrigin(QPointF origin)
{
    set(m_origin, origin, &NodeOverview::geometryChanged);
}

void NodeOverview::setOffset(QPointF offset)
{
    set(m_offset, offset, &NodeOverview::geometryChanged);
}

void NodeOverview::setFactor(qreal factor)
{
    set(m_factor, factor, &NodeOverview::geometryChanged);
}

void NodeOverview::setCardWidth(qreal width)
{
    set(m_cardWidth, width, &NodeOverview::geometryChanged);
}

void NodeOverview::setCardBaseHeight(qreal height)
{
    set(m_cardBaseHeight, height, &NodeOverview::geometryChanged);
}

void NodeOverview::setRowHeight(qreal height)
{
    set(m_rowHeight, height, &NodeOverview::geometryChanged);
}

void NodeOverview::setColorFor(const QJSValue &function)
{
    m_colorFor = function;
    Q_EMIT colorsChanged();
    contentChanged();
}

void NodeOverview::setSelectedColor(const QColor &color)
{
    set(m_selectedColor, color, &NodeOverview::colorsChanged);
}

void NodeOverview::setCards(bool cards)
{
    set(m_cards, cards, &NodeOverview::styleChanged);
}

void NodeOverview::setHeaderHeight(qreal height)
{
    set(m_headerHeight, height, &NodeOverview::styleChanged);
}

void NodeOverview::setBadgeSize(qreal size)
{
    set(m_badgeSize, size, &NodeOverview::styleChanged);
}

void NodeOverview::setRadius(qreal radius)
{
    set(m_radius, radius, &NodeOverview::styleChanged);
}

void NodeOverview::setBackgroundColor(const QColor &color)
{
    set(m_backgroundColor, color, &NodeOverview::styleChanged);
}

void NodeOverview::setBorderColor(const QColor &color)
{
    set(m_borderColor, color, &NodeOverview::styleChanged);
}

void NodeOverview::setTint(qreal tint)
{
    set(m_tint, tint, &NodeOverview::styleChanged);
}

void NodeOverview::setStateColorFor(const QJSValue &function)
{
    m_stateColorFor = function;
    Q_EMIT colorsChanged();
    contentChanged();
}

void NodeOverview::setCriticalColor(const QColor &color)
{
    set(m_criticalColor, color, &NodeOverview::colorsChanged);
}

void NodeOverview::paint(QPainter *painter)
{
    // One plain pointer for the whole paint: the model cannot go away while it runs.
    const QAbstractItemModel *model = this->model();
    if (!model)
        return;
    const QHash<int, QByteArray> roles = model->roleNames();
    const int positionRole = roles.key("position", -1);
    const int inputsRole = roles.key("inputPorts", -1);
    const int outputsRole = roles.key("outputPorts", -1);
    const int selectedRole = roles.key("selected", -1);
    const int categoryRole = roles.key("category", -1);
    const int stateRole = roles.key("runState", -1);
    const int criticalRole = roles.key("critical", -1);
    if (positionRole < 0)
        return;

    ColorCache categoryColor(m_colorFor);
    ColorCache stateColor(m_stateColorFor);
    // Lines at least a pixel or two on screen, however far out the canvas is zoomed.
    const qreal pixel = 1 / std::max<qreal>(0.01, zoom() * m_factor);
    painter->setRenderHint(QPainter::Antialiasing);
    painter->translate(m_offset);
    painter->scale(m_factor, m_factor);
    painter->translate(-m_origin);
    const int rows = model->rowCount();
    for (int row = 0; row < rows; ++row) {
        const QModelIndex index = model->index(row, 0);
        const QPointF position = index.data(positionRole).toPointF();
        const qsizetype portRows =
            std::max<qsizetype>({1, index.data(inputsRole).toStringList().size(),
                                 index.data(outputsRole).toStringList().size()});
        const bool selected = selectedRole >= 0 && index.data(selectedRole).toBool();
        const QString category =
            categoryRole >= 0 ? index.data(categoryRole).toString() : QString();
        const qreal height = m_cardBaseHeight + qreal(portRows) * m_rowHeight;
        if (!m_cards) {
            const qreal least = kMinimumSize / std::max<qreal>(0.0001, m_factor);
            const QRectF block(position,
                               QSizeF(std::max(least, m_cardWidth), std::max(least, height)));
            painter->setPen(Qt::NoPen);
            painter->setOpacity(selected ? 1 : kOpacity);
            painter->setBrush(selected ? m_selectedColor : categoryColor(category));
            painter->drawRoundedRect(block, 1 / m_factor, 1 / m_factor);
            continue;
        }
        const QRectF card(position, QSizeF(m_cardWidth, height));
        const QString state = stateRole >= 0 ? index.data(stateRole).toString() : QString();
        const QColor tone = state.isEmpty() ? QColor() : stateColor(state);
        if (criticalRole >= 0 && index.data(criticalRole).toBool()) {
            const qreal halo = std::max<qreal>(4, 3 * pixel);
            painter->setPen(Qt::NoPen);
            painter->setBrush(m_criticalColor);
            painter->drawRoundedRect(card.adjusted(-halo, -halo, halo, halo), m_radius + halo,
                                     m_radius + halo);
        }
        const QColor frame = selected ? m_selectedColor : tone.isValid() ? tone : m_borderColor;
        const qreal frameWidth = selected || tone.isValid() ? std::max<qreal>(2, 2 * pixel) : 1;
        painter->setPen(QPen(frame, frameWidth));
        painter->setBrush(m_backgroundColor);
        painter->drawRoundedRect(card, m_radius, m_radius);

        const QColor badge = categoryColor(category);
        const QColor header = tone.isValid() ? mix(m_backgroundColor, tone, kStateTint)
                                             : mix(m_backgroundColor, badge, m_tint);
        const qreal inset = frameWidth / 2;
        const QRectF top(card.x() + inset, card.y() + inset, card.width() - 2 * inset,
                         m_headerHeight - inset);
        painter->setPen(Qt::NoPen);
        painter->setBrush(header);
        painter->drawRoundedRect(top, m_radius - inset, m_radius - inset);
        painter->drawRect(top.adjusted(0, m_radius, 0, 0));
        const qreal margin = (m_headerHeight - m_badgeSize) / 2;
        painter->setBrush(badge);
        painter->drawRoundedRect(
            QRectF(card.x() + margin, card.y() + margin, m_badgeSize, m_badgeSize), m_radius - 1,
            m_radius - 1);
    }
}

} // namespace weft::app
