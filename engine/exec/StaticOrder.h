#pragma once

#include "TaskGraph.h"

#include <vector>

namespace weft::engine {

/// The order in which one worker should run a graph's tasks so that it holds few outputs at
/// once, computed from the graph's structure alone: TaskGraph's static priority.
///
/// It follows the ideas of dask's `order`: walk depth first from a final task towards the
/// inputs it needs, computing first the input whose branch needs the most memory (as Sethi and
/// Ullman order the operands of an expression) and, among equals, the one on the longest path
/// to the end; finish what is nearest to releasing data (a ready task that frees an input runs
/// at once, and a ready task that holds no more than it frees runs before a new input is
/// started); do not start a fan-out's dependents before they are needed (only the walk's own
/// path continues, never every task a shared input made ready); once a final task is done, go
/// on with a consumer of the output held most recently, and with the final task on the longest
/// path when nothing is held. Ties left after the memory rules go to the remaining critical
/// path (the longest path to a final task), so that parallel runs start long branches first.
///
/// Every key is structural (path lengths, memory needs, and a hash of each task's
/// neighbourhood), never a task's index: writing the same graph with its nodes or edges in
/// another order gives the same order up to tasks that look alike (whose exchange changes
/// neither the peak nor the run time). Cost: O((tasks + dependencies) log degree), once per
/// run before scheduling. Tasks on a cycle come last (they never become ready).
class StaticOrder
{
public:
    /// The tasks of a graph whose rows are built (TaskGraph::finalize), in the order to run.
    static std::vector<TaskIndex> of(const TaskGraph &graph);

private:
    explicit StaticOrder(const TaskGraph &graph);

    void computeKeys();
    std::vector<TaskIndex> topologicalOrder() const;
    void sortRows();
    void run();
    TaskIndex nextOnPath();
    TaskIndex nextTarget();
    TaskIndex takeFromPool(bool freeingOnly);
    void emit(TaskIndex task);
    void becameReady(TaskIndex task);
    void lastConsumerLeft(TaskIndex producer);
    void offer(TaskIndex task);

    /// More urgent first: longer path to the end, longer path through the task (the critical
    /// path), more memory needed, then the hash.
    bool moreUrgent(TaskIndex a, TaskIndex b) const;
    /// Which input of a task to compute first: the one needing more memory, then the one with
    /// more work behind it (a longer path from a first task), then moreUrgent.
    bool computeFirst(TaskIndex a, TaskIndex b) const;
    using PoolEntry = std::pair<qint32, TaskIndex>; ///< (outputs added, task)
    /// The pool's heap order: fewer outputs added first, then moreUrgent.
    bool poolAfter(const PoolEntry &a, const PoolEntry &b) const;

    const TaskGraph &m_graph;
    const size_t m_n;
    std::vector<quint32> m_height; ///< tasks on the longest path to a final task, itself included
    std::vector<quint32> m_depth;  ///< tasks on the longest path from a first task, itself included
    std::vector<quint32> m_need;   ///< outputs held at the peak of computing it alone
    std::vector<quint64> m_hash;   ///< its neighbourhood's shape, independent of indexes
    std::vector<bool> m_acyclic;   ///< false: on or behind a cycle, never runs

    std::vector<quint32> m_predStart, m_succStart; ///< where each task's row starts
    std::vector<TaskIndex> m_predRow, m_succRow;   ///< rows sorted by computeFirst / moreUrgent
    std::vector<TaskIndex> m_sinks;                ///< final tasks, most urgent first

    // The one-worker run being simulated.
    std::vector<TaskIndex> m_order;
    std::vector<bool> m_done;
    std::vector<quint32> m_unmet;                ///< predecessors not yet run
    std::vector<quint32> m_consumers;            ///< successors not yet run: held while > 0
    std::vector<quint32> m_freed;                ///< inputs a ready task is the last consumer of
    std::vector<quint32> m_predNext, m_succNext; ///< cursors into the sorted rows
    std::vector<TaskIndex> m_path;               ///< the depth-first walk towards a target
    std::vector<TaskIndex> m_held;               ///< outputs in the order they were made
    size_t m_nextSink = 0;
    /// Ready tasks that hold no more than they free, the best on top.
    std::vector<PoolEntry> m_pool;
};

} // namespace weft::engine
