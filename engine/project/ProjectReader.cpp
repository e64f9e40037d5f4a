#include "ProjectReader.h"

#include "ProjectDecoder.h"
#include "ProjectValidator.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace weft::engine {

namespace {

ProjectLoadResult failure(const QString &displayName, const QString &culprit)
{
    return ProjectLoadResult{std::nullopt, displayName + u": " + culprit};
}

/// 1-based line and column of a byte offset. Columns count characters, not bytes, so they
/// match what an editor shows for UTF-8 text (UTF-8 continuation bytes are not counted).
std::pair<qsizetype, qsizetype> lineAndColumn(const QByteArray &text, qsizetype offset)
{
    offset = std::clamp<qsizetype>(offset, 0, text.size());
    qsizetype line = 1;
    qsizetype column = 1;
    for (qsizetype i = 0; i < offset; ++i) {
        const auto byte = static_cast<unsigned char>(text[i]);
        if (byte == '\n') {
            ++line;
            column = 1;
        } else if ((byte & 0xc0) != 0x80) {
            ++column;
        }
    }
    return {line, column};
}

} // namespace

ProjectReader::ProjectReader(const OperatorRegistry &registry)
    : m_registry(registry)
{}

std::optional<QByteArray> ProjectReader::readBytes(const QString &filePath, QString *error)
{
    const auto refuse = [&](const QString &culprit) {
        *error = filePath + u": " + culprit;
        return std::nullopt;
    };
    // Without O_NONBLOCK, opening a FIFO waits for a writer that may never come; the type is
    // then checked on what was opened, so nothing can be swapped in between.
    const int fd = ::open(QFile::encodeName(filePath).constData(),
                          O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
    if (fd < 0)
        return refuse(tr("cannot open: %1").arg(QString::fromLocal8Bit(std::strerror(errno))));
    struct stat status = {};
    if (::fstat(fd, &status) != 0 || !S_ISREG(status.st_mode)) {
        const bool folder = S_ISDIR(status.st_mode);
        ::close(fd);
        return refuse(folder ? tr("cannot open: it is a folder, not a project file")
                             : tr("cannot open: not a regular file (a FIFO, a device or a "
                                  "socket); a project is a file"));
    }
    const QString tooBig =
        tr("the file is larger than the %1 MB a project may have").arg(kMaxFileBytes >> 20);
    if (status.st_size > kMaxFileBytes) {
        ::close(fd);
        return refuse(tooBig);
    }
    QFile file;
    if (!file.open(fd, QIODevice::ReadOnly, QFileDevice::AutoCloseHandle)) {
        ::close(fd);
        return refuse(tr("cannot open: %1").arg(file.errorString()));
    }
    // At most one byte more than allowed: a file that grew since fstat() is refused too.
    const QByteArray bytes = file.read(kMaxFileBytes + 1);
    if (file.error() != QFileDevice::NoError)
        return refuse(tr("cannot read: %1").arg(file.errorString()));
    if (bytes.size() > kMaxFileBytes)
        return refuse(tooBig);
    return bytes;
}

ProjectLoadResult ProjectReader::readFile(const QString &filePath) const
{
    QString error;
    const std::optional<QByteArray> bytes = readBytes(filePath, &error);
    if (!bytes)
        return ProjectLoadResult{std::nullopt, error};
    return parse(*bytes, filePath, QFileInfo(filePath).absoluteDir());
}

ProjectLoadResult ProjectReader::parse(const QByteArray &json, const QString &displayName,
                                       const QDir &projectDir,
                                       std::vector<ProjectProblem> *problems) const
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        const auto [line, column] = lineAndColumn(json, parseError.offset);
        return failure(displayName, tr("invalid JSON at line %1, column %2: %3")
                                        .arg(QString::number(line), QString::number(column),
                                             parseError.errorString()));
    }
    if (!document.isObject())
        return failure(displayName, tr("the file must hold a JSON object, not an array"));

    QString error;
    std::optional<Project> project = ProjectDecoder::decode(document.object(), &error);
    if (!project)
        return failure(displayName, error);
    std::vector<ProjectProblem> found = ProjectValidator(m_registry).validate(*project, projectDir);
    if (problems)
        *problems = std::move(found);
    else if (!found.empty())
        return failure(displayName, found.front().message);
    return ProjectLoadResult{std::move(project), {}};
}

} // namespace weft::engine
