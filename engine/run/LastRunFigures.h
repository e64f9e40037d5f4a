#pragma once

#include "graph/Graph.h"

#include <QString>

#include <vector>

namespace weft::run {

/// What the newest recorded run of a project says about each node of the graph about to run,
/// since an output's size and a node's duration are known only once it has run: the bytes its
/// outputs held, for `--memory bounded` (SchedulerOptions::outputWeights), and how long it took,
/// for the critical path of the scheduling order (TaskGraph::finalize).
struct LastRunFigures
{
    /// By node index; empty when the store has no run of the project with any of these nodes.
    /// A node that run did not finish gets the mean of those it did.
    std::vector<qint64> outputBytes;
    std::vector<double> seconds;

    /// Reads them from `store`, which may not exist yet (nothing to read: both empty).
    static LastRunFigures read(const engine::Graph &graph, const QString &store,
                               const QString &projectFile);
};

} // namespace weft::run
