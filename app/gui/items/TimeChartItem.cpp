#include "TimeChartItem.h"

#include "ChartScale.h"
#include "TimeWindowKeys.h"

#include <QGuiApplication>
#include <QKeyEvent>
#include <QLocale>
#include <QPainter>
#include <QStyleHints>

#include <algorithm>
#include <cmath>

namespace weft::app {

namespace {

constexpr qreal kBottomMargin = 18;
constexpr qreal kRightMargin = 8;
/// One wheel notch (120 units) zooms by this factor, as the task stream does.
constexpr qreal kWheelZoom = 1.25;
/// A span of time that holds any run, and still fits a qint64 in ns.
constexpr qreal kWholeRunNs = 1e18;

/// About this many pixels between two labelled times on the axis.
constexpr qreal kTickSpacing = 110;

/// A round step (1, 2 or 5 times a power of ten, in ns) that puts ticks about kTickSpacing apart.
qreal tickStep(qreal spanNs, qreal width)
{
    const qreal raw = spanNs * kTickSpacing / std::max<qreal>(1, width);
    const qreal power = std::pow(10.0, std::floor(std::log10(raw)));
    for (const qreal factor : {1.0, 2.0, 5.0}) {
        if (factor * power >= raw)
            return factor * power;
    }
    return 10 * power;
}

/// A tick's time, with the decimals its step needs: "250 ms", "1.5 s"; in seconds once the
/// window reaches `endNs` of a second or more ("1.80 s" rather than "1,800 ms").
QString tickLabel(qreal ns, qreal stepNs, qreal endNs)
{
    const QLocale locale;
    if (endNs < 1e9) {
        const int decimals = std::max(0, int(std::ceil(-std::log10(stepNs / 1e6) - 1e-9)));
        return TimeChartItem::tr("%1 ms").arg(locale.toString(ns / 1e6, 'f', decimals));
    }
    const int decimals = std::max(0, int(std::ceil(-std::log10(stepNs / 1e9) - 1e-9)));
    return TimeChartItem::tr("%1 s").arg(locale.toString(ns / 1e9, 'f', decimals));
}

} // namespace

TimeChartItem::TimeChartItem(qreal leftMargin, QQuickItem *parent)
    : QQuickPaintedItem(parent)
    , m_leftMargin(leftMargin)
    , m_window(this, [this] {
        rescale();
        Q_EMIT viewChanged();
        update();
    })
{
    setAntialiasing(true);
    setAcceptedMouseButtons(Qt::LeftButton);
    setActiveFocusOnTab(true);
}

void TimeChartItem::recolor()
{
    Q_EMIT colorsChanged();
    update();
}

void TimeChartItem::setGridColor(const QColor &color)
{
    m_gridColor = color;
    recolor();
}

void TimeChartItem::setTextColor(const QColor &color)
{
    m_textColor = color;
    recolor();
}

void TimeChartItem::setTopMargin(qreal margin)
{
    margin = std::max<qreal>(0, margin);
    if (std::abs(margin - m_topMargin) < 0.5) // sub-pixel moves change nothing drawn
        return;
    m_topMargin = margin;
    update();
    Q_EMIT scaleChanged();
}

void TimeChartItem::setTimeWindow(TimeWindow *window)
{
    if (m_window.setShared(window))
        Q_EMIT timeWindowChanged();
}

void TimeChartItem::setExtent(qreal endNs)
{
    // A window that follows the run moves here, and rescales through the link if it does; the
    // data inside a window that stays may have grown all the same.
    m_window.reportExtent(std::max<qreal>(0, endNs));
    rescale();
    update();
}

void TimeChartItem::rescale()
{
    qreal top = topWithin(viewStart(), viewEnd());
    // A window with nothing in it (before the first batch, between two metric samples) keeps
    // the whole run's axis rather than one that reads 0 to 1 byte.
    if (!(top > 0))
        top = topWithin(-kWholeRunNs, kWholeRunNs);
    const qreal maxValue = niceCeiling(top * 1.1);
    if (!qFuzzyCompare(maxValue, m_maxValue)) {
        m_maxValue = maxValue;
        Q_EMIT scaleChanged();
    }
}

QRectF TimeChartItem::plotArea() const
{
    return QRectF(m_leftMargin, m_topMargin,
                  std::max<qreal>(1, width() - m_leftMargin - kRightMargin),
                  std::max<qreal>(1, height() - m_topMargin - kBottomMargin));
}

qreal TimeChartItem::xOf(qreal ns) const
{
    const QRectF area = plotArea();
    const TimeWindow *window = m_window.window();
    return area.left() + (ns - window->start()) / window->span() * area.width();
}

qreal TimeChartItem::nsAt(qreal x) const
{
    const QRectF area = plotArea();
    const TimeWindow *window = m_window.window();
    return window->start() +
           std::clamp((x - area.left()) / area.width(), 0.0, 1.0) * window->span();
}

qreal TimeChartItem::yOf(qreal value) const
{
    const QRectF area = plotArea();
    return area.bottom() - value / m_maxValue * area.height();
}

qreal TimeChartItem::valueAt(qreal y) const
{
    const QRectF area = plotArea();
    return (area.bottom() - y) / area.height() * m_maxValue;
}

void TimeChartItem::zoomAt(qreal x, qreal factor)
{
    const QRectF area = plotArea();
    m_window.window()->zoomAt(nsAt(x), (x - area.left()) / area.width(), factor);
}

void TimeChartItem::fitAll()
{
    m_window.window()->fitAll();
}

void TimeChartItem::paintAxes(QPainter *painter) const
{
    const QRectF area = plotArea();
    painter->setPen(QPen(m_gridColor, 1));
    for (int i = 0; i <= 4; ++i) {
        const qreal y = std::round(area.bottom() - area.height() * i / 4) + 0.5;
        painter->drawLine(QPointF(area.left(), y), QPointF(area.right(), y));
    }
    QFont font = painter->font();
    font.setPixelSize(10);
    painter->setFont(font);
    painter->setPen(m_textColor);
    for (int i = 0; i <= 4; i += 2) {
        const qreal y = area.bottom() - area.height() * i / 4;
        painter->drawText(QRectF(0, y - 7, m_leftMargin - 6, 14), Qt::AlignRight | Qt::AlignVCenter,
                          valueLabel(m_maxValue * i / 4));
    }
    // Round times under the axis, with a faint line up through the plot at each.
    const TimeWindow *window = m_window.window();
    const qreal step = tickStep(window->span(), area.width());
    const QRectF below(area.left(), area.bottom() + 2, area.width(), kBottomMargin - 2);
    // Counted in whole steps, so that 0.3 s does not come out as 0.30000000000000004 s.
    const auto last = qint64(std::floor(window->end() / step));
    for (auto tick = qint64(std::ceil(window->start() / step)); tick <= last; ++tick) {
        const qreal ns = qreal(tick) * step;
        const qreal x = std::round(xOf(ns)) + 0.5;
        painter->setPen(QPen(m_gridColor, 1));
        painter->drawLine(QPointF(x, area.top()), QPointF(x, area.bottom() + 3));
        const QString label = tickLabel(ns, step, window->end());
        const qreal labelWidth = painter->fontMetrics().horizontalAdvance(label);
        const QRectF rect(x - labelWidth / 2, below.top(), labelWidth, below.height());
        if (rect.left() < area.left() - 4 || rect.right() > area.right() + kRightMargin)
            continue;
        painter->setPen(m_textColor);
        painter->drawText(rect, Qt::AlignHCenter | Qt::AlignTop, label);
    }
}

void TimeChartItem::geometryChange(const QRectF &newGeometry, const QRectF &oldGeometry)
{
    QQuickPaintedItem::geometryChange(newGeometry, oldGeometry);
    if (newGeometry.size() != oldGeometry.size()) {
        Q_EMIT scaleChanged();
        update();
    }
}

void TimeChartItem::keyPressEvent(QKeyEvent *event)
{
    if (applyTimeWindowKey(m_window.window(), event))
        event->accept();
    else
        QQuickPaintedItem::keyPressEvent(event);
}

void TimeChartItem::wheelEvent(QWheelEvent *event)
{
    const qreal steps = event->angleDelta().y() / 120.0;
    if (qFuzzyIsNull(steps)) {
        event->ignore();
        return;
    }
    zoomAt(event->position().x(), std::pow(kWheelZoom, steps));
    event->accept();
}

void TimeChartItem::mousePressEvent(QMouseEvent *event)
{
    // For the keys, and for the focus ring that says where they go.
    forceActiveFocus(Qt::MouseFocusReason);
    m_pressed = true;
    m_panning = false;
    m_pressPosition = event->position();
    m_lastX = m_pressPosition.x();
    event->accept();
}

void TimeChartItem::mouseMoveEvent(QMouseEvent *event)
{
    if (!m_pressed)
        return;
    const qreal x = event->position().x();
    // A hand that clicks moves a little: only a real drag pans, then by all of it.
    if (!m_panning &&
        std::abs(x - m_pressPosition.x()) < QGuiApplication::styleHints()->startDragDistance())
        return;
    m_panning = true;
    m_window.window()->panBy(-(x - m_lastX) * m_window.window()->span() / plotArea().width());
    m_lastX = x;
    event->accept();
}

void TimeChartItem::mouseReleaseEvent(QMouseEvent *event)
{
    const bool click = m_pressed && !m_panning;
    m_pressed = false;
    m_panning = false;
    event->accept();
    if (click)
        Q_EMIT clicked(event->position().x(), event->position().y());
}

void TimeChartItem::mouseDoubleClickEvent(QMouseEvent *event)
{
    fitAll();
    event->accept();
}

} // namespace weft::app
