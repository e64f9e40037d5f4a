// The monitor's dashboard in the real window, offscreen: a recorded run fed to the window's
// monitor hub opens the dock, its tabs switch with the mouse, a log entry's link selects its
// node on the canvas, View › Dashboard hides it, and its layout (tab, height, a panel's own
// setting) is back after the window is closed and the project opened again, and so is the time
// window the task stream, batch and memory panels share.
#include "EditorWindowSupport.h"
#include "GoldenRun.h"
#include "MainWindow.h"
#include "monitor/RunProgressModel.h"
#include "monitor/TimeWindow.h"
#include "ops/OperatorRegistry.h"
#include "store/DashboardStateStore.h"
#include "store/RunStore.h"
#include "support/TestPaths.h"

#include <QQuickItem>
#include <QQuickWindow>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace Qt::StringLiterals;
using weft::app::MainWindow;
using weft::app::TimeWindow;
using weft::test::centreOf;
using weft::test::findItem;

class tst_DashboardWindow : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<MainWindow> m_window;
    QString m_file;

    QQuickWindow *win() { return m_window->window(); }
    QQuickItem *item(const QString &name) { return findItem(win()->contentItem(), name); }

    void openWindow()
    {
        m_window = std::make_unique<MainWindow>(weft::engine::OperatorRegistry::builtin());
        QVERIFY(m_window->load());
        QVERIFY(m_window->controller().open(m_file));
        win()->resize(1400, 900);
        QVERIFY(m_window->showAndWaitForFrame());
        QVERIFY(QMetaObject::invokeMethod(item(u"graphCanvas"_s), "resetZoom"));
        QTRY_VERIFY(item(u"node:read"_s));
    }

    void click(const QString &name)
    {
        QQuickItem *target = nullptr;
        QTRY_VERIFY2((target = item(name)), qPrintable(name));
        QTest::mouseClick(win(), Qt::LeftButton, {}, centreOf(target));
    }

    void feedRecordedRun()
    {
        weft::test::GoldenRun run;
        weft::test::readGolden(u"monitor/weather_failed"_s, &run);
        run.feed(m_window->monitor());
    }

    void saveScreenshot(const QString &name)
    {
        const QImage image = win()->grabWindow();
        QVERIFY(!image.isNull());
        const QString folder = qEnvironmentVariable("WEFT_SCREENSHOT_DIR");
        if (!folder.isEmpty())
            QVERIFY(image.save(folder + u'/' + name + u".png"_s));
    }

private Q_SLOTS:
    void initTestCase() { weft::test::useTestSettings(u"tst_dashboardwindow"_s); }

    void init()
    {
        QTest::failOnWarning(QRegularExpression(u"qrc:/|\\.qml"_s));
        m_dir = std::make_unique<QTemporaryDir>();
        m_file = m_dir->filePath(u"weather.weft"_s);
        const QString samples = weft::test::testDataPath(u"gui");
        QVERIFY(QFile::copy(samples + u"/weather.weft"_s, m_file));
        QVERIFY(QFile::copy(samples + u"/weather.csv"_s, m_dir->filePath(u"weather.csv"_s)));
        openWindow();
    }

    void cleanup()
    {
        m_window.reset();
        m_dir.reset();
    }

    void aRunOpensTheDockWithItsPanels()
    {
        QVERIFY(!item(u"dashboardDock"_s));
        feedRecordedRun();
        QTRY_VERIFY(item(u"dashboardDock"_s));
        QQuickItem *done = nullptr;
        QTRY_VERIFY((done = item(u"progressDone"_s)));
        QCOMPARE(done->property("text").toString(), u"6 of 6 tasks"_s);
        saveScreenshot(u"dashboard-progress"_s);

        // The charts panels have tabs of their own.
        for (const auto &[tab, panel] : {std::pair(u"taskStream"_s, u"taskStreamPanel"_s),
                                         std::pair(u"batchTuning"_s, u"batchTuningPanel"_s),
                                         std::pair(u"memory"_s, u"memoryPanel"_s)}) {
            click(u"dashboardTab:"_s + tab);
            QTRY_VERIFY2(item(panel), qPrintable(panel));
        }

        click(u"dashboardTab:workers"_s);
        QTRY_VERIFY(item(u"workersPanel"_s));
        QVERIFY(!item(u"progressPanel"_s));
        QTRY_VERIFY(item(u"workerRow:0"_s));
        QVERIFY(item(u"workerRow:1"_s));
        saveScreenshot(u"dashboard-workers"_s);

        // The log names the failed node; its link selects it on the canvas.
        click(u"dashboardTab:log"_s);
        QTRY_VERIFY(item(u"logPanel"_s));
        QCOMPARE(m_window->controller().selection()->currentNodeId(), QString());
        click(u"logLink:fahrenheit"_s);
        QTRY_COMPARE(m_window->controller().selection()->currentNodeId(), u"fahrenheit"_s);
        QVERIFY(m_window->controller().selection()->isSelected(u"fahrenheit"_s));
        click(u"logLink:write"_s);
        QTRY_COMPARE(m_window->controller().selection()->currentNodeId(), u"write"_s);

        // The failed node's full message unfolds under its entry.
        QVERIFY(!item(u"logDetail"_s));
        click(u"logExpand"_s);
        QQuickItem *detail = nullptr;
        QTRY_VERIFY((detail = item(u"logDetail"_s)));
        QVERIFY2(detail->property("text").toString().contains(u"unknown column 'temp_x'"_s),
                 qPrintable(detail->property("text").toString()));
        saveScreenshot(u"dashboard-log"_s);

        // View › Dashboard (Ctrl+Shift+D) hides the dock and shows it again.
        QTest::keyClick(win(), Qt::Key_D, Qt::ControlModifier | Qt::ShiftModifier);
        QTRY_VERIFY(!item(u"dashboardDock"_s));
        QTest::keyClick(win(), Qt::Key_D, Qt::ControlModifier | Qt::ShiftModifier);
        QTRY_VERIFY(item(u"dashboardDock"_s));
    }

    void theLayoutIsBackAfterAReopen()
    {
        feedRecordedRun();
        QTRY_VERIFY(item(u"dashboardDock"_s));
        // A panel's own setting: the progress panel without its node list.
        click(u"progressShowNodes"_s);
        QTRY_VERIFY(!item(u"progressNodes"_s));
        click(u"dashboardTab:log"_s);
        QTRY_VERIFY(item(u"logPanel"_s));
        // The Workers panel closed from the ⋯ menu loses its tab.
        click(u"dashboardPanelsButton"_s);
        click(u"dashboardPanelItem:workers"_s);
        QTRY_VERIFY(!item(u"dashboardTab:workers"_s));

        // The top edge dragged up makes the dock taller.
        QQuickItem *dock = item(u"dashboardDock"_s);
        const qreal before = dock->height();
        const QPoint edge = centreOf(item(u"dashboardResizeHandle"_s));
        QTest::mousePress(win(), Qt::LeftButton, {}, edge);
        for (int step = 1; step <= 10; ++step)
            QTest::mouseMove(win(), edge - QPoint(0, 8 * step));
        QTest::mouseRelease(win(), Qt::LeftButton, {}, edge - QPoint(0, 80));
        QTRY_VERIFY(dock->height() > before + 40);
        const qreal height = dock->height();

        // The layout goes to the project's run store, written once the changes settle.
        QSignalSpy saved(&m_window->dashboard(), &weft::app::DashboardController::stateSaved);
        QTRY_VERIFY(saved.count() > 0);
        const QString store = weft::store::RunStore::defaultPath(m_file);
        QCOMPARE(saved.last().at(0).toString(), store);
        QString error;
        const std::optional<QJsonObject> state =
            weft::store::DashboardStateStore::read(store, m_file, &error);
        QVERIFY2(state, qPrintable(error));
        QCOMPARE(state->value(u"current"_s).toString(), u"log"_s);
        QCOMPARE(state->value(u"panels"_s)
                     .toObject()
                     .value(u"progress"_s)
                     .toObject()
                     .value(u"showNodes"_s),
                 QJsonValue(false));

        // Closed and opened again, with no run shown: the dock is where it was.
        m_window.reset();
        openWindow();
        QQuickItem *reopened = nullptr;
        QTRY_VERIFY((reopened = item(u"dashboardDock"_s)));
        QVERIFY(!m_window->monitor().hasRun());
        QVERIFY(item(u"dashboardEmpty"_s));
        QTRY_VERIFY(item(u"dashboardTab:log"_s));
        QVERIFY(item(u"dashboardTab:log"_s)->property("checked").toBool());
        QVERIFY(!item(u"dashboardTab:workers"_s));
        QVERIFY(item(u"dashboardTab:memory"_s));
        QCOMPARE(reopened->height(), height);
        saveScreenshot(u"dashboard-restored"_s);
        feedRecordedRun();
        QTRY_VERIFY(item(u"logPanel"_s));
        QVERIFY(!item(u"dashboardEmpty"_s));
        click(u"dashboardTab:progress"_s);
        QTRY_VERIFY(item(u"progressPanel"_s));
        QVERIFY(!item(u"progressNodes"_s));
    }

    void theTimeWindowIsSharedAndBackAfterAReopen()
    {
        feedRecordedRun();
        QTRY_VERIFY(item(u"dashboardDock"_s));
        click(u"dashboardTab:taskStream"_s);
        QQuickItem *stream = nullptr;
        QTRY_VERIFY((stream = item(u"taskStream"_s)) && stream->isVisible());
        TimeWindow *window = m_window->dashboard().timeWindow();
        QVERIFY(window->isFollowing());
        QVERIFY(window->extent() > 0);
        QCOMPARE(stream->property("timeWindow").value<TimeWindow *>(), window);

        // Two notches of the wheel over the task stream zoom the window of every time panel.
        const QPoint point = centreOf(stream);
        QWheelEvent wheel(QPointF(point), QPointF(win()->mapToGlobal(point)), QPoint(),
                          QPoint(0, 240), Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
        QGuiApplication::sendEvent(win(), &wheel);
        QVERIFY(!window->isFollowing());
        const qreal start = window->start();
        const qreal end = window->end();
        QVERIFY(start > 0 && end < window->extent());
        QCOMPARE(stream->property("viewStart").toReal(), start);
        click(u"dashboardTab:memory"_s);
        QQuickItem *chart = nullptr;
        QTRY_VERIFY((chart = item(u"memoryChart"_s)) && chart->isVisible());
        QCOMPARE(chart->property("viewStart").toReal(), start);
        QCOMPARE(chart->property("viewEnd").toReal(), end);
        QVERIFY(!chart->property("following").toBool());

        // The window goes to the run store with the layout.
        QSignalSpy saved(&m_window->dashboard(), &weft::app::DashboardController::stateSaved);
        QTRY_VERIFY(saved.count() > 0);
        QString error;
        const std::optional<QJsonObject> state = weft::store::DashboardStateStore::read(
            weft::store::RunStore::defaultPath(m_file), m_file, &error);
        QVERIFY2(state, qPrintable(error));
        const QJsonObject stored = state->value(u"timeWindow"_s).toObject();
        QCOMPARE(stored.value(u"following"_s), QJsonValue(false));
        QCOMPARE(stored.value(u"start"_s).toDouble(), std::round(start));
        QCOMPARE(stored.value(u"end"_s).toDouble(), std::round(end));
        QCOMPARE(state->value(u"current"_s).toString(), u"memory"_s);

        // Closed and opened again: the window waits for the run and shows it zoomed.
        m_window.reset();
        openWindow();
        window = m_window->dashboard().timeWindow();
        QVERIFY(!window->isFollowing());
        QCOMPARE(window->start(), std::round(start));
        feedRecordedRun();
        QTRY_VERIFY((chart = item(u"memoryChart"_s)) && chart->isVisible());
        QVERIFY(!window->isFollowing());
        QCOMPARE(window->start(), std::round(start));
        QCOMPARE(window->end(), std::round(end));
        QCOMPARE(chart->property("viewStart").toReal(), std::round(start));
        saveScreenshot(u"dashboard-memory-zoomed"_s);

        // Another run is shown whole, and followed.
        weft::test::GoldenRun other;
        weft::test::readGolden(u"monitor/weather_failed"_s, &other);
        other.outline.runId = 7;
        other.feed(m_window->monitor());
        QTRY_VERIFY(window->isFollowing());
        QCOMPARE(chart->property("viewStart").toReal(), 0.0);
        QVERIFY(chart->property("viewEnd").toReal() >= window->extent());
    }

    void aLayoutFromBeforeTheSharedWindowKeepsItsZoom()
    {
        // The task stream kept its own window in layouts saved before the panels shared one.
        const QJsonObject taskStream{
            {u"following"_s, false}, {u"viewStart"_s, 1e6}, {u"viewEnd"_s, 3e6}};
        const QJsonObject legacy{{u"version"_s, 1},
                                 {u"panels"_s, QJsonObject{{u"taskStream"_s, taskStream}}}};
        QString error;
        QVERIFY2(weft::store::DashboardStateStore::write(weft::store::RunStore::defaultPath(m_file),
                                                         m_file, legacy, &error),
                 qPrintable(error));
        m_window->dashboard().reload();
        TimeWindow *window = m_window->dashboard().timeWindow();
        QVERIFY(!window->isFollowing());
        QCOMPARE(window->start(), 1e6);
        QCOMPARE(window->end(), 3e6);
        feedRecordedRun();
        QTRY_VERIFY(item(u"dashboardDock"_s));
        QCOMPARE(window->start(), 1e6);
        QCOMPARE(window->end(), 3e6);
    }

    void theProgressPanelShowsQueuedTasksOnlyWhenARunHasThem()
    {
        // A run on a (local) Slurm cluster, recorded: shown up to just before its held job
        // started, three tasks wait in the queue.
        weft::test::GoldenRun slurm;
        weft::test::readGolden(u"monitor/slurm_queued"_s, &slurm);
        qint64 heldStartNs = -1;
        for (const weft::engine::Event &event : slurm.events) {
            if (event.type == weft::engine::EventType::JobStarted && event.node == 0)
                heldStartNs = event.ns;
        }
        QVERIFY(heldStartNs > 0);
        slurm.feed(m_window->monitor(), {.untilNs = heldStartNs - 1, .end = false});
        // The figure shows, with a width of its own in the row, only for a run with jobs.
        const auto shown = [](QQuickItem *tile) {
            return tile && tile->property("shown").toBool() && tile->width() > 0 &&
                   tile->opacity() > 0;
        };
        QQuickItem *queued = nullptr;
        QTRY_VERIFY(shown(queued = item(u"progressTile:queued"_s)));
        weft::app::RunProgressModel *progress = m_window->dashboard().progress();
        QCOMPARE(progress->tasksQueued(), 3);
        QCOMPARE(queued->property("value").toString(), u"3"_s);
        QCOMPARE(queued->property("label").toString(), u"Queued"_s);
        QVERIFY(item(u"progressTile:running"_s));
        saveScreenshot(u"dashboard-progress-queued"_s);

        // The whole run again, in the small pieces a live run comes in: nothing waits at its
        // end, and the figure stays, at 0.
        slurm.feed(m_window->monitor(), {.chunk = 4});
        QTRY_COMPARE(progress->status(), u"succeeded"_s);
        QCOMPARE(progress->tasksQueued(), 0);
        QVERIFY(shown(queued = item(u"progressTile:queued"_s)));
        QCOMPARE(queued->property("value").toString(), u"0"_s);

        // A run on threads never queues: no figure.
        feedRecordedRun();
        QTRY_COMPARE(item(u"progressDone"_s)->property("text").toString(), u"6 of 6 tasks"_s);
        QTRY_VERIFY(!shown(item(u"progressTile:queued"_s)));
        QVERIFY(item(u"progressTile:running"_s));

        // The Slurm run at once, as a replay opened at its end: its jobs show the figure.
        slurm.feed(m_window->monitor(), {.chunk = slurm.events.size()});
        QTRY_COMPARE(progress->status(), u"succeeded"_s);
        QTRY_VERIFY(shown(queued = item(u"progressTile:queued"_s)));
        QCOMPARE(queued->property("value").toString(), u"0"_s);
    }

    void theChartsTakeTheKeysInTheWindow()
    {
        // In the window, where the menus hold shortcuts of their own, a clicked chart gets the
        // plain keys: they move the window every time panel shares.
        feedRecordedRun();
        click(u"dashboardTab:memory"_s);
        QQuickItem *chart = nullptr;
        QTRY_VERIFY((chart = item(u"memoryChart"_s)) && chart->isVisible());
        TimeWindow *window = m_window->dashboard().timeWindow();
        QVERIFY(window->isFollowing());
        QTest::mouseClick(win(), Qt::LeftButton, {}, centreOf(chart));
        QTRY_VERIFY(chart->hasActiveFocus());
        const qreal span = window->span();
        QTest::keyClick(win(), Qt::Key_Plus);
        QVERIFY(!window->isFollowing());
        QVERIFY(qAbs(window->span() - span / 1.5) < span * 1e-9);
        const qreal start = window->start();
        QTest::keyClick(win(), Qt::Key_Right);
        QVERIFY(qAbs(window->start() - (start + window->span() / 10)) < span * 1e-9);
        saveScreenshot(u"dashboard-memory-keys"_s);
        QTest::keyClick(win(), Qt::Key_Home);
        QVERIFY(window->isFollowing());
        QCOMPARE(window->start(), 0.0);
    }
};

QTEST_MAIN(tst_DashboardWindow)
#include "tst_dashboardwindow.moc"
