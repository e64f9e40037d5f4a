#pragma once

#include "graph/BackendKind.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <vector>

namespace weft::engine {

class JobPlacement;
class WorkerPool;

/// Where tasks run. The scheduler's workers are the backend's threads: it asks the backend to
/// run its worker loop once on each, and the loop takes tasks until the run ends. A backend
/// outlives runs: after a failure or a cancel it is ready for the next one.
class Backend
{
public:
    virtual ~Backend();
    /// "sequential", "threads", "processes" or "slurm", as `--backend` and `--json` name it.
    virtual QString name() const = 0;
    virtual int workers() const = 0;
    /// Calls `loop(worker)` once for each worker 0..workers()-1, each on its own thread (the
    /// calling thread for a single worker), and returns when every call has returned.
    /// One run at a time.
    virtual void runWorkers(const std::function<void(int worker)> &loop) = 0;

    /// How many worker processes workerPool() starts at most; scheduler worker i uses process
    /// i % processes(). One per worker unless a backend shares a process among workers.
    virtual int processes() const { return workers(); }
    /// Whether nodes that do not choose a backend run their operators in worker processes.
    virtual bool runsInProcesses() const { return false; }
    /// The worker processes of this backend, one per worker, started on first use and reused
    /// by every later run: the processes backend runs all operators there, the others the
    /// nodes whose `run.backend` is "processes". Thread-safe.
    WorkerPool &workerPool();

    /// Called by the scheduler's loop of worker `worker` on its own thread as a run starts it:
    /// remembers that thread, whose CPU time WorkerProbe samples (a thread worker's work is
    /// this process's, so only its thread tells how busy it is). Thread-safe.
    void noteWorkerThread(int worker);
    /// The kernel's id of the thread worker `worker` last ran on; 0 before it ran.
    /// Thread-safe.
    qint64 workerThreadId(int worker) const;

    /// Whether nodes that do not choose a backend run as jobs of the placement().
    virtual bool placesByDefault() const { return false; }
    /// Where tasks run as a cluster's jobs: every task on a backend that placesByDefault(),
    /// on the others the nodes whose `run.backend` names it. Null until the composer of a run
    /// hands one in.
    JobPlacement *placement() const { return m_placement.get(); }
    /// Hands tasks to `placement` as jobs from the next run on (Slurm's: slurm/SlurmJobs, with
    /// the run's work folder, label and caps); call between runs.
    void usePlacement(std::unique_ptr<JobPlacement> placement);

protected:
    Backend();
    Backend(const Backend &) = delete;
    Backend &operator=(const Backend &) = delete;

private:
    mutable std::mutex m_threadMutex;
    std::vector<qint64> m_threadIds; ///< by worker: its thread's kernel id, 0 unknown
    std::mutex m_poolMutex;
    std::unique_ptr<WorkerPool> m_pool;
    std::unique_ptr<JobPlacement> m_placement;
};

/// Makes backends and applies joblib's rules for worker counts. Not a QObject; stateless.
class BackendFactory
{
    Q_DECLARE_TR_FUNCTIONS(BackendFactory)

public:
    /// Worker count for `jobs` on a machine with `cores` cores: n > 0 is n; -1 all cores, -2
    /// all but one, -n all but n-1 (at least 1). 0 is an error (std::nullopt).
    static std::optional<int> resolveWorkers(int jobs, int cores);

    /// The backend for `kind` and `jobs`; one worker gives the sequential backend, except for
    /// processes (one worker process still isolates crashes). On a bad `jobs` returns null and
    /// sets `error`.
    static std::unique_ptr<Backend> make(BackendKind kind, int jobs, QString *error);
};

} // namespace weft::engine
