#pragma once

#include "HugePages.h"

#include <QtGlobal>

#include <span>
#include <vector>

namespace weft::engine {

using TaskIndex = quint32;
inline constexpr TaskIndex kNoTask = ~TaskIndex(0);

/// How TaskGraph::finalize() orders the tasks one worker runs (the static priority).
enum class TaskOrder {
    /// StaticOrder: holds few outputs at once and favours the critical path, whatever order the
    /// tasks and dependencies were added in. About a microsecond a task to compute, once a run:
    /// what every project run uses.
    Static,
    /// A depth-first post-order back from the final tasks, in the order dependencies were
    /// added: linear and cheap, for graphs of millions of tasks that do next to nothing (the
    /// scheduler's own benchmark), where the order's cost would outweigh the work.
    DepthFirst,
};

/// The tasks of one run and their dependencies, in a compact form the scheduler walks millions
/// of times: successors and predecessors as compressed rows (CSR), plus the static priority
/// used to break ties among ready tasks. Built once, then read-only, so workers share it
/// without locks.
///
///     TaskGraph graph;
///     const TaskIndex a = graph.addTask(0), b = graph.addTask(1);
///     graph.addDependency(a, b); // b needs a's output
///     graph.finalize();
class TaskGraph
{
public:
    /// Adds a task for plan node `node` (the caller's index; the scheduler reports it back).
    TaskIndex addTask(quint32 node);
    /// `to` runs after `from` and reads its output. Duplicates are kept (one per input edge).
    void addDependency(TaskIndex from, TaskIndex to);
    void reserve(qsizetype tasks, qsizetype dependencies);
    /// Builds the compressed rows and the static priority; call once, after the last add.
    /// `seconds`: each task's expected duration (TaskOrder::Static weighs the critical path
    /// with them, and the graph keeps them: expectedSeconds()); empty when none is known.
    void finalize(TaskOrder order = TaskOrder::Static, std::span<const double> seconds = {});

    qsizetype size() const { return qsizetype(m_node.size()); }
    /// Dependencies added (duplicates included); 0 before finalize().
    qsizetype dependencies() const { return qsizetype(m_pred.size()); }
    quint32 node(TaskIndex task) const { return m_node[task]; }
    std::span<const TaskIndex> successors(TaskIndex task) const
    {
        return {m_succ.data() + m_succStart[task], m_succ.data() + m_succStart[task + 1]};
    }
    std::span<const TaskIndex> predecessors(TaskIndex task) const
    {
        return {m_pred.data() + m_predStart[task], m_pred.data() + m_predStart[task + 1]};
    }
    /// Lower runs first among ready tasks: the task's position in the TaskOrder finalize() was
    /// given (with TaskOrder::Static, the graph's shape alone decides it).
    quint32 priority(TaskIndex task) const { return m_priority[task]; }
    /// The tasks by priority: order()[priority(t)] == t.
    std::span<const TaskIndex> order() const { return m_order; }
    /// Tasks with no predecessor, best priority first.
    std::span<const TaskIndex> roots() const { return m_roots; }
    /// Each task's expected duration as finalize() was given it (empty when none was), for the
    /// scheduler's choice on several workers (ReadyTasks).
    const std::vector<double> &expectedSeconds() const { return m_seconds; }

    /// Bytes this graph holds, for the benchmarks' memory figures.
    qsizetype sizeBytes() const;

private:
    TaskArray<quint32> m_node;
    TaskArray<std::pair<TaskIndex, TaskIndex>> m_edges; ///< until finalize()
    TaskArray<quint32> m_succStart;
    TaskArray<TaskIndex> m_succ;
    TaskArray<quint32> m_predStart;
    TaskArray<TaskIndex> m_pred;
    TaskArray<quint32> m_priority;
    TaskArray<TaskIndex> m_order;
    TaskArray<TaskIndex> m_roots;
    std::vector<double> m_seconds;
};

} // namespace weft::engine
