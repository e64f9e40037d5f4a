#include "ProcessUsage.h"

#include <sys/resource.h>

namespace weft::bench {

qint64 ProcessUsage::peakRssBytes()
{
    rusage usage{};
    if (getrusage(RUSAGE_SELF, &usage) != 0)
        return 0;
    // Linux reports ru_maxrss in KiB.
    return qint64(usage.ru_maxrss) * 1024;
}

} // namespace weft::bench
