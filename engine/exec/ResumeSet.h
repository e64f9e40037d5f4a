#pragma once

#include "RunResult.h"
#include "graph/Graph.h"

#include <vector>

namespace weft::engine {

/// The nodes to run again after a failed or cancelled run: every node that did not succeed,
/// plus every upstream node whose output they need (an in-memory result is gone once the run
/// ends; sources re-read their files), back to the nodes that persisted their outputs. Returned in
/// the graph's node order; empty when every node succeeded.
std::vector<NodeId> computeResumeSet(const Graph &graph, const std::vector<NodeResult> &results);

} // namespace weft::engine
