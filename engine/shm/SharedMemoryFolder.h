#pragma once

#include <QCoreApplication>
#include <QString>

#include <memory>

namespace weft::engine {

/// The per-run folder that holds a run's shared-memory segments, created 0700 in the base
/// folder and removed with everything in it when this object goes away: at the end of a run,
/// on cancel and on failure alike.
///
/// The base folder is `$WEFT_TEMP_DIR` when set, else `/dev/shm` when it has at least 2 GB
/// free (a tmpfs: segments cost no disk I/O), else the system temp folder. Folders are named
/// `weft-<pid>-<n>-<random>`; creating one first sweeps the folders of owners that are gone
/// (a run that was killed), so a crash leaves nothing behind for long.
///
/// Thread-safe: the path is fixed after creation.
class SharedMemoryFolder
{
    Q_DECLARE_TR_FUNCTIONS(SharedMemoryFolder)

public:
    static constexpr qint64 kMinFreeShmBytes = 2LL * 1024 * 1024 * 1024;

    /// Creates a new run folder (after sweeping stale ones). Null and `error` set on failure.
    static std::unique_ptr<SharedMemoryFolder> create(QString *error);
    ~SharedMemoryFolder();
    SharedMemoryFolder(const SharedMemoryFolder &) = delete;
    SharedMemoryFolder &operator=(const SharedMemoryFolder &) = delete;

    const QString &path() const { return m_path; }

    /// Where run folders go, per the rule above.
    static QString baseDir();
    /// Removes the `weft-<pid>-*` folders in `base` whose pid is no longer alive and that
    /// belong to this user; returns how many it removed.
    static int sweepStale(const QString &base);

private:
    explicit SharedMemoryFolder(QString path)
        : m_path(std::move(path))
    {}
    QString m_path;
};

} // namespace weft::engine
