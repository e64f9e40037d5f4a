#include "ReadyTasks.h"

#include <algorithm>

namespace weft::engine {

ReadyTasks::ReadyTasks(const TaskGraph &graph, int workers, const std::vector<double> &seconds)
    : m_graph(graph)
    , m_byPriority(graph.size())
    , m_workers(workers)
{
    if (workers < 2 || seconds.size() != size_t(graph.size()))
        return;
    m_seconds = seconds;
    const size_t n = m_seconds.size();
    // The priority order is topological (tasks on a cycle last, their paths meaningless but
    // finite), so walking it backwards sees every successor before its predecessors.
    m_path.assign(n, 0);
    const std::span<const TaskIndex> order = graph.order();
    for (auto it = order.rbegin(); it != order.rend(); ++it) {
        double after = 0;
        for (const TaskIndex s : graph.successors(*it))
            after = std::max(after, m_path[s]);
        m_seconds[*it] = std::max(0.0, m_seconds[*it]); // NaN and negatives count as nothing
        m_path[*it] = m_seconds[*it] + after;
        m_notStarted += m_seconds[*it];
    }
    m_byPath.assign(order.begin(), order.end());
    std::stable_sort(m_byPath.begin(), m_byPath.end(),
                     [this](TaskIndex a, TaskIndex b) { return m_path[a] > m_path[b]; });
    m_pathRank.resize(n);
    for (size_t i = 0; i < n; ++i)
        m_pathRank[m_byPath[i]] = quint32(i);
    m_byPathRank = ReadySet(qsizetype(n));
}

void ReadyTasks::insert(TaskIndex task)
{
    m_byPriority.insert(m_graph.priority(task));
    if (!m_seconds.empty())
        m_byPathRank.insert(m_pathRank[task]);
}

TaskIndex ReadyTasks::take()
{
    const quint32 first = m_byPriority.smallest();
    if (first == ReadySet::kNone)
        return kNoTask;
    TaskIndex task = m_graph.order()[first];
    if (!m_seconds.empty()) {
        const TaskIndex longest = m_byPath[m_byPathRank.smallest()];
        if (m_path[longest] > m_path[task] &&
            m_path[longest] >= kCriticalShare * m_notStarted / m_workers)
            task = longest;
        m_byPathRank.erase(m_pathRank[task]);
        m_notStarted -= m_seconds[task];
    }
    m_byPriority.erase(m_graph.priority(task));
    return task;
}

} // namespace weft::engine
