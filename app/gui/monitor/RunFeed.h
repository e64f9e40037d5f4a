#pragma once

#include "exec/Event.h"
#include "exec/EventObserver.h"

#include <mutex>
#include <vector>

namespace weft::app {

/// The live run's events on their way to the window: an observer on the event pump's thread
/// that appends each batch to a buffer under a short lock, and a take() that the GUI thread's
/// timer calls to swap the buffer out. The pump never waits for the GUI (it only waits for the
/// lock while take() swaps two vectors), and the GUI handles events at its own pace.
///
/// Thread-safe: onEvents() on the pump's thread, take() on any other one.
class RunFeed final : public engine::EventObserver
{
public:
    void onEvents(std::span<const engine::Event> events) override;

    /// Everything recorded since the last take(), in the order the pump delivered it (not
    /// sorted). `events` is cleared first; its capacity is reused by the next batches.
    void take(std::vector<engine::Event> &events);

private:
    std::mutex m_mutex;
    std::vector<engine::Event> m_pending;
};

} // namespace weft::app
