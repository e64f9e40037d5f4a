#include "ReplayLoader.h"

#include "store/RecordedOutline.h"
#include "store/RunStore.h"

#include <QFileInfo>

#include <algorithm>

namespace weft::app {

namespace {

MetricSample toSample(const store::MetricRecord &record, qint64 originNs)
{
    MetricSample sample;
    sample.ns = originNs + record.ns;
    sample.bytesHeld = record.bytesHeld;
    sample.shmBytes = record.shmBytes;
    sample.rssBytes = record.rssBytes;
    sample.workersRssBytes = record.workersRssBytes;
    sample.cpuNs = record.cpuNs;
    sample.running = record.running;
    sample.ready = record.ready;
    return sample;
}

/// The recorded errors (node index -> message) placed at the first TaskFailed event of their
/// node (a plain node's own task, or a map node's first failed batch), oldest first.
std::vector<NodeError> errorsOf(const QHash<int, QString> &recorded,
                                const std::vector<engine::Event> &events)
{
    QHash<int, qint64> failedAt;
    for (const engine::Event &event : events)
        if (event.type == engine::EventType::TaskFailed && !failedAt.contains(int(event.node)))
            failedAt.insert(int(event.node), event.ns);
    std::vector<NodeError> errors;
    for (auto it = recorded.cbegin(); it != recorded.cend(); ++it) {
        const auto at = failedAt.constFind(it.key());
        if (!it.value().isEmpty() && at != failedAt.constEnd())
            errors.push_back(NodeError{it.key(), *at, it.value()});
    }
    // By time, then node: the hash's order is not the same from one load to the next.
    std::sort(errors.begin(), errors.end(), [](const NodeError &a, const NodeError &b) {
        return a.ns != b.ns ? a.ns < b.ns : a.node < b.node;
    });
    return errors;
}

} // namespace

std::optional<ReplayData> ReplayLoader::load(const QString &storePath, store::RunId id,
                                             engine::Graph graph, QString *error)
{
    if (!QFileInfo::exists(storePath)) {
        *error = tr("%1 does not exist: the project has no recorded runs").arg(storePath);
        return std::nullopt;
    }
    store::RunStore store;
    if (!store.open(storePath, store::SqliteDatabase::OpenMode::ExistingOnly, error))
        return std::nullopt;
    std::optional<store::RunRecord> run = store.run(id);
    if (!run) {
        *error = tr("%1 holds no run %2").arg(storePath).arg(id);
        return std::nullopt;
    }

    ReplayData data;
    data.run = *run;
    data.events = store.events(id);
    // Each recording thread's events are in order, the threads' interleaved: one stable sort.
    std::stable_sort(data.events.begin(), data.events.end(),
                     [](const engine::Event &a, const engine::Event &b) { return a.ns < b.ns; });
    int maxNode = -1;
    for (const engine::Event &event : data.events)
        maxNode = std::max(maxNode, int(event.node));
    const std::vector<store::NodeRecord> nodes = store.nodes(id);
    const qint64 origin =
        store.clockOrigin(id).value_or(data.events.empty() ? 0 : data.events.front().ns);
    data.outline =
        RunOutline::from(store::RecordedOutline::replay(store, *run, nodes, graph, maxNode + 1),
                         run->id, origin, false);
    for (const store::MetricRecord &record : store.metrics(id))
        data.metrics.push_back(toSample(record, origin));
    for (const store::WorkerRecord &record : store.workers(id))
        data.workers.push_back(WorkerSample::fromRecord(record, origin + record.ns));
    // An interrupted run has no node results: its errors are those stored while it went.
    const QHash<int, QString> errors = store.nodeErrors(id);
    data.errors = errorsOf(errors, data.events);

    data.ending.status = run->status;
    for (const store::NodeRecord &node : nodes)
        data.ending.states.insert(node.id, node.state);
    for (auto it = errors.cbegin(); it != errors.cend(); ++it)
        if (it.key() >= 0 && it.key() < data.outline.nodes.size() && !it.value().isEmpty())
            data.ending.errors.insert(data.outline.nodes.at(it.key()).id, it.value());
    qint64 end = std::max<qint64>(run->wallNs, 0);
    if (!data.events.empty())
        end = std::max(end, data.events.back().ns - origin);
    if (!data.metrics.empty())
        end = std::max(end, data.metrics.back().ns - origin);
    if (!data.workers.empty())
        end = std::max(end, data.workers.back().ns - origin);
    data.durationNs = end;
    return data;
}

} // namespace weft::app
