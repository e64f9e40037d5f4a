// Freeze, end to end in the real window: a node with no result to keep says so in the status
// bar when Freeze is tried; a node frozen from its context menu keeps its result;
// five edits above it, typed into the inspector, leave it and what is below it up to date, and
// Run computes only the edited nodes. Freezing is undoable and saved; unfrozen, the edits count
// again and Run computes the node and what is below it.

#include "FreshnessWindow.h"

#include <QFile>
#include <QSignalSpy>

using namespace Qt::StringLiterals;
using namespace weft;
using test::FreshnessWindow;

class tst_Freeze : public QObject
{
    Q_OBJECT

    FreshnessWindow m_window;

    QString frozenAt(const QString &nodeId)
    {
        const engine::Node *node =
            m_window.controller().project().graph.findNode(engine::NodeId(nodeId));
        return node ? node->run.frozen : QString();
    }
    QQuickItem *frozenMark(const QString &nodeId)
    {
        return test::findItem(m_window.card(nodeId), u"frozenMark"_s);
    }

private Q_SLOTS:
    void initTestCase() { test::useTestSettings(u"tst_freeze"_s); }
    void init() { m_window.start(); }
    void cleanup() { m_window.stop(); }

    void editsAboveAFrozenNodeStartNoTaskOfItOrBelowIt()
    {
        QVERIFY(m_window.waitForMarks(u"new"_s));
        // Before any run nothing has a result to keep: Freeze, tried with its keys, says so in
        // the status bar and freezes nothing.
        m_window.clickCard(u"b5"_s);
        QObject *freeze = m_window.mainWindow().window()->findChild<QObject *>(u"freezeAction"_s);
        QVERIFY(freeze);
        QVERIFY(freeze->property("enabled").toBool());
        app::NodeFreezer *freezer = m_window.controller().edit()->freezer();
        QVERIFY(!freezer->canToggle());
        QSignalSpy refused(freezer, &app::NodeFreezer::messageRaised);
        QVERIFY(!m_window.item(u"statusMessage"_s));
        m_window.item(u"graphCanvas"_s)->forceActiveFocus();
        QTest::keyClick(m_window.win(), Qt::Key_F, Qt::ControlModifier | Qt::ShiftModifier);
        QTRY_COMPARE(refused.size(), 1);
        QQuickItem *message = nullptr;
        QTRY_VERIFY((message = m_window.item(u"statusMessage"_s)));
        QVERIFY(message->isVisible());
        const QString said = message->property("text").toString();
        QVERIFY2(said.contains(u"'b5' cannot be frozen"_s) && said.contains(u"Run it first"_s),
                 qPrintable(said));
        QVERIFY(frozenAt(u"b5"_s).isEmpty());
        m_window.runAll();
        QVERIFY(m_window.waitForMarks(u"current"_s));

        // Freeze b5 from its context menu: the card shows the mark, the mark says why.
        m_window.chooseFromNodeMenu(u"b5"_s, u"freezeItem"_s);
        QTRY_VERIFY(!frozenAt(u"b5"_s).isEmpty());
        QTRY_VERIFY(frozenMark(u"b5"_s));
        QVERIFY(!frozenMark(u"b4"_s));
        QVERIFY(m_window.waitForMarks(u"current"_s));
        QVERIFY2(m_window.reason(u"b5"_s).startsWith(u"Frozen"_s),
                 qPrintable(m_window.reason(u"b5"_s)));
        QCOMPARE(freeze->property("text").toString(), u"Un&freeze"_s);

        // Undoable like every edit, with the keys.
        m_window.item(u"graphCanvas"_s)->forceActiveFocus();
        QTest::keyClick(m_window.win(), Qt::Key_Z, Qt::ControlModifier);
        QTRY_VERIFY(frozenAt(u"b5"_s).isEmpty());
        QTRY_VERIFY(!frozenMark(u"b5"_s));
        QTest::keyClick(m_window.win(), Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QTRY_VERIFY(!frozenAt(u"b5"_s).isEmpty());

        // Five edits above it: b1 … b4 stale, b5 … b9 and end stay up to date.
        const QStringList above = FreshnessWindow::chain(u"b"_s, 1, 4);
        int edit = 0;
        for (const QString &id : above + QStringList{u"b2"_s})
            m_window.typeSeconds(id, u"0.00%1"_s.arg(++edit));
        QCOMPARE(edit, 5);
        QVERIFY(m_window.waitForMarks(u"current"_s, above, u"stale"_s));

        // Saved with the project.
        m_window.item(u"graphCanvas"_s)->forceActiveFocus();
        QTest::keyClick(m_window.win(), Qt::Key_S, Qt::ControlModifier);
        QTRY_VERIFY(!m_window.controller().isModified());
        QFile saved(m_window.file());
        QVERIFY(saved.open(QIODevice::ReadOnly));
        const QByteArray key = "\"frozen\": \"" + frozenAt(u"b5"_s).toLatin1() + "\"";
        QVERIFY(saved.readAll().contains(key));

        // Run all: only the edited nodes are computed; b5 and below come from the cache.
        m_window.runAll();
        QCOMPARE(m_window.lastRunCache(),
                 FreshnessWindow::cacheUse(FreshnessWindow::nodeIds(), above));
        QVERIFY(m_window.waitForMarks(u"current"_s));

        // Unfrozen (the same menu entry): the edits count again, and Run computes b5 and below.
        m_window.chooseFromNodeMenu(u"b5"_s, u"freezeItem"_s);
        QTRY_VERIFY(frozenAt(u"b5"_s).isEmpty());
        QTRY_VERIFY(!frozenMark(u"b5"_s));
        const QStringList below = FreshnessWindow::chain(u"b"_s, 5, 9) + QStringList{u"end"_s};
        QVERIFY(m_window.waitForMarks(u"current"_s, below, u"stale"_s));
        m_window.runAll();
        QCOMPARE(m_window.lastRunCache(),
                 FreshnessWindow::cacheUse(FreshnessWindow::nodeIds(), below));
        QVERIFY(m_window.waitForMarks(u"current"_s));
    }
};

QTEST_MAIN(tst_Freeze)
#include "tst_freeze.moc"
