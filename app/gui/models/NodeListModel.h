#pragma once

#include "NodeFreshness.h"
#include "NodeRunStateModel.h"
#include "graph/Graph.h"

#include <QAbstractListModel>
#include <QHash>
#include <QSet>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

#include <memory>
#include <vector>

namespace weft::engine {
class OperatorRegistry;
struct OperatorSpec;
} // namespace weft::engine

namespace weft::app {

/// The nodes of the open project, one row each, in the project's order, with what a canvas card
/// shows: titles, category, position and port names. Looks operators up in the registry it is
/// given; a node whose operator is unknown keeps its id and shows no ports.
///
/// While a run is shown (runStates(), which MonitorHub feeds) each row also carries its node's
/// run figures (the Run… roles), so that a card delegate and the zoomed-out overview get them
/// like every other role: one dataChanged per batch of events, over the rows it touched.
///
/// Lives on the GUI thread. Rows are found by node id through a hash, never by a scan.
class NodeListModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("NodeListModel is owned by the ProjectController")
    Q_PROPERTY(int count READ count NOTIFY countChanged)
    Q_PROPERTY(weft::app::NodeRunStateModel *runStates READ runStates CONSTANT)

public:
    enum Role {
        NodeIdRole = Qt::UserRole + 1, ///< QString: the node's id
        OperatorIdRole,                ///< QString: e.g. "csv.read"
        TitleRole,                     ///< QString: the title the user set, may be empty
        DisplayTitleRole,              ///< QString: the user's title, else the operator's
        CategoryRole,                  ///< QString: the operator's palette category
        DescriptionRole,               ///< QString: the operator's description
        PositionRole,                  ///< QPointF: the card's top-left corner on the canvas
        InputPortsRole,                ///< QStringList: input port names, in spec order
        InputKindsRole,                ///< QStringList: data kind name of each input port
        OutputPortsRole,               ///< QStringList: output port names, in spec order
        OutputKindsRole,               ///< QStringList: data kind name of each output port
        KnownOperatorRole,             ///< bool: false when the registry lacks the operator
        SelectedRole,                  ///< bool: the node is part of the editor's selection
        ProblemsRole,                  ///< QString: what stops the node from running, one per
                                       ///< line; empty when it is ready
        RunStateRole,         ///< QString: the node's state in the run shown; empty without one
        RunProgressRole,      ///< double: its tasks done of those known, 0 .. 1
        RunTasksDoneRole,     ///< int: its tasks (a map node's batches) finished
        RunTasksTotalRole,    ///< int: its tasks known so far
        RunItemsRole,         ///< qint64: items its batches processed (map nodes)
        RunBatchSizeRole,     ///< qint64: items of its last batch (map nodes)
        RunMapRole,           ///< bool: it runs as a map node in the run shown
        RunBytesRole,         ///< qint64: bytes its output holds
        RunReleasedRole,      ///< bool: its output was released
        RunErrorRole,         ///< QString: why it failed
        CriticalRole,         ///< bool: on the finished run's critical path
        RunCachedRole,        ///< bool: the run took it from the result cache
        RunSavedMsRole,       ///< qint64: a cached node's compute time saved, ms; -1 unknown
        FreshnessRole,        ///< QString: NodeFreshness::name(); empty without a plan
        FreshnessReasonRole,  ///< QString: why it is stale (or that it is up to date), in words
        FreshnessSavedMsRole, ///< qint64: an up-to-date node's compute time; -1 unknown
        FrozenRole,           ///< bool: it keeps the result it was frozen with (run.frozen)
        RunFiguresRole,       ///< QString: its outputs in the run shown, "14 rows · 1.2 kB"
    };
    Q_ENUM(Role)

    explicit NodeListModel(const engine::OperatorRegistry &registry, QObject *parent = nullptr);

    /// Replaces every row with the graph's nodes (one model reset).
    void setGraph(const engine::Graph &graph);

    /// Replaces the row of the node with the same id (one dataChanged); ignores unknown ids.
    void updateNode(const engine::Node &node);
    /// Inserts a row for `node` at `row` (the node's index in the graph).
    void insertNode(int row, const engine::Node &node);
    /// Removes the row; the node also leaves the selection.
    void removeNode(int row);

    /// The selected nodes; ids without a row are dropped. Announces changed rows only.
    void setSelection(const QSet<engine::NodeId> &ids);
    const QSet<engine::NodeId> &selection() const { return m_selection; }
    bool isSelected(const engine::NodeId &id) const { return m_selection.contains(id); }

    /// Each node's problems (one line each); nodes not named have none.
    void setProblems(const QHash<engine::NodeId, QStringList> &problems);
    QString problems(const engine::NodeId &id) const { return m_problems.value(id); }

    /// Shows these nodes without the run's figures from now on: they were changed since the
    /// run shown, and its "succeeded" or "failed" belongs to the node as it was run. The next
    /// run (or replay, or none) shows every node again.
    void setRunOutdated(const QSet<engine::NodeId> &ids);
    bool isRunOutdated(const engine::NodeId &id) const { return m_runOutdated.contains(id); }

    /// Each node's freshness as the cache plan of the project as it is now says (an empty
    /// hash: no marks, as for a project never saved). A node that the finished run shown
    /// computed but that is stale now shows its mark instead of "succeeded"; failed, running
    /// and the like stay as the run says. Announces the rows that changed.
    void setFreshness(const QHash<engine::NodeId, NodeFreshness> &freshness);
    /// The node's mark, or nullptr without one.
    const NodeFreshness *freshness(const engine::NodeId &id) const;

    /// The run shown on the canvas; the window adds it to its MonitorHub.
    NodeRunStateModel *runStates() { return &m_runStates; }

    int count() const { return int(m_rows.size()); }
    /// The row of the node, or -1.
    int rowOf(const engine::NodeId &id) const { return m_rowById.value(id, -1); }
    Q_INVOKABLE int rowOf(const QString &nodeId) const { return rowOf(engine::NodeId(nodeId)); }

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

Q_SIGNALS:
    void countChanged();
    void selectionChanged();

private:
    struct Row
    {
        engine::Node node;
        /// The node's spec (Operator::specFor): a command's typed outputs are card ports too.
        std::shared_ptr<const engine::OperatorSpec> spec;
    };
    /// The row of `node`, with its spec.
    Row rowFor(const engine::Node &node) const;

    /// The roles that carry the run's figures.
    static const QList<int> &runRoles();
    void reindexFrom(int row);
    void announce(const engine::NodeId &id, int role);
    /// Announces the run roles of the rows whose nodes are rows first .. last of runStates().
    void runStatesChanged(int first, int last);
    QVariant runData(const engine::NodeId &id, int role) const;
    /// The run's figures for the node, unless an edit since made them describe another node.
    const NodeRunStateModel::Status *shownStatus(const engine::NodeId &id) const;
    QVariant freshnessData(const engine::NodeId &id, int role) const;

    const engine::OperatorRegistry &m_registry;
    std::vector<Row> m_rows;
    QHash<engine::NodeId, int> m_rowById;
    QSet<engine::NodeId> m_selection;
    QHash<engine::NodeId, QString> m_problems;
    NodeRunStateModel m_runStates;
    QSet<engine::NodeId> m_runOutdated; ///< changed since the run shown (setRunOutdated())
    QHash<engine::NodeId, NodeFreshness> m_freshness;
};

} // namespace weft::app
