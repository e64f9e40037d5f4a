// How far a run is, in units a user can read off the plan: plain nodes one each, map nodes by
// their items (WorkProgress), fed by events as a monitor gets them; and a real map run that
// says how many items it has (EventType::MapItems).
#include "exec/EventStream.h"
#include "exec/GraphRunner.h"
#include "exec/TaskPhases.h"
#include "exec/ThreadBackend.h"
#include "exec/WorkProgress.h"
#include "ops/OperatorRegistry.h"

#include <QTest>

using namespace weft::engine;
using namespace Qt::StringLiterals;

namespace {

Event makeEvent(EventType type, quint32 task, quint32 node, qint64 value = 0)
{
    Event e;
    e.type = type;
    e.task = task;
    e.node = node;
    e.value = value;
    return e;
}

/// Feeds `events` through one TaskPhases, as every monitor does.
struct Feed
{
    explicit Feed(qsizetype nodes)
        : work(nodes)
    {}

    qint64 operator()(const Event &e) { return work.apply(e, phases.apply(e)); }

    TaskPhases phases;
    WorkProgress work;
};

} // namespace

class TestWorkProgress : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void mapNodeCountsItemsNotBatches()
    {
        // source (0) -> map (1) -> sink (2); the map node has 1,000 items.
        Feed feed(3);
        QCOMPARE(feed.work.totalUnits(), 3);
        feed(makeEvent(EventType::TaskStarted, 0, 0));
        QCOMPARE(feed(makeEvent(EventType::TaskSucceeded, 0, 0)), 1);
        feed(makeEvent(EventType::TaskStarted, 1, 1));
        feed(makeEvent(EventType::MapItems, 1, 1, 1000));
        QVERIFY(feed.work.hasItems());
        QCOMPARE(feed.work.totalUnits(), 1 + 1000 + 1);
        // 50 items done in five batches, with three more spawned ahead and running: counted by
        // batches this read 5 of 9 tasks of the node done; by items it is 5 %.
        for (quint32 batch = 3; batch < 11; ++batch) {
            feed(makeEvent(EventType::TaskQueued, batch, 1));
            feed(makeEvent(EventType::TaskStarted, batch, 1));
        }
        for (quint32 batch = 3; batch < 8; ++batch) {
            QCOMPARE(feed(makeEvent(EventType::BatchFinished, batch, 1, 10)), 10);
            QCOMPARE(feed(makeEvent(EventType::TaskSucceeded, batch, 1)), 0);
        }
        QCOMPARE(feed.work.doneUnits(), 1 + 50);
        QCOMPARE(feed.work.itemsDone(1), 50);
        QCOMPARE(feed.work.itemsTotal(1), 1000);
        QCOMPARE(feed.work.fraction(1), 0.05);
        QVERIFY(feed.work.fraction() < 0.06);
        // The node's own task ends: whatever its batches said, the node is done.
        QCOMPARE(feed(makeEvent(EventType::TaskSucceeded, 1, 1)), 1000 - 50);
        QCOMPARE(feed.work.fraction(1), 1.0);
        feed(makeEvent(EventType::TaskSucceeded, 2, 2));
        QCOMPARE(feed.work.fraction(), 1.0);
        // A late batch report changes nothing done.
        QCOMPARE(feed(makeEvent(EventType::BatchFinished, 8, 1, 10)), 0);
        QCOMPARE(feed.work.doneUnits(), feed.work.totalUnits());
    }

    void mapNodeBeforeItsItemsIsOneUnit()
    {
        Feed feed(2);
        feed(makeEvent(EventType::TaskSucceeded, 0, 0));
        QCOMPARE(feed.work.fraction(), 0.5);
        QVERIFY(!feed.work.hasItems());
        QCOMPARE(feed.work.fraction(1), 0.0);
    }

    void streamedNodeGrowsPieceByPiece()
    {
        // A node streaming from another learns its items as pieces arrive: its total grows.
        Feed feed(2);
        feed(makeEvent(EventType::MapItems, 5, 1, 10));
        feed(makeEvent(EventType::BatchFinished, 5, 1, 10));
        QCOMPARE(feed.work.fraction(1), 1.0); // all it knows of so far
        feed(makeEvent(EventType::MapItems, 6, 1, 30));
        QCOMPARE(feed.work.itemsTotal(1), 40);
        QCOMPARE(feed.work.fraction(1), 0.25);
    }

    void failedOrSkippedNodesCountAsDone()
    {
        Feed feed(3);
        feed(makeEvent(EventType::MapItems, 1, 1, 100));
        feed(makeEvent(EventType::TaskFailed, 1, 1));
        feed(makeEvent(EventType::TaskSkipped, 2, 2));
        QCOMPARE(feed.work.doneUnits(), 100 + 1);
        // Items said after the node ended (its end drained before its count, or a piece that
        // was already going) are done at once: the node stays wholly done.
        QCOMPARE(feed(makeEvent(EventType::MapItems, 1, 1, 50)), 50);
        QCOMPARE(feed.work.totalUnits(), 1 + 150 + 1);
        QCOMPARE(feed.work.fraction(1), 1.0);
    }

    void aRealMapRunSaysHowManyItemsItHas()
    {
        const OperatorRegistry &registry = OperatorRegistry::builtin();
        Graph graph;
        Node gen;
        gen.id = NodeId(u"gen"_s);
        gen.operatorId = u"array.generate"_s;
        gen.params = {{u"shape"_s, u"700, 2"_s}};
        Node each;
        each.id = NodeId(u"each"_s);
        each.operatorId = u"work.items"_s;
        each.run.map = true;
        each.run.batchSize = 50;
        graph.nodes = {gen, each};
        graph.edges = {Edge{gen.id, u"array"_s, each.id, u"items"_s}};

        ThreadBackend backend(2);
        EventStream events(backend.workers() + 1);
        const RunResult result = GraphRunner(registry, QDir::temp()).run(graph, backend, &events);
        QCOMPARE(result.status, RunStatus::Succeeded);

        Feed feed(2);
        qint64 said = 0;
        qsizetype mapItemsEvents = 0;
        events.drain([&](std::span<const Event> batch) {
            for (const Event &e : batch) {
                if (e.type == EventType::MapItems) {
                    ++mapItemsEvents;
                    said += e.value;
                    QCOMPARE(e.node, 1u);
                }
                feed(e);
            }
        });
        QCOMPARE(mapItemsEvents, 1);
        QCOMPARE(said, 700);
        QCOMPARE(feed.work.itemsTotal(1), 700);
        QCOMPARE(feed.work.itemsDone(1), 700);
        QCOMPARE(feed.work.totalUnits(), 1 + 700);
        QCOMPARE(feed.work.doneUnits(), feed.work.totalUnits());
        QCOMPARE(eventTypeName(EventType::MapItems), u"map_items");
    }
};

QTEST_GUILESS_MAIN(TestWorkProgress)
#include "tst_workprogress.moc"
