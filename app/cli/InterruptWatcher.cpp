#include "InterruptWatcher.h"

#include <csignal>
#include <fcntl.h>
#include <unistd.h>

namespace weft::app {

namespace {

int g_signalPipe = -1;
struct sigaction g_previousInt;
struct sigaction g_previousTerm;

extern "C" void onSignal(int signal)
{
    const char byte = char(signal);
    [[maybe_unused]] const auto written = ::write(g_signalPipe, &byte, 1);
}

} // namespace

InterruptWatcher::InterruptWatcher()
{
    if (::pipe2(m_pipe, O_CLOEXEC) != 0)
        return;
    g_signalPipe = m_pipe[1];
    m_waiter = std::jthread([this] {
        char byte = 0;
        // Returns on a signal byte, or with 0 when the destructor closes the write end.
        if (::read(m_pipe[0], &byte, 1) == 1 && byte != 0) {
            m_interrupted = true;
            m_stop.request_stop();
        }
    });
    struct sigaction action = {};
    action.sa_handler = onSignal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    sigaction(SIGINT, &action, &g_previousInt);
    sigaction(SIGTERM, &action, &g_previousTerm);
}

InterruptWatcher::~InterruptWatcher()
{
    if (m_pipe[0] < 0)
        return;
    sigaction(SIGINT, &g_previousInt, nullptr);
    sigaction(SIGTERM, &g_previousTerm, nullptr);
    g_signalPipe = -1;
    ::close(m_pipe[1]); // wakes the waiter with end-of-file
    m_waiter.join();
    ::close(m_pipe[0]);
}

} // namespace weft::app
