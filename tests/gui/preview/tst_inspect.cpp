// The output inspector, end to end in the real window: before a run a node says in plain words
// that it has no output yet; after a run, a click on a node, an output port or an edge shows
// that output as the cache holds it, rows, columns and column statistics.

#include "EditorWindowSupport.h"
#include "MainWindow.h"
#include "monitor/RunController.h"
#include "preview/DatasetPreviewController.h"

#include <QFile>

using namespace Qt::StringLiterals;
using namespace weft;
using app::DatasetPreviewController;

namespace {

/// The weather sample's rows whose `rain_mm` is above 1 (the `rainy` node's condition), each
/// as its date.
QStringList rainyDates(const QString &csvPath)
{
    QFile file(csvPath);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QStringList dates;
    file.readLine(); // the header
    while (!file.atEnd()) {
        const QStringList fields = QString::fromUtf8(file.readLine()).trimmed().split(u',');
        if (fields.size() == 4 && fields.at(2).toDouble() > 1)
            dates << fields.at(0);
    }
    return dates;
}

} // namespace

class tst_Inspect : public test::EditorWindowTest
{
    Q_OBJECT

    DatasetPreviewController *inspector()
    {
        QQuickItem *panel = test::findItem(win()->contentItem(), u"datasetPreviewPanel"_s);
        // Hidden panels are not found: look for the controller among the window's objects.
        return panel ? panel->property("preview").value<DatasetPreviewController *>()
                     : win()->findChild<DatasetPreviewController *>();
    }

    /// Clicks the card's header, as a hand selects a node.
    void clickCard(const QString &nodeId)
    {
        QQuickItem *node = card(nodeId);
        QVERIFY(node);
        test::settledCentre(node);
        QTest::mouseClick(win(), Qt::LeftButton, {},
                          test::at(node, QPointF(node->width() / 2, 20)));
        QTRY_COMPARE(controller().selection()->currentNodeId(), nodeId);
    }

    /// A point on the edge's curve a third of the way along (its label sits at the middle).
    QPoint pointOnEdge(const QString &name)
    {
        QQuickItem *edge = item(name);
        if (!edge)
            return {};
        const auto p = [edge](const char *property) { return edge->property(property).toReal(); };
        const qreal t = 1.0 / 3, u = 1 - t;
        const qreal x = u * u * u * p("startX") + 3 * u * u * t * (p("startX") + p("handle")) +
                        3 * u * t * t * (p("endX") - p("handle")) + t * t * t * p("endX");
        const qreal y = u * u * u * p("startY") + 3 * u * u * t * p("startY") +
                        3 * u * t * t * p("endY") + t * t * t * p("endY");
        return edge->parentItem()->mapToScene(QPointF(x, y)).toPoint();
    }

    void runAll()
    {
        QQuickItem *run = item(u"runButton"_s);
        QVERIFY(run);
        QTRY_VERIFY(run->isEnabled());
        QTest::mouseClick(win(), Qt::LeftButton, {}, test::centreOf(run));
        app::RunController &runs = m_editor.mainWindow().runs();
        QVERIFY2(runs.waitForEnd(60'000), qPrintable(runs.message()));
        QVERIFY2(runs.status() == u"succeeded"_s, qPrintable(runs.message()));
    }

private Q_SLOTS:
    void initTestCase() { test::useTestSettings(u"tst_inspect"_s); }
    void init() { m_editor.start(); }
    void cleanup() { m_editor.stop(); }

    void aNodeNeverRunSaysSo()
    {
        clickCard(u"fahrenheit"_s);
        QQuickItem *notice = nullptr;
        QTRY_VERIFY((notice = item(u"previewNotice"_s)));
        QCOMPARE(inspector()->status(), DatasetPreviewController::Status::NoResult);
        const QString text = notice->property("text").toString();
        QVERIFY2(text.contains(u"Run the node to see its output"_s), qPrintable(text));
        QVERIFY2(text.contains(u"F6"_s), qPrintable(text));
        QVERIFY(!item(u"previewTable"_s));

        // A source still shows the file it reads before any run.
        clickCard(u"read"_s);
        QTRY_COMPARE(inspector()->status(), DatasetPreviewController::Status::Ready);
        QVERIFY(!inspector()->isFromCache());
        QCOMPARE(inspector()->rows()->columnName(0), u"date"_s);
    }

    void afterARunEveryOutputShows()
    {
        runAll();

        // A node: its first output, from the cache, every row, each column's statistics.
        clickCard(u"fahrenheit"_s);
        DatasetPreviewController *preview = inspector();
        QVERIFY(preview);
        QTRY_COMPARE(preview->status(), DatasetPreviewController::Status::Ready);
        QVERIFY(preview->isFromCache());
        QCOMPARE(preview->nodeId(), u"fahrenheit"_s);
        QCOMPARE(preview->port(), u"table"_s);
        app::DatasetPreviewModel *rows = preview->rows();
        QCOMPARE(rows->columnCount(), 5);
        QCOMPARE(rows->columnName(4), u"temp_f"_s);
        QCOMPARE(rows->columnType(4), u"float"_s);
        QCOMPARE(rows->rowCount(), 14);
        QCOMPARE(rows->data(rows->index(0, 0)).toString(), u"20240301"_s);
        // 6.2 °C is 43.16 °F.
        QCOMPARE(rows->data(rows->index(0, 4)).toString(), u"43.16"_s);
        QTRY_VERIFY(!rows->columnStatistics(1).isEmpty());
        QVERIFY2(rows->columnStatistics(1).contains(u"mean"_s),
                 qPrintable(rows->columnStatistics(1)));
        QVERIFY(item(u"previewTable"_s));
        // The first column's header shows its statistics under its name and type.
        QTRY_VERIFY(item(u"columnStatistics"_s) &&
                    item(u"columnStatistics"_s)->property("text").toString().contains(u"mean"_s));
        QVERIFY2(item(u"previewSummary"_s)->property("text").toString().contains(u"14 rows"_s),
                 qPrintable(item(u"previewSummary"_s)->property("text").toString()));
        m_editor.saveScreenshot(u"inspect"_s);

        // An edge: the output it carries, the rainy days alone.
        const QStringList rainy = rainyDates(m_editor.dir().filePath(u"weather.csv"_s));
        QVERIFY(!rainy.isEmpty() && rainy.size() < 14);
        // Escape hides the panel and F fits the graph into what the run's dashboard leaves.
        item(u"graphCanvas"_s)->forceActiveFocus();
        QTest::keyClick(win(), Qt::Key_Escape);
        QTRY_VERIFY(!item(u"datasetPreviewPanel"_s));
        QTest::keyClick(win(), Qt::Key_F);
        test::settledCentre(item(u"edge:rainy.table->wettest.table"_s));
        const QPoint onEdge = pointOnEdge(u"edge:rainy.table->wettest.table"_s);
        QVERIFY(!onEdge.isNull());
        QTest::mouseClick(win(), Qt::LeftButton, {}, onEdge);
        QTRY_COMPARE(controller().selection()->edgeKey(), u"rainy.table->wettest.table"_s);
        QTRY_COMPARE(preview->nodeId(), u"rainy"_s);
        QTRY_COMPARE(preview->status(), DatasetPreviewController::Status::Ready);
        QCOMPARE(rows->rowCount(), rainy.size());
        QCOMPARE(rows->columnCount(), 4);
        for (int row = 0; row < rainy.size(); ++row)
            QCOMPARE(rows->data(rows->index(row, 0)).toString(), rainy.at(row));

        // An output port: the writer's `file`, the file it wrote.
        const QPoint port = this->port(u"write"_s, u"file"_s, true);
        QVERIFY(!port.isNull());
        QTest::mouseClick(win(), Qt::LeftButton, {}, port);
        QTRY_COMPARE(controller().selection()->currentNodeId(), u"write"_s);
        QTRY_COMPARE(preview->nodeId(), u"write"_s);
        QTRY_COMPARE(preview->status(), DatasetPreviewController::Status::Ready);
        QCOMPARE(preview->port(), u"file"_s);
        QCOMPARE(preview->kind(), u"files"_s);
        QCOMPARE(rows->rowCount(), 1);
        QVERIFY2(rows->data(rows->index(0, 0)).toString().endsWith(u"weather_fahrenheit.csv"_s),
                 qPrintable(rows->data(rows->index(0, 0)).toString()));
    }

    void anEditMakesTheOutputStale()
    {
        runAll();
        clickCard(u"rainy"_s);
        DatasetPreviewController *preview = inspector();
        QTRY_COMPARE(preview->status(), DatasetPreviewController::Status::Ready);
        QVERIFY(preview->isFromCache());

        // The condition changes: the cached rows are no longer this node's output.
        QCOMPARE(controller().inspector()->setParameter(u"condition"_s, u"rain_mm > 5"_s),
                 QString());
        QTRY_COMPARE(preview->status(), DatasetPreviewController::Status::NoResult);
        QVERIFY2(preview->notice().contains(u"condition"_s), qPrintable(preview->notice()));
        QVERIFY(item(u"previewNotice"_s));

        // Undo brings the node back to what the cache holds.
        controller().undo();
        QTRY_COMPARE(preview->status(), DatasetPreviewController::Status::Ready);
        QVERIFY(preview->isFromCache());
    }
};

QTEST_MAIN(tst_Inspect)
#include "tst_inspect.moc"
