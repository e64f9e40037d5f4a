#include "RecordedOutline.h"

#include "SqliteDatabase.h"
#include "graph/Graph.h"

namespace weft::store {

namespace {

/// The plan a run recorded without an outline ran, as far as the project still tells: each
/// recorded node the project's node of that id, or a stand-in titled with its id.
engine::Graph plannedGraph(const std::vector<NodeRecord> &nodes, const engine::Graph &project)
{
    if (nodes.empty()) // interrupted: no node results, the plan was the project's node order
        return project;
    engine::Graph planned;
    planned.nodes.resize(nodes.size());
    for (const NodeRecord &record : nodes) {
        Q_ASSERT(record.index >= 0 && std::size_t(record.index) < nodes.size());
        const engine::Node *node = project.findNode(engine::NodeId(record.id));
        engine::Node standIn;
        standIn.id = engine::NodeId(record.id);
        standIn.operatorId = record.operatorId;
        standIn.title = record.id;
        engine::Node &entry = planned.nodes[std::size_t(record.index)];
        entry = node ? *node : standIn;
        entry.operatorId = record.operatorId; // what ran, should the project have changed it
    }
    planned.edges = project.edges;
    return planned;
}

/// Lists each node of `outline` that `project` no longer has under its id, and drops its
/// dependencies: the replay is shown on the project's canvas, which has no card for it.
void withoutGoneNodes(engine::RunOutline &outline, const engine::Graph &project)
{
    const QHash<engine::NodeId, int> present = project.indexById();
    std::vector<bool> gone(outline.nodes.size());
    for (std::size_t i = 0; i < outline.nodes.size(); ++i) {
        engine::OutlineNode &node = outline.nodes[i];
        gone[i] = !present.contains(engine::NodeId(node.id));
        if (gone[i])
            node.title = node.id;
    }
    std::erase_if(outline.dependencies, [&gone](const std::pair<int, int> &dependency) {
        return gone[std::size_t(dependency.first)] || gone[std::size_t(dependency.second)];
    });
}

} // namespace

bool RecordedOutline::write(SqliteDatabase &db, RunId run, const engine::RunOutline &outline,
                            QString *error)
{
    SqliteStatement node = db.prepare(
        "INSERT INTO run_plan (run_id, node_index, node_id, operator, title, map, batch_lower_s, "
        "batch_upper_s) VALUES (?, ?, ?, ?, ?, ?, ?, ?)");
    SqliteStatement edge =
        db.prepare("INSERT INTO run_plan_edges (run_id, from_index, to_index) VALUES (?, ?, ?)");
    bool ok = node.isValid() && edge.isValid();
    for (std::size_t i = 0; ok && i < outline.nodes.size(); ++i) {
        const engine::OutlineNode &entry = outline.nodes[i];
        node.bind(1, run);
        node.bind(2, qint64(i));
        node.bind(3, entry.id);
        node.bind(4, entry.operatorId);
        node.bind(5, entry.title);
        node.bind(6, qint64(entry.map));
        node.bind(7, entry.targets.lowerSeconds);
        node.bind(8, entry.targets.upperSeconds);
        ok = node.run();
    }
    for (std::size_t i = 0; ok && i < outline.dependencies.size(); ++i) {
        edge.bind(1, run);
        edge.bind(2, qint64(outline.dependencies[i].first));
        edge.bind(3, qint64(outline.dependencies[i].second));
        ok = edge.run();
    }
    if (!ok)
        *error = db.lastError();
    return ok;
}

std::optional<engine::RunOutline> RecordedOutline::read(SqliteDatabase &db, const RunRecord &run,
                                                        QString *error)
{
    const auto refuse = [&](const QString &what) {
        if (error)
            *error = tr("%1: run %2: %3").arg(db.path()).arg(run.id).arg(what);
        return std::nullopt;
    };
    SqliteStatement nodes = db.prepare(
        "SELECT node_index, node_id, operator, title, map, batch_lower_s, batch_upper_s FROM "
        "run_plan WHERE run_id = ? ORDER BY node_index");
    nodes.bind(1, run.id);
    engine::RunOutline outline;
    outline.backend = run.backend;
    outline.workers = run.lanes;
    // The writer numbers the plan's nodes 0, 1, 2, …: anything else is not a plan, and a
    // recorded index is never used to size anything (a negative or huge one would).
    while (nodes.next()) {
        const qint64 index = nodes.columnInt(0);
        if (index != qint64(outline.nodes.size()))
            return refuse(tr("the recorded plan has node index %1 where %2 was expected")
                              .arg(index)
                              .arg(outline.nodes.size()));
        outline.nodes.push_back({nodes.columnText(1),
                                 nodes.columnText(2),
                                 nodes.columnText(3),
                                 nodes.columnInt(4) != 0,
                                 {nodes.columnDouble(5), nodes.columnDouble(6)}});
    }
    if (nodes.hasError())
        return refuse(tr("cannot read the recorded plan: %1").arg(db.lastError()));
    if (outline.nodes.empty())
        return std::nullopt;
    SqliteStatement edges =
        db.prepare("SELECT from_index, to_index FROM run_plan_edges WHERE run_id = ? "
                   "ORDER BY rowid");
    edges.bind(1, run.id);
    const auto planned = [&outline](qint64 index) {
        return index >= 0 && index < qint64(outline.nodes.size());
    };
    while (edges.next()) {
        const qint64 from = edges.columnInt(0);
        const qint64 to = edges.columnInt(1);
        if (!planned(from) || !planned(to))
            return refuse(tr("a recorded dependency %1 -> %2 names a node beyond the %3 of the "
                             "plan")
                              .arg(from)
                              .arg(to)
                              .arg(outline.nodes.size()));
        outline.dependencies.emplace_back(int(from), int(to));
    }
    if (edges.hasError())
        return refuse(tr("cannot read the recorded plan: %1").arg(db.lastError()));
    return outline;
}

engine::RunOutline RecordedOutline::replay(std::optional<engine::RunOutline> recorded,
                                           const RunRecord &run,
                                           const std::vector<NodeRecord> &nodes,
                                           const engine::Graph &project, int minNodes)
{
    std::optional<engine::RunOutline> outline = std::move(recorded);
    if (outline)
        withoutGoneNodes(*outline, project);
    else
        outline = engine::RunOutline::of(plannedGraph(nodes, project), run.backend, run.lanes);
    for (int i = int(outline->nodes.size()); i < minNodes; ++i)
        outline->nodes.push_back({QString::number(i), {}, QString::number(i), false, {}});
    return *outline;
}

} // namespace weft::store
