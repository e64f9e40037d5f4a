#pragma once

#include "project/Project.h"

#include <QDir>
#include <QString>

namespace weft::engine {
class OperatorRegistry;
}

namespace weft::app {

/// Rewrites the relative paths a project holds so that they name the same files when the
/// project file moves to another folder (Save As). Touches attached datasets and the
/// InputFile/OutputFile/Folder parameters of nodes; absolute paths and every other value stay as
/// they are. Stateless.
class ProjectPathRebaser
{
public:
    /// The project as it must be written into `to` so that its relative paths, read from
    /// `from` until now, still point at the same files.
    static engine::Project rebased(engine::Project project, const QDir &from, const QDir &to,
                                   const engine::OperatorRegistry &registry);

    /// `path` relative to `to`, if it is relative (to `from`); otherwise `path` unchanged.
    /// Uses '/' separators, as project files do.
    static QString rebasedPath(const QString &path, const QDir &from, const QDir &to);
};

} // namespace weft::app
