#pragma once

#include "RunRecord.h"

#include <vector>

namespace weft::engine {
class Backend;
}

namespace weft::store {

/// One sample of every worker of a backend, as the Workers panel shows them: the run store
/// writer takes one about every 500 ms (for replays and `weft --run`), the window's run
/// controller one as often for the live panel. A thread worker is this process (its pid, no
/// RSS or CPU time of its own); a scheduler worker of the processes backend drives worker
/// process `worker % processes`, whose pid, RSS, CPU time and restarts it gets.
///
/// Thread-safe: it reads only /proc and the pool's atomic pids and restart counts.
class WorkerProbe
{
public:
    /// A record per scheduler worker of `backend`, `ns` left 0 for the caller to stamp.
    static std::vector<WorkerRecord> sample(engine::Backend &backend);
};

} // namespace weft::store
