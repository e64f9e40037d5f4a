#include "RunReplay.h"

#include "RecordedOutline.h"
#include "RunStore.h"
#include "exec/TaskGraph.h"
#include "graph/Graph.h"

#include <QSet>

#include <algorithm>
#include <limits>

namespace weft::store {

namespace {

using engine::Event;
using engine::EventType;

/// Times relative to the run's start, and the start itself, stay within this: the window adds
/// and subtracts them (a position, the replay's end), which must not overflow.
constexpr qint64 kMaxNs = qint64(1) << 61;
/// Byte and item counts the monitors add up stay within this.
constexpr qint64 kMaxTotal = qint64(1) << 62;
/// Event::worker is 16 bits: a run has no more workers than it can number.
constexpr qint64 kMaxWorkers = qint64(std::numeric_limits<quint16>::max()) + 1;
/// A run that dropped events may number tasks whose every event was dropped: one task per
/// dropped event is allowed, up to this many (the monitors keep a byte per task number).
constexpr qint64 kMaxDroppedTasks = qint64(1) << 26;

bool isTaskEvent(EventType type)
{
    return type != EventType::RunStarted && type != EventType::RunFinished;
}

/// Whose value is a byte or item count that the monitors add up.
bool isCounted(EventType type)
{
    return type == EventType::DatasetHeld || type == EventType::DatasetReleased ||
           type == EventType::BatchFinished || type == EventType::MapItems;
}

class Checker
{
    Q_DECLARE_TR_FUNCTIONS(RunReplay)

public:
    Checker(const RunStore &store, RunId id, QString *error)
        : m_store(store)
        , m_id(id)
        , m_error(error)
    {}

    bool refuse(const QString &what) const
    {
        *m_error = tr("%1: run %2: %3").arg(m_store.path()).arg(m_id).arg(what);
        return false;
    }

    bool checkRun(const RunRecord &run) const
    {
        // Lanes default to the workers in older stores: the workers first.
        if (run.workers < 0 || run.workers > kMaxWorkers)
            return refuse(
                tr("it records %1 workers; a run has 0 to %2").arg(run.workers).arg(kMaxWorkers));
        if (run.lanes < 0 || run.lanes > kMaxWorkers)
            return refuse(
                tr("it records %1 lanes; a run has 0 to %2").arg(run.lanes).arg(kMaxWorkers));
        if (run.wallNs > kMaxNs)
            return refuse(tr("its wall time of %1 ns is beyond the clock").arg(run.wallNs));
        return true;
    }

    /// Node results name each planned node at most once. A run recorded without an outline
    /// planned exactly its results: their indices are then 0 … n-1.
    bool checkNodes(const std::vector<NodeRecord> &nodes, qint64 planned) const
    {
        std::vector<bool> seen(std::size_t(planned), false);
        for (const NodeRecord &node : nodes) {
            if (node.index < 0 || node.index >= planned)
                return refuse(tr("a node result names node %1, but the run planned %2 nodes")
                                  .arg(node.index)
                                  .arg(planned));
            if (seen[std::size_t(node.index)])
                return refuse(tr("node %1 has two results").arg(node.index));
            seen[std::size_t(node.index)] = true;
        }
        return true;
    }

    /// The nodes the outline must have for every event to find its node: `planned`, and for a
    /// run recorded without an outline up to as many more as its events name (its project
    /// may have lost nodes since). std::nullopt (refused) when an event names another.
    std::optional<qint64> nodesFor(const std::vector<Event> &events, qint64 planned,
                                   bool recorded) const
    {
        QSet<quint32> beyond;
        quint32 highest = 0;
        for (std::size_t i = 0; i < events.size(); ++i) {
            const Event &event = events[i];
            if (!isTaskEvent(event.type) || event.node < planned)
                continue;
            if (recorded) {
                refuse(tr("event %1 names node %2, but the run's plan has %3 nodes")
                           .arg(i)
                           .arg(event.node)
                           .arg(planned));
                return std::nullopt;
            }
            beyond.insert(event.node);
            highest = std::max(highest, event.node);
        }
        if (beyond.isEmpty())
            return planned;
        if (qint64(highest) >= planned + beyond.size()) {
            refuse(tr("an event names node %1, but the run planned %2 nodes and its events "
                      "name %3 more")
                       .arg(highest)
                       .arg(planned)
                       .arg(beyond.size()));
            return std::nullopt;
        }
        return qint64(highest) + 1;
    }

    bool checkEvents(const std::vector<Event> &events, qint64 nodes, qint64 tasks,
                     qint64 originNs) const
    {
        qint64 totals[4] = {0, 0, 0, 0};
        for (std::size_t i = 0; i < events.size(); ++i) {
            const Event &event = events[i];
            if (quint8(event.type) > quint8(EventType::MapItems))
                return refuse(tr("event %1 has the unknown type %2").arg(i).arg(int(event.type)));
            if (event.ns < originNs - kMaxNs || event.ns > originNs + kMaxNs)
                return refuse(tr("event %1 is at %2 ns, too far from the run's start at %3 ns")
                                  .arg(i)
                                  .arg(event.ns)
                                  .arg(originNs));
            if (!isTaskEvent(event.type))
                continue;
            if (event.node >= nodes)
                return refuse(tr("event %1 names node %2, but the run has %3 nodes")
                                  .arg(i)
                                  .arg(event.node)
                                  .arg(nodes));
            if (event.task >= tasks)
                return refuse(tr("event %1 names task %2, but the run can have had %3 tasks")
                                  .arg(i)
                                  .arg(event.task)
                                  .arg(tasks));
            if (!isCounted(event.type))
                continue;
            qint64 &total = totals[event.type == EventType::DatasetHeld       ? 0
                                   : event.type == EventType::DatasetReleased ? 1
                                   : event.type == EventType::BatchFinished   ? 2
                                                                              : 3];
            if (event.value < 0 || event.value > kMaxTotal - total)
                return refuse(tr("event %1 counts %2 bytes or items: negative, or more than "
                                 "the clock's worth")
                                  .arg(i)
                                  .arg(event.value));
            total += event.value;
        }
        return true;
    }

    bool checkMetrics(const std::vector<MetricRecord> &metrics) const
    {
        for (std::size_t i = 0; i < metrics.size(); ++i) {
            const MetricRecord &m = metrics[i];
            if (m.ns < -kMaxNs || m.ns > kMaxNs)
                return refuse(
                    tr("metrics sample %1 is at %2 ns, beyond the clock").arg(i).arg(m.ns));
            if (m.bytesHeld < 0 || m.shmBytes < 0 || m.rssBytes < 0 || m.workersRssBytes < 0 ||
                m.cpuNs < 0 || m.running < 0 || m.ready < 0)
                return refuse(tr("metrics sample %1 holds a negative figure").arg(i));
        }
        return true;
    }

    bool checkWorkers(const std::vector<WorkerRecord> &workers) const
    {
        for (std::size_t i = 0; i < workers.size(); ++i) {
            const WorkerRecord &w = workers[i];
            if (w.ns < -kMaxNs || w.ns > kMaxNs)
                return refuse(
                    tr("worker sample %1 is at %2 ns, beyond the clock").arg(i).arg(w.ns));
            if (w.worker < 0 || w.worker >= kMaxWorkers)
                return refuse(tr("worker sample %1 names worker %2; workers are numbered 0 to %3")
                                  .arg(i)
                                  .arg(w.worker)
                                  .arg(kMaxWorkers - 1));
            if (w.pid < 0 || w.rssBytes < 0 || w.cpuNs < 0 || w.restarts < 0)
                return refuse(tr("worker sample %1 holds a negative figure").arg(i));
        }
        return true;
    }

    bool checkErrors(const QHash<int, QString> &errors, qint64 nodes) const
    {
        for (auto it = errors.cbegin(); it != errors.cend(); ++it) {
            if (it.key() < 0 || it.key() >= nodes)
                return refuse(tr("an error is recorded for node %1, but the run has %2 nodes")
                                  .arg(it.key())
                                  .arg(nodes));
        }
        return true;
    }

private:
    const RunStore &m_store;
    RunId m_id;
    QString *m_error;
};

} // namespace

std::optional<RunReplay> RunReplay::read(RunStore &store, RunId id, const engine::Graph &project,
                                         QString *error)
{
    const Checker check(store, id, error);
    std::optional<RunRecord> run = store.run(id);
    if (!run) {
        *error = tr("%1 holds no run %2").arg(store.path()).arg(id);
        return std::nullopt;
    }
    if (!check.checkRun(*run))
        return std::nullopt;
    error->clear();
    std::optional<engine::RunOutline> recorded =
        RecordedOutline::read(store.database(), *run, error);
    if (!error->isEmpty())
        return std::nullopt;

    RunReplay replay;
    replay.run = *run;
    replay.nodes = store.nodes(id);
    // A run recorded without an outline planned its node results, or, with none (interrupted),
    // the project's nodes.
    const qint64 planned = recorded               ? qint64(recorded->nodes.size())
                           : replay.nodes.empty() ? qint64(project.nodes.size())
                                                  : qint64(replay.nodes.size());
    if (!check.checkNodes(replay.nodes, planned))
        return std::nullopt;

    replay.events = store.events(id, error);
    if (!error->isEmpty())
        return std::nullopt;
    // Each recording thread's events are in order, the threads' interleaved: one stable sort.
    std::stable_sort(replay.events.begin(), replay.events.end(),
                     [](const Event &a, const Event &b) { return a.ns < b.ns; });
    const std::optional<qint64> nodes =
        check.nodesFor(replay.events, planned, recorded.has_value());
    if (!nodes)
        return std::nullopt;
    const qint64 dropped = std::clamp<qint64>(run->eventsDropped, 0, kMaxDroppedTasks);
    const qint64 tasks = *nodes + qint64(replay.events.size()) + dropped;
    replay.originNs =
        store.clockOrigin(id).value_or(replay.events.empty() ? 0 : replay.events.front().ns);
    if (replay.originNs < 0 || replay.originNs > kMaxNs) {
        *error = tr("%1: run %2: its start at %3 ns is beyond the clock")
                     .arg(store.path())
                     .arg(id)
                     .arg(replay.originNs);
        return std::nullopt;
    }
    if (!check.checkEvents(replay.events, *nodes, tasks, replay.originNs))
        return std::nullopt;

    replay.metrics = store.metrics(id);
    replay.workers = store.workers(id);
    replay.errors = store.nodeErrors(id);
    if (!check.checkMetrics(replay.metrics) || !check.checkWorkers(replay.workers) ||
        !check.checkErrors(replay.errors, *nodes))
        return std::nullopt;

    replay.outline =
        RecordedOutline::replay(std::move(recorded), *run, replay.nodes, project, int(*nodes));
    qint64 end = std::max<qint64>(run->wallNs, 0);
    if (!replay.events.empty())
        end = std::max(end, replay.events.back().ns - replay.originNs);
    if (!replay.metrics.empty())
        end = std::max(end, replay.metrics.back().ns);
    if (!replay.workers.empty())
        end = std::max(end, replay.workers.back().ns);
    replay.durationNs = end;
    return replay;
}

} // namespace weft::store
