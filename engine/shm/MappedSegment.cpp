#include "MappedSegment.h"

#include <QFile>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

namespace weft::engine {

namespace {

QString systemError()
{
    return QString::fromLocal8Bit(std::strerror(errno));
}

/// Closes a descriptor when the mapping is made (or making it failed): a mapping keeps the
/// file alive by itself, and a worker must not collect descriptors over thousands of tasks.
struct FdCloser
{
    int fd;
    ~FdCloser()
    {
        if (fd >= 0)
            ::close(fd);
    }
};

} // namespace

std::optional<MappedSegment> MappedSegment::create(const QString &path, qint64 size, QString *error)
{
    const QByteArray name = QFile::encodeName(path);
    const FdCloser fd{::open(name.constData(), O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0600)};
    if (fd.fd < 0) {
        if (error)
            *error = tr("cannot create %1: %2").arg(path, systemError());
        return std::nullopt;
    }
    // The messages name the file alone: a segment is also a cache entry's file, and its folder
    // (/dev/shm, .weft/cache) says which. posix_fallocate reserves the pages now, so a full
    // /dev/shm fails here with a message instead of killing the writer with SIGBUS later.
    const int failed = size > 0 ? ::posix_fallocate(fd.fd, 0, off_t(size)) : 0;
    void *data = nullptr;
    if (failed == 0 && size > 0)
        data = ::mmap(nullptr, size_t(size), PROT_READ | PROT_WRITE, MAP_SHARED, fd.fd, 0);
    if (failed != 0 || data == MAP_FAILED) {
        if (failed != 0)
            errno = failed;
        if (error)
            *error =
                tr("cannot reserve %2 bytes for %1: %3").arg(path).arg(size).arg(systemError());
        ::unlink(name.constData());
        return std::nullopt;
    }
    return MappedSegment(static_cast<char *>(data), size, true);
}

std::optional<MappedSegment> MappedSegment::openReadOnly(const QString &path, QString *error)
{
    const FdCloser fd{::open(QFile::encodeName(path).constData(), O_RDONLY | O_CLOEXEC)};
    struct stat info = {};
    if (fd.fd < 0 || ::fstat(fd.fd, &info) != 0) {
        if (error)
            *error = tr("cannot open %1: %2").arg(path, systemError());
        return std::nullopt;
    }
    const qint64 size = info.st_size;
    void *data = nullptr;
    if (size > 0)
        data = ::mmap(nullptr, size_t(size), PROT_READ, MAP_SHARED, fd.fd, 0);
    if (data == MAP_FAILED) {
        if (error)
            *error = tr("cannot map %1: %2").arg(path, systemError());
        return std::nullopt;
    }
    return MappedSegment(static_cast<char *>(data), size, false);
}

MappedSegment::MappedSegment(MappedSegment &&other) noexcept
    : m_data(std::exchange(other.m_data, nullptr))
    , m_size(std::exchange(other.m_size, 0))
    , m_writable(other.m_writable)
{}

MappedSegment &MappedSegment::operator=(MappedSegment &&other) noexcept
{
    if (this != &other) {
        if (m_data)
            ::munmap(m_data, size_t(m_size));
        m_data = std::exchange(other.m_data, nullptr);
        m_size = std::exchange(other.m_size, 0);
        m_writable = other.m_writable;
    }
    return *this;
}

MappedSegment::~MappedSegment()
{
    if (m_data)
        ::munmap(m_data, size_t(m_size));
}

} // namespace weft::engine
