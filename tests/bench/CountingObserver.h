#pragma once

#include "exec/EventObserver.h"

#include <QtGlobal>

namespace weft::bench {

/// Counts the events an EventPump delivers: the cheapest observer there is, so that the
/// benchmark measures recording and draining rather than what an observer does with events.
/// Called on the pump's thread; read count() after EventPump::stop().
class CountingObserver final : public engine::EventObserver
{
public:
    void onEvents(std::span<const engine::Event> events) override
    {
        m_count += qint64(events.size());
    }
    qint64 count() const { return m_count; }

private:
    qint64 m_count = 0;
};

} // namespace weft::bench
