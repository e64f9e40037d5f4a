#pragma once

#include "project/Project.h"

#include <QDateTime>
#include <QLockFile>
#include <QString>

#include <memory>
#include <optional>
#include <vector>

namespace weft::app {

/// Autosave copies of unsaved work, so that a crash loses at most a few seconds of editing.
/// Each running window owns one session in a folder (by default the application's local data
/// folder, "recovery/"): `<session>.weft` (the project as it was), `<session>.json` (which file
/// it belongs to) and `<session>.lock`, a QLockFile held while the session lives. A session
/// whose lock nobody holds any more ended without cleaning up — a crash — and is offered for
/// recovery on the next start. Sessions end cleanly by discard().
///
/// Writes are atomic (QSaveFile), so a crash while autosaving leaves the previous copy. GUI
/// thread only.
class RecoveryStore
{
public:
    /// A copy left behind by a session that ended unexpectedly.
    struct Entry
    {
        QString session;    ///< the session's id (its files' base name)
        QString sourceFile; ///< the project's own file; empty for an untitled project
        QDateTime savedAt;  ///< when the copy was written
    };

    /// Starts a session in `folder` (created when missing); an empty folder uses the
    /// application's local data folder.
    explicit RecoveryStore(const QString &folder = {});
    ~RecoveryStore();
    RecoveryStore(const RecoveryStore &) = delete;
    RecoveryStore &operator=(const RecoveryStore &) = delete;

    QString folder() const { return m_folder; }

    /// Writes the copy of `project` (whose file is `sourceFile`, may be empty). False when the
    /// folder is not writable (autosave then stays silent: it must never interrupt editing).
    bool save(const engine::Project &project, const QString &sourceFile);
    /// Removes this session's copy (after a save, or when the changes were discarded).
    void discard();
    bool hasCopy() const;

    /// Copies left by sessions that crashed, newest first; never this session's own.
    std::vector<Entry> orphans() const;
    /// The path of an orphan's project copy.
    QString copyPath(const QString &session) const;
    /// Removes an orphan's files once it has been recovered or declined.
    void removeOrphan(const QString &session) const;

private:
    QString path(const QString &session, const char *suffix) const;

    QString m_folder;
    QString m_session;
    std::unique_ptr<QLockFile> m_lock;
};

} // namespace weft::app
