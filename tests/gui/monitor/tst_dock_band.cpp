// The band under the canvas, end to end in the real window: after a run, with a node's table
// shown in the preview panel beside the run's dashboard, the two panels are one band of one
// height; the top edge dragged on either panel moves both, and the dashboard keeps the height
// with its layout.

#include "FiguresWindow.h"

using namespace Qt::StringLiterals;
using namespace weft;
using test::FiguresWindow;

class tst_DockBand : public QObject
{
    Q_OBJECT

    FiguresWindow m_window;

    qreal top(const QString &name) { return m_window.item(name)->mapToScene(QPointF(0, 0)).y(); }
    qreal height(const QString &name) { return m_window.item(name)->height(); }

    /// Drags the top edge `handle` up by `dy` pixels (down when negative), as a user does.
    void dragUp(const QString &handle, int dy)
    {
        QQuickItem *edge = m_window.item(handle);
        QVERIFY2(edge && edge->isEnabled(), qPrintable(handle));
        const QPoint start = test::centreOf(edge);
        QTest::mousePress(m_window.win(), Qt::LeftButton, {}, start);
        for (int step = 1; step <= 10; ++step)
            QTest::mouseMove(m_window.win(), start - QPoint(0, dy * step / 10));
        QTest::mouseRelease(m_window.win(), Qt::LeftButton, {}, start - QPoint(0, dy));
    }

    /// Both panels shown, their tops level and their heights equal.
    bool oneBand()
    {
        return m_window.item(u"datasetPreviewPanel"_s) && m_window.item(u"dashboardDock"_s) &&
               qAbs(top(u"datasetPreviewPanel"_s) - top(u"dashboardDock"_s)) < 0.5 &&
               qAbs(height(u"datasetPreviewPanel"_s) - height(u"dashboardDock"_s)) < 0.5;
    }

private Q_SLOTS:
    void initTestCase() { test::useTestSettings(u"tst_dock_band"_s); }
    void init() { m_window.start(false); }
    void cleanup() { m_window.stop(); }

    void eitherPanelsTopEdgeMovesTheWholeBand()
    {
        m_window.clickRun();
        m_window.waitForRun();
        QTest::mouseClick(m_window.win(), Qt::LeftButton, {},
                          test::centreOf(m_window.card(u"keep"_s)));
        QTRY_VERIFY(m_window.item(u"previewTable"_s));
        QTRY_VERIFY(oneBand());
        const qreal start = height(u"dashboardDock"_s);

        // The preview's edge up: both grow.
        dragUp(u"previewResizeHandle"_s, 100);
        QTRY_VERIFY2(height(u"dashboardDock"_s) > start + 60,
                     qPrintable(u"%1 -> %2"_s.arg(start).arg(height(u"dashboardDock"_s))));
        QTRY_VERIFY(oneBand());
        const qreal taller = height(u"dashboardDock"_s);

        // The dashboard's edge down: both shrink, below where they started.
        dragUp(u"dashboardResizeHandle"_s, -160);
        QTRY_VERIFY2(height(u"datasetPreviewPanel"_s) < start - 20,
                     qPrintable(u"%1 -> %2"_s.arg(taller).arg(height(u"datasetPreviewPanel"_s))));
        QTRY_VERIFY(oneBand());

        // The preview's edge again: the dashboard's new height is what its layout keeps.
        dragUp(u"previewResizeHandle"_s, 60);
        QTRY_VERIFY(oneBand());
        const qreal kept = height(u"dashboardDock"_s);
        QQuickItem *dock = m_window.item(u"dashboardDock"_s);
        QTRY_COMPARE(qRound(dock->property("preferredHeight").toReal()), qRound(kept));
    }
};

QTEST_MAIN(tst_DockBand)
#include "tst_dock_band.moc"
