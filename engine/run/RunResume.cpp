#include "RunResume.h"

#include "exec/OutputArchive.h"
#include "exec/ResumeSet.h"
#include "ops/OperatorRegistry.h"
#include "project/Project.h"
#include "store/RunStore.h"

#include <QFileInfo>
#include <QHash>
#include <QSet>

namespace weft::run {

using store::RunId;
using store::RunRecord;
using store::RunStore;
using store::SqliteDatabase;

namespace {

/// Sets `*error` (when asked for) and returns the empty plan.
std::optional<RunResume::Plan> fail(QString *error, const QString &text)
{
    if (error)
        *error = text;
    return std::nullopt;
}

/// The nodes with the given ids and the edges between them, in the project's order.
engine::Graph subgraph(const engine::Graph &graph, const QSet<QString> &ids)
{
    engine::Graph part;
    for (const engine::Node &node : graph.nodes)
        if (ids.contains(node.id.toString()))
            part.nodes.push_back(node);
    for (const engine::Edge &edge : graph.edges)
        if (ids.contains(edge.fromNode.toString()) && ids.contains(edge.toNode.toString()))
            part.edges.push_back(edge);
    return part;
}

} // namespace

std::optional<RunResume::Plan> RunResume::plan(const QString &storePath, const QString &runId,
                                               const QString &projectPath,
                                               const engine::Project &project,
                                               const QString &projectHash, QString *error)
{
    if (!QFileInfo::exists(storePath))
        return fail(error, tr("nothing to resume: %1 does not exist").arg(storePath));
    RunStore store;
    QString openError;
    if (!store.open(storePath, SqliteDatabase::OpenMode::ExistingOnly, &openError))
        return fail(error, openError);
    bool isNumber = runId.isEmpty();
    std::optional<RunId> id = runId.isEmpty() ? store.latestRunId(projectPath)
                                              : std::optional(runId.toLongLong(&isNumber));
    const std::optional<RunRecord> run =
        isNumber && id ? store.run(*id) : std::optional<RunRecord>();
    if (!run)
        return fail(error, runId.isEmpty()
                               ? tr("nothing to resume: %1 holds no runs").arg(storePath)
                               : tr("no run '%1' in %2").arg(runId, storePath));
    if (run->status == u"succeeded")
        return fail(error, tr("run %1 succeeded: there is nothing to resume").arg(run->id));
    if (run->status == u"running")
        return fail(error, tr("run %1 is still running").arg(run->id));

    const engine::OutputArchive archive(engine::OutputArchive::runFolder(storePath, run->id));
    QStringList resume = run->resumeFrom;
    if (run->status == u"interrupted") {
        // The node indices in the tasks table are only meaningful for the same project.
        if (run->projectHash != projectHash) {
            return fail(
                error,
                tr("the project changed since run %1 was interrupted; run it whole").arg(run->id));
        }
        const std::vector<int> done = store.succeededNodes(run->id);
        const QSet<int> succeeded(done.begin(), done.end());
        std::vector<engine::NodeResult> results;
        for (int i = 0; i < int(project.graph.nodes.size()); ++i) {
            const engine::Node &node = project.graph.nodes[i];
            engine::NodeResult result;
            result.id = node.id;
            result.operatorId = node.operatorId;
            result.state =
                succeeded.contains(i) ? engine::TaskState::Succeeded : engine::TaskState::Cancelled;
            result.persisted = succeeded.contains(i) && archive.has(node.id);
            results.push_back(std::move(result));
        }
        resume.clear();
        for (const engine::NodeId &node : engine::computeResumeSet(project.graph, results))
            resume << node.toString();
    }
    QSet<QString> ids(resume.begin(), resume.end());
    for (const QString &node : resume) {
        if (!project.graph.findNode(engine::NodeId(node)))
            return fail(error, tr("node '%1' of run %2's resume set is no longer in the project")
                                   .arg(node)
                                   .arg(run->id));
    }
    if (ids.isEmpty())
        return fail(error, tr("run %1 left nothing to run again").arg(run->id));

    // Every input of a node run again comes from another node run again or from an output the
    // resumed run persisted. One whose files are gone (a cleaned folder) runs again too.
    QSet<engine::NodeId> reused;
    QStringList warnings;
    // Whether a node's persisted outputs are whole (checked once per node).
    QHash<engine::NodeId, bool> reusable;
    const auto canReuse = [&](const engine::NodeId &nodeId) {
        const auto known = reusable.constFind(nodeId);
        if (known != reusable.cend())
            return *known;
        const engine::Node *node = project.graph.findNode(nodeId);
        const engine::Operator *op =
            node ? engine::OperatorRegistry::builtin().find(node->operatorId) : nullptr;
        bool whole = op && archive.has(nodeId);
        if (whole) {
            const QString problem =
                archive.verify(nodeId, int(op->outputsFor(node->params).size()));
            if (!problem.isEmpty())
                warnings << tr("%1; node '%2' runs again").arg(problem, nodeId.toString());
            whole = problem.isEmpty();
        }
        reusable.insert(nodeId, whole);
        return whole;
    };
    for (bool grew = true; grew;) {
        grew = false;
        for (const engine::Edge &edge : project.graph.edges) {
            const QString from = edge.fromNode.toString();
            if (!ids.contains(edge.toNode.toString()) || ids.contains(from) ||
                reused.contains(edge.fromNode))
                continue;
            if (canReuse(edge.fromNode)) {
                reused.insert(edge.fromNode);
            } else {
                ids.insert(from);
                grew = true;
            }
        }
    }
    QSet<QString> nodes = ids;
    for (const engine::NodeId &node : reused)
        nodes.insert(node.toString());
    return Plan{run->id, archive.folder(), reused, subgraph(project.graph, nodes), warnings};
}

bool RunResume::hasResumableRun(const QString &storePath, const QString &projectPath)
{
    if (!QFileInfo::exists(storePath))
        return false;
    RunStore store;
    QString error;
    if (!store.open(storePath, SqliteDatabase::OpenMode::ExistingOnly, &error))
        return false;
    const std::optional<RunId> id = store.latestRunId(projectPath);
    const std::optional<RunRecord> run = id ? store.run(*id) : std::optional<RunRecord>();
    return run && run->status != u"succeeded" && run->status != u"running";
}

} // namespace weft::run
