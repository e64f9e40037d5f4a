#pragma once

#include "models/MonitorSink.h"

#include <QObject>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

#include <limits>
#include <vector>

namespace weft::app {

/// The task stream's data: one bar per task run (TaskStarted to its end; for a task on Slurm,
/// from its job's JobStarted, so the queue wait does not show as work, with the wait kept
/// beside it from JobSubmitted on, so that it shows apart as it goes), on the lane of the
/// worker that ran it, in compact arrays so that a 1,000,000-task replay stays a few tens of
/// megabytes. Bars are appended in start order, so every lane's bars are sorted by start;
/// with a running maximum of their ends, finding the first bar a time window shows is a binary
/// search (TaskStreamItem draws only those).
///
/// A MonitorSink: register it on the MonitorHub. Lives on the GUI thread; `changed` is emitted
/// once per appendEvents() call, not per event.
class TaskStreamModel : public QObject, public MonitorSink
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(int laneCount READ laneCount NOTIFY changed)
    Q_PROPERTY(int barCount READ barCount NOTIFY changed)
    Q_PROPERTY(int nodeCount READ nodeCount NOTIFY outlineChanged)
    Q_PROPERTY(QStringList nodeTitles READ nodeTitles NOTIFY outlineChanged)
    Q_PROPERTY(QStringList laneLabels READ laneLabels NOTIFY changed)
    /// The latest event time seen, relative to the run's origin: the right end of "all".
    Q_PROPERTY(qreal endNs READ endNsReal NOTIFY changed)
    Q_PROPERTY(bool live READ isLive NOTIFY outlineChanged)

public:
    /// How a bar ended; Running while its task goes.
    enum class BarState : quint8 {
        Running,   ///< started, no end yet
        Succeeded, ///< TaskSucceeded
        Failed,    ///< TaskFailed
        Cancelled, ///< TaskCancelled
        Queued,    ///< its Slurm job waits in the cluster's queue: not running yet
    };
    Q_ENUM(BarState)

    /// A bar's end while it runs: later than any time.
    static constexpr qint64 kOpenEnd = std::numeric_limits<qint64>::max();

    explicit TaskStreamModel(QObject *parent = nullptr);

    void beginRun(const RunOutline &outline) override;
    void appendEvents(std::span<const engine::Event> events) override;
    void endRun(const RunEnding &ending) override;

    int laneCount() const { return int(m_lanes.size()); }
    int barCount() const { return int(m_start.size()); }
    int nodeCount() const { return int(m_nodeTitles.size()); }
    const QStringList &nodeTitles() const { return m_nodeTitles; }
    QStringList laneLabels() const;
    qint64 endNs() const { return m_endNs; }
    qreal endNsReal() const { return qreal(m_endNs); }
    bool isLive() const { return m_live; }

    /// The bars of lane `lane` in start order (indices into the bar arrays).
    const std::vector<int> &laneBars(int lane) const { return m_lanes[std::size_t(lane)].bars; }
    /// The first position in laneBars(lane) whose bar may still show at `ns` or later.
    std::size_t firstBarEndingAfter(int lane, qint64 ns) const;
    /// The first position in laneBars(lane), from `from` on, whose bar starts at `ns` or later.
    std::size_t firstBarStartingFrom(int lane, std::size_t from, qint64 ns) const;
    /// The latest end (kOpenEnd while one runs) of the lane's bars up to position `pos`.
    qint64 laneMaxEnd(int lane, std::size_t pos) const
    {
        return m_lanes[std::size_t(lane)].maxEnd[pos];
    }

    /// A bar's figures; ends are kOpenEnd while running. Times relative to the run's origin.
    Q_INVOKABLE int barLane(int bar) const { return m_lane[std::size_t(bar)]; }
    Q_INVOKABLE int barNode(int bar) const { return int(m_node[std::size_t(bar)]); }
    Q_INVOKABLE qint64 barTask(int bar) const { return m_task[std::size_t(bar)]; }
    Q_INVOKABLE int barWorker(int bar) const;
    qint64 barStart(int bar) const { return m_start[std::size_t(bar)]; }
    qint64 barEnd(int bar) const { return m_end[std::size_t(bar)]; }
    BarState barState(int bar) const { return m_state[std::size_t(bar)]; }
    Q_INVOKABLE QString barNodeTitle(int bar) const;
    /// The bar's duration in seconds (to the latest event while it runs).
    Q_INVOKABLE qreal barSeconds(int bar) const;
    Q_INVOKABLE qreal barStartSeconds(int bar) const { return qreal(barStart(bar)) / 1e9; }
    Q_INVOKABLE QString barStateName(int bar) const;
    /// When the bar's Slurm job was submitted, or -1 when it had none: the bar's wait in the
    /// queue runs from here to barStart() (to the latest event while it is Queued).
    qint64 barQueuedFrom(int bar) const { return m_queuedFrom.value(bar, -1); }
    /// The bar's wait in Slurm's queue in seconds; 0 without a job.
    Q_INVOKABLE qreal barQueuedSeconds(int bar) const;

    /// The bar under time `ns` on lane `lane`, or -1; `slackNs` widens thin bars so that a
    /// bar narrower than a pixel can still be pointed at (the nearest one wins).
    Q_INVOKABLE int barAt(int lane, qreal ns, qreal slackNs = 0) const;

Q_SIGNALS:
    void changed();
    void outlineChanged();

private:
    struct Lane
    {
        int worker = 0;
        std::vector<int> bars;
        /// starts[i]: the start of bars[i], beside it so that searches stay in one array.
        std::vector<qint64> starts;
        /// maxEnd[i]: the latest end of bars[0..i]; nondecreasing, so searchable.
        std::vector<qint64> maxEnd;
    };

    int laneOf(int worker);
    void closeBar(quint32 task, qint64 ns, BarState state);
    /// The task's Slurm job was submitted: its bar waits in the queue from `ns`.
    void queueBar(quint32 task, qint64 ns);
    /// The task's Slurm job started running on the cluster: its bar starts there, so that it
    /// shows the job's run rather than its wait in the queue.
    void restartBar(quint32 task, qint64 ns);

    qint64 m_originNs = 0;
    qint64 m_endNs = 0;
    bool m_live = false;
    QStringList m_nodeTitles;
    std::vector<Lane> m_lanes;
    std::vector<int> m_laneOfWorker; ///< worker -> lane, -1 for none yet
    // One entry per bar, structure of arrays.
    std::vector<qint64> m_start;
    std::vector<qint64> m_end;
    std::vector<qint64> m_task;
    std::vector<quint32> m_node;
    std::vector<quint16> m_lane;
    std::vector<BarState> m_state;
    QHash<quint32, int> m_openBar; ///< task -> its running bar
    /// bar -> when its Slurm job was submitted; only bars that ran as Slurm jobs have one.
    QHash<int, qint64> m_queuedFrom;
};

} // namespace weft::app
