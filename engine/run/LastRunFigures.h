#pragma once

#include "graph/Graph.h"

#include <QString>

#include <vector>

namespace weft::run {

/// What the recorded runs of a project say about each node of the graph about to run, since an
/// output's size and a node's duration are known only once it has run: the bytes its outputs
/// held, for `--memory bounded` (SchedulerOptions::outputWeights), and how long it took, for
/// the scheduling order's critical path (TaskGraph::finalize) and which branches start first on
/// several workers (ReadyTasks). Each node's come from the newest run that computed it (not one
/// that took it from the cache).
struct LastRunFigures
{
    /// How many runs that computed anything, newest first, a node's figures are looked for
    /// in; runs that took every node from the cache are passed over, however many.
    static constexpr int kRunsBack = 16;

    /// By node index; empty when none of the last kRunsBack runs that computed anything
    /// computed any of these nodes. A node none of them computed gets the mean of those they
    /// did.
    std::vector<qint64> outputBytes;
    std::vector<double> seconds;

    /// Reads them from `store`, which may not exist yet (nothing to read: both empty).
    static LastRunFigures read(const engine::Graph &graph, const QString &store,
                               const QString &projectFile);
};

} // namespace weft::run
