#include "SlurmJobs.h"

#include "SlurmJobFolder.h"
#include "exec/WorkerPool.h"
#include "exec/WorkerProcess.h"
#include "ops/Operator.h"

#include <QDir>

#include <algorithm>
#include <atomic>

namespace weft::engine {

namespace {

/// Sleeps for `delay` or until `stop`; false when stopped.
bool pause(std::chrono::milliseconds delay, std::stop_token stop)
{
    std::mutex mutex;
    std::condition_variable_any wake;
    std::unique_lock lock(mutex);
    wake.wait_for(lock, stop, delay, [] { return false; });
    return !stop.stop_requested();
}

qint64 msBetween(std::chrono::steady_clock::time_point from,
                 std::chrono::steady_clock::time_point to)
{
    return std::chrono::duration_cast<std::chrono::milliseconds>(to - from).count();
}

std::atomic<int> g_runs{0};

} // namespace

SlurmJobs::SlurmJobs(SlurmOptions options)
    : m_options(std::move(options))
{}

SlurmJobs::~SlurmJobs()
{
    finishRun();
}

QString SlurmJobs::jobName() const
{
    return QStringLiteral("weft-") + m_label;
}

QString SlurmJobs::runFolder() const
{
    return m_runFolder;
}

void SlurmJobs::beginRun(const QString &defaultFolder)
{
    finishRun();
    m_label = !m_options.runLabel.isEmpty()
                  ? m_options.runLabel
                  : QStringLiteral("%1-%2").arg(QCoreApplication::applicationPid()).arg(++g_runs);
    const QString work = m_options.workFolder.isEmpty() ? defaultFolder : m_options.workFolder;
    m_runFolder = QDir(QDir(work).absolutePath()).filePath(m_label);
    {
        std::lock_guard lock(m_mutex);
        m_cancelled = false;
        m_queueFailingSince.reset();
    }
    m_monitor = std::jthread([this](std::stop_token stop) { monitor(stop); });
}

void SlurmJobs::finishRun()
{
    bool left = false;
    {
        std::lock_guard lock(m_mutex);
        left = !m_jobs.empty();
    }
    if (left)
        cancelAll();
    if (m_monitor.joinable()) {
        m_monitor.request_stop();
        m_monitor.join();
    }
    if (!m_runFolder.isEmpty()) {
        QDir(m_runFolder).removeRecursively();
        // The work folder itself goes too once no run uses it, so .weft/ stays tidy.
        QDir().rmdir(QFileInfo(m_runFolder).absolutePath());
        m_runFolder.clear();
    }
}

qint64 SlurmJobs::jobNumber(const QString &jobId)
{
    return jobId.section(QLatin1Char(';'), 0, 0).toLongLong();
}

std::vector<DatasetPtr> SlurmJobs::run(const RemoteCall &call, const JobResources &resources,
                                       std::stop_token stop, JobRecord *record,
                                       const JobListener &listener)
{
    auto task = std::make_shared<Task>();
    task->call = std::make_shared<const RemoteCall>(call);
    task->resources = resources;
    std::unique_lock lock(m_mutex);
    if (m_pending.empty())
        m_firstPending = Clock::now();
    m_pending.push_back(task);
    m_wake.notify_all();
    while (!task->taken && !stop.stop_requested() && !m_cancelled) {
        if (m_leading) {
            m_wake.wait(lock, stop, [&] { return task->taken || !m_leading; });
            continue;
        }
        // This caller gathers the next bundle: the oldest task's, which need not be its own.
        m_leading = true;
        m_wake.wait_until(lock, stop, *m_firstPending + m_options.bundleWait, [&] {
            return int(m_pending.size()) >= m_options.bundleMaxTasks || m_cancelled;
        });
        m_wake.wait(lock, stop,
                    [&] { return int(m_jobs.size()) < m_options.maxJobs || m_cancelled; });
        std::vector<std::shared_ptr<Task>> bundle;
        if (!stop.stop_requested() && !m_cancelled)
            bundle = takeBundle();
        m_leading = false;
        m_wake.notify_all();
        if (bundle.empty())
            continue;
        lock.unlock();
        submitBundle(std::move(bundle), stop);
        lock.lock();
    }
    // While the job waits and runs, tell the listener what changed: its id (a preempted job
    // comes back under a new one), then its start.
    QString heardId;
    bool heardStart = false;
    const auto news = [&] {
        return listener && (task->record.jobId != heardId || (task->started && !heardStart));
    };
    for (;;) {
        m_wake.wait(lock, stop,
                    [&] { return task->done || (m_cancelled && !task->taken) || news(); });
        if (!news())
            break;
        const QString id = task->record.jobId;
        const bool started = task->started;
        lock.unlock();
        if (id != heardId) {
            heardId = id;
            heardStart = false;
            listener(JobEvent::Submitted, jobNumber(id));
        }
        if (started && !heardStart) {
            heardStart = true;
            listener(JobEvent::Started, jobNumber(id));
        }
        lock.lock();
    }
    if (!task->done) {
        std::erase(m_pending, task);
        lock.unlock();
        cancelAll();
        throw OperatorError(tr("node '%1' was cancelled").arg(call.nodeId));
    }
    if (record)
        *record = task->record;
    if (!task->ok)
        throw OperatorError(task->message);
    return std::move(task->outputs);
}

std::vector<std::shared_ptr<SlurmJobs::Task>> SlurmJobs::takeBundle()
{
    std::vector<std::shared_ptr<Task>> bundle;
    if (m_pending.empty())
        return bundle;
    const JobResources wanted = m_pending.front()->resources;
    for (auto it = m_pending.begin();
         it != m_pending.end() && int(bundle.size()) < std::max(1, m_options.bundleMaxTasks);) {
        if ((*it)->resources == wanted) {
            (*it)->taken = true;
            bundle.push_back(*it);
            it = m_pending.erase(it);
        } else {
            ++it;
        }
    }
    // Tasks left behind start their own wait now.
    m_firstPending = Clock::now();
    return bundle;
}

void SlurmJobs::submitBundle(std::vector<std::shared_ptr<Task>> bundle, std::stop_token stop)
{
    auto job = std::make_shared<Job>();
    job->tasks = bundle;
    int number = 0;
    {
        std::lock_guard lock(m_mutex);
        number = ++m_nextJob;
    }
    job->folder = QDir(m_runFolder).filePath(QStringLiteral("job-") + QString::number(number));
    QString error;
    std::optional<QString> id;
    try {
        std::vector<const RemoteCall *> calls;
        for (const auto &task : bundle)
            calls.push_back(task->call.get());
        const SlurmJobFolder folder(job->folder);
        folder.writeRequest(calls);
        folder.writeScript(WorkerProcess::program());
        id = submitWithRetries(job->folder, bundle.front()->resources, stop, &error);
    } catch (const OperatorError &e) {
        error = e.message();
    }
    std::unique_lock lock(m_mutex);
    if (!id) {
        for (const auto &task : bundle) {
            task->done = true;
            task->message = stop.stop_requested()
                                ? tr("node '%1' was cancelled").arg(task->call->nodeId)
                                : tr("node '%1' could not be submitted to Slurm: %2")
                                      .arg(task->call->nodeId, error);
        }
        lock.unlock();
        QDir(job->folder).removeRecursively();
        m_wake.notify_all();
        return;
    }
    job->id = *id;
    job->submitted = Clock::now();
    for (const auto &task : bundle)
        task->record.jobId = *id;
    m_jobs.push_back(job);
    const bool cancelled = m_cancelled;
    lock.unlock();
    m_wake.notify_all();
    m_monitorWake.notify_all();
    if (cancelled) // cancelled while sbatch ran: this job missed the run's scancel
        cancelAll();
}

std::optional<QString> SlurmJobs::submitWithRetries(const QString &folder,
                                                    const JobResources &resources,
                                                    std::stop_token stop, QString *error)
{
    const SlurmJobFolder job(folder);
    auto delay = m_options.submitBackoff;
    for (int attempt = 1;; ++attempt) {
        std::optional<QString> id =
            SlurmClient::submit(job.file(QStringLiteral("job.sh")), jobName(),
                                job.file(QStringLiteral("slurm.out")), resources, error);
        if (id)
            return id;
        // A busy or restarting controller refuses for a while; a bad argument refuses each
        // time, and the last message is Slurm's own.
        if (attempt >= std::max(1, m_options.submitAttempts) || !pause(delay, stop))
            return std::nullopt;
        delay *= 2;
    }
}

void SlurmJobs::monitor(std::stop_token stop)
{
    auto interval = m_options.pollFirst;
    while (!stop.stop_requested()) {
        {
            std::unique_lock lock(m_mutex);
            m_monitorWake.wait(lock, stop, [&] { return !m_jobs.empty(); });
        }
        if (!pause(interval, stop))
            return;
        const bool changed = poll(stop);
        interval = changed ? m_options.pollFirst : std::min(interval * 2, m_options.pollMax);
    }
}

bool SlurmJobs::poll(std::stop_token stop)
{
    std::vector<std::shared_ptr<Job>> jobs;
    {
        std::lock_guard lock(m_mutex);
        jobs = m_jobs;
    }
    if (jobs.empty() || stop.stop_requested())
        return false;
    QString error;
    const std::optional<std::vector<SlurmJobStatus>> queue = SlurmClient::queue(jobName(), &error);
    const Clock::time_point now = Clock::now();
    bool changed = false;
    if (!queue) {
        std::unique_lock lock(m_mutex);
        if (!m_queueFailingSince)
            m_queueFailingSince = now;
        // The controller may be restarting: jobs keep running meanwhile, and their exit-code
        // files still tell when they are done. Only a long silence fails them.
        if (now - *m_queueFailingSince > m_options.lostGrace) {
            lock.unlock();
            for (const auto &job : jobs)
                fail(job, tr("Slurm cannot be asked about job %1: %2").arg(job->id, error));
            return true;
        }
    } else {
        std::lock_guard lock(m_mutex);
        m_queueFailingSince.reset();
    }
    std::vector<std::shared_ptr<Job>> vanished; ///< gone from squeue without an exit code
    for (const auto &job : jobs) {
        const SlurmJobFolder folder(job->folder);
        if (folder.exitCode()) {
            complete(job);
            changed = true;
            continue;
        }
        if (!queue)
            continue;
        const auto status =
            std::find_if(queue->begin(), queue->end(),
                         [&](const SlurmJobStatus &s) { return s.jobId == job->id; });
        if (status == queue->end() || status->state == SlurmJobState::Completed) {
            if (!job->endedSince)
                job->endedSince = now;
            if (status == queue->end())
                vanished.push_back(job);
            else if (now - *job->endedSince > m_options.lostGrace) {
                fail(job, tr("Slurm job %1 ended without writing its exit code: it was lost (%2)")
                              .arg(job->id, status->stateName));
                changed = true;
            }
            continue;
        }
        switch (status->state) {
        case SlurmJobState::Pending:
            break;
        case SlurmJobState::Running:
            if (!job->started) {
                job->started = now;
                changed = true;
                {
                    std::lock_guard lock(m_mutex);
                    for (const auto &task : job->tasks)
                        task->started = true;
                }
                m_wake.notify_all();
            }
            break;
        case SlurmJobState::Preempted:
            if (job->preempted < m_options.preemptRetries) {
                ++job->preempted;
                job->started.reset();
                std::optional<QString> id =
                    submitWithRetries(job->folder, job->tasks.front()->resources, stop, &error);
                if (id) {
                    {
                        std::lock_guard lock(m_mutex);
                        job->id = *id;
                        for (const auto &task : job->tasks) {
                            task->record.jobId = *id;
                            task->started = false;
                        }
                    }
                    m_wake.notify_all();
                } else {
                    fail(job, tr("Slurm job %1 was preempted and could not be submitted again: %2")
                                  .arg(job->id, error));
                }
                changed = true;
                break;
            }
            [[fallthrough]];
        default: {
            const QString reason =
                status->reason.isEmpty() ? QString() : QStringLiteral(", ") + status->reason;
            const QString tail = folder.outputTail();
            fail(job, tr("Slurm job %1 ended %2%3%4")
                          .arg(job->id, status->stateName, reason,
                               tail.isEmpty() ? QString() : QStringLiteral(": ") + tail));
            changed = true;
        }
        }
    }
    if (!vanished.empty() && settleVanished(vanished, now))
        changed = true;
    return changed;
}

bool SlurmJobs::settleVanished(const std::vector<std::shared_ptr<Job>> &jobs, Clock::time_point now)
{
    // squeue forgets a job MinJobAge after it ended; where accounting is on, sacct still knows
    // how it ended. A completed job's exit-code file may still be on its way through the
    // shared folder, so only a failed one fails before the grace is over.
    bool failed = false;
    QStringList ids;
    for (const auto &job : jobs)
        ids.append(job->id);
    QString error;
    const std::optional<std::vector<SlurmJobStatus>> accounted =
        SlurmClient::accounting(ids, &error);
    for (const auto &job : jobs) {
        const SlurmJobStatus *known = nullptr;
        if (accounted) {
            const auto it =
                std::find_if(accounted->begin(), accounted->end(),
                             [&](const SlurmJobStatus &s) { return s.jobId == job->id; });
            known = it == accounted->end() ? nullptr : &*it;
        }
        if (known && SlurmClient::hasEnded(known->state) &&
            known->state != SlurmJobState::Completed) {
            const QString reason =
                known->reason.isEmpty() ? QString() : QStringLiteral(", ") + known->reason;
            const QString tail = SlurmJobFolder(job->folder).outputTail();
            fail(job, tr("Slurm job %1 ended %2%3 (from accounting)%4")
                          .arg(job->id, known->stateName, reason,
                               tail.isEmpty() ? QString() : QStringLiteral(": ") + tail));
            failed = true;
        } else if (now - *job->endedSince > m_options.lostGrace) {
            fail(job, tr("Slurm job %1 ended without writing its exit code: it was lost (%2)")
                          .arg(job->id, known ? tr("accounting says %1").arg(known->stateName)
                                              : tr("no longer in the queue")));
            failed = true;
        }
    }
    return failed;
}

void SlurmJobs::complete(const std::shared_ptr<Job> &job)
{
    const SlurmJobFolder folder(job->folder);
    const Clock::time_point now = Clock::now();
    std::vector<SlurmTaskResult> results;
    for (int k = 0; k < int(job->tasks.size()); ++k) {
        const QString node = job->tasks[size_t(k)]->call->nodeId;
        try {
            results.push_back(folder.readResult(k, node));
        } catch (const OperatorError &e) {
            results.push_back(SlurmTaskResult{false, e.message(), 0, {}});
        }
    }
    std::unique_lock lock(m_mutex);
    if (std::erase(m_jobs, job) == 0)
        return; // cancelled meanwhile
    for (size_t k = 0; k < results.size(); ++k) {
        Task &task = *job->tasks[k];
        SlurmTaskResult &result = results[k];
        task.done = true;
        task.started = true; // it ran, though a poll may never have seen it running
        task.ok = result.ok;
        task.outputs = std::move(result.outputs);
        task.record.runMs = result.runMs;
        const qint64 total = msBetween(job->submitted, now);
        task.record.queueMs = job->started ? msBetween(job->submitted, *job->started)
                                           : std::max<qint64>(0, total - result.runMs);
        if (!result.ok)
            task.message = tr("%1 (Slurm job %2)").arg(result.message, job->id);
    }
    lock.unlock();
    QDir(job->folder).removeRecursively();
    m_wake.notify_all();
}

void SlurmJobs::fail(const std::shared_ptr<Job> &job, const QString &message)
{
    std::unique_lock lock(m_mutex);
    if (std::erase(m_jobs, job) == 0)
        return;
    for (const auto &task : job->tasks) {
        task->done = true;
        task->message = tr("node '%1': %2").arg(task->call->nodeId, message);
    }
    lock.unlock();
    QDir(job->folder).removeRecursively();
    m_wake.notify_all();
}

void SlurmJobs::cancelAll()
{
    std::vector<std::shared_ptr<Job>> jobs;
    {
        std::lock_guard lock(m_mutex);
        const bool first = !m_cancelled;
        m_cancelled = true;
        jobs = m_jobs;
        if (!first && jobs.empty())
            return;
    }
    m_wake.notify_all();
    if (!jobs.empty()) {
        QString error;
        SlurmClient::cancel(jobName(), &error); // one call for all of the run's jobs
    }
    for (const auto &job : jobs)
        fail(job, tr("cancelled, with Slurm job %1").arg(job->id));
}

} // namespace weft::engine
