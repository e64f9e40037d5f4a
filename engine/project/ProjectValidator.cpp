#include "ProjectValidator.h"

#include "EdgeRule.h"
#include "GraphFiles.h"
#include "ProjectJson.h"
#include "ProjectPaths.h"
#include "SchemaCheck.h"
#include "ops/OperatorRegistry.h"

#include <QFileInfo>
#include <QHash>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <iterator>
#include <utility>

using namespace Qt::StringLiterals;

namespace weft::engine {

namespace {

/// The state of one validate() call, shared by the checks below.
struct Context
{
    Context(const Project &project_, const QDir &projectDir_, const OperatorRegistry &registry_)
        : project(project_)
        , projectDir(projectDir_)
        , rule(project_.graph, registry_)
        , files(project_.graph, rule, registry_, projectDir_)
        , registry(registry_)
    {}

    const Project &project;
    const QDir &projectDir;
    const EdgeRule rule; ///< node ids to indices, operators, and what every edge must be
    GraphFiles files;    ///< what the nodes read and write, and which inputs have edges
    const OperatorRegistry &registry;
    /// Edges per input port, as (node index, port name); filled by checkEdges.
    QHash<std::pair<int, QString>, int> fanIn;
    std::vector<ProjectProblem> problems;

    void add(NodeId node, QString message)
    {
        problems.push_back(ProjectProblem{std::move(node), std::move(message)});
    }

    /// Whether an edge into the node's input takes the place of the parameter (a reader's
    /// `path`), which the run then ignores.
    bool isReplaced(const Node &node, const ParamSpec &param) const
    {
        return !param.replacedByInput.isEmpty() && files.isFed(node.id, param.replacedByInput);
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
    case ParamType::Folder:
        break;
    }
    if (!value.isString())
        return ProjectValidator::tr("a string (%1)").arg(paramTypeName(spec.type));
    const bool isFile = spec.type == ParamType::InputFile || spec.type == ParamType::OutputFile;
    if (isFile && value.toString().isEmpty())
        return ProjectValidator::tr("a file name");
    if (spec.type == ParamType::Folder && value.toString().isEmpty())
        return ProjectValidator::tr("a folder name");
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
        if (value.isString() && ctx.isReplaced(node, *param))
            continue;
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
        else if (!param.replacedByInput.isEmpty() && !node.params.contains(param.name) &&
                 !ctx.isReplaced(node, param))
            ctx.add(node.id,
                    ProjectValidator::tr("node %1: parameter %2 must name a file, or an "
                                         "edge must feed the input %3")
                        .arg(nodeText(node.id), quoted(param.name), quoted(param.replacedByInput)));
    }
}

/// Checks a backend name and the counts that must not be negative, for a node or the project.
void checkRunSettings(Context &ctx, const NodeId &node, const QString &owner,
                      const NodeRunSettings &run)
{
    if (!run.backend.isEmpty() && !parseBackendKind(run.backend))
        ctx.add(node, ProjectValidator::tr("%1: unknown backend %2; use %3")
                          .arg(owner, quoted(run.backend), backendKindNames().join(u", "_s)));
    if (run.resources.cpus < 0)
        ctx.add(node, ProjectValidator::tr("%1: slurm.cpus must be 0 (the cluster's default) or "
                                           "more, not %2")
                          .arg(owner, QString::number(run.resources.cpus)));
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
    if (!run.onItemError.isEmpty() && !parseItemErrorPolicy(run.onItemError))
        ctx.add(node,
                ProjectValidator::tr("%1: unknown on_item_error %2; use %3")
                    .arg(owner, quoted(run.onItemError), itemErrorPolicyNames().join(u", "_s)));
    // A signature's digest is XXH3-128: 32 hex digits, as the window writes it when freezing.
    static const QRegularExpression signatureHex(u"^[0-9a-f]{32}$"_s);
    if (!run.frozen.isEmpty() && !signatureHex.match(run.frozen).hasMatch())
        ctx.add(node, ProjectValidator::tr("%1: frozen must be the 32 hex digits of the "
                                           "signature it was frozen at, not %2")
                          .arg(owner, quoted(run.frozen)));
}

/// A map node applies its operation to the items of its first input (table rows, array
/// elements along the first axis, files of a list), batch by batch, and joins what each batch
/// produced: that needs items to map over and outputs it knows how to join.
void checkMap(Context &ctx, const Node &node, const OperatorSpec &spec)
{
    if (!node.run.map)
        return;
    if (!canRunAsMap(spec)) {
        ctx.add(node.id, ProjectValidator::tr("node %1: %2 cannot run as a map node: it needs a "
                                              "table, array or file list as its first input and "
                                              "as every output")
                             .arg(nodeText(node.id), quoted(spec.id)));
        return;
    }
    const bool tableOutputs =
        std::all_of(spec.outputs.begin(), spec.outputs.end(),
                    [](const PortSpec &port) { return port.kind == DataKind::Table; });
    if (node.run.itemErrorPolicy() == ItemErrorPolicy::Record && !tableOutputs)
        ctx.add(node.id, ProjectValidator::tr("node %1: on_item_error \"record\" keeps a failed "
                                              "item as a table row, but %2 has outputs that are "
                                              "not tables; use fail or skip")
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
    if (settings.keepRuns < 0)
        ctx.add({}, ProjectValidator::tr("settings: keep_runs must be 0 (keep every run) or "
                                         "more, not %1")
                        .arg(settings.keepRuns));
    if (settings.slurmMaxJobs < 0)
        ctx.add({}, ProjectValidator::tr("settings: slurm.max_jobs must be 0 (100) or more, not %1")
                        .arg(settings.slurmMaxJobs));
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

bool isColour(const QString &colour)
{
    if (colour.size() != 7 || colour.front() != u'#')
        return false;
    return std::all_of(colour.begin() + 1, colour.end(), [](QChar c) {
        return (c >= u'0' && c <= u'9') || (c >= u'a' && c <= u'f') || (c >= u'A' && c <= u'F');
    });
}

/// Frames and comments are the editor's: a bad one cannot break a run, but the editor must be
/// able to draw and select it, so it needs an id of its own and a size it can draw.
void checkAnnotations(Context &ctx)
{
    QSet<QString> seen;
    for (size_t i = 0; i < ctx.project.frames.size(); ++i) {
        const Frame &frame = ctx.project.frames[i];
        if (frame.id.isEmpty())
            ctx.add({}, ProjectValidator::tr("frames[%1]: empty id").arg(i));
        else if (seen.contains(frame.id))
            ctx.add({}, ProjectValidator::tr("duplicate frame id %1").arg(quoted(frame.id)));
        seen.insert(frame.id);
        if (!(frame.rect.width() > 0) || !(frame.rect.height() > 0))
            ctx.add({}, ProjectValidator::tr("frame %1: width and height must be above 0, not "
                                             "%2 and %3")
                            .arg(quoted(frame.id), QString::number(frame.rect.width()),
                                 QString::number(frame.rect.height())));
        if (!frame.colour.isEmpty() && !isColour(frame.colour))
            ctx.add({}, ProjectValidator::tr("frame %1: colour must be of the form #rrggbb, not %2")
                            .arg(quoted(frame.id), quoted(frame.colour)));
    }
    seen.clear();
    for (size_t i = 0; i < ctx.project.comments.size(); ++i) {
        const Comment &comment = ctx.project.comments[i];
        if (comment.id.isEmpty())
            ctx.add({}, ProjectValidator::tr("comments[%1]: empty id").arg(i));
        else if (seen.contains(comment.id))
            ctx.add({}, ProjectValidator::tr("duplicate comment id %1").arg(quoted(comment.id)));
        seen.insert(comment.id);
        if (!(comment.width > 0))
            ctx.add({}, ProjectValidator::tr("comment %1: width must be above 0, not %2")
                            .arg(quoted(comment.id), QString::number(comment.width)));
    }
}

void checkNodes(Context &ctx)
{
    const auto &nodes = ctx.project.graph.nodes;
    for (size_t i = 0; i < nodes.size(); ++i) {
        const Node &node = nodes[i];
        if (!NodeId::isValid(node.id.toString()))
            ctx.add(node.id, ProjectValidator::tr("invalid node id %1: use letters, digits, '_' "
                                                  "and '-', starting with a letter or '_'")
                                 .arg(nodeText(node.id)));
        if (ctx.rule.nodeIndex(node.id) != int(i))
            ctx.add(node.id, ProjectValidator::tr("duplicate node id %1").arg(nodeText(node.id)));
        if (const OperatorSpec *spec = ctx.rule.spec(int(i))) {
            checkParams(ctx, node, *spec);
            for (const QString &problem :
                 ctx.registry.find(node.operatorId)->paramProblems(node.params))
                ctx.add(node.id,
                        ProjectValidator::tr("node %1: %2").arg(nodeText(node.id), problem));
            checkMap(ctx, node, *spec);
        } else {
            ctx.add(node.id, ProjectValidator::tr("node %1: unknown operator %2")
                                 .arg(nodeText(node.id), quoted(node.operatorId)));
        }
        checkRunSettings(ctx, node.id, ProjectValidator::tr("node %1").arg(nodeText(node.id)),
                         node.run);
    }
}

/// Reports an edge end whose node does not exist, or whose operator lacks the port. An end
/// whose operator is unknown was reported with its node already.
void reportEnd(Context &ctx, const Edge &edge, const NodeId &culprit, bool output,
               const EdgeCheck &check)
{
    const NodeId &node = output ? edge.fromNode : edge.toNode;
    const QString &port = output ? edge.fromPort : edge.toPort;
    if (check.faults & (output ? EdgeFault::MissingSource : EdgeFault::MissingTarget)) {
        ctx.add(culprit, ProjectValidator::tr("edge %1: node %2 does not exist")
                             .arg(edgeText(edge), nodeText(node)));
        return;
    }
    if (!(check.faults & (output ? EdgeFault::UnknownOutput : EdgeFault::UnknownInput)))
        return;
    const QString message = output ? ProjectValidator::tr("edge %1: node %2 (%3) has no "
                                                          "output port %4")
                                   : ProjectValidator::tr("edge %1: node %2 (%3) has no "
                                                          "input port %4");
    const OperatorSpec *spec = output ? check.sourceSpec : check.targetSpec;
    ctx.add(culprit, message.arg(edgeText(edge), nodeText(node), quoted(spec->id), quoted(port)));
}

void checkEdges(Context &ctx)
{
    for (const Edge &edge : ctx.project.graph.edges) {
        const EdgeCheck check = ctx.rule.check(edge);
        // Highlight the node the edge enters, or the one it leaves when that one is missing.
        const NodeId culprit = check.target >= 0   ? edge.toNode
                               : check.source >= 0 ? edge.fromNode
                                                   : NodeId();
        reportEnd(ctx, edge, culprit, true, check);
        reportEnd(ctx, edge, culprit, false, check);
        if (check.input)
            ++ctx.fanIn[{check.target, edge.toPort}];
        if (check.faults & EdgeFault::KindMismatch) {
            ctx.add(culprit,
                    ProjectValidator::tr("edge %1: output %2 (%3) cannot feed input %4 (%5)")
                        .arg(edgeText(edge), quoted(endpoint(edge.fromNode, edge.fromPort)),
                             dataKindName(check.output->kind),
                             quoted(endpoint(edge.toNode, edge.toPort)),
                             dataKindName(check.input->kind)));
        }
    }
}

void checkInputs(Context &ctx)
{
    const auto &nodes = ctx.project.graph.nodes;
    for (size_t i = 0; i < nodes.size(); ++i) {
        const OperatorSpec *spec = ctx.rule.spec(int(i));
        // A duplicate id's edges all went to its first node; it was reported once already.
        if (!spec || ctx.rule.nodeIndex(nodes[i].id) != int(i))
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

/// Control characters anywhere; what a run writes inside the project's folder unless
/// settings.outside_folders allows the folder it is in. Inside means where a path really leads:
/// a symbolic link in the folder (a project from elsewhere may bring one) does not take a write
/// outside. The default run store counts too: `.weft` may be such a link.
void checkPaths(Context &ctx, const OperatorRegistry &registry)
{
    const QStringList &allowed = ctx.project.settings.outsideFolders;
    const auto allowedOutside = [&](const QString &path) {
        const QString real = realPath(ctx.projectDir, path);
        return !real.isEmpty() &&
               std::any_of(allowed.begin(), allowed.end(), [&](const QString &folder) {
                   const QString allowedFolder = realPath(ctx.projectDir, folder);
                   return !allowedFolder.isEmpty() && isInsideFolder(QDir(allowedFolder), real);
               });
    };
    // Once, not per path: a project of many writers must not walk its own folder each time.
    const QString realRoot = realPath(ctx.projectDir, u"."_s);
    const auto leadsInside = [&](const QString &path) {
        const QString real = realPath(ctx.projectDir, path);
        return isInsideFolder(ctx.projectDir, path) && !real.isEmpty() && !realRoot.isEmpty() &&
               isInsideFolder(QDir(realRoot), real);
    };
    std::vector<ProjectPath> paths = projectPaths(ctx.project, registry);
    if (ctx.project.settings.store.isEmpty())
        paths.push_back({{}, u"settings.store"_s, u".weft/runs.sqlite"_s, PathUse::Writes});
    for (const ProjectPath &path : paths) {
        if (hasControlCharacter(path.path)) {
            ctx.add(path.node, ProjectValidator::tr("%1: the path %2 holds a control character")
                                   .arg(path.where, quoted(path.path)));
            continue;
        }
        if (path.use != PathUse::Writes || path.path.isEmpty() || leadsInside(path.path) ||
            allowedOutside(path.path))
            continue;
        if (isInsideFolder(ctx.projectDir, path.path))
            ctx.add(path.node,
                    ProjectValidator::tr("%1: %2 leads outside the project's folder through a "
                                         "symbolic link, to %3; name that folder in "
                                         "settings.outside_folders to allow writing there")
                        .arg(path.where, quoted(path.path),
                             quoted(realPath(ctx.projectDir, path.path))));
        else
            ctx.add(path.node, ProjectValidator::tr("%1: %2 is outside the project's folder; "
                                                    "name its folder in "
                                                    "settings.outside_folders to allow "
                                                    "writing there")
                                   .arg(path.where, quoted(path.path)));
    }
}

/// A node that reads a file another node of the graph writes must run after it: only a path
/// of edges from the writer to the reader says so. Without one the reader may run first and
/// succeed on the previous run's file, or on a half-finished one.
void checkFileOrder(Context &ctx)
{
    const auto &nodes = ctx.project.graph.nodes;
    for (const GraphFiles::Race &race : ctx.files.races()) {
        const NodeId &reader = nodes[std::size_t(race.read.node)].id;
        const NodeId &writer = nodes[std::size_t(race.write.node)].id;
        const QString where =
            ProjectValidator::tr("parameter %1").arg(quoted(race.read.named.param));
        if (race.read.named.use == FileUse::Lists)
            ctx.add(reader,
                    ProjectValidator::tr("node %1: %2 lists the folder %3, in which node %4 "
                                         "writes %5, but no edge leads from %4 to %1; connect "
                                         "them so that %1 runs after %4")
                        .arg(nodeText(reader), where, quoted(race.read.named.path),
                             nodeText(writer), quoted(race.write.named.path)));
        else
            ctx.add(reader, ProjectValidator::tr("node %1: %2 reads %3, which node %4 writes, "
                                                 "but no edge leads from %4 to %1; connect "
                                                 "them so that %1 runs after %4")
                                .arg(nodeText(reader), where, quoted(race.read.named.path),
                                     nodeText(writer)));
    }
}

/// Two nodes writing one file leave it holding whichever finished last, and the other's result
/// is lost without a word (and never stays cached: each run finds its file changed).
void checkSharedWrites(Context &ctx)
{
    const auto &nodes = ctx.project.graph.nodes;
    for (const GraphFiles::Clash &clash : ctx.files.clashes()) {
        const NodeId &first = nodes[std::size_t(clash.first.node)].id;
        const NodeId &second = nodes[std::size_t(clash.second.node)].id;
        ctx.add(second, ProjectValidator::tr("node %1: parameter %2 writes %3, which node %4 "
                                             "writes too; one would overwrite the other's "
                                             "result, so give each node its own file")
                            .arg(nodeText(second), quoted(clash.second.named.param),
                                 quoted(clash.second.named.path), nodeText(first)));
    }
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
        const OperatorSpec *spec = ctx.rule.spec(int(i));
        if (!spec)
            continue;
        for (const ParamSpec &param : spec->params) {
            const QJsonValue value = nodes[i].params.value(param.name);
            // Only well-typed, clean names: the others were reported already. A path that an
            // edge replaces is never read.
            if (!value.isString() || value.toString().isEmpty() ||
                hasControlCharacter(value.toString()) || ctx.isReplaced(nodes[i], param))
                continue;
            const QFileInfo file(ctx.projectDir, value.toString());
            const QString where = ProjectValidator::tr("node %1: parameter %2")
                                      .arg(nodeText(nodes[i].id), quoted(param.name));
            const QString name = quoted(value.toString());
            // What a node of the graph writes appears when it runs; checkFileOrder makes sure
            // that is before this node reads it.
            const bool written =
                ctx.files.isWritten(value.toString(), param.type == ParamType::Folder);
            if (param.type == ParamType::Folder && !file.isDir() && !written)
                ctx.add(nodes[i].id,
                        ProjectValidator::tr("%1: folder %2 does not exist").arg(where, name));
            else if (param.type == ParamType::InputFile && !file.exists() && !written)
                ctx.add(nodes[i].id,
                        ProjectValidator::tr("%1: file %2 does not exist").arg(where, name));
            // A FIFO or a device would block the run or never end.
            else if (param.type == ParamType::InputFile && file.exists() && !file.isFile())
                ctx.add(nodes[i].id,
                        ProjectValidator::tr("%1: %2 is not a regular file").arg(where, name));
            else if (param.type == ParamType::OutputFile && file.isDir())
                ctx.add(nodes[i].id,
                        ProjectValidator::tr("%1: %2 is a folder, not a file").arg(where, name));
        }
    }
}

} // namespace

bool canRunAsMap(const OperatorSpec &spec)
{
    const auto mappable = [](DataKind kind) {
        return kind == DataKind::Table || kind == DataKind::Array || kind == DataKind::FileList;
    };
    // An input of any kind (a command's) maps when it brings a table, array or file list;
    // the run says so when it does not.
    const bool itemInput =
        spec.canMap && !spec.inputs.empty() &&
        (mappable(spec.inputs.front().kind) || spec.inputs.front().kind == DataKind::Any);
    const bool joinableOutputs =
        !spec.outputs.empty() &&
        std::all_of(spec.outputs.begin(), spec.outputs.end(),
                    [&](const PortSpec &port) { return mappable(port.kind); });
    return itemInput && joinableOutputs;
}

ProjectValidator::ProjectValidator(const OperatorRegistry &registry)
    : m_registry(registry)
{}

std::vector<ProjectProblem> ProjectValidator::validate(const Project &project,
                                                       const QDir &projectDir) const
{
    Context ctx(project, projectDir, m_registry);
    checkSettings(ctx);
    checkDatasets(ctx);
    checkAnnotations(ctx);
    checkNodes(ctx);
    checkEdges(ctx);
    checkInputs(ctx);
    checkCycle(ctx);
    checkPaths(ctx, m_registry);
    checkFileOrder(ctx);
    checkSharedWrites(ctx);
    checkFiles(ctx);
    std::ranges::move(SchemaCheck::problems(project, projectDir, m_registry),
                      std::back_inserter(ctx.problems));
    return std::move(ctx.problems);
}

} // namespace weft::engine
