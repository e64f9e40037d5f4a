#include "OperatorTaskRunner.h"

#include "WorkerPool.h"
#include "ops/OperatorRegistry.h"
#include "shm/SegmentStore.h"

#include <QElapsedTimer>
#include <QHash>

#include <algorithm>
#include <chrono>

namespace weft::engine {

OperatorTaskRunner::OperatorTaskRunner(Graph graph, const OperatorRegistry &registry,
                                       QDir projectDir, int workers)
    : m_graph(std::move(graph))
    , m_projectDir(std::move(projectDir))
    , m_workers(workers)
    , m_slots(m_graph.nodes.size())
{
    const QHash<NodeId, int> index = m_graph.indexById();
    m_tasks.reserve(qsizetype(m_graph.nodes.size()), qsizetype(m_graph.edges.size()));
    for (quint32 i = 0; i < m_graph.nodes.size(); ++i) {
        m_slots[i].op = registry.find(m_graph.nodes[i].operatorId);
        m_tasks.addTask(i);
    }
    for (const Edge &edge : m_graph.edges) {
        const int fromIndex = index.value(edge.fromNode, -1);
        const int toIndex = index.value(edge.toNode, -1);
        if (fromIndex < 0 || toIndex < 0)
            continue;
        const auto from = quint32(fromIndex), to = quint32(toIndex);
        if (!m_slots[from].op || !m_slots[to].op)
            continue; // the validator reports these; the node fails when it runs
        const int out = m_slots[from].op->spec().outputIndex(edge.fromPort);
        const int in = m_slots[to].op->spec().inputIndex(edge.toPort);
        if (out < 0 || in < 0)
            continue;
        m_slots[to].sources.push_back(Source{in, from, out});
        m_tasks.addDependency(from, to);
    }
    m_tasks.finalize();
}

OperatorTaskRunner::~OperatorTaskRunner() = default;

void OperatorTaskRunner::useWorkers(WorkerPool *pool, bool byDefault, qint64 threshold)
{
    m_pool = pool;
    m_workersByDefault = byDefault;
    m_segments = std::make_unique<SegmentStore>(threshold);
}

void OperatorTaskRunner::releaseWorkerSegments()
{
    if (m_pool && m_segments)
        m_pool->releaseSegments(m_segments->releaseAll());
}

bool OperatorTaskRunner::runsInWorker(const Node &node) const
{
    if (!m_pool)
        return false;
    return node.run.backend.isEmpty() ? m_workersByDefault : node.run.backend == u"processes";
}

std::vector<DatasetPtr> OperatorTaskRunner::runInWorker(TaskIndex task, int worker,
                                                        std::vector<std::vector<DatasetPtr>> inputs,
                                                        std::stop_token stop)
{
    const Node &node = m_graph.nodes[task];
    const RemoteCall call{node.id.toString(), node.operatorId,   node.params,
                          m_projectDir,       std::move(inputs), node.run.timeoutSeconds};
    // Retries are for what a worker process adds: a crash or a timeout may not happen twice.
    for (int attempt = 0;; ++attempt) {
        try {
            return m_pool->run(worker, call, *m_segments, stop);
        } catch (const OperatorError &) {
            if (attempt >= node.run.retries || stop.stop_requested())
                throw;
        }
    }
}

TaskOutcome OperatorTaskRunner::runTask(TaskIndex task, int worker, std::stop_token stop,
                                        TaskContext &context)
{
    Slot &slot = m_slots[task];
    const Node &node = m_graph.nodes[task];
    if (!slot.op) {
        slot.error = tr("unknown operator '%1'").arg(node.operatorId);
        return {};
    }
    const OperatorSpec &spec = slot.op->spec();
    std::vector<std::vector<DatasetPtr>> inputs(spec.inputs.size());
    for (const Source &source : slot.sources)
        inputs[size_t(source.port)].push_back(
            m_slots[source.node].outputs.at(size_t(source.output)));
    QElapsedTimer timer;
    timer.start();
    bool ok = false;
    qint64 bytes = 0;
    try {
        if (node.run.map) {
            // A map node's batches run on this process's threads, whatever the backend.
            // One batch queued beyond one per worker, so a free worker finds the next ready.
            slot.map = std::make_unique<MapNodeRun>(*slot.op, node, std::move(inputs), m_projectDir,
                                                    m_workers + 1);
            if (slot.map->hasRows()) {
                slot.startedNs = std::chrono::steady_clock::now().time_since_epoch().count();
                return {slot.map->start(context), 0};
            }
            bytes = keepOutputs(slot, slot.map->assemble());
        } else if (runsInWorker(node)) {
            bytes = keepOutputs(slot, runInWorker(task, worker, std::move(inputs), stop));
        } else {
            const OperatorCall call(spec, node.params, std::move(inputs), m_projectDir, stop);
            bytes = keepOutputs(slot, slot.op->run(call));
        }
        ok = true;
    } catch (const OperatorError &e) {
        slot.error = e.message();
    } catch (const std::exception &e) {
        slot.error = QString::fromUtf8(e.what());
    }
    slot.wallNs = timer.nsecsElapsed();
    if (!ok && slot.error.isEmpty())
        slot.error = tr("operator '%1' failed without a message").arg(spec.id);
    return {ok, bytes};
}

qint64 OperatorTaskRunner::keepOutputs(Slot &slot, std::vector<DatasetPtr> outputs)
{
    const OperatorSpec &spec = slot.op->spec();
    if (outputs.size() != spec.outputs.size() ||
        std::any_of(outputs.begin(), outputs.end(), [](const auto &d) { return !d; }))
        throw OperatorError(tr("operator '%1' returned %2 of %3 outputs")
                                .arg(spec.id)
                                .arg(outputs.size())
                                .arg(spec.outputs.size()));
    qint64 bytes = 0;
    {
        std::lock_guard lock(m_memoryMutex);
        for (const DatasetPtr &dataset : outputs)
            bytes += m_memory.hold(*dataset);
    }
    slot.outputs = std::move(outputs);
    return bytes;
}

TaskOutcome OperatorTaskRunner::completeSpawned(TaskIndex task)
{
    Slot &slot = m_slots[task];
    Q_ASSERT(slot.map);
    TaskOutcome outcome;
    try {
        outcome = {true, keepOutputs(slot, slot.map->assemble())};
    } catch (const OperatorError &e) {
        slot.error = e.message();
    } catch (const std::exception &e) {
        slot.error = QString::fromUtf8(e.what());
    }
    slot.wallNs = std::chrono::steady_clock::now().time_since_epoch().count() - slot.startedNs;
    return outcome;
}

QString OperatorTaskRunner::error(TaskIndex task) const
{
    const Slot &slot = m_slots[task];
    return slot.error.isEmpty() && slot.map ? slot.map->error() : slot.error;
}

std::optional<MapBatches::Stats> OperatorTaskRunner::batchStats(TaskIndex task) const
{
    const Slot &slot = m_slots[task];
    if (!slot.map)
        return std::nullopt;
    return slot.map->stats();
}

qint64 OperatorTaskRunner::releaseOutput(TaskIndex task)
{
    std::vector<DatasetPtr> outputs = std::move(m_slots[task].outputs);
    if (m_segments) {
        QStringList released;
        for (const DatasetPtr &dataset : outputs) {
            const QString name = m_segments->release(dataset.get());
            if (!name.isEmpty())
                released.append(name);
        }
        m_pool->releaseSegments(released);
    }
    qint64 freed = 0;
    std::lock_guard lock(m_memoryMutex);
    for (const DatasetPtr &dataset : outputs)
        freed += m_memory.release(*dataset);
    return freed;
}

qint64 OperatorTaskRunner::peakBytesHeld() const
{
    std::lock_guard lock(m_memoryMutex);
    return m_memory.peak();
}

qint64 OperatorTaskRunner::bytesReleased() const
{
    std::lock_guard lock(m_memoryMutex);
    return m_memory.released();
}

} // namespace weft::engine
