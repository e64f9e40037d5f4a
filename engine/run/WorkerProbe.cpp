#include "WorkerProbe.h"

#include "exec/Backend.h"
#include "exec/WorkerPool.h"
#include "store/ProcessProbe.h"

#include <algorithm>

namespace weft::run {

using store::ProcessProbe;

std::vector<engine::WorkerSample> WorkerProbe::sample(engine::Backend &backend)
{
    std::vector<engine::WorkerSample> samples(std::size_t(std::max(backend.workers(), 0)));
    std::vector<qint64> pids;
    std::vector<int> restarts;
    if (backend.runsInProcesses()) {
        pids = backend.workerPool().pids();
        restarts = backend.workerPool().restarts();
    }
    const qint64 self = ProcessProbe::currentPid();
    for (std::size_t i = 0; i < samples.size(); ++i) {
        engine::WorkerSample &sample = samples[i];
        sample.worker = int(i);
        sample.pid = self;
        if (pids.empty())
            continue;
        // Scheduler worker i drives worker process i % processes.
        const std::size_t slot = i % pids.size();
        sample.pid = std::max<qint64>(pids[slot], 0);
        sample.rssBytes = sample.pid > 0 ? ProcessProbe::residentBytes(sample.pid) : 0;
        sample.cpuNs = sample.pid > 0 ? ProcessProbe::cpuNs(sample.pid) : 0;
        sample.restarts = slot < restarts.size() ? restarts[slot] : 0;
    }
    return samples;
}

} // namespace weft::run
