#include "StaticOrder.h"

#include <algorithm>

namespace weft::engine {

namespace {

/// splitmix64's finaliser: spreads every input bit over the whole word.
quint64 mix(quint64 x)
{
    x += 0x9e3779b97f4a7c15ULL;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
}

} // namespace

std::vector<TaskIndex> StaticOrder::of(const TaskGraph &graph)
{
    StaticOrder order(graph);
    order.computeKeys();
    order.sortRows();
    order.run();
    return std::move(order.m_order);
}

StaticOrder::StaticOrder(const TaskGraph &graph)
    : m_graph(graph)
    , m_n(size_t(graph.size()))
{}

std::vector<TaskIndex> StaticOrder::topologicalOrder() const
{
    // Kahn's order: a task comes after all its inputs; tasks on or behind a cycle never do.
    std::vector<quint32> unmet(m_n);
    std::vector<TaskIndex> order;
    order.reserve(m_n);
    for (TaskIndex t = 0; t < m_n; ++t) {
        unmet[t] = quint32(m_graph.predecessors(t).size());
        if (unmet[t] == 0)
            order.push_back(t);
    }
    for (size_t i = 0; i < order.size(); ++i)
        for (const TaskIndex s : m_graph.successors(order[i]))
            if (--unmet[s] == 0)
                order.push_back(s);
    return order;
}

void StaticOrder::computeKeys()
{
    const std::vector<TaskIndex> topo = topologicalOrder();
    m_acyclic.assign(m_n, false);
    m_height.assign(m_n, 0);
    m_need.assign(m_n, 0);
    m_depth.assign(m_n, 0);
    for (auto it = topo.rbegin(); it != topo.rend(); ++it) {
        quint32 below = 0;
        for (const TaskIndex s : m_graph.successors(*it))
            below = std::max(below, m_height[s]);
        m_height[*it] = below + 1;
        m_acyclic[*it] = true;
    }
    // Sethi-Ullman: computing inputs needing n1 >= n2 >= ... in that order peaks at
    // max(n_i + i) (the i inputs already made are held), and at all k inputs plus the output.
    std::vector<quint32> needs;
    for (const TaskIndex t : topo) {
        needs.clear();
        quint32 above = 0;
        for (const TaskIndex p : m_graph.predecessors(t)) {
            needs.push_back(m_need[p]);
            above = std::max(above, m_depth[p]);
        }
        m_depth[t] = above + 1;
        std::sort(needs.begin(), needs.end(), std::greater<>());
        quint64 need = needs.size() + 1;
        for (size_t i = 0; i < needs.size(); ++i)
            need = std::max<quint64>(need, quint64(needs[i]) + i);
        m_need[t] = quint32(std::min<quint64>(need, ~quint32(0)));
    }
    // One round of neighbourhood hashing (Weisfeiler-Lehman): sums are blind to edge order.
    std::vector<quint64> own(m_n);
    for (TaskIndex t = 0; t < m_n; ++t)
        own[t] = mix((quint64(m_height[t]) << 32) ^ m_need[t] ^ (quint64(m_depth[t]) << 8) ^
                     (quint64(m_graph.predecessors(t).size()) << 48) ^
                     (quint64(m_graph.successors(t).size()) << 20));
    m_hash.resize(m_n);
    for (TaskIndex t = 0; t < m_n; ++t) {
        quint64 sum = own[t];
        for (const TaskIndex p : m_graph.predecessors(t))
            sum += mix(own[p]);
        for (const TaskIndex s : m_graph.successors(t))
            sum += mix(own[s] ^ 0x5555555555555555ULL);
        m_hash[t] = mix(sum);
    }
}

bool StaticOrder::moreUrgent(TaskIndex a, TaskIndex b) const
{
    if (m_height[a] != m_height[b])
        return m_height[a] > m_height[b];
    if (m_depth[a] != m_depth[b])
        return m_depth[a] > m_depth[b];
    if (m_need[a] != m_need[b])
        return m_need[a] > m_need[b];
    if (m_hash[a] != m_hash[b])
        return m_hash[a] < m_hash[b];
    return a < b; // alike tasks: which one goes first changes neither peak nor run time
}

bool StaticOrder::computeFirst(TaskIndex a, TaskIndex b) const
{
    if (m_need[a] != m_need[b])
        return m_need[a] > m_need[b];
    if (m_depth[a] != m_depth[b])
        return m_depth[a] > m_depth[b];
    return moreUrgent(a, b);
}

bool StaticOrder::poolAfter(const PoolEntry &a, const PoolEntry &b) const
{
    // std::push_heap keeps the largest on top: "after" makes it a min-heap.
    return a.first != b.first ? a.first > b.first : moreUrgent(b.second, a.second);
}

void StaticOrder::sortRows()
{
    const auto copyRows = [this](auto row, std::vector<quint32> &start,
                                 std::vector<TaskIndex> &rows, auto before) {
        start.assign(m_n + 1, 0);
        for (TaskIndex t = 0; t < m_n; ++t)
            start[t + 1] = start[t] + quint32(row(t).size());
        rows.resize(start[m_n]);
        for (TaskIndex t = 0; t < m_n; ++t) {
            const auto r = row(t);
            const auto first = rows.begin() + start[t];
            std::copy(r.begin(), r.end(), first);
            if (r.size() > 1)
                std::sort(first, first + qsizetype(r.size()), before);
        }
    };
    copyRows([this](TaskIndex t) { return m_graph.predecessors(t); }, m_predStart, m_predRow,
             [this](TaskIndex a, TaskIndex b) { return computeFirst(a, b); });
    copyRows([this](TaskIndex t) { return m_graph.successors(t); }, m_succStart, m_succRow,
             [this](TaskIndex a, TaskIndex b) { return moreUrgent(a, b); });
    for (TaskIndex t = 0; t < m_n; ++t)
        if (m_acyclic[t] && m_succStart[t] == m_succStart[t + 1])
            m_sinks.push_back(t);
    std::sort(m_sinks.begin(), m_sinks.end(),
              [this](TaskIndex a, TaskIndex b) { return moreUrgent(a, b); });
}

void StaticOrder::run()
{
    m_done.assign(m_n, false);
    m_unmet.resize(m_n);
    m_consumers.resize(m_n);
    m_freed.assign(m_n, 0);
    m_predNext.assign(m_predStart.begin(), m_predStart.end() - 1);
    m_succNext.assign(m_succStart.begin(), m_succStart.end() - 1);
    for (TaskIndex t = 0; t < m_n; ++t) {
        m_unmet[t] = m_predStart[t + 1] - m_predStart[t];
        m_consumers[t] = m_succStart[t + 1] - m_succStart[t];
    }
    m_order.reserve(m_n);
    while (true) {
        TaskIndex next = takeFromPool(true);
        if (next == kNoTask) {
            next = nextOnPath();
            if (next == kNoTask)
                break;
            // A new input is about to be made: first run what holds no more than it frees.
            if (m_predStart[next] == m_predStart[next + 1]) {
                const TaskIndex neutral = takeFromPool(false);
                next = neutral != kNoTask ? neutral : next;
            }
        }
        emit(next);
    }
    // Tasks on or behind a cycle never run; they come last, in index order.
    for (TaskIndex t = 0; t < m_n; ++t)
        if (!m_done[t])
            m_order.push_back(t);
}

TaskIndex StaticOrder::nextOnPath()
{
    while (true) {
        while (!m_path.empty()) {
            const TaskIndex task = m_path.back();
            if (m_done[task]) {
                m_path.pop_back();
                continue;
            }
            quint32 &next = m_predNext[task];
            while (next < m_predStart[task + 1] && m_done[m_predRow[next]])
                ++next;
            if (next == m_predStart[task + 1])
                return task; // every input is made: it is ready
            m_path.push_back(m_predRow[next]);
        }
        const TaskIndex target = nextTarget();
        if (target == kNoTask)
            return kNoTask;
        m_path.push_back(target);
    }
}

TaskIndex StaticOrder::nextTarget()
{
    // Finish what is nearest to releasing data: a consumer of the most recent output held.
    while (!m_held.empty()) {
        const TaskIndex held = m_held.back();
        quint32 &next = m_succNext[held];
        while (next < m_succStart[held + 1] &&
               (m_done[m_succRow[next]] || !m_acyclic[m_succRow[next]]))
            ++next;
        if (m_consumers[held] > 0 && next < m_succStart[held + 1])
            return m_succRow[next];
        m_held.pop_back();
    }
    // Nothing held: the final task on the longest path.
    while (m_nextSink < m_sinks.size()) {
        const TaskIndex sink = m_sinks[m_nextSink++];
        if (!m_done[sink])
            return sink;
    }
    return kNoTask;
}

TaskIndex StaticOrder::takeFromPool(bool freeingOnly)
{
    const auto later = [this](const PoolEntry &a, const PoolEntry &b) { return poolAfter(a, b); };
    while (!m_pool.empty()) {
        const auto [added, task] = m_pool.front();
        if (!m_done[task] && (added < 0 || !freeingOnly)) {
            std::pop_heap(m_pool.begin(), m_pool.end(), later);
            m_pool.pop_back();
            return task;
        }
        if (!m_done[task])
            return kNoTask;
        std::pop_heap(m_pool.begin(), m_pool.end(), later);
        m_pool.pop_back();
    }
    return kNoTask;
}

void StaticOrder::emit(TaskIndex task)
{
    m_order.push_back(task);
    m_done[task] = true;
    for (quint32 i = m_predStart[task]; i < m_predStart[task + 1]; ++i)
        if (--m_consumers[m_predRow[i]] == 1)
            lastConsumerLeft(m_predRow[i]);
    if (m_consumers[task] > 0)
        m_held.push_back(task);
    for (quint32 i = m_succStart[task]; i < m_succStart[task + 1]; ++i)
        if (--m_unmet[m_succRow[i]] == 0)
            becameReady(m_succRow[i]);
}

void StaticOrder::becameReady(TaskIndex task)
{
    for (quint32 i = m_predStart[task]; i < m_predStart[task + 1]; ++i)
        if (m_consumers[m_predRow[i]] == 1)
            ++m_freed[task];
    offer(task);
}

void StaticOrder::lastConsumerLeft(TaskIndex producer)
{
    // Only one consumer is left: once it runs, the producer's output is released.
    for (quint32 i = m_succStart[producer]; i < m_succStart[producer + 1]; ++i) {
        const TaskIndex consumer = m_succRow[i];
        if (m_done[consumer])
            continue;
        if (m_unmet[consumer] == 0) {
            ++m_freed[consumer];
            offer(consumer);
        }
        return;
    }
}

void StaticOrder::offer(TaskIndex task)
{
    const auto added = qint32(m_succStart[task + 1] > m_succStart[task]) - qint32(m_freed[task]);
    if (added > 0)
        return;
    m_pool.emplace_back(added, task);
    std::push_heap(m_pool.begin(), m_pool.end(),
                   [this](const PoolEntry &a, const PoolEntry &b) { return poolAfter(a, b); });
}

} // namespace weft::engine
