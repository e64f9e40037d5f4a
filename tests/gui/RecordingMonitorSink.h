#pragma once

// A monitor sink for tests: records every call a hub hands on, in order, and what the calls
// carried, for live runs (RunController) and replays (ReplayController) alike.

#include "models/MonitorSink.h"

#include <QStringList>

#include <algorithm>
#include <vector>

namespace weft::test {

/// Every call the hub hands on, as a word each in `calls`, plus what the current run's calls
/// carried. A beginRun() starts the record of a run over (a replay seeking back begins again),
/// except `calls`, which a test clears itself, and `outOfOrder`, which stays set once any run
/// delivered an event older than one before it.
class RecordingMonitorSink final : public app::MonitorSink
{
public:
    void beginRun(const app::RunOutline &begun) override
    {
        calls << QStringLiteral("begin");
        outline = begun;
        events.clear();
        metrics.clear();
        workers.clear();
        errors.clear();
        lastNs = 0;
        ended = false;
    }
    void appendEvents(std::span<const engine::Event> batch) override
    {
        calls << QStringLiteral("events");
        for (const engine::Event &event : batch) {
            if (event.ns < lastNs)
                outOfOrder = true;
            lastNs = event.ns;
            events.push_back(event);
        }
    }
    void appendMetrics(std::span<const app::MetricSample> samples) override
    {
        calls << QStringLiteral("metrics");
        metrics.insert(metrics.end(), samples.begin(), samples.end());
    }
    /// Kept but not listed in `calls`: whether a run has worker samples, and where they fall
    /// among its other calls, depends on its backend and on the sampler's timing.
    void appendWorkers(std::span<const app::WorkerSample> samples) override
    {
        workers.insert(workers.end(), samples.begin(), samples.end());
    }
    void appendErrors(std::span<const app::NodeError> batch) override
    {
        calls << QStringLiteral("errors");
        errors.insert(errors.end(), batch.begin(), batch.end());
    }
    void endRun(const app::RunEnding &end) override
    {
        calls << QStringLiteral("end");
        ending = end;
        ended = true;
    }

    /// The current run's events of `type`.
    int count(engine::EventType type) const
    {
        return int(std::count_if(events.begin(), events.end(),
                                 [type](const engine::Event &e) { return e.type == type; }));
    }

    /// "begin", "events", "metrics", "errors", "end": one word a call, in order.
    QStringList calls;
    app::RunOutline outline;
    std::vector<engine::Event> events; ///< since the last beginRun, as delivered
    std::vector<app::MetricSample> metrics;
    std::vector<app::WorkerSample> workers;
    std::vector<app::NodeError> errors;
    app::RunEnding ending; ///< the last endRun's
    bool ended = false;    ///< endRun came after the last beginRun
    qint64 lastNs = 0;     ///< the newest event's time in the current run
    bool outOfOrder = false;
};

} // namespace weft::test
