#pragma once

#include "AutoBatchSizer.h"
#include "TaskRunner.h"

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
/// Must outlive the task's last batch. Batches run on any worker, concurrently.
class MapBatches
{
public:
    struct Batch
    {
        qsizetype index = 0; ///< 0, 1, 2… in item order
        qsizetype first = 0; ///< the first item
        qsizetype count = 0;
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

    MapBatches(qsizetype items, BatchSettings settings, int inFlight, Process process);
    MapBatches(const MapBatches &) = delete;
    MapBatches &operator=(const MapBatches &) = delete;

    /// Spawns the first batches through the node's task context.
    void start(TaskContext &context);
    /// New targets for auto mode, e.g. from the monitor while the run goes.
    void setTargets(BatchTargets targets);
    Stats stats() const;

private:
    DynamicWork nextBatch();
    TaskOutcome runBatch(int worker, std::stop_token stop, TaskContext &context);
    qsizetype currentSizeLocked() const;

    const qsizetype m_items;
    const BatchSettings m_settings;
    const int m_inFlight;
    const Process m_process;

    mutable std::mutex m_mutex;
    AutoBatchSizer m_sizer;
    qsizetype m_next = 0; ///< the first item no batch has taken
    bool m_failed = false;
    Stats m_stats;
};

} // namespace weft::engine
