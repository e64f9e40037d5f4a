#pragma once

#include "exec/TaskGraph.h"

#include <queue>

#include <algorithm>
#include <functional>
#include <set>
#include <vector>

namespace weft::test {

/// The makespan of a list schedule without overhead: `workers` identical workers, each taking,
/// whenever it is free, the ready task that `before` puts first, and running it for
/// `seconds[task]`. What a scheduler's order would give if dispatching cost nothing, so that two
/// orders of one graph can be compared exactly, whatever the machine's load.
inline double
listScheduleMakespan(const engine::TaskGraph &graph, const std::vector<double> &seconds,
                     int workers,
                     const std::function<bool(engine::TaskIndex, engine::TaskIndex)> &before)
{
    using engine::TaskIndex;
    const auto n = size_t(graph.size());
    std::vector<quint32> unmet(n);
    const auto cmp = [&before](TaskIndex a, TaskIndex b) { return before(a, b); };
    std::set<TaskIndex, decltype(cmp)> ready(cmp);
    for (TaskIndex t = 0; t < n; ++t) {
        unmet[t] = quint32(graph.predecessors(t).size());
        if (unmet[t] == 0)
            ready.insert(t);
    }
    using Running = std::pair<double, TaskIndex>; // its end, the task
    std::priority_queue<Running, std::vector<Running>, std::greater<>> running;
    double now = 0;
    int idle = workers;
    while (!ready.empty() || !running.empty()) {
        while (idle > 0 && !ready.empty()) {
            const TaskIndex task = *ready.begin();
            ready.erase(ready.begin());
            running.emplace(now + seconds[task], task);
            --idle;
        }
        // Every task ending at the same moment frees its worker before the next choice.
        now = running.top().first;
        while (!running.empty() && running.top().first == now) {
            const TaskIndex done = running.top().second;
            running.pop();
            ++idle;
            for (const TaskIndex s : graph.successors(done))
                if (--unmet[s] == 0)
                    ready.insert(s);
        }
    }
    return now;
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
    const std::vector<TaskIndex> &order = graph.order();
    for (auto it = order.rbegin(); it != order.rend(); ++it) {
        double longest = 0;
        for (const TaskIndex s : graph.successors(*it))
            longest = std::max(longest, path[s]);
        path[*it] = seconds[*it] + longest;
    }
    return path;
}

} // namespace weft::test
