#pragma once

#include "data/DatasetSchema.h"
#include "graph/Graph.h"
#include "ops/SchemaCall.h"

#include <QDir>
#include <QHash>
#include <QString>

#include <vector>

namespace weft::engine {

class OperatorRegistry;
class SourceSchemas;

/// What one node's data will look like, known before a run (design-time schemas).
struct NodeSchema
{
    /// The schema on each input port (the spec's inputs order), one per connection in edge
    /// order: what a column drop-down or an expression's completion offers.
    std::vector<std::vector<DatasetSchema>> inputs;
    /// The schema of each output port, in Operator::outputsFor order; none for a node whose
    /// operator is unknown.
    std::vector<DatasetSchema> outputs;
    std::vector<QString> outputPorts; ///< the output ports' names, beside `outputs`
    /// Columns that the node's parameters name but its inputs will not have: the run would
    /// fail on each. The node's outputs are then unknown, so that nothing below it is blamed.
    std::vector<MissingColumn> missingColumns;
    /// Parameters a run would refuse whatever the data (an expression's syntax error); the
    /// outputs are then unknown too.
    std::vector<RejectedParam> rejected;
    /// The parameters that name columns of an input, with that input's port (a column
    /// parameter is known once it has a value: SchemaCall::columnParams()).
    QHash<QString, int> columnParams;

    /// The schema of output `port`, or null when the node has no such port.
    const DatasetSchema *output(QStringView port) const;
};

/// Each node's schemas, in `graph.nodes` order, computed in topological order from the
/// readers' file headers (SourceSchemas: each file read once, its header and first rows) and
/// each operator's rule (Operator::outputSchemas). Never runs a node. A graph with a cycle, an
/// unknown operator or an edge to nowhere gives unknown schemas where they lead, never an
/// error. Relative paths resolve against `projectDir`. Thread-safe: `sources` locks.
///
///     const auto schemas = computeNodeSchemas(project.graph, registry, projectDir);
///     for (const ColumnSchema &c : schemas[i].inputs[0].front().columns) offer(c.name);
std::vector<NodeSchema> computeNodeSchemas(const Graph &graph, const OperatorRegistry &registry,
                                           const QDir &projectDir);
std::vector<NodeSchema> computeNodeSchemas(const Graph &graph, const OperatorRegistry &registry,
                                           const QDir &projectDir, SourceSchemas &sources);

} // namespace weft::engine
