#include "HistogramItem.h"

#include <QPainter>

#include <algorithm>

namespace weft::app {

HistogramItem::HistogramItem(QQuickItem *parent)
    : QQuickPaintedItem(parent)
{}

template<typename T>
void HistogramItem::set(T &member, const T &value)
{
    if (member == value)
        return;
    member = value;
    Q_EMIT styleChanged();
    update();
}

void HistogramItem::setBins(const QList<qreal> &bins)
{
    if (m_bins == bins)
        return;
    m_bins = bins;
    Q_EMIT binsChanged();
    update();
}

void HistogramItem::setColor(const QColor &color)
{
    set(m_color, color);
}

void HistogramItem::setBaseColor(const QColor &color)
{
    set(m_baseColor, color);
}

void HistogramItem::setGap(qreal gap)
{
    set(m_gap, std::max<qreal>(0, gap));
}

void HistogramItem::paint(QPainter *painter)
{
    const qreal w = width();
    const qreal h = height();
    if (w <= 0 || h <= 1)
        return;
    const qsizetype n = m_bins.size();
    if (n == 0)
        return; // text, or bins not computed yet: nothing, not even the base line
    painter->fillRect(QRectF(0, h - 1, w, 1), m_baseColor);
    const qreal gap = w / qreal(n) - m_gap >= 2 ? m_gap : 0;
    const qreal barWidth = (w - gap * qreal(n - 1)) / qreal(n);
    const qreal room = h - 1;
    for (qsizetype i = 0; i < n; ++i) {
        const qreal share = std::clamp<qreal>(m_bins.at(i), 0, 1);
        // A bin with any value shows at least one pixel: a rare value is not lost.
        const qreal barHeight = share > 0 ? std::max<qreal>(1, share * room) : 0;
        painter->fillRect(
            QRectF(qreal(i) * (barWidth + gap), room - barHeight, barWidth, barHeight), m_color);
    }
}

} // namespace weft::app
