#pragma once

#include "Event.h"
#include "NodeFailure.h"
#include "RunSampler.h"

#include <span>

namespace weft::engine {

/// Receives a run from an EventPump: its events, why its nodes failed, and its samples. The
/// terminal progress bar, the run store writer, the GUI's feed. Called on the pump's thread,
/// never on a worker, so it may take its time (a slow observer delays later batches, never the
/// run); it must not throw. All but onEvents() may be left alone.
///
/// Order, as the pump keeps it: a node's failure comes after the batch that carried its (or
/// its batch's) first failed or cancelled event; samples come between batches, counting the
/// events delivered before them; the run's RunFinished comes last, in a batch of its own,
/// after every other event, failure and sample of the run.
class EventObserver
{
public:
    virtual ~EventObserver() = default;
    /// One drain's events: each writer's in the order recorded, writers one after another
    /// (sort by Event::ns for one order across writers). The span is valid only during the
    /// call.
    virtual void onEvents(std::span<const Event> events) = 0;
    /// Why nodes failed, each node once.
    virtual void onFailures(std::span<const NodeFailure> failures) { Q_UNUSED(failures) }
    /// The process's figures, about every 100 ms while the run goes and at its end.
    virtual void onMetrics(const MetricSample &sample) { Q_UNUSED(sample) }
    /// Every worker of the run, about every 500 ms while the run goes and at its end.
    virtual void onWorkers(std::span<const WorkerSample> samples) { Q_UNUSED(samples) }

protected:
    EventObserver() = default;
    EventObserver(const EventObserver &) = default;
    EventObserver &operator=(const EventObserver &) = default;
};

} // namespace weft::engine
