#pragma once

#include "exec/EventObserver.h"
#include "graph/Graph.h"

#include <QCoreApplication>

#include <cstdio>
#include <vector>

namespace weft::app {

/// Shows a run's progress on a stream (stderr for `weft --run`), from the scheduler's events.
/// On a terminal it redraws one status line (a bar, tasks done of total, running, failed, bytes
/// held); otherwise it prints a plain line per finished task, for logs. Called on the event
/// pump's thread; finish() after the pump has stopped.
class ProgressPrinter : public engine::EventObserver
{
    Q_DECLARE_TR_FUNCTIONS(ProgressPrinter)

public:
    ProgressPrinter(FILE *stream, const engine::Graph &graph);

    void onEvents(std::span<const engine::Event> events) override;
    /// Ends the status line on a terminal.
    void finish();

private:
    void printFinished(const engine::Event &event, const QString &state);
    /// A task that was running (or whose Slurm job waited in the queue) ended.
    void leave(quint32 task);
    void drawBar();

    FILE *m_stream;
    const engine::Graph &m_graph;
    bool m_terminal;
    std::vector<qint64> m_startedNs;     ///< by task (= node index for operator runs)
    std::vector<engine::Event> m_sorted; ///< the batch in time order; reused
    int m_total;
    int m_done = 0;
    int m_running = 0;
    int m_queued = 0;            ///< tasks whose Slurm job waits in the queue
    std::vector<bool> m_inQueue; ///< by task: its Slurm job waits in the queue
    int m_failed = 0;
    qint64 m_held = 0;
};

} // namespace weft::app
