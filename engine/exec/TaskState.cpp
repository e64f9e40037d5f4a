#include "TaskState.h"

namespace weft::engine {

QString taskStateName(TaskState state)
{
    switch (state) {
    case TaskState::Waiting:
        return QStringLiteral("waiting");
    case TaskState::Ready:
        return QStringLiteral("ready");
    case TaskState::Running:
        return QStringLiteral("running");
    case TaskState::Succeeded:
        return QStringLiteral("succeeded");
    case TaskState::Failed:
        return QStringLiteral("failed");
    case TaskState::Cancelled:
        return QStringLiteral("cancelled");
    case TaskState::Skipped:
        return QStringLiteral("skipped");
    }
    return QStringLiteral("unknown");
}

bool isAllowedTransition(TaskState from, TaskState to)
{
    using S = TaskState;
    constexpr int n = int(S::Skipped) + 1;
    // Rows: from; columns: to (waiting, ready, running, succeeded, failed, cancelled, skipped).
    constexpr bool table[n][n] = {
        /* waiting   */ {false, true, false, false, false, true, true},
        /* ready     */ {false, false, true, false, false, true, true},
        /* running   */ {false, false, false, true, true, true, false},
        /* succeeded */ {false, false, false, false, false, false, false},
        /* failed    */ {false, false, false, false, false, false, false},
        /* cancelled */ {false, false, false, false, false, false, false},
        /* skipped   */ {false, false, false, false, false, false, false},
    };
    return table[int(from)][int(to)];
}

QString datasetStateName(DatasetState state)
{
    switch (state) {
    case DatasetState::Pending:
        return QStringLiteral("pending");
    case DatasetState::Held:
        return QStringLiteral("held");
    case DatasetState::Released:
        return QStringLiteral("released");
    }
    return QStringLiteral("unknown");
}

bool isAllowedTransition(DatasetState from, DatasetState to)
{
    return (from == DatasetState::Pending && to == DatasetState::Held) ||
           (from == DatasetState::Held && to == DatasetState::Released);
}

bool isFinal(TaskState state)
{
    return state == TaskState::Succeeded || state == TaskState::Failed ||
           state == TaskState::Cancelled || state == TaskState::Skipped;
}

QString runStatusName(RunStatus status)
{
    switch (status) {
    case RunStatus::Succeeded:
        return QStringLiteral("succeeded");
    case RunStatus::Failed:
        return QStringLiteral("failed");
    case RunStatus::Cancelled:
        return QStringLiteral("cancelled");
    }
    return QStringLiteral("unknown");
}

} // namespace weft::engine
