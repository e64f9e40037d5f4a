#pragma once

#include "Event.h"

#include <span>
#include <vector>

namespace weft::engine {

/// The whole process's figures at one moment of a run: what the Memory panel draws and the run
/// store keeps in `metrics`.
struct MetricSample
{
    qint64 ns = 0;              ///< when it was taken, on the events' clock (Event::ns)
    qint64 bytesHeld = 0;       ///< held by the run's outputs, as the events so far count it
    qint64 shmBytes = 0;        ///< in the process's shared-memory segments
    qint64 rssBytes = 0;        ///< the process's resident memory
    qint64 workersRssBytes = 0; ///< its children's (worker processes, commands)
    qint64 cpuNs = 0;           ///< CPU time the process has used, user and system
    int running = 0;            ///< tasks running, as the events so far count them
    int ready = 0;              ///< tasks waiting for a worker
};

/// One worker at one moment: a thread of this process (pid is ours, no RSS of its own) or a
/// worker process. What the Workers panel shows and the run store keeps in `workers`.
struct WorkerSample
{
    qint64 ns = 0;  ///< when it was taken, on the events' clock
    int worker = 0; ///< Event::worker
    qint64 pid = 0; ///< 0 while its process is not started
    qint64 rssBytes = 0;
    qint64 cpuNs = 0;
    int restarts = 0; ///< times its worker process was replaced after a crash or a kill
};

/// Takes a run's samples for its EventPump (EventPump::setSampler), so that a run has one
/// sampler and every observer gets the same samples, in order with the events
/// (EventObserver::onMetrics, onWorkers). All calls come on the pump's thread: onEvents() with
/// each batch before the observers get it, so that a sample counts what they have seen; the
/// samples when they are due and once more when the run ends.
class RunSampler
{
public:
    virtual ~RunSampler() = default;

    virtual void onEvents(std::span<const Event> events) = 0;
    /// The process's figures now; `ns` is the sample's time.
    virtual MetricSample sampleMetrics(qint64 ns) = 0;
    /// Every worker of the run's backend now, each stamped `ns`.
    virtual std::vector<WorkerSample> sampleWorkers(qint64 ns) = 0;

protected:
    RunSampler() = default;
    RunSampler(const RunSampler &) = default;
    RunSampler &operator=(const RunSampler &) = default;
};

} // namespace weft::engine
