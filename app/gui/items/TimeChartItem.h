#pragma once

#include "TimeWindowLink.h"

#include <QColor>
#include <QQuickPaintedItem>
#include <QtQml/qqmlregistration.h>

namespace weft::app {

/// The base of the monitor's painted time charts (batch tuning, memory): a plot area inside
/// the axis labels, a time axis over the time window shown and a value axis from 0 to
/// `maxValue`, the horizontal grid and the axis labels. A subclass reports its model's latest
/// time (setExtent), says how high its data goes inside a span of time (topWithin), how a
/// value reads (valueLabel) and paints its data over paintAxes(), clipped to the plot area.
///
/// The value axis fits what is shown: its top is a round value a tenth above the highest
/// value drawn inside the time window, found again whenever the window moves, so that zooming
/// into a quiet stretch of a run shows that stretch rather than a flat line under the whole
/// run's maximum. A window with nothing drawn in it keeps the whole run's axis.
///
/// The time window is `timeWindow` when set (the dashboard's, shared with the task stream and
/// the other charts), else the chart's own; it follows the whole run until the user zooms or
/// pans. The wheel zooms around the pointer, a drag pans, a double-click shows the whole run
/// again; a click that does not drag emits `clicked` (the memory chart picks a time with it).
/// Tab reaches the chart and a click gives it focus; then the keys of applyTimeWindowKey zoom
/// around the window's centre, pan and show the whole run, as in the task stream.
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
    /// The room above the plotting area: enough for a label an overlay puts over the highest
    /// value (the memory chart's peak), so that the label is never drawn over the data.
    Q_PROPERTY(qreal topMargin READ topMargin WRITE setTopMargin NOTIFY scaleChanged)
    /// The shared time window; null for the chart's own.
    Q_PROPERTY(weft::app::TimeWindow *timeWindow READ timeWindow WRITE setTimeWindow NOTIFY
                   timeWindowChanged)
    /// The time window shown, in ns from the run's origin.
    Q_PROPERTY(qreal viewStart READ viewStart NOTIFY viewChanged)
    Q_PROPERTY(qreal viewEnd READ viewEnd NOTIFY viewChanged)
    Q_PROPERTY(bool following READ isFollowing NOTIFY viewChanged)

public:
    void setGridColor(const QColor &color);
    void setTextColor(const QColor &color);
    QRectF plotArea() const;
    qreal maxValue() const { return m_maxValue; }
    qreal topMargin() const { return m_topMargin; }
    void setTopMargin(qreal margin);
    TimeWindow *timeWindow() const { return m_window.shared(); }
    void setTimeWindow(TimeWindow *window);
    qreal viewStart() const { return m_window.window()->start(); }
    qreal viewEnd() const { return m_window.window()->end(); }
    bool isFollowing() const { return m_window.window()->isFollowing(); }

    Q_INVOKABLE qreal xOf(qreal ns) const;
    /// The time at x, held inside the window shown.
    Q_INVOKABLE qreal nsAt(qreal x) const;
    Q_INVOKABLE qreal yOf(qreal value) const;
    Q_INVOKABLE qreal valueAt(qreal y) const;
    /// Zooms by `factor` (> 1 zooms in) keeping the time under x where it is.
    Q_INVOKABLE void zoomAt(qreal x, qreal factor);
    /// Shows the whole run and follows it as it grows.
    Q_INVOKABLE void fitAll();

Q_SIGNALS:
    void colorsChanged();
    void scaleChanged();
    void timeWindowChanged();
    void viewChanged();
    /// A press and release without a drag at (x, y) in the item.
    void clicked(qreal x, qreal y);

protected:
    /// `leftMargin` leaves room for the widest value label.
    TimeChartItem(qreal leftMargin, QQuickItem *parent);

    /// Repaints after a colour changed.
    void recolor();
    /// The model changed and now reaches `endNs`, which the window follows: fits the value
    /// axis to the window again and repaints.
    void setExtent(qreal endNs);
    /// The highest value the chart draws between `startNs` and `endNs` (the window shown; 0
    /// for nothing), which the value axis rises a tenth above.
    virtual qreal topWithin(qreal startNs, qreal endNs) const = 0;
    QColor gridColor() const { return m_gridColor; }
    QColor textColor() const { return m_textColor; }

    /// The grid, the value labels (valueLabel) and round times along the time axis.
    void paintAxes(QPainter *painter) const;
    virtual QString valueLabel(qreal value) const = 0;

    void geometryChange(const QRectF &newGeometry, const QRectF &oldGeometry) override;
    void keyPressEvent(QKeyEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void mouseDoubleClickEvent(QMouseEvent *event) override;

private:
    /// The value axis's top from topWithin() over the window shown.
    void rescale();

    qreal m_leftMargin;
    qreal m_topMargin = 6;
    QColor m_gridColor{0xe1e4e9};
    QColor m_textColor{0x646c78};
    qreal m_maxValue = 1;
    TimeWindowLink m_window;
    QPointF m_pressPosition;
    qreal m_lastX = 0;
    bool m_pressed = false;
    bool m_panning = false;
};

} // namespace weft::app
