// Run Everything Again, end to end in the real window: after a run whose every node the next
// Run takes from the cache, its shortcut (Ctrl+Shift+F5) computes every node again, takes
// nothing from the cache and leaves every node up to date; its menu entry is offered only while
// no run goes.

#include "FreshnessWindow.h"

using namespace Qt::StringLiterals;
using namespace weft;
using test::FreshnessWindow;

class tst_RunFresh : public QObject
{
    Q_OBJECT

    FreshnessWindow m_window;

    /// Every node "off": computed whatever the cache held.
    static QHash<QString, QString> everyNodeOff()
    {
        QHash<QString, QString> result;
        for (const QString &id : FreshnessWindow::nodeIds())
            result.insert(id, u"off"_s);
        return result;
    }

private Q_SLOTS:
    void initTestCase() { test::useTestSettings(u"tst_run_fresh"_s); }
    void init() { m_window.start(); }
    void cleanup() { m_window.stop(); }

    void computesEveryNodeAgainWithoutTheCache()
    {
        const QStringList ids = FreshnessWindow::nodeIds();
        QVERIFY(m_window.waitForMarks(u"new"_s));
        m_window.runAll();
        QCOMPARE(m_window.lastRunCache(), FreshnessWindow::cacheUse(ids, ids));
        QVERIFY(m_window.waitForMarks(u"current"_s));
        // Run again: everything comes from the cache.
        m_window.runAll();
        QCOMPARE(m_window.lastRunCache(), FreshnessWindow::cacheUse(ids, {}));

        QObject *action = m_window.mainWindow().window()->findChild<QObject *>(u"runFreshAction"_s);
        QVERIFY(action);
        QVERIFY(action->property("enabled").toBool());
        const qint64 before = m_window.mainWindow().runs().lastRunId();
        m_window.item(u"graphCanvas"_s)->forceActiveFocus();
        QTest::keyClick(m_window.win(), Qt::Key_F5, Qt::ControlModifier | Qt::ShiftModifier);
        QTRY_VERIFY(m_window.mainWindow().runs().lastRunId() > before);
        // Offered only while no run goes (the run may already have ended here).
        QCOMPARE(action->property("enabled").toBool(), !m_window.mainWindow().runs().isRunning());
        m_window.waitForRun();
        QVERIFY(action->property("enabled").toBool());
        QCOMPARE(m_window.lastRunCache(), everyNodeOff());
        QVERIFY(m_window.waitForMarks(u"current"_s));

        // The cache still holds every result: the next Run takes them all from there.
        m_window.runAll();
        QCOMPARE(m_window.lastRunCache(), FreshnessWindow::cacheUse(ids, {}));
    }
};

QTEST_MAIN(tst_RunFresh)
#include "tst_run_fresh.moc"
