#pragma once

#include <QCoreApplication>
#include <QSaveFile>
#include <QString>

namespace weft::engine {

/// Ends a QSaveFile: flushes it, then renames it over its target. Returns "" on success, else
/// why it failed in words a user can act on. QSaveFile::commit() alone loses the reason when
/// the last buffered bytes do not fit ("Unknown error" on a full disk): the flush keeps
/// errno's words, and a write error with none is checked against the free space, so a full
/// disk is named as such.
class FileCommit
{
    Q_DECLARE_TR_FUNCTIONS(FileCommit)

public:
    static QString commit(QSaveFile &file);
    /// The reason for a failed write on `file`, as commit() would give it.
    static QString writeError(const QSaveFile &file);
};

} // namespace weft::engine
