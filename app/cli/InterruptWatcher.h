#pragma once

#include <atomic>
#include <stop_token>
#include <thread>

namespace weft::app {

/// Turns SIGINT and SIGTERM into a stop request for a headless run. The signal handler only
/// writes a byte to a pipe (the one async-signal-safe way out of a handler); a small thread
/// waits on the pipe and calls request_stop(), which may take locks. Restores the previous
/// handlers when destroyed. One instance at a time.
class InterruptWatcher
{
public:
    InterruptWatcher();
    ~InterruptWatcher();
    InterruptWatcher(const InterruptWatcher &) = delete;
    InterruptWatcher &operator=(const InterruptWatcher &) = delete;

    std::stop_token token() const { return m_stop.get_token(); }
    /// Whether a signal arrived (the caller exits with 130).
    bool interrupted() const { return m_interrupted.load(); }

private:
    std::stop_source m_stop;
    std::atomic<bool> m_interrupted{false};
    int m_pipe[2] = {-1, -1};
    std::jthread m_waiter;
};

} // namespace weft::app
