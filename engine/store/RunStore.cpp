#include "RunStore.h"

#include "ProcessProbe.h"
#include "StoreSchema.h"

#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cstring>
#include <limits>

namespace weft::store {

namespace {

constexpr const char *kRunColumns =
    "SELECT id, project_path, project_hash, started_at, finished_at, status, backend, workers, "
    "settings, pid, wall_ns, peak_bytes, bytes_released, nodes_total, nodes_succeeded, "
    "nodes_failed, nodes_cancelled, nodes_skipped, tasks_total, events, events_dropped, "
    "resume_from, lanes FROM runs ";

qint64 intOr(const SqliteStatement &row, int column, qint64 fallback)
{
    return row.isNull(column) ? fallback : row.columnInt(column);
}

/// A node index as recorded, or -1 when it is no int at all: cut to an int, 2^32 + 1 would read
/// as node 1 and put its figures on a node it never was.
int nodeIndex(const SqliteStatement &row, int column)
{
    const qint64 index = row.columnInt(column);
    return index >= std::numeric_limits<int>::min() && index <= std::numeric_limits<int>::max()
               ? int(index)
               : -1;
}

} // namespace

QString RunStore::defaultPath(const QString &projectFile)
{
    return QFileInfo(projectFile).absoluteDir().filePath(QStringLiteral(".weft/runs.sqlite"));
}

bool RunStore::open(const QString &path, SqliteDatabase::OpenMode mode, QString *error)
{
    // Checked before the connection that switches the file to WAL: a file that is not a run
    // store is refused as it was found.
    if (!StoreSchema::canAdopt(path, error) || !m_db.open(path, mode, error) ||
        !StoreSchema::migrate(m_db, error))
        return false;
    markInterrupted();
    return true;
}

int RunStore::markInterrupted()
{
    SqliteStatement running = m_db.prepare("SELECT id, pid, pid_started FROM runs "
                                           "WHERE status = 'running'");
    std::vector<RunId> gone;
    while (running.next())
        if (!ProcessProbe::isAlive(running.columnInt(1), running.columnInt(2)))
            gone.push_back(running.columnInt(0));
    if (gone.empty())
        return 0;
    SqliteTransaction transaction(m_db);
    SqliteStatement mark =
        m_db.prepare("UPDATE runs SET status = 'interrupted' WHERE id = ? AND status = 'running'");
    for (const RunId id : gone) {
        mark.bind(1, id);
        mark.run();
    }
    return transaction.commit() ? int(gone.size()) : 0;
}

RunRecord RunStore::readRun(const SqliteStatement &row) const
{
    RunRecord run;
    run.id = row.columnInt(0);
    run.projectPath = row.columnText(1);
    run.projectHash = row.columnText(2);
    run.startedAt = row.columnText(3);
    run.finishedAt = row.columnText(4);
    run.status = row.columnText(5);
    run.backend = row.columnText(6);
    run.workers = int(row.columnInt(7));
    run.settings = row.columnText(8);
    run.pid = row.columnInt(9);
    run.wallNs = intOr(row, 10, -1);
    run.peakBytes = intOr(row, 11, -1);
    run.bytesReleased = intOr(row, 12, -1);
    run.nodesTotal = int(row.columnInt(13));
    run.nodesSucceeded = int(row.columnInt(14));
    run.nodesFailed = int(row.columnInt(15));
    run.nodesCancelled = int(row.columnInt(16));
    run.nodesSkipped = int(row.columnInt(17));
    run.tasksTotal = row.columnInt(18);
    run.events = row.columnInt(19);
    run.eventsDropped = row.columnInt(20);
    for (const QJsonValue &id : QJsonDocument::fromJson(row.columnText(21).toUtf8()).array())
        run.resumeFrom << id.toString();
    run.lanes = int(intOr(row, 22, run.workers));
    return run;
}

std::vector<RunRecord> RunStore::runs(const QString &projectPath)
{
    std::vector<RunRecord> result;
    const QByteArray sql =
        QByteArray(kRunColumns) +
        (projectPath.isEmpty() ? "ORDER BY id DESC" : "WHERE project_path = ? ORDER BY id DESC");
    SqliteStatement query = m_db.prepare(sql.constData());
    if (!projectPath.isEmpty())
        query.bind(1, projectPath);
    while (query.next())
        result.push_back(readRun(query));
    return result;
}

std::optional<RunRecord> RunStore::run(RunId id)
{
    const QByteArray sql = QByteArray(kRunColumns) + "WHERE id = ?";
    SqliteStatement query = m_db.prepare(sql.constData());
    query.bind(1, id);
    if (!query.next())
        return std::nullopt;
    return readRun(query);
}

std::optional<RunId> RunStore::latestRunId(const QString &projectPath)
{
    if (projectPath.isEmpty())
        return m_db.queryInt("SELECT id FROM runs ORDER BY id DESC LIMIT 1");
    SqliteStatement query =
        m_db.prepare("SELECT id FROM runs WHERE project_path = ? ORDER BY id DESC LIMIT 1");
    query.bind(1, projectPath);
    if (!query.next())
        return std::nullopt;
    return query.columnInt(0);
}

std::vector<NodeRecord> RunStore::nodes(RunId id)
{
    std::vector<NodeRecord> result;
    QHash<int, qsizetype> row; // node index -> position in result
    SqliteStatement query = m_db.prepare("SELECT node_index, node_id, operator, state, error, "
                                         "wall_ns, cache, cache_reason, cache_detail, outputs "
                                         "FROM run_nodes "
                                         "WHERE run_id = ? ORDER BY node_index");
    query.bind(1, id);
    while (query.next()) {
        NodeRecord node;
        node.index = nodeIndex(query, 0);
        node.id = query.columnText(1);
        node.operatorId = query.columnText(2);
        node.state = query.columnText(3);
        node.error = query.columnText(4);
        node.wallNs = query.columnInt(5);
        node.cache = query.columnText(6);
        node.cacheReason = query.columnText(7);
        node.cacheDetail = query.columnText(8);
        node.outputs = engine::OutputFigures::listFromJson(
            QJsonDocument::fromJson(query.columnText(9).toUtf8()).array());
        row.insert(node.index, qsizetype(result.size()));
        result.push_back(std::move(node));
    }
    // One pass over each table for all nodes: they have no index to look a node up by.
    SqliteStatement tasks = m_db.prepare(
        "SELECT node, count(*), min(queued_ns), min(started_ns), max(finished_ns) FROM tasks "
        "WHERE run_id = ? GROUP BY node");
    tasks.bind(1, id);
    while (tasks.next()) {
        const auto it = row.constFind(nodeIndex(tasks, 0));
        if (it == row.constEnd())
            continue;
        NodeRecord &node = result[std::size_t(*it)];
        node.tasks = tasks.columnInt(1);
        node.queuedNs = intOr(tasks, 2, -1);
        node.startedNs = intOr(tasks, 3, -1);
        node.finishedNs = intOr(tasks, 4, -1);
    }
    SqliteStatement datasets = m_db.prepare(
        "SELECT node, coalesce(sum(bytes), 0) FROM datasets WHERE run_id = ? GROUP BY node");
    datasets.bind(1, id);
    while (datasets.next()) {
        const auto it = row.constFind(nodeIndex(datasets, 0));
        if (it != row.constEnd())
            result[std::size_t(*it)].bytesHeld = datasets.columnInt(1);
    }
    return result;
}

QHash<QString, ComputedFigures> RunStore::lastComputed(const QString &projectPath,
                                                       const QSet<QString> &nodes, int runsBack)
{
    QHash<QString, ComputedFigures> figures;
    SqliteStatement runs =
        m_db.prepare("SELECT id FROM runs WHERE project_path = ? ORDER BY id DESC");
    runs.bind(1, projectPath);
    // Only the rows of computed nodes: a run that took everything from the cache reads none.
    SqliteStatement computed =
        m_db.prepare("SELECT node_index, node_id, wall_ns FROM run_nodes WHERE run_id = ? AND "
                     "state = 'succeeded' AND coalesce(cache, '') != 'hit'");
    SqliteStatement datasets = m_db.prepare(
        "SELECT node, coalesce(sum(bytes), 0) FROM datasets WHERE run_id = ? GROUP BY node");
    int computing = 0;
    while (figures.size() < nodes.size() && computing < runsBack && runs.next()) {
        const RunId run = runs.columnInt(0);
        QHash<int, QString> found; // node index -> id, of the nodes this run adds
        computed.reset();
        computed.bind(1, run);
        bool computedAny = false;
        while (computed.next()) {
            computedAny = true;
            const QString node = computed.columnText(1);
            if (!nodes.contains(node) || figures.contains(node))
                continue;
            figures.insert(node, {computed.columnInt(2), 0});
            found.insert(nodeIndex(computed, 0), node);
        }
        computing += computedAny ? 1 : 0;
        if (found.isEmpty())
            continue;
        datasets.reset();
        datasets.bind(1, run);
        while (datasets.next()) {
            const auto it = found.constFind(nodeIndex(datasets, 0));
            if (it != found.constEnd())
                figures[*it].bytesHeld = datasets.columnInt(1);
        }
    }
    return figures;
}

QHash<QString, QByteArray> RunStore::latestSignatures(const QString &projectPath,
                                                      const QSet<QString> &nodes)
{
    // A run at a time, newest first, until each node has its signature: the newest run
    // usually has them all, and a long history is not read (every run adds a row per node).
    QHash<QString, QByteArray> signatures;
    SqliteStatement runs =
        m_db.prepare("SELECT id FROM runs WHERE project_path = ? ORDER BY id DESC");
    runs.bind(1, projectPath);
    SqliteStatement recorded = m_db.prepare(
        "SELECT node_id, signature FROM run_nodes WHERE run_id = ? AND signature IS NOT NULL");
    while (signatures.size() < nodes.size() && runs.next()) {
        recorded.reset();
        recorded.bind(1, runs.columnInt(0));
        while (recorded.next()) {
            const QString node = recorded.columnText(0);
            if (nodes.contains(node) && !signatures.contains(node))
                signatures.insert(node, recorded.columnText(1).toUtf8());
        }
    }
    return signatures;
}

std::vector<int> RunStore::succeededNodes(RunId id)
{
    std::vector<int> result;
    SqliteStatement query = m_db.prepare("SELECT node FROM tasks WHERE run_id = ? GROUP BY node "
                                         "HAVING min(state = 'succeeded') = 1 ORDER BY node");
    query.bind(1, id);
    while (query.next())
        result.push_back(int(query.columnInt(0)));
    return result;
}

QHash<int, QString> RunStore::nodeErrors(RunId id)
{
    QHash<int, QString> result;
    // The writer puts a node's error on its first failed task alone; should more carry one,
    // the first to finish is the node's.
    SqliteStatement tasks = m_db.prepare("SELECT node, error FROM tasks WHERE run_id = ? AND "
                                         "error IS NOT NULL ORDER BY finished_ns DESC");
    tasks.bind(1, id);
    while (tasks.next())
        result.insert(nodeIndex(tasks, 0), tasks.columnText(1));
    SqliteStatement nodes = m_db.prepare(
        "SELECT node_index, error FROM run_nodes WHERE run_id = ? AND error IS NOT NULL");
    nodes.bind(1, id);
    while (nodes.next())
        result.insert(nodeIndex(nodes, 0), nodes.columnText(1));
    return result;
}

qint64 RunStore::rowCount(const char *table, RunId id)
{
    const QByteArray sql = "SELECT count(*) FROM " + QByteArray(table) + " WHERE run_id = ?";
    SqliteStatement query = m_db.prepare(sql.constData());
    query.bind(1, id);
    return query.next() ? query.columnInt(0) : -1;
}

qint64 RunStore::eventCount(RunId id)
{
    SqliteStatement query =
        m_db.prepare("SELECT coalesce(sum(count), 0) FROM event_blocks WHERE run_id = ?");
    query.bind(1, id);
    return query.next() ? query.columnInt(0) : -1;
}

std::vector<engine::Event> RunStore::events(RunId id, QString *error)
{
    std::vector<engine::Event> result;
    SqliteStatement query =
        m_db.prepare("SELECT events, count FROM event_blocks WHERE run_id = ? ORDER BY rowid");
    query.bind(1, id);
    while (query.next()) {
        const QByteArrayView block = query.columnBlob(0);
        const std::size_t count = std::size_t(block.size()) / sizeof(engine::Event);
        if (block.size() % qsizetype(sizeof(engine::Event)) != 0 ||
            query.columnInt(1) != qint64(count)) {
            if (error)
                *error = tr("%1: run %2: an event block of %3 bytes does not hold the %4 "
                            "events of %5 bytes it says it does")
                             .arg(path())
                             .arg(id)
                             .arg(block.size())
                             .arg(query.columnInt(1))
                             .arg(sizeof(engine::Event));
            return {};
        }
        const std::size_t at = result.size();
        result.resize(at + count);
        if (count > 0)
            std::memcpy(static_cast<void *>(result.data() + at), block.data(),
                        count * sizeof(engine::Event));
    }
    if (query.hasError() && error) {
        *error =
            tr("%1: run %2: cannot read its events: %3").arg(path()).arg(id).arg(m_db.lastError());
        return {};
    }
    return result;
}

std::optional<qint64> RunStore::clockOrigin(RunId id)
{
    SqliteStatement query = m_db.prepare("SELECT clock_origin_ns FROM runs WHERE id = ?");
    query.bind(1, id);
    if (!query.next())
        return std::nullopt;
    return query.columnInt(0);
}

std::vector<MetricRecord> RunStore::metrics(RunId id)
{
    std::vector<MetricRecord> result;
    SqliteStatement query =
        m_db.prepare("SELECT ns, bytes_held, shm_bytes, rss_bytes, workers_rss_bytes, cpu_ns, "
                     "running, ready FROM metrics WHERE run_id = ? ORDER BY ns");
    query.bind(1, id);
    while (query.next()) {
        MetricRecord sample;
        sample.ns = query.columnInt(0);
        sample.bytesHeld = query.columnInt(1);
        sample.shmBytes = query.columnInt(2);
        sample.rssBytes = query.columnInt(3);
        sample.workersRssBytes = query.columnInt(4);
        sample.cpuNs = query.columnInt(5);
        sample.running = int(query.columnInt(6));
        sample.ready = int(query.columnInt(7));
        result.push_back(sample);
    }
    return result;
}

std::vector<WorkerRecord> RunStore::workers(RunId id)
{
    std::vector<WorkerRecord> result;
    SqliteStatement query = m_db.prepare("SELECT ns, worker, pid, rss_bytes, cpu_ns, restarts "
                                         "FROM workers WHERE run_id = ? ORDER BY ns, worker");
    query.bind(1, id);
    while (query.next()) {
        WorkerRecord sample;
        sample.ns = query.columnInt(0);
        sample.worker = int(query.columnInt(1));
        sample.pid = query.columnInt(2);
        sample.rssBytes = query.columnInt(3);
        sample.cpuNs = query.columnInt(4);
        sample.restarts = int(query.columnInt(5));
        result.push_back(sample);
    }
    return result;
}

int RunStore::prune(int keep, QString *error, std::vector<RunId> *pruned)
{
    SqliteTransaction transaction(m_db);
    if (!transaction.isActive()) {
        *error = m_db.lastError();
        return -1;
    }
    // The ids to delete go to a temporary table so that every table is pruned by the same list.
    const QByteArray select =
        "CREATE TEMP TABLE IF NOT EXISTS pruned (id INTEGER PRIMARY KEY); DELETE FROM pruned; "
        "INSERT INTO pruned SELECT id FROM runs WHERE status != 'running' AND id NOT IN "
        "(SELECT id FROM runs ORDER BY id DESC LIMIT " +
        QByteArray::number(qMax(keep, 0)) + ");";
    if (!m_db.exec(select.constData(), error))
        return -1;
    const qint64 count = m_db.queryInt("SELECT count(*) FROM pruned").value_or(0);
    if (pruned) {
        pruned->clear();
        SqliteStatement ids = m_db.prepare("SELECT id FROM pruned ORDER BY id");
        while (ids.next())
            pruned->push_back(ids.columnInt(0));
    }
    for (const char *table : {"event_blocks", "tasks", "datasets", "metrics", "workers",
                              "run_nodes", "run_plan", "run_plan_edges"}) {
        const QByteArray sql =
            "DELETE FROM " + QByteArray(table) + " WHERE run_id IN (SELECT id FROM pruned)";
        if (!m_db.exec(sql.constData(), error))
            return -1;
    }
    if (!m_db.exec("DELETE FROM runs WHERE id IN (SELECT id FROM pruned)", error) ||
        !transaction.commit(error))
        return -1;
    return int(count);
}

} // namespace weft::store
