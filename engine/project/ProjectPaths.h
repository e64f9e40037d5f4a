#pragma once

#include "Project.h"

#include <QDir>
#include <QString>

#include <vector>

namespace weft::engine {

class OperatorRegistry;

/// What a run does with a path that a project names.
enum class PathUse {
    Reads,  ///< an input file, a folder to list, an attached dataset
    Writes, ///< an output file, the run store, the Slurm work folder
    Allows, ///< an entry of settings.outside_folders
};

/// One path a project names, with where it is named, for messages and the trust review.
struct ProjectPath
{
    NodeId node;   ///< empty for settings and datasets
    QString where; ///< e.g. "node 'read': parameter 'path'", "settings.store"
    QString path;  ///< as written in the file
    PathUse use;
};

/// Every path a project names: datasets, then settings, then node parameters of the file
/// types (InputFile, OutputFile, Folder) in node order. A command's own arguments are not
/// here: the trust review lists the whole command. Parameters left at their default and
/// values that are not strings are skipped.
std::vector<ProjectPath> projectPaths(const Project &project, const OperatorRegistry &registry);

/// True when `path` (relative to `root`, or absolute) names `root` or something below it, by
/// its text: `..` is resolved, symbolic links are not followed.
bool isInsideFolder(const QDir &root, const QString &path);

/// Where `path` (relative to `root`, or absolute) really leads when Weft opens it: cleaned as
/// its text first (as OperatorCall::path does), then every symbolic link on the way followed
/// (a dangling one too: writing through it creates its target, and a `..` in a link's target
/// is taken after the link), the part that does not exist yet appended as written. Empty when
/// the links loop.
QString realPath(const QDir &root, const QString &path);

/// True when `path` is inside `root` by its text and also where it really leads: a project
/// folder received from someone else may hold a link (`out -> ~`, `data/x.csv -> ~/.bashrc`)
/// that takes a path written inside it anywhere.
bool leadsInsideFolder(const QDir &root, const QString &path);

/// True when `path` holds a NUL or another control character (U+0000–U+001F, U+007F), which
/// would hide from a reader where a file really goes.
bool hasControlCharacter(QStringView path);

} // namespace weft::engine
