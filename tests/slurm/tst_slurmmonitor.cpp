// The monitor's models while tasks wait in Slurm's queue: a task whose job was submitted but
// has not started counts as ready (queued), not running, on the canvas, in the progress panel
// and in the status bar's figures; the task stream shows the job's run, and its wait apart as a
// thin strip. Fed with a hand-written stream and with a recorded run of a real (local) Slurm.
#include "GoldenRun.h"
#include "ModelCells.h"
#include "items/TaskStreamItem.h"
#include "models/NodeRunStateModel.h"
#include "monitor/MonitorHub.h"
#include "monitor/RunProgress.h"
#include "monitor/RunProgressModel.h"
#include "monitor/TaskStreamModel.h"

#include <QAbstractItemModelTester>
#include <QTest>

#include <algorithm>
#include <vector>

using namespace Qt::StringLiterals;
using namespace weft::app;
namespace engine = weft::engine;
using engine::EventType;
using engine::TaskState;

namespace {

// fit (a plain node) and each (a map node over fit's output): plan tasks 0 and 1, each's
// batches 2 and 3.
constexpr quint32 kFit = 0;
constexpr quint32 kEach = 1;

RunOutline outline()
{
    RunOutline run;
    for (const auto &[id, map] : {std::pair{u"fit"_s, false}, std::pair{u"each"_s, true}}) {
        MonitorNode node;
        node.id = id;
        node.operatorId = u"work"_s;
        node.map = map;
        run.nodes.append(node);
    }
    run.dependencies = {{0, 1}};
    run.backend = u"slurm"_s;
    run.workers = 100;
    return run;
}

engine::Event runEvent(qint64 ns, EventType type, quint32 task, quint32 node, quint16 worker = 0,
                       qint64 value = 0)
{
    engine::Event e;
    e.ns = ns;
    e.type = type;
    e.task = task;
    e.node = node;
    e.worker = worker;
    e.value = value;
    return e;
}

/// The monitor's models on one hub, as the window has them.
struct Monitor
{
    Monitor()
    {
        hub.addSink(&nodes);
        hub.addSink(&progress);
        hub.addSink(&stream);
    }

    void append(const std::vector<engine::Event> &events)
    {
        hub.appendEvents(events);
        figures.apply(events);
    }

    TaskState stateOf(const QString &node) const { return nodes.status(node)->state; }

    QString progressStateOf(int row) const
    {
        return weft::test::cell(progress, row, RunProgressModel::StateRole).toString();
    }

    MonitorHub hub;
    NodeRunStateModel nodes;
    RunProgressModel progress;
    TaskStreamModel stream;
    RunProgress figures;
    QAbstractItemModelTester nodesTester{&nodes,
                                         QAbstractItemModelTester::FailureReportingMode::QtTest};
    QAbstractItemModelTester progressTester{&progress,
                                            QAbstractItemModelTester::FailureReportingMode::QtTest};
};

/// The bar of `task` in `stream`, or -1.
int barOf(const TaskStreamModel &stream, quint32 task)
{
    for (int bar = 0; bar < stream.barCount(); ++bar)
        if (stream.barTask(bar) == qint64(task))
            return bar;
    return -1;
}

} // namespace

class TestSlurmMonitor : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void plainNodeIsQueuedUntilItsJobRuns()
    {
        Monitor monitor;
        monitor.hub.beginRun(outline());
        monitor.append({runEvent(1, EventType::RunStarted, ~0u, ~0u, 100, 2),
                        runEvent(1, EventType::TaskQueued, kFit, kFit, 100),
                        runEvent(2, EventType::TaskStarted, kFit, kFit)});
        QVERIFY(!monitor.progress.hasJobs()); // no job yet: no queued figure
        monitor.append({runEvent(3, EventType::JobSubmitted, kFit, kFit, 0, 4101)});
        QCOMPARE(monitor.stateOf(u"fit"_s), TaskState::Ready);
        QCOMPARE(monitor.progressStateOf(0), u"ready"_s);
        QCOMPARE(monitor.progress.tasksRunning(), 0);
        QCOMPARE(monitor.progress.tasksQueued(), 1);
        QVERIFY(monitor.progress.hasJobs());
        QCOMPARE(monitor.figures.running(), 0);
        QCOMPARE(monitor.figures.ready(), 1);
        // The task stream shows the wait as a queued bar from the job's submission.
        const int queued = barOf(monitor.stream, kFit);
        QVERIFY(queued >= 0);
        QCOMPARE(monitor.stream.barState(queued), TaskStreamModel::BarState::Queued);
        QCOMPARE(monitor.stream.barStateName(queued), u"queued"_s);
        QCOMPARE(monitor.stream.barQueuedFrom(queued), 3);

        monitor.append({runEvent(50, EventType::JobStarted, kFit, kFit, 0, 4101)});
        QCOMPARE(monitor.stateOf(u"fit"_s), TaskState::Running);
        QCOMPARE(monitor.progressStateOf(0), u"running"_s);
        QCOMPARE(monitor.progress.tasksRunning(), 1);
        QCOMPARE(monitor.progress.tasksQueued(), 0);
        QCOMPARE(monitor.figures.running(), 1);
        QCOMPARE(monitor.figures.ready(), 0);
        // The task stream's bar is the job's run, from its start on the cluster.
        const int bar = barOf(monitor.stream, kFit);
        QVERIFY(bar >= 0);
        QCOMPARE(monitor.stream.barStart(bar), 50);
        QCOMPARE(monitor.stream.barState(bar), TaskStreamModel::BarState::Running);
        // ...and keeps the wait beside it: submitted at 3, started at 50.
        QCOMPARE(monitor.stream.barQueuedFrom(bar), 3);
        QCOMPARE(qRound64(monitor.stream.barQueuedSeconds(bar) * 1e9), 47);

        monitor.append({runEvent(80, EventType::TaskSucceeded, kFit, kFit)});
        QCOMPARE(monitor.stateOf(u"fit"_s), TaskState::Succeeded);
        QCOMPARE(monitor.progressStateOf(0), u"succeeded"_s);
        QCOMPARE(monitor.progress.tasksRunning(), 0);
        QCOMPARE(monitor.figures.running(), 0);
        QCOMPARE(monitor.figures.done(), 1);
        QCOMPARE(monitor.stream.barEnd(bar), 80);
    }

    void mapNodeIsQueuedWhileAllItsBatchesWait()
    {
        Monitor monitor;
        monitor.hub.beginRun(outline());
        monitor.append({runEvent(1, EventType::RunStarted, ~0u, ~0u, 100, 2),
                        runEvent(1, EventType::TaskQueued, kFit, kFit, 100),
                        runEvent(2, EventType::TaskStarted, kFit, kFit),
                        runEvent(3, EventType::JobSubmitted, kFit, kFit, 0, 4101),
                        runEvent(4, EventType::JobStarted, kFit, kFit, 0, 4101),
                        runEvent(5, EventType::TaskSucceeded, kFit, kFit),
                        runEvent(5, EventType::TaskQueued, kEach, kEach),
                        runEvent(6, EventType::TaskStarted, kEach, kEach),
                        runEvent(7, EventType::TaskQueued, 2, kEach),
                        runEvent(7, EventType::TaskQueued, 3, kEach),
                        runEvent(8, EventType::TaskStarted, 2, kEach, 1),
                        runEvent(8, EventType::TaskStarted, 3, kEach, 2),
                        runEvent(9, EventType::JobSubmitted, 2, kEach, 1, 4102),
                        runEvent(9, EventType::JobSubmitted, 3, kEach, 2, 4103)});
        QCOMPARE(monitor.stateOf(u"each"_s), TaskState::Ready);
        QCOMPARE(monitor.progressStateOf(1), u"ready"_s);
        QCOMPARE(monitor.progress.tasksQueued(), 2);

        // One batch's job runs: the node runs.
        monitor.append({runEvent(20, EventType::JobStarted, 2, kEach, 1, 4102)});
        QCOMPARE(monitor.stateOf(u"each"_s), TaskState::Running);
        QCOMPARE(monitor.progressStateOf(1), u"running"_s);
        QCOMPARE(monitor.progress.tasksQueued(), 1);

        // It ends while the other batch's job still waits: queued again.
        monitor.append({runEvent(30, EventType::BatchFinished, 2, kEach, 1, 5),
                        runEvent(30, EventType::TaskSucceeded, 2, kEach, 1)});
        QCOMPARE(monitor.stateOf(u"each"_s), TaskState::Ready);
        QCOMPARE(monitor.progressStateOf(1), u"ready"_s);

        // A preempted job is submitted again: it waits again, under its new id.
        monitor.append({runEvent(40, EventType::JobStarted, 3, kEach, 2, 4103),
                        runEvent(45, EventType::JobSubmitted, 3, kEach, 2, 4104)});
        QCOMPARE(monitor.stateOf(u"each"_s), TaskState::Ready);
        QCOMPARE(monitor.progress.tasksQueued(), 1);
        QCOMPARE(monitor.figures.ready(), 1);

        monitor.append({runEvent(60, EventType::JobStarted, 3, kEach, 2, 4104),
                        runEvent(70, EventType::BatchFinished, 3, kEach, 2, 5),
                        runEvent(70, EventType::TaskSucceeded, 3, kEach, 2),
                        runEvent(70, EventType::TaskSucceeded, kEach, kEach, 2),
                        runEvent(71, EventType::RunFinished, ~0u, ~0u, 100, 0)});
        QCOMPARE(monitor.stateOf(u"each"_s), TaskState::Succeeded);
        QCOMPARE(monitor.progressStateOf(1), u"succeeded"_s);
        QCOMPARE(monitor.progress.tasksQueued(), 0);
        QCOMPARE(monitor.progress.tasksRunning(), 0);
        QCOMPARE(monitor.progress.tasksDone(), 4);
        QCOMPARE(monitor.figures.running(), 0);
        QCOMPARE(monitor.figures.ready(), 0);
        QCOMPARE(monitor.nodes.status(u"each"_s)->tasksDone, 3);
    }

    void recordedRunShowsTheHeldNodeQueued()
    {
        // A run on a real (local) Slurm: `hold`'s job was submitted held (sbatch --hold) and
        // released two seconds later; `each` mapped the four rows `gen` made in two batches,
        // bundled into one job. Recorded with `weft --run slurm_queued.weft --backend slurm`
        // (tests/golden/gui/monitor/) and tests/golden/gui/record_golden.py, releasing the held
        // job with `scontrol release` while it ran.
        weft::test::GoldenRun run;
        weft::test::readGolden(u"monitor/slurm_queued"_s, &run);
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(run.outline.backend, u"slurm"_s);
        const quint32 hold = 0;
        const quint32 kEachNode = 2;
        QCOMPARE(run.outline.nodes.at(int(hold)).id, u"hold"_s);
        QCOMPARE(run.outline.nodes.at(int(kEachNode)).id, u"each"_s);
        qint64 submittedNs = -1;
        qint64 startedNs = -1;
        qint64 job = 0;
        int batchJobs = 0;
        for (const engine::Event &event : run.events) {
            if (event.type == EventType::JobSubmitted && event.node == hold) {
                submittedNs = event.ns;
                job = event.value;
            } else if (event.type == EventType::JobStarted && event.node == hold) {
                startedNs = event.ns;
                QCOMPARE(event.value, job);
            } else if (event.type == EventType::JobSubmitted && event.node == kEachNode) {
                ++batchJobs;
            }
        }
        QVERIFY(job > 0);
        QVERIFY(submittedNs > 0 && startedNs - submittedNs > 1'000'000'000);
        QCOMPARE(batchJobs, 2);

        // Just before the held job was seen running: `hold` is queued, not running, and so is
        // `each`, whose batches' job waits too; `gen` is done.
        Monitor monitor;
        run.feed(monitor.hub, {.chunk = 7, .untilNs = startedNs - 1, .end = false});
        std::vector<engine::Event> before;
        for (const engine::Event &event : run.events)
            if (event.ns < startedNs)
                before.push_back(event);
        monitor.figures.apply(before);
        QCOMPARE(monitor.stateOf(u"hold"_s), TaskState::Ready);
        QCOMPARE(monitor.progressStateOf(int(hold)), u"ready"_s);
        QCOMPARE(monitor.stateOf(u"each"_s), TaskState::Ready);
        QCOMPARE(monitor.progressStateOf(int(kEachNode)), u"ready"_s);
        QCOMPARE(monitor.stateOf(u"gen"_s), TaskState::Succeeded);
        // Queued: hold's task and each's two batches; running: only each's own task, whose
        // work is its batches.
        QCOMPARE(monitor.progress.tasksQueued(), 3);
        QCOMPARE(monitor.progress.tasksRunning(), 1);
        QCOMPARE(monitor.figures.ready(), 3);
        QCOMPARE(monitor.figures.running(), 1);

        // The whole run: everything succeeded, nothing queued; hold's bar is its job's run.
        Monitor whole;
        run.feed(whole.hub);
        for (const MonitorNode &node : run.outline.nodes)
            QCOMPARE(whole.stateOf(node.id), TaskState::Succeeded);
        QCOMPARE(whole.progress.status(), u"succeeded"_s);
        QCOMPARE(whole.progress.tasksQueued(), 0);
        QCOMPARE(whole.progress.tasksRunning(), 0);
        const int bar = barOf(whole.stream, hold);
        QVERIFY(bar >= 0);
        QCOMPARE(whole.stream.barStart(bar), startedNs);
        // Held in the queue until released: its wait is recorded apart from its run.
        QCOMPARE(whole.stream.barQueuedFrom(bar), submittedNs);
        QCOMPARE(qRound64(whole.stream.barQueuedSeconds(bar) * 1e9), startedNs - submittedNs);
    }

    void taskStreamDrawsTheWaitApartFromTheRun()
    {
        // fit waits in the queue from 100 to 600 and runs to 1000; each's task waits from 200
        // to the end of what is shown.
        Monitor monitor;
        monitor.hub.beginRun(outline());
        monitor.append({runEvent(0, EventType::RunStarted, ~0u, ~0u, 100, 2),
                        runEvent(0, EventType::TaskStarted, kFit, kFit, 0),
                        runEvent(100, EventType::JobSubmitted, kFit, kFit, 0, 4101),
                        runEvent(150, EventType::TaskStarted, kEach, kEach, 1),
                        runEvent(200, EventType::JobSubmitted, kEach, kEach, 1, 4102),
                        runEvent(600, EventType::JobStarted, kFit, kFit, 0, 4101),
                        runEvent(1000, EventType::TaskSucceeded, kFit, kFit, 0)});
        TaskStreamItem item;
        item.setModel(&monitor.stream);
        const QList<QColor> colors = {Qt::blue, Qt::green};
        item.setColors(colors);
        item.setLaneHeight(20);
        item.setSize(QSizeF(1000, 100));
        item.setView(0, 1000); // a pixel per nanosecond
        const int queuedSlot = int(colors.size()) + 1;
        std::vector<QRectF> waits;
        std::vector<QRectF> runs;
        for (const TaskStreamItem::BarRect &r : item.layoutBars())
            (r.slot == queuedSlot ? waits : runs).push_back(r.rect);

        // One run drawn (fit's, from its job's start), and two waits as thin strips: fit's
        // before its run, each's (still waiting) up to the latest event instead of a run.
        QCOMPARE(runs.size(), std::size_t(1));
        QCOMPARE(runs[0].left(), 600.0);
        QCOMPARE(runs[0].right(), 1000.0);
        QCOMPARE(waits.size(), std::size_t(2));
        std::sort(waits.begin(), waits.end(),
                  [](const QRectF &a, const QRectF &b) { return a.left() < b.left(); });
        QCOMPARE(waits[0].left(), 100.0);
        QCOMPARE(waits[0].right(), 600.0);
        QCOMPARE(waits[1].left(), 200.0);
        QCOMPARE(waits[1].right(), 1000.0);
        for (const QRectF &wait : waits)
            QVERIFY(wait.height() < runs[0].height());
        QCOMPARE(item.property("queuedColor").value<QColor>(), QColor(0x1aa7c4));
    }

    void jobCancelledWhileQueued()
    {
        Monitor monitor;
        monitor.hub.beginRun(outline());
        monitor.append({runEvent(1, EventType::RunStarted, ~0u, ~0u, 100, 2),
                        runEvent(1, EventType::TaskQueued, kFit, kFit, 100),
                        runEvent(2, EventType::TaskStarted, kFit, kFit),
                        runEvent(3, EventType::JobSubmitted, kFit, kFit, 0, 4101),
                        runEvent(9, EventType::TaskCancelled, kFit, kFit)});
        QCOMPARE(monitor.stateOf(u"fit"_s), TaskState::Cancelled);
        const int bar = barOf(monitor.stream, kFit);
        QCOMPARE(monitor.stream.barState(bar), TaskStreamModel::BarState::Cancelled);
        QCOMPARE(qRound64(monitor.stream.barQueuedSeconds(bar) * 1e9), 6); // waited 3 to 9
        QCOMPARE(monitor.progress.tasksQueued(), 0);
        QCOMPARE(monitor.progress.tasksRunning(), 0);
        QCOMPARE(monitor.figures.ready(), 0);
        QCOMPARE(monitor.figures.running(), 0);
    }
};

QTEST_MAIN(TestSlurmMonitor)
#include "tst_slurmmonitor.moc"
