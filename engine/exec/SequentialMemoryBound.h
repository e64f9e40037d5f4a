#pragma once

#include "TaskGraph.h"

#include <vector>

namespace weft::engine {

/// The rule behind SchedulerOptions::boundMemory: hold no more intermediate outputs at once
/// than a one-worker run would, while still using every worker.
///
/// Tasks are admitted in the graph's sequential order (its static priority, StaticOrder: the
/// order a one-worker run takes) and only while the outputs of admitted tasks fit within the peak
/// that a one-worker run in that order reaches. Each admitted task books its output from admission
/// until the output is released, so the run never holds more than the limit. Admitted tasks
/// run in whatever order the scheduler picks; because the order is topological and the limit
/// is the sequential peak, the next task always fits once every admitted task has finished, so
/// admission never deadlocks.
///
/// It counts outputs, not bytes: sizes are known only once a task has run, and the scheduler
/// records them after the fact. Tasks spawned while the run goes are not admitted here.
/// Not thread-safe: the scheduler calls it under its ready-stack lock.
class SequentialMemoryBound
{
public:
    explicit SequentialMemoryBound(const TaskGraph &graph);

    /// The most outputs a one-worker run in the sequential order holds at once, counting a
    /// task's new output before its inputs are released.
    quint32 limit() const { return m_limit; }
    /// Outputs booked right now.
    quint32 booked() const { return m_booked; }

    /// Admits the next tasks in order while they fit. `willHold(task)` says whether the task
    /// will hold an output (false for one already skipped); `admitted(task)` follows.
    template<class WillHold, class Admitted>
    void admit(WillHold &&willHold, Admitted &&admitted)
    {
        while (m_next < m_order.size()) {
            const TaskIndex task = m_order[m_next];
            const bool holds = !m_graph.successors(task).empty() && willHold(task);
            if (holds && m_booked + 1 > m_limit)
                return;
            ++m_next;
            if (holds) {
                ++m_booked;
                m_holds[task] = true;
            }
            admitted(task);
        }
    }

    /// `task`'s output was released (or will never exist): frees its booking, if it has one.
    void release(TaskIndex task);

private:
    const TaskGraph &m_graph;
    const std::vector<TaskIndex> &m_order; ///< the graph's: tasks by priority
    std::vector<bool> m_holds;             ///< admitted and booked, until released
    size_t m_next = 0;                     ///< the first task of m_order not yet admitted
    quint32 m_booked = 0;
    quint32 m_limit = 0;
};

} // namespace weft::engine
