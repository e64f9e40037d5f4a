#pragma once

#include "project/ProjectReader.h"
#include "project/ProjectValidator.h"

#include <QString>

#include <vector>

namespace weft::engine {
class OperatorRegistry;
}

namespace weft::app {

/// Opens project files for editing. A project that cannot run yet — a required parameter not
/// set, an input not connected, a file not written yet — is work in progress that the editor
/// saved and must open again: it loads, and its problems show as badges on the nodes. Only a
/// file the canvas cannot show is refused with the reader's one-line message: not a project,
/// node ids that are invalid or taken twice, edges between nodes or ports that do not exist.
///
/// Stateless; any thread.
class EditorProjectLoader
{
public:
    /// Validated once: `problems` (optional) gets what the nodes' badges show.
    static engine::ProjectLoadResult load(const engine::OperatorRegistry &registry,
                                          const QString &filePath,
                                          std::vector<engine::ProjectProblem> *problems = nullptr);

private:
    /// Whether the canvas can show the project: ids valid and unique, edges between existing
    /// nodes and (for known operators) existing ports.
    static bool isDrawable(const engine::OperatorRegistry &registry,
                           const engine::Project &project);
};

} // namespace weft::app
