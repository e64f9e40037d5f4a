#pragma once

#include "ItemChunks.h"
#include "MapBatches.h"
#include "ResultCache.h"
#include "data/Dataset.h"
#include "graph/Graph.h"

#include <QCoreApplication>
#include <QDir>

#include <functional>
#include <map>
#include <mutex>
#include <optional>
#include <vector>

namespace weft::engine {

class Operator;
class Table;

/// One run of a map node: its operator applied to the items of its first input (the rows of a
/// table, the elements along an array's first axis, the files of a list: MapItems), batch by
/// batch (MapBatches), with the other inputs passed whole to every batch; what each batch
/// produced is joined in item order once the last batch has finished (tables by rows, arrays
/// along their first axis, file lists one after the other).
///
/// An item whose operation fails is an error for that item alone: a failed batch is run again
/// item by item to find it, and the node's `on_item_error` decides: "fail" (the default) fails
/// the node with the item's number and message, "skip" leaves the item out, "record" keeps it
/// as a row of nulls with the message in an `error` column (table outputs only).
///
/// Each batch runs through a Call: the operator on this thread by default, or in a worker
/// process (OperatorTaskRunner passes one that does).
///
/// Streaming: when map node B maps over what map node A produces, A's run hands each finished
/// batch's first output to B (streamTo()), and B runs it at once as one of its pieces
/// (runPiece()), spawned by A's batch for B's node. B's batches are then A's batches, in A's
/// order, so B's joined output is what mapping over A's joined output gives.
///
/// Per-item cache: given one (ItemCache), the run cuts its items into content-defined chunks
/// (ItemChunks) and takes each chunk whose entry the cache holds from it; only the other
/// chunks' items run, batched as the settings say, and each chunk is stored as an entry of its
/// own once all its items ran. So one changed item of 100,000 runs only its chunk, whatever
/// batch sizes this run or the one that stored the chunks chose. A batch that reaches into
/// several chunks calls the operator once per chunk (outputs need not map back to their items
/// row by row, so a batch's could not be split among chunks); a chunk that several batches ran
/// is stored as the join of their outputs, as the node's output is. A chunk with a failed item
/// is not stored; a damaged entry is removed and its chunk runs (with a warning). Not for a
/// streamed run, nor for one that streams to another: the caller leaves the cache out then.
///
/// Row-wise operators (OperatorSpec::rowwise) go further: a missing chunk's items that an
/// earlier run computed take their output rows from the entries its ItemManifest names
/// (ItemRowSource), and only the unknown items run; the chunk is stored as its taken and
/// computed rows in item order, and assemble() rewrites the manifest. So one changed item of
/// 100,000 runs that item alone. A damaged manifest or entry means its items run (a warning).
///
///     MapNodeRun run(op, node, inputs, projectDir, workers + 1);
///     run.start(context);                  // in the node's task body
///     ... after its last batch ...
///     std::vector<DatasetPtr> outputs = run.assemble();
class MapNodeRun
{
    Q_DECLARE_TR_FUNCTIONS(MapNodeRun)

public:
    /// Runs the operator on one batch's inputs on `worker`; throws what the operator throws.
    using Call = std::function<std::vector<DatasetPtr>(std::vector<std::vector<DatasetPtr>> inputs,
                                                       int worker, std::stop_token stop)>;

    /// Where a run looks up its items' chunks: `key` is the hex of the node's signature without
    /// its first input (CacheUse::itemKey). The cache must outlive the run.
    struct ItemCache
    {
        /// No member initializer here: `{}` (null) is the constructor's default argument,
        /// which a nested class's initializers cannot be in (they are complete only after the
        /// enclosing class).
        const ResultCache *cache;
        QByteArray key;
    };
    /// How a run used its per-item cache.
    struct ItemCacheStats
    {
        qsizetype items = 0;        ///< in the first input
        qsizetype itemsCached = 0;  ///< taken from the cache
        qsizetype chunks = 0;       ///< ItemChunks of the first input
        qsizetype chunksCached = 0; ///< taken from the cache
        /// That ran: the items of the missing chunks, or of a row-wise operator only those whose
        /// rows no entry held (the others count as cached).
        qsizetype itemsRun = 0;
        /// Cutting the items into chunks, finding and reading back their entries: before the
        /// first batch, so not in the node's batch times.
        qint64 lookupNs = 0;
        QStringList warnings; ///< damaged entries, chunks that could not be stored
    };

    /// `inputs` as OperatorCall takes them; input port 0 must hold one table, array or file
    /// list (the validator checks the operator's ports) or start() fails the node. An empty
    /// `call` runs the operator on the batch's thread. `targets`: the backend's batch duration
    /// targets, where the node's settings give none. With `itemCache`, the chunks of the items
    /// it holds are looked up (and read back) here, on the node's thread.
    MapNodeRun(const Operator &op, const Node &node, std::vector<std::vector<DatasetPtr>> inputs,
               QDir projectDir, int inFlight, Call call = {},
               BatchTargets targets = BatchTargets::forThreads(), ItemCache itemCache = {});
    MapNodeRun(const MapNodeRun &) = delete;
    MapNodeRun &operator=(const MapNodeRun &) = delete;

    /// Called on the thread of each batch that succeeded, with the first output it produced,
    /// keyed by its first input item, and the batch's context. Set before start().
    using Downstream =
        std::function<void(qsizetype key, const DatasetPtr &firstOutput, TaskContext &context)>;
    void streamTo(Downstream downstream) { m_downstream = std::move(downstream); }
    /// Called once, on the thread of the batch that found it, when the node first fails, with
    /// error()'s message then: before that batch reports its failure. Set before start().
    using Failed = std::function<void(const QString &error)>;
    void onFailed(Failed failed) { m_failed = std::move(failed); }
    /// This run's items come as pieces from the map node it streams from (runPiece()), not
    /// from its first input; its batch settings do not apply.
    void setStreamed() { m_streamed = true; }
    bool isStreamed() const { return m_streamed; }
    /// Runs the operator on one streamed piece of items, `key` ordering it among the others.
    /// False when it failed the node (error() says why); thread-safe.
    bool runPiece(qsizetype key, const DatasetPtr &items, int worker, std::stop_token stop);
    /// The first input, once it exists (a streamed run's, for assemble() when no piece came).
    void setMappedInput(DatasetPtr input);

    /// False when the first input has no item to run (none at all, or the per-item cache held
    /// every one): there is no batch to run, assemble() at once.
    bool hasRows() const { return m_lookup.toRun > 0; }
    /// How the per-item cache was used; std::nullopt when the run had none. Read after the run.
    std::optional<ItemCacheStats> itemCacheStats() const;
    /// Spawns the first batches. Returns false (with error() set) when the first input is not
    /// one table, array or file list.
    bool start(TaskContext &context);
    /// Joins the batches' outputs in item order. Throws OperatorError.
    std::vector<DatasetPtr> assemble();

    /// What a running node has produced so far on output `port`: the outputs of the batches
    /// (and cached chunks) that succeeded, in item order, for MapItems::join(). Thread-safe,
    /// while batches run; empty once assemble() has taken them.
    struct SoFar
    {
        std::vector<DatasetPtr> parts;
        qsizetype items = 0;     ///< in the first input (0 for a streamed run)
        qsizetype itemsDone = 0; ///< of them, run or taken from the cache
        bool done = false;       ///< assemble() has joined them: the node's output exists
    };
    SoFar outputSoFar(size_t port) const;

    /// The first error that failed the node; empty while none did.
    QString error() const;
    MapBatches::Stats stats() const;
    /// New auto-mode targets while the run goes; thread-safe.
    void setTargets(BatchTargets targets) { m_batches.setTargets(targets); }
    /// The settings the node's run settings give, with the backend's `targets` where they
    /// give none.
    static BatchSettings batchSettings(const NodeRunSettings &run,
                                       BatchTargets targets = BatchTargets::forThreads());

private:
    /// What one batch, or one row of a failed batch, produced.
    struct Piece
    {
        std::vector<DatasetPtr> outputs; ///< empty for a failed row
        QString error;                   ///< a failed row's message
    };

    /// Consecutive items to run, all of missing chunk `chunk` (an index into `missing`).
    struct Segment
    {
        qsizetype first = 0; ///< in the first input
        qsizetype count = 0;
        size_t chunk = 0;
    };
    /// What the per-item cache holds of the first input, looked up at construction.
    struct ItemLookup
    {
        bool used = false;
        bool rowwise = false;                   ///< the operator's promise, rows taken by item
        qsizetype toRun = 0;                    ///< items to run
        std::vector<ItemChunks::Chunk> missing; ///< the chunks not in the cache, in item order
        std::vector<Segment> segments;          ///< the items to run, in item order
        std::vector<qsizetype> ends;            ///< the segments' ends among the items to run
        /// Whole chunks and taken rows, by first item.
        std::vector<std::pair<qsizetype, std::vector<DatasetPtr>>> hits;
        ItemCacheStats stats;
        /// Per missing chunk, under m_mutex once batches run: its items not run yet, and the
        /// time its parts took.
        std::vector<qsizetype> chunkLeft;
        std::vector<qint64> chunkNs;
        bool storeFailed = false; ///< a chunk could not be stored (warned of once)
        // Row-wise only, for the manifest assemble() writes:
        std::vector<ItemChunks::Chunk> chunks; ///< every chunk of the first input
        std::vector<quint64> hashes;           ///< each item's (ItemChunks::itemHashes)
        std::vector<size_t> missingAt;         ///< each missing chunk's index in `chunks`
        std::vector<bool> kept; ///< by chunk, under m_mutex: the cache holds its entry
        QByteArray manifestKey; ///< ItemChunks::manifestKey
        QByteArray manifestWas; ///< the digest of the manifest found (empty: none)
    };
    ItemLookup lookUpItems() const;
    /// Stores missing chunk `k` once every one of its items has a piece; `computeNs`: the
    /// time its parts took.
    void storeChunk(size_t k, qint64 computeNs);
    /// Rewrites a row-wise node's manifest after its last batch, unless it says so already.
    void keepManifest();
    bool runBatch(const MapBatches::Batch &batch, int worker, std::stop_token stop);
    /// Runs a batch of the items to run (the segments' items one after the other), a call per
    /// segment it touches, and stores each chunk whose last part it ran.
    bool runChunks(const MapBatches::Batch &batch, int worker, std::stop_token stop);
    /// Runs `items` (the input items from `key`), and item by item when that fails. Stores the
    /// pieces; hands them downstream through `context` when it is given.
    bool runItems(qsizetype key, const DatasetPtr &items, int worker, std::stop_token stop,
                  TaskContext *context);
    /// Runs the operator with `items` as its first input; throws what the operator throws.
    std::vector<DatasetPtr> runOn(const DatasetPtr &items, int worker, std::stop_token stop) const;
    /// Joins the tables of output `port` in item order, with a row per recorded error.
    DatasetPtr joinTables(size_t port, const Table &prototype) const;
    /// Keeps the message of the first failing item in input order (-1: the node as a whole).
    void fail(qsizetype item, const QString &message);

    const Operator &m_op;
    const Node &m_node;
    std::vector<std::vector<DatasetPtr>> m_inputs;
    QDir m_projectDir;
    Call m_call;
    Downstream m_downstream;
    Failed m_failed;
    bool m_streamed = false;
    ItemErrorPolicy m_onError;
    qsizetype m_rows = 0;
    ItemCache m_itemCache;
    ItemLookup m_lookup; ///< its stats' warnings under m_mutex once batches run
    MapBatches m_batches;

    mutable std::mutex m_mutex;
    /// A batch's key (its first input item) and 0, or the key and an item's place in it for
    /// a batch run item by item: the order of the items, also when a streamed piece holds
    /// more items than the batch it came from had.
    using PieceKey = std::pair<qsizetype, qsizetype>;
    std::map<PieceKey, Piece> m_pieces;
    QString m_error;
    qsizetype m_errorItem = -1;
    bool m_assembled = false;
    MapBatches::Stats m_streamStats; ///< a streamed run's pieces
};

} // namespace weft::engine
