#pragma once

// What the chart tests feed a recorded run into: the monitor's three time chart models on one
// hub, wired as the dashboard wires them.

#include "monitor/BatchTuningModel.h"
#include "monitor/MemoryTimelineModel.h"
#include "monitor/MonitorHub.h"
#include "monitor/TaskStreamModel.h"

namespace weft::test {

/// The task stream, batch tuning and memory models, each a sink of `hub`; the batch model asks
/// the hub for new bands (MonitorHub::batchTargetsRequested). Test-thread only, like the hub.
struct ChartModels
{
    ChartModels()
    {
        batches.setHub(&hub);
        hub.addSink(&tasks);
        hub.addSink(&batches);
        hub.addSink(&memory);
    }
    ChartModels(const ChartModels &) = delete;
    ChartModels &operator=(const ChartModels &) = delete;

    app::MonitorHub hub;
    app::TaskStreamModel tasks;
    app::BatchTuningModel batches;
    app::MemoryTimelineModel memory;
};

} // namespace weft::test
