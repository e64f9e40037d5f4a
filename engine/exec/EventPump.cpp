#include "EventPump.h"

#include "EventObserver.h"
#include "EventStream.h"
#include "RunSampler.h"

namespace weft::engine {

namespace {

constexpr quint8 kNodeEnded = 1;   ///< a failed or cancelled event of the node was delivered
constexpr quint8 kFailureSent = 2; ///< the node's failure was delivered

} // namespace

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

void EventPump::setSampler(RunSampler *sampler, SampleIntervals intervals)
{
    Q_ASSERT(!isRunning());
    m_sampler = sampler;
    m_intervals = intervals;
}

void EventPump::setSampler(RunSampler *sampler)
{
    setSampler(sampler, SampleIntervals());
}

void EventPump::start()
{
    Q_ASSERT(!isRunning());
    m_ending.clear();
    m_failures.clear();
    m_nodes.clear();
    m_lastMetricsNs = 0;
    m_lastWorkersNs = 0;
    m_ended = false;
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
        deliverPending(last);
        if (last)
            return;
    }
}

void EventPump::deliverPending(bool last)
{
    for (;;) {
        m_batch.clear();
        const qsizetype delivered = m_stream.drain(
            [this](std::span<const Event> run) {
                m_batch.insert(m_batch.end(), run.begin(), run.end());
            },
            kMaxBatchEvents);
        if (delivered == 0)
            break;
        deliverBatch();
        // Once RunFinished is drained, every event recorded before it is visible (the workers
        // ended before it was recorded): drain until the stream is empty, then end the run.
        if (delivered < kMaxBatchEvents && m_ending.empty())
            break;
    }
    // Drained first, so that every failure whose event was drained is taken.
    m_stream.takeFailures(m_failures);
    const bool end = last || !m_ending.empty();
    deliverFailures(end);
    if (m_sampler && !m_ended)
        deliverSamples(end);
    if (!m_ending.empty()) {
        for (EventObserver *observer : m_observers)
            observer->onEvents(m_ending);
        m_ending.clear();
        m_ended = true;
    }
}

void EventPump::deliverBatch()
{
    std::size_t kept = 0;
    for (std::size_t i = 0; i < m_batch.size(); ++i) {
        const Event &event = m_batch[i];
        if (event.type == EventType::TaskFailed || event.type == EventType::TaskCancelled) {
            if (event.node >= m_nodes.size())
                m_nodes.resize(std::max<std::size_t>(event.node + 1, m_nodes.size() * 2));
            m_nodes[event.node] |= kNodeEnded;
        } else if (event.type == EventType::RunFinished) {
            m_ending.push_back(event);
            continue;
        }
        if (kept != i)
            m_batch[kept] = event;
        ++kept;
    }
    m_batch.resize(kept);
    if (m_batch.empty())
        return;
    if (m_sampler)
        m_sampler->onEvents(m_batch);
    for (EventObserver *observer : m_observers)
        observer->onEvents(m_batch);
}

void EventPump::deliverFailures(bool all)
{
    m_ripe.clear();
    std::size_t kept = 0;
    for (NodeFailure &failure : m_failures) {
        if (failure.node >= m_nodes.size())
            m_nodes.resize(std::size_t(failure.node) + 1);
        quint8 &node = m_nodes[failure.node];
        if (node & kFailureSent)
            continue; // a node's first failure is the one that counts
        if (all || (node & kNodeEnded)) {
            node |= kFailureSent;
            m_ripe.push_back(std::move(failure));
        } else {
            if (&m_failures[kept] != &failure)
                m_failures[kept] = std::move(failure);
            ++kept;
        }
    }
    m_failures.resize(kept);
    if (m_ripe.empty())
        return;
    for (EventObserver *observer : m_observers)
        observer->onFailures(m_ripe);
}

void EventPump::deliverSamples(bool end)
{
    const qint64 now = Event::now();
    // Due half a pump interval early: the pump wakes every interval, and a sample due just
    // after a wake-up would otherwise wait for the next one. The first is due at once.
    const auto due = [now, slack = std::chrono::nanoseconds(m_interval).count() /
                                   2](qint64 last, std::chrono::milliseconds interval) {
        return last == 0 || now + slack - last >= std::chrono::nanoseconds(interval).count();
    };
    if (end || due(m_lastMetricsNs, m_intervals.metrics)) {
        const MetricSample sample = m_sampler->sampleMetrics(now);
        for (EventObserver *observer : m_observers)
            observer->onMetrics(sample);
        m_lastMetricsNs = now;
    }
    if (end || due(m_lastWorkersNs, m_intervals.workers)) {
        const std::vector<WorkerSample> samples = m_sampler->sampleWorkers(now);
        if (!samples.empty())
            for (EventObserver *observer : m_observers)
                observer->onWorkers(samples);
        m_lastWorkersNs = now;
    }
}

} // namespace weft::engine
