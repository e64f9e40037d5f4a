#pragma once

#include "Backend.h"

#include <condition_variable>
#include <mutex>
#include <thread>
#include <vector>

namespace weft::engine {

/// A pool of worker threads, started once and reused by every run. runWorkers() hands the
/// scheduler's loop to all threads and blocks until each has returned. Thread-safe for one
/// caller at a time; the destructor stops and joins the threads.
class ThreadBackend final : public Backend
{
public:
    explicit ThreadBackend(int workers);
    ~ThreadBackend() override;

    QString name() const override { return QStringLiteral("threads"); }
    int workers() const override { return int(m_threads.size()); }
    void runWorkers(const std::function<void(int)> &loop) override;

private:
    void threadMain(int worker, std::stop_token stop);

    std::mutex m_mutex;
    std::condition_variable_any m_wake;
    std::condition_variable m_done;
    const std::function<void(int)> *m_loop = nullptr;
    quint64 m_generation = 0; ///< bumped per run so each thread runs each loop once
    int m_running = 0;
    std::vector<std::jthread> m_threads;
};

} // namespace weft::engine
