#pragma once

#include "monitor/TimeWindow.h"

#include <QMetaObject>

#include <functional>

namespace weft::app {

/// The time window a view (the task stream, a time chart) shows: a shared one set from QML
/// (the dashboard's), or the view's own while none is set. The link reports the view's extent
/// (its model's latest time) to the window it shows, takes the report back when it switches
/// or dies, falls back to the view's own window when the shared one is destroyed, and calls
/// `changed` whenever the window shown moves or is replaced.
///
/// A member of the view, on the GUI thread.
class TimeWindowLink
{
public:
    TimeWindowLink(QObject *view, std::function<void()> changed);
    ~TimeWindowLink();
    TimeWindowLink(const TimeWindowLink &) = delete;
    TimeWindowLink &operator=(const TimeWindowLink &) = delete;

    /// The window shown (never null).
    TimeWindow *window() const { return m_window; }
    /// The shared window shown, or null while the view shows its own.
    TimeWindow *shared() const { return m_window == &m_own ? nullptr : m_window; }
    /// Shows `window`, or the view's own when null; false when that is already shown.
    bool setShared(TimeWindow *window);
    /// The view's model now reaches `endNs`.
    void reportExtent(qreal endNs);

private:
    void attach(TimeWindow *window);
    void detach();

    QObject *m_view;
    std::function<void()> m_changed;
    TimeWindow m_own;
    TimeWindow *m_window = nullptr;
    qreal m_extent = 0;
    QMetaObject::Connection m_onChanged;
    QMetaObject::Connection m_onDestroyed;
};

} // namespace weft::app
