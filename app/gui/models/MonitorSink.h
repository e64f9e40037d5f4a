#pragma once

#include "exec/Event.h"
#include "exec/OutputFigures.h"
#include "exec/RunOutline.h"
#include "exec/RunSampler.h"
#include "store/RunRecord.h"

#include <QHash>
#include <QList>
#include <QString>

#include <span>

namespace weft::app {

/// A node of the run a monitor shows, by its index in the run's plan (Event::node): an
/// engine::OutlineNode as the models take it.
struct MonitorNode
{
    QString id;         ///< the project's node id
    QString operatorId; ///< "csv.read"
    QString title;      ///< what the canvas shows on the node's card: engine::nodeTitle()
    bool map = false;   ///< runs as a map node: its batches are tuned (BatchFinished events)
    /// The auto-batching band of a map node, in seconds (engine::BatchTargets); 0 otherwise.
    double targetLowerSeconds = 0;
    double targetUpperSeconds = 0;
    /// Taken from the result cache instead of computed: the run's cache plan said so.
    bool cached = false;
    /// A cached node: what computing it took when its entry was made, in ms; -1 when unknown.
    qint64 savedMs = -1;
    /// A cached node: its outputs' figures, its entry's (rows, shape, files, bytes); empty when
    /// unknown. A computed node's come as it succeeds (appendFigures) and again with the run's
    /// end (RunEnding::outputs).
    engine::NodeFigures outputs = {};
};

/// What a monitor knows of a run before its first event: enough to place each event on a node.
/// Tasks at or above `nodes.size()` are batches a map node spawned while the run went; their
/// events carry their node's index like every other event.
struct RunOutline
{
    store::RunId runId = 0;   ///< its id in the run store; 0 when the run is not recorded
    QList<MonitorNode> nodes; ///< plan index -> node: the graph's node order
    /// Dependencies between plan indices (from -> to): the edges, for the canvas and the
    /// critical path.
    QList<QPair<int, int>> dependencies;
    QString backend; ///< "threads", "processes", ...
    int workers = 1;
    /// Event::ns of the run's start. Every time a monitor shows is relative to it.
    qint64 originNs = 0;
    bool live = true; ///< false for a run replayed from the store

    /// `outline` (engine::RunOutline::of() for a live run, store::RecordedOutline::replay()
    /// for a replayed one) as the monitors take it: the one conversion both share, so that
    /// nothing of the outline is worked out again on the window's side.
    static RunOutline from(const engine::RunOutline &outline, store::RunId runId, qint64 originNs,
                           bool live)
    {
        RunOutline result;
        result.runId = runId;
        for (const engine::OutlineNode &node : outline.nodes)
            result.nodes.append(MonitorNode{node.id, node.operatorId, node.title, node.map,
                                            node.targets.lowerSeconds, node.targets.upperSeconds});
        result.dependencies =
            QList<QPair<int, int>>(outline.dependencies.begin(), outline.dependencies.end());
        result.backend = outline.backend;
        result.workers = outline.workers;
        result.originNs = originNs;
        result.live = live;
        return result;
    }
};

/// The whole process's figures at one moment, sampled while a run goes (the store's `metrics`
/// rows in a replay), on the events' clock.
using MetricSample = engine::MetricSample;

/// One worker at one moment: a thread of this process (pid is ours) or a worker process.
struct WorkerSample
{
    /// On the events' clock: when it was taken; 0 when unknown (the newest event or metrics
    /// sample seen stands for it then).
    qint64 ns = 0;
    int worker = 0; ///< Event::worker
    qint64 pid = 0;
    qint64 rssBytes = 0; ///< 0 for a thread (its memory is the process's)
    qint64 cpuNs = 0;
    int restarts = 0; ///< times this worker process was replaced after a crash or a kill

    /// `record` (a live run's sample, or a row of the store's `workers` table) as taken at
    /// `ns` on the events' clock: the one conversion the live monitor and a replay share.
    static WorkerSample fromRecord(const store::WorkerRecord &record, qint64 ns)
    {
        return {.ns = ns,
                .worker = record.worker,
                .pid = record.pid,
                .rssBytes = record.rssBytes,
                .cpuNs = record.cpuNs,
                .restarts = record.restarts};
    }
};

/// Why a node failed, as soon as the run knows it: a live run hands it on with the events
/// that carry the node's (or its batch's) first TaskFailed, a replay at that event's time.
/// RunEnding::errors says the same again at the end.
struct NodeError
{
    int node = -1;   ///< its index in the outline (Event::node)
    qint64 ns = 0;   ///< on the events' clock: when the failure was recorded
    QString message; ///< the operator's message (a failed command's stderr tail)
};

/// How a run ended, for the monitor's last word on it.
struct RunEnding
{
    QString status;                 ///< succeeded, failed, cancelled or interrupted
    QHash<QString, QString> errors; ///< node id -> its error (a failed command's stderr tail)
    QHash<QString, QString> states; ///< node id -> final state name (engine::taskStateName)
    /// node id -> its outputs' figures (engine::NodeResult::outputs), for the nodes that had
    /// outputs.
    QHash<QString, engine::NodeFigures> outputs = {};
};

/// Receives a run on the GUI thread, live (in batches at most 30 times a second) or replayed
/// from the run store. Every monitor model (canvas states, dashboard panels, history) is one;
/// MonitorHub hands each of them the same calls in the same order:
///
///     beginRun(outline);
///     { appendEvents(...) | appendErrors(...) | appendFigures(...) | appendMetrics(...)
///       | appendWorkers(...) }*;
///     endRun(ending)   // not called for a replay cut at a time before the run's end
///
/// A new beginRun() forgets the previous run. Events in one appendEvents() call are sorted by
/// Event::ns, and no call carries an event older than one already delivered. A node's error
/// comes once, after the events that show the node failed.
class MonitorSink
{
public:
    virtual ~MonitorSink() = default;

    virtual void beginRun(const RunOutline &outline) = 0;
    virtual void appendEvents(std::span<const engine::Event> events) = 0;
    virtual void appendMetrics(std::span<const MetricSample> samples) { Q_UNUSED(samples) }
    virtual void appendWorkers(std::span<const WorkerSample> samples) { Q_UNUSED(samples) }
    virtual void appendErrors(std::span<const NodeError> errors) { Q_UNUSED(errors) }
    /// Node id -> its outputs' figures, for nodes of a live run that just succeeded (after the
    /// events that show it); RunEnding::outputs says the same of every node at the end.
    virtual void appendFigures(const QHash<QString, engine::NodeFigures> &figures)
    {
        Q_UNUSED(figures)
    }
    virtual void endRun(const RunEnding &ending) { Q_UNUSED(ending) }

protected:
    MonitorSink() = default;
    MonitorSink(const MonitorSink &) = default;
    MonitorSink &operator=(const MonitorSink &) = default;
};

} // namespace weft::app
