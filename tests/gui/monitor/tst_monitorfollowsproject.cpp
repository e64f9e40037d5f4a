// The monitor shows the project in front of the user, in the real window offscreen: a project
// opened shows its newest recorded run (not an empty dashboard, nor the previous project's);
// after a live run, opening another project leaves nothing of that run in the toolbar, the
// status bar or the Progress panel; a replay is what they speak of while it is shown; the
// replay's bar sits above the canvas rather than over its top row of nodes.
#include "EditorWindowSupport.h"
#include "HistoryTestSupport.h"
#include "store/RunStore.h"

using namespace Qt::StringLiterals;
using namespace weft;
using namespace weft::test;

namespace {

/// The runs recorded for `project`, newest first.
std::vector<qint64> runIds(const QString &project)
{
    store::RunStore store;
    QString error;
    if (!store.open(store::RunStore::defaultPath(project),
                    store::SqliteDatabase::OpenMode::ExistingOnly, &error))
        return {};
    std::vector<qint64> ids;
    for (const store::RunRecord &run : store.runs())
        ids.push_back(run.id);
    return ids;
}

QString textOf(QQuickItem *item)
{
    return item ? item->property("text").toString() : QString();
}

} // namespace

class TestMonitorFollowsProject : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_recordedDir; ///< a project with two runs recorded
    QTemporaryDir m_freshDir;    ///< the same project, never run
    QString m_recorded;
    QString m_fresh;
    qint64 m_newest = 0;
    qint64 m_oldest = 0;

    /// The window shown with `project` open.
    static bool openShown(app::MainWindow &window, const QString &project)
    {
        if (!window.load() || !window.controller().open(project))
            return false;
        window.window()->resize(1280, 800);
        return window.showAndWaitForFrame();
    }

private Q_SLOTS:
    void initTestCase()
    {
        useTestSettings(u"tst_monitorfollowsproject"_s);
        QVERIFY(m_recordedDir.isValid() && m_freshDir.isValid());
        m_recorded = writeWorkProject(m_recordedDir);
        m_fresh = writeWorkProject(m_freshDir);
        recordRun(m_recorded);
        recordRun(m_recorded);
        const std::vector<qint64> ids = runIds(m_recorded);
        QCOMPARE(ids.size(), std::size_t(2));
        m_newest = ids[0];
        m_oldest = ids[1];
    }

    void init() { QTest::failOnWarning(QRegularExpression(u"qrc:/|\\.qml"_s)); }

    void anOpenedProjectShowsItsNewestRun()
    {
        app::MainWindow window(engine::OperatorRegistry::builtin());
        QVERIFY(openShown(window, m_recorded));
        QQuickItem *content = window.window()->contentItem();
        // Replayed to its end, read in the background.
        QTRY_VERIFY2(window.history().replay()->isActive(),
                     qPrintable(window.history().errorText()));
        QCOMPARE(window.history().replay()->runId(), m_newest);
        QTRY_VERIFY(window.monitor().isFinished());
        QCOMPARE(window.monitor().runId(), m_newest);
        app::RunProgressModel &progress = *window.dashboard().progress();
        QCOMPARE(progress.status(), u"succeeded");
        QCOMPARE(progress.tasksDone(), 4);
        // The dashboard opened on it, and the status bar says which run it is.
        QTRY_VERIFY(findItem(content, u"dashboardDock"_s));
        QTRY_COMPARE(textOf(findItem(content, u"dashboardRunLabel"_s)), u"Run %1"_s.arg(m_newest));
        QTRY_VERIFY(textOf(findItem(content, u"statusRun"_s))
                        .startsWith(u"Run %1 (history) succeeded"_s.arg(m_newest)));
        QVERIFY(textOf(findItem(content, u"statusRun"_s)).endsWith(u"4 of 4 tasks   ·   100 %"_s));
        QTRY_VERIFY(textOf(findItem(content, u"runMessage"_s))
                        .startsWith(u"Showing run %1 from the history"_s.arg(m_newest)));

        // A project that was never run shows no run at all: not the previous project's.
        QVERIFY(window.controller().open(m_fresh));
        QTRY_VERIFY(!window.monitor().hasRun());
        QTest::qWait(50); // the queued look for a newest run has had its turn
        QVERIFY(!window.monitor().hasRun());
        QVERIFY(!window.history().replay()->isActive());
        QCOMPARE(progress.status(), QString());
        QTRY_VERIFY(!findItem(content, u"statusRun"_s));
        QTRY_COMPARE(textOf(findItem(content, u"runMessage"_s)), QString());
    }

    void aLiveRunLeavesWithItsProject()
    {
        app::MainWindow window(engine::OperatorRegistry::builtin());
        QVERIFY(openShown(window, m_fresh));
        QQuickWindow *win = window.window();
        QQuickItem *content = win->contentItem();
        QVERIFY(!window.monitor().hasRun());

        // Run it with the toolbar's button, as a user does.
        QQuickItem *run = findItem(content, u"runButton"_s);
        QVERIFY(run);
        QTest::mouseClick(win, Qt::LeftButton, {}, centreOf(run));
        QTRY_VERIFY(window.runs().isRunning() || window.runs().status() == u"succeeded");
        QVERIFY(window.runs().waitForEnd(60'000));
        QCOMPARE(window.runs().status(), u"succeeded");
        QTRY_VERIFY(textOf(findItem(content, u"statusRun"_s)).startsWith(u"Run succeeded"_s));
        QVERIFY(textOf(findItem(content, u"runMessage"_s)).startsWith(u"Run succeeded"_s));
        QVERIFY(window.monitor().isLive());

        // Another project in front: the toolbar, the status bar and the Progress panel follow it.
        QVERIFY(window.controller().open(m_recorded));
        QVERIFY(textOf(findItem(content, u"runMessage"_s)).isEmpty() ||
                textOf(findItem(content, u"runMessage"_s)).startsWith(u"Showing run"_s));
        QCOMPARE(window.runs().status(), QString());
        QCOMPARE(window.runs().tasksTotal(), qint64(0));
        QTRY_COMPARE(window.monitor().runId(), m_newest);
        QVERIFY(!window.monitor().isLive());
        QTRY_VERIFY(textOf(findItem(content, u"statusRun"_s))
                        .startsWith(u"Run %1 (history)"_s.arg(m_newest)));
        QCOMPARE(window.dashboard().progress()->runId(), double(m_newest));
    }

    void aReplayIsWhatTheToolbarAndStatusBarShow()
    {
        app::MainWindow window(engine::OperatorRegistry::builtin());
        QVERIFY(openShown(window, m_recorded));
        QQuickWindow *win = window.window();
        QQuickItem *content = win->contentItem();
        QTRY_COMPARE(window.monitor().runId(), m_newest);
        // A live run of the project: the monitor shows it.
        QVERIFY(window.runs().run());
        QVERIFY(window.runs().waitForEnd(60'000));
        QVERIFY(window.monitor().isLive());
        QTRY_VERIFY(textOf(findItem(content, u"statusRun"_s)).startsWith(u"Run succeeded"_s));

        // Then the oldest run from the history: that one, not the live run, is what they show.
        QString error;
        QVERIFY2(window.history().openRunNow(m_oldest, &error), qPrintable(error));
        QCOMPARE(window.monitor().runId(), m_oldest);
        QTRY_VERIFY(textOf(findItem(content, u"statusRun"_s))
                        .startsWith(u"Run %1 (history)"_s.arg(m_oldest)));
        QTRY_VERIFY(textOf(findItem(content, u"runMessage"_s))
                        .startsWith(u"Showing run %1 from the history"_s.arg(m_oldest)));
        QCOMPARE(window.dashboard().progress()->runId(), double(m_oldest));

        // Its bar sits above the canvas: the canvas (and its top row of nodes) starts below it.
        QQuickItem *bar = findItem(content, u"replayBar"_s);
        QQuickItem *canvas = findItem(content, u"graphCanvas"_s);
        QVERIFY(bar && canvas);
        QTRY_VERIFY(bar->height() > 0);
        const qreal barBottom = bar->mapToScene(QPointF(0, bar->height())).y();
        QTRY_VERIFY(canvas->mapToScene(QPointF(0, 0)).y() >= barBottom - 0.5);
        // Closed, the canvas takes the room back.
        QVERIFY(QMetaObject::invokeMethod(window.history().replay(), "close"));
        QTRY_VERIFY(!findItem(content, u"replayBar"_s));
        QTRY_COMPARE(canvas->mapToScene(QPointF(0, 0)).y(), bar->mapToScene(QPointF(0, 0)).y());
    }
};

QTEST_MAIN(TestMonitorFollowsProject)
#include "tst_monitorfollowsproject.moc"
