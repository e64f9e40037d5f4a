#include "NodeSchemas.h"

#include "data/SourceSchemas.h"
#include "ops/OperatorRegistry.h"

#include <exception>

namespace weft::engine {

namespace {

/// The schemas on `node`'s input ports, from the outputs of the nodes its edges come from
/// (computed already: the order is topological); an edge from an unknown port brings nothing
/// known.
std::vector<std::vector<DatasetSchema>> inputSchemas(const OperatorSpec &spec,
                                                     const std::vector<const Edge *> &edges,
                                                     const QHash<NodeId, int> &index,
                                                     const std::vector<NodeSchema> &schemas)
{
    std::vector<std::vector<DatasetSchema>> inputs(spec.inputs.size());
    for (const Edge *edge : edges) {
        const int port = spec.inputIndex(edge->toPort);
        if (port < 0)
            continue;
        const DatasetSchema *from =
            schemas[size_t(index.value(edge->fromNode))].output(edge->fromPort);
        inputs[size_t(port)].push_back(from ? *from : DatasetSchema());
    }
    return inputs;
}

NodeSchema schemaOf(const Node &node, const Operator &op,
                    std::vector<std::vector<DatasetSchema>> inputs, const QDir &projectDir,
                    SourceSchemas &sources)
{
    NodeSchema schema;
    schema.inputs = std::move(inputs);
    const std::vector<PortSpec> ports = op.outputsFor(node.params);
    for (const PortSpec &port : ports)
        schema.outputPorts.push_back(port.name);
    const SchemaCall call(op.spec(), node.params, schema.inputs, projectDir, sources);
    try {
        schema.outputs = op.outputSchemas(call);
        schema.missingColumns = call.missingColumns();
        schema.rejected = call.rejected();
        schema.columnParams = call.columnParams();
    } catch (const std::exception &) {
        // A rule that cannot tell (a parameter of the wrong type, which the validator reports)
        // leaves the outputs unknown.
        schema.outputs.clear();
    }
    schema.outputs.resize(ports.size());
    for (size_t p = 0; p < ports.size(); ++p) {
        if (!schema.missingColumns.empty() || !schema.rejected.empty() ||
            schema.outputs[p].kind != ports[p].kind)
            schema.outputs[p] = DatasetSchema::unknown(ports[p].kind);
    }
    return schema;
}

} // namespace

const DatasetSchema *NodeSchema::output(QStringView port) const
{
    for (size_t p = 0; p < outputPorts.size(); ++p) {
        if (outputPorts[p] == port)
            return &outputs[p];
    }
    return nullptr;
}

std::vector<NodeSchema> computeNodeSchemas(const Graph &graph, const OperatorRegistry &registry,
                                           const QDir &projectDir)
{
    return computeNodeSchemas(graph, registry, projectDir, SourceSchemas::shared());
}

std::vector<NodeSchema> computeNodeSchemas(const Graph &graph, const OperatorRegistry &registry,
                                           const QDir &projectDir, SourceSchemas &sources)
{
    std::vector<NodeSchema> schemas(graph.nodes.size());
    const std::optional<std::vector<int>> order = graph.topologicalOrder();
    if (!order)
        return schemas; // a cycle: validation says so, and nothing is known
    const QHash<NodeId, int> index = graph.indexById();
    std::vector<std::vector<const Edge *>> edgesInto(graph.nodes.size());
    for (const Edge &edge : graph.edges) {
        const auto to = index.constFind(edge.toNode);
        if (to != index.constEnd() && index.contains(edge.fromNode))
            edgesInto[size_t(*to)].push_back(&edge);
    }
    for (const int i : *order) {
        const Node &node = graph.nodes[size_t(i)];
        // A duplicate id's edges all went to its first node; the others stay unknown.
        if (index.value(node.id) != i)
            continue;
        const Operator *op = registry.find(node.operatorId);
        if (!op)
            continue;
        schemas[size_t(i)] =
            schemaOf(node, *op, inputSchemas(op->spec(), edgesInto[size_t(i)], index, schemas),
                     projectDir, sources);
    }
    return schemas;
}

} // namespace weft::engine
