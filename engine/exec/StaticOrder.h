#pragma once

#include "TaskGraph.h"

#include <span>

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
///
/// Building a graph pays for this on every run, so tasks are compared by a precomputed 64-bit
/// urgency key carried inline in whatever is sorted (rows, final tasks, the pool): one integer
/// compare instead of reading four per-task arrays at random. The counters the simulated run
/// changes for every dependency stay in compact arrays of their own: one record per task with
/// all its fields was measured slower, each random touch then pulling a line from a working set
/// larger than the cache.
class StaticOrder
{
public:
    /// The tasks of a graph whose rows are built (TaskGraph::finalize), in the order to run.
    /// `seconds`: how long each task is expected to take (its last recorded duration), by
    /// task; with them the critical path is measured in time, not in tasks.
    static TaskArray<TaskIndex> of(const TaskGraph &graph, std::span<const double> seconds = {});

private:
    /// moreUrgent in one integer, smaller first: the first 64 bits of the string made of the
    /// height, depth and need, each inverted in as many bits as the graph's largest value
    /// takes, then the neighbourhood hash. Tasks whose keys are equal go to moreUrgent (alike
    /// tasks, or rare collisions of the hash's first bits).
    using Urgency = quint64;
    /// What computeFirst reads of an input besides its urgency, and what computing its
    /// consumers' needs reads: one record so that each costs one access.
    struct Level
    {
        quint32 depth; ///< tasks on the longest path from a first task, itself included
        quint32 need;  ///< outputs held at the peak of computing it alone
    };
    /// A task with its sort key inline, so that sorting rows and the pool read no task arrays.
    struct Ranked
    {
        quint64 first; ///< compared before the urgency: computeFirst's keys, the pool's added
        Urgency urgency;
        TaskIndex task;
    };
    /// Where a task's rows are and how far the simulated run has walked them. The counters the
    /// run changes at random for every dependency (m_unmet, m_consumers, m_done) stay in
    /// arrays of their own: packed there, the run's random accesses mostly hit the cache.
    struct Rows
    {
        quint32 predBegin, predEnd; ///< its inputs in m_predRow, sorted by computeFirst
        quint32 predNext;           ///< the walk's cursor: inputs before it are made
        /// Its consumers in m_succRow, sorted by moreUrgent, from the cursor of nextTarget on
        /// (before the task has run, the cursor is the row's start).
        quint32 succNext, succEnd;
        quint32 freed; ///< inputs it is the last consumer of, once ready
    };
    /// The pool's `first` for a task that adds as many outputs as it frees (added is biased so
    /// that fewer compares smaller unsigned).
    static constexpr quint64 kAddsNothing = quint64(1) << 31;

    explicit StaticOrder(const TaskGraph &graph);

    void computeLevels();
    /// m_height from `seconds`: each task's rank by its remaining critical path in time.
    void rankWeightedHeights(const TaskArray<TaskIndex> &topo);
    quint32 needOf(TaskIndex task);
    void computeUrgency();
    void sortRows();
    void sortRow(std::span<const TaskIndex> row, bool inputs, TaskIndex *out);
    void run();
    TaskIndex nextOnPath();
    TaskIndex nextTarget();
    TaskIndex takeFromPool(bool freeingOnly);
    void emit(TaskIndex task);
    void becameReady(TaskIndex task);
    void lastConsumerLeft(TaskIndex producer);
    void offer(TaskIndex task);

    /// `first`, then more urgent first: longer path to the end, longer path through the task
    /// (the critical path), more memory needed, then the hash. Sorting inputs (computeFirst),
    /// `first` puts more memory needed, then more work behind (a longer path from a first
    /// task) before these; in the pool, fewer outputs added.
    bool before(const Ranked &a, const Ranked &b) const
    {
        if (a.first != b.first)
            return a.first < b.first;
        if (a.urgency != b.urgency)
            return a.urgency < b.urgency;
        return a.task != b.task && moreUrgent(a.task, b.task); // the pool holds duplicates
    }
    /// The whole comparison the urgency key abbreviates, field by field, then the index (alike
    /// tasks: which one goes first changes neither peak nor run time).
    bool moreUrgent(TaskIndex a, TaskIndex b) const;
    Ranked ranked(TaskIndex task, quint64 first) const { return {first, m_urgency[task], task}; }

    const TaskGraph &m_graph;
    const size_t m_n;
    std::span<const double> m_seconds; ///< by task; empty: every task counts as one
    /// Tasks on the longest path to a final task, itself included; with m_seconds, the rank of
    /// that path's duration. 0 on or behind a cycle.
    TaskArray<quint32> m_height;
    TaskArray<Level> m_level;
    TaskArray<quint64> m_hash; ///< its neighbourhood's shape, independent of indexes
    TaskArray<Urgency> m_urgency;
    TaskArray<Ranked> m_scratch; ///< a long row being sorted
    TaskArray<quint32> m_needs;  ///< a task's inputs' needs, while computing its own

    TaskArray<Rows> m_rows;
    TaskArray<TaskIndex> m_predRow, m_succRow; ///< rows sorted by computeFirst / moreUrgent
    TaskArray<TaskIndex> m_sinks;              ///< final tasks, most urgent first

    // The one-worker run being simulated.
    TaskArray<bool> m_done;
    TaskArray<bool> m_acyclic;      ///< false: on or behind a cycle, never runs
    TaskArray<quint32> m_unmet;     ///< predecessors not yet run
    TaskArray<quint32> m_consumers; ///< successors not yet run: held while > 0
    TaskArray<TaskIndex> m_order;
    TaskArray<TaskIndex> m_path; ///< the depth-first walk towards a target
    TaskArray<TaskIndex> m_held; ///< outputs in the order they were made
    size_t m_nextSink = 0;
    /// Ready tasks that hold no more than they free, the best on top; `first` is
    /// kAddsNothing + the outputs the task adds (0 or fewer).
    TaskArray<Ranked> m_pool;
};

} // namespace weft::engine
