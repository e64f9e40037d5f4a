#pragma once

#include "project/Project.h"

#include <QDir>
#include <QString>

namespace weft::engine {
class OperatorRegistry;
}

namespace weft::app {

/// Rewrites the paths a project holds for the folder its file is written to: the relative paths
/// it reads so that they name the same files when the project file moves to another folder
/// (Save As; what it writes stays relative, so the copy writes beside itself, inside its own
/// folder as a run requires), and
/// the absolute paths of a project saved for the first time (chosen with Browse while it had no
/// folder) so that they are relative to its new folder, as they would have been had it been
/// saved first. Touches attached datasets and the InputFile/OutputFile/Folder parameters of
/// nodes; every other value stays as it is. Stateless.
class ProjectPathRebaser
{
public:
    /// The project as it must be written into `to` so that the relative paths it reads, from
    /// `from` until now, still point at the same files; its output files stay as written.
    static engine::Project rebased(engine::Project project, const QDir &from, const QDir &to,
                                   const engine::OperatorRegistry &registry);

    /// `path` relative to `to`, if it is relative (to `from`); otherwise `path` unchanged.
    /// Uses '/' separators, as project files do.
    static QString rebasedPath(const QString &path, const QDir &from, const QDir &to);

    /// The project as it must be written into `to` when it had no file before: its absolute
    /// paths relative to `to`; its relative ones (already meant for the project's folder, as
    /// in a template) kept.
    static engine::Project anchored(engine::Project project, const QDir &to,
                                    const engine::OperatorRegistry &registry);

    /// `path` relative to `to` if it is absolute; otherwise `path` unchanged. '/' separators.
    static QString anchoredPath(const QString &path, const QDir &to);
};

} // namespace weft::app
