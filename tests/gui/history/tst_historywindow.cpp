// The history in the real window, offscreen, driven with keys and the mouse: View › Show History
// (Ctrl+H) opens the panel with the recorded runs, a click replays one (the time slider
// appears), the slider cuts the monitor's run at its time, two checked runs are compared.
#include "EditorWindowSupport.h"
#include "HistoryTestSupport.h"
#include "RecordingMonitorSink.h"
#include "store/RunStore.h"

#include <QSignalSpy>

using namespace Qt::StringLiterals;
using namespace weft;
using namespace weft::test;

class TestHistoryWindow : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_project;
    qint64 m_newest = 0;
    qint64 m_oldest = 0;

private Q_SLOTS:
    void initTestCase()
    {
        useTestSettings(u"tst_historywindow"_s);
        QVERIFY(m_dir.isValid());
        m_project = writeWorkProject(m_dir);
        recordRun(m_project);
        recordRun(m_project, {u"--set"_s, u"right.seconds=0.2"_s});
        store::RunStore store;
        QString error;
        QVERIFY2(store.open(store::RunStore::defaultPath(m_project),
                            store::SqliteDatabase::OpenMode::ExistingOnly, &error),
                 qPrintable(error));
        const std::vector<store::RunRecord> runs = store.runs();
        QCOMPARE(runs.size(), std::size_t(2));
        m_newest = runs[0].id;
        m_oldest = runs[1].id;
    }

    void opensARunAndMovesTheSlider()
    {
        QTest::failOnWarning(QRegularExpression(u"qrc:/|\\.qml"_s));
        app::MainWindow window(engine::OperatorRegistry::builtin());
        RecordingMonitorSink sink;
        window.monitor().addSink(&sink);
        QVERIFY(window.load());
        QVERIFY(window.controller().open(m_project));
        QQuickWindow *win = window.window();
        win->resize(1400, 900);
        QVERIFY(window.showAndWaitForFrame());
        QQuickItem *content = win->contentItem();
        QVERIFY(!findItem(content, u"historyPanel"_s));
        // Opened, the project shows its newest run, replayed to its end.
        QTRY_COMPARE(window.history().replay()->runId(), m_newest);
        QTRY_VERIFY(findItem(content, u"replayBar"_s));

        QSignalSpy swapped(win, &QQuickWindow::frameSwapped);
        QTest::keyClick(win, Qt::Key_H, Qt::ControlModifier);
        QTRY_VERIFY(findItem(content, u"historyPanel"_s));
        // Click only once the panel has been laid out where it stays: at the window's right edge.
        QQuickItem *panel = findItem(content, u"historyPanel"_s);
        QTRY_COMPARE(qRound(panel->mapToScene(QPointF(panel->width(), 0)).x()), win->width());
        QTRY_VERIFY(swapped.count() > 0);
        QTRY_VERIFY(findItem(content, u"runRow%1"_s.arg(m_newest)));
        QVERIFY(findItem(content, u"runRow%1"_s.arg(m_oldest)));

        // A click on the row replays the run, read in the background, to its end.
        QQuickItem *row = findItem(content, u"runRow%1"_s.arg(m_oldest));
        QTest::mouseClick(win, Qt::LeftButton, {}, at(row, QPointF(40, row->height() / 2)));
        app::ReplayController &replay = *window.history().replay();
        // The newest run is already replayed since the project opened: wait for the clicked one.
        QTRY_COMPARE(replay.runId(), m_oldest);
        QVERIFY2(replay.isActive(), qPrintable(window.history().errorText()));
        QTRY_VERIFY(findItem(content, u"replayBar"_s));
        QVERIFY(sink.ended);
        const std::size_t all = sink.events.size();
        QVERIFY(all > 10);
        QVERIFY(window.monitor().hasRun());

        // A click a quarter along the slider shows the run as it was then.
        QQuickItem *slider = findItem(content, u"replaySlider"_s);
        QVERIFY(slider);
        QTest::mouseClick(win, Qt::LeftButton, {},
                          at(slider, QPointF(slider->width() / 4, slider->height() / 2)));
        QTRY_VERIFY(replay.positionNs() < replay.durationNs());
        QTRY_VERIFY(sink.events.size() < all);
        QVERIFY(!sink.ended);
        const qint64 limit = window.monitor().outline().originNs + replay.positionNs();
        QVERIFY(std::all_of(sink.events.begin(), sink.events.end(),
                            [limit](const engine::Event &event) { return event.ns <= limit; }));
        QVERIFY(replay.positionNs() > 0);

        // The end button shows the whole run again.
        QQuickItem *end = findItem(content, u"replayEndButton"_s);
        QVERIFY(end);
        QTest::mouseClick(win, Qt::LeftButton, {}, centreOf(end));
        QTRY_VERIFY(sink.ended);
        QCOMPARE(sink.events.size(), all);
        const QString folder = qEnvironmentVariable("WEFT_SCREENSHOT_DIR");
        if (!folder.isEmpty())
            QVERIFY(win->grabWindow().save(folder + u"/history-replay.png"_s));

        // Compare the two runs: check both, press Compare.
        for (const qint64 id : {m_oldest, m_newest}) {
            QQuickItem *check = findItem(content, u"compareCheck%1"_s.arg(id));
            QVERIFY(check);
            QTest::mouseClick(win, Qt::LeftButton, {}, centreOf(check));
        }
        QTRY_COMPARE(window.history().runs()->selectedCount(), 2);
        QQuickItem *compare = findItem(content, u"compareButton"_s);
        QVERIFY(compare && compare->isEnabled());
        QTest::mouseClick(win, Qt::LeftButton, {}, centreOf(compare));
        QObject *dialog = win->findChild<QObject *>(u"compareDialog"_s);
        QVERIFY(dialog);
        QTRY_VERIFY(dialog->property("visible").toBool());
        QCOMPARE(window.history().comparison()->count(), 4);
        QCOMPARE(window.history().comparison()->runA(), m_oldest);
        if (!folder.isEmpty())
            QVERIFY(win->grabWindow().save(folder + u"/history-compare.png"_s));
        QVERIFY(QMetaObject::invokeMethod(dialog, "close"));
        QTRY_VERIFY(!dialog->property("visible").toBool());

        // The close button ends the replay and clears the monitor.
        QQuickItem *close = findItem(content, u"replayCloseButton"_s);
        QVERIFY(close);
        QTest::mouseClick(win, Qt::LeftButton, {}, centreOf(close));
        QTRY_VERIFY(!replay.isActive());
        QVERIFY(!window.monitor().hasRun());
        QTRY_VERIFY(!findItem(content, u"replayBar"_s));
        window.monitor().removeSink(&sink);
    }
};

QTEST_MAIN(TestHistoryWindow)
#include "tst_historywindow.moc"
