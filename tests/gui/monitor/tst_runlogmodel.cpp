// RunLogModel and NodeRunStateModel take a failed node's error as soon as the run knows it
// (appendErrors), before the run's end, and the ending that repeats it changes nothing.
#include "ModelCells.h"
#include "models/NodeRunStateModel.h"
#include "monitor/MonitorHub.h"
#include "monitor/RunLogModel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace weft;
using namespace weft::app;
using engine::Event;
using engine::EventType;
using weft::test::cell;

namespace {

constexpr qint64 kOrigin = 1'000'000'000;

RunOutline outline()
{
    RunOutline run;
    run.runId = 7;
    run.workers = 2;
    run.originNs = kOrigin;
    for (const QString &id : {u"read"_s, u"cmd"_s, u"sink"_s}) {
        MonitorNode node;
        node.id = id;
        node.title = id.toUpper();
        run.nodes.append(node);
    }
    run.dependencies = {{0, 1}, {1, 2}};
    return run;
}

Event eventAt(qint64 ms, EventType type, quint32 task)
{
    Event e;
    e.ns = kOrigin + ms * 1'000'000;
    e.type = type;
    e.task = task;
    e.node = task;
    return e;
}

const QString kStderr = u"exit code 2\ngrep: data.txt: No such file or directory\n"_s;

} // namespace

class TestRunLogModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void anErrorShowsBeforeTheRunEndsAndOnlyOnce()
    {
        RunLogModel log;
        NodeRunStateModel states;
        QAbstractItemModelTester logTester(&log);
        QAbstractItemModelTester statesTester(&states);
        MonitorHub hub;
        hub.addSink(&log);
        hub.addSink(&states);
        hub.beginRun(outline());

        const Event started[] = {
            eventAt(1, EventType::TaskStarted, 0), eventAt(5, EventType::TaskSucceeded, 0),
            eventAt(6, EventType::TaskStarted, 1), eventAt(40, EventType::TaskFailed, 1)};
        hub.appendEvents(started);
        // The failure is known, its reason not yet: the entry says "failed".
        QCOMPARE(log.count(), 1);
        QCOMPARE(cell(log, 0, RunLogModel::NodeIdRole).toString(), u"cmd"_s);
        QCOMPARE(cell(log, 0, RunLogModel::DetailRole).toString(), QString());
        QCOMPARE(cell(log, 0, RunLogModel::MessageRole).toString(), u"failed"_s);

        QSignalSpy logChanged(&log, &QAbstractItemModel::dataChanged);
        QSignalSpy statesChanged(&states, &QAbstractItemModel::dataChanged);
        QSignalSpy counts(&log, &RunLogModel::countsChanged);
        const NodeError error{1, kOrigin + 40'000'000, kStderr};
        hub.appendErrors(std::span(&error, 1));
        // The same entry, now with the command's stderr: no second entry, no second error.
        QCOMPARE(log.count(), 1);
        QCOMPARE(log.errorCount(), 1);
        QCOMPARE(counts.count(), 0);
        QCOMPARE(logChanged.count(), 1);
        QCOMPARE(cell(log, 0, RunLogModel::DetailRole).toString(), kStderr);
        QCOMPARE(cell(log, 0, RunLogModel::MessageRole).toString(), u"exit code 2"_s);
        QCOMPARE(cell(log, 0, RunLogModel::SecondsRole).toDouble(), 0.04);
        // The card's hover has it too, announced for the error alone.
        QCOMPARE(statesChanged.count(), 1);
        QCOMPARE(statesChanged.at(0).at(0).toModelIndex().row(), 1);
        QCOMPARE(statesChanged.at(0).at(2).value<QList<int>>(),
                 QList<int>{NodeRunStateModel::ErrorRole});
        QCOMPARE(cell(states, 1, NodeRunStateModel::ErrorRole).toString(), kStderr);
        QCOMPARE(cell(states, 1, NodeRunStateModel::StateRole).toString(), u"failed"_s);

        // A second time (a replay fed again, a late tick) changes nothing.
        hub.appendErrors(std::span(&error, 1));
        QCOMPARE(logChanged.count(), 1);
        QCOMPARE(statesChanged.count(), 1);

        // The ending says it again: the log adds only the run's own last entry.
        const Event skipped = eventAt(41, EventType::TaskSkipped, 2);
        hub.appendEvents(std::span(&skipped, 1));
        RunEnding ending;
        ending.status = u"failed"_s;
        ending.states = {
            {u"read"_s, u"succeeded"_s}, {u"cmd"_s, u"failed"_s}, {u"sink"_s, u"skipped"_s}};
        ending.errors = {{u"cmd"_s, kStderr}};
        logChanged.clear();
        hub.endRun(ending);
        QCOMPARE(logChanged.count(), 0);
        QCOMPARE(log.count(), 3);
        QCOMPARE(log.errorCount(), 2); // cmd, and the run
        QCOMPARE(log.warningCount(), 1);
        int cmdEntries = 0;
        for (int row = 0; row < log.count(); ++row)
            cmdEntries += cell(log, row, RunLogModel::NodeIdRole).toString() == u"cmd"_s;
        QCOMPARE(cmdEntries, 1);
        QCOMPARE(cell(log, 2, RunLogModel::MessageRole).toString(),
                 u"Run failed: 1 node(s) failed"_s);
        QCOMPARE(cell(log, 2, RunLogModel::SecondsRole).toDouble(), 0.041); // the last event
        QCOMPARE(cell(states, 1, NodeRunStateModel::ErrorRole).toString(), kStderr);
    }

    void anErrorBeforeItsEventMakesTheEntryAndEndRunStillDetailsIt()
    {
        RunLogModel log;
        QAbstractItemModelTester tester(&log);
        log.beginRun(outline());
        // A replay cut just after the failure; an error for a node out of the outline is
        // ignored.
        const NodeError errors[] = {{1, kOrigin + 2'000'000, u"boom"_s},
                                    {9, kOrigin + 3'000'000, u"nobody"_s}};
        log.appendErrors(errors);
        QCOMPARE(log.count(), 1);
        QCOMPARE(log.errorCount(), 1);
        QCOMPARE(cell(log, 0, RunLogModel::NodeTitleRole).toString(), u"CMD"_s);
        QCOMPARE(cell(log, 0, RunLogModel::MessageRole).toString(), u"boom"_s);
        QCOMPARE(cell(log, 0, RunLogModel::SecondsRole).toDouble(), 0.002);

        // A newer message at the end (a retry's suffix) replaces the detail in place.
        RunEnding ending;
        ending.status = u"failed"_s;
        ending.errors = {{u"cmd"_s, u"boom (after 2 attempts)"_s}};
        log.endRun(ending);
        QCOMPARE(log.count(), 2);
        QCOMPARE(cell(log, 0, RunLogModel::DetailRole).toString(), u"boom (after 2 attempts)"_s);

        // A new run forgets it all.
        log.beginRun(outline());
        QCOMPARE(log.count(), 0);
        QCOMPARE(log.errorCount(), 0);
    }

    void theSeverityFilterKeepsLiveErrors()
    {
        RunLogModel log;
        QAbstractItemModelTester tester(&log);
        log.beginRun(outline());
        const Event cancelled = eventAt(3, EventType::TaskCancelled, 0);
        log.appendEvents(std::span(&cancelled, 1));
        log.setMinimumSeverity(RunLogModel::Severity::Error);
        QCOMPARE(log.count(), 0);
        const NodeError error{1, kOrigin + 4'000'000, u"boom"_s};
        log.appendErrors(std::span(&error, 1));
        QCOMPARE(log.count(), 1);
        log.setMinimumSeverity(RunLogModel::Severity::Info);
        QCOMPARE(log.count(), 2);
        QCOMPARE(cell(log, 1, RunLogModel::DetailRole).toString(), u"boom"_s);
    }
};

QTEST_GUILESS_MAIN(TestRunLogModel)
#include "tst_runlogmodel.moc"
