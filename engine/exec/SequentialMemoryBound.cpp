#include "SequentialMemoryBound.h"

#include <algorithm>

namespace weft::engine {

SequentialMemoryBound::SequentialMemoryBound(const TaskGraph &graph, std::vector<qint64> weights)
    : m_graph(graph)
    , m_weights(std::move(weights))
    , m_order(graph.order())
    , m_holds(size_t(graph.size()), false)
{
    Q_ASSERT(m_weights.empty() || m_weights.size() == size_t(graph.size()));
    // Run the order on one worker, weighing outputs the way the scheduler holds them: a task's
    // output is held from its end until its last consumer has finished.
    std::vector<quint32> consumers(size_t(graph.size()));
    for (TaskIndex t = 0; t < TaskIndex(graph.size()); ++t)
        consumers[t] = quint32(graph.successors(t).size());
    qint64 held = 0;
    for (const TaskIndex task : m_order) {
        if (!graph.successors(task).empty())
            m_limit = std::max(m_limit, held += weight(task));
        for (const TaskIndex p : graph.predecessors(task))
            if (--consumers[p] == 0)
                held -= weight(p);
    }
}

void SequentialMemoryBound::release(TaskIndex task)
{
    if (m_holds[task]) {
        m_holds[task] = false;
        m_booked -= weight(task);
    }
}

} // namespace weft::engine
