#include "TaskGraph.h"

#include "StaticOrder.h"

#include <algorithm>

namespace weft::engine {

namespace {

/// Counting sort of edges into compressed rows keyed by `key` (from or to).
void buildRows(qsizetype tasks, const TaskArray<std::pair<TaskIndex, TaskIndex>> &edges,
               bool byFrom, TaskArray<quint32> &start, TaskArray<TaskIndex> &targets)
{
    start.assign(size_t(tasks) + 1, 0);
    for (const auto &[from, to] : edges)
        ++start[(byFrom ? from : to) + 1];
    for (size_t i = 1; i < start.size(); ++i)
        start[i] += start[i - 1];
    targets.resize(edges.size());
    TaskArray<quint32> fill(start.begin(), start.end() - 1);
    for (const auto &[from, to] : edges)
        targets[fill[byFrom ? from : to]++] = byFrom ? to : from;
}

/// Depth-first post-order from every final task (no successors), following predecessors in the
/// order their dependencies were added: linear time, but it depends on that order. Iterative:
/// graphs may be millions of tasks deep. Tasks on a cycle come last (they never become ready).
TaskArray<TaskIndex> depthFirstOrder(const TaskGraph &graph)
{
    const auto n = size_t(graph.size());
    TaskArray<TaskIndex> order;
    order.reserve(n);
    std::vector<bool> seen(n, false);
    std::vector<std::pair<TaskIndex, quint32>> stack; // task, next predecessor to visit
    for (TaskIndex sink = 0; sink < n; ++sink) {
        if (!graph.successors(sink).empty())
            continue;
        seen[sink] = true;
        stack.emplace_back(sink, 0);
        while (!stack.empty()) {
            auto &[task, next] = stack.back();
            const auto preds = graph.predecessors(task);
            if (next < preds.size()) {
                const TaskIndex p = preds[next++];
                if (!seen[p]) {
                    seen[p] = true;
                    stack.emplace_back(p, 0);
                }
                continue;
            }
            order.push_back(task);
            stack.pop_back();
        }
    }
    for (TaskIndex t = 0; t < n; ++t)
        if (!seen[t])
            order.push_back(t);
    return order;
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

void TaskGraph::finalize(TaskOrder order, std::span<const double> seconds)
{
    buildRows(size(), m_edges, true, m_succStart, m_succ);
    buildRows(size(), m_edges, false, m_predStart, m_pred);
    m_edges = {};
    m_seconds.assign(seconds.begin(), seconds.end());
    m_order = order == TaskOrder::Static ? StaticOrder::of(*this, seconds) : depthFirstOrder(*this);
    m_priority.assign(m_order.size(), 0);
    for (size_t i = 0; i < m_order.size(); ++i)
        m_priority[m_order[i]] = quint32(i);
    m_roots.clear();
    for (const TaskIndex t : m_order)
        if (m_predStart[t] == m_predStart[t + 1])
            m_roots.push_back(t);
}

qsizetype TaskGraph::sizeBytes() const
{
    const auto bytes = [](const auto &v) { return qsizetype(v.capacity() * sizeof(v[0])); };
    return bytes(m_node) + bytes(m_edges) + bytes(m_succStart) + bytes(m_succ) +
           bytes(m_predStart) + bytes(m_pred) + bytes(m_priority) + bytes(m_order) +
           bytes(m_roots) + bytes(m_seconds);
}

} // namespace weft::engine
