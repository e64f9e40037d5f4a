#pragma once

#include "SlurmClient.h"
#include "SlurmOptions.h"
#include "data/Dataset.h"
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

/// What one task's job went through: for the run store and the dashboard.
struct SlurmTaskRecord
{
    QString jobId;      ///< the last job that ran it (a preempted job is submitted again)
    qint64 queueMs = 0; ///< from submission until Slurm reported it running
    qint64 runMs = 0;   ///< how long its operator ran inside the job
};

/// What a task's job went through, as the caller waiting for it hears it.
enum class SlurmJobEvent {
    Submitted, ///< submitted (again, after a preemption): it waits in the cluster's queue
    Started,   ///< Slurm started running it (reported at the latest when it has ended)
};

/// Called on the thread that called SlurmJobs::run(), never under a lock, so that a scheduler's
/// worker can record it on its own event lane: the job's id, Submitted first, then Started.
using SlurmJobListener = std::function<void(SlurmJobEvent event, const QString &jobId)>;

/// Runs tasks as Slurm jobs for the scheduler's workers. A worker calls run() and blocks until
/// its task's job has ended, like a call to a worker process; tasks that become ready within
/// `bundleWait` of each other (and ask for the same resources) share one job, so a fan-out of
/// small tasks does not flood the cluster with jobs of a few seconds. One monitor thread asks
/// squeue about all of the run's jobs at once (the job name carries the run label), backing
/// off while nothing changes; a job counts as done only when its exit-code file appears.
///
///     SlurmJobs jobs(options);
///     jobs.beginRun(projectDir.filePath(u".weft/slurm"_s));
///     outputs = jobs.run(call, resources, stop, &record);   // from many threads
///     jobs.finishRun();                                      // scancel leftovers, clean up
///
/// run() is thread-safe; beginRun(), finishRun() and setOptions() are for the thread that
/// starts and ends runs.
class SlurmJobs
{
    Q_DECLARE_TR_FUNCTIONS(SlurmJobs)

public:
    explicit SlurmJobs(SlurmOptions options = {});
    ~SlurmJobs();
    SlurmJobs(const SlurmJobs &) = delete;
    SlurmJobs &operator=(const SlurmJobs &) = delete;

    void setOptions(SlurmOptions options);
    const SlurmOptions &options() const { return m_options; }

    /// Starts a run; job folders go under the options' work folder, else `defaultFolder`.
    void beginRun(const QString &defaultFolder);
    /// Ends the run: cancels whatever jobs are left (one scancel), stops the monitor and
    /// removes the run's work folder.
    void finishRun();
    /// The job name of this run's jobs: "weft-<run label>".
    QString jobName() const;
    /// The run's folder of job folders.
    QString runFolder() const;

    /// Runs `call` in a job and returns its outputs; throws OperatorError naming the node and
    /// the job (Slurm's state and reason, or the operator's message). When `stop` is set the
    /// run's jobs are cancelled (one scancel for all) and it throws. `listener` hears, on this
    /// thread, when the task's job was submitted and when it started.
    std::vector<DatasetPtr> run(const RemoteCall &call, const SlurmResources &resources,
                                std::stop_token stop, SlurmTaskRecord *record = nullptr,
                                const SlurmJobListener &listener = {});
    /// A job id as a number for events ("123", or "123;cluster" from a federation); 0 when it
    /// is none.
    static qint64 jobNumber(const QString &jobId);

private:
    struct Task
    {
        /// A copy: a caller that was cancelled returns while its job may still be written.
        std::shared_ptr<const RemoteCall> call;
        SlurmResources resources;
        bool taken = false;   ///< in a bundle: being submitted, or submitted
        bool started = false; ///< its job (record.jobId) runs or ran
        bool done = false;
        bool ok = false;
        QString message;
        std::vector<DatasetPtr> outputs;
        SlurmTaskRecord record;
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
    std::optional<QString> submitWithRetries(const QString &folder, const SlurmResources &resources,
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
