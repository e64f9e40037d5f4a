#pragma once

#include <atomic>
#include <condition_variable>
#include <mutex>
#include <stop_token>
#include <thread>

namespace weft::engine {

/// The stop token of one attempt of a node run on a thread: requested when the run is
/// cancelled or, with a timeout, when the time is up. A thread cannot be killed, so a
/// timeout is cooperative: the operator sees the request at its next check of the token
/// (`work` within 20 ms, `command` kills its child at once, a reduction between chunks) and
/// the task fails when the operator returns. Worker processes give the hard guarantee.
///
///     TaskDeadline deadline(runStop, node.run.timeoutSeconds);
///     op.run(OperatorCall(..., deadline.token()));
///     if (deadline.expired()) ... // "timed out after N s"
///
/// With no timeout there is no watchdog thread; otherwise one waits for the time or for this
/// object's end. Not copyable; use on one thread.
class TaskDeadline
{
public:
    /// `timeoutSeconds` 0 means none.
    TaskDeadline(std::stop_token run, int timeoutSeconds);
    ~TaskDeadline();
    TaskDeadline(const TaskDeadline &) = delete;
    TaskDeadline &operator=(const TaskDeadline &) = delete;

    std::stop_token token() const { return m_source.get_token(); }
    /// Whether the time ran out (rather than the run being cancelled).
    bool expired() const { return m_expired.load(); }

private:
    struct Forward
    {
        std::stop_source target;
        void operator()() const { std::stop_source(target).request_stop(); }
    };

    std::stop_source m_source;
    std::stop_callback<Forward> m_forward; ///< the run's cancel reaches the attempt
    std::atomic<bool> m_expired{false};
    std::mutex m_mutex;
    std::condition_variable m_wake;
    bool m_done = false;
    std::thread m_watchdog;
};

} // namespace weft::engine
