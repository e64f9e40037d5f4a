#include "TimeChartItem.h"

#include "ChartScale.h"

#include <QLocale>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace weft::app {

namespace {

constexpr qreal kBottomMargin = 18;
constexpr qreal kTopMargin = 6;
constexpr qreal kRightMargin = 8;

} // namespace

TimeChartItem::TimeChartItem(qreal leftMargin, QQuickItem *parent)
    : QQuickPaintedItem(parent)
    , m_leftMargin(leftMargin)
{
    setAntialiasing(true);
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

void TimeChartItem::setScale(qreal top, qreal endNs)
{
    const qreal maxValue = niceCeiling(top * 1.1);
    endNs = endNs > 0 ? endNs : 1;
    if (!qFuzzyCompare(maxValue, m_maxValue) || !qFuzzyCompare(endNs, m_endNs)) {
        m_maxValue = maxValue;
        m_endNs = endNs;
        Q_EMIT scaleChanged();
    }
    update();
}

QRectF TimeChartItem::plotArea() const
{
    return QRectF(m_leftMargin, kTopMargin,
                  std::max<qreal>(1, width() - m_leftMargin - kRightMargin),
                  std::max<qreal>(1, height() - kTopMargin - kBottomMargin));
}

qreal TimeChartItem::xOf(qreal ns) const
{
    const QRectF area = plotArea();
    return area.left() + ns / m_endNs * area.width();
}

qreal TimeChartItem::nsAt(qreal x) const
{
    const QRectF area = plotArea();
    return std::clamp((x - area.left()) / area.width(), 0.0, 1.0) * m_endNs;
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
    const QRectF below(area.left(), area.bottom() + 2, area.width(), kBottomMargin - 2);
    painter->drawText(below, Qt::AlignLeft | Qt::AlignTop, tr("0 s"));
    painter->drawText(below, Qt::AlignRight | Qt::AlignTop,
                      tr("%1 s").arg(QLocale().toString(m_endNs / 1e9, 'f', 2)));
}

void TimeChartItem::geometryChange(const QRectF &newGeometry, const QRectF &oldGeometry)
{
    QQuickPaintedItem::geometryChange(newGeometry, oldGeometry);
    if (newGeometry.size() != oldGeometry.size()) {
        Q_EMIT scaleChanged();
        update();
    }
}

} // namespace weft::app
