#pragma once

#include <QtGlobal>

namespace weft::bench {

/// What the operating system says this process has used so far.
class ProcessUsage
{
public:
    /// The most resident memory the process has had at any moment since it started (Linux
    /// ru_maxrss, the same figure as VmHWM), in bytes; 0 if the system does not say.
    static qint64 peakRssBytes();
    /// Resident memory now (VmRSS), in bytes; 0 if the system does not say.
    static qint64 rssBytes();
    /// Starts a new peak: peakRssSinceReset() then counts from the present (Linux: "5" written
    /// to /proc/self/clear_refs). False when the system does not allow it.
    static bool resetPeakRss();
    /// The most resident memory since the last resetPeakRss() (VmHWM), or since the start.
    static qint64 peakRssSinceReset();
};

} // namespace weft::bench
