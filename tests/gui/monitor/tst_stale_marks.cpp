// State that follows edits, end to end in the real window: a saved 20-node project, run once
// from the toolbar; a parameter typed into the inspector marks exactly its node and what it
// feeds stale (and says why), undo brings the marks back, and Run computes exactly the stale
// nodes while the run store says the rest came from the cache, which their cards say too.

#include "FreshnessWindow.h"

using namespace Qt::StringLiterals;
using namespace weft;
using test::FreshnessWindow;

class tst_StaleMarks : public QObject
{
    Q_OBJECT

    FreshnessWindow m_window;

private Q_SLOTS:
    void initTestCase() { test::useTestSettings(u"tst_stale_marks"_s); }
    void init() { m_window.start(); }
    void cleanup() { m_window.stop(); }

    void anEditMarksItsNodeAndWhatItFeedsStaleAndRunComputesOnlyThose()
    {
        // Saved, never run: every node says so.
        QVERIFY(m_window.waitForMarks(u"new"_s));
        QVERIFY2(m_window.reason(u"a1"_s).contains(u"Never run"_s),
                 qPrintable(m_window.reason(u"a1"_s)));

        // The first run computes everything; then everything is up to date.
        m_window.runAll();
        const QStringList all = FreshnessWindow::nodeIds();
        QCOMPARE(m_window.lastRunCache(), FreshnessWindow::cacheUse(all, all));
        QVERIFY(m_window.waitForMarks(u"current"_s));

        // One parameter typed into the inspector: a5, what it feeds, and nothing else.
        QElapsedTimer sinceEdit;
        m_window.typeSeconds(u"a5"_s, u"0.001"_s);
        sinceEdit.start();
        const QStringList stale = FreshnessWindow::chain(u"a"_s, 5, 9) + QStringList{u"end"_s};
        QVERIFY(m_window.waitForMarks(u"current"_s, stale, u"stale"_s));
        // A figure, not a test (the machine may be busy): how soon the marks followed.
        qInfo("marks followed the edit in %lld ms", sinceEdit.elapsed());
        QVERIFY2(m_window.reason(u"a5"_s).contains(u"'seconds'"_s),
                 qPrintable(m_window.reason(u"a5"_s)));
        QVERIFY2(m_window.reason(u"a6"_s).contains(u"'a5'"_s) ||
                     m_window.reason(u"a6"_s).contains(u"Work"_s),
                 qPrintable(m_window.reason(u"a6"_s)));
        QVERIFY2(m_window.reason(u"b5"_s).startsWith(u"Up to date"_s),
                 qPrintable(m_window.reason(u"b5"_s)));
        // The stale card no longer says the run's "succeeded": its ring is the stale mark.
        QQuickItem *a7 = m_window.card(u"a7"_s);
        QTRY_VERIFY(test::findItem(a7, u"freshnessGlyph"_s));
        QCOMPARE(test::findItem(a7, u"freshnessGlyph"_s)->property("text").toString(), u"!"_s);

        // Undo (the canvas has the focus after the Return) brings the marks back; redo the
        // edit's.
        QQuickItem *canvas = m_window.item(u"graphCanvas"_s);
        canvas->forceActiveFocus();
        QTest::keyClick(m_window.win(), Qt::Key_Z, Qt::ControlModifier);
        QVERIFY(m_window.waitForMarks(u"current"_s));
        QTest::keyClick(m_window.win(), Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QVERIFY(m_window.waitForMarks(u"current"_s, stale, u"stale"_s));

        // Run: exactly the stale nodes compute, the store says the rest were cache hits.
        m_window.runAll();
        QCOMPARE(m_window.lastRunCache(), FreshnessWindow::cacheUse(all, stale));
        QVERIFY2(m_window.mainWindow().runs().message().contains(u"14 of them from the cache"_s),
                 qPrintable(m_window.mainWindow().runs().message()));
        // Their cards say so: "cached" (its glyph) where the run took the result from the
        // cache, "succeeded" where it computed it.
        QQuickItem *b5 = m_window.card(u"b5"_s);
        QTRY_VERIFY(test::findItem(b5, u"runGlyph"_s));
        QCOMPARE(test::findItem(b5, u"runGlyph"_s)->property("text").toString(), u"↺"_s);
        QTRY_VERIFY(test::findItem(m_window.card(u"a7"_s), u"runGlyph"_s));
        QCOMPARE(test::findItem(m_window.card(u"a7"_s), u"runGlyph"_s)->property("text").toString(),
                 u"✓"_s);
        QVERIFY(m_window.waitForMarks(u"current"_s));
    }

    void aStaleNodesPreviewSentenceSitsAtTheTopBesideTheDashboard()
    {
        m_window.runAll();
        m_window.typeSeconds(u"a5"_s, u"0.001"_s);
        QVERIFY(m_window.waitForMarks(u"current"_s,
                                      FreshnessWindow::chain(u"a"_s, 5, 9) + QStringList{u"end"_s},
                                      u"stale"_s));
        // The preview of a stale node is one sentence, docked beside the run's dashboard: it
        // takes the dashboard's height, its heading level with the dashboard's tabs, instead
        // of sitting at the bottom under a strip of empty canvas.
        m_window.clickCard(u"a7"_s);
        QQuickItem *notice = nullptr;
        QTRY_VERIFY((notice = m_window.item(u"previewNotice"_s)) && notice->isVisible());
        QVERIFY2(notice->property("text").toString().startsWith(u"Stale"_s),
                 qPrintable(notice->property("text").toString()));
        QQuickItem *preview = m_window.item(u"datasetPreviewPanel"_s);
        QQuickItem *dock = m_window.item(u"dashboardDock"_s);
        QVERIFY(preview && dock && dock->isVisible());
        const auto top = [](QQuickItem *item) { return item->mapToScene(QPointF(0, 0)).y(); };
        QTRY_COMPARE(top(preview), top(dock));
        QCOMPARE(preview->height(), dock->height());
        QVERIFY2(top(notice) - top(preview) < 60,
                 qPrintable(u"the sentence starts %1 px below the panel's top"_s.arg(
                     top(notice) - top(preview))));
    }

    void aProjectNeverSavedHasNoMarks()
    {
        QVERIFY(m_window.waitForMarks(u"new"_s));
        m_window.controller().newProject();
        QVERIFY(!m_window.controller().edit()->addNode(u"work"_s, QPointF(0, 0)).isEmpty());
        QTRY_VERIFY(!m_window.mainWindow().freshness().isPending());
        QCOMPARE(m_window.controller().nodes()->count(), 1);
        const QModelIndex only = m_window.controller().nodes()->index(0);
        QCOMPARE(
            m_window.controller().nodes()->data(only, app::NodeListModel::FreshnessRole).toString(),
            QString());
    }
};

QTEST_MAIN(tst_StaleMarks)
#include "tst_stale_marks.moc"
