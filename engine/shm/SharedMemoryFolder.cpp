#include "SharedMemoryFolder.h"

#include "SafeRemoval.h"

#include <QDir>
#include <QRandomGenerator>
#include <QRegularExpression>

#include <atomic>
#include <cerrno>
#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <unistd.h>

namespace weft::engine {

namespace {

std::atomic<int> g_folderCount{0};

bool isAlive(qint64 pid)
{
    // EPERM: the pid exists but belongs to someone else, so it is alive.
    return ::kill(pid_t(pid), 0) == 0 || errno == EPERM;
}

} // namespace

QString SharedMemoryFolder::baseDir()
{
    const QString overridden = qEnvironmentVariable("WEFT_TEMP_DIR");
    if (!overridden.isEmpty())
        return overridden;
    struct statvfs fs = {};
    if (::statvfs("/dev/shm", &fs) == 0 &&
        qint64(fs.f_bavail) * qint64(fs.f_frsize) >= kMinFreeShmBytes &&
        ::access("/dev/shm", W_OK) == 0)
        return QStringLiteral("/dev/shm");
    return QDir::tempPath();
}

int SharedMemoryFolder::sweepStale(const QString &base)
{
    static const QRegularExpression pattern(QStringLiteral("^weft-(\\d+)-\\d+-[0-9a-f]+$"));
    // The base folder is shared with every user (/dev/shm): each candidate is checked by name,
    // then by lstat() for a real folder of this user, and removed relative to the base's file
    // descriptor without following links, so a link named like a dead run's folder (to a
    // folder the user cares about) is never entered.
    const QStringList names = QDir(base).entryList(
        {QStringLiteral("weft-*")}, QDir::Dirs | QDir::NoDotAndDotDot | QDir::System);
    const int baseFd =
        ::open(QFile::encodeName(base).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (baseFd < 0)
        return 0;
    int removed = 0;
    for (const QString &name : names) {
        const QRegularExpressionMatch match = pattern.match(name);
        if (!match.hasMatch())
            continue;
        const qint64 pid = match.captured(1).toLongLong();
        if (pid == qint64(::getpid()) || isAlive(pid))
            continue;
        const QByteArray encoded = QFile::encodeName(name);
        struct stat info = {};
        if (::fstatat(baseFd, encoded.constData(), &info, AT_SYMLINK_NOFOLLOW) != 0 ||
            !S_ISDIR(info.st_mode) || info.st_uid != ::getuid())
            continue;
        if (SafeRemoval::removeFolder(baseFd, encoded.constData(), SafeRemoval::ownFile))
            ++removed;
    }
    ::close(baseFd);
    return removed;
}

std::unique_ptr<SharedMemoryFolder> SharedMemoryFolder::create(QString *error)
{
    const QString base = baseDir();
    sweepStale(base);
    const QString path = QStringLiteral("%1/weft-%2-%3-%4")
                             .arg(base)
                             .arg(::getpid())
                             .arg(g_folderCount.fetch_add(1))
                             .arg(QRandomGenerator::global()->generate(), 8, 16, QChar(u'0'));
    // mkdir with 0700 and no umask surprise: nobody else may read another user's data.
    if (::mkdir(QFile::encodeName(path).constData(), 0700) != 0) {
        if (error)
            *error = tr("cannot create the shared-memory folder %1: %2")
                         .arg(path, QString::fromLocal8Bit(std::strerror(errno)));
        return nullptr;
    }
    return std::unique_ptr<SharedMemoryFolder>(new SharedMemoryFolder(path));
}

SharedMemoryFolder::~SharedMemoryFolder()
{
    SafeRemoval::removeFolder(m_path, SafeRemoval::ownFile);
}

} // namespace weft::engine
