#pragma once

#include "exec/EventObserver.h"

#include <QtGlobal>

#include <array>

namespace weft::bench {

/// Counts the events an EventPump delivers, in total and per type: about the cheapest observer
/// there is, so that the benchmark measures recording and draining rather than what an
/// observer does with events. Called on the pump's thread; read it after EventPump::stop().
class CountingObserver final : public engine::EventObserver
{
public:
    void onEvents(std::span<const engine::Event> events) override
    {
        m_count += qint64(events.size());
        for (const engine::Event &event : events)
            ++m_byType[quint8(event.type)];
    }
    qint64 count() const { return m_count; }
    qint64 count(engine::EventType type) const { return m_byType[quint8(type)]; }

private:
    qint64 m_count = 0;
    /// Indexed by the type's byte, so an unknown future type is counted, not out of bounds.
    std::array<qint64, 256> m_byType{};
};

} // namespace weft::bench
