#pragma once

// Recorded runs for the monitor's tests: golden event streams under tests/golden/gui/, written
// from real `weft --run` recordings by tests/golden/gui/record_golden.py, and fed to a MonitorHub
// the way a live run or a replay feeds it. The dashboard's goldens (monitor/) carry the run's
// ending; the chart panels' golden (charts/) carries instead the figures its models must
// derive, computed by the script independently of the models.
//
// Test-thread only, like the hub it feeds.

#include "monitor/MonitorHub.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QString>

#include <cstddef>
#include <limits>
#include <vector>

namespace weft::test {

/// How much of a golden run GoldenRun::feed hands over, and in what pieces.
struct FeedOptions
{
    std::size_t chunk = 64; ///< at most this many events a call, as the GUI timer batches them
    /// The events up to this time (ns from the run's origin); the run goes on after the last.
    qint64 untilNs = std::numeric_limits<qint64>::max();
    bool end = true; ///< endRun once every event was delivered; false keeps the run live
};

/// One golden run as read from its file.
struct GoldenRun
{
    /// Its nodes (with their batch bands in the charts' golden), dependencies, backend and
    /// workers, origin 0. `live` is false, as the history replays a recorded run: a test that
    /// needs the live run (band changes go only to it) sets it.
    app::RunOutline outline;
    std::vector<engine::Event> events; ///< sorted by time
    std::vector<app::MetricSample> metrics;
    /// As the run store recorded it; "succeeded" and nothing else for a golden without one.
    app::RunEnding ending;
    QJsonObject expected; ///< the chart figures (charts/); empty for the dashboard's goldens

    /// Hands the run to `hub`: the outline, then the events up to `options.untilNs` in calls
    /// of at most `options.chunk`, each followed by the metrics up to its last event, then,
    /// once every event was delivered, the remaining metrics and (unless told not to) the
    /// ending.
    void feed(app::MonitorHub &hub, const FeedOptions &options = {}) const;
};

/// Reads tests/golden/gui/`name`.json (`name` as "monitor/weather_failed"); fails the calling
/// test when it cannot.
void readGolden(const QString &name, GoldenRun *run);

/// A synthetic stream of `tasks` tasks over `workers` workers and `nodes` nodes, each task
/// `taskNs` long back to back on its worker: for the 100,000-task frame figures, which no
/// recorded run is large enough to give.
std::vector<engine::Event> syntheticStream(int tasks, int workers, int nodes, qint64 taskNs);

} // namespace weft::test
