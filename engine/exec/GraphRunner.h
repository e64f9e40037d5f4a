#pragma once

#include "AutoBatchSizer.h"
#include "MapNodeRun.h"
#include "ResultCache.h"
#include "RunResult.h"
#include "Scheduler.h"
#include "graph/Graph.h"

#include <QCoreApplication>
#include <QDir>
#include <QHash>
#include <QSet>

#include <memory>
#include <mutex>
#include <stop_token>
#include <vector>

namespace weft::engine {

class Backend;
class EventStream;
class OperatorRegistry;
class OperatorTaskRunner;
class OutputArchive;

/// Runs a validated graph of operators on a backend and sums the outcome up per node: the
/// one entry point `weft --run`, the window and the tests share.
///
///     ThreadBackend backend(2);
///     EventStream events(backend.workers() + 1);
///     GraphRunner runner(OperatorRegistry::builtin(), projectDir);
///     const RunResult result = runner.run(project.graph, backend, &events, {}, stop);
///
/// The graph is copied, so the caller may edit its project while the run goes. run() blocks the
/// calling thread; events (may be null) can be drained from another thread meanwhile. A node's
/// failure is noted in `events` as soon as it is known (EventStream::recordFailure()), so that
/// a monitor shows why it failed while the run goes on; RunResult has every error afterwards.
class GraphRunner
{
    Q_DECLARE_TR_FUNCTIONS(GraphRunner)

public:
    GraphRunner(const OperatorRegistry &registry, QDir projectDir);

    RunResult run(const Graph &graph, Backend &backend, EventStream *events,
                  SchedulerOptions options = {}, std::stop_token stop = {}) const;

    /// Persists the outputs of nodes set to (`run.persist`) into `archive`, and, for a resumed
    /// run, takes the outputs of the `reused` nodes from `resumed` instead of running them.
    /// The archives must outlive every run() (see OperatorTaskRunner::useArchives).
    void useArchives(const OutputArchive *archive, const OutputArchive *resumed = nullptr,
                     QSet<NodeId> reused = {});
    /// How long each node of the graphs run() is given is expected to take, in graph order (its
    /// last recorded duration), so that the order favours the critical path in time and, on
    /// several workers, long branches start in time (ReadyTasks); empty when unknown (the
    /// critical path then counts nodes).
    void expectDurations(std::vector<double> seconds) { m_seconds = std::move(seconds); }
    /// How each node of the graphs run() is given uses `cache` (in graph order; see
    /// OperatorTaskRunner::useCache). The cache must outlive every run().
    void useCache(const ResultCache *cache, std::vector<CacheUse> nodes);

    /// New auto-mode batch duration targets for map node `node`, thread-safe: from the
    /// monitor while run() goes (they apply from the node's next finished batch), or before
    /// it (they apply from the node's start, in this and later runs). False when the run going
    /// on has no such map node.
    bool setBatchTargets(const NodeId &node, BatchTargets targets);
    /// The figures of node `task`'s outputs in the run going on, from any thread, so that a
    /// monitor shows them as the node ends; empty when no run goes on. Ask only for a node
    /// whose own TaskSucceeded event was delivered: its task set them before recording that
    /// event, and the event stream's release and acquire order this read after that write.
    NodeFigures figures(quint32 task) const;
    /// What map node `node` has produced so far on output `port` in the run going on, from any
    /// thread, so that an inspector shows its batches as they come; std::nullopt when no run
    /// goes on, or the node is no map node or has not started (OperatorTaskRunner::outputSoFar).
    std::optional<MapNodeRun::SoFar> outputSoFar(const NodeId &node, size_t port) const;

private:
    /// The run going on, for setBatchTargets() from another thread; shared so that the runner
    /// stays copyable.
    struct LiveControl
    {
        std::mutex mutex;
        OperatorTaskRunner *tasks = nullptr;
        QHash<NodeId, BatchTargets> targets;
    };
    std::shared_ptr<LiveControl> m_live = std::make_shared<LiveControl>();

    const OperatorRegistry &m_registry;
    QDir m_projectDir;
    const OutputArchive *m_archive = nullptr;
    const OutputArchive *m_resumed = nullptr;
    QSet<NodeId> m_reused;
    const ResultCache *m_cache = nullptr;
    std::vector<CacheUse> m_cacheUse;
    std::vector<double> m_seconds;
};

} // namespace weft::engine
