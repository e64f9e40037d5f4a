// Run Selected, end to end in the real window: with its shortcut (Shift+F6) and from a node's
// context menu, the selected nodes of two branches and what they need run (from the cache
// where they can), and nothing else.

#include "FreshnessWindow.h"

using namespace Qt::StringLiterals;
using namespace weft;
using test::FreshnessWindow;

class tst_RunSelected : public QObject
{
    Q_OBJECT

    FreshnessWindow m_window;

private Q_SLOTS:
    void initTestCase() { test::useTestSettings(u"tst_run_selected"_s); }
    void init() { m_window.start(); }
    void cleanup() { m_window.stop(); }

    void runsTheSelectedNodesAndWhatTheyNeedAndNothingElse()
    {
        QVERIFY(m_window.waitForMarks(u"new"_s));

        // a3 clicked, b5 Ctrl+clicked, Shift+F6: src, a1 … a3 and b1 … b5 run; a4 … a9,
        // b6 … b9 and end do not.
        m_window.clickCard(u"a3"_s);
        m_window.clickCard(u"b5"_s, Qt::ControlModifier);
        QCOMPARE(m_window.controller().selection()->nodeIds(), (QStringList{u"a3"_s, u"b5"_s}));
        const QStringList needed = QStringList{u"src"_s} + FreshnessWindow::chain(u"a"_s, 1, 3) +
                                   FreshnessWindow::chain(u"b"_s, 1, 5);
        m_window.item(u"graphCanvas"_s)->forceActiveFocus();
        QTest::keyClick(m_window.win(), Qt::Key_F6, Qt::ShiftModifier);
        m_window.waitForRun();
        QCOMPARE(m_window.lastRunCache(), FreshnessWindow::cacheUse(needed, needed));
        QVERIFY(m_window.waitForMarks(u"new"_s, needed, u"current"_s));

        // a2 edited: a2 and a3 are stale. a3 and b2 selected, Run Selected from b2's menu:
        // a2 and a3 are computed, src, a1, b1 and b2 come from the cache, nothing else runs.
        m_window.typeSeconds(u"a2"_s, u"0.001"_s);
        const QStringList stale = FreshnessWindow::chain(u"a"_s, 2, 3);
        QVERIFY(m_window.waitForMarks(u"new"_s, {{needed, u"current"_s}, {stale, u"stale"_s}}));
        m_window.clickCard(u"a3"_s);
        m_window.clickCard(u"b2"_s, Qt::ControlModifier);
        m_window.chooseFromNodeMenu(u"b2"_s, u"runSelectedItem"_s);
        m_window.waitForRun();
        const QStringList second = QStringList{u"src"_s} + FreshnessWindow::chain(u"a"_s, 1, 3) +
                                   FreshnessWindow::chain(u"b"_s, 1, 2);
        QCOMPARE(m_window.lastRunCache(), FreshnessWindow::cacheUse(second, stale));
        QVERIFY(m_window.waitForMarks(u"new"_s, needed, u"current"_s));

        // Nothing selected: the action is disabled, and its key starts nothing.
        QTest::keyClick(m_window.win(), Qt::Key_Escape);
        QTRY_COMPARE(m_window.controller().selection()->nodeCount(), 0);
        const qint64 last = m_window.mainWindow().runs().lastRunId();
        QTest::keyClick(m_window.win(), Qt::Key_F6, Qt::ShiftModifier);
        QTest::qWait(200);
        QVERIFY(!m_window.mainWindow().runs().isRunning());
        QCOMPARE(m_window.mainWindow().runs().lastRunId(), last);
    }
};

QTEST_MAIN(tst_RunSelected)
#include "tst_run_selected.moc"
