#pragma once

#include "SlurmClient.h"
#include "SlurmOptions.h"
#include "data/Dataset.h"
#include "exec/JobPlacement.h"
#include "exec/WorkerPool.h"

#include <QCoreApplication>
#include <QString>

#include <chrono>
#include <condition_variable>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <stop_token>
#include <thread>
#include <vector>

namespace weft::engine {

/// Runs tasks as Slurm jobs for the scheduler's workers: the job placement (exec/JobPlacement.h)
/// that the CLI and the window hand to the backend. A worker calls run() and blocks until
/// its task's job has ended, like a call to a worker process; tasks that become ready within
/// `bundleWait` of each other (and ask for the same resources) share one job, so a fan-out of
/// small tasks does not flood the cluster with jobs of a few seconds. One monitor thread asks
/// squeue about all of the run's jobs at once (the job name carries the run label), backing
/// off while nothing changes; a job counts as done only when its exit-code file appears.
///
///     backend.usePlacement(std::make_unique<SlurmJobs>(options));      // the composer
///     // then GraphRunner::run(), for each run:
///     jobs.beginRun(projectDir.filePath(u".weft/slurm"_s));
///     outputs = jobs.run(call, resources, stop, &record, listener);  // from many threads
///     jobs.finishRun();                                  // scancel leftovers, clean up
///
/// run() is thread-safe; beginRun() and finishRun() are for the thread that starts and ends
/// runs.
class SlurmJobs final : public JobPlacement
{
    Q_DECLARE_TR_FUNCTIONS(SlurmJobs)

public:
    explicit SlurmJobs(SlurmOptions options = {});
    ~SlurmJobs() override;

    const SlurmOptions &options() const { return m_options; }
    /// Names the next runs' jobs "weft-<label>" (the run id, once the run is recorded); call
    /// before beginRun().
    void setRunLabel(QString label) { m_options.runLabel = std::move(label); }

    /// "slurm": nodes whose `run.backend` says so run here.
    QString name() const override { return QStringLiteral("slurm"); }

    /// Starts a run; job folders go under the options' work folder, else `defaultFolder`.
    void beginRun(const QString &defaultFolder) override;
    /// Ends the run: cancels whatever jobs are left (one scancel), stops the monitor and
    /// removes the run's work folder.
    void finishRun() override;
    /// The job name of this run's jobs: "weft-<run label>".
    QString jobName() const;
    /// The run's folder of job folders.
    QString runFolder() const;

    /// Runs `call` in a job and returns its outputs; throws OperatorError naming the node and
    /// the job (Slurm's state and reason, or the operator's message). When `stop` is set the
    /// run's jobs are cancelled (one scancel for all) and it throws. `listener` hears, on this
    /// thread, when the task's job was submitted and when it started.
    std::vector<DatasetPtr> run(const RemoteCall &call, const JobResources &resources,
                                std::stop_token stop, JobRecord *record,
                                const JobListener &listener) override;
    /// A job id as a number for events ("123", or "123;cluster" from a federation); 0 when it
    /// is none.
    static qint64 jobNumber(const QString &jobId);

private:
    struct Task
    {
        /// A copy: a caller that was cancelled returns while its job may still be written.
        std::shared_ptr<const RemoteCall> call;
        JobResources resources;
        bool taken = false;   ///< in a bundle: being submitted, or submitted
        bool started = false; ///< its job (record.jobId) runs or ran
        bool done = false;
        bool ok = false;
        QString message;
        std::vector<DatasetPtr> outputs;
        JobRecord record;
    };
    using Clock = std::chrono::steady_clock;
    struct Job
    {
        QString id;
        QString folder;
        /// Its tasks; a task never points back at its job, so that the two (and the task's
        /// inputs) are freed once the job has left m_jobs and its callers have returned.
        std::vector<std::shared_ptr<Task>> tasks;
        Clock::time_point submitted;
        std::optional<Clock::time_point> started;
        std::optional<Clock::time_point> endedSince; ///< left the queue or completed
        int preempted = 0;
    };

    /// Takes up to bundleMaxTasks pending tasks asking for what the oldest asks for.
    std::vector<std::shared_ptr<Task>> takeBundle();
    /// Writes the bundle's job folder and submits it, retrying sbatch with back-off; on
    /// failure its tasks fail with Slurm's message.
    void submitBundle(std::vector<std::shared_ptr<Task>> bundle, std::stop_token stop);
    std::optional<QString> submitWithRetries(const QString &folder, const JobResources &resources,
                                             std::stop_token stop, QString *error);
    void monitor(std::stop_token stop);
    /// One look at the run's jobs: squeue once, then each job's exit-code file.
    bool poll(std::stop_token stop);
    /// Jobs that left squeue's memory without an exit-code file: one sacct call for all of
    /// them. One that accounting says failed, timed out, ran out of memory or was cancelled
    /// fails now with that state; the rest (completed, unknown, no accounting) wait out the
    /// grace for their file, then fail as lost. True when any failed.
    bool settleVanished(const std::vector<std::shared_ptr<Job>> &jobs, Clock::time_point now);
    /// Reads a finished job's results into its tasks and removes its folder.
    void complete(const std::shared_ptr<Job> &job);
    /// Fails every task of `job` with `message` and removes its folder.
    void fail(const std::shared_ptr<Job> &job, const QString &message);
    void cancelAll();

    SlurmOptions m_options;
    QString m_runFolder;
    QString m_label;
    int m_nextJob = 0;

    std::mutex m_mutex;
    std::condition_variable_any m_wake; ///< tasks done, bundles taken, jobs ended
    std::condition_variable_any m_monitorWake;
    std::vector<std::shared_ptr<Task>> m_pending;
    std::optional<Clock::time_point> m_firstPending;
    bool m_leading = false; ///< a caller is gathering the next bundle
    std::vector<std::shared_ptr<Job>> m_jobs;
    bool m_cancelled = false;
    std::optional<Clock::time_point> m_queueFailingSince;
    std::jthread m_monitor;
};

} // namespace weft::engine
