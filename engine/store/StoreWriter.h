#pragma once

#include "RunRecord.h"
#include "exec/EventObserver.h"
#include "exec/RunOutline.h"

#include <QCoreApplication>
#include <QJsonObject>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <memory>
#include <mutex>
#include <stop_token>
#include <thread>
#include <vector>

namespace weft::engine {
struct RunResult;
}

namespace weft::store {

class StoreWriterThread;

/// What the run store keeps about a run before it starts.
struct RunStart
{
    QString projectPath;
    QString projectHash; ///< see projectHash()
    QString backend;
    int workers = 1;      ///< as `--jobs` counts them: threads, or worker processes
    QJsonObject settings; ///< the options the run was started with
    /// What the run's monitor shows (engine::RunOutline::of), recorded for its replays; none
    /// when empty (a replay then matches the project to the run's nodes).
    engine::RunOutline outline{};
    /// The scheduler's lanes (engine::Backend::workers(), two per worker process), which the
    /// monitor draws; 0 for one per worker.
    int lanes = 0;
};

/// Records one run into the run store while it goes. As an EventObserver it is called on the
/// event pump's thread and only copies what it is given onto a queue under a short lock, so it
/// never delays the pump, and the pump never delays the scheduler. A writer thread of its own,
/// at the lowest CPU priority (it yields the cores to the workers; a store that falls behind
/// lets its queue grow), commits what is queued in one transaction about every commitInterval,
/// at most 2^18 events at a time; finish() commits the rest on the calling thread at its normal
/// priority. What is written: the events, a row per task once it has reached a final state,
/// dataset lifetimes, the metrics and worker samples the pump delivers (the run's sampler's),
/// and a failed node's error on its first failed task's row, in the commit that writes that
/// row or the one after the failure arrives. The run row is inserted with status `running` by
/// start() and completed by finish().
///
///     QString error;
///     auto writer = StoreWriter::start(RunStore::defaultPath(file), runStart, &error);
///     pump.addObserver(writer.get());
///     pump.start();
///     const RunResult result = runner.run(graph, backend, &events);
///     pump.stop();
///     writer->finish(result, &error);
///
/// Memory: the queue holds 32 bytes per event not yet committed (plus one vector per pump
/// batch), at most maxQueuedBytes. Beyond that, batches are dropped rather than blocking the
/// pump; the run row counts them (`events_dropped`), so a reader knows the event history is
/// incomplete. Samples and failures are few (ten samples a second) and always queued. The
/// writer thread also keeps 48 bytes per task of the run (its times until its row is written).
/// A kill -9 loses only what was not yet committed: at most one interval.
///
/// Thread safety: the observer calls on the pump's thread; start(), flush(), finish() and the
/// destructor on one controlling thread; stats() from any thread.
class StoreWriter final : public engine::EventObserver
{
    Q_DECLARE_TR_FUNCTIONS(StoreWriter)

public:
    struct Options
    {
        std::chrono::milliseconds commitInterval{100};
        qsizetype maxQueuedBytes = qsizetype(256) << 20;
        /// Runs the writer thread at the lowest priority (SCHED_IDLE) so that it gives way to
        /// the scheduler's workers.
        bool lowPriority = true;
    };

    struct Stats
    {
        qint64 committedEvents = 0;
        qint64 transactions = 0; ///< commits by the writer thread
        qint64 droppedEvents = 0;
        qint64 queuedBytes = 0;
        qint64 samples = 0;       ///< rows written to `metrics`
        qint64 workerSamples = 0; ///< rows written to `workers`
    };

    /// Opens (creating it when needed) the store at `path`, inserts the run row and starts the
    /// writer thread. Null, with a one-line `error` naming the file, when that fails.
    static std::unique_ptr<StoreWriter> start(const QString &path, const RunStart &run,
                                              QString *error, const Options &options);
    static std::unique_ptr<StoreWriter> start(const QString &path, const RunStart &run,
                                              QString *error)
    {
        return start(path, run, error, Options{});
    }

    /// Finishes the thread; a run never finished is recorded as `interrupted`.
    ~StoreWriter() override;
    StoreWriter(const StoreWriter &) = delete;
    StoreWriter &operator=(const StoreWriter &) = delete;

    RunId runId() const { return m_runId; }
    QString path() const { return m_path; }

    void onEvents(std::span<const engine::Event> events) override;
    void onFailures(std::span<const engine::NodeFailure> failures) override;
    void onMetrics(const engine::MetricSample &sample) override;
    void onWorkers(std::span<const engine::WorkerSample> samples) override;

    /// Commits everything queued so far and returns when it is committed.
    bool flush();
    /// Stops the writer thread after committing every queued event, then records the outcome:
    /// finished time, status, node results, totals, resume set. Call after the pump stopped.
    bool finish(const engine::RunResult &result, QString *error);

    Stats stats() const;

    /// SHA-256 of the file's bytes in hex; empty when it cannot be read.
    static QString projectHash(const QString &file);

private:
    StoreWriter() = default;

    friend class StoreWriterThread;

    QString m_path;
    RunId m_runId = 0;
    Options m_options;
    std::unique_ptr<StoreWriterThread> m_thread;
    bool m_finished = false;

    // The queue between the pump and the writer thread.
    mutable std::mutex m_queueMutex;
    std::vector<std::vector<engine::Event>> m_queue;
    qsizetype m_queuedBytes = 0;
    std::vector<engine::NodeFailure> m_failures;
    std::vector<engine::MetricSample> m_metrics;
    std::vector<engine::WorkerSample> m_workers;
    std::atomic<qint64> m_dropped{0};
};

} // namespace weft::store
