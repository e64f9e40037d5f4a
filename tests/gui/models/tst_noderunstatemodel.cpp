#include "ModelCells.h"
#include "models/CriticalPath.h"
#include "models/EdgeListModel.h"
#include "models/NodeListModel.h"
#include "models/NodeRunStateModel.h"
#include "ops/OperatorRegistry.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

#include <vector>

using namespace Qt::StringLiterals;
using weft::app::CriticalPath;
using weft::app::EdgeListModel;
using weft::app::NodeListModel;
using weft::app::NodeRunStateModel;
using weft::app::RunEnding;
using weft::app::RunOutline;
namespace engine = weft::engine;
using engine::EventType;
using weft::test::cell;

namespace {

// read → rise (a map node) → save, and read → peek: plan indices 0 .. 3.
constexpr quint32 kRead = 0;
constexpr quint32 kRise = 1;
constexpr quint32 kSave = 2;
constexpr quint32 kPeek = 3;

RunOutline outline()
{
    RunOutline run;
    run.runId = 7;
    for (const auto &[id, map] : {std::pair{u"read"_s, false}, std::pair{u"rise"_s, true},
                                  std::pair{u"save"_s, false}, std::pair{u"peek"_s, false}}) {
        weft::app::MonitorNode node;
        node.id = id;
        node.operatorId = u"table.filter"_s;
        node.map = map;
        run.nodes.append(node);
    }
    run.dependencies = {{0, 1}, {1, 2}, {0, 3}};
    run.workers = 2;
    return run;
}

engine::Event runEvent(qint64 ns, EventType type, quint32 task, quint32 node, qint64 value = 0)
{
    engine::Event e;
    e.ns = ns;
    e.type = type;
    e.task = task;
    e.node = node;
    e.value = value;
    return e;
}

/// The run up to rise's first batch: read done and held, peek done, rise running with two
/// batches (tasks 4 and 5, after the plan's four) of which one finished with 8 items.
std::vector<engine::Event> firstPart()
{
    return {
        runEvent(1, EventType::RunStarted, 0, 0, 4),
        runEvent(1, EventType::TaskQueued, kRead, kRead),
        runEvent(2, EventType::TaskStarted, kRead, kRead),
        runEvent(10, EventType::TaskSucceeded, kRead, kRead),
        runEvent(10, EventType::DatasetHeld, kRead, kRead, 1000),
        runEvent(10, EventType::TaskQueued, kRise, kRise),
        runEvent(10, EventType::TaskQueued, kPeek, kPeek),
        runEvent(11, EventType::TaskStarted, kRise, kRise),
        runEvent(11, EventType::TaskStarted, kPeek, kPeek),
        runEvent(12, EventType::TaskQueued, 4, kRise),
        runEvent(12, EventType::TaskQueued, 5, kRise),
        runEvent(13, EventType::TaskStarted, 4, kRise),
        runEvent(15, EventType::TaskSucceeded, kPeek, kPeek),
        runEvent(18, EventType::BatchFinished, 4, kRise, 8),
        runEvent(18, EventType::TaskSucceeded, 4, kRise),
    };
}

/// The rest: rise's second batch (16 items), rise done and holding 5000 bytes, read released,
/// save failed.
std::vector<engine::Event> secondPart()
{
    return {
        runEvent(19, EventType::TaskStarted, 5, kRise),
        runEvent(25, EventType::BatchFinished, 5, kRise, 16),
        runEvent(25, EventType::TaskSucceeded, 5, kRise),
        runEvent(30, EventType::TaskSucceeded, kRise, kRise),
        runEvent(30, EventType::DatasetHeld, kRise, kRise, 5000),
        runEvent(30, EventType::DatasetReleased, kRead, kRead, 1000),
        runEvent(30, EventType::TaskQueued, kSave, kSave),
        runEvent(31, EventType::TaskStarted, kSave, kSave),
        runEvent(40, EventType::TaskFailed, kSave, kSave),
        runEvent(40, EventType::DatasetReleased, kRise, kRise, 5000),
        runEvent(41, EventType::RunFinished, 0, 0, 1),
    };
}

RunEnding failedEnding()
{
    RunEnding ending;
    ending.status = u"failed"_s;
    ending.errors.insert(u"save"_s, u"cannot write out.csv: disk full"_s);
    ending.states.insert(u"save"_s, u"failed"_s);
    return ending;
}

engine::Graph graph()
{
    engine::Graph graph;
    // The canvas's order differs from the run's: rows are matched by node id.
    for (const QString &id : {u"peek"_s, u"read"_s, u"rise"_s, u"save"_s}) {
        engine::Node node;
        node.id = engine::NodeId(id);
        node.operatorId = u"table.filter"_s;
        graph.nodes.push_back(node);
    }
    const auto edge = [](const QString &from, const QString &to) {
        return engine::Edge{engine::NodeId(from), u"table"_s, engine::NodeId(to), u"table"_s};
    };
    graph.edges = {edge(u"read"_s, u"rise"_s), edge(u"rise"_s, u"save"_s),
                   edge(u"read"_s, u"peek"_s)};
    return graph;
}

} // namespace

/// The canvas's run states fed a synthetic event stream, as MonitorHub hands it on.
class tst_NodeRunStateModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void statesProgressBytesAndBatches()
    {
        NodeRunStateModel model;
        QAbstractItemModelTester tester(&model);
        model.beginRun(outline());
        QCOMPARE(model.rowCount(), 4);
        QVERIFY(model.hasRun());
        QCOMPARE(cell(model, kSave, "state").toString(), u"waiting"_s);

        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        const std::vector<engine::Event> first = firstPart();
        model.appendEvents(first);
        // One announcement for the whole batch of events.
        QCOMPARE(changed.size(), 1);

        const NodeRunStateModel::Status *read = model.status(u"read"_s);
        QVERIFY(read);
        QCOMPARE(read->state, engine::TaskState::Succeeded);
        QCOMPARE(read->progress(), 1.0);
        QCOMPARE(read->bytes, qint64(1000));
        QVERIFY(!read->released);
        QCOMPARE(model.status(u"peek"_s)->state, engine::TaskState::Succeeded);

        // rise: its own task and two batches known, one batch done.
        const NodeRunStateModel::Status *rise = model.status(u"rise"_s);
        QCOMPARE(rise->state, engine::TaskState::Running);
        QCOMPARE(rise->tasksTotal, 3);
        QCOMPARE(rise->tasksDone, 1);
        QCOMPARE(cell(model, kRise, "progress").toDouble(), 1.0 / 3);
        QCOMPARE(rise->batchSize, qint64(8));
        QCOMPARE(rise->items, qint64(8));
        QVERIFY(cell(model, kRise, "map").toBool());
        QCOMPARE(cell(model, kSave, "state").toString(), u"waiting"_s);
        QVERIFY(model.criticalPath().isEmpty());

        const std::vector<engine::Event> second = secondPart();
        model.appendEvents(second);
        QCOMPARE(changed.size(), 2);
        QCOMPARE(rise->state, engine::TaskState::Succeeded);
        QCOMPARE(rise->batchSize, qint64(16));
        QCOMPARE(rise->items, qint64(24));
        QCOMPARE(rise->progress(), 1.0);
        QCOMPARE(rise->bytes, qint64(5000));
        QVERIFY(rise->released);
        QVERIFY(read->released);
        QCOMPARE(cell(model, kSave, "state").toString(), u"failed"_s);
        QVERIFY(cell(model, kSave, "error").toString().isEmpty());

        model.endRun(failedEnding());
        QVERIFY(model.isFinished());
        QCOMPARE(cell(model, kSave, "error").toString(), u"cannot write out.csv: disk full"_s);
        // save ended last; it waited for rise, which waited for read. peek ended early.
        QCOMPARE(model.criticalPath(), QStringList({u"read"_s, u"rise"_s, u"save"_s}));
        QVERIFY(cell(model, kRise, "critical").toBool());
        QVERIFY(!cell(model, kPeek, "critical").toBool());
        QVERIFY(model.isCriticalEdge(u"read"_s, u"rise"_s));
        QVERIFY(!model.isCriticalEdge(u"read"_s, u"peek"_s));
        QVERIFY(!model.isCriticalEdge(u"read"_s, u"save"_s));

        // A new run forgets the last one.
        model.beginRun({});
        QVERIFY(!model.hasRun());
        QVERIFY(!model.status(u"read"_s));
    }

    void eventsOfUnknownNodesAreIgnored()
    {
        NodeRunStateModel model;
        model.beginRun(outline());
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        const std::vector<engine::Event> stray = {runEvent(1, EventType::TaskStarted, 99, 42),
                                                  runEvent(2, EventType::RunFinished, 0, 0)};
        model.appendEvents(stray);
        QCOMPARE(changed.size(), 0);
        QCOMPARE(model.status(u"read"_s)->state, engine::TaskState::Waiting);
    }

    void criticalPathFollowsTheLastFinishedPredecessor()
    {
        // 0 → 2, 1 → 2, 2 → 3, 1 → 4: 3 ended last; 2 waited for 1 (ended after 0).
        const QList<QPair<int, int>> dependencies = {{0, 2}, {1, 2}, {2, 3}, {1, 4}};
        QCOMPARE(CriticalPath::compute({5, 9, 20, 30, 12}, dependencies), QList<int>({1, 2, 3}));
        // Nodes that never finished are not on it.
        QCOMPARE(CriticalPath::compute({5, 9, 20, -1, 12}, dependencies), QList<int>({1, 2}));
        QCOMPARE(CriticalPath::compute({-1, -1}, {}), QList<int>());
        // Ties go to the lower index.
        QCOMPARE(CriticalPath::compute({4, 4, 8}, {{0, 2}, {1, 2}}), QList<int>({0, 2}));
    }

    void nodeAndEdgeRowsCarryTheRun()
    {
        NodeListModel nodes(engine::OperatorRegistry::builtin());
        EdgeListModel edges(engine::OperatorRegistry::builtin());
        QAbstractItemModelTester nodeTester(&nodes);
        QAbstractItemModelTester edgeTester(&edges);
        nodes.setGraph(graph());
        edges.setGraph(graph());
        edges.setRunStates(nodes.runStates());
        // No run: the editor's look.
        QCOMPARE(cell(nodes, 1, "runState").toString(), QString());
        QCOMPARE(cell(edges, 0, "datasetBytes").toLongLong(), qlonglong(0));

        nodes.runStates()->beginRun(outline());
        QSignalSpy nodeChanges(&nodes, &QAbstractItemModel::dataChanged);
        QSignalSpy edgeChanges(&edges, &QAbstractItemModel::dataChanged);
        const std::vector<engine::Event> first = firstPart();
        nodes.runStates()->appendEvents(first);
        QCOMPARE(nodeChanges.size(), 1);
        QCOMPARE(edgeChanges.size(), 1);
        // The run's rows read .. peek changed: the canvas's rows of those nodes, 0 .. 3.
        QCOMPARE(nodeChanges.at(0).at(0).value<QModelIndex>().row(), 0);
        QCOMPARE(nodeChanges.at(0).at(1).value<QModelIndex>().row(), 3);
        QCOMPARE(cell(nodes, 1, "runState").toString(), u"succeeded"_s);
        QCOMPARE(cell(nodes, 2, "runState").toString(), u"running"_s);
        QCOMPARE(cell(nodes, 2, "runBatchSize").toLongLong(), qlonglong(8));
        QCOMPARE(cell(nodes, 2, "runTasksDone").toInt(), 1);
        QCOMPARE(cell(nodes, 2, "runTasksTotal").toInt(), 3);
        QCOMPARE(cell(edges, 0, "datasetBytes").toLongLong(), qlonglong(1000));
        QVERIFY(!cell(edges, 0, "datasetReleased").toBool());

        const std::vector<engine::Event> second = secondPart();
        nodes.runStates()->appendEvents(second);
        nodes.runStates()->endRun(failedEnding());
        QVERIFY(cell(edges, 0, "datasetReleased").toBool());
        QCOMPARE(cell(edges, 1, "datasetBytes").toLongLong(), qlonglong(5000));
        QCOMPARE(cell(nodes, 3, "runError").toString(), u"cannot write out.csv: disk full"_s);
        QVERIFY(cell(nodes, 2, "critical").toBool());
        QVERIFY(cell(edges, 0, "critical").toBool());
        QVERIFY(cell(edges, 1, "critical").toBool());
        QVERIFY(!cell(edges, 2, "critical").toBool());

        // Cleared: every row back to the editor's look.
        nodes.runStates()->beginRun({});
        QCOMPARE(cell(nodes, 2, "runState").toString(), QString());
        QVERIFY(!cell(edges, 0, "critical").toBool());
    }
};

QTEST_GUILESS_MAIN(tst_NodeRunStateModel)
#include "tst_noderunstatemodel.moc"
