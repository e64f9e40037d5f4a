#include "OutputGuard.h"

#include "Operator.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <system_error>
#include <unistd.h>

namespace weft::engine {

namespace fs = std::filesystem;

namespace {

QString shown(const fs::path &path)
{
    return QDir::toNativeSeparators(QFile::decodeName(path.c_str()));
}

/// A name beside `file` that does not exist yet; the copy is made with overwrite_existing off,
/// so a name taken meanwhile makes copy_file fail rather than replace someone's file.
fs::path keptName(const fs::path &file, int attempt)
{
    const QString name = QStringLiteral(".%1.weft-kept-%2")
                             .arg(QFile::decodeName(file.filename().c_str()))
                             .arg(qint64(::getpid()) * 100 + attempt);
    return file.parent_path() / fs::path(QFile::encodeName(name).toStdString());
}

/// Whether process `pid` is gone: a kept copy it made is then a leftover, not a file a running
/// Weft will put back or delete itself. A zombie is gone too: a worker killed with its weft
/// stays one until its new parent reaps it, which in a container whose first process never
/// reaps is never, and kill() still finds it.
bool isGone(qint64 pid)
{
    if (pid <= 0)
        return false;
    if (::kill(pid_t(pid), 0) != 0)
        return errno == ESRCH;
    QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!stat.open(QIODevice::ReadOnly))
        return false;
    // "pid (name) S ...": the state follows the last ')', as the name may hold one.
    const QByteArray text = stat.readAll();
    const qsizetype end = text.lastIndexOf(')');
    return end > 0 && text.mid(end + 2, 1) == "Z";
}

/// Puts back what a Weft killed outright (kill -9, a power cut) had kept aside for `file`: the
/// run that kept it never succeeded, so the file is as that run found it again. With several,
/// the oldest kept copy (the content before the first of those runs) ends in place.
void recoverLeftovers(const fs::path &file)
{
    const QString name = QFile::decodeName(file.filename().c_str());
    const QRegularExpression kept(
        QStringLiteral("^\\.%1\\.weft-kept-(\\d{1,18})$").arg(QRegularExpression::escape(name)));
    std::vector<std::pair<fs::file_time_type, fs::path>> leftovers;
    std::error_code error;
    for (const fs::directory_entry &entry : fs::directory_iterator(file.parent_path(), error)) {
        const QRegularExpressionMatch match =
            kept.match(QFile::decodeName(entry.path().filename().c_str()));
        // Only regular files (a link is never followed) kept by a process that is gone.
        if (!match.hasMatch() || !entry.is_regular_file(error) || entry.is_symlink(error) ||
            !isGone(match.captured(1).toLongLong() / 100))
            continue;
        leftovers.emplace_back(entry.last_write_time(error), entry.path());
    }
    std::sort(leftovers.begin(), leftovers.end(), std::greater<>());
    for (const auto &[time, path] : leftovers)
        fs::rename(path, file, error);
}

} // namespace

OutputGuard::~OutputGuard()
{
    restore();
}

void OutputGuard::guard(const QString &path)
{
    std::error_code error;
    // The file a program writes when given `path`: through a link, the link's target.
    fs::path file = fs::weakly_canonical(fs::path(QFile::encodeName(path).toStdString()), error);
    if (error)
        file = fs::path(QFile::encodeName(path).toStdString()).lexically_normal();
    if (std::any_of(m_entries.begin(), m_entries.end(),
                    [&](const Entry &entry) { return entry.file == file; }))
        return;
    Entry entry{file, {}};
    recoverLeftovers(file);
    const fs::file_status status = fs::symlink_status(file, error);
    if (fs::exists(status) && status.type() != fs::file_type::regular)
        return; // a folder, a device (/dev/null), a dangling link: never copied nor removed
    if (fs::exists(status)) {
        for (int attempt = 0; attempt < 100 && entry.kept.empty(); ++attempt) {
            const fs::path kept = keptName(file, attempt);
            if (fs::exists(fs::symlink_status(kept, error)))
                continue;
            if (!fs::copy_file(file, kept, fs::copy_options::none, error)) {
                fs::remove(kept, error);
                throw OperatorError(OutputGuard::tr("cannot keep a copy of %1 before running the "
                                                    "command: %2")
                                        .arg(shown(file), QString::fromStdString(error.message())));
            }
            fs::last_write_time(kept, fs::last_write_time(file, error), error);
            entry.kept = kept;
        }
        if (entry.kept.empty())
            throw OperatorError(
                OutputGuard::tr("cannot keep a copy of %1 before running the command")
                    .arg(shown(file)));
    }
    m_entries.push_back(std::move(entry));
}

void OutputGuard::commit()
{
    std::error_code error;
    for (const Entry &entry : m_entries)
        if (!entry.kept.empty())
            fs::remove(entry.kept, error);
    m_entries.clear();
}

void OutputGuard::restore()
{
    std::error_code error;
    // Newest first, so that a file guarded twice through different names ends as it began.
    for (auto it = m_entries.rbegin(); it != m_entries.rend(); ++it) {
        if (!it->kept.empty()) {
            fs::rename(it->kept, it->file, error); // atomic: the old content, never a mixture
        } else if (fs::symlink_status(it->file, error).type() == fs::file_type::regular) {
            fs::remove(it->file, error); // never leave a half-written new output behind
        }
    }
    m_entries.clear();
}

} // namespace weft::engine
