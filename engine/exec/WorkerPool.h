#pragma once

#include "WorkerMessages.h"
#include "WorkerProcess.h"
#include "data/Dataset.h"

#include <QCoreApplication>
#include <QDir>
#include <QHash>
#include <QJsonObject>
#include <QStringList>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <memory>
#include <mutex>
#include <optional>
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

/// Worker processes, one per slot. Scheduler worker i drives slot i % slots(): with as many
/// slots as workers a task never waits for another worker's process; with fewer (the
/// processes backend runs two scheduler workers per process), several tasks are in flight on
/// one process: the second request already waits in the socket while the worker runs the
/// first, so the worker takes the next task without a round trip in between. Replies carry
/// their task id; whichever waiting caller holds the reader role reads and hands them out.
///
/// Each slot's process starts on its first call and is reused by later tasks and runs; one
/// that crashed, was killed or was stopped (cancel, timeout: SIGTERM, SIGKILL after 0.5 s)
/// fails every task in flight on it, is reaped, and is started afresh for the next call.
///
///     WorkerPool pool(2);
///     SegmentStore segments(DatasetTransfer::defaultThreshold());
///     std::vector<DatasetPtr> outputs = pool.run(worker, call, segments, stop);
///
/// Thread-safe: run() from any number of threads, releaseSegments() from any thread.
class WorkerPool
{
    Q_DECLARE_TR_FUNCTIONS(WorkerPool)

public:
    explicit WorkerPool(int slots);
    ~WorkerPool();
    WorkerPool(const WorkerPool &) = delete;
    WorkerPool &operator=(const WorkerPool &) = delete;

    int slots() const { return int(m_slots.size()); }

    /// Runs `call` on the worker of slot `worker % slots()` and returns the outputs, or throws
    /// OperatorError with a message naming the node, and for a crash the worker's pid and
    /// signal.
    /// `warnings`, when given, gets what the operator warned of (OperatorCall::warn()).
    std::vector<DatasetPtr> run(int worker, const RemoteCall &call, SegmentStore &segments,
                                std::stop_token stop, QStringList *warnings = nullptr);

    /// Tells every worker to drop what it cached from these segments; delivered with each
    /// worker's next task, or by flushReleases().
    void releaseSegments(const QStringList &names);
    /// Delivers pending releases to idle workers now. Call only between runs, when no slot is
    /// being driven (the end of GraphRunner::run).
    void flushReleases();

    /// The pid of each slot's worker, -1 where none runs (tests kill them).
    std::vector<qint64> pids() const;
    /// How many times each slot's worker was replaced (after a crash, a kill, a timeout), for
    /// the monitor's workers panel.
    std::vector<int> restarts() const;

private:
    /// How one task ended: a reply frame, or the death of its worker.
    struct Outcome
    {
        quint64 sent = 0;          ///< the slot's send count when the request went out
        bool ready = false;        ///< false while the task runs or waits in the socket
        bool died = false;         ///< its worker died while running it
        bool resend = false;       ///< its worker died before starting it: send it to the next one
        protocol::TaskReply reply; ///< when ready and not died
        QString deathReason;
    };
    struct Slot
    {
        std::mutex mutex;
        std::condition_variable wake;
        WorkerProcess process;
        bool reading = false;            ///< a caller is reading the socket unlocked
        bool sending = false;            ///< a caller is writing a request unlocked
        QHash<qint64, Outcome> inFlight; ///< task id to its outcome, once known
        std::optional<std::chrono::steady_clock::time_point> terminating; ///< SIGTERM sent
        QStringList pendingReleases;
        quint64 sent = 0;           ///< requests sent to this slot's workers, for their order
        std::atomic<int> starts{0}; ///< worker processes started in this slot, for restarts()
    };
    enum class Stopped {
        No,        ///< ran to its end
        Cancelled, ///< the run was cancelled while it ran
        TimedOut,  ///< its node's timeout passed
    };
    /// What one call went through: the worker it ran on and whether it was stopped.
    struct Attempt
    {
        qint64 pid = -1;
        Stopped stopped = Stopped::No;
    };
    static protocol::RunTask makeRequest(qint64 task, const RemoteCall &call,
                                         SegmentStore &segments);
    /// Sends the request (a RunTask frame) and waits for its outcome, reading as the leader
    /// when nobody else does; resends it to a replacement when its worker died before starting
    /// it.
    Outcome awaitOutcome(Slot &slot, qint64 task, const QByteArray &request, int timeoutSeconds,
                         std::stop_token stop, Attempt &attempt);
    /// Reads the socket once as the reader (called and returning with `lock` held).
    void readAsLeader(Slot &slot, std::unique_lock<std::mutex> &lock);
    /// The frame telling the worker which segments to drop; empty when there are none.
    static QByteArray takeReleases(Slot &slot);
    /// Whether `task` is the one its worker runs now (requests run in the order sent).
    static bool isOldest(const Slot &slot, qint64 task);

    std::vector<std::unique_ptr<Slot>> m_slots;
    std::atomic<quint64> m_nextTask{0};
};

} // namespace weft::engine
