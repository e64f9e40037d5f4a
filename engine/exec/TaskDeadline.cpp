#include "TaskDeadline.h"

#include <chrono>

namespace weft::engine {

TaskDeadline::TaskDeadline(std::stop_token run, int timeoutSeconds)
    : m_forward(std::move(run), Forward{m_source})
{
    if (timeoutSeconds <= 0)
        return;
    m_watchdog = std::thread([this, timeoutSeconds] {
        std::unique_lock lock(m_mutex);
        if (!m_wake.wait_for(lock, std::chrono::seconds(timeoutSeconds),
                             [this] { return m_done; })) {
            m_expired.store(true);
            m_source.request_stop();
        }
    });
}

TaskDeadline::~TaskDeadline()
{
    if (!m_watchdog.joinable())
        return;
    {
        std::lock_guard lock(m_mutex);
        m_done = true;
    }
    m_wake.notify_all();
    m_watchdog.join();
}

} // namespace weft::engine
