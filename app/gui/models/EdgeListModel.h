#pragma once

#include "graph/Graph.h"

#include <QAbstractListModel>
#include <QHash>
#include <QPointF>
#include <QSet>
#include <QtQml/qqmlregistration.h>

#include <vector>

namespace weft::engine {
class OperatorRegistry;
}

namespace weft::app {

class NodeRunStateModel;

/// The edges of the open project, one row each, in the project's order. Besides the node and
/// port names each row carries what a canvas needs to draw the curve without looking anything
/// up: the index of each port in its operator's spec, the positions of both nodes, and the data
/// kind that flows.
///
/// While a run is shown (setRunStates()) each row also carries what the dataset on the edge
/// holds: the bytes of its source node's output, whether they were released, and whether the
/// edge lies on the finished run's critical path.
///
/// Lives on the GUI thread. Rows are found by edge key ("from.port->to.port") through a hash.
class EdgeListModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("EdgeListModel is owned by the ProjectController")
    Q_PROPERTY(int count READ count NOTIFY countChanged)

public:
    enum Role {
        FromNodeRole = Qt::UserRole + 1, ///< QString: id of the node the edge leaves
        FromPortRole,                    ///< QString: output port name
        ToNodeRole,                      ///< QString: id of the node the edge enters
        ToPortRole,                      ///< QString: input port name
        FromPortIndexRole,               ///< int: index of the output port in the spec, or -1
        ToPortIndexRole,                 ///< int: index of the input port in the spec, or -1
        FromPositionRole,                ///< QPointF: top-left corner of the source node
        ToPositionRole,                  ///< QPointF: top-left corner of the target node
        DataKindRole,                    ///< QString: kind name of the output port ("table", …)
        DatasetBytesRole,    ///< qint64: bytes the source's output holds in the run shown, or 0
        DatasetReleasedRole, ///< bool: that output was released
        CriticalRole,        ///< bool: the edge joins two nodes of the run's critical path
        /// QString: the count of the dataset on the edge in the run shown, "14 rows" (a
        /// table), "1,000×3" (an array), "3 files"; "" while unknown
        DatasetFiguresRole,
    };
    Q_ENUM(Role)

    explicit EdgeListModel(const engine::OperatorRegistry &registry, QObject *parent = nullptr);

    /// Replaces every row with the graph's edges (one model reset).
    void setGraph(const engine::Graph &graph);

    /// Inserts a row for `edge` at `row` (the edge's index in the graph, which holds it).
    void insertEdge(int row, const engine::Graph &graph, const engine::Edge &edge);
    /// Removes the row.
    void removeEdge(int row);
    /// The run states the dataset roles read (not owned; the node list's); every change of
    /// them announces those roles on all rows, once per batch of events.
    void setRunStates(NodeRunStateModel *states);

    /// Refreshes the node positions of every edge that touches one of `moved` (one pass).
    void nodesMoved(const engine::Graph &graph, const QSet<engine::NodeId> &moved);
    /// Remakes the rows of every edge that leaves node `id`, whose parameters changed: a
    /// command's outputs parameter decides its output ports, so an edge's port index and kind.
    void nodeParamsChanged(const engine::Graph &graph, const engine::NodeId &id);

    int count() const { return int(m_rows.size()); }
    /// The row of the edge, or -1.
    int rowOf(const engine::Edge &edge) const { return m_rowByKey.value(key(edge), -1); }
    /// "from.port->to.port", the edge's identity in this model.
    static QString key(const engine::Edge &edge);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

Q_SIGNALS:
    void countChanged();

private:
    struct Row
    {
        engine::Edge edge;
        int fromPortIndex = -1;
        int toPortIndex = -1;
        QPointF fromPosition;
        QPointF toPosition;
        QString dataKind;
    };

    /// The row of `edge` between `from` and `to` (null for a node the graph does not have).
    Row makeRow(const engine::Edge &edge, const engine::Node *from, const engine::Node *to) const;
    void reindexFrom(int row);

    void runStatesChanged();

    const engine::OperatorRegistry &m_registry;
    const NodeRunStateModel *m_runStates = nullptr;
    std::vector<Row> m_rows;
    QHash<QString, int> m_rowByKey;
};

} // namespace weft::app
