#include "NodeOverview.h"

#include <QFontMetricsF>
#include <QHash>
#include <QPainter>
#include <QTextLayout>

#include <algorithm>

namespace weft::app {

namespace {

/// The blocks are drawn at 70 % opacity, the selected ones opaque, as the minimap always did.
constexpr qreal kOpacity = 0.7;
constexpr qreal kMinimumSize = 2;
/// A card narrower than this many texture pixels has no frame, header or badge worth showing:
/// it is one filled rectangle, as a block smaller than kLeastRoundedPixels is (100,000 cards
/// drawn rounded and framed took a second, the minimap's blocks half of that again).
constexpr qreal kLeastCardPixels = 16;
constexpr qreal kLeastRoundedPixels = 6;
/// How much of a run state's colour tints a card's header: strong enough to read at 20 %.
constexpr qreal kStateTint = 0.45;

/// Around a title on a card, in screen pixels: room from the frame, and the category's stripe
/// that stands in for the badge.
constexpr qreal kTitleMargin = 2;
constexpr qreal kStripeWidth = 3;
/// A line shorter than this many average letters says nothing: the card shows its badge.
constexpr qreal kLeastTitleLetters = 4;

/// `title` wrapped into a box of `size` (pixels) in `font`: as many lines as fit, the last one
/// elided when the rest does not fit. Empty when not even one line of a few letters fits.
QStringList wrapTitle(const QString &title, const QFont &font, QSizeF size)
{
    const QFontMetricsF metrics(font);
    const int most = int(size.height() / metrics.lineSpacing());
    if (most < 1 || size.width() < kLeastTitleLetters * metrics.averageCharWidth() ||
        title.isEmpty())
        return {};
    QTextLayout layout(title, font);
    QTextOption option;
    // Whole words where they fit; a word longer than the card breaks, as the compact card does.
    option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    layout.setTextOption(option);
    QStringList lines;
    layout.beginLayout();
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
        line.setLineWidth(size.width());
        if (lines.size() + 1 == most) {
            const QString rest = title.mid(line.textStart()).trimmed();
            lines << metrics.elidedText(rest, Qt::ElideRight, size.width());
            break;
        }
        lines << title.mid(line.textStart(), line.textLength()).trimmed();
    }
    layout.endLayout();
    return lines;
}

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

void NodeOverview::setTitleFont(const QFont &font)
{
    set(m_titleFont, font, &NodeOverview::styleChanged);
}

void NodeOverview::setTitleColor(const QColor &color)
{
    set(m_titleColor, color, &NodeOverview::styleChanged);
}

qreal NodeOverview::screenScale() const
{
    // Titles are laid out in the texture's pixels: where it is capped, a card holds fewer of
    // them, and a 100,000-node graph lays out no title it could not show.
    return std::max<qreal>(0.0001, texturePixelScale() * m_factor);
}

QRectF NodeOverview::cardRect(const QModelIndex &index, const QHash<int, QByteArray> &roles) const
{
    const QPointF position = index.data(roles.key("position", -1)).toPointF();
    const qsizetype portRows =
        std::max<qsizetype>({1, index.data(roles.key("inputPorts", -1)).toStringList().size(),
                             index.data(roles.key("outputPorts", -1)).toStringList().size()});
    return {position, QSizeF(m_cardWidth, m_cardBaseHeight + qreal(portRows) * m_rowHeight)};
}

QStringList NodeOverview::titleLines(int row) const
{
    const QAbstractItemModel *model = this->model();
    if (!model || row < 0 || row >= model->rowCount())
        return {};
    return titleLines(model->index(row, 0), model->roleNames());
}

QStringList NodeOverview::titleLines(const QModelIndex &index,
                                     const QHash<int, QByteArray> &roles) const
{
    if (!m_cards || m_titleFont.pixelSize() <= 0)
        return {};
    const QSizeF card = cardRect(index, roles).size() * screenScale();
    return wrapTitle(
        index.data(roles.key("displayTitle", -1)).toString(), m_titleFont,
        QSizeF(card.width() - 3 * kTitleMargin - kStripeWidth, card.height() - 2 * kTitleMargin));
}

void NodeOverview::paint(QPainter *painter)
{
    // One plain pointer for the whole paint: the model cannot go away while it runs.
    const QAbstractItemModel *model = this->model();
    if (!model)
        return;
    const QHash<int, QByteArray> roles = model->roleNames();
    const int positionRole = roles.key("position", -1);
    const int selectedRole = roles.key("selected", -1);
    const int categoryRole = roles.key("category", -1);
    const int stateRole = roles.key("runState", -1);
    const int criticalRole = roles.key("critical", -1);
    if (positionRole < 0)
        return;

    ColorCache categoryColor(m_colorFor);
    ColorCache stateColor(m_stateColorFor);
    // Lines at least a pixel or two on screen, however far out the canvas is zoomed.
    const qreal scale = screenScale();
    const qreal pixel = 1 / std::max<qreal>(0.01, scale);
    painter->setRenderHint(QPainter::Antialiasing);
    painter->translate(m_offset);
    painter->scale(m_factor, m_factor);
    painter->translate(-m_origin);
    const bool tiny = m_cards && m_cardWidth * scale < kLeastCardPixels;
    const int rows = model->rowCount();
    for (int row = 0; row < rows; ++row) {
        const QModelIndex index = model->index(row, 0);
        const QRectF card = cardRect(index, roles);
        const bool selected = selectedRole >= 0 && index.data(selectedRole).toBool();
        const QString category =
            categoryRole >= 0 ? index.data(categoryRole).toString() : QString();
        if (!m_cards) {
            const qreal least = kMinimumSize / std::max<qreal>(0.0001, m_factor);
            const QRectF block(card.topLeft(), QSizeF(std::max(least, card.width()),
                                                      std::max(least, card.height())));
            painter->setOpacity(selected ? 1 : kOpacity);
            const QColor color = selected ? m_selectedColor : categoryColor(category);
            if (block.width() * scale < kLeastRoundedPixels) {
                painter->fillRect(block, color);
                continue;
            }
            painter->setPen(Qt::NoPen);
            painter->setBrush(color);
            painter->drawRoundedRect(block, 1 / m_factor, 1 / m_factor);
            continue;
        }
        const QString state = stateRole >= 0 ? index.data(stateRole).toString() : QString();
        const QColor tone = state.isEmpty() ? QColor() : stateColor(state);
        if (tiny) {
            painter->fillRect(card, selected         ? m_selectedColor
                                    : tone.isValid() ? tone
                                                     : categoryColor(category));
            continue;
        }
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
        painter->setBrush(badge);
        const QStringList title = titleLines(index, roles);
        if (title.isEmpty()) {
            const qreal margin = (m_headerHeight - m_badgeSize) / 2;
            painter->drawRoundedRect(
                QRectF(card.x() + margin, card.y() + margin, m_badgeSize, m_badgeSize),
                m_radius - 1, m_radius - 1);
            continue;
        }
        // In screen pixels from here: the title's size is what the eye sees at any zoom.
        painter->save();
        painter->translate(card.topLeft());
        painter->scale(1 / scale, 1 / scale);
        const QSizeF size = card.size() * scale;
        painter->drawRoundedRect(
            QRectF(kTitleMargin, kTitleMargin, kStripeWidth, size.height() - 2 * kTitleMargin),
            kStripeWidth / 2, kStripeWidth / 2);
        painter->setFont(m_titleFont);
        painter->setPen(m_titleColor);
        const QFontMetricsF metrics(m_titleFont);
        qreal baseline =
            (size.height() - qreal(title.size()) * metrics.lineSpacing()) / 2 + metrics.ascent();
        for (const QString &line : title) {
            painter->drawText(QPointF(2 * kTitleMargin + kStripeWidth, baseline), line);
            baseline += metrics.lineSpacing();
        }
        painter->restore();
    }
}

} // namespace weft::app
