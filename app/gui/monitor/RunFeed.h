#pragma once

#include "exec/Event.h"
#include "exec/EventObserver.h"

#include <mutex>
#include <vector>

namespace weft::app {

/// The live run on its way to the window: an observer on the event pump's thread that appends
/// what the pump delivers (events, failures, the run's samples) to buffers under a short lock,
/// and a take() that the GUI thread's timer calls to swap the buffers out. The pump never waits
/// for the GUI (it only waits for the lock while take() swaps a few vectors), and the GUI
/// handles the run at its own pace.
///
/// Thread-safe: the observer calls on the pump's thread, take() on any other one.
class RunFeed final : public engine::EventObserver
{
public:
    /// What the pump delivered since the last take(), each kind in the order it came.
    struct Delivery
    {
        std::vector<engine::Event> events; ///< in the order the pump delivered them (not sorted)
        std::vector<engine::NodeFailure> failures;
        std::vector<engine::MetricSample> metrics;
        std::vector<engine::WorkerSample> workers;

        void clear();
    };

    void onEvents(std::span<const engine::Event> events) override;
    void onFailures(std::span<const engine::NodeFailure> failures) override;
    void onMetrics(const engine::MetricSample &sample) override;
    void onWorkers(std::span<const engine::WorkerSample> samples) override;

    /// Everything delivered since the last take(). `delivery` is cleared first; its capacity is
    /// reused by the next deliveries.
    void take(Delivery &delivery);

private:
    std::mutex m_mutex;
    Delivery m_pending;
};

} // namespace weft::app
