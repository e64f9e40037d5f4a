#pragma once

#include <QtGlobal>

namespace weft::store {

/// What Linux's /proc says about a process: enough to tell whether the process that wrote a
/// `running` run is still alive, and the figures the run store samples. Stateless and
/// thread-safe.
class ProcessProbe
{
public:
    static qint64 currentPid();
    /// When process `pid` started, in clock ticks since boot (field 22 of /proc/PID/stat); -1
    /// when no such process exists. A pid is reused after its process ends; the pair (pid,
    /// start) names one process.
    static qint64 startTicks(qint64 pid);
    /// Whether the process that had `pid` and started at `startTicks` still runs.
    static bool isAlive(qint64 pid, qint64 startTicks);
    /// This process's resident memory (/proc/self/statm), in bytes; 0 when unknown.
    static qint64 residentBytes();
    /// CPU time this process has used, user and system, in nanoseconds.
    static qint64 cpuNs();
};

} // namespace weft::store
