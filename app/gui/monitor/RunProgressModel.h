#pragma once

#include "exec/TaskPhases.h"
#include "models/MonitorSink.h"

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>

#include <deque>
#include <vector>

namespace weft::app {

/// The dashboard's Progress panel: how much of the run shown is done (tasks finished of the
/// tasks known so far), how fast it goes, how long it has run and about how long is left; and
/// one row per node with its state and its tasks done of total.
///
/// The total grows while a map node spawns batches (they are tasks of their own), so the time
/// left is a lower bound until the last map node has spawned its batches. Throughput is the
/// tasks finished in the last few seconds of run time (the whole run while it is shorter),
/// which follows a change of pace without jumping on every task. Every time is on the
/// events' clock, so a replay shows what the live run showed.
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
    /// Done of total, 0 to 1.
    double fraction() const;
    double tasksPerSecond() const;
    double elapsedSeconds() const;
    /// -1 while unknown (nothing finished yet); 0 once the run has ended.
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
    int m_spawnedCount = 0;
    bool m_hasJobs = false;      ///< batch tasks seen so far
    std::deque<qint64> m_recent; ///< when the tasks of the last kWindowNs finished
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
