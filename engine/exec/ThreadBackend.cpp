#include "ThreadBackend.h"

namespace weft::engine {

ThreadBackend::ThreadBackend(int workers)
{
    m_threads.reserve(size_t(workers));
    for (int i = 0; i < workers; ++i)
        m_threads.emplace_back([this, i](std::stop_token stop) { threadMain(i, stop); });
}

ThreadBackend::~ThreadBackend()
{
    for (auto &thread : m_threads)
        thread.request_stop();
    // jthread's destructor joins; the stop requests wake the waits in threadMain.
    m_threads.clear();
}

void ThreadBackend::runWorkers(const std::function<void(int)> &loop)
{
    std::unique_lock lock(m_mutex);
    m_loop = &loop;
    m_running = int(m_threads.size());
    ++m_generation;
    m_wake.notify_all();
    m_done.wait(lock, [this] { return m_running == 0; });
    m_loop = nullptr;
}

void ThreadBackend::threadMain(int worker, std::stop_token stop)
{
    quint64 seen = 0;
    while (true) {
        const std::function<void(int)> *loop = nullptr;
        {
            std::unique_lock lock(m_mutex);
            if (!m_wake.wait(lock, stop, [&] { return m_generation != seen; }))
                return; // stop requested
            seen = m_generation;
            loop = m_loop;
        }
        (*loop)(worker);
        std::lock_guard lock(m_mutex);
        if (--m_running == 0)
            m_done.notify_one();
    }
}

} // namespace weft::engine
