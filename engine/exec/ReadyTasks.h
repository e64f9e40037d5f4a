#pragma once

#include "ReadySet.h"
#include "TaskGraph.h"

#include <vector>

namespace weft::engine {

/// The ready tasks of a run, and which one a free worker takes next: the smallest static
/// priority (TaskGraph::priority, the order that finishes what releases data first), unless
/// the tasks' expected durations show a ready branch long enough to decide when the run ends.
///
/// On several workers the memory order alone can keep a long branch waiting behind short
/// tasks until it is all that is left, the other workers idle meanwhile: on WfCommons' 1000genome
/// and rnaseq traces that cost 3.5 and 4.2 % over a longest-remaining-path list schedule at two
/// workers. So, when durations are known and several workers share the run, a ready task goes
/// first when its remaining critical path (its expected seconds plus the longest such path
/// after it) is longer than the memory order's pick's and at least kCriticalShare of the work
/// not yet started per worker. Early in a large run no branch is that long and the memory order
/// decides; towards its end the longest branches start first, as a critical-path schedule does.
///
/// The share was measured on the eleven traces of tests/golden/workloads (tst_traceorder): at a
/// quarter every trace runs within 0.7 % of the critical-path schedule at 2, 3, 4 and 8 workers
/// (the memory order alone: up to 4.2 % slower at two workers, 10.8 % at three), and at two
/// workers holds as many outputs at once as the memory order but on 1000genome-2ch (13 for 12)
/// and rnaseq (106 for 101); more workers hold more (cycles at eight: 132 for 39). A larger
/// share starts branches too late (0.3: 1000genome-2ch 1.6 % slower at two workers); a
/// smaller one holds more (0.2: cycles holds 64 for 34 at two).
///
/// Not thread-safe: the scheduler guards it with its ready-stack lock.
class ReadyTasks
{
public:
    static constexpr double kCriticalShare = 0.25;

    /// `workers`: how many tasks compute at once. `seconds`: each task's expected duration, by
    /// task (what it took when a recorded run last computed it); without them, or with one
    /// worker, the priority alone decides.
    ReadyTasks(const TaskGraph &graph, int workers, const std::vector<double> &seconds = {});

    bool isEmpty() const { return m_byPriority.isEmpty(); }
    void insert(TaskIndex task);
    /// Removes and returns the task to run next, or kNoTask when none is ready.
    TaskIndex take();
    /// The smallest priority ready, or ReadySet::kNone.
    quint32 smallestPriority() const { return m_byPriority.smallest(); }
    /// Whether take() always returns the smallest priority, so that a task that comes before
    /// it may run without passing through here. Fixed at construction.
    bool byPriorityAlone() const { return m_seconds.empty(); }

private:
    const TaskGraph &m_graph;
    ReadySet m_byPriority;
    // With durations on several workers (else empty):
    std::vector<double> m_seconds;   ///< expected, by task
    std::vector<double> m_path;      ///< remaining critical path in seconds, by task
    std::vector<TaskIndex> m_byPath; ///< the tasks, longest path first (ties: priority)
    std::vector<quint32> m_pathRank; ///< by task: its position in m_byPath
    ReadySet m_byPathRank;
    double m_workers;
    double m_notStarted = 0; ///< expected seconds of the tasks not yet taken
};

} // namespace weft::engine
