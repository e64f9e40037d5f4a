#pragma once

#include "exec/RunSampler.h"
#include "exec/TaskPhases.h"

namespace weft::engine {
class Backend;
}

namespace weft::run {

/// A run's one sampler (engine::RunSampler), which RecordedRun hands its event pump: the
/// process's memory and CPU time from /proc (store::ProcessProbe), the bytes held and the tasks
/// running and ready as the events so far count them (TaskPhases, the rule every monitor
/// counts by), and every worker of the backend (WorkerProbe). The run store and the window
/// get the same samples from it, so a replay shows what the live run showed.
///
/// Used on the pump's thread only. The backend must outlive it.
class ProcessSampler final : public engine::RunSampler
{
public:
    explicit ProcessSampler(engine::Backend &backend);

    void onEvents(std::span<const engine::Event> events) override;
    engine::MetricSample sampleMetrics(qint64 ns) override;
    std::vector<engine::WorkerSample> sampleWorkers(qint64 ns) override;

private:
    engine::Backend &m_backend;
    engine::TaskPhases m_phases;
    qint64 m_bytesHeld = 0;
};

} // namespace weft::run
