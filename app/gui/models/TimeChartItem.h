#pragma once

#include <QColor>
#include <QQuickPaintedItem>
#include <QtQml/qqmlregistration.h>

namespace weft::app {

/// The base of the monitor's painted time charts (batch tuning, memory): a plot area inside
/// the axis labels, a time axis from the run's start (0 ns) to `endNs` and a value axis from 0
/// to `maxValue`, the horizontal grid and the axis labels. A subclass sets the scale from its
/// model (setScale), says how a value reads (valueLabel) and paints its data over paintAxes().
///
/// `xOf()`/`nsAt()` and `yOf()`/`valueAt()` map times and values to the item's coordinates and
/// back, for QML overlays (hover, clicks, drag handles). Lives on the GUI thread.
class TimeChartItem : public QQuickPaintedItem
{
    Q_OBJECT
    QML_ANONYMOUS
    Q_PROPERTY(QColor gridColor MEMBER m_gridColor WRITE setGridColor NOTIFY colorsChanged)
    Q_PROPERTY(QColor textColor MEMBER m_textColor WRITE setTextColor NOTIFY colorsChanged)
    /// The plotting area inside the item (the rest holds the axis labels).
    Q_PROPERTY(QRectF plotArea READ plotArea NOTIFY scaleChanged)
    /// The top of the value axis.
    Q_PROPERTY(qreal maxValue READ maxValue NOTIFY scaleChanged)

public:
    void setGridColor(const QColor &color);
    void setTextColor(const QColor &color);
    QRectF plotArea() const;
    qreal maxValue() const { return m_maxValue; }

    Q_INVOKABLE qreal xOf(qreal ns) const;
    Q_INVOKABLE qreal nsAt(qreal x) const;
    Q_INVOKABLE qreal yOf(qreal value) const;
    Q_INVOKABLE qreal valueAt(qreal y) const;

Q_SIGNALS:
    void colorsChanged();
    void scaleChanged();

protected:
    /// `leftMargin` leaves room for the widest value label.
    TimeChartItem(qreal leftMargin, QQuickItem *parent);

    /// Repaints after a colour changed.
    void recolor();
    /// The value axis up to a round value above `top` (with a tenth of headroom), the time
    /// axis up to `endNs` (1 ns while the run has no time yet); repaints.
    void setScale(qreal top, qreal endNs);
    qreal scaleEndNs() const { return m_endNs; }
    QColor gridColor() const { return m_gridColor; }
    QColor textColor() const { return m_textColor; }

    /// The grid, the value labels (valueLabel) and the time axis's two ends.
    void paintAxes(QPainter *painter) const;
    virtual QString valueLabel(qreal value) const = 0;

    void geometryChange(const QRectF &newGeometry, const QRectF &oldGeometry) override;

private:
    qreal m_leftMargin;
    QColor m_gridColor{0xe1e4e9};
    QColor m_textColor{0x646c78};
    qreal m_maxValue = 1;
    qreal m_endNs = 1;
};

} // namespace weft::app
