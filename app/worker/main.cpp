#include "JobRunner.h"
#include "Reaper.h"
#include "WorkerLifeline.h"
#include "WorkerServer.h"
#include "data/ReleasedMemory.h"
#include "exec/WorkerProtocol.h"
#include "ops/OperatorRegistry.h"

#include <QCoreApplication>
#include <QThreadPool>

#include <cstdio>
#include <cstring>
#include <fcntl.h>

// weft-worker: runs operators for `weft` when a node runs on the processes backend. Started by
// weft with its socket on descriptor 3; not meant to be run by hand.
int main(int argc, char *argv[])
{
    // `--reaper`: ends the programs weft started should weft be killed (run::ProgramReaper).
    // It needs nothing of Qt, and starts without it.
    if (argc == 2 && std::strcmp(argv[1], "--reaper") == 0)
        return weft::worker::runReaper();
    weft::engine::returnLargeBlocksToTheSystem();
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("weft-worker"));
    QCoreApplication::setApplicationVersion(QStringLiteral(WEFT_VERSION));
    // `--job FOLDER`: the batch mode a Slurm job runs (see JobRunner).
    const QStringList arguments = QCoreApplication::arguments();
    if (arguments.size() == 3 && arguments.at(1) == u"--job") {
        // A job may ask Slurm for several cores: nested parallelism may use what it got.
        const int cpus = qEnvironmentVariableIntValue("SLURM_CPUS_PER_TASK");
        QThreadPool::globalInstance()->setMaxThreadCount(std::max(1, cpus));
        return weft::worker::JobRunner(arguments.at(2), weft::engine::OperatorRegistry::builtin())
            .run();
    }
    if (::fcntl(weft::engine::protocol::kWorkerFd, F_GETFD) < 0) {
        std::fprintf(stderr,
                     "weft-worker: no socket on descriptor %d; weft starts this program "
                     "for the processes backend, it is not run by hand\n",
                     weft::engine::protocol::kWorkerFd);
        return 2;
    }
    // Programs that operators start (a command node's) must not inherit the socket: one that
    // outlives this worker would hold the socket open, and weft would wait for it to end
    // before it saw the worker's death.
    ::fcntl(weft::engine::protocol::kWorkerFd, F_SETFD, FD_CLOEXEC);
    weft::worker::WorkerLifeline::hold(weft::engine::protocol::kWorkerFd);
    // Nested parallelism stays sequential inside a worker: the pool of processes already uses
    // the cores, and a thread pool per worker would oversubscribe them.
    QThreadPool::globalInstance()->setMaxThreadCount(1);
    weft::worker::WorkerServer server(weft::engine::protocol::kWorkerFd,
                                      weft::engine::OperatorRegistry::builtin());
    return server.run();
}
