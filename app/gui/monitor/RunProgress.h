#pragma once

#include "exec/Event.h"
#include "exec/TaskPhases.h"

#include <span>

namespace weft::app {

/// What the live run's events add up to so far, for the status bar and the metric samples:
/// tasks done of total, tasks running and ready, bytes intermediate datasets hold. Fed on the
/// GUI thread with the events the monitor shows. Plain data; not thread-safe.
class RunProgress
{
public:
    void reset();
    void apply(std::span<const engine::Event> events);

    /// Tasks in a final state (succeeded, failed, cancelled, skipped).
    qint64 done() const { return m_phases.done(); }
    /// The plan's tasks plus the batches map nodes have spawned so far.
    qint64 total() const { return m_total; }
    qint64 running() const { return m_phases.running(); }
    /// Tasks ready to run, counting those whose Slurm job waits in the cluster's queue.
    qint64 ready() const { return m_phases.ready(); }
    qint64 bytesHeld() const { return m_bytesHeld; }

private:
    void track(const engine::Event &event);

    /// Per task: its phase, and the tasks ready, running and done.
    engine::TaskPhases m_phases;
    qint64 m_total = 0;
    qint64 m_bytesHeld = 0;
};

} // namespace weft::app
