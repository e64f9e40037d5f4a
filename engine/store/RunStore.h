#pragma once

#include "RunRecord.h"
#include "SqliteDatabase.h"
#include "exec/Event.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QHash>
#include <QSet>

#include <optional>
#include <vector>

namespace weft::store {

/// The run history of a project in SQLite (`<project folder>/.weft/runs.sqlite` by default):
/// what `weft --history` and `--show-run` read, what `--keep-runs` prunes. Opening brings an
/// older schema up to date (StoreSchema) and marks every run still `running` whose process is
/// gone as `interrupted`: that is how a run killed with kill -9 shows up afterwards.
///
///     RunStore store;
///     if (!store.open(RunStore::defaultPath(projectFile), SqliteDatabase::OpenMode::ExistingOnly,
///                     &error))
///         return fail(error);
///     for (const RunRecord &run : store.runs())
///         print(run);
///
/// Each instance owns its own connection, so a reader never waits for the writer (WAL). Not
/// thread-safe: use one instance per thread. StoreWriter records runs.
class RunStore
{
    Q_DECLARE_TR_FUNCTIONS(RunStore)

public:
    /// `.weft/runs.sqlite` in the folder of `projectFile`.
    static QString defaultPath(const QString &projectFile);

    /// Opens (or, with OpenMode::Create, creates) the store at `path` and migrates it; a file
    /// that is not a run store is refused untouched (StoreSchema::canAdopt). On
    /// failure sets `error` to one line naming the file.
    bool open(const QString &path, SqliteDatabase::OpenMode mode, QString *error);
    QString path() const { return m_db.path(); }

    /// Every run, newest first; with `projectPath` (absolute), only that project's: projects
    /// in one folder share the folder's store.
    std::vector<RunRecord> runs(const QString &projectPath = {});
    std::optional<RunRecord> run(RunId id);
    /// The newest run, if any; with `projectPath`, the newest of that project.
    std::optional<RunId> latestRunId(const QString &projectPath = {});
    /// The nodes of run `id` in the project's order, with their task and memory figures. A
    /// recorded index that is no int reads as -1 (RunReplay refuses it).
    std::vector<NodeRecord> nodes(RunId id);
    /// The indices of the nodes of run `id` whose every task succeeded, from the tasks table
    /// (what an interrupted run, which has no node results, finished).
    std::vector<int> succeededNodes(RunId id);
    /// The signature (NodeSignature as JSON) of each of `nodes` in the newest run of the
    /// project at `projectPath` that recorded one, by node id: what the next run's cache plan
    /// compares with to say what changed.
    QHash<QString, QByteArray> latestSignatures(const QString &projectPath,
                                                const QSet<QString> &nodes);
    /// The figures of each of `nodes` from the newest run of the project at `projectPath` that
    /// computed it, by node id. Runs are read newest first until every node has its figures
    /// or `runsBack` runs that computed any node have been read; a run that took every node
    /// from the cache adds nothing and does not count.
    QHash<QString, ComputedFigures> lastComputed(const QString &projectPath,
                                                 const QSet<QString> &nodes, int runsBack);
    /// The error of each failed node of run `id`, by node index: the node's result
    /// (`run_nodes.error`), else the error written on its first failed task while the run went
    /// (all an interrupted run has). A recorded index that is no int reads as -1.
    QHash<int, QString> nodeErrors(RunId id);
    /// Rows of `table` that belong to run `id` (event_blocks, tasks, datasets, metrics,
    /// workers).
    qint64 rowCount(const char *table, RunId id);
    /// Events of run `id` committed to the store.
    qint64 eventCount(RunId id);
    /// Every committed event of run `id` in the order it was committed (each recording thread's
    /// events in order; sort by ns for one order). `ns` is the recording process's steady
    /// clock, as the scheduler recorded it. A block that is not a whole number of events, or
    /// not as many as its `count`, gives no events and sets `error` (when given) to one line
    /// naming the store. The events are as recorded: RunReplay checks them against the run.
    std::vector<engine::Event> events(RunId id, QString *error = nullptr);
    /// The steady clock at the start of run `id` (`runs.clock_origin_ns`): Event::ns less this
    /// is the time since the run's start, the clock of every `*_ns` column.
    std::optional<qint64> clockOrigin(RunId id);
    /// The metrics samples of run `id`, oldest first.
    std::vector<MetricRecord> metrics(RunId id);
    /// The worker samples of run `id`, oldest first (by time, then worker).
    std::vector<WorkerRecord> workers(RunId id);

    /// Deletes every run but the newest `keep` (runs still going are kept) with all their rows,
    /// in one transaction. Returns the number of runs deleted, or -1 on an error; `pruned`, when
    /// given, receives their ids (whose persisted outputs OutputArchive::prune removes).
    int prune(int keep, QString *error, std::vector<RunId> *pruned = nullptr);
    /// Marks runs left `running` by a process that no longer exists as `interrupted`. Returns
    /// how many were marked. open() calls it.
    int markInterrupted();

    SqliteDatabase &database() { return m_db; }

private:
    RunRecord readRun(const SqliteStatement &row) const;

    SqliteDatabase m_db;
};

} // namespace weft::store
