#include "ProcessRunner.h"

#include "ProgramGroups.h"

#include <QProcess>

#include <csignal>
#include <sys/prctl.h>
#include <unistd.h>

namespace weft::engine {

namespace {

constexpr qsizetype kStdoutTail = 64 * 1024;
constexpr qsizetype kStderrTail = 8 * 1024;
/// How long one wait lasts before the output is drained and cancellation is checked.
constexpr int kPollMs = 50;
/// How long a cancelled program's group has after SIGTERM before SIGKILL.
constexpr int kTermGraceMs = 500;

/// In the child, before exec: its own process group (so that cancelling reaches whatever it
/// starts), and death with the thread that started it, should this process be killed outright.
void detachIntoGroup(pid_t parent)
{
    ::setpgid(0, 0);
    ::prctl(PR_SET_PDEATHSIG, SIGKILL);
    if (::getppid() != parent) // the parent died before prctl: nobody would reap us
        ::_exit(127);
}

/// TERM to the whole group, KILL to what is left of it after the grace period.
void stopGroup(QProcess &process, pid_t group)
{
    ::kill(-group, SIGTERM);
    if (!process.waitForFinished(kTermGraceMs))
        ::kill(-group, SIGKILL);
    process.waitForFinished(-1);
    ::kill(-group, SIGKILL); // what the program left behind in its group
}

void keepTail(QByteArray &tail, const QByteArray &more, qsizetype limit)
{
    tail += more;
    if (tail.size() > limit)
        tail.remove(0, tail.size() - limit);
}

} // namespace

QString ProcessOutcome::lastLines(const QByteArray &tail, int lines)
{
    QStringList all = QString::fromUtf8(tail).trimmed().split(u'\n', Qt::SkipEmptyParts);
    if (all.size() > lines)
        all = all.mid(all.size() - lines);
    for (QString &line : all)
        line = line.trimmed();
    return all.join(QStringLiteral(" / "));
}

ProcessOutcome ProcessRunner::run(const QString &program, const QStringList &arguments,
                                  const QString &workingDirectory, const QString &stdoutFile,
                                  std::stop_token stop, const QHash<QString, QString> &environment)
{
    ProcessOutcome outcome;
    QProcess process;
    process.setProgram(program);
    process.setArguments(arguments);
    process.setWorkingDirectory(workingDirectory);
    process.setStandardInputFile(QProcess::nullDevice());
    if (!environment.isEmpty()) {
        QProcessEnvironment variables = QProcessEnvironment::systemEnvironment();
        for (auto it = environment.begin(); it != environment.end(); ++it)
            variables.insert(it.key(), it.value());
        process.setProcessEnvironment(variables);
    }
    if (!stdoutFile.isEmpty())
        process.setStandardOutputFile(stdoutFile, QIODevice::Truncate);
    const pid_t self = ::getpid();
    process.setChildProcessModifier([self] { detachIntoGroup(self); });
    process.start();
    if (!process.waitForStarted(-1)) {
        outcome.startError = process.errorString();
        return outcome;
    }
    outcome.started = true;
    const auto group = pid_t(process.processId());
    ProgramGroups::add(group);
    const auto drain = [&] {
        if (stdoutFile.isEmpty())
            keepTail(outcome.stdoutTail, process.readAllStandardOutput(), kStdoutTail);
        keepTail(outcome.stderrTail, process.readAllStandardError(), kStderrTail);
    };
    while (!process.waitForFinished(kPollMs)) {
        drain();
        if (process.state() == QProcess::NotRunning)
            break;
        if (stop.stop_requested()) {
            stopGroup(process, group);
            ProgramGroups::remove(group);
            outcome.cancelled = true;
            return outcome;
        }
    }
    ProgramGroups::remove(group);
    drain();
    outcome.crashed = process.exitStatus() == QProcess::CrashExit;
    outcome.exitCode = process.exitCode();
    return outcome;
}

} // namespace weft::engine
