#include "ProgramGroups.h"

#include <array>
#include <atomic>
#include <csignal>
#include <cstring>
#include <sys/socket.h>

namespace weft::engine {

namespace {

/// More than the programs one process ever runs at once (one per worker thread).
constexpr size_t kSlots = 256;
std::array<std::atomic<pid_t>, kSlots> slots{};
std::atomic<int> watcher{-1};

void report(char change, pid_t group)
{
    const int socket = watcher.load();
    if (socket < 0)
        return;
    char record[1 + sizeof(pid_t)] = {change};
    std::memcpy(record + 1, &group, sizeof group);
    // A SEQPACKET message arrives whole, whatever other threads send meanwhile; a watcher that
    // is gone costs nothing (no SIGPIPE).
    [[maybe_unused]] const auto sent = ::send(socket, record, sizeof record, MSG_NOSIGNAL);
}

} // namespace

void ProgramGroups::reportTo(int socket)
{
    watcher.store(socket);
}

bool ProgramGroups::add(pid_t group)
{
    for (std::atomic<pid_t> &slot : slots) {
        pid_t empty = 0;
        if (slot.compare_exchange_strong(empty, group)) {
            report('+', group);
            return true;
        }
    }
    return false;
}

void ProgramGroups::remove(pid_t group)
{
    for (std::atomic<pid_t> &slot : slots) {
        pid_t expected = group;
        if (slot.compare_exchange_strong(expected, 0)) {
            report('-', group);
            return;
        }
    }
}

void ProgramGroups::signalAll(int signal)
{
    for (const std::atomic<pid_t> &slot : slots) {
        const pid_t group = slot.load();
        if (group > 0)
            ::kill(-group, signal);
    }
}

} // namespace weft::engine
