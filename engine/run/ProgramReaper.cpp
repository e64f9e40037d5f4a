#include "ProgramReaper.h"

#include "exec/WorkerProcess.h"
#include "ops/ProgramGroups.h"

#include <QFile>

#include <cerrno>
#include <csignal>
#include <cstring>
#include <mutex>
#include <spawn.h>
#include <sys/socket.h>
#include <unistd.h>

extern char **environ;

namespace weft::run {

namespace {

std::mutex startMutex;
bool started = false;

QString systemError(int code)
{
    return QString::fromLocal8Bit(std::strerror(code));
}

} // namespace

bool ProgramReaper::ensureRunning(QString *error)
{
    std::lock_guard lock(startMutex);
    if (started)
        return true;
    int pair[2] = {-1, -1};
    if (::socketpair(AF_UNIX, SOCK_SEQPACKET | SOCK_CLOEXEC, 0, pair) != 0) {
        *error = tr("cannot create a socket for the program reaper: %1").arg(systemError(errno));
        return false;
    }
    QByteArray path = QFile::encodeName(engine::WorkerProcess::program());
    QByteArray flag("--reaper");
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, pair[1], STDIN_FILENO);
    posix_spawnattr_t attributes;
    posix_spawnattr_init(&attributes);
    // A group of its own: Ctrl-C at the terminal is for weft, which stops its programs itself;
    // the reaper waits until weft is gone.
    posix_spawnattr_setpgroup(&attributes, 0);
    sigset_t none;
    sigemptyset(&none);
    posix_spawnattr_setsigmask(&attributes, &none);
    posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK);
    char *argv[] = {path.data(), flag.data(), nullptr};
    pid_t pid = -1;
    const int failed = ::posix_spawn(&pid, path.constData(), &actions, &attributes, argv, environ);
    posix_spawn_file_actions_destroy(&actions);
    posix_spawnattr_destroy(&attributes);
    ::close(pair[1]);
    if (failed != 0) {
        ::close(pair[0]);
        *error = tr("cannot start the program reaper %1: %2")
                     .arg(QFile::decodeName(path), systemError(failed));
        return false;
    }
    // Kept open for this process's life (and closed on exec, so programs do not hold it): its
    // closing is the reaper's signal.
    engine::ProgramGroups::reportTo(pair[0]);
    started = true;
    return true;
}

} // namespace weft::run
