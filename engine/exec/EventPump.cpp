#include "EventPump.h"

#include "EventObserver.h"
#include "EventStream.h"

namespace weft::engine {

EventPump::EventPump(EventStream &stream, std::chrono::milliseconds interval)
    : m_stream(stream)
    , m_interval(interval)
{}

EventPump::~EventPump()
{
    stop();
}

void EventPump::addObserver(EventObserver *observer)
{
    Q_ASSERT(!isRunning());
    m_observers.push_back(observer);
}

void EventPump::start()
{
    Q_ASSERT(!isRunning());
    m_thread = std::jthread([this](std::stop_token stop) { loop(stop); });
}

void EventPump::stop()
{
    if (!isRunning())
        return;
    m_thread.request_stop(); // wakes the wait in loop() at once
    m_thread.join();
}

void EventPump::loop(std::stop_token stop)
{
    for (;;) {
        {
            std::unique_lock lock(m_mutex);
            m_wake.wait_for(lock, stop, m_interval, [] { return false; });
        }
        // Read before draining: once the stop request is seen, every event recorded before
        // stop() was called is visible to this drain, which is then the last one.
        const bool last = stop.stop_requested();
        deliverPending();
        if (last)
            return;
    }
}

void EventPump::deliverPending()
{
    qsizetype delivered = 0;
    do {
        m_batch.clear();
        delivered = m_stream.drain(
            [this](std::span<const Event> run) {
                m_batch.insert(m_batch.end(), run.begin(), run.end());
            },
            kMaxBatchEvents);
        if (delivered == 0)
            return;
        for (EventObserver *observer : m_observers)
            observer->onEvents(m_batch);
    } while (delivered == kMaxBatchEvents);
}

} // namespace weft::engine
