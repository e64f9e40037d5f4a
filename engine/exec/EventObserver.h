#pragma once

#include "Event.h"

#include <span>

namespace weft::engine {

/// Receives a run's events from an EventPump: the terminal progress bar, the run store
/// writer, the GUI's models. Called on the pump's thread, never on a worker, so it may take its
/// time (a slow observer delays later batches, never the run); it must not throw.
class EventObserver
{
public:
    virtual ~EventObserver() = default;
    /// One drain's events: each writer's in the order recorded, writers one after another
    /// (sort by Event::ns for one order across writers). The span is valid only during the
    /// call.
    virtual void onEvents(std::span<const Event> events) = 0;

protected:
    EventObserver() = default;
    EventObserver(const EventObserver &) = default;
    EventObserver &operator=(const EventObserver &) = default;
};

} // namespace weft::engine
