// Keep for this node, end to end in the real window: a batch band typed into the dashboard's
// Batch tuning panel while a map node runs is written into the node's run settings by "Keep for
// this node", as one undo step; Ctrl+Z takes it out, it is saved with the project, and the next
// run starts the node with it. On the way: a node's figures show while the run still goes.

#include "FiguresWindow.h"
#include "models/NodeListModel.h"
#include "monitor/BatchTuningModel.h"
#include "monitor/DashboardController.h"

#include <QFile>

using namespace Qt::StringLiterals;
using namespace weft;
using test::FiguresWindow;

class tst_KeepBand : public QObject
{
    Q_OBJECT

    FiguresWindow m_window;

    const engine::NodeRunSettings *settingsOf(const QString &nodeId)
    {
        const engine::Node *node =
            m_window.controller().project().graph.findNode(engine::NodeId(nodeId));
        return node ? &node->run : nullptr;
    }
    /// The node's batch band in ms, (lower, upper); (-1, -1) when it is gone.
    QPair<double, double> bandOf(const QString &nodeId)
    {
        const engine::NodeRunSettings *run = settingsOf(nodeId);
        return run ? qMakePair(run->batchLowerMs, run->batchUpperMs) : qMakePair(-1.0, -1.0);
    }
    QQuickItem *visibleItem(const QString &name)
    {
        QQuickItem *found = nullptr;
        [&] { QTRY_VERIFY((found = m_window.item(name)) && found->isVisible()); }();
        return found;
    }
    /// Clicks the field, selects its text and types `value`, as a hand does.
    void typeInto(const QString &name, const QString &value)
    {
        QQuickItem *field = visibleItem(name);
        QVERIFY(field);
        QTest::mouseClick(m_window.win(), Qt::LeftButton, {}, test::centreOf(field));
        QTRY_VERIFY(field->hasActiveFocus());
        QTest::keyClick(m_window.win(), Qt::Key_A, Qt::ControlModifier);
        for (const QChar c : value)
            QTest::keyClick(m_window.win(), c.toLatin1());
        QCOMPARE(field->property("text").toString(), value);
    }
    void click(const QString &name)
    {
        QQuickItem *button = visibleItem(name);
        QVERIFY(button);
        QTRY_VERIFY(button->isEnabled());
        QTest::mouseClick(m_window.win(), Qt::LeftButton, {}, test::centreOf(button));
    }

private Q_SLOTS:
    void initTestCase() { test::useTestSettings(u"tst_keep_band"_s); }
    void init() { m_window.start(true); }
    void cleanup() { m_window.stop(); }

    void keepForThisNodeWritesTheBandUndoablyAndTheNextRunUsesIt()
    {
        QCOMPARE(bandOf(u"each"_s), qMakePair(0.0, 0.0));
        app::BatchTuningModel *tuning = m_window.mainWindow().dashboard().batchTuning();

        m_window.clickRun();
        // The dashboard opens with the run; its Batch tuning tab shows the map node.
        click(u"dashboardTab:batchTuning"_s);
        QTRY_COMPARE(tuning->currentNodeId(), u"each"_s);
        QVERIFY2(tuning->isTunable(), "the run ended before the band could be changed");
        // The figures of a node that ended come while the run goes, not only at its end.
        const app::NodeListModel *nodes = m_window.controller().nodes();
        const QModelIndex rows = nodes->index(nodes->rowOf(u"rows"_s));
        QTRY_VERIFY(!nodes->data(rows, app::NodeListModel::RunFiguresRole).toString().isEmpty());
        QVERIFY(m_window.mainWindow().runs().isRunning());
        QVERIFY2(nodes->data(rows, app::NodeListModel::RunFiguresRole)
                     .toString()
                     .contains(QLocale().toString(8000)),
                 qPrintable(nodes->data(rows, app::NodeListModel::RunFiguresRole).toString()));
        QQuickItem *keep = visibleItem(u"bandKeep"_s);
        QVERIFY(keep);
        QVERIFY(!keep->isEnabled()); // nothing adjusted yet
        // A band the run takes but the project format refuses (lower = upper): not kept, and
        // the panel says why.
        typeInto(u"bandLowerField"_s, u"5"_s);
        typeInto(u"bandUpperField"_s, u"5"_s);
        click(u"bandApply"_s);
        QTRY_VERIFY(tuning->isAdjusted());
        click(u"bandKeep"_s);
        QTRY_VERIFY2(m_window.item(u"bandMessage"_s)
                         ->property("text")
                         .toString()
                         .contains(u"cannot be kept"_s),
                     qPrintable(m_window.item(u"bandMessage"_s)->property("text").toString()));
        QCOMPARE(bandOf(u"each"_s), qMakePair(0.0, 0.0));
        QVERIFY(!m_window.controller().canUndo());
        typeInto(u"bandLowerField"_s, u"2"_s);
        typeInto(u"bandUpperField"_s, u"20"_s);
        click(u"bandApply"_s);
        QTRY_COMPARE(tuning->lowerSeconds(), 0.002);
        QCOMPARE(tuning->upperSeconds(), 0.02);
        QVERIFY(!m_window.controller().canUndo());

        // Keep for this node: one undo step that writes the band into the node.
        click(u"bandKeep"_s);
        QTRY_COMPARE(bandOf(u"each"_s), qMakePair(2.0, 20.0));
        QCOMPARE(m_window.controller().undoStack()->count(), 1);
        QVERIFY2(m_window.controller().undoText().contains(u"each"_s),
                 qPrintable(m_window.controller().undoText()));
        QCOMPARE(m_window.item(u"bandMessage"_s)->property("text").toString(), u"Kept in each"_s);
        m_window.waitForRun();

        // Ctrl+Z takes it out; kept again after the run, from the band the run ended with.
        QTest::keyClick(m_window.win(), Qt::Key_Z, Qt::ControlModifier);
        QTRY_COMPARE(bandOf(u"each"_s), qMakePair(0.0, 0.0));
        QVERIFY(tuning->isAdjusted());
        click(u"bandKeep"_s);
        QTRY_COMPARE(bandOf(u"each"_s), qMakePair(2.0, 20.0));

        // Saved with the project, in the node's run settings.
        QTest::keyClick(m_window.win(), Qt::Key_S, Qt::ControlModifier);
        QTRY_VERIFY(!m_window.controller().isModified());
        QFile saved(m_window.file());
        QVERIFY(saved.open(QIODevice::ReadOnly));
        const QByteArray text = saved.readAll();
        QVERIFY2(text.contains("\"batch_lower_ms\": 2") && text.contains("\"batch_upper_ms\": 20"),
                 text.constData());

        // The next run starts the map node with the kept band.
        m_window.clickRun();
        QTRY_VERIFY(tuning->seriesCount() == 1 && tuning->current());
        QCOMPARE(tuning->current()->lower.front(), 0.002);
        QCOMPARE(tuning->current()->upper.front(), 0.02);
        QVERIFY(!tuning->isAdjusted());
        m_window.waitForRun();
    }
};

QTEST_MAIN(tst_KeepBand)
#include "tst_keep_band.moc"
