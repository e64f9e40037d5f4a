#pragma once

#include "exec/TaskGraph.h"

#include <queue>

#include <algorithm>
#include <set>
#include <span>
#include <vector>

namespace weft::test {

/// What a list schedule without overhead gives: when the last task ends, and the most outputs
/// held at once (an output is held from its task's end until its last consumer has ended; one
/// nobody reads is released at once, as the scheduler does).
struct ListSchedule
{
    double makespan = 0;
    qsizetype peakHeld = 0;
};

/// A list schedule without overhead: `workers` identical workers, each taking, whenever it is
/// free, the task `ready` gives it next, and running it for `seconds[task]`. What a
/// scheduler's choice would give if dispatching cost nothing, so that two choices on one graph
/// can be compared exactly, whatever the machine's load. `Ready` holds the ready tasks:
/// insert(task), take() the next to run, isEmpty() (engine::ReadyTasks is one).
template<class Ready>
ListSchedule listSchedule(const engine::TaskGraph &graph, const std::vector<double> &seconds,
                          int workers, Ready &ready)
{
    using engine::TaskIndex;
    const auto n = size_t(graph.size());
    std::vector<quint32> unmet(n), consumers(n);
    for (TaskIndex t = 0; t < n; ++t) {
        unmet[t] = quint32(graph.predecessors(t).size());
        consumers[t] = quint32(graph.successors(t).size());
        if (unmet[t] == 0)
            ready.insert(t);
    }
    using Running = std::pair<double, TaskIndex>; // its end, the task
    std::priority_queue<Running, std::vector<Running>, std::greater<>> running;
    ListSchedule result;
    qsizetype held = 0;
    int idle = workers;
    while (!ready.isEmpty() || !running.empty()) {
        while (idle > 0 && !ready.isEmpty()) {
            const TaskIndex task = ready.take();
            running.emplace(result.makespan + seconds[task], task);
            --idle;
        }
        // Every task ending at the same moment frees its worker before the next choice.
        result.makespan = running.top().first;
        while (!running.empty() && running.top().first == result.makespan) {
            const TaskIndex done = running.top().second;
            running.pop();
            ++idle;
            if (consumers[done] > 0)
                result.peakHeld = std::max(result.peakHeld, ++held);
            for (const TaskIndex p : graph.predecessors(done))
                if (--consumers[p] == 0)
                    --held;
            for (const TaskIndex s : graph.successors(done))
                if (--unmet[s] == 0)
                    ready.insert(s);
        }
    }
    return result;
}

/// Each task's remaining critical path: its own time plus the longest such path among its
/// successors (the classic list-scheduling priority, highest first).
inline std::vector<double> remainingCriticalPath(const engine::TaskGraph &graph,
                                                 const std::vector<double> &seconds)
{
    using engine::TaskIndex;
    const auto n = size_t(graph.size());
    std::vector<double> path(n, 0);
    // Reverse topological order from the graph's own order (topological for an acyclic graph).
    const std::span<const TaskIndex> order = graph.order();
    for (auto it = order.rbegin(); it != order.rend(); ++it) {
        double longest = 0;
        for (const TaskIndex s : graph.successors(*it))
            longest = std::max(longest, path[s]);
        path[*it] = seconds[*it] + longest;
    }
    return path;
}

/// Ready tasks taken longest remaining critical path first (ties by index): the classic rule
/// for makespan, the reference Weft's choice is measured against.
class LongestPathFirst
{
public:
    LongestPathFirst(const engine::TaskGraph &graph, const std::vector<double> &seconds)
        : m_path(remainingCriticalPath(graph, seconds))
        , m_ready(Before{&m_path})
    {}
    LongestPathFirst(const LongestPathFirst &) = delete; // m_ready points into m_path
    LongestPathFirst &operator=(const LongestPathFirst &) = delete;

    bool isEmpty() const { return m_ready.empty(); }
    void insert(engine::TaskIndex task) { m_ready.insert(task); }
    engine::TaskIndex take()
    {
        const engine::TaskIndex task = *m_ready.begin();
        m_ready.erase(m_ready.begin());
        return task;
    }

private:
    struct Before
    {
        const std::vector<double> *path;
        bool operator()(engine::TaskIndex a, engine::TaskIndex b) const
        {
            const std::vector<double> &p = *path;
            return p[a] != p[b] ? p[a] > p[b] : a < b;
        }
    };
    std::vector<double> m_path;
    std::set<engine::TaskIndex, Before> m_ready;
};

} // namespace weft::test
