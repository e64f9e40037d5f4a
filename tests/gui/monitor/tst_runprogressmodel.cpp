// The Progress panel's model counts a map node's work in items: a run whose map node has done
// 5 % of its items reads about 5 %, with the time left its remaining items take at the pace
// they go, not the few batches spawned so far (which once read "97 %, 41 ms left").
#include "ModelCells.h"
#include "monitor/MonitorHub.h"
#include "monitor/RunProgressModel.h"

#include <QAbstractItemModelTester>
#include <QTest>

#include <algorithm>
#include <vector>

using namespace weft::app;
using weft::engine::Event;
using weft::engine::EventType;
using weft::test::cell;

namespace {

constexpr qint64 kMs = 1'000'000;

Event makeEvent(EventType type, qint64 ms, quint32 task, quint32 node, qint64 value = 0)
{
    Event e;
    e.type = type;
    e.ns = ms * kMs;
    e.task = task;
    e.node = node;
    e.value = value;
    return e;
}

RunOutline outline()
{
    RunOutline result;
    result.nodes = {MonitorNode{QStringLiteral("rows"), QStringLiteral("array.generate"),
                                QStringLiteral("Rows"), false, 0, 0},
                    MonitorNode{QStringLiteral("each"), QStringLiteral("work.items"),
                                QStringLiteral("Each"), true, 0.05, 0.5},
                    MonitorNode{QStringLiteral("keep"), QStringLiteral("work"),
                                QStringLiteral("Keep"), false, 0, 0}};
    result.dependencies = {{0, 1}, {1, 2}};
    return result;
}

/// rows done at 100 ms; each (1,000 items) starts, and batches of 10 items finish every 30 ms
/// from 130 ms, `batches` of them, with three more spawned ahead and running.
std::vector<Event> eventsUpTo(int batches)
{
    std::vector<Event> events{makeEvent(EventType::RunStarted, 0, 0xffffffffu, 0, 3),
                              makeEvent(EventType::TaskQueued, 0, 0, 0),
                              makeEvent(EventType::TaskStarted, 1, 0, 0),
                              makeEvent(EventType::TaskSucceeded, 100, 0, 0),
                              makeEvent(EventType::TaskQueued, 100, 1, 1),
                              makeEvent(EventType::TaskStarted, 101, 1, 1),
                              makeEvent(EventType::MapItems, 102, 1, 1, 1000)};
    for (int i = 0; i < batches + 3; ++i) {
        const quint32 task = 3 + quint32(i);
        events.push_back(makeEvent(EventType::TaskQueued, 102 + i, task, 1));
        events.push_back(makeEvent(EventType::TaskStarted, 102 + i, task, 1));
    }
    for (int i = 0; i < batches; ++i) {
        const quint32 task = 3 + quint32(i);
        events.push_back(makeEvent(EventType::BatchFinished, 130 + 30 * i, task, 1, 10));
        events.push_back(makeEvent(EventType::TaskSucceeded, 130 + 30 * i, task, 1));
    }
    std::stable_sort(events.begin(), events.end(),
                     [](const Event &a, const Event &b) { return a.ns < b.ns; });
    return events;
}

} // namespace

class TestRunProgressModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void mapNodeItemsLeadTheProgress()
    {
        MonitorHub hub;
        RunProgressModel progress;
        QAbstractItemModelTester tester(&progress,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        hub.addSink(&progress);
        hub.beginRun(outline());
        const std::vector<Event> events = eventsUpTo(5);
        hub.appendEvents(events);

        // 50 of 1,000 items and one of three nodes: about 5 %, not 6 of 11 tasks (55 %).
        QCOMPARE(progress.tasksDone(), 6);
        QCOMPARE(progress.tasksTotal(), 11);
        QVERIFY(progress.hasItems());
        QCOMPARE(progress.itemsTotal(), 1000.0);
        QCOMPARE(progress.itemsDone(), 50.0);
        QVERIFY2(progress.fraction() > 0.04 && progress.fraction() < 0.07,
                 qPrintable(QString::number(progress.fraction())));
        // 51 units in the 250 ms since the start: the 950 items left take about 4.7 s more,
        // not the 0.2 s five tasks would at the tasks' pace.
        const double left = progress.remainingSeconds();
        QVERIFY2(left > 4.0 && left < 5.5, qPrintable(QString::number(left)));

        const int each = 1;
        QCOMPARE(cell(progress, each, RunProgressModel::ItemsRole).toLongLong(), 50);
        QCOMPARE(cell(progress, each, RunProgressModel::ItemsTotalRole).toLongLong(), 1000);
        QCOMPARE(cell(progress, each, RunProgressModel::FractionRole).toDouble(), 0.05);
        QCOMPARE(cell(progress, 0, RunProgressModel::FractionRole).toDouble(), 1.0);
        QCOMPARE(cell(progress, 2, RunProgressModel::FractionRole).toDouble(), 0.0);
    }

    void runEndsWhole()
    {
        MonitorHub hub;
        RunProgressModel progress;
        hub.addSink(&progress);
        hub.beginRun(outline());
        std::vector<Event> events = eventsUpTo(100);
        const qint64 end = events.back().ns / kMs + 1;
        events.push_back(makeEvent(EventType::TaskSucceeded, end, 1, 1));
        events.push_back(makeEvent(EventType::TaskStarted, end, 2, 2));
        events.push_back(makeEvent(EventType::TaskSucceeded, end + 1, 2, 2));
        events.push_back(makeEvent(EventType::RunFinished, end + 2, 0xffffffffu, 0, 0));
        hub.appendEvents(events);
        hub.endRun({QStringLiteral("succeeded"), {}, {}});
        QCOMPARE(progress.fraction(), 1.0);
        QCOMPARE(progress.itemsDone(), 1000.0);
        QCOMPARE(progress.remainingSeconds(), 0.0);
        QVERIFY(!progress.isReplayed());
    }

    void aRunWithoutMapItemsCountsTasks()
    {
        // A run recorded before map nodes said their items: one unit per node, as tasks.
        MonitorHub hub;
        RunProgressModel progress;
        hub.addSink(&progress);
        RunOutline recorded = outline();
        recorded.live = false;
        recorded.runId = 7;
        hub.beginRun(recorded);
        std::vector<Event> events = eventsUpTo(5);
        std::erase_if(events, [](const Event &e) { return e.type == EventType::MapItems; });
        hub.appendEvents(events);
        QVERIFY(!progress.hasItems());
        QCOMPARE(progress.fraction(), 1.0 / 3.0);
        QVERIFY(progress.isReplayed());
        QCOMPARE(progress.runId(), 7.0);
    }
};

QTEST_MAIN(TestRunProgressModel)
#include "tst_runprogressmodel.moc"
