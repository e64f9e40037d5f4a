// Figures on the canvas, end to end in the real window: after a run started with the toolbar's
// Run, each edge says how many rows its table holds and each card its time, rows and bytes out;
// a second run, which takes every node from the result cache, shows the same figures, with
// "cached" on the cards; a replay of either run from the run store has them too.

#include "FiguresWindow.h"
#include "history/ReplayLoader.h"
#include "models/EdgeListModel.h"
#include "models/NodeListModel.h"
#include "run/Setup.h"

using namespace Qt::StringLiterals;
using namespace weft;
using test::FiguresWindow;

class tst_CanvasFigures : public QObject
{
    Q_OBJECT

    FiguresWindow m_window;

    /// The figures label of a card, "" while it has none.
    QString cardFigures(const QString &nodeId)
    {
        const QStringList texts = FiguresWindow::texts(m_window.card(nodeId), u"figuresText"_s);
        return texts.isEmpty() ? QString() : texts.first();
    }
    QString edgeFigures(const QString &key)
    {
        const app::EdgeListModel *edges = m_window.controller().edges();
        for (int row = 0; row < edges->rowCount(); ++row) {
            const QModelIndex index = edges->index(row);
            const QString from = edges->data(index, app::EdgeListModel::FromNodeRole).toString();
            if (from == key)
                return edges->data(index, app::EdgeListModel::DatasetFiguresRole).toString();
        }
        return {};
    }

private Q_SLOTS:
    void initTestCase() { test::useTestSettings(u"tst_canvas_figures"_s); }
    void init() { m_window.start(false); }
    void cleanup() { m_window.stop(); }

    void edgesAndCardsShowWhatARunProduced()
    {
        // Before a run nothing is known: no label on the edge, none on the cards.
        QVERIFY(FiguresWindow::texts(m_window.win()->contentItem(), u"datasetFigures"_s).isEmpty());
        QCOMPARE(cardFigures(u"keep"_s), QString());

        m_window.clickRun();
        m_window.waitForRun();
        // The edge read -> keep carries 14 rows, drawn on the edge.
        QTRY_COMPARE(edgeFigures(u"read"_s), u"14 rows"_s);
        QTRY_VERIFY2(
            FiguresWindow::texts(m_window.win()->contentItem(), u"datasetFigures"_s)
                .contains(u"14 rows"_s),
            qPrintable(FiguresWindow::texts(m_window.win()->contentItem(), u"datasetFigures"_s)
                           .join(u" | "_s)));
        // Each card: time · rows (or shape) · bytes.
        QTRY_VERIFY(!cardFigures(u"keep"_s).isEmpty());
        const QStringList keep = cardFigures(u"keep"_s).split(u" · "_s);
        QCOMPARE(keep.size(), 3);
        QCOMPARE(keep.at(1), u"10 rows"_s);
        QVERIFY2(keep.at(2).endsWith(u"B"_s), qPrintable(keep.at(2)));
        QVERIFY2(keep.at(0).endsWith(u"s"_s), qPrintable(keep.at(0)));
        const QString shape = QLocale().toString(1000) + u"×3"_s;
        QTRY_VERIFY2(cardFigures(u"grid"_s).contains(shape), qPrintable(cardFigures(u"grid"_s)));
        QCOMPARE(cardFigures(u"read"_s).split(u" · "_s).value(1), u"14 rows"_s);
        const QString keepBytes = keep.at(2);

        // Run again: every node comes from the cache, with the figures of its entry.
        m_window.clickRun();
        m_window.waitForRun();
        const app::NodeListModel *nodes = m_window.controller().nodes();
        const QModelIndex keepRow = nodes->index(nodes->rowOf(u"keep"_s));
        QTRY_VERIFY(nodes->data(keepRow, app::NodeListModel::RunCachedRole).toBool());
        QCOMPARE(nodes->data(keepRow, app::NodeListModel::RunFiguresRole).toString(),
                 u"10 rows · "_s + keepBytes);
        QTRY_COMPARE(cardFigures(u"keep"_s), u"10 rows · "_s + keepBytes);
        QTRY_VERIFY(FiguresWindow::texts(m_window.card(u"keep"_s), u"nodeSubtitle"_s)
                        .value(0)
                        .startsWith(u"cached"_s));
        QCOMPARE(edgeFigures(u"read"_s), u"14 rows"_s);
        QTRY_VERIFY(FiguresWindow::texts(m_window.win()->contentItem(), u"datasetFigures"_s)
                        .contains(u"14 rows"_s));
        QVERIFY2(cardFigures(u"grid"_s).contains(shape), qPrintable(cardFigures(u"grid"_s)));

        // The run store kept them: a replay of the cached run shows the entry's figures, on the
        // outline of a cached node from its start.
        QString error;
        const std::optional<app::ReplayData> replay =
            app::ReplayLoader::load(run::Setup::storePathFor(m_window.file(), {}, nullptr),
                                    m_window.mainWindow().runs().lastRunId(),
                                    m_window.controller().project().graph, &error);
        QVERIFY2(replay, qPrintable(error));
        QCOMPARE(replay->ending.outputs.value(u"keep"_s).size(), 1u);
        QCOMPARE(replay->ending.outputs.value(u"keep"_s).front().rows, 10);
        QCOMPARE(replay->ending.outputs.value(u"grid"_s).front().shape,
                 (std::vector<qint64>{1000, 3}));
        for (const app::MonitorNode &node : replay->outline.nodes)
            if (node.id == u"read"_s)
                QCOMPARE(node.outputs.at(0).rows, 14);
    }

    void zoomedOutACardsFiguresStayWithinItAndHoverShowsThemAll()
    {
        m_window.clickRun();
        m_window.waitForRun();
        QTRY_VERIFY(!cardFigures(u"keep"_s).isEmpty());
        const app::NodeListModel *nodes = m_window.controller().nodes();
        const QString full =
            nodes->data(nodes->index(nodes->rowOf(u"keep"_s)), app::NodeListModel::RunFiguresRole)
                .toString();
        QCOMPARE(full.split(u" · "_s).size(), 3);
        QCOMPARE(cardFigures(u"keep"_s), full); // at 100 % it all fits

        // Out, step by step, while the cards are still drawn one by one: the text grows, the
        // label never outgrows its card, and what it drops are the last figures.
        QQuickItem *canvas = m_window.item(u"graphCanvas"_s);
        QString shortest = full;
        for (int step = 0; step < 40; ++step) {
            QVERIFY(QMetaObject::invokeMethod(canvas, "zoomOut"));
            if (!canvas->property("detailed").toBool())
                break;
            QQuickItem *card = m_window.card(u"keep"_s);
            QQuickItem *label = test::findItem(card, u"figuresLabel"_s);
            QVERIFY(label);
            QTRY_VERIFY2(
                label->width() <= card->width(),
                qPrintable(u"label %1 wide on a card %2 wide at zoom %3"_s.arg(label->width())
                               .arg(card->width())
                               .arg(canvas->property("zoom").toReal())));
            const QString shown = cardFigures(u"keep"_s);
            QVERIFY2(full.startsWith(shown) && shown.size() <= shortest.size(), qPrintable(shown));
            shortest = shown;
        }
        QCOMPARE(shortest, full.split(u" · "_s).first()); // the time alone, farthest out

        // Back in by a step, where the cards are drawn one by one: hovering the shortened
        // label shows every figure.
        QVERIFY(QMetaObject::invokeMethod(canvas, "zoomIn"));
        QQuickItem *label = nullptr;
        QTRY_VERIFY((label = test::findItem(m_window.card(u"keep"_s), u"figuresLabel"_s)));
        QObject *tip = label->findChild<QObject *>(u"figuresToolTip"_s);
        QVERIFY(tip);
        QVERIFY(!tip->property("visible").toBool());
        const QPointF centre = label->mapToScene(QPointF(label->width() / 2, label->height() / 2));
        QTest::mouseMove(m_window.win(), centre.toPoint());
        QTRY_VERIFY(tip->property("visible").toBool());
        QCOMPARE(tip->property("text").toString(), full);
    }
};

QTEST_MAIN(tst_CanvasFigures)
#include "tst_canvas_figures.moc"
