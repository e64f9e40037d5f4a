#include "RunFeed.h"

namespace weft::app {

void RunFeed::onEvents(std::span<const engine::Event> events)
{
    std::lock_guard lock(m_mutex);
    m_pending.insert(m_pending.end(), events.begin(), events.end());
}

void RunFeed::take(std::vector<engine::Event> &events)
{
    events.clear();
    std::lock_guard lock(m_mutex);
    m_pending.swap(events);
}

} // namespace weft::app
