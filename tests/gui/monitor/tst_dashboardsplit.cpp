// Two dashboard panels side by side in the real window, offscreen, chosen with the mouse and
// the keyboard: the split button shows a second panel beside the tab's, its box chooses which,
// the divider between them shares the width, and the layout is back after the project is
// opened again (kept in the project's run store with the rest of the dashboard's layout).
#include "EditorWindowSupport.h"
#include "GoldenRun.h"
#include "MainWindow.h"
#include "ops/OperatorRegistry.h"
#include "store/DashboardStateStore.h"
#include "store/RunStore.h"
#include "support/TestPaths.h"

#include <QSignalSpy>

using namespace Qt::StringLiterals;
using weft::app::MainWindow;
using weft::test::centreOf;
using weft::test::findItem;

class tst_DashboardSplit : public QObject
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
        weft::test::GoldenRun run;
        weft::test::readGolden(u"monitor/weather_failed"_s, &run);
        run.feed(m_window->monitor());
        QTRY_VERIFY(item(u"dashboardDock"_s));
    }

    void click(const QString &name)
    {
        QQuickItem *target = nullptr;
        QTRY_VERIFY2((target = item(name)), qPrintable(name));
        QTest::mouseClick(win(), Qt::LeftButton, {}, centreOf(target));
    }

    /// Left and right edges of `name` in the window.
    std::pair<qreal, qreal> span(const QString &name)
    {
        QQuickItem *panel = item(name);
        if (!panel)
            return {0, 0};
        return {panel->mapToScene(QPointF(0, 0)).x(),
                panel->mapToScene(QPointF(panel->width(), 0)).x()};
    }

    /// Both panels shown, `left` wholly left of `right`, each a fair width.
    bool sideBySide(const QString &left, const QString &right)
    {
        const auto [l0, l1] = span(left);
        const auto [r0, r1] = span(right);
        return item(left) && item(right) && l1 <= r0 && l1 - l0 > 200 && r1 - r0 > 200;
    }

private Q_SLOTS:
    void initTestCase() { weft::test::useTestSettings(u"tst_dashboardsplit"_s); }

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

    void twoPanelsSideBySideAndKept()
    {
        QTRY_VERIFY(item(u"progressPanel"_s));
        QVERIFY(!item(u"memoryPanel"_s));
        QVERIFY(!item(u"dashboardSecondPanel"_s));

        // The split button shows Memory (the default second panel) beside Progress.
        click(u"dashboardSplitButton"_s);
        QTRY_VERIFY(sideBySide(u"progressPanel"_s, u"memoryPanel"_s));
        QQuickItem *box = item(u"dashboardSecondPanel"_s);
        QVERIFY(box);
        // Laid out in the header's row, right of the tabs, not over them.
        QQuickItem *tabs = item(u"dashboardTabs"_s);
        QTRY_VERIFY(box->mapToScene(QPointF(0, 0)).x() >=
                    tabs->mapToScene(QPointF(0, 0)).x() + 100);

        // The box chooses the right panel: opened with a click, one down from Memory is Workers.
        click(u"dashboardSecondPanel"_s);
        QTest::qWait(200); // the popup opens with a transition
        QTest::keyClick(win(), Qt::Key_Down);
        QTest::keyClick(win(), Qt::Key_Return);
        QTRY_VERIFY(sideBySide(u"progressPanel"_s, u"workersPanel"_s));
        QVERIFY(!item(u"memoryPanel"_s));

        // The divider dragged left gives the right panel more of the width.
        const auto [before0, before1] = span(u"progressPanel"_s);
        const QPoint handle = centreOf(item(u"dashboardSplitHandle"_s));
        QTest::mousePress(win(), Qt::LeftButton, {}, handle);
        for (int step = 1; step <= 10; ++step)
            QTest::mouseMove(win(), handle - QPoint(12 * step, 0));
        QTest::mouseRelease(win(), Qt::LeftButton, {}, handle - QPoint(120, 0));
        QTRY_VERIFY(span(u"progressPanel"_s).second < before1 - 80);
        QVERIFY(sideBySide(u"progressPanel"_s, u"workersPanel"_s));

        // Kept with the layout in the run store, and back after a reopen.
        QSignalSpy saved(&m_window->dashboard(), &weft::app::DashboardController::stateSaved);
        QTRY_VERIFY(saved.count() > 0);
        QString error;
        std::optional<QJsonObject> state = weft::store::DashboardStateStore::read(
            weft::store::RunStore::defaultPath(m_file), m_file, &error);
        QVERIFY2(state, qPrintable(error));
        QTRY_VERIFY((state = weft::store::DashboardStateStore::read(
                         weft::store::RunStore::defaultPath(m_file), m_file, &error)) &&
                    state->value(u"splitShare"_s).toDouble() < 0.45);
        QCOMPARE(state->value(u"split"_s), QJsonValue(true));
        QCOMPARE(state->value(u"second"_s), QJsonValue(u"workers"_s));
        const qreal width = span(u"progressPanel"_s).second - span(u"progressPanel"_s).first;

        m_window.reset();
        openWindow();
        QTRY_VERIFY(sideBySide(u"progressPanel"_s, u"workersPanel"_s));
        // Restored with the project, the box still sits in the header's row.
        QTRY_VERIFY(item(u"dashboardSecondPanel"_s)->mapToScene(QPointF(0, 0)).x() >
                    item(u"dashboardTabs"_s)->mapToScene(QPointF(0, 0)).x() + 100);
        // The share is kept to a thousandth: a pixel either way.
        QTRY_VERIFY(
            qAbs(span(u"progressPanel"_s).second - span(u"progressPanel"_s).first - width) <= 2);

        // Off again: the tab's panel takes the whole width.
        click(u"dashboardSplitButton"_s);
        QTRY_VERIFY(!item(u"workersPanel"_s));
        QQuickItem *area = item(u"dashboardPanelArea"_s);
        QVERIFY(area);
        QTRY_COMPARE(span(u"progressPanel"_s).second - span(u"progressPanel"_s).first,
                     area->width());
    }
};

QTEST_MAIN(tst_DashboardSplit)
#include "tst_dashboardsplit.moc"
