#include "ProcessProbe.h"

#include "shm/SharedMemoryFolder.h"

#include <QByteArray>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QList>

#include <ctime>
#include <unistd.h>

namespace weft::store {

namespace {

QByteArray readProcFile(const QByteArray &path)
{
    // /proc files report size 0: read until the end instead of trusting the size.
    QFile file(QString::fromLatin1(path));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll();
}

} // namespace

qint64 ProcessProbe::currentPid()
{
    return qint64(::getpid());
}

qint64 ProcessProbe::startTicks(qint64 pid)
{
    const QByteArray stat = readProcFile("/proc/" + QByteArray::number(pid) + "/stat");
    // The command name (field 2) is in parentheses and may hold spaces: count fields after the
    // last ')'. Field 3 follows it; start time is field 22.
    const qsizetype close = stat.lastIndexOf(')');
    if (close < 0)
        return -1;
    const QList<QByteArray> fields = stat.mid(close + 2).split(' ');
    if (fields.size() < 20)
        return -1;
    bool ok = false;
    const qint64 ticks = fields[19].toLongLong(&ok);
    return ok ? ticks : -1;
}

bool ProcessProbe::isAlive(qint64 pid, qint64 startTicks)
{
    return pid > 0 && ProcessProbe::startTicks(pid) == startTicks;
}

qint64 ProcessProbe::residentBytes()
{
    const QList<QByteArray> fields = readProcFile("/proc/self/statm").split(' ');
    if (fields.size() < 2)
        return 0;
    return fields[1].toLongLong() * qint64(::sysconf(_SC_PAGESIZE));
}

qint64 ProcessProbe::childrenResidentBytes()
{
    const long page = ::sysconf(_SC_PAGESIZE);
    qint64 bytes = 0;
    // A child belongs to the thread that started it, so every thread's list is read.
    QDirIterator threads(QStringLiteral("/proc/self/task"), QDir::Dirs | QDir::NoDotAndDotDot);
    while (threads.hasNext()) {
        const QByteArray children =
            readProcFile(threads.next().toLatin1() + QByteArrayLiteral("/children"));
        for (const QByteArray &pid : children.split(' ')) {
            if (pid.trimmed().isEmpty())
                continue;
            const QList<QByteArray> fields =
                readProcFile("/proc/" + pid.trimmed() + "/statm").split(' ');
            if (fields.size() >= 2)
                bytes += fields[1].toLongLong() * page;
        }
    }
    return bytes;
}

qint64 ProcessProbe::sharedMemoryBytes()
{
    const QString prefix = QStringLiteral("weft-%1-").arg(currentPid());
    qint64 bytes = 0;
    const QDir base(engine::SharedMemoryFolder::baseDir());
    for (const QString &run : base.entryList({prefix + u'*'}, QDir::Dirs | QDir::NoDotAndDotDot)) {
        QDirIterator files(base.filePath(run), QDir::Files);
        while (files.hasNext()) {
            files.next();
            bytes += files.fileInfo().size();
        }
    }
    return bytes;
}

qint64 ProcessProbe::cpuNs()
{
    timespec time{};
    if (::clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time) != 0)
        return 0;
    return qint64(time.tv_sec) * 1'000'000'000 + time.tv_nsec;
}

qint64 ProcessProbe::residentBytes(qint64 pid)
{
    const QList<QByteArray> fields =
        readProcFile("/proc/" + QByteArray::number(pid) + "/statm").split(' ');
    if (pid <= 0 || fields.size() < 2)
        return 0;
    return fields[1].toLongLong() * qint64(::sysconf(_SC_PAGESIZE));
}

qint64 ProcessProbe::cpuNs(qint64 pid)
{
    const QByteArray stat = readProcFile("/proc/" + QByteArray::number(pid) + "/stat");
    // Fields 14 and 15 (utime, stime) in clock ticks, counted after the command name's ')'.
    const qsizetype close = stat.lastIndexOf(')');
    if (pid <= 0 || close < 0)
        return 0;
    const QList<QByteArray> fields = stat.mid(close + 2).split(' ');
    if (fields.size() < 13)
        return 0;
    const qint64 ticks = fields[11].toLongLong() + fields[12].toLongLong();
    return ticks * (1'000'000'000 / qint64(::sysconf(_SC_CLK_TCK)));
}

} // namespace weft::store
