#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QHash>
#include <QString>
#include <QStringList>

#include <stop_token>

namespace weft::engine {

/// How one external program run ended.
struct ProcessOutcome
{
    bool started = false;
    bool crashed = false; ///< ended by a signal
    bool cancelled = false;
    int exitCode = -1;
    QString startError;    ///< why it did not start
    QByteArray stdoutTail; ///< the last bytes of its standard output (when not sent to a file)
    QByteArray stderrTail; ///< the last bytes of its standard error

    bool succeeded() const { return started && !crashed && !cancelled && exitCode == 0; }
    /// The last lines of `tail`, joined into one line for a message.
    static QString lastLines(const QByteArray &tail, int lines = 4);
};

/// Runs an external program with an argument vector, never through a shell: each argument
/// reaches the program exactly as given. Standard output goes to a file or is kept (its
/// tail); standard error's tail is kept. The program leads its own process group; when `stop`
/// is set the whole group gets SIGTERM, then SIGKILL 0.5 s later, so a shell pipeline or
/// anything else it started ends with it; should this process be killed outright, the program
/// gets SIGKILL (and ProgramGroups lets a dying worker end whole groups). `environment`
/// adds variables to the inherited environment (shell mode's values). Uses QProcess
/// with its blocking waits, so it needs no event loop and works on any worker thread.
/// Stateless and thread-safe.
class ProcessRunner
{
    Q_DECLARE_TR_FUNCTIONS(ProcessRunner)

public:
    static ProcessOutcome run(const QString &program, const QStringList &arguments,
                              const QString &workingDirectory, const QString &stdoutFile,
                              std::stop_token stop,
                              const QHash<QString, QString> &environment = {});
};

} // namespace weft::engine
