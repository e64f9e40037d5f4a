#pragma once

#include <QAbstractItemModel>
#include <QColor>
#include <QPointer>
#include <QQuickPaintedItem>
#include <QtQml/qqmlregistration.h>

#include <functional>

namespace weft::app {

/// Every edge of an EdgeListModel painted in one item, for the canvas zoomed far out: the same
/// horizontal bezier from output port to input port as an edge delegate draws, for hundreds of
/// edges at once. The item lives in graph coordinates (put it in the zoomed scene; it places and
/// sizes itself over the curves) and paints at the resolution the `zoom` gives it, so that panning
/// only moves a finished picture and a new zoom or a changed edge paints it again.
///
/// Port positions follow the node card's layout: a port row `index` is centred at
/// `portTop + rowHeight * (index + 0.5)` below the card's top, outputs at `cardWidth` to its
/// right. The edge whose key ("from.port->to.port") is `selectedKey` is drawn selected.
///
/// Lives on the GUI thread.
class EdgeOverview : public QQuickPaintedItem
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QAbstractItemModel *model READ model WRITE setModel NOTIFY modelChanged)
    Q_PROPERTY(qreal zoom MEMBER m_zoom WRITE setZoom NOTIFY styleChanged)
    Q_PROPERTY(qreal cardWidth MEMBER m_cardWidth WRITE setCardWidth NOTIFY styleChanged)
    Q_PROPERTY(qreal portTop MEMBER m_portTop WRITE setPortTop NOTIFY styleChanged)
    Q_PROPERTY(qreal rowHeight MEMBER m_rowHeight WRITE setRowHeight NOTIFY styleChanged)
    Q_PROPERTY(qreal minHandle MEMBER m_minHandle WRITE setMinHandle NOTIFY styleChanged)
    Q_PROPERTY(qreal lineWidth MEMBER m_lineWidth WRITE setLineWidth NOTIFY styleChanged)
    Q_PROPERTY(QColor color MEMBER m_color WRITE setColor NOTIFY styleChanged)
    Q_PROPERTY(
        QColor selectedColor MEMBER m_selectedColor WRITE setSelectedColor NOTIFY styleChanged)
    Q_PROPERTY(QString selectedKey MEMBER m_selectedKey WRITE setSelectedKey NOTIFY styleChanged)

public:
    /// The largest texture side painted; a larger graph is drawn less sharply, not bigger.
    static constexpr int kMaxTextureSide = 4096;

    explicit EdgeOverview(QQuickItem *parent = nullptr);

    QAbstractItemModel *model() const { return m_model; }
    void setModel(QAbstractItemModel *model);
    void setZoom(qreal zoom);
    void setCardWidth(qreal width);
    void setPortTop(qreal top);
    void setRowHeight(qreal height);
    void setMinHandle(qreal handle);
    void setLineWidth(qreal width);
    void setColor(const QColor &color);
    void setSelectedColor(const QColor &color);
    void setSelectedKey(const QString &key);

    void paint(QPainter *painter) override;

Q_SIGNALS:
    void modelChanged();
    void styleChanged();

protected:
    void geometryChange(const QRectF &newGeometry, const QRectF &oldGeometry) override;
    void itemChange(ItemChange change, const ItemChangeData &value) override;

private:
    /// Calls `visit` with each edge's row and its curve's start, controls and end.
    void forEachCurve(const std::function<void(const QModelIndex &, QPointF, QPointF, QPointF,
                                               QPointF)> &visit) const;
    /// Places the item over every curve (it positions and sizes itself).
    void updateBounds();
    template<typename T>
    void assign(T &member, const T &value);
    void updateTextureSize();

    QPointer<QAbstractItemModel> m_model;
    qreal m_zoom = 1;
    qreal m_cardWidth = 216;
    qreal m_portTop = 60;
    qreal m_rowHeight = 22;
    qreal m_minHandle = 60;
    qreal m_lineWidth = 2;
    QColor m_color{Qt::gray};
    QColor m_selectedColor{Qt::blue};
    QString m_selectedKey;
    bool m_boundsDirty = true;
};

} // namespace weft::app
