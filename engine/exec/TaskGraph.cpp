#include "TaskGraph.h"

#include "StaticOrder.h"

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
    m_order = StaticOrder::of(*this);
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
           bytes(m_predStart) + bytes(m_pred) + bytes(m_priority) + bytes(m_order) + bytes(m_roots);
}

} // namespace weft::engine
