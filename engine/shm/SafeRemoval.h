#pragma once

#include <QString>

#include <functional>
#include <sys/stat.h>

namespace weft::engine {

/// Removes a folder Weft made without ever following a symbolic link, so that a link planted
/// where Weft keeps its own files (a project received from someone else, a same-user link in
/// /dev/shm) cannot make Weft delete what the link points to. Each level is opened with
/// openat(O_NOFOLLOW | O_DIRECTORY) relative to its parent and entries are removed with
/// unlinkat(), so a folder swapped for a link between the check and the removal is not
/// followed either. Only real folders are entered and only regular files the caller accepts
/// are deleted; links, devices, FIFOs and refused files stay, and with them the folders that
/// hold them.
///
/// Thread-safe: no state.
class SafeRemoval
{
public:
    /// Whether a regular file may be deleted: its folder (open), its name and lstat() result.
    using FileFilter = std::function<bool(int folder, const char *name, const struct stat &info)>;

    /// Removes the real folder `name` in the folder open as `parent` with the files `mayRemove`
    /// accepts, recursively, then the folder itself when that left it empty. True when the
    /// folder is gone; false when it was a link (left alone), is missing, or kept something.
    static bool removeFolder(int parent, const char *name, const FileFilter &mayRemove);

    /// removeFolder() for the last component of `path`; the folders above it are the caller's.
    static bool removeFolder(const QString &path, const FileFilter &mayRemove);

    /// Accepts every regular file owned by the calling user.
    static bool ownFile(int folder, const char *name, const struct stat &info);

    /// Whether the process that was writing the temporary file or folder `name` (Weft names
    /// them `….part-<pid>-<n>`) has ended: what it left is half-written for good.
    static bool writerHasEnded(const QString &name);
};

} // namespace weft::engine
