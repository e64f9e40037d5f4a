#pragma once

#include <QAbstractItemModel>
#include <QColor>
#include <QJSValue>
#include <QPointer>
#include <QQuickPaintedItem>
#include <QtQml/qqmlregistration.h>

namespace weft::app {

/// Every node of a NodeListModel as a small block, painted in one item: the minimap's picture
/// of the whole graph. One item instead of a delegate per node, so that a 2,000-node project
/// costs the minimap one paint when the graph changes and nothing while the view pans.
///
/// A node at graph point p is drawn at `offset + (p - origin) * factor`, its size the card's
/// (`cardWidth` wide, `cardBaseHeight` + `rowHeight` per port row high) times the factor and at
/// least 2 pixels. `colorFor(category)` gives a node's colour (called once per category and
/// paint); selected nodes are drawn in `selectedColor`.
///
/// Lives on the GUI thread.
class NodeOverview : public QQuickPaintedItem
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QAbstractItemModel *model READ model WRITE setModel NOTIFY modelChanged)
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

public:
    explicit NodeOverview(QQuickItem *parent = nullptr);

    QAbstractItemModel *model() const { return m_model; }
    void setModel(QAbstractItemModel *model);
    void setOrigin(QPointF origin);
    void setOffset(QPointF offset);
    void setFactor(qreal factor);
    void setCardWidth(qreal width);
    void setCardBaseHeight(qreal height);
    void setRowHeight(qreal height);
    void setColorFor(const QJSValue &function);
    void setSelectedColor(const QColor &color);

    void paint(QPainter *painter) override;

Q_SIGNALS:
    void modelChanged();
    void geometryChanged();
    void colorsChanged();

private:
    template<typename T>
    void assign(T &member, const T &value, void (NodeOverview::*changed)());

    QPointer<QAbstractItemModel> m_model;
    QPointF m_origin;
    QPointF m_offset;
    qreal m_factor = 1;
    qreal m_cardWidth = 216;
    qreal m_cardBaseHeight = 68;
    qreal m_rowHeight = 22;
    QJSValue m_colorFor;
    QColor m_selectedColor{Qt::blue};
};

} // namespace weft::app
