#pragma once

#include "JobPlacement.h"
#include "MapNodeRun.h"
#include "MemoryLedger.h"
#include "NodePlacement.h"
#include "ResultCache.h"
#include "TaskGraph.h"
#include "TaskRunner.h"
#include "graph/Graph.h"

#include <QCoreApplication>
#include <QDir>
#include <QSet>

#include <atomic>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <span>
#include <vector>

namespace weft::engine {

class EventStream;
class Operator;
class OperatorRegistry;
class OutputArchive;
class SegmentStore;
class WorkerPool;

/// The bridge between the scheduler and the operators: one task per node of a graph (task
/// index = node index), each reading the outputs of the nodes it depends on and keeping its own
/// until the scheduler releases them. Owns a copy of the graph, so that editing the project
/// never changes a running plan. runTask() is called from several workers at once; different
/// tasks touch different slots, and the shared memory ledger has its own lock.
class OperatorTaskRunner final : public TaskRunner
{
    Q_DECLARE_TR_FUNCTIONS(OperatorTaskRunner)

public:
    /// `workers`: how many run at once, so that a map node keeps one batch more than that
    /// queued. `seconds`: each node's expected duration, for the order (TaskGraph::finalize);
    /// ignored unless it has one per node.
    OperatorTaskRunner(Graph graph, const OperatorRegistry &registry, QDir projectDir,
                       int workers = 1, std::span<const double> seconds = {});
    ~OperatorTaskRunner() override;

    /// Runs each node where `rule` places it (PlacementRule::of(backend)): in `pool`'s worker
    /// processes (may be null when no node runs there), as jobs of `placement` (may be null when
    /// the rule names none), or on the scheduler's threads; a node asking for a backend this
    /// run was not given fails when it runs. Datasets of at least `threshold` bytes travel to
    /// the workers as shared memory in a run folder that lives as long as this runner.
    void usePlacements(PlacementRule rule, WorkerPool *pool, JobPlacement *placement,
                       qint64 threshold);
    /// The placement when any node runs as its job, else null: the one to begin and finish
    /// the run with.
    JobPlacement *placement() const { return m_placement; }
    /// Tells the workers to drop every segment of this run they cached. Call after the run.
    void releaseWorkerSegments();
    /// Writes the outputs of nodes set to persist them into `persistTo` (may be null), and
    /// takes the outputs of the `reused` nodes from `reuseFrom` instead of running them (a
    /// resumed run). Both archives must outlive the run.
    void useArchives(const OutputArchive *persistTo, const OutputArchive *reuseFrom,
                     QSet<NodeId> reused);
    /// How each node uses `cache` (in graph order; may be null for a run without one, which
    /// must outlive the run): a hit is taken from it instead of running, and the outputs of a
    /// node with a key are stored under it once computed.
    void useCache(const ResultCache *cache, std::vector<CacheUse> nodes);
    /// Stores the entries of the nodes that write a file another node writes too
    /// (CacheUse::storeAtEnd), now that every task has ended. Call once, after the run.
    void storeEntriesKeptForTheEnd();
    /// Why a node's computed outputs were not stored in the cache; "" when they were or the
    /// node has no key. Read after the run.
    const QString &cacheProblem(TaskIndex task) const { return m_slots[task].cacheProblem; }
    /// Notes each node's failure in `events` (may be null) as soon as it is known, before the
    /// scheduler records the failed event: EventStream::recordFailure().
    void reportFailuresTo(EventStream *events) { m_events = events; }
    /// Whether a node's outputs were persisted (or carried over) in this run.
    bool persisted(TaskIndex task) const { return m_slots[task].persisted; }
    /// Whether a node's outputs came from the run it resumes.
    bool reused(TaskIndex task) const { return m_slots[task].reused; }

    /// The tasks and their dependencies, finalized; valid as long as this runner.
    const TaskGraph &taskGraph() const { return m_tasks; }
    const Graph &graph() const { return m_graph; }

    TaskOutcome runTask(TaskIndex task, int worker, std::stop_token stop,
                        TaskContext &context) override;
    /// A map node's last batch has finished: join the batches' outputs.
    TaskOutcome completeSpawned(TaskIndex task) override;
    qint64 releaseOutput(TaskIndex task) override;

    /// New auto-mode batch duration targets for map node `node`, from any thread while the run
    /// goes (the monitor's control): they apply from its next finished batch, or from its
    /// start if it has not started. False when there is no such map node.
    bool setBatchTargets(const NodeId &node, BatchTargets targets);

    /// What map node `node` has produced so far on output `port` while it runs, from any
    /// thread; std::nullopt for a node that is no map node or has not started.
    std::optional<MapNodeRun::SoFar> outputSoFar(const NodeId &node, size_t port) const;

    /// The operator's message for a failed task; empty otherwise. Read after the run.
    QString error(TaskIndex task) const;
    /// What a plain node's operator warned of (OperatorCall::warn()) on threads or in a
    /// worker process; not yet for nodes run as Slurm jobs or map nodes. Read after the run.
    const QStringList &warnings(TaskIndex task) const { return m_slots[task].warnings; }
    /// The rows, shapes, files and bytes of a node's outputs once it has them (computed, reused
    /// or a cache hit's, which are its entry's); empty for a node without outputs. Read after
    /// the run.
    const NodeFigures &figures(TaskIndex task) const { return m_slots[task].figures; }
    /// A map node's batches; std::nullopt for other nodes. Read after the run.
    std::optional<MapBatches::Stats> batchStats(TaskIndex task) const;
    /// How a map node used its per-item cache; std::nullopt when it had none. Read after the
    /// run.
    std::optional<MapNodeRun::ItemCacheStats> itemCacheStats(TaskIndex task) const;
    qint64 wallNs(TaskIndex task) const { return m_slots[task].wallNs; }
    /// How many times a plain node's operator ran: more than 1 after retries; 0 for a map
    /// node, a reused node, or one that never ran. Read after the run.
    int attempts(TaskIndex task) const { return m_slots[task].attempts; }
    /// The job that last ran a plain node, its queue wait and run time; an empty id for nodes
    /// that did not run as jobs. Read after the run.
    const JobRecord &job(TaskIndex task) const { return m_slots[task].job; }
    /// A map node run as jobs: the jobs its batches ran in, each once, in the order they
    /// ended. Read after the run.
    QStringList batchJobs(TaskIndex task) const { return m_slots[task].batchJobs; }
    qint64 peakBytesHeld() const;
    qint64 bytesReleased() const;

private:
    /// Where the rule places a node, given the pool and placement this runner was handed.
    NodePlacement placementOf(const Node &node) const;
    /// Runs a node's operator as a job of the placement, again after a failure up to its
    /// `retries`; `record` for a plain node (its job and attempts), not for a map batch.
    std::vector<DatasetPtr> runPlaced(TaskIndex task, std::vector<std::vector<DatasetPtr>> inputs,
                                      std::stop_token stop, bool record);
    /// `attempts` and `warnings` (the call's OperatorCall::warnings()), when given, are set
    /// for a plain node.
    std::vector<DatasetPtr> runInWorker(TaskIndex task, int worker,
                                        std::vector<std::vector<DatasetPtr>> inputs,
                                        std::stop_token stop, int *attempts = nullptr,
                                        QStringList *warnings = nullptr);
    /// Runs a node's operator on this thread, again after a failure up to its `retries`, each
    /// attempt stopped when its `timeout_s` passes (see TaskDeadline: the operator must
    /// check its stop token).
    std::vector<DatasetPtr> runOnThread(TaskIndex task, std::vector<std::vector<DatasetPtr>> inputs,
                                        std::stop_token stop);

    /// Where one input port of a node reads from.
    struct Source
    {
        int port;     ///< the consumer's input port
        quint32 node; ///< producer
        int output;   ///< producer's output port
    };
    struct Slot
    {
        const Operator *op = nullptr;
        size_t outputCount = 0;      ///< the node's output ports (Operator::outputsFor)
        std::vector<Source> sources; ///< in edge order
        std::vector<DatasetPtr> outputs;
        NodeFigures figures; ///< of its outputs, kept when they are (keepOutputs)
        QString error;
        QStringList warnings; ///< a plain node's OperatorCall::warnings(), once it succeeded
        qint64 wallNs = 0;
        qint64 startedNs = 0; ///< when its task (a map node: its body) started, steady clock
        std::unique_ptr<MapNodeRun> map; ///< a map node, from its body to the run's end
        bool reused = false;             ///< outputs taken from the resumed run's archive
        CacheUse cache;
        QString cacheProblem;
        /// CacheUse::storeAtEnd: the outputs to store once the run has ended.
        struct KeptForTheEnd
        {
            std::vector<DatasetPtr> outputs;
            qint64 computeMs = 0;
        };
        std::optional<KeptForTheEnd> storeAtEnd;
        bool persisted = false; ///< outputs written to this run's archive
        int attempts = 0;       ///< times the operator ran (retries + 1 at most)
        JobRecord job;          ///< the job that last ran it
        QStringList batchJobs;  ///< a map node: its batches' jobs (m_batchJobsMutex)
        /// Map nodes that stream from this map node's batches (their runs start with its body).
        std::vector<TaskIndex> streamTo;
    };

    /// A reused node's task: its outputs read from the archive of the run it resumes.
    TaskOutcome reuseOutputs(TaskIndex task);
    /// A cache hit's task: its outputs read from the cache when a node that runs reads them.
    TaskOutcome cachedOutputs(TaskIndex task);
    /// Whether a node's operator runs in this run (it is neither reused nor a cache hit).
    static bool runsOperator(const Slot &slot) { return !slot.reused && !slot.cache.hit; }
    /// Marks the map nodes that can stream from another map node's batches.
    void findStreams();
    /// Creates (and publishes) a map node's run; `streamed` for one whose pieces come from
    /// the map node it streams from. `itemCache`: it may take its items from the per-item
    /// cache (no node streams from its batches).
    void startMapRun(TaskIndex task, std::vector<std::vector<DatasetPtr>> inputs, bool streamed,
                     bool itemCache = false);
    /// Hands one finished batch's first output of map node `from` to the nodes streaming
    /// from it, each as a piece spawned for that node.
    void streamPiece(const Slot &from, qsizetype key, const DatasetPtr &items,
                     TaskContext &context);
    /// Notes a failed task's message in the run's event stream (its worker thread, on failure).
    void publishFailure(TaskIndex task, const QString &error);
    /// Checks and keeps a node's outputs (and persists them if the node says so); returns the
    /// bytes they newly hold.
    qint64 keepOutputs(Slot &slot, std::vector<DatasetPtr> outputs);
    /// The nodes `slot` reads from, each once however many of its ports read it.
    static std::vector<quint32> producersOf(const Slot &slot);
    /// The datasets `task` reads, one list per input port. The last of a node's consumers to
    /// start takes that node's outputs instead of copying them (see handOver).
    std::vector<std::vector<DatasetPtr>> gatherInputs(TaskIndex task);
    /// Lets go of the outputs of `producer`, whose consumers have all started and hold them
    /// in their inputs: a consumer that then holds the only reference can free its input while
    /// it works, so a filter never holds its whole input and its whole output at once. The
    /// ledger keeps counting them until the scheduler releases `producer`, as before.
    void handOver(TaskIndex producer);

    Graph m_graph;
    QDir m_projectDir;
    /// Where a task on a thread makes its scratch folder (OperatorCall::scratchBase).
    QString m_scratchBase;
    int m_workers;
    TaskGraph m_tasks;
    std::vector<Slot> m_slots;
    /// Per node, how many of its consumers have not started yet (handOver()).
    std::unique_ptr<std::atomic<int>[]> m_unstartedConsumers;
    mutable std::mutex m_memoryMutex;
    MemoryLedger m_memory;
    WorkerPool *m_pool = nullptr;
    JobPlacement *m_placement = nullptr;
    PlacementRule m_rule;

    /// Guards Slot::batchJobs: a map node's batches end on several workers at once.
    std::mutex m_batchJobsMutex;
    std::unique_ptr<SegmentStore> m_segments;
    /// Guards publishing Slot::map and m_liveTargets against setBatchTargets() from another
    /// thread.
    mutable std::mutex m_targetsMutex;
    std::map<TaskIndex, BatchTargets> m_liveTargets;
    EventStream *m_events = nullptr;
    const OutputArchive *m_persistTo = nullptr;
    const ResultCache *m_cache = nullptr;
    const OutputArchive *m_reuseFrom = nullptr;
};

} // namespace weft::engine
