#pragma once

#include "data/Dataset.h"
#include "graph/JobResources.h"

#include <QString>

#include <functional>
#include <stop_token>
#include <vector>

namespace weft::engine {

struct RemoteCall;

/// What one task's job went through: for the run's result, the run store and the dashboard.
struct JobRecord
{
    QString jobId;      ///< the last job that ran it (a preempted job is submitted again)
    qint64 queueMs = 0; ///< from submission until the job was reported running
    qint64 runMs = 0;   ///< how long its operator ran inside the job
};

/// What a task's job went through, as the caller waiting for it hears it.
enum class JobEvent {
    Submitted, ///< submitted (again, after a preemption): it waits in the cluster's queue
    Started,   ///< the cluster started running it (reported at the latest when it has ended)
};

/// Called on the thread that called JobPlacement::run(), never under a lock, so that a
/// scheduler's worker can record it on its own event lane: Submitted first, then Started, with
/// the job's number as events carry it (Event::value; 0 when the id has none).
using JobListener = std::function<void(JobEvent event, qint64 jobNumber)>;

/// Where tasks go that run as jobs of a cluster's batch scheduler instead of on this machine:
/// what the runner asks of such a place, declared here so that the executor never depends on
/// the one that implements it (Slurm's, slurm/SlurmJobs). The composer of a run hands it to the
/// backend (Backend::usePlacement); the runner then sends it the nodes whose `run.backend`
/// names it (every node that chooses none on a backend that placesByDefault()), one task at a
/// time per scheduler worker, and records what the listener hears as JobSubmitted and
/// JobStarted events. How tasks are bundled into jobs, submitted and watched is the
/// placement's own business.
///
///     backend.usePlacement(std::make_unique<SlurmJobs>(options));   // the composer
///     placement.beginRun(projectDir.filePath(u".weft/slurm"_s));     // GraphRunner, per run
///     outputs = placement.run(call, node.run.resources, stop, &record, listener);
///     placement.finishRun();
///
/// run() is called from many scheduler workers at once and must be thread-safe; beginRun()
/// and finishRun() come from the thread that runs the graph, before and after every run().
class JobPlacement
{
public:
    virtual ~JobPlacement();
    JobPlacement(const JobPlacement &) = delete;
    JobPlacement &operator=(const JobPlacement &) = delete;

    /// The `run.backend` name of the nodes placed here ("slurm"), and the folder under the
    /// project's `.weft/` that beginRun() is offered.
    virtual QString name() const = 0;

    /// Starts a run; `defaultFolder` is where its files may go unless configured otherwise.
    virtual void beginRun(const QString &defaultFolder) = 0;
    /// Ends the run: whatever jobs are left are cancelled, the run's files removed.
    virtual void finishRun() = 0;

    /// Runs `call` in a job asking for `resources` and returns its outputs once the job has
    /// ended; throws OperatorError naming the node (and the job) on failure, or when `stop`
    /// is requested (then the run's jobs are cancelled). `record` (may be null) receives what
    /// the job went through; `listener` (may be empty) hears its submission and start.
    virtual std::vector<DatasetPtr> run(const RemoteCall &call, const JobResources &resources,
                                        std::stop_token stop, JobRecord *record,
                                        const JobListener &listener) = 0;

protected:
    JobPlacement() = default;
};

} // namespace weft::engine
