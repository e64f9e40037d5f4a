#pragma once

#include "exec/RunSampler.h"

#include <vector>

namespace weft::engine {
class Backend;
}

namespace weft::run {

/// One sample of every worker of a backend, as the Workers panel shows them: the run's sampler
/// (ProcessSampler) takes one about every 500 ms, which the run store keeps (for replays and
/// `weft --run`) and the window shows live. A thread worker is this process (its pid, no RSS of
/// its own) with the CPU time of the thread it runs on (Backend::workerThreadId(), read from
/// /proc/self/task), so that a busy thread worker shows its CPU %; a scheduler worker of the
/// processes backend drives worker process `worker % processes`, whose pid, RSS, CPU time and
/// restarts it gets.
///
/// Thread-safe: it reads only /proc, the backend's thread ids and the pool's atomic pids and
/// restart counts.
class WorkerProbe
{
public:
    /// A sample per scheduler worker of `backend`, `ns` left 0 for the caller to stamp.
    static std::vector<engine::WorkerSample> sample(engine::Backend &backend);
};

} // namespace weft::run
