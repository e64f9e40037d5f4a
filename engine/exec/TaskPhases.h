#pragma once

#include "Event.h"

#include <QString>

#include <array>
#include <vector>

namespace weft::engine {

/// Where one task of a run stands as far as the events seen so far tell: what a monitor counts
/// (ready, running, done). Coarser than TaskState (the outcome of a final task is its event's
/// type) and finer about Slurm (a started task whose job waits in the cluster's queue).
enum class TaskPhase : quint8 {
    Unseen,     ///< no event of the task yet
    Ready,      ///< queued (TaskQueued): it waits for a worker
    JobWaiting, ///< started, but its Slurm job waits in the cluster's queue: ready, not running
    Running,    ///< a worker runs it (TaskStarted)
    JobRunning, ///< its Slurm job runs on the cluster (JobStarted): running
    Final,      ///< succeeded, failed, cancelled or skipped: it never changes again
};

/// The lower-case name, for messages and tests ("job_waiting").
QString taskPhaseName(TaskPhase phase);

/// Whether a task in `phase` has a Slurm job, waiting or running.
constexpr bool hasJob(TaskPhase phase)
{
    return phase == TaskPhase::JobWaiting || phase == TaskPhase::JobRunning;
}

/// What one event did to its task: `from` → `to`, equal when it changed nothing.
struct PhaseChange
{
    TaskPhase from = TaskPhase::Unseen;
    TaskPhase to = TaskPhase::Unseen;

    bool changed() const { return from != to; }
    /// The task's first event that counts (a batch a map node spawned shows up this way).
    bool firstSeen() const { return from == TaskPhase::Unseen && to != TaskPhase::Unseen; }
    /// The task reached its final state with this event (a second final event does not).
    bool ended() const { return to == TaskPhase::Final && from != TaskPhase::Final; }
    /// +1 when the task entered `phase`, -1 when it left it, else 0: for counts kept by phase
    /// (a node's Slurm jobs waiting, for instance).
    int delta(TaskPhase phase) const { return int(to == phase) - int(from == phase); }
};

/// The phase of every task of one run and how many tasks are in each, fed with the run's events
/// one at a time. Every monitor of a run (the run store's samples, the status bar, the Progress
/// panel, the canvas) counts through one of these, so they agree on one rule: events of one
/// task come from different threads and may arrive in either order (a start before its
/// queueing, a final state before a late start), so a task never moves backwards, except that
/// a Slurm job submitted (again, after a preemption or for a retry) puts a started task back
/// to waiting until the job runs. The one transition table is in this header (kNext).
///
/// Made for the hot path of a monitored run of a million tasks: one byte per task in a flat
/// vector indexed by the task's number (grown by doubling), a table lookup per event, no
/// hashing and no allocation per event. Plain data; not thread-safe.
///
///     TaskPhases phases;
///     for (const Event &event : events) {
///         const PhaseChange change = phases.apply(event);
///         if (change.ended())
///             ++node(event).tasksDone;
///     }
///     statusBar.show(phases.done(), phases.running(), phases.ready());
class TaskPhases
{
public:
    /// Moves the event's task on; returns what changed. Events that are not about a task's
    /// phase (run, dataset and batch events) change nothing and touch no task.
    PhaseChange apply(const Event &event)
    {
        const auto type = quint32(event.type);
        if (type >= kEventTypes || !((kPhaseEvents >> type) & 1u))
            return {};
        if (event.task >= m_phase.size())
            grow(event.task);
        quint8 &phase = m_phase[event.task];
        const quint8 next = kNext[type][phase];
        const PhaseChange change{TaskPhase(phase), TaskPhase(next)};
        if (next != phase) {
            --m_count[phase];
            ++m_count[next];
            phase = next;
        }
        return change;
    }

    /// Forgets every task, for a new run.
    void reset();

    TaskPhase phase(quint32 task) const
    {
        return task < m_phase.size() ? TaskPhase(m_phase[task]) : TaskPhase::Unseen;
    }
    /// Tasks waiting for a worker, counting those whose Slurm job waits in the queue.
    qint64 ready() const { return count(TaskPhase::Ready) + count(TaskPhase::JobWaiting); }
    /// Tasks whose Slurm job waits in the cluster's queue (also counted in ready()).
    qint64 queued() const { return count(TaskPhase::JobWaiting); }
    /// Tasks a worker runs, counting those whose Slurm job runs.
    qint64 running() const { return count(TaskPhase::Running) + count(TaskPhase::JobRunning); }
    /// Tasks in a final state.
    qint64 done() const { return count(TaskPhase::Final); }
    /// Tasks in `phase`; not meaningful for Unseen.
    qint64 count(TaskPhase phase) const { return m_count[std::size_t(phase)]; }

private:
    static constexpr quint32 kEventTypes = quint32(EventType::JobStarted) + 1;
    static constexpr quint32 kPhases = quint32(TaskPhase::Final) + 1;

    /// The event types that move a task: bit n for EventType n.
    static constexpr quint32 kPhaseEvents =
        1u << quint32(EventType::TaskQueued) | 1u << quint32(EventType::TaskStarted) |
        1u << quint32(EventType::TaskSucceeded) | 1u << quint32(EventType::TaskFailed) |
        1u << quint32(EventType::TaskCancelled) | 1u << quint32(EventType::TaskSkipped) |
        1u << quint32(EventType::JobSubmitted) | 1u << quint32(EventType::JobStarted);

    static constexpr quint8 U = quint8(TaskPhase::Unseen);
    static constexpr quint8 R = quint8(TaskPhase::Ready);
    static constexpr quint8 W = quint8(TaskPhase::JobWaiting);
    static constexpr quint8 S = quint8(TaskPhase::Running);
    static constexpr quint8 J = quint8(TaskPhase::JobRunning);
    static constexpr quint8 F = quint8(TaskPhase::Final);

    /// The phase after an event, by event type (rows) and phase before it (columns: unseen,
    /// ready, job waiting, running, job running, final). A started task ignores its late
    /// queueing; a final one ignores everything. A job is submitted by the worker that started
    /// the task, after its TaskStarted, so JobSubmitted moves only a started task, and a task
    /// whose job waits does not take a TaskStarted as its job's start: only JobStarted is.
    static constexpr quint8 kNext[kEventTypes][kPhases] = {
        /* RunStarted      */ {U, R, W, S, J, F},
        /* TaskQueued      */ {R, R, W, S, J, F},
        /* TaskStarted     */ {S, S, W, S, J, F},
        /* TaskSucceeded   */ {F, F, F, F, F, F},
        /* TaskFailed      */ {F, F, F, F, F, F},
        /* TaskCancelled   */ {F, F, F, F, F, F},
        /* TaskSkipped     */ {F, F, F, F, F, F},
        /* DatasetHeld     */ {U, R, W, S, J, F},
        /* DatasetReleased */ {U, R, W, S, J, F},
        /* RunFinished     */ {U, R, W, S, J, F},
        /* BatchFinished   */ {U, R, W, S, J, F},
        /* JobSubmitted    */ {U, R, W, W, W, F},
        /* JobStarted      */ {U, J, J, J, J, F},
    };

    /// Makes room for `task` (cold: once per doubling).
    void grow(quint32 task);

    std::vector<quint8> m_phase; ///< TaskPhase by task number
    /// Tasks per TaskPhase. The Unseen slot goes below zero as tasks are seen; nothing reads it.
    std::array<qint64, kPhases> m_count{};
};

} // namespace weft::engine
