#pragma once

#include <sys/types.h>

namespace weft::engine {

/// The process groups of the external programs this process is running right now (each
/// program ProcessRunner starts leads its own group, so a shell pipeline or anything the
/// program starts is in it too). A worker that must die at once — its weft is gone, or it was
/// told to stop — ends them all first, so nothing it started outlives it. Lock-free and
/// async-signal-safe to read: killAll() may be called from a signal handler.
class ProgramGroups
{
public:
    /// Remembers a running program's group; false when the table is full (the program still
    /// runs; only killAll() would miss it).
    static bool add(pid_t group);
    static void remove(pid_t group);
    /// Sends `signal` to every remembered group.
    static void signalAll(int signal);
};

} // namespace weft::engine
