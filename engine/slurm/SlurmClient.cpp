#include "SlurmClient.h"

#include "exec/TaskDeadline.h"
#include "ops/ProcessRunner.h"

namespace weft::engine {

namespace {

/// Slurm's commands answer in a second or two even with a busy controller; one that hangs
/// (a controller that accepts connections but never replies) must not hold a run for good.
constexpr int kCommandSeconds = 60;

ProcessOutcome runCommand(const QString &program, const QStringList &arguments)
{
    const TaskDeadline deadline({}, kCommandSeconds);
    return ProcessRunner::run(program, arguments, QString(), QString(), deadline.token());
}

QString failure(const QString &program, const ProcessOutcome &outcome)
{
    if (!outcome.started)
        return SlurmClient::tr("cannot run %1: %2").arg(program, outcome.startError);
    if (outcome.cancelled)
        return SlurmClient::tr("%1 did not answer within %2 s").arg(program).arg(kCommandSeconds);
    const QString said = ProcessOutcome::lastLines(outcome.stderrTail);
    return said.isEmpty()
               ? SlurmClient::tr("%1 failed with exit code %2").arg(program).arg(outcome.exitCode)
               : said;
}

} // namespace

QStringList SlurmClient::sbatchArguments(const QString &script, const QString &jobName,
                                         const QString &output, const JobResources &resources)
{
    QStringList arguments{QStringLiteral("--parsable"), QStringLiteral("--job-name=") + jobName,
                          QStringLiteral("--output=") + output};
    if (resources.cpus > 0)
        arguments.append(QStringLiteral("--cpus-per-task=") + QString::number(resources.cpus));
    if (!resources.mem.isEmpty())
        arguments.append(QStringLiteral("--mem=") + resources.mem);
    if (!resources.time.isEmpty())
        arguments.append(QStringLiteral("--time=") + resources.time);
    if (!resources.partition.isEmpty())
        arguments.append(QStringLiteral("--partition=") + resources.partition);
    if (!resources.account.isEmpty())
        arguments.append(QStringLiteral("--account=") + resources.account);
    arguments.append(resources.extraArgs);
    arguments.append(script);
    return arguments;
}

std::optional<QString> SlurmClient::submit(const QString &script, const QString &jobName,
                                           const QString &output, const JobResources &resources,
                                           QString *error)
{
    const QString program = QStringLiteral("sbatch");
    const ProcessOutcome outcome =
        runCommand(program, sbatchArguments(script, jobName, output, resources));
    // --parsable prints "id" or "id;cluster".
    const QString id =
        QString::fromUtf8(outcome.stdoutTail).trimmed().section(QLatin1Char(';'), 0, 0);
    bool numeric = false;
    id.toLongLong(&numeric);
    if (outcome.succeeded() && numeric)
        return id;
    *error = failure(program, outcome);
    return std::nullopt;
}

std::optional<std::vector<SlurmJobStatus>> SlurmClient::queue(const QString &jobName,
                                                              QString *error)
{
    const QString program = QStringLiteral("squeue");
    const ProcessOutcome outcome = runCommand(
        program, {QStringLiteral("--noheader"), QStringLiteral("--states=all"),
                  QStringLiteral("--name=") + jobName, QStringLiteral("--format=%i|%T|%r")});
    if (!outcome.succeeded()) {
        *error = failure(program, outcome);
        return std::nullopt;
    }
    return parseQueue(outcome.stdoutTail);
}

bool SlurmClient::cancel(const QString &jobName, QString *error)
{
    const QString program = QStringLiteral("scancel");
    const ProcessOutcome outcome = runCommand(program, {QStringLiteral("--name=") + jobName});
    if (outcome.succeeded())
        return true;
    *error = failure(program, outcome);
    return false;
}

std::optional<std::vector<SlurmJobStatus>> SlurmClient::accounting(const QStringList &jobIds,
                                                                   QString *error)
{
    const QString program = QStringLiteral("sacct");
    const ProcessOutcome outcome =
        runCommand(program, {QStringLiteral("-P"), QStringLiteral("-n"), QStringLiteral("-X"),
                             QStringLiteral("-j"), jobIds.join(QLatin1Char(',')),
                             QStringLiteral("--format=JobID,State,ExitCode")});
    if (!outcome.succeeded()) {
        *error = failure(program, outcome);
        return std::nullopt;
    }
    return parseAccounting(outcome.stdoutTail);
}

SlurmJobState SlurmClient::parseState(QStringView name)
{
    if (name == u"RUNNING" || name == u"COMPLETING" || name == u"SIGNALING" ||
        name == u"STAGE_OUT" || name == u"SUSPENDED" || name == u"STOPPED")
        return SlurmJobState::Running;
    if (name == u"COMPLETED")
        return SlurmJobState::Completed;
    if (name == u"FAILED" || name == u"BOOT_FAIL" || name == u"DEADLINE" ||
        name == u"SPECIAL_EXIT" || name == u"REVOKED")
        return SlurmJobState::Failed;
    if (name == u"CANCELLED")
        return SlurmJobState::Cancelled;
    if (name == u"TIMEOUT")
        return SlurmJobState::Timeout;
    if (name == u"OUT_OF_MEMORY")
        return SlurmJobState::OutOfMemory;
    if (name == u"NODE_FAIL")
        return SlurmJobState::NodeFail;
    if (name == u"PREEMPTED")
        return SlurmJobState::Preempted;
    return SlurmJobState::Pending; // PENDING, CONFIGURING, REQUEUED, REQUEUE_HOLD, RESIZING, …
}

std::vector<SlurmJobStatus> SlurmClient::parseQueue(const QByteArray &text)
{
    std::vector<SlurmJobStatus> jobs;
    for (const QByteArray &line : text.split('\n')) {
        const QList<QByteArray> fields = line.trimmed().split('|');
        if (fields.size() < 2 || fields[0].isEmpty())
            continue;
        SlurmJobStatus job;
        job.jobId = QString::fromUtf8(fields[0]);
        job.stateName = QString::fromUtf8(fields[1]);
        job.state = parseState(job.stateName);
        if (fields.size() > 2 && fields[2] != "None")
            job.reason = QString::fromUtf8(fields[2]);
        jobs.push_back(std::move(job));
    }
    return jobs;
}

std::vector<SlurmJobStatus> SlurmClient::parseAccounting(const QByteArray &text)
{
    std::vector<SlurmJobStatus> jobs;
    for (const QByteArray &line : text.split('\n')) {
        const QList<QByteArray> fields = line.trimmed().split('|');
        if (fields.size() < 2 || fields[0].isEmpty() || fields[0].contains('.'))
            continue;
        SlurmJobStatus job;
        job.jobId = QString::fromUtf8(fields[0]);
        // sacct adds who cancelled a job: "CANCELLED by 1000".
        job.stateName = QString::fromUtf8(fields[1]).section(QLatin1Char(' '), 0, 0);
        job.state = parseState(job.stateName);
        if (fields.size() > 2 && !fields[2].isEmpty())
            job.reason = tr("exit code %1").arg(QString::fromUtf8(fields[2]));
        jobs.push_back(std::move(job));
    }
    return jobs;
}

bool SlurmClient::hasEnded(SlurmJobState state)
{
    return state != SlurmJobState::Pending && state != SlurmJobState::Running;
}

} // namespace weft::engine
