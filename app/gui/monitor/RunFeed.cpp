#include "RunFeed.h"

namespace weft::app {

void RunFeed::Delivery::clear()
{
    events.clear();
    failures.clear();
    metrics.clear();
    workers.clear();
}

void RunFeed::onEvents(std::span<const engine::Event> events)
{
    std::lock_guard lock(m_mutex);
    m_pending.events.insert(m_pending.events.end(), events.begin(), events.end());
}

void RunFeed::onFailures(std::span<const engine::NodeFailure> failures)
{
    std::lock_guard lock(m_mutex);
    m_pending.failures.insert(m_pending.failures.end(), failures.begin(), failures.end());
}

void RunFeed::onMetrics(const engine::MetricSample &sample)
{
    std::lock_guard lock(m_mutex);
    m_pending.metrics.push_back(sample);
}

void RunFeed::onWorkers(std::span<const engine::WorkerSample> samples)
{
    std::lock_guard lock(m_mutex);
    m_pending.workers.insert(m_pending.workers.end(), samples.begin(), samples.end());
}

void RunFeed::take(Delivery &delivery)
{
    delivery.clear();
    std::lock_guard lock(m_mutex);
    std::swap(m_pending, delivery);
}

} // namespace weft::app
