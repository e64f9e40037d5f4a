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
