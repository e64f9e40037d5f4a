#include "RunProgress.h"

#include <algorithm>

namespace weft::app {

void RunProgress::reset()
{
    *this = RunProgress();
}

void RunProgress::apply(std::span<const engine::Event> events)
{
    for (const engine::Event &event : events)
        track(event);
}

void RunProgress::track(const engine::Event &event)
{
    using engine::EventType;
    switch (event.type) {
    case EventType::RunStarted:
        m_total = std::max(m_total, event.value);
        return;
    case EventType::DatasetHeld:
        m_bytesHeld += event.value;
        return;
    case EventType::DatasetReleased:
        m_bytesHeld -= event.value;
        return;
    case EventType::RunFinished:
    case EventType::BatchFinished:
        return;
    default:
        break;
    }
    m_total = std::max(m_total, qint64(event.task) + 1);
    m_phases.apply(event);
}

} // namespace weft::app
