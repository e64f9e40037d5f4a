#pragma once

#include "exec/TaskPhases.h"
#include "exec/WorkProgress.h"
#include "models/MonitorSink.h"

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>

#include <deque>
#include <vector>

namespace weft::app {

/// The dashboard's Progress panel: how much of the run shown is done, how fast it goes, how
/// long it has run and about how long is left; and one row per node with its state, its tasks
/// done of total and, for a map node, its items done of total.
///
/// Done and left count work as engine::WorkProgress does: a plain node is one unit, a map node
/// its items once it has said how many, so that a run with one long map node is as far along
/// as that node's items are (not as its batches spawned so far, which are always nearly all
/// done). Throughput is the units finished in the last few seconds of run time (the whole run
/// while it is shorter), which follows a change of pace without jumping on every task; the time
/// left is the units left at that pace. Every time is on the events' clock, so a replay shows
/// what the live run showed.
///
/// A MonitorSink; lives on the GUI thread. The overall properties change together, once per
/// append call (`progressChanged`).
class RunProgressModel : public QAbstractListModel, public MonitorSink
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The dashboard controller owns the progress model")
    Q_PROPERTY(int count READ count NOTIFY countChanged)
    Q_PROPERTY(QString status READ status NOTIFY progressChanged)
    Q_PROPERTY(int tasksTotal READ tasksTotal NOTIFY progressChanged)
    Q_PROPERTY(int tasksDone READ tasksDone NOTIFY progressChanged)
    Q_PROPERTY(int tasksFailed READ tasksFailed NOTIFY progressChanged)
    Q_PROPERTY(int tasksRunning READ tasksRunning NOTIFY progressChanged)
    Q_PROPERTY(int tasksQueued READ tasksQueued NOTIFY progressChanged)
    Q_PROPERTY(bool hasJobs READ hasJobs NOTIFY progressChanged)
    /// Whether a map node has said how many items it has: the items figures mean something.
    Q_PROPERTY(bool hasItems READ hasItems NOTIFY progressChanged)
    Q_PROPERTY(double itemsTotal READ itemsTotal NOTIFY progressChanged)
    Q_PROPERTY(double itemsDone READ itemsDone NOTIFY progressChanged)
    /// Whether the run shown is a replay from the run store, and its id there (0: unrecorded).
    Q_PROPERTY(bool replayed READ isReplayed NOTIFY progressChanged)
    Q_PROPERTY(double runId READ runId NOTIFY progressChanged)
    Q_PROPERTY(double fraction READ fraction NOTIFY progressChanged)
    Q_PROPERTY(double tasksPerSecond READ tasksPerSecond NOTIFY progressChanged)
    Q_PROPERTY(double elapsedSeconds READ elapsedSeconds NOTIFY progressChanged)
    Q_PROPERTY(double remainingSeconds READ remainingSeconds NOTIFY progressChanged)

public:
    /// The span of run time throughput is measured over.
    static constexpr qint64 kWindowNs = 5'000'000'000;

    enum Role {
        NodeIdRole = Qt::UserRole + 1, ///< QString
        TitleRole,                     ///< QString: the node's title (else its id)
        StateRole,                     ///< QString: engine::taskStateName, "waiting" at first
        TasksDoneRole,                 ///< int
        TasksTotalRole,                ///< int: 1, plus the batches a map node spawned
        ItemsRole,                     ///< qint64: items a map node's batches finished
        MapRole,                       ///< bool
        ItemsTotalRole,                ///< qint64: items a map node has said it has; 0 before
        /// double, 0 to 1: a map node's items done of total once it has said, else tasks
        FractionRole,
    };
    Q_ENUM(Role)

    explicit RunProgressModel(QObject *parent = nullptr);

    int count() const { return int(m_nodes.size()); }
    /// "" before a run, "running" while it goes, then the RunEnding's status.
    QString status() const { return m_status; }
    int tasksTotal() const { return m_planTasks + m_spawnedCount; }
    int tasksDone() const { return int(m_phases.done()); }
    int tasksFailed() const { return m_failed; }
    int tasksRunning() const { return int(m_phases.running()); }
    /// Tasks whose Slurm job waits in the cluster's queue (not counted as running).
    int tasksQueued() const { return int(m_phases.queued()); }
    /// Whether the run shown has handed a task to a cluster's queue (a Slurm job), so far: only
    /// then does a queued figure mean anything.
    bool hasJobs() const { return m_hasJobs; }
    bool hasItems() const { return m_work.hasItems(); }
    double itemsTotal() const { return double(m_work.itemsTotal()); }
    double itemsDone() const { return double(m_work.itemsDone()); }
    bool isReplayed() const { return !m_outline.live && !m_outline.nodes.isEmpty(); }
    double runId() const { return double(m_outline.runId); }
    /// Work done of total (engine::WorkProgress), 0 to 1.
    double fraction() const;
    /// Tasks finished per second: over the last kWindowNs while the run goes, on average once
    /// it has ended.
    double tasksPerSecond() const;
    double elapsedSeconds() const;
    /// The work left at the recent pace; -1 while unknown (nothing finished yet); 0 once the
    /// run has ended.
    double remainingSeconds() const;

    void beginRun(const RunOutline &outline) override;
    void appendEvents(std::span<const engine::Event> events) override;
    void appendMetrics(std::span<const MetricSample> samples) override;
    void endRun(const RunEnding &ending) override;

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

Q_SIGNALS:
    void countChanged();
    void progressChanged();

private:
    struct Node
    {
        QString state;
        int tasksDone = 0;
        int tasksTotal = 1;
        qint64 items = 0;
        int jobsWaiting = 0; ///< its tasks whose Slurm job waits in the queue
        int jobsRunning = 0; ///< its tasks whose Slurm job runs
    };

    void apply(const engine::Event &event);
    void finishTask(const engine::Event &event, engine::PhaseChange change, const char *state);
    /// Follows a task's Slurm job (submitted, started, or its task ended) into its node's
    /// jobsWaiting and jobsRunning, and shows the node's state from them.
    void applyJob(const engine::Event &event, engine::PhaseChange change);
    /// A node with Slurm jobs is "ready" while they all wait in the queue, else "running".
    void showJobState(quint32 node);
    void touch(quint32 node);
    bool isFinished() const { return m_endNs >= 0; }

    RunOutline m_outline;
    std::vector<Node> m_nodes;
    /// Every task's phase, and the tasks done, running and queued.
    engine::TaskPhases m_phases;
    /// Units of work done of total: map nodes by their items.
    engine::WorkProgress m_work;
    int m_spawnedCount = 0;
    bool m_hasJobs = false; ///< batch tasks seen so far
    /// What finished in the last kWindowNs: when, and how many tasks and units of work.
    struct Finished
    {
        qint64 ns = 0;
        int tasks = 0;
        qint64 units = 0;
    };
    std::deque<Finished> m_recent;
    /// The sums over m_recent.
    qint64 m_recentTasks = 0;
    qint64 m_recentUnits = 0;
    QString m_status;
    int m_planTasks = 0;
    int m_failed = 0;
    qint64 m_startNs = 0;
    qint64 m_latestNs = 0;
    qint64 m_endNs = -1;
    int m_firstChanged = -1;
    int m_lastChanged = -1;
};

} // namespace weft::app
