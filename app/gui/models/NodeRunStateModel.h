#pragma once

#include "MonitorSink.h"
#include "exec/TaskPhases.h"
#include "exec/TaskState.h"

#include <QAbstractListModel>
#include <QHash>
#include <QSet>
#include <QtQml/qqmlregistration.h>

#include <vector>

namespace weft::app {

/// The state of every node of the run a monitor shows, for the canvas: one row per node of the
/// run's outline (its plan order), fed by MonitorHub. Per node: its state (waiting … skipped),
/// its tasks done of those known (a map node's batches are created as the run goes, so its
/// total grows and its progress may step back), the items its batches processed and the size of
/// its last batch, the bytes its output holds and whether they were released, the error it
/// failed with, and, once the run ended, whether it lies on the run's critical path
/// (CriticalPath).
///
/// Cheap per event: appendEvents() updates plain structs by the event's node index and emits
/// one dataChanged() over the rows it touched, whatever the number of events. NodeListModel and
/// EdgeListModel show these figures on their rows (by node id), so that each card and edge
/// delegate gets them as roles; this model is what the hub feeds and what tests read.
///
/// Lives on the GUI thread; every call comes from MonitorHub there.
class NodeRunStateModel : public QAbstractListModel, public MonitorSink
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The node list owns the run states")
    Q_PROPERTY(bool hasRun READ hasRun NOTIFY runChanged)
    Q_PROPERTY(bool finished READ isFinished NOTIFY runChanged)

public:
    enum Role {
        NodeIdRole = Qt::UserRole + 1, ///< QString: the project's node id
        StateRole,                     ///< QString: taskStateName() of the node's state
        ProgressRole,                  ///< double: tasks done of those known, 0 .. 1
        TasksDoneRole,                 ///< int: tasks (a map node's batches) finished
        TasksTotalRole,                ///< int: tasks known so far
        ItemsRole,                     ///< qint64: items the map node's batches processed
        BatchSizeRole,                 ///< qint64: the items of the last batch; 0 before one
        MapRole,                       ///< bool: the node runs as a map node
        BytesRole,                     ///< qint64: bytes the node's output holds
        ReleasedRole,                  ///< bool: the output was released
        ErrorRole,                     ///< QString: why the node failed; empty otherwise
        CriticalRole,                  ///< bool: on the finished run's critical path
        CachedRole,                    ///< bool: taken from the result cache, not computed
        SavedMsRole, ///< qint64: a cached node's compute time saved, in ms; -1 when unknown
        FiguresRole, ///< QString: Status::figuresText(), "0.4 s · 14 rows · 1.2 kB"; "" unknown
    };
    Q_ENUM(Role)

    /// One node's figures.
    struct Status
    {
        engine::TaskState state = engine::TaskState::Waiting;
        int tasksDone = 0;
        int tasksTotal = 1; ///< the node's own task, plus the batches it spawned
        qint64 items = 0;
        qint64 batchSize = 0;
        qint64 bytes = 0;
        bool held = false;
        bool released = false;
        bool critical = false;
        bool map = false;
        bool cached = false;  ///< MonitorNode::cached
        qint64 savedMs = -1;  ///< MonitorNode::savedMs
        qint64 finishNs = -1; ///< when the node's own task ended, or -1
        qint64 startNs = -1;  ///< when the node's own task started, or -1
        QString error;
        int jobsWaiting = 0; ///< its tasks whose Slurm job waits in the cluster's queue
        int jobsRunning = 0; ///< its tasks whose Slurm job runs
        /// Its outputs' figures in port order: a cached node's from the start (its entry's),
        /// a computed node's once it succeeded (appendFigures, endRun); empty while unknown.
        engine::NodeFigures outputs = {};

        /// Tasks done of those known; 1 once the node succeeded.
        double progress() const;
        /// What a card says once the node has its outputs: its time (not for a cached node,
        /// whose card says the time it saved), the first output's count (rows, shape or files)
        /// and the bytes all of them hold, "0.4 s · 14 rows · 1.2 kB"; "" while unknown.
        QString figuresText() const;
        /// What the edge leaving output `port` says of its dataset: its count, "14 rows",
        /// "1,000×3", "3 files"; "" while unknown or for a scalar.
        QString countText(int port) const;
    };

    explicit NodeRunStateModel(QObject *parent = nullptr);

    void beginRun(const RunOutline &outline) override;
    void appendEvents(std::span<const engine::Event> events) override;
    /// A failed node's error as soon as the run knows it, for the card's hover.
    void appendErrors(std::span<const NodeError> errors) override;
    /// A node's figures as soon as it succeeded, for its card and edges.
    void appendFigures(const QHash<QString, engine::NodeFigures> &figures) override;
    void endRun(const RunEnding &ending) override;

    bool hasRun() const { return !m_rows.empty(); }
    bool isFinished() const { return m_finished; }
    /// The node's figures, or nullptr when the run shown has no such node.
    const Status *status(const QString &nodeId) const;
    /// Whether the edge from -> to joins two consecutive nodes of the critical path.
    bool isCriticalEdge(const QString &fromNode, const QString &toNode) const;
    /// The critical path's node ids, first to last; empty before the run ended.
    QStringList criticalPath() const;
    Q_INVOKABLE int rowOf(const QString &nodeId) const { return m_rowById.value(nodeId, -1); }
    /// The node id of a row.
    QString nodeId(int row) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

Q_SIGNALS:
    void runChanged();

private:
    void apply(const engine::Event &event, Status &status);
    /// A task's Slurm job was submitted, started or its task ended (`change`): the node shows
    /// Ready while its jobs all wait in the queue, Running once one runs.
    void applyJob(engine::PhaseChange change, Status &status);
    void markCriticalPath();

    RunOutline m_outline;
    std::vector<Status> m_rows;
    QHash<QString, int> m_rowById;
    QList<int> m_criticalPath; ///< rows, first to last
    QSet<QPair<int, int>> m_criticalEdges;
    bool m_finished = false;
    /// Every task's phase: whether its Slurm job waits or runs, whether it ended.
    engine::TaskPhases m_phases;
};

} // namespace weft::app
