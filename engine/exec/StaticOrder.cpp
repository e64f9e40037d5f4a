#include "StaticOrder.h"

#include <algorithm>
#include <array>
#include <bit>

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

/// One field of the urgency key, the first 64 bits of a string of fields written from the
/// left: its width and where it starts. A field past the 64th bit is dropped; one across it
/// keeps its first bits.
struct Field
{
    int bits;
    int start;

    quint64 placed(quint64 value) const
    {
        const int end = start + bits;
        if (start >= 64)
            return 0;
        return end <= 64 ? value << (64 - end) : value >> (end - 64);
    }
    /// Larger values first when compared unsigned.
    quint64 inverted(quint32 value) const { return placed(((quint64(1) << bits) - 1) - value); }
};

/// The field after `before`, as wide as `largest` takes (at least one bit).
Field fieldAfter(const Field &before, quint32 largest)
{
    return {std::max(1, int(std::bit_width(largest))), before.start + before.bits};
}

} // namespace

TaskArray<TaskIndex> StaticOrder::of(const TaskGraph &graph, std::span<const double> seconds)
{
    Q_ASSERT(seconds.empty() || seconds.size() == size_t(graph.size()));
    StaticOrder order(graph);
    order.m_seconds = seconds;
    order.computeLevels();
    order.computeUrgency();
    order.sortRows();
    order.run();
    return std::move(order.m_order);
}

StaticOrder::StaticOrder(const TaskGraph &graph)
    : m_graph(graph)
    , m_n(size_t(graph.size()))
{}

void StaticOrder::computeLevels()
{
    // Kahn's order: a task comes after all its inputs; tasks on or behind a cycle never do.
    // A task's depth and need are computed when its last input is done. The buffers are lent
    // by the simulated run (m_unmet, m_order): on a million tasks, first touching fresh pages
    // is a visible part of this function's cost.
    TaskArray<quint32> &unmet = m_unmet;
    TaskArray<TaskIndex> &topo = m_order;
    unmet.resize(m_n);
    topo.reserve(m_n);
    for (TaskIndex t = 0; t < m_n; ++t) {
        unmet[t] = quint32(m_graph.predecessors(t).size());
        if (unmet[t] == 0)
            topo.push_back(t);
    }
    m_level.assign(m_n, Level{0, 0});
    for (size_t i = 0; i < topo.size(); ++i) {
        const TaskIndex t = topo[i];
        quint32 above = 0;
        for (const TaskIndex p : m_graph.predecessors(t))
            above = std::max(above, m_level[p].depth);
        m_level[t] = {above + 1, needOf(t)};
        for (const TaskIndex s : m_graph.successors(t))
            if (--unmet[s] == 0)
                topo.push_back(s);
    }
    m_height.assign(m_n, 0);
    if (m_seconds.empty()) {
        for (auto it = topo.rbegin(); it != topo.rend(); ++it) {
            quint32 below = 0;
            for (const TaskIndex s : m_graph.successors(*it))
                below = std::max(below, m_height[s]);
            m_height[*it] = below + 1;
        }
    } else {
        rankWeightedHeights(topo);
    }
    topo.clear();
}

void StaticOrder::rankWeightedHeights(const TaskArray<TaskIndex> &topo)
{
    // The remaining critical path in seconds, then its rank among all tasks' (from 1, equal
    // paths equal ranks), so that the key keeps its integer fields and their order.
    TaskArray<double> path(m_n, 0);
    for (auto it = topo.rbegin(); it != topo.rend(); ++it) {
        double below = 0;
        for (const TaskIndex s : m_graph.successors(*it))
            below = std::max(below, path[s]);
        path[*it] = below + std::max(0.0, m_seconds[*it]);
    }
    TaskArray<TaskIndex> byPath(topo);
    std::sort(byPath.begin(), byPath.end(),
              [&path](TaskIndex a, TaskIndex b) { return path[a] < path[b]; });
    quint32 rank = 0;
    for (size_t i = 0; i < byPath.size(); ++i) {
        if (i == 0 || path[byPath[i]] != path[byPath[i - 1]])
            ++rank;
        m_height[byPath[i]] = rank;
    }
}

quint32 StaticOrder::needOf(TaskIndex task)
{
    // Sethi-Ullman: computing inputs needing n1 >= n2 >= ... in that order peaks at
    // max(n_i + i) (the i inputs already made are held), and at all k inputs plus the output.
    const auto inputs = m_graph.predecessors(task);
    const auto peak = [](quint32 *first, quint32 *last) {
        std::sort(first, last, std::greater<>());
        quint64 need = quint64(last - first) + 1;
        for (quint32 *i = first; i < last; ++i)
            need = std::max<quint64>(need, quint64(*i) + quint64(i - first));
        return quint32(std::min<quint64>(need, ~quint32(0)));
    };
    if (inputs.size() == 1) // a chain: no sort
        return std::max<quint32>(2, m_level[inputs[0]].need);
    constexpr size_t kShort = 8;
    if (inputs.size() <= kShort) { // most tasks: no allocation
        std::array<quint32, kShort> needs;
        std::transform(inputs.begin(), inputs.end(), needs.begin(),
                       [this](TaskIndex p) { return m_level[p].need; });
        return peak(needs.data(), needs.data() + inputs.size());
    }
    m_needs.resize(inputs.size());
    std::transform(inputs.begin(), inputs.end(), m_needs.begin(),
                   [this](TaskIndex p) { return m_level[p].need; });
    return peak(m_needs.data(), m_needs.data() + m_needs.size());
}

void StaticOrder::computeUrgency()
{
    // One round of neighbourhood hashing (Weisfeiler-Lehman): sums are blind to edge order.
    TaskArray<quint64> own(m_n);
    quint32 maxHeight = 0, maxDepth = 0, maxNeed = 0;
    for (TaskIndex t = 0; t < m_n; ++t) {
        const auto [depth, need] = m_level[t];
        own[t] = mix((quint64(m_height[t]) << 32) ^ need ^ (quint64(depth) << 8) ^
                     (quint64(m_graph.predecessors(t).size()) << 48) ^
                     (quint64(m_graph.successors(t).size()) << 20));
        maxHeight = std::max(maxHeight, m_height[t]);
        maxDepth = std::max(maxDepth, depth);
        maxNeed = std::max(maxNeed, need);
    }
    const Field height = fieldAfter({0, 0}, maxHeight);
    const Field depth = fieldAfter(height, maxDepth);
    const Field need = fieldAfter(depth, maxNeed);
    const Field hash{64, need.start + need.bits};
    m_hash.resize(m_n);
    m_urgency.resize(m_n);
    for (TaskIndex t = 0; t < m_n; ++t) {
        quint64 sum = own[t];
        for (const TaskIndex p : m_graph.predecessors(t))
            sum += mix(own[p]);
        for (const TaskIndex s : m_graph.successors(t))
            sum += mix(own[s] ^ 0x5555555555555555ULL);
        m_hash[t] = mix(sum);
        m_urgency[t] = height.inverted(m_height[t]) | depth.inverted(m_level[t].depth) |
                       need.inverted(m_level[t].need) | hash.placed(m_hash[t]);
    }
}

bool StaticOrder::moreUrgent(TaskIndex a, TaskIndex b) const
{
    if (m_height[a] != m_height[b])
        return m_height[a] > m_height[b];
    if (m_level[a].depth != m_level[b].depth)
        return m_level[a].depth > m_level[b].depth;
    if (m_level[a].need != m_level[b].need)
        return m_level[a].need > m_level[b].need;
    if (m_hash[a] != m_hash[b])
        return m_hash[a] < m_hash[b];
    return a < b;
}

void StaticOrder::sortRow(std::span<const TaskIndex> row, bool inputs, TaskIndex *out)
{
    if (row.size() < 2) {
        std::copy(row.begin(), row.end(), out);
        return;
    }
    // computeFirst: more memory needed, then more work behind, in one word before urgency.
    const auto rank = [this, inputs](TaskIndex t) {
        const Level level = m_level[t];
        return ranked(t, inputs ? (quint64(~level.need) << 32) | quint32(~level.depth) : 0);
    };
    const auto sorted = [this, out](Ranked *first, Ranked *last) {
        // Rows are mostly a few tasks long: insertion sort on the stack, no call.
        for (Ranked *i = first + 1; i < last; ++i)
            for (Ranked *j = i; j > first && before(*j, *(j - 1)); --j)
                std::swap(*j, *(j - 1));
        std::transform(first, last, out, [](const Ranked &r) { return r.task; });
    };
    constexpr size_t kShort = 8;
    if (row.size() <= kShort) {
        std::array<Ranked, kShort> local;
        std::transform(row.begin(), row.end(), local.begin(), rank);
        sorted(local.data(), local.data() + row.size());
        return;
    }
    m_scratch.resize(row.size());
    std::transform(row.begin(), row.end(), m_scratch.begin(), rank);
    std::sort(m_scratch.begin(), m_scratch.end(),
              [this](const Ranked &a, const Ranked &b) { return before(a, b); });
    std::transform(m_scratch.begin(), m_scratch.end(), out, [](const Ranked &r) { return r.task; });
}

void StaticOrder::sortRows()
{
    m_rows.resize(m_n);
    m_consumers.resize(m_n);
    m_acyclic.assign(m_n, false);
    m_predRow.resize(size_t(m_graph.dependencies()));
    m_succRow.resize(size_t(m_graph.dependencies()));
    TaskArray<Ranked> sinks;
    quint32 inputs = 0, consumers = 0;
    for (TaskIndex t = 0; t < m_n; ++t) {
        const auto in = m_graph.predecessors(t), out = m_graph.successors(t);
        const auto ins = quint32(in.size()), outs = quint32(out.size());
        m_rows[t] = {inputs, inputs + ins, inputs, consumers, consumers + outs, 0};
        m_unmet[t] = ins;
        m_consumers[t] = outs;
        m_acyclic[t] = m_height[t] > 0;
        sortRow(in, true, m_predRow.data() + inputs);
        sortRow(out, false, m_succRow.data() + consumers);
        if (m_acyclic[t] && outs == 0)
            sinks.push_back(ranked(t, 0));
        inputs += ins;
        consumers += outs;
    }
    std::sort(sinks.begin(), sinks.end(),
              [this](const Ranked &a, const Ranked &b) { return before(a, b); });
    m_sinks.reserve(sinks.size());
    for (const Ranked &r : sinks)
        m_sinks.push_back(r.task);
}

void StaticOrder::run()
{
    m_done.assign(m_n, false);
    m_order.reserve(m_n);
    while (true) {
        TaskIndex next = takeFromPool(true);
        if (next == kNoTask) {
            next = nextOnPath();
            if (next == kNoTask)
                break;
            // A new input is about to be made: first run what holds no more than it frees.
            if (m_rows[next].predBegin == m_rows[next].predEnd) {
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
            Rows &walk = m_rows[task];
            while (walk.predNext < walk.predEnd && m_done[m_predRow[walk.predNext]])
                ++walk.predNext;
            if (walk.predNext == walk.predEnd)
                return task; // every input is made: it is ready
            m_path.push_back(m_predRow[walk.predNext]);
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
        const TaskIndex task = m_held.back();
        Rows &held = m_rows[task];
        while (held.succNext < held.succEnd &&
               (m_done[m_succRow[held.succNext]] || !m_acyclic[m_succRow[held.succNext]]))
            ++held.succNext;
        if (m_consumers[task] > 0 && held.succNext < held.succEnd)
            return m_succRow[held.succNext];
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
    const auto later = [this](const Ranked &a, const Ranked &b) { return before(b, a); };
    while (!m_pool.empty()) {
        const Ranked &top = m_pool.front();
        const TaskIndex task = top.task;
        const bool done = m_done[task];
        if (!done && freeingOnly && top.first >= kAddsNothing)
            return kNoTask;
        std::pop_heap(m_pool.begin(), m_pool.end(), later);
        m_pool.pop_back();
        if (!done)
            return task;
    }
    return kNoTask;
}

void StaticOrder::emit(TaskIndex task)
{
    m_order.push_back(task);
    m_done[task] = true;
    const Rows &self = m_rows[task];
    for (quint32 i = self.predBegin; i < self.predEnd; ++i)
        if (--m_consumers[m_predRow[i]] == 1)
            lastConsumerLeft(m_predRow[i]);
    if (m_consumers[task] > 0)
        m_held.push_back(task);
    // Before it has run, a task's consumer cursor is at the start of its row.
    for (quint32 i = self.succNext; i < self.succEnd; ++i)
        if (--m_unmet[m_succRow[i]] == 0)
            becameReady(m_succRow[i]);
}

void StaticOrder::becameReady(TaskIndex task)
{
    Rows &ready = m_rows[task];
    for (quint32 i = ready.predBegin; i < ready.predEnd; ++i)
        if (m_consumers[m_predRow[i]] == 1)
            ++ready.freed;
    offer(task);
}

void StaticOrder::lastConsumerLeft(TaskIndex producer)
{
    // Only one consumer is left: once it runs, the producer's output is released. The
    // producer has run, so consumers before its cursor have run or lie on a cycle: the one
    // left, if it can run, is past the cursor.
    const Rows &made = m_rows[producer];
    for (quint32 i = made.succNext; i < made.succEnd; ++i) {
        const TaskIndex consumer = m_succRow[i];
        if (m_done[consumer])
            continue;
        if (m_unmet[consumer] == 0) {
            ++m_rows[consumer].freed;
            offer(consumer);
        }
        return;
    }
}

void StaticOrder::offer(TaskIndex task)
{
    // Before it has run, a task's consumer cursor is at the start of its row.
    const Rows &ready = m_rows[task];
    const auto added = qint32(ready.succEnd > ready.succNext) - qint32(ready.freed);
    if (added > 0)
        return;
    m_pool.push_back(ranked(task, quint64(qint64(added) + kAddsNothing)));
    std::push_heap(m_pool.begin(), m_pool.end(),
                   [this](const Ranked &a, const Ranked &b) { return before(b, a); });
}

} // namespace weft::engine
