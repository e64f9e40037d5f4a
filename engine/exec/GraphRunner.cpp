#include "GraphRunner.h"

#include "Backend.h"
#include "JobPlacement.h"
#include "NodePlacement.h"
#include "OperatorTaskRunner.h"
#include "ResumeSet.h"
#include "WorkerPool.h"
#include "shm/DatasetTransfer.h"

#include <QElapsedTimer>

#include <algorithm>

namespace weft::engine {

GraphRunner::GraphRunner(const OperatorRegistry &registry, QDir projectDir)
    : m_registry(registry)
    , m_projectDir(std::move(projectDir))
{}

void GraphRunner::useArchives(const OutputArchive *archive, const OutputArchive *resumed,
                              QSet<NodeId> reused)
{
    m_archive = archive;
    m_resumed = resumed;
    m_reused = std::move(reused);
}

void GraphRunner::useCache(const ResultCache *cache, std::vector<CacheUse> nodes)
{
    m_cache = cache;
    m_cacheUse = std::move(nodes);
}

bool GraphRunner::setBatchTargets(const NodeId &node, BatchTargets targets)
{
    std::lock_guard lock(m_live->mutex);
    m_live->targets.insert(node, targets);
    return !m_live->tasks || m_live->tasks->setBatchTargets(node, targets);
}

NodeFigures GraphRunner::figures(quint32 task) const
{
    std::lock_guard lock(m_live->mutex);
    if (!m_live->tasks || task >= m_live->tasks->graph().nodes.size())
        return {};
    return m_live->tasks->figures(task);
}

std::optional<MapNodeRun::SoFar> GraphRunner::outputSoFar(const NodeId &node, size_t port) const
{
    std::lock_guard lock(m_live->mutex);
    return m_live->tasks ? m_live->tasks->outputSoFar(node, port) : std::nullopt;
}

RunResult GraphRunner::run(const Graph &graph, Backend &backend, EventStream *events,
                           SchedulerOptions options, std::stop_token stop) const
{
    QElapsedTimer wall;
    wall.start();
    OperatorTaskRunner tasks(graph, m_registry, m_projectDir, backend.workers(), m_seconds);
    tasks.useArchives(m_archive, m_resumed, m_reused);
    tasks.useCache(m_cache, m_cacheUse);
    tasks.reportFailuresTo(events);
    // The worker processes start only when a node runs there.
    const PlacementRule rule = PlacementRule::of(backend);
    const bool processes =
        std::any_of(graph.nodes.begin(), graph.nodes.end(),
                    [&rule](const Node &n) { return rule.place(n.run) == NodePlacement::Process; });
    tasks.usePlacements(rule, processes ? &backend.workerPool() : nullptr, backend.placement(),
                        DatasetTransfer::defaultThreshold());
    JobPlacement *placement = tasks.placement();
    if (placement)
        placement->beginRun(m_projectDir.filePath(QStringLiteral(".weft/") + placement->name()));
    {
        std::lock_guard lock(m_live->mutex);
        for (auto it = m_live->targets.cbegin(); it != m_live->targets.cend(); ++it)
            tasks.setBatchTargets(it.key(), it.value());
        m_live->tasks = &tasks;
    }
    Scheduler scheduler(tasks.taskGraph(), backend, events, std::move(options));
    RunResult result;
    result.status = scheduler.run(tasks, stop);
    {
        std::lock_guard lock(m_live->mutex);
        m_live->tasks = nullptr;
    }
    tasks.storeEntriesKeptForTheEnd();
    if (placement) // cancels jobs left by a cancelled run, removes the run's job folders
        placement->finishRun();
    if (processes) {
        tasks.releaseWorkerSegments();
        backend.workerPool().flushReleases();
    }
    result.wallNs = wall.nsecsElapsed();
    result.backend = backend.name();
    result.workers = backend.processes();

    for (TaskIndex t = 0; t < TaskIndex(graph.nodes.size()); ++t) {
        NodeResult node;
        node.id = graph.nodes[t].id;
        node.operatorId = graph.nodes[t].operatorId;
        node.state = scheduler.state(t);
        node.wallNs = tasks.wallNs(t);
        node.error = tasks.error(t);
        node.warnings = tasks.warnings(t);
        if (!tasks.cacheProblem(t).isEmpty())
            node.warnings << tr("not kept in the cache: %1").arg(tasks.cacheProblem(t));
        node.attempts = tasks.attempts(t);
        node.persisted = tasks.persisted(t);
        node.reused = tasks.reused(t);
        const JobRecord &job = tasks.job(t);
        node.jobId = job.jobId;
        node.queueMs = job.queueMs;
        node.jobRunMs = job.runMs;
        node.batchJobs = tasks.batchJobs(t);
        if (node.state == TaskState::Succeeded)
            node.outputs = tasks.figures(t);
        if (const auto stats = tasks.batchStats(t)) {
            node.batching = BatchSummary{stats->batches, stats->items,      stats->minSize,
                                         stats->maxSize, stats->meanSize(), stats->finalSize};
        }
        if (const auto items = tasks.itemCacheStats(t)) {
            node.itemCache =
                ItemCacheSummary{items->items,        items->itemsCached, items->chunks,
                                 items->chunksCached, items->lookupNs,    items->itemsRun};
            node.warnings << items->warnings;
        }
        if (scheduler.wasStuck() && node.state == TaskState::Cancelled)
            node.error = tr("could not start: it waits on a cycle or on a node that never ran");
        result.nodes.push_back(std::move(node));
    }
    result.peakBytesHeld = tasks.peakBytesHeld();
    result.bytesReleased = tasks.bytesReleased();
    result.resumeFrom = computeResumeSet(graph, result.nodes);
    return result;
}

} // namespace weft::engine
