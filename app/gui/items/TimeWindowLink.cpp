#include "TimeWindowLink.h"

namespace weft::app {

TimeWindowLink::TimeWindowLink(QObject *view, std::function<void()> changed)
    : m_view(view)
    , m_changed(std::move(changed))
{
    attach(&m_own);
}

TimeWindowLink::~TimeWindowLink()
{
    detach();
}

bool TimeWindowLink::setShared(TimeWindow *window)
{
    TimeWindow *next = window ? window : &m_own;
    if (next == m_window)
        return false;
    detach();
    attach(next);
    m_changed();
    return true;
}

void TimeWindowLink::reportExtent(qreal endNs)
{
    m_extent = endNs;
    m_window->reportExtent(m_view, endNs);
}

void TimeWindowLink::attach(TimeWindow *window)
{
    m_window = window;
    m_onChanged = QObject::connect(window, &TimeWindow::changed, m_view, [this] { m_changed(); });
    if (window != &m_own) {
        // Only QObject is left of a window whose destroyed() fires: never call into it then.
        m_onDestroyed = QObject::connect(window, &QObject::destroyed, m_view, [this] {
            QObject::disconnect(m_onChanged);
            QObject::disconnect(m_onDestroyed);
            attach(&m_own);
            m_changed();
        });
    }
    window->reportExtent(m_view, m_extent);
}

void TimeWindowLink::detach()
{
    QObject::disconnect(m_onChanged);
    QObject::disconnect(m_onDestroyed);
    m_window->dropExtent(m_view);
}

} // namespace weft::app
