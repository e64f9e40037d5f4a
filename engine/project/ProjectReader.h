#pragma once

#include "Project.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QDir>
#include <QString>

#include <optional>

namespace weft::engine {

class OperatorRegistry;

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
    explicit ProjectReader(const OperatorRegistry &registry);

    /// Reads and validates the file; relative paths in it are checked against its folder.
    ProjectLoadResult readFile(const QString &filePath) const;

    /// Parses and validates JSON text. `displayName` prefixes the error message; relative paths
    /// are checked against `projectDir`. Used by readFile, the clipboard and the fuzzer.
    ProjectLoadResult parse(const QByteArray &json, const QString &displayName,
                            const QDir &projectDir) const;

private:
    const OperatorRegistry &m_registry;
};

} // namespace weft::engine
