#include "StoreSchema.h"

#include "SqliteDatabase.h"

#include <QFileInfo>

#include <array>

namespace weft::store {

namespace {

// Each step takes the schema from its index to the next version. Steps are never edited once
// released: a change is a new step at the end, so every older database follows the same path.
// Tables have no foreign keys on purpose: checking a parent row on every inserted row would
// slow the writer down; pruning deletes from each table itself. Events are kept as blocks of
// raw 32-byte records (engine::Event, little-endian), one row per pump batch: a row per event
// costs about a microsecond in SQLite, a block row a few per million events, and the tasks and
// datasets tables hold what is queried. Those two have no index: tasks finish in no particular
// order, and a (run, task) key made every insert a seek to a random page, several times the
// cost of appending; a query for one run scans them (--keep-runs bounds their size).
constexpr std::array kSteps = {
    // 0 -> 1: runs, per-run node results, tasks and event blocks.
    R"sql(
CREATE TABLE runs (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    project_path TEXT NOT NULL,
    project_hash TEXT NOT NULL,
    started_at TEXT NOT NULL,
    finished_at TEXT,
    status TEXT NOT NULL,
    backend TEXT NOT NULL,
    workers INTEGER NOT NULL,
    settings TEXT NOT NULL,
    pid INTEGER NOT NULL,
    pid_started INTEGER NOT NULL,
    clock_origin_ns INTEGER NOT NULL,
    wall_ns INTEGER,
    peak_bytes INTEGER,
    bytes_released INTEGER,
    nodes_total INTEGER,
    nodes_succeeded INTEGER,
    nodes_failed INTEGER,
    nodes_cancelled INTEGER,
    nodes_skipped INTEGER,
    tasks_total INTEGER,
    events INTEGER NOT NULL DEFAULT 0,
    events_dropped INTEGER NOT NULL DEFAULT 0,
    resume_from TEXT
);
CREATE INDEX runs_by_status ON runs(status);
CREATE TABLE run_nodes (
    run_id INTEGER NOT NULL,
    node_index INTEGER NOT NULL,
    node_id TEXT NOT NULL,
    operator TEXT NOT NULL,
    state TEXT NOT NULL,
    wall_ns INTEGER,
    error TEXT,
    PRIMARY KEY (run_id, node_index)
);
CREATE TABLE tasks (
    run_id INTEGER NOT NULL,
    task INTEGER NOT NULL,
    node INTEGER NOT NULL,
    batch INTEGER,
    items INTEGER,
    worker INTEGER,
    queued_ns INTEGER,
    started_ns INTEGER,
    finished_ns INTEGER,
    state TEXT NOT NULL,
    error TEXT
);
CREATE TABLE event_types (id INTEGER PRIMARY KEY, name TEXT NOT NULL);
INSERT INTO event_types VALUES (0, 'run_started'), (1, 'task_queued'), (2, 'task_started'),
    (3, 'task_succeeded'), (4, 'task_failed'), (5, 'task_cancelled'), (6, 'task_skipped'),
    (7, 'dataset_held'), (8, 'dataset_released'), (9, 'run_finished');
CREATE TABLE event_blocks (
    run_id INTEGER NOT NULL,
    first_ns INTEGER NOT NULL,
    last_ns INTEGER NOT NULL,
    count INTEGER NOT NULL,
    events BLOB NOT NULL
);
CREATE INDEX event_blocks_by_run ON event_blocks(run_id);
)sql",
    // 1 -> 2: dataset lifetimes and metrics sampled while a run goes.
    R"sql(
CREATE TABLE datasets (
    run_id INTEGER NOT NULL,
    task INTEGER NOT NULL,
    node INTEGER NOT NULL,
    produced_ns INTEGER,
    bytes INTEGER,
    released_ns INTEGER,
    released_bytes INTEGER
);
CREATE TABLE metrics (
    run_id INTEGER NOT NULL,
    ns INTEGER NOT NULL,
    bytes_held INTEGER NOT NULL,
    shm_bytes INTEGER NOT NULL,
    rss_bytes INTEGER NOT NULL,
    workers_rss_bytes INTEGER NOT NULL,
    cpu_ns INTEGER NOT NULL,
    running INTEGER NOT NULL,
    ready INTEGER NOT NULL
);
CREATE INDEX metrics_by_run ON metrics(run_id);
)sql",
    // 2 -> 3: the monitor dashboard's layout, one JSON object per project (DashboardStateStore).
    R"sql(
CREATE TABLE dashboard_state (
    project_path TEXT PRIMARY KEY,
    state_json TEXT NOT NULL,
    saved_at TEXT NOT NULL
);
)sql",
    // 3 -> 4: Slurm: the job that ran each plain node (and its task), its queue wait and run
    // time kept apart so the dashboard can show both.
    R"sql(
ALTER TABLE run_nodes ADD COLUMN slurm_job_id TEXT;
ALTER TABLE run_nodes ADD COLUMN queue_ms INTEGER;
ALTER TABLE run_nodes ADD COLUMN job_run_ms INTEGER;
ALTER TABLE tasks ADD COLUMN slurm_job_id TEXT;
)sql",
    // 4 -> 5: each worker's pid, CPU time, RSS and restarts sampled while a run goes, so that a
    // replayed run's Workers panel shows them.
    R"sql(
CREATE TABLE workers (
    run_id INTEGER NOT NULL,
    ns INTEGER NOT NULL,
    worker INTEGER NOT NULL,
    pid INTEGER NOT NULL,
    rss_bytes INTEGER NOT NULL,
    cpu_ns INTEGER NOT NULL,
    restarts INTEGER NOT NULL
);
CREATE INDEX workers_by_run ON workers(run_id);
)sql",
    // 5 -> 6: the names of the event types added since version 1: a map batch's end, and a
    // Slurm job's submission and start (the job id in the event's value).
    R"sql(
INSERT OR IGNORE INTO event_types VALUES (10, 'batch_finished'), (11, 'job_submitted'),
    (12, 'job_started');
)sql",
    // 6 -> 7: each run's outline as its monitor showed it when it started (RecordedOutline):
    // its plan's nodes with their titles, map flags and the batch targets their backend
    // started them with, and the dependencies between them, so that a replay shows the same
    // whatever became of the project since.
    R"sql(
CREATE TABLE run_plan (
    run_id INTEGER NOT NULL,
    node_index INTEGER NOT NULL,
    node_id TEXT NOT NULL,
    operator TEXT NOT NULL,
    title TEXT NOT NULL,
    map INTEGER NOT NULL,
    batch_lower_s REAL NOT NULL,
    batch_upper_s REAL NOT NULL,
    PRIMARY KEY (run_id, node_index)
);
CREATE TABLE run_plan_edges (
    run_id INTEGER NOT NULL,
    from_index INTEGER NOT NULL,
    to_index INTEGER NOT NULL
);
CREATE INDEX run_plan_edges_by_run ON run_plan_edges(run_id);
)sql",
    // 7 -> 8: the name of a map node's item count (EventType::MapItems), which progress and
    // time left count in items. A version of its own: an earlier Weft refuses a replay of an
    // event type it does not know, so it must not take this store for one it can read.
    R"sql(
INSERT OR IGNORE INTO event_types VALUES (13, 'map_items');
)sql",
    // 8 -> 9: incremental runs: whether each node came from the result cache, why it ran, and
    // its signature, which the next run's plan compares with to say what changed.
    R"sql(
ALTER TABLE run_nodes ADD COLUMN cache TEXT;
ALTER TABLE run_nodes ADD COLUMN cache_reason TEXT;
ALTER TABLE run_nodes ADD COLUMN cache_detail TEXT;
ALTER TABLE run_nodes ADD COLUMN signature TEXT;
)sql",
    // 9 -> 10: one worker count everywhere. `workers` held the scheduler's lanes, which is two
    // per process on the processes backend; it now holds the workers as `--jobs` counts them and
    // `lanes` what the monitor draws. Earlier runs kept their process count in the settings.
    R"sql(
ALTER TABLE runs ADD COLUMN lanes INTEGER;
UPDATE runs SET lanes = workers, workers = coalesce(CASE WHEN json_valid(settings) THEN
    json_extract(settings, '$.processes') END, workers);
)sql",
    // 10 -> 11: each node's outputs' figures (rows, shape, files, bytes) as a JSON array
    // (engine::OutputFigures), for the canvas of a replayed run. NULL for runs before it.
    R"sql(
ALTER TABLE run_nodes ADD COLUMN outputs TEXT;
)sql",
};

static_assert(int(kSteps.size()) == StoreSchema::kVersion, "one migration step per version");

} // namespace

int StoreSchema::version(SqliteDatabase &db)
{
    return int(db.queryInt("PRAGMA user_version").value_or(-1));
}

bool StoreSchema::canAdopt(const QString &path, QString *error)
{
    const QFileInfo info(path);
    // A link in place of the store (in a project folder from elsewhere) would have the run
    // written wherever it points; even reading through it may leave SQLite's -shm there.
    if (info.isSymLink()) {
        *error = tr("%1 is a symbolic link; a run store must be a file of its own").arg(path);
        return false;
    }
    if (!info.exists() || (info.isFile() && info.size() == 0))
        return true;
    const auto refuse = [&] {
        *error = tr("%1 is not a Weft run store").arg(path);
        return false;
    };
    // Read only: opening read-write would switch the file to WAL before anything is known.
    SqliteDatabase db;
    QString openError;
    if (!info.isFile() || !db.open(path, SqliteDatabase::OpenMode::ReadOnly, &openError))
        return refuse();
    const std::optional<qint64> id = db.queryInt("PRAGMA application_id");
    const std::optional<qint64> version = db.queryInt("PRAGMA user_version");
    const std::optional<qint64> objects = db.queryInt("SELECT count(*) FROM sqlite_master");
    if (!id || !version || !objects)
        return refuse(); // not an SQLite database at all
    // A store may come with a project from someone else. Weft creates tables and indices
    // only: a trigger would run on Weft's own writes (marking a dead run interrupted is one),
    // and a view or a virtual table in place of a table could make a plain read run without
    // end.
    const std::optional<qint64> foreign =
        db.queryInt("SELECT count(*) FROM sqlite_master WHERE type NOT IN ('table', 'index') "
                    "OR sql LIKE 'CREATE VIRTUAL%'");
    if (foreign.value_or(1) != 0) {
        *error = tr("%1 is not a Weft run store: it holds a view, a trigger or a virtual table")
                     .arg(path);
        return false;
    }
    if (*id == kApplicationId)
        return true;
    if (*id != 0)
        return refuse(); // another application's file
    // A store of an earlier Weft: its version and the columns of its runs table only Weft has.
    // A file with no tables holds nothing to lose (and a newer version is refused by migrate).
    const std::optional<qint64> weftColumns =
        db.queryInt("SELECT count(*) FROM pragma_table_info('runs') WHERE name IN "
                    "('project_hash', 'pid_started', 'clock_origin_ns', 'events_dropped')");
    if (*objects == 0 || (*version > 0 && weftColumns.value_or(0) == 4))
        return true;
    return refuse();
}

bool StoreSchema::migrate(SqliteDatabase &db, QString *error, int target)
{
    Q_ASSERT(target >= 0 && target <= kVersion);
    int current = version(db);
    if (current < 0) {
        *error = tr("%1: cannot read the schema version: %2").arg(db.path(), db.lastError());
        return false;
    }
    if (current > kVersion) {
        *error = tr("%1: the run store has schema version %2, newer than version %3 that this "
                    "Weft reads; use a newer Weft or another --store")
                     .arg(db.path())
                     .arg(current)
                     .arg(kVersion);
        return false;
    }
    if (current >= target && db.queryInt("PRAGMA application_id") == kApplicationId)
        return true; // nothing to write: readers need no write lock
    SqliteTransaction transaction(db);
    // Another process may have migrated while this one waited for the lock.
    current = version(db);
    const int from = current;
    for (; current < target; ++current) {
        if (!transaction.isActive() || !db.exec(kSteps[std::size_t(current)], error)) {
            if (error->isEmpty())
                *error = db.lastError();
            *error = tr("migrating the run store from version %1 to %2 failed: %3")
                         .arg(current)
                         .arg(current + 1)
                         .arg(*error);
            return false; // the transaction rolls every step back
        }
    }
    const QByteArray mark = "PRAGMA application_id = " + QByteArray::number(kApplicationId) +
                            "; PRAGMA user_version = " + QByteArray::number(qMax(current, from));
    if (!transaction.isActive() || !db.exec(mark.constData(), error) ||
        !transaction.commit(error)) {
        if (error->isEmpty())
            *error = db.lastError();
        *error = tr("migrating the run store from version %1 to %2 failed: %3")
                     .arg(from)
                     .arg(qMax(current, from))
                     .arg(*error);
        return false;
    }
    return true;
}

} // namespace weft::store
