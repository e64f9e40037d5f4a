#pragma once

#include "Project.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QDir>
#include <QString>

#include <optional>
#include <vector>

namespace weft::engine {

class OperatorRegistry;
struct ProjectProblem;

/// The outcome of reading a project: either a complete, validated project or one line that
/// names the file and the culprit. Never a partially loaded project.
struct ProjectLoadResult
{
    std::optional<Project> project;
    /// "<file>: <what is wrong>", e.g.
    /// "co2.weft: edge 'reed.table -> derive.table': node 'reed' does not exist".
    QString error;

    bool ok() const { return project.has_value(); }
};

/// Reads `.weft` files (format 1, docs/project-format.md) and validates them against an
/// operator registry. Stateless apart from the registry; safe to use from any thread.
///
///     ProjectReader reader(OperatorRegistry::builtin());
///     const ProjectLoadResult result = reader.readFile(u"examples/co2.weft"_s);
///     if (!result.ok())
///         qCritical().noquote() << result.error;
class ProjectReader
{
    Q_DECLARE_TR_FUNCTIONS(ProjectReader)

public:
    /// The largest project file read: 256 MB, far above any real project (the examples are a
    /// few kilobytes, a 100,000-node project about 20 MB), so that `/dev/zero` or a huge file
    /// cannot take the machine's memory.
    static constexpr qint64 kMaxFileBytes = qint64(256) << 20;

    explicit ProjectReader(const OperatorRegistry &registry);

    /// Reads and validates the file; relative paths in it are checked against its folder.
    ProjectLoadResult readFile(const QString &filePath) const;

    /// The bytes of the project file at `filePath`, as readFile() reads them: only from a
    /// regular file (a FIFO, a device or a folder is refused without waiting or reading) of at
    /// most kMaxFileBytes. std::nullopt with `error` set to one line naming the file.
    static std::optional<QByteArray> readBytes(const QString &filePath, QString *error);

    /// Parses and validates JSON text. `displayName` prefixes the error message; relative paths
    /// are checked against `projectDir`. Used by readFile, the clipboard and the fuzzer. With
    /// `problems`, a project that decodes is returned with every validation problem there
    /// instead of failing on the first (the editor opens work in progress).
    ProjectLoadResult parse(const QByteArray &json, const QString &displayName,
                            const QDir &projectDir,
                            std::vector<ProjectProblem> *problems = nullptr) const;

private:
    const OperatorRegistry &m_registry;
};

} // namespace weft::engine
