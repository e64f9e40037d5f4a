#include "WorkProgress.h"

#include <algorithm>

namespace weft::engine {

WorkProgress::WorkProgress(qsizetype planNodes)
    : m_nodes(std::size_t(std::max<qsizetype>(0, planNodes)))
    , m_total(qint64(m_nodes.size()))
{}

template<typename Change>
qint64 WorkProgress::update(Node &node, Change change)
{
    const qint64 unitsBefore = node.units();
    const qint64 doneBefore = node.doneUnits();
    change(node);
    m_total += node.units() - unitsBefore;
    const qint64 completed = node.doneUnits() - doneBefore;
    m_done += completed;
    return completed;
}

qint64 WorkProgress::apply(const Event &event, PhaseChange change)
{
    if (event.node >= m_nodes.size())
        return 0;
    Node &node = m_nodes[event.node];
    switch (event.type) {
    case EventType::MapItems:
        // Accepted after the node ended too: across the stream's writers the node's end can
        // arrive before the count its own task said first; an ended node's items are all done.
        if (event.value <= 0)
            return 0;
        m_hasItems = true;
        m_itemsTotal += event.value;
        return update(node, [&](Node &n) { n.items += event.value; });
    case EventType::BatchFinished:
        if (event.value <= 0)
            return 0;
        m_itemsDone += event.value;
        return update(node, [&](Node &n) { n.itemsDone += event.value; });
    default:
        break;
    }
    // Only the node's own task (a task of the plan) ends the node; the batches it spawned are
    // numbered after the plan's tasks and end on their own.
    if (!change.ended() || event.task >= m_nodes.size() || node.ended)
        return 0;
    return update(node, [](Node &n) { n.ended = true; });
}

double WorkProgress::fraction() const
{
    return m_total > 0 ? std::min(1.0, double(m_done) / double(m_total)) : 0.0;
}

qint64 WorkProgress::itemsTotal(quint32 node) const
{
    return node < m_nodes.size() ? m_nodes[node].items : 0;
}

qint64 WorkProgress::itemsDone(quint32 node) const
{
    return node < m_nodes.size() ? m_nodes[node].itemsDone : 0;
}

double WorkProgress::fraction(quint32 node) const
{
    if (node >= m_nodes.size())
        return 0.0;
    const Node &n = m_nodes[node];
    return double(n.doneUnits()) / double(n.units());
}

} // namespace weft::engine
