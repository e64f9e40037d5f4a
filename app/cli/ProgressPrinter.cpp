#include "ProgressPrinter.h"

#include "exec/TaskState.h"

namespace weft::app {

QString formatBytes(qint64 bytes)
{
    if (bytes < 1000)
        return ProgressPrinter::tr("%1 B").arg(bytes);
    if (bytes < 1000 * 1000)
        return ProgressPrinter::tr("%1 kB").arg(double(bytes) / 1e3, 0, 'f', 1);
    if (bytes < 1000 * 1000 * 1000)
        return ProgressPrinter::tr("%1 MB").arg(double(bytes) / 1e6, 0, 'f', 1);
    return ProgressPrinter::tr("%1 GB").arg(double(bytes) / 1e9, 0, 'f', 2);
}

QString formatDuration(qint64 ns)
{
    if (ns < 10'000'000)
        return ProgressPrinter::tr("%1 ms").arg(double(ns) / 1e6, 0, 'f', 2);
    if (ns < 10'000'000'000)
        return ProgressPrinter::tr("%1 ms").arg(ns / 1'000'000);
    return ProgressPrinter::tr("%1 s").arg(double(ns) / 1e9, 0, 'f', 1);
}

void ProgressPrinter::nodeStarted(const engine::Node &, int, int)
{
    // One line per finished node is enough for plain output; a live bar comes with the
    // scheduler's event stream.
}

void ProgressPrinter::nodeFinished(const engine::NodeResult &result, qint64 bytesHeld)
{
    ++m_done;
    const QString line = tr("[%1/%2] %3 %4 (%5) in %6, %7 held")
                             .arg(m_done)
                             .arg(m_total)
                             .arg(engine::taskStateName(result.state), -9)
                             .arg(result.id.toString(), result.operatorId,
                                  formatDuration(result.wallNs), formatBytes(bytesHeld));
    std::fprintf(m_stream, "%s\n", line.toLocal8Bit().constData());
    std::fflush(m_stream);
}

} // namespace weft::app
