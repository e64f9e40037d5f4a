#include "WorkerLifeline.h"

#include "ops/ProgramGroups.h"

#include <cerrno>
#include <csignal>
#include <poll.h>
#include <thread>
#include <unistd.h>

namespace weft::worker {

namespace {

void endProgramsThenSelf(int signal)
{
    engine::ProgramGroups::signalAll(SIGKILL);
    ::signal(signal, SIG_DFL);
    ::raise(signal); // weft's report names the signal that ended the worker
}

} // namespace

void WorkerLifeline::hold(int socketFd)
{
    struct sigaction action = {};
    action.sa_handler = endProgramsThenSelf;
    sigemptyset(&action.sa_mask);
    ::sigaction(SIGTERM, &action, nullptr);

    std::thread([socketFd] {
        pollfd watched{socketFd, POLLRDHUP, 0};
        while (::poll(&watched, 1, -1) < 0 && errno == EINTR) {
        }
        // weft closed its end: done with this worker, or gone. Either way nothing this worker
        // runs is wanted any more, and nobody is left to reap its programs.
        engine::ProgramGroups::signalAll(SIGKILL);
        ::_exit(0);
    }).detach();
}

} // namespace weft::worker
