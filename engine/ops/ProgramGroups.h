#pragma once

#include <sys/types.h>

namespace weft::engine {

/// The process groups of the external programs this process is running right now (each
/// program ProcessRunner starts leads its own group, so a shell pipeline or anything the
/// program starts is in it too). A worker that must die at once — its weft is gone, or it was
/// told to stop — ends them all first, so nothing it started outlives it. Lock-free and
/// async-signal-safe to read: signalAll() may be called from a signal handler.
///
/// A process may also hand every change to a watcher (reportTo(): the reaper, see
/// run::ProgramReaper) that outlives it, so that even a kill -9 of this process, which no
/// handler sees, ends the groups it left.
class ProgramGroups
{
public:
    /// From now on add() and remove() also send one message each to `socket` (a SEQPACKET
    /// socket the watcher reads): '+' or '-' and the group as a pid_t in host order.
    static void reportTo(int socket);
    /// Remembers a running program's group; false when the table is full (the program still
    /// runs; only killAll() would miss it).
    static bool add(pid_t group);
    static void remove(pid_t group);
    /// Sends `signal` to every remembered group.
    static void signalAll(int signal);
};

} // namespace weft::engine
