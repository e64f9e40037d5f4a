#pragma once

#include "graph/Graph.h"
#include "models/MonitorSink.h"
#include "store/RunRecord.h"

#include <QCoreApplication>

#include <optional>
#include <vector>

namespace weft::app {

/// A past run as the monitor replays it: what MonitorHub needs, read once from the run store.
struct ReplayData
{
    store::RunRecord run;
    RunOutline outline;
    std::vector<engine::Event> events; ///< every recorded event, sorted by Event::ns
    std::vector<MetricSample> metrics; ///< on the events' clock, oldest first
    std::vector<WorkerSample> workers; ///< on the events' clock, oldest first
    /// Each failed node's error at the time of its first TaskFailed event, oldest first: its
    /// result's, or, for an interrupted run, the one stored while the run went
    /// (RunStore::nodeErrors). A node whose failure has no recorded event has its error in
    /// `ending` only.
    std::vector<NodeError> errors;
    RunEnding ending;
    /// The time of the run's last record (event, sample or its measured wall time), relative
    /// to outline.originNs: where the replay's time slider ends.
    qint64 durationNs = 0;
};

/// Reads run `id` from the store at `storePath` into a ReplayData, its outline as the run
/// recorded it (store::RecordedOutline); for a run recorded before outlines were, its nodes are
/// matched to `graph` (the open project's) by id for their titles, dependencies and map
/// settings, and nodes the project no longer has keep their recorded id as title.
///
/// Opens its own connection, so it may run on any thread (the history loads big runs on the
/// thread pool); `graph` is taken by value for that reason.
class ReplayLoader
{
    Q_DECLARE_TR_FUNCTIONS(ReplayLoader)

public:
    /// std::nullopt with `error` set to one line naming the store or the run on failure.
    static std::optional<ReplayData> load(const QString &storePath, store::RunId id,
                                          engine::Graph graph, QString *error);
};

} // namespace weft::app
