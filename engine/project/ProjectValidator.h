#pragma once

#include "Project.h"

#include <QCoreApplication>
#include <QDir>
#include <QString>
#include <QStringList>

#include <vector>

namespace weft::engine {

class OperatorRegistry;
struct OperatorSpec;

/// Whether nodes of the operator may run as map nodes: a map node applies the operation to the
/// items of its first input (table rows, array elements along the first axis, files of a list)
/// batch by batch and joins what each batch produced, so the operator must allow it
/// (OperatorSpec::canMap) and the first input and every output must be a table, an array or a
/// file list (a first input of any kind must bring one when it runs). The validator and the
/// editor's inspector both ask; `spec` is a node's (Operator::specFor) for its outputs.
bool canRunAsMap(const OperatorSpec &spec);

/// One thing that stops a project from running.
struct ProjectProblem
{
    NodeId node;     ///< the node to highlight; empty when the problem is not about one node
    QString message; ///< one line naming the culprit, e.g. "node 'read': unknown operator 'x'"

    friend bool operator==(const ProjectProblem &, const ProjectProblem &) = default;
};

/// Checks a project against an operator registry and the files beside it: ids, operators,
/// parameters, edges and their ports, how many edges feed each input, cycles, run settings,
/// that every node reading a file another node writes runs after it (GraphFiles), and that
/// referenced files exist or are written by a node of the graph. The reader reports the first
/// problem; the editor can show all of them on the canvas. Stateless apart from the registry; safe
/// on any thread.
///
///     const ProjectValidator validator(OperatorRegistry::builtin());
///     for (const ProjectProblem &problem : validator.validate(project, projectDir))
///         markNode(problem.node, problem.message);
class ProjectValidator
{
    Q_DECLARE_TR_FUNCTIONS(ProjectValidator)

public:
    explicit ProjectValidator(const OperatorRegistry &registry);

    /// Every problem, in this order: settings, datasets, frames and comments, nodes (in file
    /// order: id, operator,
    /// parameters, run settings), edges (in file order), inputs, a cycle, paths (control
    /// characters; writes outside the project's folder that settings.outside_folders does not
    /// allow), reads of written files without an edge path from their writer, the files, which
    /// need the disk, and last the column names that parameters give, against the schemas
    /// known before the run (SchemaCheck). Relative paths are resolved against
    /// `projectDir`. Empty when the project is ready to run.
    std::vector<ProjectProblem> validate(const Project &project, const QDir &projectDir) const;

private:
    const OperatorRegistry &m_registry;
};

} // namespace weft::engine
