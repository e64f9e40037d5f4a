#pragma once

// A monitor sink for tests: records every call the hub hands on, in order.

#include "MonitorSink.h"

#include <QStringList>

#include <algorithm>
#include <vector>

namespace weft::test {

/// Every call the hub hands on, in order, as a word each, plus what the calls carried.
class RecordingMonitorSink final : public app::MonitorSink
{
public:
    void beginRun(const app::RunOutline &begun) override
    {
        calls << QStringLiteral("begin");
        outline = begun;
    }
    void appendEvents(std::span<const engine::Event> batch) override
    {
        if (calls.isEmpty() || calls.last() != QStringLiteral("events"))
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
        metrics += int(samples.size());
    }
    void appendWorkers(std::span<const app::WorkerSample> samples) override
    {
        workers += int(samples.size());
    }
    void appendErrors(std::span<const app::NodeError> batch) override
    {
        calls << QStringLiteral("errors");
        errors.insert(errors.end(), batch.begin(), batch.end());
    }
    void endRun(const app::RunEnding &ended) override
    {
        calls << QStringLiteral("end");
        ending = ended;
    }

    int count(engine::EventType type) const
    {
        return int(std::count_if(events.begin(), events.end(),
                                 [type](const engine::Event &e) { return e.type == type; }));
    }

    QStringList calls;
    app::RunOutline outline;
    std::vector<engine::Event> events;
    qint64 lastNs = 0;
    bool outOfOrder = false;
    int metrics = 0;
    int workers = 0;
    std::vector<app::NodeError> errors;
    app::RunEnding ending;
};

} // namespace weft::test
