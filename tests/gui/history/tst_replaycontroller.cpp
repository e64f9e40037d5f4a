// Replaying a recorded run into the monitor: the hub hands every sink the run's outline, its
// events sorted by time, its metrics and its ending, and a time slider cuts them at t.
#include "HistoryTestSupport.h"
#include "RecordingMonitorSink.h"
#include "document/ProjectController.h"
#include "history/HistoryController.h"
#include "history/ReplayLoader.h"
#include "monitor/MonitorHub.h"
#include "ops/OperatorRegistry.h"
#include "store/RunStore.h"

#include <QSignalSpy>
#include <QTest>

#include <algorithm>

using namespace Qt::StringLiterals;
using namespace weft;
using namespace weft::app;

namespace {

bool sortedByTime(const std::vector<engine::Event> &events)
{
    return std::is_sorted(
        events.begin(), events.end(),
        [](const engine::Event &a, const engine::Event &b) { return a.ns < b.ns; });
}

/// What the replay cases drive, wired as the window wires it: the project open in its
/// controller, the monitor hub with a sink that records every call, and the history on both.
struct ReplayMonitor
{
    /// Opens `projectFile`, then (unless 0) run `runId` at once, as the History panel opens
    /// it; `error` says what could not be opened.
    explicit ReplayMonitor(const QString &projectFile, qint64 runId = 0)
    {
        hub.addSink(&sink);
        if (!project.open(projectFile))
            error = QStringLiteral("cannot open ") + projectFile;
        else if (runId > 0 && !history.openRunNow(runId, &error) && error.isEmpty())
            error = QStringLiteral("cannot open run %1").arg(runId);
    }

    ProjectController project{engine::OperatorRegistry::builtin()};
    MonitorHub hub;
    test::RecordingMonitorSink sink;
    HistoryController history{&project, &hub};
    QString error;
};

} // namespace

class TestReplayController : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_project;
    QString m_store;
    qint64 m_runId = 0;
    qint64 m_eventCount = 0;
    qint64 m_origin = 0;
    std::vector<engine::Event> m_stored; ///< as the store holds them, unsorted

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_project = test::writeWorkProject(m_dir);
        test::recordRun(m_project, {QStringLiteral("--jobs"), QStringLiteral("2")});
        m_store = store::RunStore::defaultPath(m_project);
        store::RunStore store;
        QString error;
        QVERIFY2(store.open(m_store, store::SqliteDatabase::OpenMode::ExistingOnly, &error),
                 qPrintable(error));
        m_runId = store.latestRunId().value_or(0);
        QVERIFY(m_runId > 0);
        m_eventCount = store.eventCount(m_runId);
        m_stored = store.events(m_runId);
        m_origin = store.clockOrigin(m_runId).value_or(-1);
        QVERIFY(m_eventCount > 10);
    }

    void loadsTheRunWithTheProjectsNodes()
    {
        engine::Graph graph;
        {
            ProjectController project(engine::OperatorRegistry::builtin());
            QVERIFY(project.open(m_project));
            graph = project.project().graph;
        }
        // A node the project no longer has is still listed, by its id.
        graph.nodes.erase(graph.nodes.begin() + 3);
        std::erase_if(graph.edges,
                      [](const engine::Edge &edge) { return edge.toNode.toString() == u"join"; });
        QString error;
        const std::optional<ReplayData> data = ReplayLoader::load(m_store, m_runId, graph, &error);
        QVERIFY2(data, qPrintable(error));
        QCOMPARE(data->outline.runId, m_runId);
        QVERIFY(!data->outline.live);
        QCOMPARE(data->outline.originNs, m_origin);
        QCOMPARE(data->outline.nodes.size(), 4);
        QCOMPARE(data->outline.nodes[0].title, u"Source");
        QCOMPARE(data->outline.nodes[1].title, u"Work");
        QCOMPARE(data->outline.nodes[3].id, u"join");
        QCOMPARE(data->outline.nodes[3].title, u"join");
        // The edges into the removed node are gone with it.
        QCOMPARE(data->outline.dependencies, (QList<QPair<int, int>>{{0, 1}, {0, 2}}));
        QCOMPARE(qint64(data->events.size()), m_eventCount);
        QVERIFY(sortedByTime(data->events));
        QVERIFY(!data->metrics.empty());
        QVERIFY(data->metrics.front().ns >= m_origin);
        QCOMPARE(data->ending.status, u"succeeded");
        QCOMPARE(data->ending.states.value(QStringLiteral("join")), u"succeeded");
        QVERIFY(data->durationNs >= data->events.back().ns - m_origin);
    }

    void unknownRunOrStoreIsAnError()
    {
        QString error;
        QVERIFY(!ReplayLoader::load(m_store, 999, {}, &error));
        QVERIFY2(error.contains(u"999"), qPrintable(error));
        QVERIFY(!ReplayLoader::load(m_dir.filePath(QStringLiteral("none.sqlite")), 1, {}, &error));
        QVERIFY2(error.contains(u"none.sqlite"), qPrintable(error));
    }

    void feedsTheHubToTheEnd()
    {
        ReplayMonitor monitor(m_project, m_runId);
        QVERIFY2(monitor.error.isEmpty(), qPrintable(monitor.error));
        ReplayController &replay = *monitor.history.replay();
        QVERIFY(replay.isActive());
        QCOMPARE(replay.positionNs(), replay.durationNs());
        QCOMPARE(monitor.sink.calls,
                 (QStringList{u"begin"_s, u"events"_s, u"metrics"_s, u"end"_s}));
        QVERIFY(!monitor.sink.outline.live);
        QCOMPARE(qint64(monitor.sink.events.size()), m_eventCount);
        QVERIFY(sortedByTime(monitor.sink.events));
        // The same events as stored, only in time order.
        std::vector<engine::Event> stored = m_stored;
        std::stable_sort(
            stored.begin(), stored.end(),
            [](const engine::Event &a, const engine::Event &b) { return a.ns < b.ns; });
        QVERIFY(std::equal(stored.begin(), stored.end(), monitor.sink.events.begin(),
                           [](const engine::Event &a, const engine::Event &b) {
                               return a.ns == b.ns && a.type == b.type && a.task == b.task;
                           }));
        QVERIFY(monitor.sink.ended);
        QCOMPARE(monitor.sink.ending.status, u"succeeded");
        QVERIFY(monitor.hub.hasRun());
        QVERIFY(!monitor.hub.isLive());
        QVERIFY(monitor.hub.isFinished());
        QCOMPARE(monitor.hub.runId(), m_runId);
        const int row = monitor.history.runs()->rowOf(m_runId);
        QVERIFY(monitor.history.runs()
                    ->data(monitor.history.runs()->index(row), RunHistoryModel::ReplayedRole)
                    .toBool());

        monitor.history.closeReplay();
        QVERIFY(!replay.isActive());
        QVERIFY(!monitor.hub.hasRun());
        QCOMPARE(monitor.sink.outline.nodes.size(), 0);
    }

    void cutsTheRunAtTimeT()
    {
        ReplayMonitor monitor(m_project, m_runId);
        QVERIFY2(monitor.error.isEmpty(), qPrintable(monitor.error));
        ReplayController &replay = *monitor.history.replay();

        const qint64 t = replay.durationNs() / 2;
        monitor.sink.calls.clear();
        replay.setPosition(t); // back from the end: the run starts over
        QCOMPARE(monitor.sink.calls.value(0), u"begin"_s);
        QVERIFY(!monitor.sink.calls.contains(u"end"_s));
        const qint64 limit = m_origin + t;
        const auto expected =
            std::count_if(m_stored.begin(), m_stored.end(),
                          [limit](const engine::Event &event) { return event.ns <= limit; });
        QCOMPARE(qint64(monitor.sink.events.size()), qint64(expected));
        QVERIFY(std::all_of(monitor.sink.events.begin(), monitor.sink.events.end(),
                            [limit](const engine::Event &event) { return event.ns <= limit; }));
        QVERIFY(std::all_of(monitor.sink.metrics.begin(), monitor.sink.metrics.end(),
                            [limit](const MetricSample &sample) { return sample.ns <= limit; }));
        QVERIFY(!monitor.hub.isFinished());

        // Forward: only what lies between, no new beginRun.
        monitor.sink.calls.clear();
        const std::size_t before = monitor.sink.events.size();
        replay.setPosition(t + replay.durationNs() / 4);
        QVERIFY(!monitor.sink.calls.contains(u"begin"_s));
        QVERIFY(monitor.sink.events.size() >= before);
        QVERIFY(sortedByTime(monitor.sink.events));

        // To the end: every event, then the ending.
        replay.toEnd();
        QCOMPARE(qint64(monitor.sink.events.size()), m_eventCount);
        QVERIFY(monitor.sink.calls.endsWith(u"end"_s));

        // Position 0: the outline only (no event is before the run's start).
        replay.setPosition(0);
        QVERIFY(std::all_of(monitor.sink.events.begin(), monitor.sink.events.end(),
                            [this](const engine::Event &event) { return event.ns <= m_origin; }));
    }

    void sliderIsThrottledAndPlayReachesTheEnd()
    {
        ReplayMonitor monitor(m_project, m_runId);
        QVERIFY2(monitor.error.isEmpty(), qPrintable(monitor.error));
        ReplayController &replay = *monitor.history.replay();
        replay.setPosition(0);
        monitor.sink.calls.clear();
        // A drag: many moves, the slider follows each, the hub only once per frame.
        const double durationMs = replay.durationMs();
        for (int i = 1; i <= 20; ++i)
            replay.seek(durationMs * i / 40);
        // Positions are kept in whole nanoseconds: a microsecond of tolerance.
        QVERIFY2(qAbs(replay.positionMs() - durationMs / 2) < 1e-3,
                 qPrintable(QString::number(replay.positionMs())));
        QVERIFY(monitor.sink.calls.isEmpty());
        QTRY_VERIFY(!monitor.sink.calls.isEmpty());
        QVERIFY(monitor.sink.calls.count(u"events"_s) <= 1);

        QSignalSpy playing(&replay, &ReplayController::playingChanged);
        replay.play();
        QVERIFY(replay.isPlaying());
        QTRY_VERIFY_WITH_TIMEOUT(!replay.isPlaying(), 30'000);
        QCOMPARE(replay.positionNs(), replay.durationNs());
        QVERIFY(monitor.sink.ended);
        QCOMPARE(playing.count(), 2);
    }

    void openingInTheBackgroundAndRefusingDuringALiveRun()
    {
        ReplayMonitor monitor(m_project);
        QVERIFY2(monitor.error.isEmpty(), qPrintable(monitor.error));

        monitor.history.openRun(m_runId);
        QVERIFY(monitor.history.isLoading());
        QTRY_VERIFY(monitor.history.replay()->isActive());
        QVERIFY(!monitor.history.isLoading());
        QCOMPARE(qint64(monitor.sink.events.size()), m_eventCount);

        // A live run takes the monitor over: the replay ends.
        RunOutline live;
        live.nodes.append(MonitorNode{QStringLiteral("source"), QStringLiteral("work"),
                                      QStringLiteral("Source")});
        monitor.hub.beginRun(live);
        QVERIFY(!monitor.history.replay()->isActive());
        QVERIFY(monitor.hub.isLive());
        // While it goes, no replay.
        monitor.history.openRun(m_runId);
        QVERIFY(!monitor.history.isLoading());
        QVERIFY(monitor.history.errorText().contains(u"run is going"));
        QString error;
        QVERIFY(!monitor.history.openRunNow(m_runId, &error));
        QVERIFY(!error.isEmpty());
        monitor.hub.endRun({QStringLiteral("succeeded"), {}, {}});
        QVERIFY(monitor.history.openRunNow(m_runId, &error));
        QVERIFY(monitor.history.replay()->isActive());
    }
};

QTEST_MAIN(TestReplayController)
#include "tst_replaycontroller.moc"
