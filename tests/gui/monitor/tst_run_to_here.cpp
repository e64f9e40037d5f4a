// Run to Here, end to end in the real window: from a node's context menu and with its shortcut
// (F6), the node and what it needs run (from the cache where they can), nothing below it does.

#include "FreshnessWindow.h"

using namespace Qt::StringLiterals;
using namespace weft;
using test::FreshnessWindow;

class tst_RunToHere : public QObject
{
    Q_OBJECT

    FreshnessWindow m_window;

private Q_SLOTS:
    void initTestCase() { test::useTestSettings(u"tst_run_to_here"_s); }
    void init() { m_window.start(); }
    void cleanup() { m_window.stop(); }

    void runsTheNodeAndWhatItNeedsAndNothingBelow()
    {
        QVERIFY(m_window.waitForMarks(u"new"_s));
        const QStringList upToB5 = QStringList{u"src"_s} + FreshnessWindow::chain(u"b"_s, 1, 5);

        // Right-click on b5's card, Run to Here: src, b1 … b5 run, and nothing else.
        QQuickItem *b5 = m_window.card(u"b5"_s);
        test::settledCentre(b5);
        QTest::mouseClick(m_window.win(), Qt::RightButton, {},
                          test::at(b5, QPointF(b5->width() / 2, 20)));
        QCOMPARE(m_window.controller().selection()->currentNodeId(), u"b5"_s);
        QQuickItem *entry = nullptr;
        QTRY_VERIFY((entry = m_window.item(u"runToHereItem"_s)));
        QTRY_VERIFY(entry->isEnabled());
        QTest::mouseClick(m_window.win(), Qt::LeftButton, {}, test::settledCentre(entry));
        m_window.waitForRun();
        QCOMPARE(m_window.lastRunCache(), FreshnessWindow::cacheUse(upToB5, upToB5));
        QVERIFY(m_window.waitForMarks(u"new"_s, upToB5, u"current"_s));

        // b2 edited: b2 … b5 stale. F6 on b5 computes b2 … b5, takes src and b1 from the
        // cache, and leaves b6 … and the a chain alone.
        m_window.typeSeconds(u"b2"_s, u"0.001"_s);
        const QStringList stale = FreshnessWindow::chain(u"b"_s, 2, 5);
        const QStringList current{u"src"_s, u"b1"_s};
        QVERIFY(m_window.waitForMarks(u"new"_s, {{stale, u"stale"_s}, {current, u"current"_s}}));
        m_window.clickCard(u"b5"_s);
        m_window.item(u"graphCanvas"_s)->forceActiveFocus();
        QTest::keyClick(m_window.win(), Qt::Key_F6);
        m_window.waitForRun();
        QCOMPARE(m_window.lastRunCache(), FreshnessWindow::cacheUse(upToB5, stale));
        QVERIFY(m_window.waitForMarks(u"new"_s, upToB5, u"current"_s));
    }
};

QTEST_MAIN(tst_RunToHere)
#include "tst_run_to_here.moc"
