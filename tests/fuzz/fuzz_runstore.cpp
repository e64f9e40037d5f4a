// libFuzzer target for the run-store reader that the history and a replay use: whatever a store
// that came with a project holds, opening it, listing its runs and reading each run for a
// replay (RunReplay::read) gives either the run, every index in range, or one line naming the
// store; never a crash, a hang, a leak, undefined behaviour or memory beyond the file's size.
//
// An input is one of two things:
// - a database file (it starts with SQLite's header): written as the store as it is. Seeds are
//   stores recorded by running the bundled examples, so mutations land in real rows;
// - SQL text: run on a new store of the current schema, so the fuzzer writes any value into
//   any column past SQLite's own checks. Seeds are the same stores as INSERT statements
//   (see dumpStores(), which RunFuzzer.cmake runs before fuzzing).

#include "graph/Graph.h"
#include "ops/OperatorRegistry.h"
#include "project/ProjectReader.h"
#include "store/RunReplay.h"
#include "store/RunStore.h"
#include "store/SqliteDatabase.h"
#include "store/StoreSchema.h"
#include "support/TestPaths.h"

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <sqlite3.h>

using namespace Qt::StringLiterals;
using namespace weft;

namespace {

/// Runs a replay reads at most: the history lists them all, a few are replayed.
constexpr int kReplayedRuns = 4;
/// The SQL of one input may take this many virtual-machine steps (a recursive query would
/// otherwise run for ever in the harness, not in the reader) and make values this long.
constexpr int kSqlSteps = 1'000'000;
constexpr int kSqlValueBytes = 1 << 20;

const char *const kTables[] = {"runs",    "run_nodes", "tasks",    "event_blocks",  "datasets",
                               "metrics", "workers",   "run_plan", "run_plan_edges"};

[[noreturn]] void fail(const char *what, const QString &detail)
{
    std::fprintf(stderr, "fuzz_runstore: %s\n%s\n", what, qPrintable(detail));
    std::abort();
}

/// The refusal must be one line that names the store.
void checkError(const QString &error, const QString &path)
{
    if (error.isEmpty() || !error.contains(path) || error.contains(u'\n'))
        fail("the error is not one line naming the store", error);
}

/// What a replay hands the window: every index the models take from it is in range.
void checkReplay(const store::RunReplay &replay)
{
    const auto nodes = qint64(replay.outline.nodes.size());
    for (std::size_t i = 0; i < replay.events.size(); ++i) {
        const engine::Event &event = replay.events[i];
        if (i > 0 && event.ns < replay.events[i - 1].ns)
            fail("events are not sorted", {});
        if (event.type != engine::EventType::RunStarted &&
            event.type != engine::EventType::RunFinished && event.node >= nodes)
            fail("an event names a node the outline does not have", {});
    }
    for (const auto &[from, to] : replay.outline.dependencies)
        if (from < 0 || to < 0 || from >= nodes || to >= nodes)
            fail("a dependency is out of range", {});
    for (auto it = replay.errors.cbegin(); it != replay.errors.cend(); ++it)
        if (it.key() < 0 || it.key() >= nodes)
            fail("an error names a node the outline does not have", {});
    if (replay.durationNs < 0 || replay.run.workers < 0 || replay.run.workers > 65536 ||
        replay.run.lanes < 0 || replay.run.lanes > 65536)
        fail("the duration, the workers or the lanes are out of range", {});
}

/// The history listing and a replay of the newest runs, as the window does them.
void readStore(const QString &path, const engine::Graph &project)
{
    store::RunStore store;
    QString error;
    if (!store.open(path, store::SqliteDatabase::OpenMode::ExistingOnly, &error)) {
        checkError(error, path);
        return;
    }
    const std::vector<store::RunRecord> runs = store.runs();
    if (!runs.empty())
        store.runs(runs.front().projectPath);
    for (std::size_t i = 0; i < runs.size() && i < kReplayedRuns; ++i) {
        store.nodes(runs[i].id); // what comparing two runs reads
        error.clear();
        const std::optional<store::RunReplay> replay =
            store::RunReplay::read(store, runs[i].id, project, &error);
        if (replay)
            checkReplay(*replay);
        else
            checkError(error, path);
    }
}

int stopLongSql(void *)
{
    return 1;
}

/// Keeps the fuzzed SQL inside its store: no other database attached (ATTACH, VACUUM INTO)
/// creates a file elsewhere.
int denyAttach(void *, int action, const char *, const char *, const char *, const char *)
{
    return action == SQLITE_ATTACH || action == SQLITE_DETACH ? SQLITE_DENY : SQLITE_OK;
}

/// A new store of the current schema at `path` with the SQL `script` run on it, as far as it
/// runs (a failing statement ends it; what ran before stays).
void writeSqlStore(const QString &path, const QByteArray &script)
{
    store::SqliteDatabase db;
    QString error;
    if (!db.open(path, store::SqliteDatabase::OpenMode::Create, &error) ||
        !store::StoreSchema::migrate(db, &error))
        fail("cannot create a store", error);
    sqlite3_limit(db.handle(), SQLITE_LIMIT_LENGTH, kSqlValueBytes);
    sqlite3_progress_handler(db.handle(), kSqlSteps, stopLongSql, nullptr);
    sqlite3_set_authorizer(db.handle(), denyAttach, nullptr);
    // Statement by statement, going on after one that fails: a mutation that breaks one row
    // (a duplicate key, a typo) keeps the rest of the store.
    const char *next = script.constData();
    const char *end = next + script.size();
    while (next < end && *next) {
        sqlite3_stmt *statement = nullptr;
        const char *tail = nullptr;
        if (sqlite3_prepare_v2(db.handle(), next, int(end - next), &statement, &tail) !=
                SQLITE_OK ||
            tail <= next) {
            sqlite3_finalize(statement);
            const char *semicolon = static_cast<const char *>(std::memchr(next, ';', end - next));
            next = semicolon ? semicolon + 1 : end;
            continue;
        }
        while (statement && sqlite3_step(statement) == SQLITE_ROW) {
        }
        sqlite3_finalize(statement);
        next = tail;
    }
}

/// One SQL literal for the value in `column` of `row`.
QByteArray literal(sqlite3_stmt *row, int column)
{
    switch (sqlite3_column_type(row, column)) {
    case SQLITE_INTEGER:
        return QByteArray::number(sqlite3_column_int64(row, column));
    case SQLITE_FLOAT:
        return QByteArray::number(sqlite3_column_double(row, column), 'g', 17);
    case SQLITE_TEXT: {
        const auto *text = reinterpret_cast<const char *>(sqlite3_column_text(row, column));
        return '\'' + QByteArray(text, sqlite3_column_bytes(row, column)).replace('\'', "''") +
               '\'';
    }
    case SQLITE_BLOB: {
        const void *blob = sqlite3_column_blob(row, column);
        return "X'" +
               QByteArray(static_cast<const char *>(blob), sqlite3_column_bytes(row, column))
                   .toHex() +
               '\'';
    }
    default:
        return "NULL";
    }
}

/// Writes `<store>.sql` beside every `*.sqlite` in `folder`: its rows as INSERT statements, the
/// SQL seeds. Called instead of fuzzing when WEFT_FUZZ_DUMP names a folder.
void dumpStores(const QString &folder)
{
    const QDir dir(folder);
    for (const QString &name : dir.entryList({u"*.sqlite"_s}, QDir::Files)) {
        sqlite3 *db = nullptr;
        if (sqlite3_open_v2(QFile::encodeName(dir.filePath(name)).constData(), &db,
                            SQLITE_OPEN_READONLY, nullptr) != SQLITE_OK)
            fail("cannot open a seed store", name);
        QByteArray sql;
        for (const char *table : kTables) {
            sqlite3_stmt *row = nullptr;
            const QByteArray select = "SELECT * FROM " + QByteArray(table);
            if (sqlite3_prepare_v2(db, select.constData(), -1, &row, nullptr) != SQLITE_OK)
                continue;
            while (sqlite3_step(row) == SQLITE_ROW) {
                QByteArrayList values;
                for (int c = 0; c < sqlite3_column_count(row); ++c)
                    values << literal(row, c);
                sql +=
                    "INSERT INTO " + QByteArray(table) + " VALUES (" + values.join(", ") + ");\n";
            }
            sqlite3_finalize(row);
        }
        sqlite3_close(db);
        QFile out(dir.filePath(name + u".sql"_s));
        if (!out.open(QIODevice::WriteOnly) || out.write(sql) != sql.size())
            fail("cannot write a SQL seed", out.fileName());
    }
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    const QByteArray dump = qgetenv("WEFT_FUZZ_DUMP");
    if (!dump.isEmpty()) {
        dumpStores(QFile::decodeName(dump));
        std::exit(0);
    }
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    // Shared memory when there is some: a store is written for every input.
    static const QTemporaryDir dir = QDir(u"/dev/shm"_s).exists()
                                         ? QTemporaryDir(u"/dev/shm/weft-fuzz-XXXXXX"_s)
                                         : QTemporaryDir();
    // The project whose runs the seeds recorded first: a run recorded without an outline is
    // matched to it.
    static const engine::Graph project = [] {
        const engine::ProjectLoadResult loaded =
            engine::ProjectReader(engine::OperatorRegistry::builtin())
                .readFile(weft::test::sourcePath(u"resources/examples/co2_trend.weft"));
        return loaded.ok() ? loaded.project->graph : engine::Graph();
    }();
    const QString path = dir.filePath(u"runs.sqlite"_s);
    for (const char *suffix : {"", "-wal", "-shm"})
        QFile::remove(path + QLatin1String(suffix));

    const QByteArray bytes =
        QByteArray::fromRawData(reinterpret_cast<const char *>(data), qsizetype(size));
    if (bytes.startsWith(QByteArrayView("SQLite format 3", 16))) {
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
            fail("cannot write the input", path);
    } else {
        writeSqlStore(path, QByteArray(reinterpret_cast<const char *>(data), qsizetype(size)));
    }
    readStore(path, project);
    return 0;
}
