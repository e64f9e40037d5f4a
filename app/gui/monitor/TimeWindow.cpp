#include "TimeWindow.h"

#include <algorithm>

namespace weft::app {

TimeWindow::TimeWindow(QObject *parent)
    : QObject(parent)
{}

void TimeWindow::apply(qreal start, qreal end)
{
    end = std::max(end, start + kMinimumSpanNs);
    if (qFuzzyCompare(start + 1, m_start + 1) && qFuzzyCompare(end, m_end))
        return;
    m_start = start;
    m_end = end;
    Q_EMIT changed();
}

void TimeWindow::setView(qreal startNs, qreal endNs)
{
    const bool wasFollowing = m_following;
    m_following = false;
    const qreal start = m_start, end = m_end;
    apply(startNs, endNs);
    // apply() announces a new span; a window that only stopped following announces that.
    if (wasFollowing && qFuzzyCompare(start + 1, m_start + 1) && qFuzzyCompare(end, m_end))
        Q_EMIT changed();
    Q_EMIT edited();
}

void TimeWindow::fitAll()
{
    const bool wasFollowing = m_following;
    m_following = true;
    const qreal start = m_start, end = m_end;
    updateExtent();
    if (!wasFollowing && qFuzzyCompare(start + 1, m_start + 1) && qFuzzyCompare(end, m_end))
        Q_EMIT changed();
    Q_EMIT edited();
}

void TimeWindow::zoomAt(qreal anchorNs, qreal fraction, qreal factor)
{
    if (factor <= 0)
        return;
    const qreal span = std::max(kMinimumSpanNs, (m_end - m_start) / factor);
    const qreal start = anchorNs - span * std::clamp<qreal>(fraction, 0, 1);
    setView(start, start + span);
}

void TimeWindow::panBy(qreal ns)
{
    if (qFuzzyIsNull(ns))
        return;
    setView(m_start + ns, m_end + ns);
}

void TimeWindow::reportExtent(const QObject *view, qreal endNs)
{
    m_extents.insert(view, endNs);
    updateExtent();
}

void TimeWindow::dropExtent(const QObject *view)
{
    if (m_extents.remove(view) > 0)
        updateExtent();
}

void TimeWindow::updateExtent()
{
    qreal extent = 0;
    for (const qreal end : std::as_const(m_extents))
        extent = std::max(extent, end);
    m_extent = extent;
    if (m_following)
        apply(0, m_extent > 0 ? m_extent * kFollowMargin : kEmptySpanNs);
}

} // namespace weft::app
