#pragma once

#include "WorkerProtocol.h"

#include <QCoreApplication>
#include <QString>

#include <atomic>
#include <chrono>
#include <optional>
#include <stop_token>
#include <vector>

namespace weft::engine {

/// One `weft-worker` child process and its end of the socket pair. Starts the worker, says
/// hello, sends requests and waits for replies while watching for a cancel, a deadline and
/// the worker's death; always reaps what it started, so no zombie outlives it.
///
/// Workers run in their own process group, so a Ctrl-C in the terminal reaches only weft,
/// which then cancels them in order. A worker's stderr goes to an anonymous memory file (no
/// pipe that could fill up and block it), whose last lines explain a crash.
///
/// Not thread-safe: one thread at a time drives a WorkerProcess (WorkerPool's slot lock or
/// reader role decides which); signal() and pid() are safe from any thread.
class WorkerProcess
{
    Q_DECLARE_TR_FUNCTIONS(WorkerProcess)

public:
    WorkerProcess() = default;
    ~WorkerProcess();
    WorkerProcess(const WorkerProcess &) = delete;
    WorkerProcess &operator=(const WorkerProcess &) = delete;

    /// The worker executable: `$WEFT_WORKER`, else `weft-worker` beside this executable.
    static QString program();

    bool isRunning() const { return m_pid > 0; }
    qint64 pid() const { return m_pid; }

    /// Starts the worker and exchanges Hello. False and `error` set on failure.
    bool start(QString *error);
    /// Sends one frame; false when the worker is gone (then call finish() for why).
    bool send(const QByteArray &frame);

    enum class WaitEnd {
        Reply,     ///< a frame arrived
        Died,      ///< the worker exited, crashed or sent garbage; it is reaped
        Cancelled, ///< `stop` was set; the worker was terminated and reaped
        TimedOut,  ///< the deadline passed; the worker was terminated and reaped
    };
    /// Waits for the next frame from the worker, for one request in flight (the Hello).
    WaitEnd wait(protocol::Frame *reply, std::stop_token stop,
                 std::optional<std::chrono::steady_clock::time_point> deadline);

    enum class ReadEnd {
        Frames, ///< `frames` got one or more
        Idle,   ///< nothing arrived within the timeout
        Closed, ///< end-of-file, a read error or garbage: call collectDeath()
    };
    /// Reads what the worker sent within `timeoutMs`; for several requests in flight, where
    /// the caller matches replies to requests.
    ReadEnd readSome(std::vector<protocol::Frame> &frames, int timeoutMs);
    /// After Closed: reaps the worker (SIGKILL to its group after `grace`, or once it is gone)
    /// and sets deathReason().
    void collectDeath(std::chrono::milliseconds grace);
    /// Sends a signal to the worker and the programs it started (its process group), if it
    /// runs. Safe from any thread.
    void signal(int number);
    /// The worker misbehaved: remember why for deathReason() and kill it.
    void markBroken(const QString &reason);

    /// Why the worker ended, after Died or collectDeath(): "exited with code 3", "was killed
    /// by signal SIGKILL (Killed)", plus the last lines it wrote to stderr.
    const QString &deathReason() const { return m_deathReason; }

    /// SIGTERM, then SIGKILL after `grace`; reaps the process. Safe when not running.
    void terminate(std::chrono::milliseconds grace = std::chrono::milliseconds(500));
    /// Asks the worker to exit (Shutdown), then terminate()s it if it does not within 1 s.
    void shutdown();

private:
    /// Exchanges Hello with a just started worker; terminates it on failure.
    bool hello(const QString &program, QString *error);
    /// Reaps the exited worker, waiting up to `grace` before SIGKILL; returns the wait status.
    int reap(std::chrono::milliseconds grace);
    void closeAll();
    QString stderrTail() const;
    QString describeStatus(int status) const;

    std::atomic<qint64> m_pid{-1};
    int m_socket = -1;
    int m_stderr = -1; ///< memfd holding the worker's stderr
    protocol::FrameDecoder m_decoder;
    QString m_deathReason;
    QString m_broken; ///< why the worker was killed for misbehaving
};

} // namespace weft::engine
