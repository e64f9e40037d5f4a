#pragma once

#include "graph/Graph.h"

#include <QString>

namespace weft::engine {

class OperatorRegistry;
struct OperatorSpec;

/// The title a node shows wherever people see it (its card, the dashboard, the history, the
/// run log): the user's title, else its operator's title, else the operator id (an operator
/// this build lacks), else the node id. Never empty for a node with an id. `spec` is the
/// node's operator, null when unknown.
QString nodeTitle(const Node &node, const OperatorSpec *spec);

/// nodeTitle() with the operator looked up in `registry`.
QString nodeTitle(const Node &node, const OperatorRegistry &registry);

/// The title of `graph`'s node `id`; the id itself when the graph has no such node (a recorded
/// run's node that the project has lost since).
QString nodeTitle(const Graph &graph, const NodeId &id, const OperatorRegistry &registry);

} // namespace weft::engine
