#pragma once

#include "RunStore.h"
#include "exec/Event.h"
#include "exec/NodeFailure.h"
#include "exec/RunSampler.h"

#include <QCoreApplication>
#include <QHash>

#include <atomic>
#include <condition_variable>
#include <mutex>
#include <stop_token>
#include <thread>
#include <vector>

namespace weft::engine {
struct RunResult;
}

namespace weft::store {

class StoreWriter;
struct RunStart;

/// The writer thread behind StoreWriter and its own database connection: it takes the queued
/// events, samples and failures every commit interval and writes them, with the task and
/// dataset rows the events imply, in one transaction. Only StoreWriter uses it; see there for
/// the contract.
class StoreWriterThread
{
    Q_DECLARE_TR_FUNCTIONS(StoreWriterThread)

public:
    explicit StoreWriterThread(StoreWriter &owner);
    ~StoreWriterThread();
    StoreWriterThread(const StoreWriterThread &) = delete;
    StoreWriterThread &operator=(const StoreWriterThread &) = delete;

    /// Opens the store, inserts the run row and prepares the statements (controlling thread).
    bool open(const QString &path, const RunStart &run, QString *error);
    void start();
    /// Asks for a commit of everything queued and waits for it.
    bool flush();
    /// Commits what is queued and joins the thread.
    void stop();
    /// Writes the outcome (after stop()).
    bool finish(const engine::RunResult &result, QString *error);
    /// Records that the run ended without finish() (after stop()).
    void markInterrupted();

    RunId runId() const { return m_runId; }
    qint64 committedEvents() const { return m_committedEvents.load(std::memory_order_relaxed); }
    qint64 transactions() const { return m_transactions.load(std::memory_order_relaxed); }
    qint64 samples() const { return m_samples.load(std::memory_order_relaxed); }
    qint64 workerSamples() const { return m_workerSamples.load(std::memory_order_relaxed); }

private:
    /// What the writer knows of a task until its row is written.
    struct Track
    {
        qint64 queuedNs = -1;
        qint64 startedNs = -1;
        qint64 heldNs = -1;
        qint64 heldBytes = 0;
        qint64 items = 0;    ///< a map node's batch: its item count
        qint64 slurmJob = 0; ///< the Slurm job that last ran it (JobSubmitted); 0 for none
        qint64 rowid = 0;    ///< of its row in `tasks`, once written
        quint32 node = 0;
        quint16 worker = 0;
        bool written = false;
        bool held = false;
    };

    void loop(std::stop_token stop);
    /// Commits queued batches, at least one and at most about `maxEvents` events, with the
    /// samples and failures queued, in one transaction.
    bool commitPending(qsizetype maxEvents);
    /// Stores a batch as one event block and updates the tasks and datasets it implies.
    void writeBlock(const std::vector<engine::Event> &batch);
    void writeEvent(const engine::Event &event);
    Track &track(quint32 task);
    void writeTask(quint32 task, Track &t, engine::EventType final, qint64 ns);
    void writeDataset(quint32 task, const Track &t, qint64 releasedNs, qint64 releasedBytes,
                      bool released);
    void writeMetrics(const engine::MetricSample &sample);
    void writeWorkers(const std::vector<engine::WorkerSample> &samples);
    /// Stores a node's first known error on its first failed task's row, at once when that
    /// row is written, else when it is.
    void writeFailure(const engine::NodeFailure &failure);
    qint64 relative(qint64 ns) const { return ns - m_originNs; }

    StoreWriter &m_owner;
    RunStore m_store;
    RunId m_runId = 0;
    qint64 m_originNs = 0;
    std::vector<Track> m_tracks;
    bool m_backlog = false; ///< the last commit left events queued (writer thread)

    /// A failed node: the row of its first failed task, which carries the node's error, and
    /// the error once it is known (the pump hands it on after the failed event, and a commit
    /// may write the row later still when the writer is behind).
    struct FailedNode
    {
        qint64 rowid = 0; ///< 0 while no task of the node has a failed row
        QString error;
        bool stored = false; ///< `error` is on the row
    };
    /// By node. Written by commits (the writer thread, or the controlling one once it has
    /// stopped), read by finish().
    QHash<quint32, FailedNode> m_failedNodes;
    /// Stores `node.error` on its row.
    void storeError(FailedNode &node);

    SqliteStatement m_insertBlock;
    SqliteStatement m_insertTask;
    SqliteStatement m_updateQueued;
    SqliteStatement m_insertDataset;
    SqliteStatement m_insertMetric;
    SqliteStatement m_insertWorker;
    SqliteStatement m_updateError;

    std::mutex m_mutex;
    std::condition_variable_any m_wake;
    quint64 m_flushRequested = 0; ///< guarded by m_mutex
    quint64 m_flushDone = 0;      ///< guarded by m_mutex
    bool m_failed = false;        ///< a commit failed; guarded by m_mutex
    std::condition_variable m_flushed;

    std::atomic<qint64> m_committedEvents{0};
    std::atomic<qint64> m_transactions{0};
    std::atomic<qint64> m_samples{0};
    std::atomic<qint64> m_workerSamples{0};
    std::jthread m_thread;
};

} // namespace weft::store
