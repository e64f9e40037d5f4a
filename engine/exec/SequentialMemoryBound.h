#pragma once

#include "TaskGraph.h"

#include <span>
#include <vector>

namespace weft::engine {

/// The rule behind SchedulerOptions::boundMemory: hold no more memory in intermediate outputs at
/// once than a one-worker run would, while still using every worker.
///
/// Tasks are admitted in the graph's sequential order (its static priority, StaticOrder: the
/// order a one-worker run takes) and only while the outputs of admitted tasks fit within the peak
/// that a one-worker run in that order reaches. Each admitted task books its output from admission
/// until the output is released, so the run never holds more than the limit. Admitted tasks
/// run in whatever order the scheduler picks; because the order is topological and the limit
/// is the sequential peak, the next task always fits once every admitted task has finished, so
/// admission never deadlocks.
///
/// Each output weighs what the caller expects it to hold (the bytes it held in the last recorded
/// run, or an estimate), since sizes are known only once a task has run; without weights every
/// output weighs one and the rule counts outputs. Whatever the weights, the run never books more
/// than the one-worker peak of the same weights, and the argument above still holds. Tasks
/// spawned while the run goes are not admitted here.
/// Not thread-safe: the scheduler calls it under its ready-stack lock.
class SequentialMemoryBound
{
public:
    /// `weights`: what each task's output weighs, by task (empty: one each).
    explicit SequentialMemoryBound(const TaskGraph &graph, std::vector<qint64> weights = {});

    /// The most a one-worker run in the sequential order holds at once, counting a task's new
    /// output before its inputs are released.
    qint64 limit() const { return m_limit; }
    /// What the admitted tasks' outputs weigh right now.
    qint64 booked() const { return m_booked; }

    /// Admits the next tasks in order while they fit. `willHold(task)` says whether the task
    /// will hold an output (false for one already skipped); `admitted(task)` follows.
    template<class WillHold, class Admitted>
    void admit(WillHold &&willHold, Admitted &&admitted)
    {
        while (m_next < m_order.size()) {
            const TaskIndex task = m_order[m_next];
            const bool holds = !m_graph.successors(task).empty() && willHold(task);
            if (holds && m_booked + weight(task) > m_limit)
                return;
            ++m_next;
            if (holds) {
                m_booked += weight(task);
                m_holds[task] = true;
            }
            admitted(task);
        }
    }

    /// `task`'s output was released (or will never exist): frees its booking, if it has one.
    void release(TaskIndex task);

private:
    qint64 weight(TaskIndex task) const { return m_weights.empty() ? 1 : m_weights[task]; }

    const TaskGraph &m_graph;
    std::vector<qint64> m_weights;
    std::span<const TaskIndex> m_order; ///< the graph's: tasks by priority
    std::vector<bool> m_holds;          ///< admitted and booked, until released
    size_t m_next = 0;                  ///< the first task of m_order not yet admitted
    qint64 m_booked = 0;
    qint64 m_limit = 0;
};

} // namespace weft::engine
