#pragma once

#include "GraphOverview.h"

#include <QColor>
#include <QFont>
#include <QJSValue>

namespace weft::app {

/// Every node of a NodeListModel painted in one item, in two looks:
///  - blocks (the minimap's picture of the whole graph): a small block per node in its
///    category's colour, selected nodes in `selectedColor`;
///  - cards (`cards` true; the canvas zoomed far out, where text would be a few pixels high):
///    each node's card frame, its header tinted with its category's colour and its category
///    badge, as the card delegate draws it, with the selection and, while a run is shown, the
///    node's run state (`stateColorFor(state)` colours the frame and the header) and a critical
///    path mark. Where a card is large enough on screen for a line of `titleFont` (its pixel
///    size counts on screen, whatever the zoom), it shows the node's title instead of its
///    badge: wrapped over the card, the last line elided, beside a stripe in the category's
///    colour. titleLines() says what a card shows.
/// One item instead of a delegate per node, so that a 2,000-node project costs one paint when
/// the graph changes and nothing while the view pans (only the finished texture moves).
///
/// A node at graph point p is drawn at `offset + (p - origin) * factor`, its size the card's
/// (`cardWidth` wide, `cardBaseHeight` + `rowHeight` per port row high) times the factor and
/// at least 2 pixels. `colorFor(category)` gives a category's colour (called once per category
/// and paint).
///
/// Lives on the GUI thread.
class NodeOverview : public GraphOverview
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QPointF origin MEMBER m_origin WRITE setOrigin NOTIFY geometryChanged)
    Q_PROPERTY(QPointF offset MEMBER m_offset WRITE setOffset NOTIFY geometryChanged)
    Q_PROPERTY(qreal factor MEMBER m_factor WRITE setFactor NOTIFY geometryChanged)
    Q_PROPERTY(qreal cardWidth MEMBER m_cardWidth WRITE setCardWidth NOTIFY geometryChanged)
    Q_PROPERTY(
        qreal cardBaseHeight MEMBER m_cardBaseHeight WRITE setCardBaseHeight NOTIFY geometryChanged)
    Q_PROPERTY(qreal rowHeight MEMBER m_rowHeight WRITE setRowHeight NOTIFY geometryChanged)
    Q_PROPERTY(QJSValue colorFor MEMBER m_colorFor WRITE setColorFor NOTIFY colorsChanged)
    Q_PROPERTY(
        QColor selectedColor MEMBER m_selectedColor WRITE setSelectedColor NOTIFY colorsChanged)
    Q_PROPERTY(bool cards MEMBER m_cards WRITE setCards NOTIFY styleChanged)
    Q_PROPERTY(qreal headerHeight MEMBER m_headerHeight WRITE setHeaderHeight NOTIFY styleChanged)
    Q_PROPERTY(qreal badgeSize MEMBER m_badgeSize WRITE setBadgeSize NOTIFY styleChanged)
    Q_PROPERTY(qreal radius MEMBER m_radius WRITE setRadius NOTIFY styleChanged)
    Q_PROPERTY(QColor backgroundColor MEMBER m_backgroundColor WRITE setBackgroundColor NOTIFY
                   styleChanged)
    Q_PROPERTY(QColor borderColor MEMBER m_borderColor WRITE setBorderColor NOTIFY styleChanged)
    Q_PROPERTY(qreal tint MEMBER m_tint WRITE setTint NOTIFY styleChanged)
    Q_PROPERTY(
        QJSValue stateColorFor MEMBER m_stateColorFor WRITE setStateColorFor NOTIFY colorsChanged)
    Q_PROPERTY(
        QColor criticalColor MEMBER m_criticalColor WRITE setCriticalColor NOTIFY colorsChanged)
    Q_PROPERTY(QFont titleFont MEMBER m_titleFont WRITE setTitleFont NOTIFY styleChanged)
    Q_PROPERTY(QColor titleColor MEMBER m_titleColor WRITE setTitleColor NOTIFY styleChanged)

public:
    explicit NodeOverview(QQuickItem *parent = nullptr);

    void setOrigin(QPointF origin);
    void setOffset(QPointF offset);
    void setFactor(qreal factor);
    void setCardWidth(qreal width);
    void setCardBaseHeight(qreal height);
    void setRowHeight(qreal height);
    void setColorFor(const QJSValue &function);
    void setSelectedColor(const QColor &color);
    void setCards(bool cards);
    void setHeaderHeight(qreal height);
    void setBadgeSize(qreal size);
    void setRadius(qreal radius);
    void setBackgroundColor(const QColor &color);
    void setBorderColor(const QColor &color);
    void setTint(qreal tint);
    void setStateColorFor(const QJSValue &function);
    void setCriticalColor(const QColor &color);
    void setTitleFont(const QFont &font);
    void setTitleColor(const QColor &color);

    /// The lines of the title of the node in `row` as its card shows it in cards mode at the
    /// current zoom; empty when the card is too small on screen for a line of a few letters
    /// (the card delegate then names the node on hover) or titles are off (no pixel size).
    Q_INVOKABLE QStringList titleLines(int row) const;

    void paint(QPainter *painter) override;

Q_SIGNALS:
    void geometryChanged();
    void colorsChanged();
    void styleChanged();

private:
    /// The card of the node at `index` (a row of the model, whose roles are `roles`), in graph
    /// coordinates.
    QRectF cardRect(const QModelIndex &index, const QHash<int, QByteArray> &roles) const;
    QStringList titleLines(const QModelIndex &index, const QHash<int, QByteArray> &roles) const;
    /// Graph units to the texture's pixels (the screen's, unless the texture is capped).
    qreal screenScale() const;

    template<typename T>
    void set(T &member, const T &value, void (NodeOverview::*changed)());

    QPointF m_origin;
    QPointF m_offset;
    qreal m_factor = 1;
    qreal m_cardWidth = 216;
    qreal m_cardBaseHeight = 68;
    qreal m_rowHeight = 22;
    QJSValue m_colorFor;
    QColor m_selectedColor{Qt::blue};
    bool m_cards = false;
    qreal m_headerHeight = 52;
    qreal m_badgeSize = 30;
    qreal m_radius = 8;
    QColor m_backgroundColor{Qt::white};
    QColor m_borderColor{Qt::lightGray};
    qreal m_tint = 0.07;
    QJSValue m_stateColorFor;
    QColor m_criticalColor{Qt::darkYellow};
    QFont m_titleFont;
    QColor m_titleColor{Qt::black};
};

} // namespace weft::app
