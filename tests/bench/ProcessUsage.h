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
};

} // namespace weft::bench
