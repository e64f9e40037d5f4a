#include "ProgramGroups.h"

#include <array>
#include <atomic>
#include <csignal>

namespace weft::engine {

namespace {

/// More than the programs one process ever runs at once (one per worker thread).
constexpr size_t kSlots = 256;
std::array<std::atomic<pid_t>, kSlots> slots{};

} // namespace

bool ProgramGroups::add(pid_t group)
{
    for (std::atomic<pid_t> &slot : slots) {
        pid_t empty = 0;
        if (slot.compare_exchange_strong(empty, group))
            return true;
    }
    return false;
}

void ProgramGroups::remove(pid_t group)
{
    for (std::atomic<pid_t> &slot : slots) {
        pid_t expected = group;
        if (slot.compare_exchange_strong(expected, 0))
            return;
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
