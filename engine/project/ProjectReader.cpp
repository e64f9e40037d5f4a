#include "ProjectReader.h"

#include "ProjectDecoder.h"
#include "ProjectValidator.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

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

ProjectLoadResult ProjectReader::readFile(const QString &filePath) const
{
    QFile file(filePath);
    if (!file.open(QIODevice::ReadOnly))
        return failure(filePath, tr("cannot open: %1").arg(file.errorString()));
    const QByteArray bytes = file.readAll();
    if (file.error() != QFileDevice::NoError)
        return failure(filePath, tr("cannot read: %1").arg(file.errorString()));
    return parse(bytes, filePath, QFileInfo(filePath).absoluteDir());
}

ProjectLoadResult ProjectReader::parse(const QByteArray &json, const QString &displayName,
                                       const QDir &projectDir) const
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
    const std::vector<ProjectProblem> problems =
        ProjectValidator(m_registry).validate(*project, projectDir);
    if (!problems.empty())
        return failure(displayName, problems.front().message);
    return ProjectLoadResult{std::move(project), {}};
}

} // namespace weft::engine
