#include "Event.h"

namespace weft::engine {

QString eventTypeName(EventType type)
{
    switch (type) {
    case EventType::RunStarted:
        return QStringLiteral("run_started");
    case EventType::TaskQueued:
        return QStringLiteral("task_queued");
    case EventType::TaskStarted:
        return QStringLiteral("task_started");
    case EventType::TaskSucceeded:
        return QStringLiteral("task_succeeded");
    case EventType::TaskFailed:
        return QStringLiteral("task_failed");
    case EventType::TaskCancelled:
        return QStringLiteral("task_cancelled");
    case EventType::TaskSkipped:
        return QStringLiteral("task_skipped");
    case EventType::DatasetHeld:
        return QStringLiteral("dataset_held");
    case EventType::DatasetReleased:
        return QStringLiteral("dataset_released");
    case EventType::RunFinished:
        return QStringLiteral("run_finished");
    case EventType::BatchFinished:
        return QStringLiteral("batch_finished");
    case EventType::JobSubmitted:
        return QStringLiteral("job_submitted");
    case EventType::JobStarted:
        return QStringLiteral("job_started");
    case EventType::MapItems:
        return QStringLiteral("map_items");
    }
    return QStringLiteral("unknown");
}

} // namespace weft::engine
