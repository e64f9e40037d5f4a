// RunOutline: the plan a monitor shows, worked out once from the graph and the backend. A map
// node's batch targets are those where its backend runs it (a thread, a worker process, a
// Slurm job) unless it sets its own, and naming the backend (a recorded run) gives the same
// outline as the backend object.
#include "exec/JobBackend.h"
#include "exec/NodePlacement.h"
#include "exec/ProcessBackend.h"
#include "exec/RunOutline.h"
#include "exec/SequentialBackend.h"
#include "exec/ThreadBackend.h"
#include "graph/Graph.h"
#include "slurm/SlurmJobs.h"

#include <QTest>

#include <memory>

using namespace Qt::StringLiterals;
using namespace weft::engine;

namespace QTest {
template<>
char *toString(const weft::engine::BatchTargets &targets)
{
    return qstrdup(QByteArray("{" + QByteArray::number(targets.lowerSeconds) + ", " +
                              QByteArray::number(targets.upperSeconds) + "}")
                       .constData());
}
} // namespace QTest

namespace {

Node node(const QString &id, const QString &operatorId, bool map = false,
          const QString &backend = {})
{
    Node result;
    result.id = NodeId(id);
    result.operatorId = operatorId;
    result.run.map = map;
    result.run.backend = backend;
    return result;
}

/// samples → mapped (map, the run's backend), threads (map, on threads), processes (map, in
/// worker processes), slurm (map, as Slurm jobs), own (map with its own targets) → sum (plain).
Graph graph()
{
    Graph graph;
    graph.nodes = {node(u"samples"_s, u"array.generate"_s),
                   node(u"mapped"_s, u"array.expr"_s, true),
                   node(u"threads"_s, u"array.expr"_s, true, u"threads"_s),
                   node(u"processes"_s, u"array.expr"_s, true, u"processes"_s),
                   node(u"slurm"_s, u"array.expr"_s, true, u"slurm"_s),
                   node(u"own"_s, u"array.expr"_s, true),
                   node(u"sum"_s, u"array.reduce"_s)};
    graph.nodes[0].title = u"Samples"_s;
    graph.nodes[5].run.batchLowerMs = 0.5;
    graph.nodes[5].run.batchUpperMs = 4;
    for (const char *to : {"mapped", "threads", "processes", "slurm", "own"})
        graph.edges.push_back(
            {NodeId(u"samples"_s), u"array"_s, NodeId(QString::fromLatin1(to)), u"arrays"_s});
    graph.edges.push_back({NodeId(u"mapped"_s), u"array"_s, NodeId(u"sum"_s), u"array"_s});
    // A second edge between the same nodes is one dependency.
    graph.edges.push_back({NodeId(u"mapped"_s), u"array"_s, NodeId(u"sum"_s), u"other"_s});
    return graph;
}

const BatchTargets kOwn{0.0005, 0.004};

/// `backend` as a run's composer hands it over: with Slurm's placement.
template<typename B>
B &placed(B &&backend)
{
    backend.usePlacement(std::make_unique<SlurmJobs>());
    return backend;
}

} // namespace

class TestRunOutline : public QObject
{
    Q_OBJECT

private:
    void checkTargets(const RunOutline &outline, BatchTargets mapped)
    {
        QCOMPARE(outline.nodes.size(), std::size_t(7));
        QCOMPARE(outline.nodes[1].targets, mapped);
        QCOMPARE(outline.nodes[2].targets, BatchTargets::forThreads());
        QCOMPARE(outline.nodes[3].targets, BatchTargets::forProcesses());
        QCOMPARE(outline.nodes[4].targets, BatchTargets::forJobs());
        QCOMPARE(outline.nodes[5].targets, kOwn);
        // Plain nodes have no band.
        QCOMPARE(outline.nodes[0].targets, BatchTargets{});
        QCOMPARE(outline.nodes[6].targets, BatchTargets{});
    }

private Q_SLOTS:
    void nodesTitlesAndDependencies()
    {
        ThreadBackend backend(3);
        const RunOutline outline = RunOutline::of(graph(), backend);
        QCOMPARE(outline.backend, u"threads"_s);
        QCOMPARE(outline.workers, 3);
        QCOMPARE(outline.nodes[0].id, u"samples"_s);
        QCOMPARE(outline.nodes[0].operatorId, u"array.generate"_s);
        QCOMPARE(outline.nodes[0].title, u"Samples"_s);       // its own
        QCOMPARE(outline.nodes[1].title, u"Array formula"_s); // its operator's
        QVERIFY(!outline.nodes[0].map);
        QVERIFY(outline.nodes[1].map);
        QVERIFY(!outline.nodes[6].map);
        const std::vector<std::pair<int, int>> dependencies{{0, 1}, {0, 2}, {0, 3},
                                                            {0, 4}, {0, 5}, {1, 6}};
        QCOMPARE(outline.dependencies, dependencies);

        Graph unknown;
        unknown.nodes = {node(u"x"_s, u"no.such"_s)};
        QCOMPARE(RunOutline::of(unknown, backend).nodes[0].title, u"no.such"_s);
    }

    void mapNodesTakeTheTargetsOfWhereTheyRun()
    {
        checkTargets(RunOutline::of(graph(), placed(SequentialBackend())),
                     BatchTargets::forThreads());
        checkTargets(RunOutline::of(graph(), placed(ThreadBackend(2))), BatchTargets::forThreads());
        checkTargets(RunOutline::of(graph(), placed(ProcessBackend(2))),
                     BatchTargets::forProcesses());
    }

    void aMapNodeOnTheSlurmBackendTakesSlurmsTargets()
    {
        const RunOutline outline = RunOutline::of(graph(), placed(JobBackend(u"slurm"_s, 4)));
        QCOMPARE(outline.backend, u"slurm"_s);
        QCOMPARE(outline.workers, 4);
        checkTargets(outline, BatchTargets::forJobs());
        QCOMPARE(outline.nodes[1].targets, (BatchTargets{60.0, 600.0}));
    }

    void aNamedBackendGivesTheSameOutline_data()
    {
        QTest::addColumn<QString>("name");
        QTest::newRow("sequential") << u"sequential"_s;
        QTest::newRow("threads") << u"threads"_s;
        QTest::newRow("processes") << u"processes"_s;
        QTest::newRow("slurm") << u"slurm"_s;
    }

    void aNamedBackendGivesTheSameOutline()
    {
        QFETCH(QString, name);
        QString error;
        const auto kind = parseBackendKind(name);
        QVERIFY(kind);
        const std::unique_ptr<Backend> backend = BackendFactory::make(*kind, 2, &error);
        QVERIFY2(backend, qPrintable(error));
        placed(*backend);
        const RunOutline live = RunOutline::of(graph(), *backend);
        QCOMPARE(RunOutline::of(graph(), backend->name(), backend->workers()), live);
    }

    void placementFollowsTheNodeThenTheBackend()
    {
        const PlacementRule threads;
        const PlacementRule processes{true, {}, {}};
        const PlacementRule withJobs{false, u"slurm"_s, {}};
        const PlacementRule jobs{false, u"slurm"_s, u"slurm"_s};
        NodeRunSettings run;
        QCOMPARE(threads.place(run), NodePlacement::Thread);
        QCOMPARE(processes.place(run), NodePlacement::Process);
        QCOMPARE(withJobs.place(run), NodePlacement::Thread);
        QCOMPARE(jobs.place(run), NodePlacement::Job);
        QCOMPARE(jobs.asked(run), u"slurm"_s);
        run.backend = u"threads"_s;
        QCOMPARE(jobs.place(run), NodePlacement::Thread);
        run.backend = u"sequential"_s;
        QCOMPARE(processes.place(run), NodePlacement::Thread);
        run.backend = u"processes"_s;
        QCOMPARE(jobs.place(run), NodePlacement::Process);
        run.backend = u"slurm"_s;
        QCOMPARE(withJobs.place(run), NodePlacement::Job);
        // A run that was not handed the placement a node asks for fails that node.
        QCOMPARE(threads.place(run), NodePlacement::Nowhere);
        QCOMPARE(processes.asked(run), u"slurm"_s);
        run.backend = u"elsewhere"_s;
        QCOMPARE(jobs.place(run), NodePlacement::Nowhere);
        // A backend that places every node, but was handed no placement.
        run.backend.clear();
        QCOMPARE((PlacementRule{false, {}, u"slurm"_s}).place(run), NodePlacement::Nowhere);
    }

    void aRecordedBackendNameGivesItsRule()
    {
        NodeRunSettings run;
        QCOMPARE(PlacementRule::of(u"threads").place(run), NodePlacement::Thread);
        QCOMPARE(PlacementRule::of(u"processes").place(run), NodePlacement::Process);
        QCOMPARE(PlacementRule::of(u"slurm").place(run), NodePlacement::Job);
        QCOMPARE(PlacementRule::of(u"unknown").place(run), NodePlacement::Thread);
        run.backend = u"slurm"_s;
        QCOMPARE(PlacementRule::of(u"threads").place(run), NodePlacement::Job);
    }

    void aNodesOwnTargetsWinWhereItSetsThem()
    {
        NodeRunSettings run;
        QCOMPARE(mapBatchTargets(run, BatchTargets::forJobs()), BatchTargets::forJobs());
        run.batchUpperMs = 20;
        QCOMPARE(mapBatchTargets(run, BatchTargets::forThreads()), (BatchTargets{0.001, 0.020}));
        run.batchLowerMs = 2;
        QCOMPARE(mapBatchTargets(run, BatchTargets::forJobs()), (BatchTargets{0.002, 0.020}));
    }
};

QTEST_GUILESS_MAIN(TestRunOutline)
#include "tst_runoutline.moc"
