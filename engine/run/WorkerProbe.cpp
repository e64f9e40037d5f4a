#include "WorkerProbe.h"

#include "exec/Backend.h"
#include "exec/WorkerPool.h"
#include "store/ProcessProbe.h"

#include <QFile>

#include <algorithm>
#include <unistd.h>

namespace weft::run {

using store::ProcessProbe;

namespace {

QByteArray readProc(const QString &path)
{
    QFile file(path);
    // /proc files report a size of 0: read until the end, not by size.
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

/// The CPU time thread `tid` of this process has used, in ns; 0 when it cannot be read (the
/// thread is gone). From /proc rather than a pthread clock: the thread may have ended (a
/// backend that was replaced), and asking a joined pthread_t for its clock is undefined.
qint64 threadCpuNs(qint64 tid)
{
    if (tid <= 0)
        return 0;
    const QString task = QStringLiteral("/proc/self/task/%1/").arg(tid);
    // schedstat's first field is the time run in ns; stat's utime and stime count clock ticks
    // (10 ms), too coarse for a 500 ms sample, so they are the fallback only.
    const QByteArray schedstat = readProc(task + QStringLiteral("schedstat"));
    bool ok = false;
    const qint64 ns = schedstat.left(schedstat.indexOf(' ')).toLongLong(&ok);
    if (ok)
        return ns;
    const QByteArray stat = readProc(task + QStringLiteral("stat"));
    const qsizetype close = stat.lastIndexOf(')');
    const QList<QByteArray> fields =
        close < 0 ? QList<QByteArray>() : stat.mid(close + 2).split(' ');
    if (fields.size() < 13)
        return 0;
    const qint64 ticks = fields[11].toLongLong() + fields[12].toLongLong();
    return ticks * (1'000'000'000 / qint64(::sysconf(_SC_CLK_TCK)));
}

} // namespace

std::vector<engine::WorkerSample> WorkerProbe::sample(engine::Backend &backend)
{
    std::vector<engine::WorkerSample> samples(std::size_t(std::max(backend.workers(), 0)));
    std::vector<qint64> pids;
    std::vector<int> restarts;
    if (backend.runsInProcesses()) {
        pids = backend.workerPool().pids();
        restarts = backend.workerPool().restarts();
    }
    const qint64 self = ProcessProbe::currentPid();
    for (std::size_t i = 0; i < samples.size(); ++i) {
        engine::WorkerSample &sample = samples[i];
        sample.worker = int(i);
        sample.pid = self;
        if (pids.empty()) {
            // A thread worker: its thread's CPU time (its memory is the process's).
            sample.cpuNs = threadCpuNs(backend.workerThreadId(int(i)));
            continue;
        }
        // Scheduler worker i drives worker process i % processes.
        const std::size_t slot = i % pids.size();
        sample.pid = std::max<qint64>(pids[slot], 0);
        sample.rssBytes = sample.pid > 0 ? ProcessProbe::residentBytes(sample.pid) : 0;
        sample.cpuNs = sample.pid > 0 ? ProcessProbe::cpuNs(sample.pid) : 0;
        sample.restarts = slot < restarts.size() ? restarts[slot] : 0;
    }
    return samples;
}

} // namespace weft::run
