#include "OperatorTaskRunner.h"

#include "EventStream.h"
#include "MapItems.h"
#include "NodePlacement.h"
#include "OutputArchive.h"
#include "TaskDeadline.h"
#include "WorkerPool.h"
#include "ops/OperatorRegistry.h"
#include "shm/SegmentStore.h"
#include "shm/SharedMemoryFolder.h"

#include <QElapsedTimer>
#include <QHash>

#include <algorithm>
#include <chrono>
#include <limits>
#include <utility>

namespace weft::engine {

OperatorTaskRunner::OperatorTaskRunner(Graph graph, const OperatorRegistry &registry,
                                       QDir projectDir, int workers,
                                       std::span<const double> seconds)
    : m_graph(std::move(graph))
    , m_projectDir(std::move(projectDir))
    , m_scratchBase(SharedMemoryFolder::baseDir())
    , m_workers(workers)
    , m_slots(m_graph.nodes.size())
{
    const QHash<NodeId, int> index = m_graph.indexById();
    m_tasks.reserve(qsizetype(m_graph.nodes.size()), qsizetype(m_graph.edges.size()));
    std::vector<std::vector<PortSpec>> outputs(m_graph.nodes.size());
    for (quint32 i = 0; i < m_graph.nodes.size(); ++i) {
        m_slots[i].op = registry.find(m_graph.nodes[i].operatorId);
        if (m_slots[i].op) // a command's typed outputs are ports of their own
            outputs[i] = m_slots[i].op->outputsFor(m_graph.nodes[i].params);
        m_slots[i].outputCount = outputs[i].size();
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
        const int out = portIndex(outputs[from], edge.fromPort);
        const int in = m_slots[to].op->spec().inputIndex(edge.toPort);
        if (out < 0 || in < 0)
            continue;
        m_slots[to].sources.push_back(Source{in, from, out});
        m_tasks.addDependency(from, to);
    }
    m_tasks.finalize(TaskOrder::Static,
                     seconds.size() == m_slots.size() ? seconds : std::span<const double>());
    m_unstartedConsumers = std::make_unique<std::atomic<int>[]>(m_slots.size());
    for (const Slot &slot : m_slots)
        for (const quint32 producer : producersOf(slot))
            m_unstartedConsumers[producer].fetch_add(1, std::memory_order_relaxed);
    findStreams();
}

OperatorTaskRunner::~OperatorTaskRunner() = default;

void OperatorTaskRunner::findStreams()
{
    // Map node B streams from map node A when all B reads is A's first output as its items:
    // then B's pieces can be A's batches' outputs. Not when A keeps error rows (its joined
    // output gains a column its batches' outputs lack).
    for (TaskIndex b = 0; b < TaskIndex(m_slots.size()); ++b) {
        const Slot &slot = m_slots[b];
        if (!m_graph.nodes[b].run.map || slot.sources.size() != 1)
            continue;
        const Source &source = slot.sources.front();
        const Node &a = m_graph.nodes[source.node];
        if (source.port == 0 && source.output == 0 && a.run.map &&
            a.run.itemErrorPolicy() != ItemErrorPolicy::Record)
            m_slots[source.node].streamTo.push_back(b);
    }
}

void OperatorTaskRunner::usePlacements(PlacementRule rule, WorkerPool *pool,
                                       JobPlacement *placement, qint64 threshold)
{
    m_rule = std::move(rule);
    m_pool = pool;
    if (pool)
        m_segments = std::make_unique<SegmentStore>(threshold);
    m_placement = placement;
    // Kept only when a node runs there, so that a run without jobs never starts its monitor.
    if (std::none_of(m_graph.nodes.begin(), m_graph.nodes.end(),
                     [this](const Node &node) { return placementOf(node) == NodePlacement::Job; }))
        m_placement = nullptr;
}

void OperatorTaskRunner::releaseWorkerSegments()
{
    if (m_pool && m_segments)
        m_pool->releaseSegments(m_segments->releaseAll());
}

void OperatorTaskRunner::useArchives(const OutputArchive *persistTo, const OutputArchive *reuseFrom,
                                     QSet<NodeId> reused)
{
    m_persistTo = persistTo;
    m_reuseFrom = reuseFrom;
    for (size_t i = 0; i < m_graph.nodes.size(); ++i)
        m_slots[i].reused = reuseFrom && reused.contains(m_graph.nodes[i].id);
}

void OperatorTaskRunner::storeEntriesKeptForTheEnd()
{
    for (size_t i = 0; i < m_slots.size(); ++i) {
        Slot &slot = m_slots[i];
        if (!slot.storeAtEnd)
            continue;
        const Node &node = m_graph.nodes[i];
        // An entry under the same key holds the file as an earlier run left it, which the
        // others' writes have changed since (that is why it ran): this one takes its place.
        m_cache->remove(slot.cache.key, false);
        slot.cacheProblem =
            m_cache->store(slot.cache.key, node.id, node.operatorId, slot.storeAtEnd->outputs,
                           slot.storeAtEnd->computeMs, slot.warnings);
        slot.storeAtEnd.reset();
    }
}

void OperatorTaskRunner::useCache(const ResultCache *cache, std::vector<CacheUse> nodes)
{
    m_cache = cache;
    if (!cache)
        return; // every node runs, nothing is kept
    for (size_t i = 0; i < m_slots.size() && i < nodes.size(); ++i)
        m_slots[i].cache = std::move(nodes[i]);
}

NodePlacement OperatorTaskRunner::placementOf(const Node &node) const
{
    const NodePlacement placement = m_rule.place(node.run);
    if (placement == NodePlacement::Process && !m_pool)
        return NodePlacement::Thread;
    if (placement == NodePlacement::Job && !m_placement)
        return NodePlacement::Nowhere;
    return placement;
}

std::vector<DatasetPtr> OperatorTaskRunner::runPlaced(TaskIndex task,
                                                      std::vector<std::vector<DatasetPtr>> inputs,
                                                      std::stop_token stop, bool record)
{
    Slot &slot = m_slots[task];
    const Node &node = m_graph.nodes[task];
    const RemoteCall call{node.id.toString(), node.operatorId,   node.params,
                          m_projectDir,       std::move(inputs), node.run.timeoutSeconds};
    // Heard on this thread while it waits: the task (or map batch) this worker runs records
    // them on its own event lane, so the monitor and the store see it queued until it runs.
    const JobListener listener = [](JobEvent event, qint64 jobNumber) {
        if (TaskContext *context = TaskContext::current())
            context->recordEvent(event == JobEvent::Submitted ? EventType::JobSubmitted
                                                              : EventType::JobStarted,
                                 jobNumber);
    };
    for (int attempt = 0;; ++attempt) {
        JobRecord job;
        if (record)
            slot.attempts = attempt + 1;
        try {
            std::vector<DatasetPtr> outputs =
                m_placement->run(call, node.run.resources, stop, &job, listener);
            if (record) {
                slot.job = job;
            } else {
                std::lock_guard lock(m_batchJobsMutex);
                if (!slot.batchJobs.contains(job.jobId))
                    slot.batchJobs.append(job.jobId);
            }
            return outputs;
        } catch (const OperatorError &) {
            if (attempt >= node.run.retries || stop.stop_requested())
                throw;
        }
    }
}

std::vector<DatasetPtr> OperatorTaskRunner::runInWorker(TaskIndex task, int worker,
                                                        std::vector<std::vector<DatasetPtr>> inputs,
                                                        std::stop_token stop, int *attempts,
                                                        QStringList *warnings)
{
    const Node &node = m_graph.nodes[task];
    const RemoteCall call{node.id.toString(), node.operatorId,   node.params,
                          m_projectDir,       std::move(inputs), node.run.timeoutSeconds};
    // Retries are for what a worker process adds: a crash or a timeout may not happen twice.
    for (int attempt = 0;; ++attempt) {
        if (attempts)
            *attempts = attempt + 1;
        try {
            return m_pool->run(worker, call, *m_segments, stop, warnings);
        } catch (const OperatorError &) {
            if (attempt >= node.run.retries || stop.stop_requested())
                throw;
        }
    }
}

std::vector<DatasetPtr> OperatorTaskRunner::runOnThread(TaskIndex task,
                                                        std::vector<std::vector<DatasetPtr>> inputs,
                                                        std::stop_token stop)
{
    Slot &slot = m_slots[task];
    const Node &node = m_graph.nodes[task];
    const OperatorSpec &spec = slot.op->spec();
    for (int attempt = 0;; ++attempt) {
        slot.attempts = attempt + 1;
        // The last attempt may take the inputs; earlier ones keep them for the next.
        const bool last = attempt >= node.run.retries;
        TaskDeadline deadline(stop, node.run.timeoutSeconds);
        try {
            OperatorCall call(spec, node.params, last ? std::move(inputs) : inputs, m_projectDir,
                              deadline.token());
            call.setScratchBase(m_scratchBase);
            std::vector<DatasetPtr> outputs = slot.op->run(call);
            if (deadline.expired()) // it finished in spite of the stop: the time was still up
                throw OperatorError(QString());
            slot.warnings = call.warnings();
            return outputs;
        } catch (const std::exception &e) {
            if (last || stop.stop_requested()) {
                if (deadline.expired())
                    throw OperatorError(tr("node '%1' timed out after %2 s")
                                            .arg(node.id.toString())
                                            .arg(node.run.timeoutSeconds));
                throw;
            }
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
        publishFailure(task, slot.error);
        return {};
    }
    const OperatorSpec &spec = slot.op->spec();
    if (slot.reused)
        return reuseOutputs(task);
    if (slot.cache.hit)
        return cachedOutputs(task);
    slot.startedNs = std::chrono::steady_clock::now().time_since_epoch().count();
    const NodePlacement placement = placementOf(node);
    if (placement == NodePlacement::Nowhere) {
        slot.error = tr("node '%1' asks for backend '%2', which this run was not given")
                         .arg(node.id.toString(), m_rule.asked(node.run));
        publishFailure(task, slot.error);
        return {};
    }
    std::vector<std::vector<DatasetPtr>> inputs = gatherInputs(task);
    QElapsedTimer timer;
    timer.start();
    bool ok = false;
    qint64 bytes = 0;
    try {
        if (node.run.map && slot.map && slot.map->isStreamed()) {
            // Its pieces ran as the node it streams from finished its batches: what is left
            // is joining them (against that node's whole output when no piece came).
            slot.map->setMappedInput(inputs.front().front());
            if (!slot.map->error().isEmpty())
                throw OperatorError(slot.map->error());
            bytes = keepOutputs(slot, slot.map->assemble());
        } else if (node.run.map) {
            // Not to a node that will fail for a backend this run lacks: nothing of it runs.
            std::vector<TaskIndex> streamed;
            for (const TaskIndex downstream : slot.streamTo)
                if (runsOperator(m_slots[downstream]) &&
                    placementOf(m_graph.nodes[downstream]) != NodePlacement::Nowhere)
                    streamed.push_back(downstream);
            startMapRun(task, std::move(inputs), false, streamed.empty());
            for (const TaskIndex downstream : streamed)
                startMapRun(downstream,
                            std::vector<std::vector<DatasetPtr>>(
                                m_slots[downstream].op->spec().inputs.size()),
                            true);
            if (!slot.streamTo.empty())
                slot.map->streamTo([this, &slot](qsizetype key, const DatasetPtr &items,
                                                 TaskContext &batchContext) {
                    streamPiece(slot, key, items, batchContext);
                });
            if (slot.map->hasRows()) {
                slot.startedNs = std::chrono::steady_clock::now().time_since_epoch().count();
                return {slot.map->start(context), 0};
            }
            bytes = keepOutputs(slot, slot.map->assemble());
        } else if (placement == NodePlacement::Job) {
            bytes = keepOutputs(slot, runPlaced(task, std::move(inputs), stop, true));
        } else if (placement == NodePlacement::Process) {
            bytes = keepOutputs(slot, runInWorker(task, worker, std::move(inputs), stop,
                                                  &slot.attempts, &slot.warnings));
        } else {
            bytes = keepOutputs(slot, runOnThread(task, std::move(inputs), stop));
        }
        ok = true;
    } catch (const OperatorError &e) {
        slot.error = e.message();
    } catch (const std::exception &e) {
        slot.error = exceptionMessage(e);
    }
    slot.wallNs = timer.nsecsElapsed();
    if (!ok && slot.error.isEmpty())
        slot.error = tr("operator '%1' failed without a message").arg(spec.id);
    if (!ok && slot.attempts > 1)
        slot.error = tr("%1 (after %2 attempts)").arg(slot.error).arg(slot.attempts);
    if (!ok)
        publishFailure(task, slot.error);
    return {ok, bytes};
}

void OperatorTaskRunner::publishFailure(TaskIndex task, const QString &error)
{
    if (m_events)
        m_events->recordFailure(task, error);
}

void OperatorTaskRunner::startMapRun(TaskIndex task, std::vector<std::vector<DatasetPtr>> inputs,
                                     bool streamed, bool itemCache)
{
    Slot &slot = m_slots[task];
    const Node &node = m_graph.nodes[task];
    // One batch queued beyond one per worker, so a free worker finds the next ready. With
    // processes each batch travels to the worker process like any task (its slice of the
    // items as its first input), so batches are made longer.
    MapNodeRun::Call call;
    const NodePlacement placement = placementOf(node);
    const BatchTargets targets = defaultBatchTargets(placement);
    if (placement == NodePlacement::Job) {
        call = [this, task](std::vector<std::vector<DatasetPtr>> batchInputs, int,
                            std::stop_token batchStop) {
            return runPlaced(task, std::move(batchInputs), batchStop, false);
        };
    } else if (placement == NodePlacement::Process) {
        call = [this, task](std::vector<std::vector<DatasetPtr>> batchInputs, int batchWorker,
                            std::stop_token batchStop) {
            return runInWorker(task, batchWorker, std::move(batchInputs), batchStop);
        };
    }
    // The per-item cache runs each missing chunk as a call of its own. Not for a node run as
    // jobs (a job per chunk would burden the cluster's scheduler; it keeps whole-node caching),
    // nor for one whose batches stream to the next map node (which expects a piece for every
    // item from its batches), nor for a streamed one (its items come piece by piece).
    MapNodeRun::ItemCache items{};
    if (itemCache && !streamed && m_cache && placement != NodePlacement::Job)
        items = {m_cache, slot.cache.itemKey};
    auto map =
        std::make_unique<MapNodeRun>(*slot.op, node, std::move(inputs), m_projectDir, m_workers + 1,
                                     std::move(call), targets, std::move(items));
    if (streamed)
        map->setStreamed();
    // A batch that fails the node says why before it reports the failure.
    map->onFailed([this, task](const QString &error) { publishFailure(task, error); });
    // Published under the lock setBatchTargets() takes, with the targets it set before the
    // node started.
    std::lock_guard lock(m_targetsMutex);
    if (const auto live = m_liveTargets.find(task); live != m_liveTargets.end())
        map->setTargets(live->second);
    slot.map = std::move(map);
}

void OperatorTaskRunner::streamPiece(const Slot &from, qsizetype key, const DatasetPtr &items,
                                     TaskContext &context)
{
    // Each piece is spawned with its items in hand, so a streamed node's work never waits for
    // items and never holds a worker idle: no deadlock, whatever the number of workers. It is
    // spawned by the upstream batch, so the upstream node completes (and its joined output
    // appears for its other consumers) once the pieces it handed on have run as well.
    QString error;
    const auto count = quint32(std::min<qsizetype>(MapItems::count(items, &error).value_or(0),
                                                   std::numeric_limits<quint32>::max()));
    for (const TaskIndex downstream : from.streamTo) {
        MapNodeRun *run = m_slots[downstream].map.get();
        if (!run)
            continue; // it reuses the outputs of the run this one resumes, or fails unrun
        context.spawnFor(m_tasks.node(downstream),
                         [run, key, items, count](int worker, std::stop_token stop, TaskContext &) {
                             // A failed piece fails the streamed node (its body reports it),
                             // not the node it streams from.
                             const bool ok = run->runPiece(key, items, worker, stop);
                             return TaskOutcome{ok || !stop.stop_requested(), 0, count};
                         });
    }
}

std::vector<quint32> OperatorTaskRunner::producersOf(const Slot &slot)
{
    std::vector<quint32> producers;
    for (const Source &source : slot.sources)
        if (std::find(producers.begin(), producers.end(), source.node) == producers.end())
            producers.push_back(source.node);
    return producers;
}

std::vector<std::vector<DatasetPtr>> OperatorTaskRunner::gatherInputs(TaskIndex task)
{
    const Slot &slot = m_slots[task];
    std::vector<std::vector<DatasetPtr>> inputs(slot.op->spec().inputs.size());
    for (const Source &source : slot.sources)
        inputs[size_t(source.port)].push_back(
            m_slots[source.node].outputs.at(size_t(source.output)));
    // Copied before counting this consumer as started: the release in fetch_sub orders these
    // reads before the last consumer's handOver() lets go of the outputs.
    for (const quint32 producer : producersOf(slot))
        if (m_unstartedConsumers[producer].fetch_sub(1, std::memory_order_acq_rel) == 1)
            handOver(producer);
    return inputs;
}

void OperatorTaskRunner::handOver(TaskIndex producer)
{
    Slot &slot = m_slots[producer];
    // Datasets in shared memory are known to the segment store by address until released, and
    // a map node streaming from its producer's batches still reads the producer's slot.
    if (m_segments || !slot.streamTo.empty())
        return;
    const std::vector<DatasetPtr> outputs = std::exchange(slot.outputs, {});
    std::lock_guard lock(m_memoryMutex);
    for (const DatasetPtr &dataset : outputs)
        m_memory.handOver(*dataset, producer);
}

qint64 OperatorTaskRunner::keepOutputs(Slot &slot, std::vector<DatasetPtr> outputs)
{
    if (outputs.size() != slot.outputCount ||
        std::any_of(outputs.begin(), outputs.end(), [](const auto &d) { return !d; }))
        throw OperatorError(tr("operator '%1' returned %2 of %3 outputs")
                                .arg(slot.op->spec().id)
                                .arg(outputs.size())
                                .arg(slot.outputCount));
    // Persisted first: a write that fails fails the node before its outputs count as held.
    const Node &node = m_graph.nodes[size_t(&slot - m_slots.data())];
    if (m_persistTo && node.run.persistOutputs && !slot.reused) {
        m_persistTo->write(node.id, outputs);
        slot.persisted = true;
    }
    // Kept for later runs; a cache that cannot take it (a full disk) costs only that.
    if (m_cache && !slot.cache.key.isEmpty() && runsOperator(slot)) {
        const qint64 computeNs =
            std::chrono::steady_clock::now().time_since_epoch().count() - slot.startedNs;
        if (slot.cache.storeAtEnd)
            slot.storeAtEnd = {outputs, computeNs / 1'000'000};
        else
            slot.cacheProblem = m_cache->store(slot.cache.key, node.id, node.operatorId, outputs,
                                               computeNs / 1'000'000, slot.warnings);
    }
    // A hit's figures are its entry's (cachedOutputs): those of the outputs as computed, not
    // of their mapped copies.
    if (!slot.cache.hit || slot.figures.size() != outputs.size()) {
        slot.figures.clear();
        for (const DatasetPtr &dataset : outputs)
            slot.figures.push_back(OutputFigures::of(*dataset));
    }
    qint64 bytes = 0;
    {
        std::lock_guard lock(m_memoryMutex);
        for (const DatasetPtr &dataset : outputs)
            bytes += m_memory.hold(*dataset);
    }
    slot.outputs = std::move(outputs);
    return bytes;
}

TaskOutcome OperatorTaskRunner::reuseOutputs(TaskIndex task)
{
    Slot &slot = m_slots[task];
    const Node &node = m_graph.nodes[task];
    QElapsedTimer timer;
    timer.start();
    TaskOutcome outcome;
    try {
        std::vector<DatasetPtr> outputs = m_reuseFrom->read(node.id, int(slot.outputCount));
        // Carried into this run's archive, so that resuming this run can reuse them too.
        if (m_persistTo)
            m_persistTo->adopt(*m_reuseFrom, node.id);
        slot.persisted = m_persistTo != nullptr;
        outcome = {true, keepOutputs(slot, std::move(outputs))};
    } catch (const OperatorError &e) {
        slot.error = e.message();
        publishFailure(task, slot.error);
    }
    slot.wallNs = timer.nsecsElapsed();
    return outcome;
}

TaskOutcome OperatorTaskRunner::cachedOutputs(TaskIndex task)
{
    Slot &slot = m_slots[task];
    m_cache->markUsed(*slot.cache.hit);
    slot.warnings = slot.cache.hit->warnings;
    slot.figures = slot.cache.hit->figures;
    if (!slot.cache.load)
        return {true, 0}; // only other hits read it: nothing to hold
    QElapsedTimer timer;
    timer.start();
    TaskOutcome outcome;
    try {
        // The plan verified the entry's checksums when it chose to load it.
        outcome = {true,
                   keepOutputs(slot, m_cache->read(*slot.cache.hit, DatasetFile::Check::Header))};
    } catch (const OperatorError &e) {
        slot.error = e.message();
        publishFailure(task, slot.error);
    }
    slot.wallNs = timer.nsecsElapsed();
    return outcome;
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
        slot.error = exceptionMessage(e);
    }
    slot.wallNs = std::chrono::steady_clock::now().time_since_epoch().count() - slot.startedNs;
    if (!outcome.ok)
        publishFailure(task, slot.error);
    return outcome;
}

bool OperatorTaskRunner::setBatchTargets(const NodeId &node, BatchTargets targets)
{
    const auto it = std::find_if(m_graph.nodes.begin(), m_graph.nodes.end(),
                                 [&](const Node &n) { return n.id == node; });
    if (it == m_graph.nodes.end() || !it->run.map)
        return false;
    const auto task = TaskIndex(it - m_graph.nodes.begin());
    std::lock_guard lock(m_targetsMutex);
    m_liveTargets[task] = targets;
    if (m_slots[task].map)
        m_slots[task].map->setTargets(targets);
    return true;
}

QString OperatorTaskRunner::error(TaskIndex task) const
{
    const Slot &slot = m_slots[task];
    return slot.error.isEmpty() && slot.map ? slot.map->error() : slot.error;
}

std::optional<MapNodeRun::SoFar> OperatorTaskRunner::outputSoFar(const NodeId &node,
                                                                 size_t port) const
{
    const auto it = std::find_if(m_graph.nodes.begin(), m_graph.nodes.end(),
                                 [&node](const Node &n) { return n.id == node; });
    if (it == m_graph.nodes.end() || !it->run.map)
        return std::nullopt;
    // The node's map run is published under this lock (startMapRun()) and never replaced.
    std::lock_guard lock(m_targetsMutex);
    const MapNodeRun *map = m_slots[size_t(it - m_graph.nodes.begin())].map.get();
    return map ? std::optional(map->outputSoFar(port)) : std::nullopt;
}

std::optional<MapNodeRun::ItemCacheStats> OperatorTaskRunner::itemCacheStats(TaskIndex task) const
{
    const Slot &slot = m_slots[task];
    return slot.map ? slot.map->itemCacheStats() : std::nullopt;
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
    std::lock_guard lock(m_memoryMutex);
    qint64 freed = m_memory.settle(task);
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
