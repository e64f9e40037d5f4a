#pragma once

#include "RunRecord.h"
#include "exec/Event.h"
#include "exec/RunOutline.h"

#include <QCoreApplication>
#include <QHash>
#include <QString>

#include <optional>
#include <vector>

namespace weft::engine {
class Graph;
}

namespace weft::store {

class RunStore;

/// Everything a replay of one recorded run shows, read from the run store and checked against
/// the run's own outline before anyone uses it. A run store may come with a project folder from
/// someone else, so every number in it is untrusted: a node index, a task number, a worker, a
/// count or a time that the run's outline and recorded rows do not account for refuses the
/// run with one line naming the store file, the run and what is wrong. Nothing is sized by a
/// recorded number, only by recorded rows and bytes; so reading a store takes memory in
/// proportion to the file, and every index the window's models take from a replay is in range.
///
///     QString error;
///     std::optional<RunReplay> replay = RunReplay::read(store, id, project.graph, &error);
///     if (!replay)
///         return fail(error);           // "…/runs.sqlite: run 3: event 12 names node 7, …"
///     show(replay->outline, replay->events);
///
/// What is checked (docs/run-store.md lists it for users):
/// - the recorded plan's node indices are 0 … n-1 and its dependencies name planned nodes;
/// - node results and errors name planned nodes, each result once;
/// - events are of known types and name a planned node (a run recorded before outlines were
///   may name nodes its project has lost since, at most as many as its events name) and a task
///   number the run can have had (one per planned node, then at most one per recorded or
///   dropped event);
/// - an event block holds whole events, as many as it says;
/// - times fit the clock (at most 2^61 ns, about 73 years, either side of the run's start),
///   byte and item counts are not negative and add up within 2^62, workers are Event::worker
///   numbers.
///
/// Stateless; reads through the store's connection, on its thread.
struct RunReplay
{
    Q_DECLARE_TR_FUNCTIONS(RunReplay)

public:
    RunRecord run;
    /// The outline the replay shows (RecordedOutline::replay()): every event's node is in it.
    engine::RunOutline outline;
    std::vector<NodeRecord> nodes;     ///< the node results, if the run has them
    std::vector<engine::Event> events; ///< every recorded event, sorted by Event::ns
    qint64 originNs = 0;               ///< the run's start on the events' clock
    std::vector<MetricRecord> metrics; ///< `ns` relative to originNs, oldest first
    std::vector<WorkerRecord> workers; ///< `ns` relative to originNs, oldest first
    /// The error of each failed node by its index in `outline` (RunStore::nodeErrors).
    QHash<int, QString> errors;
    /// The time of the run's last record (event, sample or measured wall time) from originNs.
    qint64 durationNs = 0;

    /// Reads and checks run `id` of `store`, its outline matched to `project` (the open one's
    /// graph) as RecordedOutline::replay() does. std::nullopt with `error` set to one line that
    /// names the store file when the run does not exist or its records do not hold together.
    static std::optional<RunReplay> read(RunStore &store, RunId id, const engine::Graph &project,
                                         QString *error);
};

} // namespace weft::store
