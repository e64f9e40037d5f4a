#pragma once

#include <QString>
#include <QtGlobal>

#include <chrono>
#include <type_traits>

namespace weft::engine {

/// What an Event reports. Stored in one byte; new values go at the end so that numbers kept in
/// the run store keep their meaning.
enum class EventType : quint8 {
    RunStarted,      ///< the scheduler began a run; `value` is the number of tasks
    TaskQueued,      ///< every input of `task` is there; it waits for a worker
    TaskStarted,     ///< `worker` began running `task`
    TaskSucceeded,   ///< `task` finished and produced its outputs
    TaskFailed,      ///< `task`'s operator threw; the message travels outside the stream
    TaskCancelled,   ///< the run stopped before `task` could finish
    TaskSkipped,     ///< `task` can no longer run because an upstream task failed
    DatasetHeld,     ///< `task`'s output is held; `value` is the memory it newly holds
    DatasetReleased, ///< `task`'s output was released; `value` is the bytes truly freed
    RunFinished,     ///< the run ended; `value` is the RunStatus as a number
    /// A batch of `node` (spawned task `task`) ended; `value` is its item count. Its duration is
    /// this event's time less that of the task's TaskStarted, which the same worker recorded
    /// just before.
    BatchFinished,
    /// `task`'s work was submitted to Slurm as a job, which now waits in the cluster's queue;
    /// `value` is the job id. Recorded by the worker that waits for the job, after the task's
    /// TaskStarted, and again for a job submitted anew (a preempted job, a retry). Until
    /// JobStarted the task is queued, not running. Only tasks that run on Slurm have it.
    JobSubmitted,
    /// The Slurm job of `task` started running on the cluster; `value` is the job id.
    JobStarted,
    /// Map node `node` has `value` more items to process: recorded by its task as its batches
    /// start (every item of its first input), or, for a node that streams from another map
    /// node, by each piece as it starts (its total grows until the upstream node has ended).
    /// Progress counts a map node's work in items with it, not in the batches spawned so far.
    MapItems,
};

/// The lower-case name used in `--json` output, the run store and the UI ("task_started").
QString eventTypeName(EventType type);

/// One thing that happened during a run, as the scheduler records it in an EventStream.
/// Trivially copyable and 32 bytes, so that recording one is a handful of stores.
struct Event
{
    /// Nanoseconds on the steady (monotonic) clock, as Event::now() returns them. Absolute
    /// rather than relative to a run: on Linux it is CLOCK_MONOTONIC, shared by every process
    /// on the machine, so events stamped by worker processes line up with the scheduler's.
    qint64 ns = 0;
    qint64 value = 0;   ///< bytes for dataset events, tasks for RunStarted, items for BatchFinished
                        ///< and MapItems
    quint32 task = 0;   ///< the task's index in the run's plan
    quint32 node = 0;   ///< the index of the task's node in the plan
    quint16 worker = 0; ///< the worker that recorded it; the control thread uses its own number
    EventType type = EventType::RunStarted;

    /// The steady clock in nanoseconds. A vDSO call, about 20 ns on this class of machine: the
    /// largest part of recording an event, so stamp once and reuse the value for events that
    /// happen together (a task's end and the next task's start).
    static qint64 now() noexcept
    {
        return std::chrono::duration_cast<std::chrono::nanoseconds>(
                   std::chrono::steady_clock::now().time_since_epoch())
            .count();
    }
};

static_assert(std::is_trivially_copyable_v<Event>, "events are copied with plain stores");
static_assert(sizeof(Event) == 32, "a chunk of 4,096 events is 128 KiB");

} // namespace weft::engine
