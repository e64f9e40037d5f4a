#pragma once

#include "AutoBatchSizer.h"
#include "TaskRunner.h"

#include <condition_variable>
#include <functional>
#include <mutex>

namespace weft::engine {

/// How a map node groups its items into batches.
struct BatchSettings
{
    enum class Mode {
        Auto,  ///< AutoBatchSizer with `targets`
        Fixed, ///< always `fixedSize` items (the last batch may be shorter)
    };
    Mode mode = Mode::Auto;
    qsizetype fixedSize = 1;
    /// Fixed mode: once a batch has its first item, how long it waits for more to arrive, up
    /// to `fixedSize`; 0 takes only what is there. Matters only while items arrive over time.
    double waitSeconds = 0;
    BatchTargets targets = BatchTargets::forThreads();
};

/// One map node's items, run as batches that are created while the run goes. The node's task
/// body calls start(); each batch is a spawned task that takes the next items at the size the
/// settings give at that moment, processes them, tells the sizer how long they took, and
/// spawns the next batch while items remain. `inFlight` batches are kept queued or running, so
/// a free worker never waits for a batch to be created.
///
///     MapBatches batches(rows, settings, backend.workers() + 1,
///                        [&](const MapBatches::Batch &b, int worker, std::stop_token stop) {
///                            return process(b.first, b.count, stop);
///                        });
///     batches.start(context); // in runTask(); the task finishes when the last batch has
///
/// Items may arrive over time (`available` below `items` at construction, setAvailable() as
/// more arrive): a batch then takes the first item once it is there and, in fixed mode, waits
/// at most `waitSeconds` for more, up to the fixed size — the way a batching worker does when
/// requests trickle in. With every item there from the start nothing waits. A waiting batch
/// holds its worker, so whatever makes items available must not need these workers (a thread
/// of its own, an event source); map nodes that stream from each other do not use this (see
/// MapNodeRun), so that their work never waits.
///
/// Must outlive the task's last batch. Batches run on any worker, concurrently; setTargets(),
/// setAvailable() and stats() may be called from any thread.
class MapBatches
{
public:
    struct Batch
    {
        qsizetype index = 0; ///< 0, 1, 2… in item order
        qsizetype first = 0; ///< the first item
        qsizetype count = 0;
        TaskContext *context = nullptr; ///< the batch's own, valid while it is processed
    };
    /// Processes one batch; returns false when it failed (the node then fails, and no further
    /// batch starts).
    using Process = std::function<bool(const Batch &batch, int worker, std::stop_token stop)>;

    struct Stats
    {
        qsizetype batches = 0;
        qsizetype items = 0; ///< items processed
        qsizetype minSize = 0;
        qsizetype maxSize = 0;
        qsizetype finalSize = 0; ///< the size the rule had reached at the end
        double meanSize() const { return batches ? double(items) / double(batches) : 0.0; }
    };

    /// `available`: how many of the `items` can be taken now; -1 means all of them.
    MapBatches(qsizetype items, BatchSettings settings, int inFlight, Process process,
               qsizetype available = -1);
    MapBatches(const MapBatches &) = delete;
    MapBatches &operator=(const MapBatches &) = delete;

    /// Spawns the first batches through the node's task context.
    void start(TaskContext &context);
    /// New targets for auto mode, e.g. from the monitor while the run goes.
    void setTargets(BatchTargets targets);
    /// Items [0, available) have arrived; wakes batches waiting for them. Never lowers it.
    void setAvailable(qsizetype available);
    Stats stats() const;

private:
    DynamicWork nextBatch();
    TaskOutcome runBatch(int worker, std::stop_token stop, TaskContext &context);
    qsizetype currentSizeLocked() const;
    /// Takes the next batch's items, waiting for them as the settings say; false when there
    /// is nothing to take (the node failed, the run stops, or every item was taken).
    bool takeBatch(std::unique_lock<std::mutex> &lock, std::stop_token stop, Batch *batch);

    const qsizetype m_items;
    const BatchSettings m_settings;
    const int m_inFlight;
    const Process m_process;

    mutable std::mutex m_mutex;
    std::condition_variable_any m_arrived; ///< m_available grew, or the node failed
    AutoBatchSizer m_sizer;
    qsizetype m_available;
    qsizetype m_next = 0; ///< the first item no batch has taken
    bool m_failed = false;
    Stats m_stats;
};

} // namespace weft::engine
