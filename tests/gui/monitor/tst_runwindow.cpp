// End to end: an example project opened in the real window offscreen, run with the toolbar's
// Run button, watched to its end through the monitor hub, and photographed.

#include "EditorWindowSupport.h"
#include "RecordingMonitorSink.h"
#include "support/TestPaths.h"

#include <QDir>
#include <QFileInfo>
#include <QSet>

using namespace Qt::StringLiterals;
using namespace weft;

namespace {

constexpr int kTimeoutMs = 60'000;
const QString kExamples = weft::test::sourcePath(u"resources/examples");

/// Copies an example and the data file it reads into `dir`; the project's path there.
QString copyExample(const QTemporaryDir &dir, const QString &name, const QString &data)
{
    QDir(dir.path()).mkpath(u"data"_s);
    const QString file = dir.filePath(name);
    if (!QFile::copy(kExamples + u'/' + name, file) ||
        !QFile::copy(kExamples + u"/data/"_s + data, dir.filePath(u"data/"_s + data)))
        return {};
    return file;
}

} // namespace

class tst_RunWindow : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        test::useTestSettings(u"tst_runwindow"_s);
        // The closing test closes the one window; the test goes on.
        QGuiApplication::setQuitOnLastWindowClosed(false);
    }

    void runsAnExampleFromTheToolBar()
    {
        QTemporaryDir dir;
        const QString file = copyExample(dir, u"co2_trend.weft"_s, u"co2_mauna_loa.csv"_s);
        QVERIFY(!file.isEmpty());
        app::MainWindow window(engine::OperatorRegistry::builtin());
        QVERIFY(window.load());
        QVERIFY(window.controller().open(file));
        QQuickWindow *win = window.window();
        win->resize(1280, 800);
        QVERIFY(window.showAndWaitForFrame());
        test::RecordingMonitorSink sink;
        window.monitor().addSink(&sink);

        QQuickItem *run = test::findItem(win->contentItem(), u"runButton"_s);
        QVERIFY(run);
        QVERIFY(run->isEnabled());
        QTest::mouseClick(win, Qt::LeftButton, {}, test::centreOf(run));
        QVERIFY(window.runs().isRunning() || window.runs().status() == u"succeeded");
        QVERIFY2(window.runs().waitForEnd(kTimeoutMs),
                 qPrintable(u"%1: %2 (%3 of %4 tasks)"_s
                                .arg(window.runs().status(), window.runs().message())
                                .arg(window.runs().tasksDone())
                                .arg(window.runs().tasksTotal())));
        QCOMPARE(window.runs().status(), u"succeeded"_s);

        // Every node of the project ended as succeeded, as the monitor was told.
        QCOMPARE(sink.calls.first(), u"begin"_s);
        QCOMPARE(sink.calls.last(), u"end"_s);
        QCOMPARE(sink.ending.status, u"succeeded"_s);
        const engine::Graph &graph = window.controller().project().graph;
        QCOMPARE(sink.outline.nodes.size(), qsizetype(graph.nodes.size()));
        for (const engine::Node &node : graph.nodes)
            QCOMPARE(sink.ending.states.value(node.id.toString()), u"succeeded"_s);
        QVERIFY(QFileInfo::exists(dir.filePath(u"out/co2_top10.csv"_s)));
        QVERIFY(window.monitor().isFinished());

        // The status bar says how it went; the run can be started again.
        QTRY_VERIFY(run->isEnabled());
        QQuickItem *status = test::findItem(win->contentItem(), u"statusRun"_s);
        QVERIFY(status);
        QVERIFY2(status->property("text").toString().contains(u"succeeded"_s),
                 qPrintable(status->property("text").toString()));

        const QString shot = dir.filePath(u"run.png"_s);
        QTest::qWait(50); // the last frame shows the ending
        QVERIFY(win->grabWindow().save(shot));
        const QImage image(shot);
        QVERIFY(!image.isNull());
        QCOMPARE(image.size(), win->size() * win->devicePixelRatio());
        QSet<QRgb> colours;
        for (int y = 0; y < image.height(); y += 4)
            for (int x = 0; x < image.width(); x += 4)
                colours.insert(image.pixel(x, y));
        QVERIFY2(colours.size() > 50, "the screenshot is blank");
        const QString keep = qEnvironmentVariable("WEFT_SCREENSHOT_DIR");
        if (!keep.isEmpty())
            QVERIFY(image.save(keep + u"/run_window.png"_s));
        window.monitor().removeSink(&sink);
    }

    void aProjectThatRunsProgramsAsksForTrustFirst()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(u"received.weft"_s);
        QFile out(file);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(R"({"format": 1, "project": {"name": "Received"}, "datasets": [], "edges": [],
                     "nodes": [{"id": "touch", "operator": "command", "position": {"x": 0, "y": 0},
                                "params": {"program": "touch", "arguments": "ran.txt"}}]})");
        out.close();
        app::MainWindow window(engine::OperatorRegistry::builtin());
        QVERIFY(window.load());
        QVERIFY(window.controller().open(file));
        QQuickWindow *win = window.window();
        win->resize(1280, 800);
        QVERIFY(window.showAndWaitForFrame());
        QQuickItem *run = test::findItem(win->contentItem(), u"runButton"_s);
        QVERIFY(run);
        const QString marker = dir.filePath(u"ran.txt"_s);

        // Run: nothing runs; the dialog names the command. Cancel keeps it that way.
        QTest::mouseClick(win, Qt::LeftButton, {}, test::centreOf(run));
        QTRY_VERIFY(test::openDialog(win, u"trustDialog"_s));
        QCOMPARE(window.runs().status(), u"untrusted"_s);
        QCOMPARE(window.runs().trustItems(), QStringList{u"node 'touch' runs: touch ran.txt"_s});
        QQuickItem *cancel = test::dialogButton(win, u"trustDialog"_s, u"Cancel"_s);
        QVERIFY(cancel);
        QTest::mouseClick(win, Qt::LeftButton, {}, test::centreOf(cancel));
        QTRY_VERIFY(!test::openDialog(win, u"trustDialog"_s));
        QVERIFY(!window.runs().isRunning());
        QVERIFY(!QFileInfo::exists(marker));

        // Run again, Trust and Run: it runs, and the next Run asks no more.
        QTest::mouseClick(win, Qt::LeftButton, {}, test::centreOf(run));
        QTRY_VERIFY(test::openDialog(win, u"trustDialog"_s));
        const QString keep = qEnvironmentVariable("WEFT_SCREENSHOT_DIR");
        if (!keep.isEmpty()) {
            QTest::qWait(300); // the dialog's opening transition
            QVERIFY(win->grabWindow().save(keep + u"/trust_dialog.png"_s));
        }
        QQuickItem *trust = test::dialogButton(win, u"trustDialog"_s, u"Trust and Run"_s);
        QVERIFY(trust);
        QTest::mouseClick(win, Qt::LeftButton, {}, test::centreOf(trust));
        QVERIFY(window.runs().waitForEnd(kTimeoutMs));
        QCOMPARE(window.runs().status(), u"succeeded"_s);
        QVERIFY(QFile::remove(marker));
        QTRY_VERIFY(run->isEnabled());
        QTest::mouseClick(win, Qt::LeftButton, {}, test::centreOf(run));
        QVERIFY(window.runs().waitForEnd(kTimeoutMs));
        QCOMPARE(window.runs().status(), u"succeeded"_s);
        QVERIFY(QFileInfo::exists(marker));
        QVERIFY(!test::openDialog(win, u"trustDialog"_s));
    }

    void closingTheWindowCancelsTheRun()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(u"slow.weft"_s);
        QFile out(file);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(R"({"format": 1, "project": {"name": "Slow"}, "datasets": [], "edges": [],
                     "nodes": [{"id": "wait", "operator": "work", "params": {"seconds": 60},
                                "position": {"x": 0, "y": 0}}]})");
        out.close();
        app::MainWindow window(engine::OperatorRegistry::builtin());
        QVERIFY(window.load());
        QVERIFY(window.controller().open(file));
        QVERIFY(window.showAndWaitForFrame());
        QVERIFY(window.runs().run());
        QVERIFY(window.runs().isRunning());
        window.window()->close(); // refused for now: the run is cancelled first
        QVERIFY(window.runs().waitForEnd(kTimeoutMs));
        QCOMPARE(window.runs().status(), u"cancelled"_s);
        QTRY_VERIFY(!window.window()->isVisible());
    }
};

QTEST_MAIN(tst_RunWindow)
#include "tst_runwindow.moc"
