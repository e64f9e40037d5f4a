#include "WorkerProcess.h"

#include "WorkerMessages.h"

#include <QFile>
#include <QFileInfo>
#include <QStringList>

#include <cerrno>
#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <poll.h>
#include <spawn.h>
#include <sys/mman.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

extern char **environ;

namespace weft::engine {

using namespace std::chrono_literals;
using Clock = std::chrono::steady_clock;

namespace {

QString systemError(int error = errno)
{
    return QString::fromLocal8Bit(std::strerror(error));
}

/// Moves a descriptor above the standard ones and the worker's fixed slot, so that the child's
/// dup2 onto kWorkerFd always copies (dup2 of a descriptor onto itself would keep CLOEXEC).
int aboveFixedSlots(int fd)
{
    if (fd > protocol::kWorkerFd)
        return fd;
    const int moved = ::fcntl(fd, F_DUPFD_CLOEXEC, protocol::kWorkerFd + 1);
    ::close(fd);
    return moved;
}

} // namespace

WorkerProcess::~WorkerProcess()
{
    shutdown();
}

QString WorkerProcess::program()
{
    const QString overridden = qEnvironmentVariable("WEFT_WORKER");
    if (!overridden.isEmpty())
        return overridden;
    const QString self = QFile::symLinkTarget(QStringLiteral("/proc/self/exe"));
    return QFileInfo(self).absolutePath() + QStringLiteral("/weft-worker");
}

bool WorkerProcess::start(QString *error)
{
    terminate();
    m_decoder = {};
    m_deathReason.clear();
    m_broken.clear();
    int pair[2] = {-1, -1};
    if (::socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, pair) != 0) {
        *error = tr("cannot create a socket pair for a worker: %1").arg(systemError());
        return false;
    }
    m_socket = pair[0];
    const int child = aboveFixedSlots(pair[1]);
    m_stderr = aboveFixedSlots(::memfd_create("weft-worker-stderr", MFD_CLOEXEC));

    QByteArray path = QFile::encodeName(program());
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, child, protocol::kWorkerFd);
    if (m_stderr >= 0)
        posix_spawn_file_actions_adddup2(&actions, m_stderr, STDERR_FILENO);
    posix_spawnattr_t attributes;
    posix_spawnattr_init(&attributes);
    sigset_t none, defaults;
    sigemptyset(&none);
    sigemptyset(&defaults);
    sigaddset(&defaults, SIGINT);
    sigaddset(&defaults, SIGTERM);
    sigaddset(&defaults, SIGPIPE);
    posix_spawnattr_setsigmask(&attributes, &none);
    posix_spawnattr_setsigdefault(&attributes, &defaults);
    posix_spawnattr_setpgroup(&attributes, 0);
    posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK |
                                              POSIX_SPAWN_SETSIGDEF);
    char *argv[] = {path.data(), nullptr};
    pid_t pid = -1;
    const int failed = ::posix_spawn(&pid, path.constData(), &actions, &attributes, argv, environ);
    posix_spawn_file_actions_destroy(&actions);
    posix_spawnattr_destroy(&attributes);
    ::close(child);
    if (failed != 0) {
        *error =
            tr("cannot start the worker %1: %2").arg(QFile::decodeName(path), systemError(failed));
        closeAll();
        return false;
    }
    m_pid = pid;
    return hello(QFile::decodeName(path), error);
}

bool WorkerProcess::hello(const QString &program, QString *error)
{
    protocol::Frame reply;
    QString helloError;
    if (!send(protocol::encodeMessage(protocol::Hello{protocol::kVersion, qint64(::getpid())}))) {
        helloError = tr("it closed its socket");
    } else {
        switch (wait(&reply, {}, Clock::now() + 10s)) {
        case WaitEnd::Reply:
            if (reply.type != protocol::MessageType::Hello)
                helloError = tr("it answered Hello with %1")
                                 .arg(protocol::messageTypeName(quint8(reply.type)));
            else
                protocol::decodeMessage(reply, &helloError); // checks the version
            break;
        case WaitEnd::Died:
            helloError = m_deathReason;
            break;
        case WaitEnd::Cancelled:
        case WaitEnd::TimedOut:
            helloError = tr("it did not say hello within 10 s");
            break;
        }
    }
    if (!helloError.isEmpty()) {
        *error = tr("worker %1 failed to start: %2").arg(program, helloError);
        terminate();
        return false;
    }
    return true;
}

bool WorkerProcess::send(const QByteArray &frame)
{
    return m_socket >= 0 && protocol::writeAll(m_socket, frame);
}

WorkerProcess::ReadEnd WorkerProcess::readSome(std::vector<protocol::Frame> &frames, int timeoutMs)
{
    while (std::optional<protocol::Frame> frame = m_decoder.next())
        frames.push_back(std::move(*frame));
    if (!frames.empty())
        return ReadEnd::Frames;
    if (m_decoder.hasError()) {
        markBroken(m_decoder.error());
        return ReadEnd::Closed;
    }
    pollfd watched{m_socket, POLLIN, 0};
    const int ready = ::poll(&watched, 1, timeoutMs);
    if (ready < 0 && errno != EINTR) {
        markBroken(systemError());
        return ReadEnd::Closed;
    }
    if (ready <= 0)
        return ReadEnd::Idle;
    char buffer[65536];
    const ssize_t got = ::read(m_socket, buffer, sizeof buffer);
    if (got < 0 && errno == EINTR)
        return ReadEnd::Idle;
    if (got <= 0) {
        // ECONNRESET: it died with requests unread, which is an end like any other.
        if (got < 0 && errno != ECONNRESET)
            markBroken(systemError());
        return ReadEnd::Closed;
    }
    m_decoder.append(QByteArrayView(buffer, got));
    while (std::optional<protocol::Frame> frame = m_decoder.next())
        frames.push_back(std::move(*frame));
    if (m_decoder.hasError()) {
        markBroken(m_decoder.error());
        return frames.empty() ? ReadEnd::Closed : ReadEnd::Frames;
    }
    return frames.empty() ? ReadEnd::Idle : ReadEnd::Frames;
}

void WorkerProcess::markBroken(const QString &reason)
{
    if (m_broken.isEmpty())
        m_broken = reason;
    signal(SIGKILL); // it said something we cannot follow: nothing it says next can be trusted
}

void WorkerProcess::signal(int number)
{
    // The whole group: a program an operator started (a command node's) gets the signal too,
    // so a timeout or a cancel does not wait for it to end on its own. The worker is not
    // reaped while m_pid is set, so the group's id cannot belong to anyone else.
    const qint64 pid = m_pid;
    if (pid > 0)
        ::kill(-pid_t(pid), number);
}

void WorkerProcess::collectDeath(std::chrono::milliseconds grace)
{
    const int status = reap(grace);
    m_deathReason = describeStatus(status);
    if (!m_broken.isEmpty())
        m_deathReason = tr("broke the protocol (%1) and %2").arg(m_broken, m_deathReason);
    const QString tail = stderrTail();
    if (!tail.isEmpty())
        m_deathReason += tr("; its last words: %1").arg(tail);
    closeAll();
}

WorkerProcess::WaitEnd WorkerProcess::wait(protocol::Frame *reply, std::stop_token stop,
                                           std::optional<Clock::time_point> deadline)
{
    while (true) {
        if (stop.stop_requested()) {
            terminate();
            return WaitEnd::Cancelled;
        }
        if (deadline && Clock::now() >= *deadline) {
            terminate();
            return WaitEnd::TimedOut;
        }
        // Wake every 50 ms to notice a cancel: stop tokens cannot interrupt poll().
        std::vector<protocol::Frame> frames;
        switch (readSome(frames, 50)) {
        case ReadEnd::Frames:
            // One request at a time on this path, so one reply; a second would be a bug.
            *reply = std::move(frames.front());
            return WaitEnd::Reply;
        case ReadEnd::Idle:
            break;
        case ReadEnd::Closed:
            collectDeath(1000ms);
            return WaitEnd::Died;
        }
    }
}

void WorkerProcess::terminate(std::chrono::milliseconds grace)
{
    if (m_pid > 0) {
        signal(SIGTERM);
        reap(grace);
    }
    closeAll();
}

void WorkerProcess::shutdown()
{
    if (m_pid > 0 && send(protocol::encodeMessage(protocol::Shutdown{})))
        ::shutdown(m_socket, SHUT_WR);
    if (m_pid > 0)
        reap(1000ms);
    closeAll();
}

int WorkerProcess::reap(std::chrono::milliseconds grace)
{
    if (m_pid <= 0)
        return 0;
    // WNOWAIT leaves the worker a zombie while it is waited for: its pid, the id of its
    // process group, stays taken until the group has been swept below.
    const auto until = Clock::now() + grace;
    siginfo_t info = {};
    int waited = 0;
    while ((waited = ::waitid(P_PID, id_t(m_pid), &info, WEXITED | WNOHANG | WNOWAIT)) == 0 &&
           info.si_pid == 0 && Clock::now() < until)
        std::this_thread::sleep_for(2ms);
    // The worker if it outlived the grace, and whatever its operators started and left (a
    // command's program that ignores SIGTERM): nothing of the group outlives the worker.
    if (waited == 0)
        signal(SIGKILL);
    int status = 0;
    while (::waitpid(pid_t(m_pid), &status, 0) < 0 && errno == EINTR) {
    }
    m_pid = -1;
    return status;
}

void WorkerProcess::closeAll()
{
    if (m_socket >= 0)
        ::close(m_socket);
    if (m_stderr >= 0)
        ::close(m_stderr);
    m_socket = m_stderr = -1;
}

QString WorkerProcess::stderrTail() const
{
    struct stat info = {};
    if (m_stderr < 0 || ::fstat(m_stderr, &info) != 0 || info.st_size == 0)
        return {};
    const qint64 length = std::min<qint64>(info.st_size, 2048);
    QByteArray bytes(length, Qt::Uninitialized);
    const ssize_t got = ::pread(m_stderr, bytes.data(), size_t(length), info.st_size - length);
    if (got <= 0)
        return {};
    bytes.truncate(got);
    QStringList lines = QString::fromLocal8Bit(bytes).split(u'\n', Qt::SkipEmptyParts);
    if (lines.size() > 3)
        lines = lines.mid(lines.size() - 3);
    return lines.join(QStringLiteral(" / ")).trimmed();
}

QString WorkerProcess::describeStatus(int status) const
{
    if (WIFSIGNALED(status)) {
        const int signal = WTERMSIG(status);
        const char *abbreviation = ::sigabbrev_np(signal);
        return tr("was killed by signal SIG%1 (%2)")
            .arg(QString::fromLatin1(abbreviation ? abbreviation : "?"),
                 QString::fromLocal8Bit(::strsignal(signal)));
    }
    if (WIFEXITED(status))
        return tr("exited with code %1").arg(WEXITSTATUS(status));
    return tr("ended with wait status %1").arg(status);
}

} // namespace weft::engine
