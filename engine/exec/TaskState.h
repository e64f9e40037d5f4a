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
