#pragma once

#include "RunResult.h"
#include "graph/Graph.h"

namespace weft::engine {

/// Receives the progress of a run. Called on the thread that runs the nodes, between nodes;
/// implementations must be quick (print a line, bump a counter) and must not throw.
class RunObserver
{
public:
    virtual ~RunObserver() = default;
    /// `index` counts from 0 in execution order; `total` is the number of nodes.
    virtual void nodeStarted(const Node &node, int index, int total) = 0;
    /// Called once for every node, also for nodes that were skipped or cancelled.
    virtual void nodeFinished(const NodeResult &result, qint64 bytesHeld) = 0;

protected:
    RunObserver() = default;
    RunObserver(const RunObserver &) = default;
    RunObserver &operator=(const RunObserver &) = default;
};

} // namespace weft::engine
