#include "SchemaCheck.h"

#include "NodeSchemas.h"
#include "ProjectJson.h"
#include "ops/OperatorRegistry.h"

namespace weft::engine {

namespace {

QString columnList(const DatasetSchema &schema)
{
    QStringList names = schema.columnNames();
    if (names.size() > SchemaCheck::kListedColumns) {
        names = names.first(SchemaCheck::kListedColumns);
        names.append(QString(QChar(0x2026))); // …
    }
    return names.join(QStringLiteral(", "));
}

} // namespace

std::vector<ProjectProblem> SchemaCheck::problems(const Project &project, const QDir &projectDir,
                                                  const OperatorRegistry &registry)
{
    return problems(project.graph, computeNodeSchemas(project.graph, registry, projectDir),
                    registry);
}

std::vector<ProjectProblem> SchemaCheck::problems(const Graph &graph,
                                                  const std::vector<NodeSchema> &schemas,
                                                  const OperatorRegistry &registry)
{
    std::vector<ProjectProblem> problems;
    for (size_t i = 0; i < schemas.size(); ++i) {
        const Node &node = graph.nodes[i];
        const Operator *op = registry.find(node.operatorId);
        for (const MissingColumn &missing : schemas[i].missingColumns) {
            const OperatorSpec &spec = op->spec();
            const DatasetSchema &input = schemas[i].inputs[size_t(missing.port)].front();
            // Name the port only where there is more than one to tell apart (a join's left).
            const QString message =
                spec.inputs.size() > 1
                    ? tr("node %1: parameter %2 names column %3, which its input %4 does not "
                         "have (it has: %5)")
                          .arg(quoted(node.id.toString()), quoted(missing.param),
                               quoted(missing.column),
                               quoted(spec.inputs[size_t(missing.port)].name), columnList(input))
                    : tr("node %1: parameter %2 names column %3, which its input does not have "
                         "(it has: %4)")
                          .arg(quoted(node.id.toString()), quoted(missing.param),
                               quoted(missing.column), columnList(input));
            problems.push_back({node.id, oneLine(message)});
        }
        for (const RejectedParam &rejected : schemas[i].rejected)
            problems.push_back(
                {node.id, oneLine(tr("node %1: parameter %2: %3")
                                      .arg(quoted(node.id.toString()), quoted(rejected.param),
                                           rejected.message))});
    }
    return problems;
}

} // namespace weft::engine
