#include "OutputGuard.h"

#include "Operator.h"

#include <QDir>
#include <QFile>

#include <algorithm>
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
