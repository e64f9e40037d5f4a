#pragma once

#include "WorkerProcess.h"
#include "data/Dataset.h"

#include <QCoreApplication>
#include <QDir>
#include <QJsonObject>
#include <QStringList>

#include <atomic>
#include <memory>
#include <mutex>
#include <stop_token>
#include <vector>

namespace weft::engine {

class SegmentStore;

/// One operator call to run in a worker process.
struct RemoteCall
{
    QString nodeId;     ///< for messages: a crash names the node
    QString operatorId; ///< key in the worker's OperatorRegistry
    QJsonObject params;
    QDir projectDir;
    std::vector<std::vector<DatasetPtr>> inputs; ///< per input port, as OperatorCall takes them
    int timeoutSeconds = 0;                      ///< 0: none
};

/// Worker processes, one slot per scheduler worker: slot i is only ever driven by scheduler
/// worker i, so a call needs no lock and a task never waits for another worker's process.
/// Each slot's process starts on its first call and is reused by later tasks and runs; one
/// that crashed, was killed or was cancelled is started afresh on the slot's next call.
///
///     WorkerPool pool(2);
///     SegmentStore segments(DatasetTransfer::defaultThreshold());
///     std::vector<DatasetPtr> outputs = pool.run(worker, call, segments, stop);
///
/// run() is thread-safe for different slots; releaseSegments() from any thread.
class WorkerPool
{
    Q_DECLARE_TR_FUNCTIONS(WorkerPool)

public:
    explicit WorkerPool(int slots);
    ~WorkerPool();
    WorkerPool(const WorkerPool &) = delete;
    WorkerPool &operator=(const WorkerPool &) = delete;

    int slots() const { return int(m_slots.size()); }

    /// Runs `call` on slot `slot`'s worker and returns the outputs, or throws OperatorError
    /// with a message naming the node, and for a crash the worker's pid and signal.
    std::vector<DatasetPtr> run(int slot, const RemoteCall &call, SegmentStore &segments,
                                std::stop_token stop);

    /// Tells every worker to drop what it cached from these segments; delivered with each
    /// worker's next task, or by flushReleases().
    void releaseSegments(const QStringList &names);
    /// Delivers pending releases to idle workers now. Call only between runs, when no slot is
    /// being driven (the end of GraphRunner::run).
    void flushReleases();

    /// The pid of each slot's worker, -1 where none runs (tests kill them).
    std::vector<qint64> pids() const;

private:
    struct Slot
    {
        WorkerProcess process;
        QStringList pendingReleases; ///< guarded by m_releaseMutex
    };
    QStringList takeReleases(Slot &slot);

    std::vector<std::unique_ptr<Slot>> m_slots;
    mutable std::mutex m_releaseMutex;
    std::atomic<quint64> m_nextTask{0};
};

} // namespace weft::engine
