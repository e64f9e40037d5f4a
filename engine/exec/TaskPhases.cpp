#include "TaskPhases.h"

#include <algorithm>

namespace weft::engine {

QString taskPhaseName(TaskPhase phase)
{
    switch (phase) {
    case TaskPhase::Unseen:
        return QStringLiteral("unseen");
    case TaskPhase::Ready:
        return QStringLiteral("ready");
    case TaskPhase::JobWaiting:
        return QStringLiteral("job_waiting");
    case TaskPhase::Running:
        return QStringLiteral("running");
    case TaskPhase::JobRunning:
        return QStringLiteral("job_running");
    case TaskPhase::Final:
        return QStringLiteral("final");
    }
    return QStringLiteral("unknown");
}

void TaskPhases::reset()
{
    m_phase.clear();
    m_count.fill(0);
}

void TaskPhases::grow(quint32 task)
{
    // Doubling keeps the copies of a run that numbers its tasks one by one (map batches are
    // numbered as they are spawned) to about one per task in all.
    m_phase.resize(std::max(std::size_t(task) + 1, m_phase.size() * 2), quint8(TaskPhase::Unseen));
}

} // namespace weft::engine
