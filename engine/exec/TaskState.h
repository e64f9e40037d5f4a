#pragma once

#include <QString>

namespace weft::engine {

/// The life of a task (or of a node, which is the sum of its tasks).
enum class TaskState {
    Waiting,   ///< some input is not produced yet
    Ready,     ///< every input is there; queued to run
    Running,   ///< an operator is executing it
    Succeeded, ///< finished and produced its outputs
    Failed,    ///< the operator threw; the error is recorded
    Cancelled, ///< the run stopped (cancel or failure policy) before it could finish
    Skipped,   ///< can no longer run because an upstream node failed
};

/// The lower-case name used in `--json` output, the run store and the UI.
QString taskStateName(TaskState state);

/// Whether a task may move from `from` to `to`; the one table every state change obeys:
/// waiting → ready → running → succeeded | failed | cancelled; waiting or ready → skipped
/// (an upstream task failed) or cancelled (the run stopped first).
bool isAllowedTransition(TaskState from, TaskState to);

/// The life of a dataset produced in a run.
enum class DatasetState {
    Pending,  ///< its producer has not finished
    Held,     ///< in memory, waiting for its consumers
    Released, ///< its last consumer finished; the memory is freed
};

QString datasetStateName(DatasetState state);

/// pending → held → released; nothing else.
bool isAllowedTransition(DatasetState from, DatasetState to);

/// Whether the state is final: a task in it never changes again.
bool isFinal(TaskState state);

/// The outcome of a whole run.
enum class RunStatus {
    Succeeded, ///< every node succeeded
    Failed,    ///< at least one node failed
    Cancelled, ///< the user (or a signal) stopped the run
};

QString runStatusName(RunStatus status);

} // namespace weft::engine
