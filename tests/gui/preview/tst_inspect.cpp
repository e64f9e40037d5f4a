// The output inspector, end to end in the real window: before a run a node says in plain words
// that it has no output yet; after a run, a click on a node, an output port or an edge shows
// that output as the cache holds it, rows, columns, column statistics and histograms; an array
// shows the slice its spin boxes choose.

#include "EditorWindowSupport.h"
#include "MainWindow.h"
#include "data/Array.h"
#include "data/NpyFile.h"
#include "monitor/RunController.h"
#include "preview/DatasetPreviewController.h"

#include <QFile>
#include <QUrl>

#include <algorithm>
#include <cmath>
#include <limits>

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

/// One column of the weather sample as numbers.
std::vector<double> weatherColumn(const QString &csvPath, int column)
{
    QFile file(csvPath);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    std::vector<double> values;
    file.readLine(); // the header
    while (!file.atEnd()) {
        const QStringList fields = QString::fromUtf8(file.readLine()).trimmed().split(u',');
        if (fields.size() == 4)
            values.push_back(fields.at(column).toDouble());
    }
    return values;
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

    void inspectColumnHistograms()
    {
        runAll();
        clickCard(u"fahrenheit"_s);
        DatasetPreviewController *preview = inspector();
        QTRY_COMPARE(preview->status(), DatasetPreviewController::Status::Ready);
        app::DatasetPreviewModel *rows = preview->rows();
        QTRY_VERIFY(!rows->columnHistogram(1).isEmpty());

        // temp_c in 20 equal bins from its smallest to its largest value, by hand.
        const std::vector<double> temps =
            weatherColumn(m_editor.dir().filePath(u"weather.csv"_s), 1);
        QCOMPARE(temps.size(), size_t(14));
        const auto [lo, hi] = std::minmax_element(temps.begin(), temps.end());
        std::vector<qint64> bins(20, 0);
        for (const double t : temps)
            ++bins[size_t(std::clamp(int((t - *lo) / ((*hi - *lo) / 20)), 0, 19))];
        const qint64 fullest = *std::max_element(bins.begin(), bins.end());
        const QList<qreal> shown = rows->columnHistogram(1);
        QCOMPARE(shown.size(), 20);
        for (int b = 0; b < 20; ++b)
            QCOMPARE(shown.at(b), qreal(bins[size_t(b)]) / qreal(fullest));
        QVERIFY(shown.last() > 0); // the largest value lands in the last bin
        // The header role says the same as the invokable the header's delegate reads.
        QCOMPARE(rows->headerData(1, Qt::Horizontal, app::DatasetPreviewModel::HistogramRole)
                     .value<QList<qreal>>(),
                 shown);

        // Under the header's statistics, drawn with the bins.
        QQuickItem *drawn = nullptr;
        QTRY_VERIFY((drawn = item(u"columnHistogram"_s)) && drawn->isVisible());
        QCOMPARE(drawn->property("bins").value<QList<qreal>>().size(), 20);
        QVERIFY(drawn->height() > 0);
        m_editor.saveScreenshot(u"inspect_histograms"_s);
    }

    void inspectArraySlices()
    {
        // A (3, 4, 5) array whose element at [i, j, k] is 100 i + 10 j + k, with one NaN and one
        // infinity that its histogram leaves out and counts.
        std::vector<double> values;
        for (int i = 0; i < 3; ++i)
            for (int j = 0; j < 4; ++j)
                for (int k = 0; k < 5; ++k)
                    values.push_back(100 * i + 10 * j + k);
        values[1] = std::nan("");
        values[2] = std::numeric_limits<double>::infinity();
        const QString npy = m_editor.dir().filePath(u"cube.npy"_s);
        engine::NpyFile::write(engine::Array::fromDoubles({3, 4, 5}, values), npy);
        QCOMPARE(controller().edit()->addFileNodes({QUrl::fromLocalFile(npy)}, QPointF(0, 600)), 1);

        // The new reader is selected: its file's array shows before any run.
        DatasetPreviewController *preview = inspector();
        QVERIFY(preview);
        QTRY_COMPARE(preview->status(), DatasetPreviewController::Status::Ready);
        QCOMPARE(preview->kind(), u"array"_s);
        QCOMPARE(preview->shapeText(), u"(3, 4, 5)"_s);
        const int nan = int(preview->statisticNames().indexOf(u"NaN"_s));
        QVERIFY(nan >= 0);
        QCOMPARE(preview->statisticValues().at(nan), u"1"_s);
        QCOMPARE(preview->statisticValues().at(nan + 1), u"1"_s); // ±inf
        QCOMPARE(preview->histogram().size(), 20);
        QCOMPARE(preview->histogramMax(), u"234"_s); // finite elements only

        app::ArraySliceModel *slice = preview->slice();
        QCOMPARE(slice->leadingAxes(), 1);
        QCOMPARE(slice->rowCount(), 4);
        QCOMPARE(slice->columnCount(), 5);
        QCOMPARE(slice->cellText(0, 1), u"nan"_s);
        QCOMPARE(slice->cellText(0, 2), u"inf"_s);
        QCOMPARE(slice->cellText(1, 2), u"12"_s);
        QCOMPARE(slice->sliceText(), u"[0, :, :]"_s);

        // Axis 0 at 2, by the keyboard on its spin box: a[2, :, :].
        QQuickItem *box = nullptr;
        QTRY_VERIFY((box = item(u"sliceIndex0"_s)) && box->isVisible());
        test::settledCentre(box);
        QTest::mouseClick(win(), Qt::LeftButton, {}, test::centreOf(box));
        const auto focusInBox = [&] {
            for (QQuickItem *it = win()->activeFocusItem(); it; it = it->parentItem())
                if (it == box)
                    return true;
            return false;
        };
        QTRY_VERIFY(focusInBox());
        QTest::keyClick(win(), Qt::Key_Up);
        QTest::keyClick(win(), Qt::Key_Up);
        QTRY_COMPARE(slice->axisIndex(0), 2);
        QCOMPARE(slice->sliceText(), u"[2, :, :]"_s);
        QCOMPARE(slice->cellText(1, 2), u"212"_s);
        QCOMPARE(slice->cellText(3, 4), u"234"_s);
        // The table on screen shows the chosen slice.
        QQuickItem *table = item(u"arraySliceTable"_s);
        QVERIFY(table && table->isVisible());
        QCOMPARE(slice->data(slice->index(0, 0)).toString(), u"200"_s);
        // Past the axis's end the index stays at its last.
        QTest::keyClick(win(), Qt::Key_Up);
        QTRY_COMPARE(box->property("value").toInt(), 2);
        QCOMPARE(slice->axisIndex(0), 2);
        m_editor.saveScreenshot(u"inspect_array"_s);
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

    void inspectAMapNodeWhileItRuns()
    {
        // 1,200 rows at 4 ms each, in batches of 20: seconds of batches ending one after another.
        const QString file = m_editor.dir().filePath(u"mapping.weft"_s);
        QFile project(file);
        QVERIFY(project.open(QIODevice::WriteOnly));
        project.write(R"({"format": 1, "project": {"name": "Mapping"}, "datasets": [],
            "nodes": [
                {"id": "rows", "operator": "array.generate", "params": {"shape": "1200, 2"},
                 "position": {"x": 0, "y": 0}},
                {"id": "each", "operator": "work.items", "params": {"item_us": 4000},
                 "run": {"map": true, "batch_size": 20}, "position": {"x": 360, "y": 0}}],
            "edges": [{"from": "rows.array", "to": "each.items"}]})");
        project.close();
        QVERIFY(controller().open(file));
        QTRY_VERIFY(card(u"each"_s));
        clickCard(u"each"_s);
        DatasetPreviewController *preview = inspector();
        QTRY_COMPARE(preview->status(), DatasetPreviewController::Status::NoResult);

        QQuickItem *run = item(u"runButton"_s);
        QVERIFY(run);
        QTRY_VERIFY(run->isEnabled());
        QTest::mouseClick(win(), Qt::LeftButton, {}, test::centreOf(run));
        app::RunController &runs = m_editor.mainWindow().runs();
        QVERIFY(runs.isRunning());

        // The batches that ended show while the node still runs, and more as more end.
        const auto shownRows = [preview] {
            const QString shape = preview->shapeText(); // "(240, 2)"
            return shape.mid(1, shape.indexOf(u',') - 1).toInt();
        };
        QTRY_VERIFY_WITH_TIMEOUT(preview->isLive() &&
                                     preview->status() == DatasetPreviewController::Status::Ready,
                                 30'000);
        const int first = shownRows();
        QVERIFY2(first > 0 && first < 1200, qPrintable(preview->shapeText()));
        QVERIFY2(preview->summary().contains(u"running"_s), qPrintable(preview->summary()));
        QTRY_VERIFY_WITH_TIMEOUT(!preview->isLive() || shownRows() > first, 30'000);
        QVERIFY2(!preview->isLive() || shownRows() < 1200, qPrintable(preview->shapeText()));
        // Its rows are the input's, in item order: the first row is row 0.
        QCOMPARE(preview->slice()->cellText(0, 0), u"0"_s);
        m_editor.saveScreenshot(u"inspect_live"_s);

        // When the run ends: the whole output, as the cache holds it.
        QVERIFY2(runs.waitForEnd(60'000), qPrintable(runs.message()));
        QCOMPARE(runs.status(), u"succeeded"_s);
        QTRY_VERIFY(!preview->isLive() && preview->isFromCache());
        QCOMPARE(preview->shapeText(), u"(1200, 2)"_s);
    }
};

QTEST_MAIN(tst_Inspect)
#include "tst_inspect.moc"
