#pragma once

#include "graph/Graph.h"

#include <QFlags>
#include <QHash>

#include <memory>
#include <vector>

namespace weft::engine {

class OperatorRegistry;
struct OperatorSpec;
struct PortSpec;

/// A reason why an edge may not exist. Several can hold at once (both ends unknown, say).
enum class EdgeFault {
    MissingSource = 0x1,   ///< no node has the edge's source id
    MissingTarget = 0x2,   ///< no node has the edge's target id
    UnknownOperator = 0x4, ///< an end's operator is not registered, so its ports are unknown
    UnknownOutput = 0x8,   ///< the source's operator has no output of the edge's name
    UnknownInput = 0x10,   ///< the target's operator has no input of the edge's name
    KindMismatch = 0x20,   ///< the output's data kind cannot feed the input's (isCompatible)
    SameNode = 0x40,       ///< a new edge from a node into itself
    Duplicate = 0x80,      ///< a new edge the graph has already
    ClosesCycle = 0x100,   ///< a new edge that would close a cycle
};
Q_DECLARE_FLAGS(EdgeFaults, EdgeFault)
Q_DECLARE_OPERATORS_FOR_FLAGS(EdgeFaults)

/// What EdgeRule found out about one edge: its faults and its ends as far as they resolved,
/// for a message that names them.
struct EdgeCheck
{
    EdgeFaults faults;
    int source = -1; ///< the source node's index in the graph; -1 when it does not exist
    int target = -1; ///< the target node's index in the graph; -1 when it does not exist
    const OperatorSpec *sourceSpec = nullptr; ///< null when the source or its operator is unknown
    const OperatorSpec *targetSpec = nullptr; ///< null when the target or its operator is unknown
    const PortSpec *output = nullptr;         ///< the output port; null when unknown
    const PortSpec *input = nullptr;          ///< the input port; null when unknown
    /// ClosesCycle: the nodes from the target back to the source along existing edges.
    std::vector<NodeId> cycle;

    bool isAllowed() const { return !faults; }
};

/// May this edge exist: the one rule the editor asks before it connects two ports and
/// ProjectValidator applies to every edge of a file. An edge needs both its nodes, operators
/// that know the ports it names, and an output whose data kind can feed the input; a new edge
/// must also join two different nodes, not repeat an edge, and not close a cycle (in a whole
/// graph the validator finds those as a cycle and as an input fed twice). How many edges an
/// input takes is the port's: one, unless it is variadic.
///
/// Looks nodes up by hash (the first node of a duplicated id wins), so checking every edge of
/// a large file stays linear. Holds references to the graph and the registry, which must
/// outlive it and not change meanwhile; otherwise stateless, safe on any thread.
///
///     const EdgeRule rule(graph, OperatorRegistry::builtin());
///     if (rule.checkNew(edge).isAllowed())
///         graph.edges.push_back(edge);
class EdgeRule
{
public:
    EdgeRule(const Graph &graph, const OperatorRegistry &registry);

    /// `edge` as one of the graph's edges: its nodes, operators, ports and kinds.
    EdgeCheck check(const Edge &edge) const;
    /// `edge` as one to add: check(), then SameNode, Duplicate and ClosesCycle when both
    /// nodes exist.
    EdgeCheck checkNew(const Edge &edge) const;

    /// The index of the first node with `id`; -1 when there is none.
    int nodeIndex(const NodeId &id) const { return m_index.value(id, -1); }
    /// The spec of node `index`'s operator; null when the operator is not registered.
    /// Its outputs are the node's (Operator::specFor).
    const OperatorSpec *spec(int index) const { return m_specs[std::size_t(index)].get(); }

private:
    const Graph &m_graph;
    QHash<NodeId, int> m_index;
    std::vector<std::shared_ptr<const OperatorSpec>> m_specs;
};

} // namespace weft::engine
