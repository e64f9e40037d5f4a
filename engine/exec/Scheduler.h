#pragma once

#include "TaskGraph.h"
#include "TaskRunner.h"
#include "TaskState.h"

#include <atomic>
#include <condition_variable>
#include <memory>
#include <mutex>
#include <stop_token>
#include <vector>

namespace weft::engine {

class Backend;
class EventStream;
class SequentialMemoryBound;
class TaskRunner;

struct SchedulerOptions
{
    /// After a failure, let branches that do not depend on it finish (default: start nothing
    /// new, let running tasks finish, and stop).
    bool keepGoing = false;
    /// Never hold more memory in intermediate outputs at once than a one-worker run would
    /// (SequentialMemoryBound), at the price of workers waiting when the next task does not
    /// fit. Off by default: it also keeps independent branches from running side by side once
    /// they would hold more than one branch does.
    bool boundMemory = false;
    /// With boundMemory: what each task's output is expected to hold, by task (the bytes it
    /// held in the last recorded run, or an estimate), so that the bound weighs bytes; empty
    /// counts outputs.
    std::vector<qint64> outputWeights = {};
};

/// Runs a TaskGraph on a Backend's workers, in dependency order, the way dask's local
/// scheduler does: among ready tasks the one of smallest static priority runs next
/// (TaskGraph::priority, which one worker follows exactly), so that a branch finishes — and its
/// data can be released — before the next one starts; on several workers, a branch whose
/// expected length decides the run's end goes first (ReadyTasks). Each output is released as soon
/// as its last consumer has finished, an output nobody reads as soon as its task ends. Every
/// transition is recorded in the EventStream without blocking.
///
///     TaskGraph graph = ...;            // finalized
///     ThreadBackend backend(2);
///     EventStream events(backend.workers() + 1);
///     Scheduler scheduler(graph, backend, &events);
///     const RunStatus status = scheduler.run(runner, stopSource.get_token());
///
/// One run per instance. run() blocks the calling thread (which records as writer
/// backend.workers() in the stream) until every worker has returned. The hot path takes no lock
/// for a task that continues a branch: a worker keeps the one successor it made ready when that
/// comes before every shared ready task, and shares the rest through one mutex-guarded
/// ReadyTasks.
class Scheduler
{
public:
    Scheduler(const TaskGraph &graph, Backend &backend, EventStream *events,
              SchedulerOptions options = {});
    ~Scheduler();
    Scheduler(const Scheduler &) = delete;
    Scheduler &operator=(const Scheduler &) = delete;

    /// Runs until every task has reached a final state, or the run stops (failure policy,
    /// `stop`, or no task can start). Tasks that never started end skipped (downstream of a
    /// failure) or cancelled.
    RunStatus run(TaskRunner &runner, std::stop_token stop = {});

    TaskState state(TaskIndex task) const;
    /// Set when tasks were left that could never start (a cycle the validator missed).
    bool wasStuck() const { return m_stuck; }

    /// Tasks created while the run went (TaskContext::spawn), after it ended.
    qsizetype dynamicTaskCount() const;

private:
    struct Shared;
    class Context;

    void workerLoop(int worker, TaskRunner &runner, std::stop_token stop);
    TaskIndex takeShared(bool wasBusy, std::stop_token stop);
    /// Runs a task of the graph's body; returns true when the task is complete (nothing it
    /// spawned is still open).
    bool runStatic(int worker, TaskIndex task, TaskRunner &runner, std::stop_token stop);
    /// Runs a spawned task; returns its parent when this completed the parent, else kNoTask.
    TaskIndex runDynamic(int worker, TaskIndex entry, TaskRunner &runner, std::stop_token stop);
    /// Every part of a task that spawned has finished: let the runner assemble its outputs.
    void completeSpawned(int worker, TaskIndex task, TaskRunner &runner);
    void spawn(TaskIndex parent, int worker, DynamicWork work, bool first, quint32 node);
    void finishTask(int worker, TaskIndex task, TaskRunner &runner,
                    std::vector<TaskIndex> &newlyReady, std::stop_token stop);
    void skipDownstream(int worker, TaskIndex failed, TaskRunner &runner);
    void consumeInputs(int worker, TaskIndex task, TaskRunner &runner);
    void shareReady(std::vector<TaskIndex> &ready, TaskIndex &keep);
    /// With boundMemory: makes ready what the bound admits now; called with the lock held.
    void admitLocked(int worker);
    void countFinal(qsizetype n);
    void requestStop();
    void settleUnfinished(TaskRunner &runner);
    void record(int worker, int type, TaskIndex task, qint64 value = 0);
    void recordFor(int worker, int type, TaskIndex task, quint32 node, qint64 value);
    bool transition(TaskIndex task, TaskState from, TaskState to);
    void setOwnState(TaskIndex task, TaskState from, TaskState to);

    const TaskGraph &m_graph;
    Backend &m_backend;
    EventStream *m_events;
    SchedulerOptions m_options;
    TaskArray<std::atomic<quint32>> m_waitingFor; ///< predecessors not yet succeeded
    TaskArray<std::atomic<quint32>> m_consumers;  ///< successors not yet final
    TaskArray<std::atomic<quint8>> m_state;       ///< TaskState
    TaskArray<std::atomic<quint32>> m_open;       ///< body + spawned tasks unfinished
    TaskArray<std::atomic<bool>> m_partFailed;    ///< body or a spawned task failed
    std::atomic<qsizetype> m_final{0};
    std::atomic<bool> m_stopping{false};
    bool m_stuck = false;
    std::unique_ptr<Shared> m_shared;
    std::unique_ptr<SequentialMemoryBound> m_bound; ///< with boundMemory; guarded by the lock
};

} // namespace weft::engine
