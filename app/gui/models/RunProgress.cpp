#include "RunProgress.h"

#include <algorithm>

namespace weft::app {

namespace {

enum Phase : quint8 { kUnseen, kReady, kRunning, kFinal };

} // namespace

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
    if (event.task >= m_phase.size())
        m_phase.resize(std::max<std::size_t>(event.task + 1, m_phase.size() * 2), kUnseen);
    m_total = std::max(m_total, qint64(event.task) + 1);
    quint8 &phase = m_phase[event.task];
    switch (event.type) {
    case EventType::TaskQueued:
        if (phase == kUnseen) {
            phase = kReady;
            ++m_ready;
        }
        return;
    case EventType::TaskStarted:
        if (phase == kReady)
            --m_ready;
        if (phase < kRunning) {
            phase = kRunning;
            ++m_running;
        }
        return;
    case EventType::JobSubmitted:
        // Its Slurm job waits in the cluster's queue: ready again, not running, until it runs.
        if (phase == kRunning) {
            --m_running;
            ++m_ready;
            phase = kReady;
        }
        return;
    case EventType::JobStarted:
        if (phase == kReady) {
            --m_ready;
            ++m_running;
            phase = kRunning;
        }
        return;
    default: // a final state
        if (phase == kFinal)
            return;
        if (phase == kReady)
            --m_ready;
        if (phase == kRunning)
            --m_running;
        phase = kFinal;
        ++m_done;
        return;
    }
}

} // namespace weft::app
