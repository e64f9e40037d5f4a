#include "ProgressPrinter.h"

#include "exec/TaskState.h"
#include "exec/TextFormat.h"

#include <algorithm>
#include <unistd.h>

namespace weft::app {

using engine::Event;
using engine::EventType;
using engine::TextFormat;

ProgressPrinter::ProgressPrinter(FILE *stream, const engine::Graph &graph)
    : m_stream(stream)
    , m_graph(graph)
    , m_terminal(::isatty(::fileno(stream)) == 1)
    , m_startedNs(graph.nodes.size(), 0)
    , m_total(int(graph.nodes.size()))
    , m_inQueue(graph.nodes.size(), false)
{}

void ProgressPrinter::onEvents(std::span<const Event> events)
{
    // A batch holds each worker's events one worker after another: in time order, the lines
    // name the tasks in the order they finished.
    m_sorted.assign(events.begin(), events.end());
    std::stable_sort(m_sorted.begin(), m_sorted.end(),
                     [](const Event &a, const Event &b) { return a.ns < b.ns; });
    for (const Event &event : m_sorted) {
        // A map node's batches are tasks numbered after the nodes: the node's own events tell
        // its progress.
        if (event.task >= m_startedNs.size() && event.type != EventType::RunStarted &&
            event.type != EventType::RunFinished)
            continue;
        switch (event.type) {
        case EventType::TaskStarted:
            ++m_running;
            m_startedNs[event.task] = event.ns;
            break;
        case EventType::TaskSucceeded:
            leave(event.task);
            printFinished(event, engine::taskStateName(engine::TaskState::Succeeded));
            break;
        case EventType::TaskFailed:
            leave(event.task);
            ++m_failed;
            printFinished(event, engine::taskStateName(engine::TaskState::Failed));
            break;
        case EventType::TaskCancelled:
            // A task cancelled while running had a start event; one cancelled before did not.
            if (m_startedNs[event.task] != 0)
                leave(event.task);
            printFinished(event, engine::taskStateName(engine::TaskState::Cancelled));
            break;
        case EventType::TaskSkipped:
            printFinished(event, engine::taskStateName(engine::TaskState::Skipped));
            break;
        case EventType::DatasetHeld:
            m_held += event.value;
            break;
        case EventType::JobSubmitted: // on Slurm: queued, not running, until its job runs
            if (!m_inQueue[event.task]) {
                m_inQueue[event.task] = true;
                --m_running;
                ++m_queued;
            }
            break;
        case EventType::JobStarted:
            if (m_inQueue[event.task]) {
                m_inQueue[event.task] = false;
                ++m_running;
                --m_queued;
            }
            break;
        case EventType::DatasetReleased:
            m_held -= event.value;
            break;
        default:
            break;
        }
    }
    if (m_terminal)
        drawBar();
}

void ProgressPrinter::leave(quint32 task)
{
    if (m_inQueue[task]) {
        m_inQueue[task] = false;
        --m_queued;
    } else {
        --m_running;
    }
}

void ProgressPrinter::printFinished(const Event &event, const QString &state)
{
    ++m_done;
    if (m_terminal)
        return;
    const engine::Node &node = m_graph.nodes.at(event.task);
    const qint64 started = m_startedNs[event.task];
    const QString line =
        tr("[%1/%2] %3 %4 (%5) in %6, %7 held")
            .arg(m_done)
            .arg(m_total)
            .arg(state, -9)
            .arg(node.id.toString(), node.operatorId,
                 TextFormat::duration(started ? event.ns - started : 0), TextFormat::bytes(m_held));
    std::fprintf(m_stream, "%s\n", line.toLocal8Bit().constData());
    std::fflush(m_stream);
}

void ProgressPrinter::drawBar()
{
    constexpr int kWidth = 24;
    const int filled = m_total ? kWidth * m_done / m_total : kWidth;
    const QString bar = QString(filled, u'#') + QString(kWidth - filled, u'.');
    QString line = tr("[%1] %2/%3 tasks, %4 running, %5 failed, %6 held")
                       .arg(bar)
                       .arg(m_done)
                       .arg(m_total)
                       .arg(m_running)
                       .arg(m_failed)
                       .arg(TextFormat::bytes(m_held));
    if (m_queued > 0) // tasks whose Slurm jobs wait in the cluster's queue
        line = tr("[%1] %2/%3 tasks, %4 running, %5 queued, %6 failed, %7 held")
                   .arg(bar)
                   .arg(m_done)
                   .arg(m_total)
                   .arg(m_running)
                   .arg(m_queued)
                   .arg(m_failed)
                   .arg(TextFormat::bytes(m_held));
    // \r and an erase-to-end-of-line redraw the same terminal line.
    std::fprintf(m_stream, "\r%s\x1b[K", line.toLocal8Bit().constData());
    std::fflush(m_stream);
}

void ProgressPrinter::finish()
{
    if (m_terminal) {
        drawBar();
        std::fputc('\n', m_stream);
        std::fflush(m_stream);
    }
}

} // namespace weft::app
