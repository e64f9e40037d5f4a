#pragma once

#include "AutoBatchSizer.h"

#include <QString>

#include <utility>
#include <vector>

namespace weft::engine {

class Backend;
class Graph;

/// One node of a run's plan as a monitor shows it.
struct OutlineNode
{
    QString id;         ///< the project's node id
    QString operatorId; ///< "csv.read"
    QString title;      ///< the node's own title, else its operator's, else the operator id
    bool map = false;   ///< runs as a map node: its batches are tuned (BatchFinished events)
    /// A map node's batch duration targets as the run starts it (where its backend places it,
    /// or its own); zero for other nodes.
    BatchTargets targets{};

    friend bool operator==(const OutlineNode &, const OutlineNode &) = default;
};

/// What a monitor knows of a run before its first event: each node of the plan (index =
/// Event::node) with its title, its map flag and the batch targets it starts with, the
/// dependencies between them, the backend and its workers. The one place these are worked
/// out: the window's live monitor shows of()'s outline, the run store records the same one when
/// the run starts (store::RecordedOutline), and a replay shows what was recorded, so live and
/// replayed runs show the same nodes and bands. A map node's targets come from PlacementRule
/// and mapBatchTargets(), the rule OperatorTaskRunner starts the node with.
///
///     const RunOutline outline = RunOutline::of(graph, backend);  // before run()
///
/// A plain value; build it on any thread.
struct RunOutline
{
    std::vector<OutlineNode> nodes;
    /// Dependencies between plan indices (from -> to), each once: the graph's edges.
    std::vector<std::pair<int, int>> dependencies;
    QString backend; ///< Backend::name(): "threads", "processes", "slurm", ...
    int workers = 1; ///< Backend::workers()

    /// The outline of a run of `graph` (its node order is the plan's) on `backend`.
    static RunOutline of(const Graph &graph, const Backend &backend);
    /// The outline of a run of `graph` on the backend named `backend` with `workers` workers:
    /// for a recorded run, whose backend object is gone.
    static RunOutline of(const Graph &graph, const QString &backend, int workers);

    friend bool operator==(const RunOutline &, const RunOutline &) = default;
};

} // namespace weft::engine
