#pragma once

#include "graph/Graph.h"

#include <QHash>
#include <QPointF>

#include <functional>

namespace weft::app {

class EdgeListModel;
class NodeListModel;

/// The one place that changes the open project's graph while it is edited: each call changes
/// the engine's Graph and the rows of the node and edge models in step, so that the canvas
/// follows without a model reset. Undo commands are its only callers besides live previews
/// (a drag in progress); it knows nothing about undo itself. A change to what a node computes
/// (its operator, parameters, run settings or inputs) takes the run's marks from it and from
/// what it feeds.
///
/// Not a QObject; lives on the GUI thread with the models it updates.
class GraphEditor
{
public:
    GraphEditor(engine::Graph &graph, NodeListModel &nodes, EdgeListModel &edges);

    const engine::Graph &graph() const { return m_graph; }
    /// The node rows it keeps in step (their freshness marks, for freezing).
    const NodeListModel &nodes() const { return m_nodes; }
    /// Called after every change (e.g. to revalidate later).
    void setChangedCallback(std::function<void()> callback) { m_changed = std::move(callback); }

    /// The node's index in the graph, or -1.
    int nodeIndex(const engine::NodeId &id) const;
    /// The edge's index in the graph, or -1.
    int edgeIndex(const engine::Edge &edge) const;
    /// The node with that id, or nullptr.
    const engine::Node *node(const engine::NodeId &id) const;

    void insertNode(int index, const engine::Node &node);
    /// Removes the node only: its edges must be gone already.
    void removeNode(const engine::NodeId &id);
    void insertEdge(int index, const engine::Edge &edge);
    void removeEdge(const engine::Edge &edge);
    /// Replaces the node with the same id (title, parameters, run settings, position).
    void replaceNode(const engine::Node &node);
    /// Moves several nodes at once; their edges are refreshed in one pass.
    void setPositions(const QHash<engine::NodeId, QPointF> &positions);

private:
    void changed();
    /// The run shown no longer describes the node and what it feeds (see
    /// NodeListModel::setRunOutdated()).
    void outdateRun(const engine::NodeId &id);

    engine::Graph &m_graph;
    NodeListModel &m_nodes;
    EdgeListModel &m_edges;
    std::function<void()> m_changed;
};

} // namespace weft::app
