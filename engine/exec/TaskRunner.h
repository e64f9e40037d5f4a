#pragma once

#include "Event.h"
#include "TaskGraph.h"

#include <functional>
#include <stop_token>

namespace weft::engine {

/// How one run of a task ended, as the runner tells the scheduler.
struct TaskOutcome
{
    bool ok = false;        ///< false: the task failed (the runner keeps the reason)
    qint64 outputBytes = 0; ///< what its outputs hold in memory, reported as DatasetHeld
    quint32 items = 0;      ///< a batch of a map node: its item count, reported as BatchFinished
};

class TaskContext;

/// Work created while a run goes, e.g. one batch of a map node's items. Runs on any worker;
/// `context` lets it create more work for the same task (the next batch).
using DynamicWork =
    std::function<TaskOutcome(int worker, std::stop_token stop, TaskContext &context)>;

/// What a running task may ask of the scheduler. Valid only during runTask() (or the spawned
/// work it is given to), and only on the thread that runs it.
class TaskContext
{
public:
    /// Adds a task that runs `work` as soon as a worker is free (before older ready tasks:
    /// depth first). The spawning task finishes — and its consumers may start — only when its
    /// own body and every task it spawned have finished; it fails when any of them failed.
    virtual void spawn(DynamicWork work) = 0;
    /// As spawn(), for this task, but the work's events name graph node `node`: work done
    /// ahead for a node that consumes this one (a map node streaming from this map node's
    /// batches). The default records it as this task's own.
    virtual void spawnFor(quint32 node, DynamicWork work)
    {
        Q_UNUSED(node);
        spawn(std::move(work));
    }
    /// Records an event of `type` with `value` for the task (or spawned part) this context
    /// runs, on its worker's event lane: what the task's backend learns while it runs (its
    /// Slurm job was submitted, then started). The default records nothing.
    virtual void recordEvent(EventType type, qint64 value)
    {
        Q_UNUSED(type);
        Q_UNUSED(value);
    }
    /// The context of the task or spawned part this thread runs now; nullptr outside one. Lets
    /// code deep in a task's calls (a map batch waiting for its Slurm job) report through
    /// recordEvent() without the context being handed down through every call.
    static TaskContext *current();

protected:
    ~TaskContext() = default;
};

/// What the scheduler asks of the layer that knows what a task does (operators on datasets,
/// or nothing at all in the benchmarks). Called from worker threads, concurrently for
/// different tasks: implementations must be thread-safe across tasks.
class TaskRunner
{
public:
    virtual ~TaskRunner() = default;
    /// Runs `task` on `worker`. A long task checks `stop` and returns early when it is set;
    /// it may create more tasks through `context` (a map node creating its batches).
    virtual TaskOutcome runTask(TaskIndex task, int worker, std::stop_token stop,
                                TaskContext &context) = 0;
    /// A task that spawned work has finished its body and every part it spawned, all of them
    /// successfully: assemble its outputs (a map node joins its batches). Called once, on the
    /// worker that finished the last part, before any consumer can start; returns the outcome
    /// as runTask() does. The default has nothing to assemble.
    virtual TaskOutcome completeSpawned(TaskIndex task)
    {
        Q_UNUSED(task);
        return {true, 0};
    }
    /// The last consumer of `task`'s output has finished (or will never run): drop the output
    /// unless it must be kept. Returns the bytes this freed.
    virtual qint64 releaseOutput(TaskIndex task) = 0;

protected:
    TaskRunner() = default;
    TaskRunner(const TaskRunner &) = default;
    TaskRunner &operator=(const TaskRunner &) = default;
};

} // namespace weft::engine
