#pragma once

#include "TaskGraph.h"

#include <stop_token>

namespace weft::engine {

/// How one run of a task ended, as the runner tells the scheduler.
struct TaskOutcome
{
    bool ok = false;        ///< false: the task failed (the runner keeps the reason)
    qint64 outputBytes = 0; ///< what its outputs hold in memory, reported as DatasetHeld
};

/// What the scheduler asks of the layer that knows what a task does (operators on datasets,
/// or nothing at all in the benchmarks). Called from worker threads, concurrently for
/// different tasks: implementations must be thread-safe across tasks.
class TaskRunner
{
public:
    virtual ~TaskRunner() = default;
    /// Runs `task` on `worker`. A long task checks `stop` and returns early when it is set.
    virtual TaskOutcome runTask(TaskIndex task, int worker, std::stop_token stop) = 0;
    /// The last consumer of `task`'s output has finished (or will never run): drop the output
    /// unless it must be kept. Returns the bytes this freed.
    virtual qint64 releaseOutput(TaskIndex task) = 0;

protected:
    TaskRunner() = default;
    TaskRunner(const TaskRunner &) = default;
    TaskRunner &operator=(const TaskRunner &) = default;
};

} // namespace weft::engine
