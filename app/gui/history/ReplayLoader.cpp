#include "ReplayLoader.h"

#include "exec/AutoBatchSizer.h"
#include "ops/OperatorRegistry.h"
#include "store/RunStore.h"

#include <QFileInfo>

#include <algorithm>

namespace weft::app {

namespace {

/// The card title of a project node: its own, else its operator's.
QString titleOf(const engine::Node &node)
{
    if (!node.title.isEmpty())
        return node.title;
    const engine::Operator *op = engine::OperatorRegistry::builtin().find(node.operatorId);
    return op ? op->spec().title : node.operatorId;
}

MonitorNode monitorNode(const QString &id, const QString &operatorId, const engine::Node *node,
                        const engine::BatchTargets &defaults)
{
    MonitorNode result;
    result.id = id;
    result.operatorId = operatorId;
    result.title = node ? titleOf(*node) : id;
    if (node && node->run.map) {
        result.map = true;
        result.targetLowerSeconds =
            node->run.batchLowerMs > 0 ? node->run.batchLowerMs / 1000 : defaults.lowerSeconds;
        result.targetUpperSeconds =
            node->run.batchUpperMs > 0 ? node->run.batchUpperMs / 1000 : defaults.upperSeconds;
    }
    return result;
}

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

RunOutline ReplayLoader::outline(const store::RunRecord &run,
                                 const std::vector<store::NodeRecord> &nodes,
                                 const engine::Graph &graph, int maxNodeIndex)
{
    RunOutline outline;
    outline.runId = run.id;
    outline.backend = run.backend;
    outline.workers = run.workers;
    outline.live = false;
    const engine::BatchTargets defaults = run.backend == u"processes"
                                              ? engine::BatchTargets::forProcesses()
                                              : engine::BatchTargets::forThreads();

    int count = maxNodeIndex + 1;
    for (const store::NodeRecord &node : nodes)
        count = std::max(count, node.index + 1);
    if (nodes.empty()) // interrupted: no node results, the plan was the project's node order
        count = std::max(count, int(graph.nodes.size()));
    outline.nodes.resize(count);
    for (int i = 0; i < count && nodes.empty(); ++i) {
        const engine::Node *node =
            i < int(graph.nodes.size()) ? &graph.nodes[std::size_t(i)] : nullptr;
        outline.nodes[i] = node ? monitorNode(node->id.toString(), node->operatorId, node, defaults)
                                : monitorNode(QString::number(i), {}, nullptr, defaults);
    }
    for (const store::NodeRecord &record : nodes)
        outline.nodes[record.index] = monitorNode(
            record.id, record.operatorId, graph.findNode(engine::NodeId(record.id)), defaults);

    QHash<QString, int> planIndex;
    for (int i = 0; i < outline.nodes.size(); ++i)
        if (!outline.nodes[i].id.isEmpty())
            planIndex.insert(outline.nodes[i].id, i);
    for (const engine::Edge &edge : graph.edges) {
        const auto from = planIndex.constFind(edge.fromNode.toString());
        const auto to = planIndex.constFind(edge.toNode.toString());
        if (from != planIndex.constEnd() && to != planIndex.constEnd() &&
            !outline.dependencies.contains(qMakePair(*from, *to)))
            outline.dependencies.append(qMakePair(*from, *to));
    }
    return outline;
}

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
    data.outline = outline(*run, nodes, graph, maxNode);

    const qint64 origin =
        store.clockOrigin(id).value_or(data.events.empty() ? 0 : data.events.front().ns);
    data.outline.originNs = origin;
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
