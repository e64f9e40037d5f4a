#pragma once

#include "GraphOverview.h"

#include <QColor>
#include <QStringList>

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
/// right. The edge whose key ("from.port->to.port") is `selectedKey` is drawn selected, and the
/// edges whose `critical` role is true (a finished run's critical path) in `criticalColor`.
/// edgeAt() finds the edge a click meant, as the edge delegates do when zoomed in.
///
/// Lives on the GUI thread.
class EdgeOverview : public GraphOverview
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(qreal cardWidth MEMBER m_cardWidth WRITE setCardWidth NOTIFY styleChanged)
    Q_PROPERTY(qreal portTop MEMBER m_portTop WRITE setPortTop NOTIFY styleChanged)
    Q_PROPERTY(qreal rowHeight MEMBER m_rowHeight WRITE setRowHeight NOTIFY styleChanged)
    Q_PROPERTY(qreal minHandle MEMBER m_minHandle WRITE setMinHandle NOTIFY styleChanged)
    Q_PROPERTY(qreal lineWidth MEMBER m_lineWidth WRITE setLineWidth NOTIFY styleChanged)
    Q_PROPERTY(QColor color MEMBER m_color WRITE setColor NOTIFY styleChanged)
    Q_PROPERTY(
        QColor selectedColor MEMBER m_selectedColor WRITE setSelectedColor NOTIFY styleChanged)
    Q_PROPERTY(
        QColor criticalColor MEMBER m_criticalColor WRITE setCriticalColor NOTIFY styleChanged)
    Q_PROPERTY(QString selectedKey MEMBER m_selectedKey WRITE setSelectedKey NOTIFY styleChanged)

public:
    explicit EdgeOverview(QQuickItem *parent = nullptr);

    void setCardWidth(qreal width);
    void setPortTop(qreal top);
    void setRowHeight(qreal height);
    void setMinHandle(qreal handle);
    void setLineWidth(qreal width);
    void setColor(const QColor &color);
    void setSelectedColor(const QColor &color);
    void setCriticalColor(const QColor &color);
    void setSelectedKey(const QString &key);

    /// The edge whose curve passes within `reach` of the graph point, nearest first, as
    /// [fromNode, fromPort, toNode, toPort]; empty when none does.
    Q_INVOKABLE QStringList edgeAt(QPointF graphPoint, qreal reach) const;

    void paint(QPainter *painter) override;

Q_SIGNALS:
    void styleChanged();

protected:
    void refresh() override;

private:
    /// Calls `visit` with each edge's row and its curve's start, controls and end.
    void forEachCurve(const std::function<void(const QModelIndex &, QPointF, QPointF, QPointF,
                                               QPointF)> &visit) const;
    template<typename T>
    void set(T &member, const T &value);

    qreal m_cardWidth = 216;
    qreal m_portTop = 60;
    qreal m_rowHeight = 22;
    qreal m_minHandle = 60;
    qreal m_lineWidth = 2;
    QColor m_color{Qt::gray};
    QColor m_selectedColor{Qt::blue};
    QColor m_criticalColor{Qt::darkYellow};
    QString m_selectedKey;
};

} // namespace weft::app
