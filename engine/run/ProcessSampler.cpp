#include "ProcessSampler.h"

#include "WorkerProbe.h"
#include "store/ProcessProbe.h"

namespace weft::run {

using engine::Event;
using engine::EventType;

ProcessSampler::ProcessSampler(engine::Backend &backend)
    : m_backend(backend)
{}

void ProcessSampler::onEvents(std::span<const Event> events)
{
    for (const Event &event : events) {
        if (event.type == EventType::DatasetHeld)
            m_bytesHeld += event.value;
        else if (event.type == EventType::DatasetReleased)
            m_bytesHeld -= event.value;
        else
            m_phases.apply(event);
    }
}

engine::MetricSample ProcessSampler::sampleMetrics(qint64 ns)
{
    engine::MetricSample sample;
    sample.ns = ns;
    sample.bytesHeld = m_bytesHeld;
    sample.shmBytes = store::ProcessProbe::sharedMemoryBytes();
    sample.rssBytes = store::ProcessProbe::residentBytes();
    sample.workersRssBytes = store::ProcessProbe::childrenResidentBytes();
    sample.cpuNs = store::ProcessProbe::cpuNs();
    sample.running = int(m_phases.running());
    sample.ready = int(m_phases.ready());
    return sample;
}

std::vector<engine::WorkerSample> ProcessSampler::sampleWorkers(qint64 ns)
{
    std::vector<engine::WorkerSample> samples = WorkerProbe::sample(m_backend);
    for (engine::WorkerSample &sample : samples)
        sample.ns = ns;
    return samples;
}

} // namespace weft::run
