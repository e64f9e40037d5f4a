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
    /// Resident memory of this process's children (worker processes, external commands), as
    /// /proc/self/task/*/children lists them, in bytes. Memory they share (mapped segments)
    /// is counted in each.
    static qint64 childrenResidentBytes();
    /// Bytes in this process's shared-memory run folders (weft-<pid>-* in
    /// SharedMemoryFolder::baseDir()): what the segments of large datasets take.
    static qint64 sharedMemoryBytes();
    /// CPU time this process has used, user and system, in nanoseconds.
    static qint64 cpuNs();
    /// Resident memory of process `pid` (a worker process), in bytes; 0 when it is gone.
    static qint64 residentBytes(qint64 pid);
    /// CPU time process `pid` has used, user and system, in nanoseconds (clock-tick
    /// resolution); 0 when it is gone.
    static qint64 cpuNs(qint64 pid);
};

} // namespace weft::store
