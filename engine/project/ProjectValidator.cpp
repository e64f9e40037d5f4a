#include "ProjectValidator.h"

#include "ProjectJson.h"
#include "ops/OperatorRegistry.h"

#include <QFileInfo>
#include <QHash>
#include <QSet>

#include <algorithm>
#include <utility>

using namespace Qt::StringLiterals;

namespace weft::engine {

namespace {

/// The state of one validate() call, shared by the checks below.
struct Context
{
    const Project &project;
    const QDir &projectDir;
    const OperatorRegistry &registry;
    std::vector<const OperatorSpec *> specs; ///< per node index; nullptr for unknown operators
    QHash<NodeId, int> index;                ///< node id to the index of its first node
    /// Edges per input port, as (node index, port name); filled by checkEdges.
    QHash<std::pair<int, QString>, int> fanIn;
    std::vector<ProjectProblem> problems;

    void add(NodeId node, QString message)
    {
        problems.push_back(ProjectProblem{std::move(node), std::move(message)});
    }
};

QString nodeText(const NodeId &id)
{
    return quoted(id.toString());
}

QString endpoint(const NodeId &node, const QString &port)
{
    return node.toString() + u'.' + port;
}

QString edgeText(const Edge &edge)
{
    return quoted(endpoint(edge.fromNode, edge.fromPort) + u" -> " +
                  endpoint(edge.toNode, edge.toPort));
}

bool fileExists(const QDir &dir, const QString &path)
{
    // Qt warns about file names with NUL in them; such a name can never exist anyway.
    return !path.contains(QChar(0)) && QFileInfo(dir, path).exists();
}

/// What `value` should have been, or an empty string when it suits the parameter's type.
QString paramTypeError(const ParamSpec &spec, const QJsonValue &value)
{
    switch (spec.type) {
    case ParamType::Integer:
        return jsonInteger(value) ? QString() : ProjectValidator::tr("an integer");
    case ParamType::Number:
        return value.isDouble() ? QString() : ProjectValidator::tr("a number");
    case ParamType::Boolean:
        return value.isBool() ? QString() : ProjectValidator::tr("true or false");
    case ParamType::Choice: {
        if (value.isString() && spec.allowed.contains(value.toString()))
            return {};
        QStringList choices;
        for (const QString &choice : spec.allowed)
            choices << quoted(choice);
        return ProjectValidator::tr("one of %1").arg(choices.join(u", "_s));
    }
    case ParamType::String:
    case ParamType::InputFile:
    case ParamType::OutputFile:
    case ParamType::Expression:
    case ParamType::Code:
        break;
    }
    if (!value.isString())
        return ProjectValidator::tr("a string (%1)").arg(paramTypeName(spec.type));
    const bool isFile = spec.type == ParamType::InputFile || spec.type == ParamType::OutputFile;
    if (isFile && value.toString().isEmpty())
        return ProjectValidator::tr("a file name");
    return {};
}

void checkParams(Context &ctx, const Node &node, const OperatorSpec &spec)
{
    for (auto it = node.params.begin(); it != node.params.end(); ++it) {
        const ParamSpec *param = spec.findParam(it.key());
        if (!param) {
            ctx.add(node.id, ProjectValidator::tr("node %1: unknown parameter %2 for operator %3")
                                 .arg(nodeText(node.id), quoted(it.key()), quoted(spec.id)));
            continue;
        }
        const QJsonValue value = it.value();
        const QString expected = paramTypeError(*param, value);
        if (expected.isEmpty())
            continue;
        QString found = jsonValueText(value);
        if (value.isString() && value.toString().isEmpty())
            found = ProjectValidator::tr("an empty string");
        else if (param->type == ParamType::Choice && value.isString())
            found = quoted(value.toString());
        ctx.add(node.id, ProjectValidator::tr("node %1: parameter %2 must be %3, not %4")
                             .arg(nodeText(node.id), quoted(param->name), expected, found));
    }
    for (const ParamSpec &param : spec.params) {
        if (param.isRequired() && !node.params.contains(param.name))
            ctx.add(node.id, ProjectValidator::tr("node %1: missing required parameter %2")
                                 .arg(nodeText(node.id), quoted(param.name)));
    }
}

/// Checks a backend name and the counts that must not be negative, for a node or the project.
void checkRunSettings(Context &ctx, const NodeId &node, const QString &owner,
                      const NodeRunSettings &run)
{
    const QStringList &backends = ProjectValidator::backendNames();
    if (!run.backend.isEmpty() && !backends.contains(run.backend))
        ctx.add(node, ProjectValidator::tr("%1: unknown backend %2; use %3")
                          .arg(owner, quoted(run.backend), backends.join(u", "_s)));
    if (run.retries < 0)
        ctx.add(node, ProjectValidator::tr("%1: retries must be 0 or more, not %2")
                          .arg(owner, QString::number(run.retries)));
    if (run.timeoutSeconds < 0)
        ctx.add(node, ProjectValidator::tr("%1: timeout_s must be 0 (none) or more, not %2")
                          .arg(owner, QString::number(run.timeoutSeconds)));
    if (run.batchSize < 0)
        ctx.add(node, ProjectValidator::tr("%1: batch_size must be 0 (tuned) or more, not %2")
                          .arg(owner, QString::number(run.batchSize)));
    if (run.batchWaitMs < 0)
        ctx.add(node, ProjectValidator::tr("%1: batch_wait_ms must be 0 or more, not %2")
                          .arg(owner, QString::number(run.batchWaitMs)));
    if (run.batchLowerMs < 0 || run.batchUpperMs < 0 ||
        (run.batchLowerMs > 0 && run.batchUpperMs > 0 && run.batchLowerMs >= run.batchUpperMs))
        ctx.add(node, ProjectValidator::tr("%1: batch_lower_ms (%2) must be below batch_upper_ms "
                                           "(%3), both 0 (the backend's) or more")
                          .arg(owner, QString::number(run.batchLowerMs),
                               QString::number(run.batchUpperMs)));
    static const QStringList itemErrors{u"fail"_s, u"skip"_s, u"record"_s};
    if (!run.onItemError.isEmpty() && !itemErrors.contains(run.onItemError))
        ctx.add(node, ProjectValidator::tr("%1: unknown on_item_error %2; use %3")
                          .arg(owner, quoted(run.onItemError), itemErrors.join(u", "_s)));
}

/// A map node applies its operation to the rows of its first input, batch by batch, and joins
/// the tables each batch produced: that needs a table to map over and table outputs to join.
void checkMap(Context &ctx, const Node &node, const OperatorSpec &spec)
{
    if (!node.run.map)
        return;
    const bool tableInput = !spec.inputs.empty() && spec.inputs.front().kind == DataKind::Table;
    const bool tableOutputs =
        !spec.outputs.empty() &&
        std::all_of(spec.outputs.begin(), spec.outputs.end(),
                    [](const PortSpec &port) { return port.kind == DataKind::Table; });
    if (!tableInput || !tableOutputs)
        ctx.add(node.id, ProjectValidator::tr("node %1: %2 cannot run as a map node: it needs a "
                                              "table as its first input and tables as outputs")
                             .arg(nodeText(node.id), quoted(spec.id)));
}

void checkSettings(Context &ctx)
{
    const ProjectSettings &settings = ctx.project.settings;
    NodeRunSettings asRun;
    asRun.backend = settings.backend;
    checkRunSettings(ctx, {}, ProjectValidator::tr("settings"), asRun);
    if (settings.jobs < -1)
        ctx.add({}, ProjectValidator::tr("settings: jobs must be -1 (all cores) or 1 or more, "
                                         "not %1")
                        .arg(settings.jobs));
}

void checkDatasets(Context &ctx)
{
    QSet<QString> seen;
    for (size_t i = 0; i < ctx.project.datasets.size(); ++i) {
        const AttachedDataset &dataset = ctx.project.datasets[i];
        if (dataset.id.isEmpty())
            ctx.add({}, ProjectValidator::tr("datasets[%1]: empty id").arg(i));
        else if (seen.contains(dataset.id))
            ctx.add({}, ProjectValidator::tr("duplicate dataset id %1").arg(quoted(dataset.id)));
        seen.insert(dataset.id);
        if (dataset.path.isEmpty())
            ctx.add({}, ProjectValidator::tr("dataset %1: empty path").arg(quoted(dataset.id)));
    }
}

void checkNodes(Context &ctx)
{
    const auto &nodes = ctx.project.graph.nodes;
    ctx.specs.assign(nodes.size(), nullptr);
    ctx.index.reserve(qsizetype(nodes.size()));
    for (size_t i = 0; i < nodes.size(); ++i) {
        const Node &node = nodes[i];
        if (!NodeId::isValid(node.id.toString()))
            ctx.add(node.id, ProjectValidator::tr("invalid node id %1: use letters, digits, '_' "
                                                  "and '-', starting with a letter or '_'")
                                 .arg(nodeText(node.id)));
        if (ctx.index.contains(node.id))
            ctx.add(node.id, ProjectValidator::tr("duplicate node id %1").arg(nodeText(node.id)));
        else
            ctx.index.insert(node.id, int(i));
        const Operator *op = ctx.registry.find(node.operatorId);
        if (op) {
            ctx.specs[i] = &op->spec();
            checkParams(ctx, node, op->spec());
            checkMap(ctx, node, op->spec());
        } else {
            ctx.add(node.id, ProjectValidator::tr("node %1: unknown operator %2")
                                 .arg(nodeText(node.id), quoted(node.operatorId)));
        }
        checkRunSettings(ctx, node.id, ProjectValidator::tr("node %1").arg(nodeText(node.id)),
                         node.run);
    }
}

/// The port spec an edge end names, or nullptr after reporting why there is none. `spec` is
/// null for a node whose operator is unknown: that was reported already, the port is unknown.
const PortSpec *edgePort(Context &ctx, const Edge &edge, bool output, const NodeId &node,
                         const QString &port, int nodeIndex, const NodeId &culprit)
{
    if (nodeIndex < 0) {
        ctx.add(culprit, ProjectValidator::tr("edge %1: node %2 does not exist")
                             .arg(edgeText(edge), nodeText(node)));
        return nullptr;
    }
    const OperatorSpec *spec = ctx.specs[size_t(nodeIndex)];
    if (!spec)
        return nullptr;
    const PortSpec *found = output ? spec->findOutput(port) : spec->findInput(port);
    if (!found) {
        const QString message = output ? ProjectValidator::tr("edge %1: node %2 (%3) has no "
                                                              "output port %4")
                                       : ProjectValidator::tr("edge %1: node %2 (%3) has no "
                                                              "input port %4");
        ctx.add(culprit,
                message.arg(edgeText(edge), nodeText(node), quoted(spec->id), quoted(port)));
    }
    return found;
}

void checkEdges(Context &ctx)
{
    for (const Edge &edge : ctx.project.graph.edges) {
        const int from = ctx.index.value(edge.fromNode, -1);
        const int to = ctx.index.value(edge.toNode, -1);
        // Highlight the node the edge enters, or the one it leaves when that one is missing.
        const NodeId culprit = to >= 0 ? edge.toNode : from >= 0 ? edge.fromNode : NodeId();
        const PortSpec *out =
            edgePort(ctx, edge, true, edge.fromNode, edge.fromPort, from, culprit);
        const PortSpec *in = edgePort(ctx, edge, false, edge.toNode, edge.toPort, to, culprit);
        if (in)
            ++ctx.fanIn[{to, edge.toPort}];
        if (out && in && !isCompatible(out->kind, in->kind)) {
            ctx.add(culprit,
                    ProjectValidator::tr("edge %1: output %2 (%3) cannot feed input %4 (%5)")
                        .arg(edgeText(edge), quoted(endpoint(edge.fromNode, edge.fromPort)),
                             dataKindName(out->kind), quoted(endpoint(edge.toNode, edge.toPort)),
                             dataKindName(in->kind)));
        }
    }
}

void checkInputs(Context &ctx)
{
    const auto &nodes = ctx.project.graph.nodes;
    for (size_t i = 0; i < nodes.size(); ++i) {
        const OperatorSpec *spec = ctx.specs[i];
        // A duplicate id's edges all went to its first node; it was reported once already.
        if (!spec || ctx.index.value(nodes[i].id) != int(i))
            continue;
        const QString node = nodeText(nodes[i].id);
        for (const PortSpec &port : spec->inputs) {
            const int count = ctx.fanIn.value({int(i), port.name});
            if (count == 0 && port.optional)
                continue;
            if (count == 0 && port.variadic)
                ctx.add(nodes[i].id, ProjectValidator::tr("node %1: input port %2 needs at "
                                                          "least one edge")
                                         .arg(node, quoted(port.name)));
            else if (count == 0)
                ctx.add(nodes[i].id, ProjectValidator::tr("node %1: input port %2 is not "
                                                          "connected")
                                         .arg(node, quoted(port.name)));
            else if (count > 1 && !port.variadic)
                ctx.add(nodes[i].id, ProjectValidator::tr("node %1: input port %2 is fed by %3 "
                                                          "edges; it takes one")
                                         .arg(node, quoted(port.name), QString::number(count)));
        }
    }
}

void checkCycle(Context &ctx)
{
    const std::vector<NodeId> cycle = ctx.project.graph.findCycle();
    if (cycle.empty())
        return;
    QStringList names;
    for (const NodeId &id : cycle)
        names << nodeText(id);
    names << nodeText(cycle.front());
    ctx.add(cycle.front(),
            ProjectValidator::tr("the graph has a cycle: %1").arg(names.join(u" -> "_s)));
}

void checkFiles(Context &ctx)
{
    for (const AttachedDataset &dataset : ctx.project.datasets) {
        if (!dataset.path.isEmpty() && !fileExists(ctx.projectDir, dataset.path))
            ctx.add({}, ProjectValidator::tr("dataset %1: file %2 does not exist")
                            .arg(quoted(dataset.id), quoted(dataset.path)));
    }
    const auto &nodes = ctx.project.graph.nodes;
    for (size_t i = 0; i < nodes.size(); ++i) {
        if (!ctx.specs[i])
            continue;
        for (const ParamSpec &param : ctx.specs[i]->params) {
            if (param.type != ParamType::InputFile)
                continue;
            const QJsonValue value = nodes[i].params.value(param.name);
            // Only well-typed, non-empty names: the others were reported as parameter errors.
            if (!value.isString() || value.toString().isEmpty() ||
                fileExists(ctx.projectDir, value.toString()))
                continue;
            ctx.add(nodes[i].id,
                    ProjectValidator::tr("node %1: parameter %2: file %3 does not "
                                         "exist")
                        .arg(nodeText(nodes[i].id), quoted(param.name), quoted(value.toString())));
        }
    }
}

} // namespace

ProjectValidator::ProjectValidator(const OperatorRegistry &registry)
    : m_registry(registry)
{}

std::vector<ProjectProblem> ProjectValidator::validate(const Project &project,
                                                       const QDir &projectDir) const
{
    Context ctx{project, projectDir, m_registry, {}, {}, {}, {}};
    checkSettings(ctx);
    checkDatasets(ctx);
    checkNodes(ctx);
    checkEdges(ctx);
    checkInputs(ctx);
    checkCycle(ctx);
    checkFiles(ctx);
    return std::move(ctx.problems);
}

const QStringList &ProjectValidator::backendNames()
{
    static const QStringList names{u"sequential"_s, u"threads"_s, u"processes"_s};
    return names;
}

} // namespace weft::engine
