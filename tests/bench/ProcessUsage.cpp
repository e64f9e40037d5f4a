#include "ProcessUsage.h"

#include <QByteArray>
#include <QFile>

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

namespace {

/// A "Name:   1234 kB" line of /proc/self/status, in bytes.
qint64 statusKilobytes(const QByteArray &name)
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return 0;
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith(name))
            return line.mid(name.size()).trimmed().split(' ').front().toLongLong() * 1024;
    }
    return 0;
}

} // namespace

qint64 ProcessUsage::rssBytes()
{
    return statusKilobytes("VmRSS:");
}

bool ProcessUsage::resetPeakRss()
{
    QFile clear(QStringLiteral("/proc/self/clear_refs"));
    return clear.open(QIODevice::WriteOnly) && clear.write("5") == 1;
}

qint64 ProcessUsage::peakRssSinceReset()
{
    return statusKilobytes("VmHWM:");
}

} // namespace weft::bench
