#pragma once

#include "BackendKind.h"
#include "ItemErrorPolicy.h"
#include "JobResources.h"
#include "NodeId.h"

#include <QHash>
#include <QJsonObject>
#include <QPointF>
#include <QString>

#include <optional>
#include <vector>

namespace weft::engine {

/// How the engine runs one node; every field has a default so that project files only need to
/// state what differs. `backend` and `onItemError` keep the text the file has, so that a file
/// reads back as it was written and validation can quote a name that is none; decisions ask
/// backendKind() and itemErrorPolicy().
struct NodeRunSettings
{
    QString backend;             ///< "" inherits the run's backend; else a backendKindName()
    int retries = 0;             ///< extra attempts after a failure
    int timeoutSeconds = 0;      ///< 0 means no timeout
    bool persistOutputs = false; ///< write outputs to .weft/ so a resumed run can reuse them
    /// Apply the operation to each item (row) of the first input, in batches that run as the
    /// run goes; the output keeps the input's order.
    bool map = false;
    int batchSize = 0;       ///< map: 0 tunes the size as the run goes; K > 0 fixes it at K
    int batchWaitMs = 0;     ///< map, fixed size: how long a batch waits for items to arrive
    double batchLowerMs = 0; ///< map, tuned size: batch duration targets; 0 takes the backend's
    double batchUpperMs = 0;
    QString onItemError; ///< map: an itemErrorPolicyName(); "" is "fail"
    /// `slurm` in the project file: what the node's jobs ask of the cluster when it runs there.
    JobResources resources;
    /// `cache: false`: the node's result is not a function of its inputs and parameters (a
    /// command that reads the clock or the network): it is never taken from the result cache,
    /// and the nodes below it run too.
    bool cache = true;
    /// `frozen`: the node keeps the result it had when the user froze it, the hex of its
    /// signature then (the key of its entry in the result cache). An incremental run takes
    /// that entry instead of computing the node, and the nodes below it see the frozen
    /// signature, so edits above it change nothing below it until it is unfrozen (""). When the
    /// entry is gone, the node runs as if it were not frozen (run::CachePlan says so).
    QString frozen;

    /// The backend the node chose; std::nullopt inherits the run's. A name that is none (which
    /// validation refuses) inherits too.
    std::optional<BackendKind> backendKind() const { return parseBackendKind(backend); }
    /// What the node does with a failed item: Fail when `onItemError` is empty, or names no
    /// policy (which validation refuses).
    ItemErrorPolicy itemErrorPolicy() const
    {
        return parseItemErrorPolicy(onItemError).value_or(ItemErrorPolicy::Fail);
    }

    friend bool operator==(const NodeRunSettings &, const NodeRunSettings &) = default;
};

/// One operation on the canvas.
struct Node
{
    NodeId id;
    QString operatorId; ///< key in the OperatorRegistry, e.g. "csv.read"
    QString title;      ///< shown on the canvas; empty shows the operator's title
    QJsonObject params; ///< only the parameters the user set; defaults come from the spec
    QPointF position;   ///< canvas position of the node's top-left corner
    NodeRunSettings run;

    friend bool operator==(const Node &, const Node &) = default;
};

/// A connection from an output port to an input port.
struct Edge
{
    NodeId fromNode;
    QString fromPort;
    NodeId toNode;
    QString toPort;

    friend bool operator==(const Edge &, const Edge &) = default;
};

/// A graph of nodes and edges: plain data, copied into each run so that editing the project
/// never changes a running plan. Not thread-safe; copy it to hand it to another thread.
class Graph
{
public:
    std::vector<Node> nodes;
    std::vector<Edge> edges;

    /// Each node's position in `nodes`, by id.
    QHash<NodeId, int> indexById() const;

    const Node *findNode(const NodeId &id) const;
    Node *findNode(const NodeId &id);

    /// Node indices in an order where every edge goes forward; std::nullopt when there is a
    /// cycle. Ties are broken by position in `nodes`, so the order is deterministic.
    std::optional<std::vector<int>> topologicalOrder() const;

    /// The nodes on one cycle, in edge order, or an empty list when the graph is acyclic.
    std::vector<NodeId> findCycle() const;

    /// The path that an edge `from` → `to` would close into a cycle: the nodes from `to` back
    /// to `from` along existing edges (just `from` when both are the same node), or an empty
    /// list when the edge keeps the graph acyclic. The editor asks before it connects.
    std::vector<NodeId> cycleClosedBy(const NodeId &from, const NodeId &to) const;

    friend bool operator==(const Graph &, const Graph &) = default;
};

} // namespace weft::engine
