// RecordedOutline: a run's outline is recorded with its row when it starts and read back as it
// was, whatever became of the project; a run recorded before outlines were (schema version 6)
// is matched to the project by node id on its recorded backend; pruning takes the outline
// with its run.
#include "exec/RunOutline.h"
#include "exec/RunResult.h"
#include "graph/Graph.h"
#include "store/RecordedOutline.h"
#include "store/RunStore.h"
#include "store/SqliteDatabase.h"
#include "store/StoreSchema.h"
#include "store/StoreWriter.h"

#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace weft::store;
namespace engine = weft::engine;

namespace {

engine::Node node(const QString &id, const QString &operatorId, bool map = false)
{
    engine::Node result;
    result.id = engine::NodeId(id);
    result.operatorId = operatorId;
    result.run.map = map;
    return result;
}

/// samples → square (map) → sum, as the open project has it.
engine::Graph project()
{
    engine::Graph graph;
    graph.nodes = {node(u"samples"_s, u"array.generate"_s),
                   node(u"square"_s, u"array.expr"_s, true), node(u"sum"_s, u"array.reduce"_s)};
    graph.nodes[0].title = u"Samples"_s;
    graph.edges = {
        {engine::NodeId(u"samples"_s), u"array"_s, engine::NodeId(u"square"_s), u"arrays"_s},
        {engine::NodeId(u"square"_s), u"array"_s, engine::NodeId(u"sum"_s), u"array"_s}};
    return graph;
}

RunStart start(const engine::RunOutline &outline)
{
    RunStart run{u"/projects/p.weft"_s, u"00ff"_s, outline.backend, outline.workers, {}, {}};
    run.outline = outline;
    return run;
}

} // namespace

class TestRecordedOutline : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void theOutlineIsRecordedWithTheRun()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"runs.sqlite"_s);
        engine::Graph graph = project();
        graph.nodes[1].run.backend = u"slurm"_s;
        const engine::RunOutline outline = engine::RunOutline::of(graph, u"processes"_s, 3);
        QString error;
        auto writer = StoreWriter::start(path, start(outline), &error);
        QVERIFY2(writer, qPrintable(error));

        // Readable as soon as the run has started, and as it was though the project changed.
        RunStore store;
        QVERIFY2(store.open(path, SqliteDatabase::OpenMode::ExistingOnly, &error),
                 qPrintable(error));
        const std::optional<RunRecord> run = store.run(writer->runId());
        QVERIFY(run);
        QCOMPARE(RecordedOutline::read(store.database(), *run), outline);
        engine::Graph edited = project();
        edited.nodes[0].title = u"Renamed"_s;
        edited.nodes[1].run.backend.clear();
        edited.nodes[1].run.batchUpperMs = 100;
        QCOMPARE(RecordedOutline::replay(RecordedOutline::read(store.database(), *run), *run, {},
                                         edited, 0),
                 outline);
        QCOMPARE(outline.nodes[1].targets, engine::BatchTargets::forJobs());
        QCOMPARE(store.rowCount("run_plan", run->id), 3);
        QCOMPARE(store.rowCount("run_plan_edges", run->id), 2);

        // A node the project no longer has is listed under its id, without its dependencies.
        edited.nodes.erase(edited.nodes.begin() + 1);
        const engine::RunOutline gone = RecordedOutline::replay(
            RecordedOutline::read(store.database(), *run), *run, {}, edited, 0);
        QCOMPARE(gone.nodes.size(), std::size_t(3));
        QCOMPARE(gone.nodes[1].title, u"square"_s);
        QCOMPARE(gone.nodes[1].targets, engine::BatchTargets::forJobs());
        QCOMPARE(gone.nodes[2], outline.nodes[2]);
        QVERIFY(gone.dependencies.empty());

        // Events of nodes it did not plan still find one.
        const engine::RunOutline padded = RecordedOutline::replay(
            RecordedOutline::read(store.database(), *run), *run, {}, graph, 5);
        QCOMPARE(padded.nodes.size(), std::size_t(5));
        QCOMPARE(padded.nodes[4].id, u"4"_s);
        QCOMPARE(padded.nodes[4].title, u"4"_s);
    }

    void aRunRecordedBeforeOutlinesIsMatchedToTheProject()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"runs.sqlite"_s);
        QString error;
        {
            SqliteDatabase old;
            QVERIFY(old.open(path, SqliteDatabase::OpenMode::Create, &error));
            QVERIFY2(StoreSchema::migrate(old, &error, 6), qPrintable(error));
            // Run 1 finished with node results, its middle node gone from the project since;
            // run 2 was interrupted before it had any.
            QVERIFY2(old.exec("INSERT INTO runs (project_path, project_hash, started_at, "
                              "status, backend, workers, settings, pid, pid_started, "
                              "clock_origin_ns) VALUES "
                              "('/p/a.weft', 'ab', '2026-01-01T00:00:00.000Z', 'succeeded', "
                              "'processes', 2, '{}', 1, 1, 0), "
                              "('/p/a.weft', 'ab', '2026-01-01T00:01:00.000Z', 'interrupted', "
                              "'slurm', 100, '{}', 1, 1, 0);"
                              "INSERT INTO run_nodes (run_id, node_index, node_id, operator, "
                              "state) VALUES (1, 0, 'samples', 'array.generate', 'succeeded'), "
                              "(1, 1, 'gone', 'array.expr', 'succeeded'), "
                              "(1, 2, 'square', 'array.expr', 'succeeded');",
                              &error),
                     qPrintable(error));
        }
        RunStore store;
        QVERIFY2(store.open(path, SqliteDatabase::OpenMode::ExistingOnly, &error),
                 qPrintable(error));
        QCOMPARE(StoreSchema::version(store.database()), StoreSchema::kVersion);
        const std::optional<RunRecord> finished = store.run(1);
        QVERIFY(finished);
        QVERIFY(!RecordedOutline::read(store.database(), *finished));
        const engine::RunOutline matched =
            RecordedOutline::replay(RecordedOutline::read(store.database(), *finished), *finished,
                                    store.nodes(1), project(), 0);
        QCOMPARE(matched.backend, u"processes"_s);
        QCOMPARE(matched.workers, 2);
        QCOMPARE(matched.nodes.size(), std::size_t(3));
        QCOMPARE(matched.nodes[0].title, u"Samples"_s);
        QCOMPARE(matched.nodes[1].id, u"gone"_s);
        QCOMPARE(matched.nodes[1].title, u"gone"_s);
        QVERIFY(!matched.nodes[1].map);
        QCOMPARE(matched.nodes[2].id, u"square"_s);
        QVERIFY(matched.nodes[2].map);
        QCOMPARE(matched.nodes[2].targets, engine::BatchTargets::forProcesses());
        const std::vector<std::pair<int, int>> dependencies{{0, 2}};
        QCOMPARE(matched.dependencies, dependencies);

        // No node results: the project's order, on the Slurm backend it ran on.
        const std::optional<RunRecord> interrupted = store.run(2);
        QVERIFY(interrupted);
        const engine::RunOutline ordered = RecordedOutline::replay(
            RecordedOutline::read(store.database(), *interrupted), *interrupted, {}, project(), 0);
        QCOMPARE(ordered, engine::RunOutline::of(project(), u"slurm"_s, 100));
        QCOMPARE(ordered.nodes[1].targets, engine::BatchTargets::forJobs());
    }

    void theOutlineIsPrunedWithItsRun()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"runs.sqlite"_s);
        const engine::RunOutline outline = engine::RunOutline::of(project(), u"threads"_s, 2);
        QString error;
        RunId first = 0;
        for (int i = 0; i < 2; ++i) {
            auto writer = StoreWriter::start(path, start(outline), &error);
            QVERIFY2(writer, qPrintable(error));
            if (i == 0)
                first = writer->runId();
            QVERIFY2(writer->finish(engine::RunResult(), &error), qPrintable(error));
        }
        RunStore store;
        QVERIFY2(store.open(path, SqliteDatabase::OpenMode::ExistingOnly, &error),
                 qPrintable(error));
        QCOMPARE(store.prune(1, &error), 1);
        QCOMPARE(store.rowCount("run_plan", first), 0);
        QCOMPARE(store.rowCount("run_plan_edges", first), 0);
        QCOMPARE(store.rowCount("run_plan", first + 1), 3);
    }
};

QTEST_GUILESS_MAIN(TestRecordedOutline)
#include "tst_recordedoutline.moc"
