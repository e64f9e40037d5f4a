#include "SafeRemoval.h"

#include <QFile>
#include <QFileInfo>

#include <cerrno>
#include <csignal>
#include <cstring>
#include <dirent.h>
#include <fcntl.h>
#include <unistd.h>

namespace weft::engine {

namespace {

/// Deeper than any folder Weft makes (outputs: run / node / file); bounds the recursion a
/// crafted tree could ask for.
constexpr int kMaxDepth = 16;

bool removeAt(int parent, const char *name, const SafeRemoval::FileFilter &mayRemove, int depth)
{
    if (depth > kMaxDepth)
        return false;
    // O_NOFOLLOW: a link in place of the folder fails here (ELOOP / ENOTDIR) and stays.
    const int folder = ::openat(parent, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    if (folder < 0)
        return false;
    DIR *entries = ::fdopendir(folder);
    if (!entries) {
        ::close(folder);
        return false;
    }
    while (const dirent *entry = ::readdir(entries)) {
        if (std::strcmp(entry->d_name, ".") == 0 || std::strcmp(entry->d_name, "..") == 0)
            continue;
        struct stat info = {};
        if (::fstatat(folder, entry->d_name, &info, AT_SYMLINK_NOFOLLOW) != 0)
            continue;
        if (S_ISDIR(info.st_mode))
            removeAt(folder, entry->d_name, mayRemove, depth + 1);
        else if (S_ISREG(info.st_mode) && mayRemove(folder, entry->d_name, info))
            ::unlinkat(folder, entry->d_name, 0); // removes the entry, never a link's target
    }
    ::closedir(entries);
    return ::unlinkat(parent, name, AT_REMOVEDIR) == 0; // fails while anything was kept
}

} // namespace

bool SafeRemoval::removeFolder(int parent, const char *name, const FileFilter &mayRemove)
{
    return removeAt(parent, name, mayRemove, 0);
}

bool SafeRemoval::removeFolder(const QString &path, const FileFilter &mayRemove)
{
    const QFileInfo info(path);
    const int parent = ::open(QFile::encodeName(info.absolutePath()).constData(),
                              O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (parent < 0)
        return false;
    const bool removed =
        removeAt(parent, QFile::encodeName(info.fileName()).constData(), mayRemove, 0);
    ::close(parent);
    return removed;
}

bool SafeRemoval::ownFile(int, const char *, const struct stat &info)
{
    return info.st_uid == ::getuid();
}

bool SafeRemoval::writerHasEnded(const QString &name)
{
    const pid_t pid =
        pid_t(name.section(QStringLiteral("part-"), 1).section(u'-', 0, 0).toLongLong());
    return pid > 0 && ::kill(pid, 0) != 0 && errno == ESRCH;
}

} // namespace weft::engine
