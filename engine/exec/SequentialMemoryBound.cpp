#include "SequentialMemoryBound.h"

#include <algorithm>

namespace weft::engine {

SequentialMemoryBound::SequentialMemoryBound(const TaskGraph &graph)
    : m_graph(graph)
    , m_order(graph.order())
    , m_holds(size_t(graph.size()), false)
{
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
