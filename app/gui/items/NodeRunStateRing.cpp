#include "NodeRunStateRing.h"

#include <QPainter>

#include <algorithm>
#include <cmath>

namespace weft::app {

namespace {

/// QPainter angles are in sixteenths of a degree, counter-clockwise from three o'clock.
constexpr int kFullCircle = 360 * 16;
constexpr int kTwelveOClock = 90 * 16;

} // namespace

NodeRunStateRing::NodeRunStateRing(QQuickItem *parent)
    : QQuickPaintedItem(parent)
{
    setAntialiasing(true);
}

template<typename T>
void NodeRunStateRing::set(T &member, const T &value)
{
    if (member == value)
        return;
    member = value;
    Q_EMIT styleChanged();
    update();
}

void NodeRunStateRing::setProgress(qreal progress)
{
    set(m_progress, std::clamp<qreal>(progress, 0, 1));
}

void NodeRunStateRing::setColor(const QColor &color)
{
    set(m_color, color);
}

void NodeRunStateRing::setTrackColor(const QColor &color)
{
    set(m_trackColor, color);
}

void NodeRunStateRing::setLineWidth(qreal width)
{
    set(m_lineWidth, width);
}

void NodeRunStateRing::paint(QPainter *painter)
{
    const qreal inset = m_lineWidth / 2;
    const QRectF ring = QRectF(0, 0, width(), height()).adjusted(inset, inset, -inset, -inset);
    if (ring.isEmpty())
        return;
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setBrush(Qt::NoBrush);
    painter->setPen(QPen(m_trackColor, m_lineWidth));
    painter->drawEllipse(ring);
    const int span = int(std::lround(m_progress * kFullCircle));
    if (span <= 0)
        return;
    painter->setPen(QPen(m_color, m_lineWidth, Qt::SolidLine, Qt::FlatCap));
    if (span >= kFullCircle)
        painter->drawEllipse(ring);
    else
        painter->drawArc(ring, kTwelveOClock, -span);
}

} // namespace weft::app
