#include "ReplayLoader.h"

#include "store/RunReplay.h"
#include "store/RunStore.h"

#include <QFileInfo>
#include <QSet>

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
    // Every index and count below was checked against the run's outline there: the store may
    // have come with the project from someone else.
    std::optional<store::RunReplay> replay = store::RunReplay::read(store, id, graph, error);
    if (!replay)
        return std::nullopt;

    ReplayData data;
    data.run = replay->run;
    data.events = std::move(replay->events);
    const qint64 origin = replay->originNs;
    data.outline = RunOutline::from(replay->outline, replay->run.id, origin, false);
    data.metrics.reserve(replay->metrics.size());
    for (const store::MetricRecord &record : replay->metrics)
        data.metrics.push_back(toSample(record, origin));
    data.workers.reserve(replay->workers.size());
    for (const store::WorkerRecord &record : replay->workers)
        data.workers.push_back(WorkerSample::fromRecord(record, origin + record.ns));
    // An interrupted run has no node results: its errors are those stored while it went.
    data.errors = errorsOf(replay->errors, data.events);

    data.ending.status = replay->run.status;
    QSet<QString> hits; // what the run took from the result cache: shown as cached
    for (const store::NodeRecord &node : replay->nodes) {
        data.ending.states.insert(node.id, node.state);
        if (!node.outputs.empty())
            data.ending.outputs.insert(node.id, node.outputs);
        if (node.cache == u"hit")
            hits.insert(node.id);
    }
    for (MonitorNode &node : data.outline.nodes) {
        node.cached = hits.contains(node.id);
        // A cached node had its figures from the start of the run, as it had live.
        if (node.cached)
            node.outputs = data.ending.outputs.value(node.id);
    }
    for (auto it = replay->errors.cbegin(); it != replay->errors.cend(); ++it)
        if (!it.value().isEmpty())
            data.ending.errors.insert(data.outline.nodes.at(it.key()).id, it.value());
    data.durationNs = replay->durationNs;
    return data;
}

} // namespace weft::app
