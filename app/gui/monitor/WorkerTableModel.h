#pragma once

#include "models/MonitorSink.h"

#include <QAbstractListModel>
#include <QHash>
#include <QtQml/qqmlregistration.h>

#include <vector>

namespace weft::app {

/// The dashboard's Workers panel: one row per worker of the run shown (a thread of this process
/// or a worker process), with its pid, whether it is busy and with which task of which node,
/// its CPU use and memory, how often it was restarted, and how many tasks it ran.
///
/// Busy and idle come from the event stream (a worker is busy from its TaskStarted until that
/// task ends); pid, CPU, RSS and restarts from WorkerSamples. CPU use is the CPU time a worker
/// gained between two samples over the run time that passed meanwhile, on the events' clock
/// (the sample's own time, else the newest event or metrics sample seen), so a replay shows
/// the figures the live run showed, even when it hands many samples at once. Each append call
/// changes the rows it touched with one dataChanged range.
///
/// A MonitorSink; lives on the GUI thread.
class WorkerTableModel : public QAbstractListModel, public MonitorSink
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The dashboard controller owns the workers model")
    Q_PROPERTY(int count READ count NOTIFY countChanged)
    Q_PROPERTY(int busyCount READ busyCount NOTIFY busyCountChanged)

public:
    enum Role {
        WorkerRole = Qt::UserRole + 1, ///< int: Event::worker
        PidRole,                       ///< qint64: 0 while unknown
        BusyRole,                      ///< bool: running a task now
        TaskRole,                      ///< int: the task it runs, -1 when idle
        NodeIdRole,                    ///< QString: that task's node, "" when idle
        NodeTitleRole,                 ///< QString: the node's title on the canvas (else its id)
        BatchRole,                     ///< bool: the task is a batch of a map node
        CpuPercentRole,                ///< double: 100 = one core; -1 until two samples came
        RssBytesRole,                  ///< qint64: 0 for a thread (its memory is the process's)
        RestartsRole,                  ///< int
        TasksDoneRole,                 ///< int: tasks it finished, whatever their outcome
        BusySecondsRole,               ///< double: time spent on finished tasks
    };
    Q_ENUM(Role)

    explicit WorkerTableModel(QObject *parent = nullptr);

    int count() const { return int(m_rows.size()); }
    int busyCount() const { return m_busy; }

    void beginRun(const RunOutline &outline) override;
    void appendEvents(std::span<const engine::Event> events) override;
    void appendMetrics(std::span<const MetricSample> samples) override;
    void appendWorkers(std::span<const WorkerSample> samples) override;
    void endRun(const RunEnding &ending) override;

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

Q_SIGNALS:
    void countChanged();
    void busyCountChanged();

private:
    struct Row
    {
        int worker = 0;
        qint64 pid = 0;
        qint64 task = -1; ///< -1 when idle
        quint32 node = 0;
        qint64 startedNs = 0;
        double cpuPercent = -1;
        qint64 rssBytes = 0;
        int restarts = 0;
        int tasksDone = 0;
        qint64 busyNs = 0;
        qint64 sampleCpuNs = -1; ///< the previous sample's CPU time, -1 before the first
        qint64 sampleAtNs = 0;   ///< the run time of that sample
    };

    /// The row of `worker`, appended (with beginInsertRows) when it is new.
    int rowOf(int worker);
    void setIdle(Row &row, qint64 ns);
    void touch(int row);
    void flushChanges();

    RunOutline m_outline;
    std::vector<Row> m_rows;
    QHash<int, int> m_rowOfWorker;
    QHash<quint32, int> m_workerOfTask; ///< running task -> its worker
    qint64 m_latestNs = 0;
    int m_busy = 0;
    int m_firstChanged = -1;
    int m_lastChanged = -1;
};

} // namespace weft::app
