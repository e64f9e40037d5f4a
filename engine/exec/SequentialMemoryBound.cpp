#include "SequentialMemoryBound.h"

#include <algorithm>
#include <numeric>

namespace weft::engine {

SequentialMemoryBound::SequentialMemoryBound(const TaskGraph &graph)
    : m_graph(graph)
    , m_order(size_t(graph.size()))
    , m_holds(size_t(graph.size()), false)
{
    // Tasks on a cycle share priority 0; a stable sort keeps them in index order (they never
    // become ready anyway).
    std::iota(m_order.begin(), m_order.end(), TaskIndex(0));
    std::stable_sort(m_order.begin(), m_order.end(), [&graph](TaskIndex a, TaskIndex b) {
        return graph.priority(a) < graph.priority(b);
    });

    // Run the order on one worker, counting outputs the way the scheduler holds them: a task's
    // output is held from its end until its last consumer has finished.
    std::vector<quint32> consumers(size_t(graph.size()));
    for (TaskIndex t = 0; t < TaskIndex(graph.size()); ++t)
        consumers[t] = quint32(graph.successors(t).size());
    quint32 held = 0;
    for (const TaskIndex task : m_order) {
        if (!graph.successors(task).empty())
            m_limit = std::max(m_limit, ++held);
        for (const TaskIndex p : graph.predecessors(task))
            if (--consumers[p] == 0)
                --held;
    }
}

void SequentialMemoryBound::release(TaskIndex task)
{
    if (m_holds[task]) {
        m_holds[task] = false;
        --m_booked;
    }
}

} // namespace weft::engine
