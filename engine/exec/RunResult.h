#pragma once

#include "OutputFigures.h"
#include "TaskState.h"
#include "graph/NodeId.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace weft::engine {

/// How a map node's items were batched.
struct BatchSummary
{
    qsizetype batches = 0;
    qsizetype items = 0;
    qsizetype minSize = 0;
    qsizetype maxSize = 0;
    double meanSize = 0;
    qsizetype finalSize = 0; ///< the size the tuning had reached (or the fixed size)
};

/// How a map node used its per-item cache (MapNodeRun): the rest of its items ran.
struct ItemCacheSummary
{
    qsizetype items = 0;
    qsizetype itemsCached = 0;
    qsizetype chunks = 0;
    qsizetype chunksCached = 0;
    qint64 lookupNs = 0; ///< finding and reading back its chunks, before its first batch
    /// That ran (items - itemsCached): of a row-wise operator's changed chunks only the items
    /// whose rows the cache did not hold.
    qsizetype itemsRun = 0;
};

/// What happened to one node in a run.
struct NodeResult
{
    NodeId id;
    QString operatorId;
    TaskState state = TaskState::Waiting;
    qint64 wallNs = 0;    ///< time spent running the node's operator
    QString error;        ///< the operator's message when it failed
    QStringList warnings; ///< what its operator warned of though it succeeded (OperatorCall::warn)
    int attempts = 0;     ///< times its operator ran: above 1 after `retries`; 0 for map nodes
    std::optional<BatchSummary> batching;      ///< map nodes only
    std::optional<ItemCacheSummary> itemCache; ///< map nodes that looked up their items
    bool persisted = false; ///< its outputs are in the run's archive, for a resume to reuse
    bool reused = false;    ///< a resumed run took its outputs from the run it resumes
    /// The cluster job (Slurm's) that ran it; empty for nodes that ran on this machine, and
    /// for map nodes (see batchJobs).
    QString jobId;
    qint64 queueMs = 0;    ///< a node run as a job: how long its job waited in the queue
    qint64 jobRunMs = 0;   ///< a node run as a job: how long its operator ran inside the job
    QStringList batchJobs; ///< a map node run as jobs: the jobs its batches ran in
    /// The result cache: "hit" (taken from it), "miss" (computed, and kept for later runs),
    /// "off" (computed, not kept: not cacheable, or the run used no cache); "" for a run
    /// without a cache plan. `cacheReason` says why it was computed (run::CachePlan's words),
    /// `cacheDetail` what changed, and `signature` is its NodeSignature as JSON, for the next
    /// plan's reasons.
    QString cache;
    QString cacheReason;
    QString cacheDetail;
    QByteArray signature;
    /// Its outputs' rows, shapes, files and bytes, in port order, once it had them (a cache
    /// hit's are its entry's); empty for a node that failed or did not run.
    NodeFigures outputs = {};
};

/// The outcome of a run, as `weft --run` prints it and the run store keeps it.
struct RunResult
{
    RunStatus status = RunStatus::Succeeded;
    qint64 wallNs = 0;
    QString backend;               ///< "sequential", "threads", "processes" or "slurm"
    int workers = 1;               ///< threads, or worker processes for the processes backend
    qint64 peakBytesHeld = 0;      ///< most bytes intermediate datasets held at once
    qint64 bytesReleased = 0;      ///< bytes of intermediate datasets released after their last use
    std::vector<NodeResult> nodes; ///< in the project's node order
    /// The nodes a user must run again to finish the work: the failed and unfinished nodes and
    /// their upstream nodes back to the nearest persisted outputs.
    std::vector<NodeId> resumeFrom;

    int count(TaskState state) const;
};

} // namespace weft::engine
