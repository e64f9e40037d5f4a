#include "TaskGraph.h"

#include <algorithm>

namespace weft::engine {

namespace {

/// Counting sort of edges into compressed rows keyed by `key` (from or to).
void buildRows(qsizetype tasks, const std::vector<std::pair<TaskIndex, TaskIndex>> &edges,
               bool byFrom, std::vector<quint32> &start, std::vector<TaskIndex> &targets)
{
    start.assign(size_t(tasks) + 1, 0);
    for (const auto &[from, to] : edges)
        ++start[(byFrom ? from : to) + 1];
    for (size_t i = 1; i < start.size(); ++i)
        start[i] += start[i - 1];
    targets.resize(edges.size());
    std::vector<quint32> fill(start.begin(), start.end() - 1);
    for (const auto &[from, to] : edges)
        targets[fill[byFrom ? from : to]++] = byFrom ? to : from;
}

} // namespace

TaskIndex TaskGraph::addTask(quint32 node)
{
    m_node.push_back(node);
    return TaskIndex(m_node.size() - 1);
}

void TaskGraph::addDependency(TaskIndex from, TaskIndex to)
{
    m_edges.emplace_back(from, to);
}

void TaskGraph::reserve(qsizetype tasks, qsizetype dependencies)
{
    m_node.reserve(size_t(tasks));
    m_edges.reserve(size_t(dependencies));
}

void TaskGraph::finalize()
{
    buildRows(size(), m_edges, true, m_succStart, m_succ);
    buildRows(size(), m_edges, false, m_predStart, m_pred);
    m_edges = {};
    computePriority();
}

void TaskGraph::computePriority()
{
    // Depth-first post-order from every final task (no successors), following predecessors in
    // the order their edges were added. Iterative: graphs may be millions of tasks deep.
    const auto n = size_t(size());
    m_priority.assign(n, 0);
    std::vector<bool> seen(n, false);
    std::vector<std::pair<TaskIndex, quint32>> stack; // task, next predecessor to visit
    quint32 order = 0;
    const auto walkFrom = [&](TaskIndex sink) {
        seen[sink] = true;
        stack.emplace_back(sink, 0);
        while (!stack.empty()) {
            auto &[task, next] = stack.back();
            const auto preds = predecessors(task);
            if (next < preds.size()) {
                const TaskIndex p = preds[next++];
                if (!seen[p]) {
                    seen[p] = true;
                    stack.emplace_back(p, 0);
                }
                continue;
            }
            m_priority[task] = order++;
            stack.pop_back();
        }
    };
    for (TaskIndex t = 0; t < n; ++t)
        if (m_succStart[t] == m_succStart[t + 1])
            walkFrom(t);
    // Every task reaches a final task in a DAG; anything left lies on a cycle and keeps
    // priority 0 (the scheduler reports such a graph as having no startable task).

    m_roots.clear();
    for (TaskIndex t = 0; t < n; ++t)
        if (m_predStart[t] == m_predStart[t + 1])
            m_roots.push_back(t);
    std::sort(m_roots.begin(), m_roots.end(),
              [this](TaskIndex a, TaskIndex b) { return m_priority[a] < m_priority[b]; });
}

qsizetype TaskGraph::sizeBytes() const
{
    const auto bytes = [](const auto &v) { return qsizetype(v.capacity() * sizeof(v[0])); };
    return bytes(m_node) + bytes(m_edges) + bytes(m_succStart) + bytes(m_succ) +
           bytes(m_predStart) + bytes(m_pred) + bytes(m_priority) + bytes(m_roots);
}

} // namespace weft::engine
