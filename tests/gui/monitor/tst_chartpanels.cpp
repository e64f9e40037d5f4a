#include "ChartModels.h"
#include "GoldenRun.h"
#include "items/BatchChartItem.h"
#include "items/MemoryChartItem.h"
#include "items/NodePalette.h"
#include "items/TaskStreamItem.h"
#include "monitor/BatchTuningModel.h"
#include "monitor/MemoryTimelineModel.h"
#include "monitor/MonitorHub.h"
#include "monitor/TaskStreamModel.h"
#include "monitor/TimeWindow.h"

#include <QElapsedTimer>
#include <QGuiApplication>
#include <QImage>
#include <QQmlEngine>
#include <QQuickItem>
#include <QQuickView>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTest>
#include <QtQml/qqmlextensionplugin.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <memory>

Q_IMPORT_QML_PLUGIN(WeftPlugin)
Q_IMPORT_QML_PLUGIN(WeftModelsPlugin)

using namespace Qt::StringLiterals;
using weft::app::BatchChartItem;
using weft::app::BatchTuningModel;
using weft::app::MemoryChartItem;
using weft::app::MemoryTimelineModel;
using weft::app::MonitorHub;
using weft::app::TaskStreamItem;
using weft::app::TaskStreamModel;
using weft::app::TimeWindow;
using weft::test::ChartModels;

namespace {

/// The monitor panel `file` (qrc:/Weft/monitor/) shown offscreen with `model` and the shared
/// time window `window` (none: the panel's own).
std::unique_ptr<QQuickView> showPanel(QQmlEngine &engine, const QString &file, QObject *model,
                                      QSize size, TimeWindow *window = nullptr)
{
    auto view = std::make_unique<QQuickView>(&engine, nullptr);
    QVariantMap properties{{u"model"_s, QVariant::fromValue(model)}};
    if (window)
        properties.insert(u"timeWindow"_s, QVariant::fromValue(window));
    view->setInitialProperties(properties);
    view->setResizeMode(QQuickView::SizeRootObjectToView);
    view->setColor(Qt::white);
    view->resize(size);
    view->setSource(QUrl(u"qrc:/Weft/monitor/"_s + file));
    for (const QQmlError &error : view->errors())
        qWarning("%s", qPrintable(error.toString()));
    if (view->status() != QQuickView::Ready)
        return nullptr;
    view->show();
    if (!QTest::qWaitForWindowExposed(view.get()))
        return nullptr;
    return view;
}

/// The three time panels, each showing its model of ChartModels.
enum class Panel { TaskStream, BatchTuning, Memory };

/// The item named `name` in the visual tree (Repeater delegates have no QObject parent).
QQuickItem *findItem(QQuickItem *item, const QString &name)
{
    if (item->objectName() == name)
        return item;
    const QList<QQuickItem *> children = item->childItems();
    for (QQuickItem *child : children) {
        if (QQuickItem *found = findItem(child, name))
            return found;
    }
    return nullptr;
}

template<typename T>
T *find(QQuickView *view, const QString &name)
{
    return qobject_cast<T *>(findItem(view->rootObject(), name));
}

QPoint sceneOf(QQuickItem *item, QPointF local)
{
    return item->mapToScene(local).toPoint();
}

/// Keeps the picture in $WEFT_SCREENSHOT_DIR when that is set, to look at.
void keep(const QImage &image, const QString &name)
{
    const QString folder = qEnvironmentVariable("WEFT_SCREENSHOT_DIR");
    if (!folder.isEmpty())
        image.save(folder + u'/' + name + u".png"_s);
}

int distinctColors(const QImage &image)
{
    QSet<QRgb> colors;
    for (int y = 0; y < image.height(); y += 3) {
        for (int x = 0; x < image.width(); x += 3)
            colors.insert(image.pixel(x, y));
    }
    return int(colors.size());
}

bool near(QColor a, QColor b, int tolerance = 12)
{
    return qAbs(a.red() - b.red()) <= tolerance && qAbs(a.green() - b.green()) <= tolerance &&
           qAbs(a.blue() - b.blue()) <= tolerance;
}

/// A press, small moves and a release, as a hand makes them.
void drag(QQuickView *view, QPoint from, QPoint to)
{
    QTest::mousePress(view, Qt::LeftButton, {}, from);
    for (int step = 1; step <= 12; ++step) {
        const QPointF point = from + QPointF(to - from) * step / 12;
        QMouseEvent move(QEvent::MouseMove, point, point, view->mapToGlobal(point), Qt::NoButton,
                         Qt::LeftButton, {});
        QGuiApplication::sendEvent(view, &move);
    }
    QTest::mouseRelease(view, Qt::LeftButton, {}, to, 10);
}

/// The wheel turned by `notches` (positive: away from the user, zooming in) at `point`.
void turnWheel(QQuickView *view, QPoint point, int notches)
{
    QWheelEvent wheel(QPointF(point), QPointF(view->mapToGlobal(point)), QPoint(),
                      QPoint(0, 120 * notches), Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase,
                      false);
    QGuiApplication::sendEvent(view, &wheel);
}

void clickCentre(QQuickView *view, QQuickItem *item)
{
    QTest::mouseClick(view, Qt::LeftButton, {},
                      sceneOf(item, QPointF(item->width() / 2, item->height() / 2)));
}

qreal median(std::vector<qreal> values)
{
    std::sort(values.begin(), values.end());
    return values[values.size() / 2];
}

const QColor kBlue = weft::app::NodePalette::colorOf(0, false);             // node 0's colour
const QList<QColor> kPalette = weft::app::NodePalette::colorsOf(64, false); // every node's

} // namespace

/// Each chart panel loaded in a window with a model fed by the recorded run: it renders, with
/// the expected colours where the bars, band and stack are, and hover, click, zoom, pan and
/// the band's fields and handles do what they say.
class tst_ChartPanels : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        weft::test::readGolden(u"charts/charts_run"_s, &m_run);
        m_run.outline.live = true; // fed as the live run it was recorded from
        m_engine.addImportPath(u"qrc:/"_s);
    }

    void init()
    {
        QTest::failOnWarning(QRegularExpression(u"qrc:/|\\.qml"_s));
        m_models = std::make_unique<ChartModels>(); // each case starts from empty models
    }

    void cleanup() { m_models.reset(); }

    void taskStreamDrawsBarsAndTellsTheHoveredOne()
    {
        TaskStreamModel &model = m_models->tasks;
        m_run.feed(m_models->hub);
        auto view = show(Panel::TaskStream);
        QVERIFY(view);
        auto *stream = find<TaskStreamItem>(view.get(), u"taskStream"_s);
        QVERIFY(stream);
        QTRY_VERIFY(stream->rectangleCount() > 0);
        const QImage image = view->grabWindow();
        keep(image, u"task-stream"_s);
        QVERIFY(distinctColors(image) > 6);

        // The run's first task (node 0, "Samples") is a long bar on its worker's lane.
        const QJsonObject first = m_run.expected.value(u"firstBar"_s).toObject();
        int bar = -1;
        for (int i = 0; i < model.barCount() && bar < 0; ++i) {
            if (model.barTask(i) == first.value(u"task"_s).toInteger())
                bar = i;
        }
        QVERIFY(bar >= 0);
        const int lane = model.barLane(bar);
        const qreal middle = qreal(model.barStart(bar) + model.barEnd(bar)) / 2;
        const QPoint point = sceneOf(
            stream, QPointF(stream->xOf(middle),
                            stream->laneTop(lane) + stream->property("laneHeight").toReal() / 2));
        QVERIFY2(near(image.pixelColor(point), kBlue), qPrintable(image.pixelColor(point).name()));
        // Between lanes, the background.
        const QPoint gap = sceneOf(stream, QPointF(stream->xOf(middle), stream->laneTop(lane) - 2));
        if (lane > 0)
            QVERIFY(!near(image.pixelColor(gap), kBlue));

        QTest::mouseMove(view.get(), point);
        QTRY_COMPARE(stream->hoveredBar(), bar);
        auto *tip = find<QQuickItem>(view.get(), u"taskStreamTipText"_s);
        QVERIFY(tip);
        const QString text = tip->property("text").toString();
        QVERIFY2(text.contains(u"Samples"_s) &&
                     text.contains(u"worker %1"_s.arg(first.value(u"worker"_s).toInt())) &&
                     text.contains(u"task 0"_s),
                 qPrintable(text));
        keep(view->grabWindow(), u"task-stream-hover"_s);

        // The wheel zooms in around the pointer; a drag pans; Show All goes back.
        const qreal span = stream->viewEnd() - stream->viewStart();
        const qreal anchor = stream->nsAt(stream->mapFromScene(point).x());
        QWheelEvent wheel(QPointF(point), QPointF(view->mapToGlobal(point)), QPoint(),
                          QPoint(0, 240), Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
        QGuiApplication::sendEvent(view.get(), &wheel);
        QVERIFY(!stream->isFollowing());
        QVERIFY(qAbs((stream->viewEnd() - stream->viewStart()) - span / 1.5625) < span * 1e-6);
        QVERIFY(qAbs(stream->nsAt(stream->mapFromScene(point).x()) - anchor) < span * 1e-6);
        const qreal startBefore = stream->viewStart();
        const qreal nsPerPixel = (stream->viewEnd() - stream->viewStart()) / stream->width();
        drag(view.get(), point, point + QPoint(100, 0));
        QVERIFY2(qAbs(stream->viewStart() - (startBefore - 100 * nsPerPixel)) < 2 * nsPerPixel,
                 qPrintable(QString::number((startBefore - stream->viewStart()) / nsPerPixel)));
        keep(view->grabWindow(), u"task-stream-zoomed"_s);
        auto *showAll = find<QQuickItem>(view.get(), u"taskStreamShowAll"_s);
        QVERIFY(showAll);
        QTest::mouseClick(view.get(), Qt::LeftButton, {},
                          sceneOf(showAll, QPointF(showAll->width() / 2, showAll->height() / 2)));
        QTRY_VERIFY(stream->isFollowing());
        QCOMPARE(stream->viewStart(), 0.0);
    }

    void taskStreamFrameWithAHundredThousandTasks()
    {
        MonitorHub &hub = m_models->hub;
        TaskStreamModel &model = m_models->tasks;
        weft::app::RunOutline outline;
        for (int node = 0; node < 8; ++node)
            outline.nodes.append(
                {u"n%1"_s.arg(node), u"work"_s, u"Node %1"_s.arg(node), false, 0, 0});
        hub.beginRun(outline);
        // 100,000 tasks of 1 ms of 5 nodes on 8 workers.
        const std::vector<weft::engine::Event> events =
            weft::test::syntheticStream(100000, 8, 5, 1000000);
        for (std::size_t at = 0; at < events.size(); at += 20000)
            hub.appendEvents(std::span<const weft::engine::Event>(events).subspan(
                at, std::min<std::size_t>(20000, events.size() - at)));
        QCOMPARE(model.barCount(), 100000);
        auto view = show(Panel::TaskStream, nullptr, QSize(1280, 400));
        QVERIFY(view);
        auto *stream = find<TaskStreamItem>(view.get(), u"taskStream"_s);
        QVERIFY(stream);
        // Offscreen this is the software renderer; under Xvfb (QT_QPA_PLATFORM=xcb) OpenGL.
        const bool software =
            view->rendererInterface()->graphicsApi() == QSGRendererInterface::Software;

        // Does a QSGGeometryNode draw under the software renderer? Look at a bar's pixel: at
        // this zoom each pixel column takes the colour of the first bar starting in it.
        const int row = sceneOf(stream, QPointF(0, stream->laneTop(0) + 10)).y();
        const int left = sceneOf(stream, QPointF(0, 0)).x();
        const int right = sceneOf(stream, QPointF(stream->width(), 0)).x();
        // The share of the first lane's pixels in a node's colour.
        const auto drawn = [&](const QImage &image) {
            int coloured = 0;
            for (int x = left; x < right; ++x) {
                const QColor color = image.pixelColor(x, row);
                coloured += std::any_of(kPalette.begin(), kPalette.end(),
                                        [&](const QColor &c) { return near(color, c, 2); });
            }
            return qreal(coloured) / (right - left);
        };
        const auto grabWith = [&](TaskStreamItem::RenderMode mode) {
            stream->setProperty("renderMode", QVariant::fromValue(mode));
            return view->grabWindow();
        };
        const qreal geometry = drawn(grabWith(TaskStreamItem::RenderMode::Geometry));
        const qreal rectangles = drawn(grabWith(TaskStreamItem::RenderMode::Rectangles));
        const QImage image = grabWith(TaskStreamItem::RenderMode::Image);
        const QImage automatic = grabWith(TaskStreamItem::RenderMode::Auto);
        keep(automatic, u"task-stream-100k"_s);
        qInfo("%s renderer: %.0f %% of a lane drawn with geometry nodes, %.0f %% with "
              "rectangle nodes, %.0f %% with the image",
              software ? "software" : "hardware", geometry * 100, rectangles * 100,
              drawn(image) * 100);
        if (!software)
            QVERIFY(geometry > 0.9);
        QVERIFY(rectangles > 0.9);
        QVERIFY(drawn(automatic) > 0.9);

        // Frame figures (a log, not a pass/fail): whole run, then a zoomed window panned.
        for (const auto mode :
             {TaskStreamItem::RenderMode::Geometry, TaskStreamItem::RenderMode::Image,
              TaskStreamItem::RenderMode::Rectangles}) {
            if (software && mode == TaskStreamItem::RenderMode::Geometry)
                continue; // draws nothing there

            stream->setProperty("renderMode", QVariant::fromValue(mode));
            for (const bool zoomed : {false, true}) {
                std::vector<qreal> layout, frame;
                for (int i = 0; i < 21; ++i) {
                    if (zoomed)
                        stream->setView(i * 1e8, i * 1e8 + 2e8);
                    else
                        stream->fitAll();
                    QElapsedTimer timer;
                    timer.start();
                    const auto rects = stream->layoutBars();
                    layout.push_back(qreal(timer.nsecsElapsed()) / 1e6);
                    timer.restart();
                    const QImage shot = view->grabWindow();
                    frame.push_back(qreal(timer.nsecsElapsed()) / 1e6);
                    QVERIFY(!shot.isNull() && !rects.empty());
                }
                qInfo("100,000 tasks, %s, %s: %d rectangles, layout %.2f ms, frame (grab) %.2f "
                      "ms (medians of 21)",
                      mode == TaskStreamItem::RenderMode::Image      ? "image"
                      : mode == TaskStreamItem::RenderMode::Geometry ? "geometry nodes"
                                                                     : "rectangle nodes",
                      zoomed ? "200 ms window" : "whole run", stream->rectangleCount(),
                      median(layout), median(frame));
            }
        }
    }

    void batchPanelDrawsTheBandAndChangesIt()
    {
        BatchTuningModel &model = m_models->batches;
        QSignalSpy requested(&m_models->hub, &MonitorHub::batchTargetsRequested);
        m_run.feed(m_models->hub, {.end = false}); // still live
        auto view = show(Panel::BatchTuning);
        QVERIFY(view);
        auto *durations = find<BatchChartItem>(view.get(), u"batchDurationChart"_s);
        auto *sizes = find<BatchChartItem>(view.get(), u"batchSizeChart"_s);
        QVERIFY(durations && sizes);
        QImage image = view->grabWindow();
        keep(image, u"batch-tuning"_s);
        QVERIFY(distinctColors(image) > 6);

        // The band (green, translucent) at the right end of the duration chart, where no batch
        // of the first node falls.
        const QRectF area = durations->plotArea();
        const qreal middle = durations->yOf((model.lowerSeconds() + model.upperSeconds()) / 2);
        const QColor band = image.pixelColor(sceneOf(durations, QPointF(area.right() - 3, middle)));
        QVERIFY2(band.green() > band.red() + 15 && band.green() > band.blue(),
                 qPrintable(band.name()));
        const QColor above = image.pixelColor(sceneOf(
            durations, QPointF(area.right() - 3, durations->yOf(model.upperSeconds()) - 6)));
        QVERIFY2(!(above.green() > above.red() + 15), qPrintable(above.name()));
        // The size chart's line and dots, in the accent colour.
        int accent = 0;
        const QRect sizeArea =
            QRectF(sizes->mapToScene(sizes->plotArea().topLeft()), sizes->plotArea().size())
                .toRect();
        for (int y = sizeArea.top(); y < sizeArea.bottom(); ++y) {
            for (int x = sizeArea.left(); x < sizeArea.right(); ++x)
                accent += near(image.pixelColor(x, y), QColor(0x2f6fed), 40) ? 1 : 0;
        }
        QVERIFY2(accent > 50, qPrintable(QString::number(accent)));

        // The fields: a new band for the chosen node.
        auto *lower = find<QQuickItem>(view.get(), u"bandLowerField"_s);
        auto *upper = find<QQuickItem>(view.get(), u"bandUpperField"_s);
        auto *apply = find<QQuickItem>(view.get(), u"bandApply"_s);
        QVERIFY(lower && upper && apply);
        lower->setProperty("text", u"2"_s);
        upper->setProperty("text", u"9"_s);
        QTest::mouseClick(view.get(), Qt::LeftButton, {},
                          sceneOf(apply, QPointF(apply->width() / 2, apply->height() / 2)));
        QTRY_COMPARE(requested.size(), 1);
        QCOMPARE(requested.at(0).at(0).toString(), u"square_0"_s);
        QCOMPARE(requested.at(0).at(1).toDouble(), 0.002);
        QCOMPARE(requested.at(0).at(2).toDouble(), 0.009);

        // The upper handle dragged down 30 pixels: a narrower band.
        auto *handle = find<QQuickItem>(view.get(), u"bandUpperHandle"_s);
        QVERIFY(handle);
        const QPoint from = sceneOf(handle, QPointF(handle->width() / 2, handle->height() / 2));
        const qreal wanted = durations->valueAt(durations->yOf(0.009) + 30);
        drag(view.get(), from, from + QPoint(0, 30));
        QTRY_COMPARE(requested.size(), 2);
        QCOMPARE(requested.at(1).at(1).toDouble(), 0.002);
        QVERIFY2(qAbs(requested.at(1).at(2).toDouble() - wanted) < durations->maxValue() / 100,
                 qPrintable(QString::number(requested.at(1).at(2).toDouble())));
        keep(view->grabWindow(), u"batch-tuning-changed"_s);

        // A band upside down is refused with a message.
        lower->setProperty("text", u"9"_s);
        upper->setProperty("text", u"2"_s);
        QTest::mouseClick(view.get(), Qt::LeftButton, {},
                          sceneOf(apply, QPointF(apply->width() / 2, apply->height() / 2)));
        auto *message = find<QQuickItem>(view.get(), u"bandMessage"_s);
        QVERIFY(message);
        QTRY_VERIFY(!message->property("text").toString().isEmpty());
        QCOMPARE(requested.size(), 2);
    }

    void memoryPanelStacksAndListsWhatWasHeld()
    {
        MemoryTimelineModel &model = m_models->memory;
        m_run.feed(m_models->hub);
        auto view = show(Panel::Memory);
        QVERIFY(view);
        auto *chart = find<MemoryChartItem>(view.get(), u"memoryChart"_s);
        QVERIFY(chart);
        const QImage image = view->grabWindow();
        keep(image, u"memory"_s);
        QVERIFY(distinctColors(image) > 6);

        // Just before the peak the stack's bottom is the samples (node 0, blue); the peak's
        // dot is drawn in the danger colour.
        const QRectF area = chart->plotArea();
        const qreal peakX = chart->xOf(model.peakNs());
        const QColor bottom =
            image.pixelColor(sceneOf(chart, QPointF(peakX - 3, area.bottom() - 2)));
        QVERIFY2(near(bottom, kBlue), qPrintable(bottom.name()));
        const QColor dot =
            image.pixelColor(sceneOf(chart, QPointF(peakX, chart->yOf(qreal(model.peakBytes())))));
        QVERIFY2(near(dot, QColor(0xd1453b), 30), qPrintable(dot.name()));
        auto *list = find<QQuickItem>(view.get(), u"heldList"_s);
        QVERIFY(list);
        QCOMPARE(
            list->property("count").toInt(),
            m_run.expected.value(u"memory"_s).toObject().value(u"heldAtPeak"_s).toArray().size());

        // A click picks a time (half way from the peak to the end, where the chunks wait for
        // their squares): what was held then is listed.
        const qreal x = (peakX + area.right()) / 2;
        QTest::mouseClick(view.get(), Qt::LeftButton, {},
                          sceneOf(chart, QPointF(x, area.center().y())));
        QTRY_VERIFY(!model.isPeakSelected());
        QVERIFY(qAbs(model.selectedNs() - chart->nsAt(x)) <= chart->nsAt(area.left() + 1));
        QCOMPARE(list->property("count").toInt(), model.held()->rowCount());
        QVERIFY(model.held()->rowCount() > 0);
        auto *heading = find<QQuickItem>(view.get(), u"heldHeading"_s);
        QVERIFY(heading && heading->property("text").toString().startsWith(u"Held at "_s));
        keep(view->grabWindow(), u"memory-clicked"_s);
    }

    void memoryChartsZoomAndPanInTime()
    {
        MemoryTimelineModel &model = m_models->memory;
        m_run.feed(m_models->hub);
        auto view = show(Panel::Memory);
        QVERIFY(view);
        auto *chart = find<MemoryChartItem>(view.get(), u"memoryChart"_s);
        auto *rss = find<MemoryChartItem>(view.get(), u"rssChart"_s);
        QVERIFY(chart && rss);
        // Until the user zooms, the whole run.
        QVERIFY(chart->isFollowing());
        QCOMPARE(chart->viewStart(), 0.0);
        QVERIFY(chart->viewEnd() >= qreal(model.endNs()));
        const QColor danger(0xd1453b);
        const QImage whole = view->grabWindow();

        // Two notches of the wheel a quarter across zoom in around the pointer: the time under
        // it stays, the span shrinks by 1.25², the peak's dot moves right of where it was.
        const QRectF area = chart->plotArea();
        const QPoint point =
            sceneOf(chart, QPointF(area.left() + area.width() / 4, area.center().y()));
        const qreal span = chart->viewEnd() - chart->viewStart();
        const qreal anchor = chart->nsAt(chart->mapFromScene(point).x());
        const qreal peakXBefore = chart->xOf(model.peakNs());
        turnWheel(view.get(), point, 2);
        QVERIFY(!chart->isFollowing());
        QVERIFY(qAbs((chart->viewEnd() - chart->viewStart()) - span / 1.5625) < span * 1e-6);
        QVERIFY(qAbs(chart->nsAt(chart->mapFromScene(point).x()) - anchor) < span * 1e-3);
        // The resident memory chart under it shows the same window.
        QCOMPARE(rss->viewStart(), chart->viewStart());
        QCOMPARE(rss->viewEnd(), chart->viewEnd());
        const qreal peakX = chart->xOf(model.peakNs());
        QVERIFY2(peakX > peakXBefore + 20 && peakX < area.right(),
                 qPrintable(u"%1 -> %2"_s.arg(peakXBefore).arg(peakX)));
        const QImage zoomed = view->grabWindow();
        keep(zoomed, u"memory-zoomed"_s);
        QVERIFY(zoomed != whole);
        const qreal peakY = chart->yOf(qreal(model.peakBytes()));
        const QColor dot = zoomed.pixelColor(sceneOf(chart, QPointF(peakX, peakY)));
        QVERIFY2(near(dot, danger, 30), qPrintable(dot.name()));
        const QColor before = zoomed.pixelColor(sceneOf(chart, QPointF(peakXBefore, peakY)));
        QVERIFY2(!near(before, danger, 30), qPrintable(before.name()));
        QVERIFY(chart->viewStart() > 0);

        // A drag pans by as many pixels, and picks no time.
        const qreal startBefore = chart->viewStart();
        const qreal nsPerPixel = (chart->viewEnd() - chart->viewStart()) / area.width();
        drag(view.get(), point, point + QPoint(-120, 0));
        QVERIFY2(qAbs(chart->viewStart() - (startBefore + 120 * nsPerPixel)) < 2 * nsPerPixel,
                 qPrintable(QString::number((chart->viewStart() - startBefore) / nsPerPixel)));
        QCOMPARE(rss->viewStart(), chart->viewStart());
        QVERIFY(model.isPeakSelected());
        // Panned until the peak is left of the window: its label goes with it.
        auto *peakLabel = find<QQuickItem>(view.get(), u"memoryPeakLabel"_s);
        QVERIFY(peakLabel && peakLabel->isVisible());
        const qreal pastPeak = chart->xOf(model.peakNs()) - area.left() + 40;
        const QPoint right = sceneOf(chart, QPointF(area.right() - 10, area.center().y()));
        drag(view.get(), right, right - QPoint(int(pastPeak), 0));
        QVERIFY(chart->viewStart() > qreal(model.peakNs()));
        QTRY_VERIFY(!peakLabel->isVisible());

        // A click still picks a time, inside the window shown.
        QTest::mouseClick(view.get(), Qt::LeftButton, {}, point);
        QTRY_VERIFY(!model.isPeakSelected());
        QVERIFY(qAbs(model.selectedNs() - chart->nsAt(chart->mapFromScene(point).x())) <=
                nsPerPixel * 2);

        // Show All returns to the whole run, and so does a double-click.
        auto *showAll = find<QQuickItem>(view.get(), u"memoryShowAll"_s);
        QVERIFY(showAll && showAll->isEnabled());
        clickCentre(view.get(), showAll);
        QTRY_VERIFY(chart->isFollowing());
        QCOMPARE(chart->viewStart(), 0.0);
        QVERIFY(!showAll->isEnabled());
        turnWheel(view.get(), point, 1);
        QVERIFY(!rss->isFollowing());
        QTest::mouseDClick(view.get(), Qt::LeftButton, {}, point);
        QTRY_VERIFY(rss->isFollowing());
        QCOMPARE(chart->viewStart(), 0.0);
    }

    void theTimePanelsShowOneWindow()
    {
        ChartModels &models = *m_models;
        m_run.feed(models.hub);
        TimeWindow window;
        auto streamView = show(Panel::TaskStream, &window);
        auto batchView = show(Panel::BatchTuning, &window);
        auto memoryView = show(Panel::Memory, &window);
        QVERIFY(streamView && batchView && memoryView);
        auto *stream = find<TaskStreamItem>(streamView.get(), u"taskStream"_s);
        auto *sizes = find<BatchChartItem>(batchView.get(), u"batchSizeChart"_s);
        auto *durations = find<BatchChartItem>(batchView.get(), u"batchDurationChart"_s);
        auto *chart = find<MemoryChartItem>(memoryView.get(), u"memoryChart"_s);
        QVERIFY(stream && sizes && durations && chart);
        QCOMPARE(stream->timeWindow(), &window);
        QCOMPARE(chart->timeWindow(), &window);
        const auto sameWindow = [&] {
            const std::array<qreal, 4> starts{sizes->viewStart(), durations->viewStart(),
                                              chart->viewStart(), window.start()};
            const std::array<qreal, 4> ends{sizes->viewEnd(), durations->viewEnd(),
                                            chart->viewEnd(), window.end()};
            return std::all_of(starts.begin(), starts.end(),
                               [&](qreal s) { return s == stream->viewStart(); }) &&
                   std::all_of(ends.begin(), ends.end(),
                               [&](qreal e) { return e == stream->viewEnd(); });
        };
        // Following: the whole run, to the latest time any of the three models reached.
        const qreal extent =
            qreal(std::max({models.tasks.endNs(), models.batches.endNs(), models.memory.endNs()}));
        QCOMPARE(window.extent(), extent);
        QVERIFY(sameWindow());
        QCOMPARE(stream->viewStart(), 0.0);
        QVERIFY(stream->viewEnd() >= extent);

        // The wheel on the batch size chart: the task stream and the memory chart zoom too.
        const QPoint point = sceneOf(sizes, sizes->plotArea().center());
        const qreal span = window.span();
        turnWheel(batchView.get(), point, 3);
        QVERIFY(!stream->isFollowing() && !chart->isFollowing());
        QVERIFY(qAbs(window.span() - span / std::pow(1.25, 3)) < span * 1e-6);
        QVERIFY(sameWindow());
        QVERIFY(window.start() > 0);

        // A drag on the task stream pans the charts with it.
        const qreal start = window.start();
        const qreal nsPerPixel = window.span() / stream->width();
        const QPoint lane = sceneOf(stream, QPointF(stream->width() / 2, stream->laneTop(0) + 4));
        drag(streamView.get(), lane, lane + QPoint(80, 0));
        QVERIFY2(qAbs(window.start() - (start - 80 * nsPerPixel)) < 2 * nsPerPixel,
                 qPrintable(QString::number((start - window.start()) / nsPerPixel)));
        QVERIFY(sameWindow());
        keep(streamView->grabWindow(), u"shared-task-stream"_s);
        keep(batchView->grabWindow(), u"shared-batch-tuning"_s);
        keep(memoryView->grabWindow(), u"shared-memory"_s);

        // Show All on the batch panel: every panel shows the whole run again and follows it.
        auto *showAll = find<QQuickItem>(batchView.get(), u"batchShowAll"_s);
        QVERIFY(showAll);
        clickCentre(batchView.get(), showAll);
        QTRY_VERIFY(stream->isFollowing());
        QVERIFY(chart->isFollowing() && durations->isFollowing());
        QVERIFY(sameWindow());
        QCOMPARE(window.start(), 0.0);
    }

    void restoredChoicesWaitForTheirRun()
    {
        MonitorHub &hub = m_models->hub;
        BatchTuningModel &batches = m_models->batches;
        MemoryTimelineModel &memory = m_models->memory;
        auto batchView = show(Panel::BatchTuning);
        auto memoryView = show(Panel::Memory);
        QVERIFY(batchView && memoryView);
        // What was held half way from the peak to the end, the whole run known.
        m_run.feed(hub);
        const qreal picked = std::round((memory.peakNs() + qreal(memory.endNs())) / 2);
        memory.selectTime(picked);
        const qint64 heldBytes = memory.selectedBytes();
        const int heldRows = memory.held()->rowCount();
        QVERIFY(heldBytes > 0 && heldRows > 0);

        // A reopened project gives the panels their layout before any run is shown.
        hub.clear();
        const QVariant batchState = QVariantMap{{u"node"_s, u"square_2"_s}};
        const QVariant memoryState = QVariantMap{{u"selected"_s, picked}};
        QVERIFY(QMetaObject::invokeMethod(batchView->rootObject(), "restoreState",
                                          Q_ARG(QVariant, batchState)));
        QVERIFY(QMetaObject::invokeMethod(memoryView->rootObject(), "restoreState",
                                          Q_ARG(QVariant, memoryState)));
        // The run shown then, fed in small parts as a live run is, and again from its start (a
        // replay seeking back): the chosen node and time each time.
        for (int pass = 0; pass < 2; ++pass) {
            m_run.feed(hub, {.chunk = 16});
            QCOMPARE(batches.currentNodeId(), u"square_2"_s);
            QVERIFY(!memory.isPeakSelected());
            QCOMPARE(memory.selectedNs(), picked);
            QCOMPARE(memory.selectedBytes(), heldBytes);
            QCOMPARE(memory.held()->rowCount(), heldRows);
        }
        QCOMPARE(batchView->rootObject()->property("dashboardState").toMap().value(u"node"_s),
                 QVariant(u"square_2"_s));
        QCOMPARE(memoryView->rootObject()
                     ->property("dashboardState")
                     .toMap()
                     .value(u"selected"_s)
                     .toReal(),
                 picked);
    }

    void theKeysMoveTheSharedWindow()
    {
        m_run.feed(m_models->hub);
        TimeWindow window;
        auto streamView = show(Panel::TaskStream, &window);
        auto batchView = show(Panel::BatchTuning, &window);
        auto memoryView = show(Panel::Memory, &window);
        QVERIFY(streamView && batchView && memoryView);
        auto *stream = find<TaskStreamItem>(streamView.get(), u"taskStream"_s);
        auto *sizes = find<BatchChartItem>(batchView.get(), u"batchSizeChart"_s);
        auto *chart = find<MemoryChartItem>(memoryView.get(), u"memoryChart"_s);
        QVERIFY(stream && sizes && chart);
        QQuickItem *ring = findItem(sizes, u"chartFocusRing"_s);
        QVERIFY(ring && !ring->isVisible());

        // Tab reaches the batch size chart, and its ring shows where the keys go.
        batchView->requestActivate();
        QVERIFY(QTest::qWaitForWindowActive(batchView.get()));
        for (int presses = 0; presses < 12 && !sizes->hasActiveFocus(); ++presses)
            QTest::keyClick(batchView.get(), Qt::Key_Tab);
        QVERIFY(sizes->hasActiveFocus());
        QVERIFY(ring->isVisible());

        // `+` (and `=`) zoom in around the window's centre, `-` zooms out; every panel follows.
        const auto centre = [&] { return window.start() + window.span() / 2; };
        const auto same = [](qreal a, qreal b) { return qAbs(a - b) <= qAbs(b) * 1e-9 + 1e-3; };
        qreal span = window.span();
        qreal middle = centre();
        QVERIFY(window.isFollowing());
        QTest::keyClick(batchView.get(), Qt::Key_Plus, Qt::ShiftModifier);
        QVERIFY(!window.isFollowing() && !stream->isFollowing() && !chart->isFollowing());
        QVERIFY(same(window.span(), span / 1.5));
        QVERIFY(same(centre(), middle));
        QCOMPARE(stream->viewStart(), sizes->viewStart());
        QCOMPARE(chart->viewEnd(), sizes->viewEnd());
        QTest::keyClick(batchView.get(), Qt::Key_Equal);
        QVERIFY(same(window.span(), span / 2.25));
        QVERIFY(same(centre(), middle));
        QTest::keyClick(batchView.get(), Qt::Key_Minus);
        QVERIFY(same(window.span(), span / 1.5));
        QVERIFY(same(centre(), middle));

        // Left and Right pan by a tenth of the window.
        span = window.span();
        const qreal start = window.start();
        QTest::keyClick(batchView.get(), Qt::Key_Right);
        QVERIFY(same(window.start(), start + span / 10));
        QVERIFY(same(window.span(), span));
        QTest::keyClick(batchView.get(), Qt::Key_Left);
        QTest::keyClick(batchView.get(), Qt::Key_Left);
        QVERIFY(same(window.start(), start - span / 10));
        QCOMPARE(stream->viewStart(), window.start());

        // With Ctrl the keys are the window's shortcuts, not the chart's.
        QTest::keyClick(batchView.get(), Qt::Key_Plus, Qt::ControlModifier);
        QTest::keyClick(batchView.get(), Qt::Key_0, Qt::ControlModifier);
        QVERIFY(same(window.span(), span) && !window.isFollowing());

        // Home shows the whole run and follows it.
        QTest::keyClick(batchView.get(), Qt::Key_Home);
        QVERIFY(window.isFollowing() && stream->isFollowing());
        QCOMPARE(window.start(), 0.0);
        keep(batchView->grabWindow(), u"batch-tuning-focused"_s);

        // A click gives the task stream the keys: the same keys do the same there, and `0`
        // shows the whole run too.
        streamView->requestActivate();
        QVERIFY(QTest::qWaitForWindowActive(streamView.get()));
        clickCentre(streamView.get(), stream);
        QVERIFY(stream->hasActiveFocus());
        QQuickItem *streamRing = findItem(stream, u"chartFocusRing"_s);
        QVERIFY(streamRing && streamRing->isVisible());
        span = window.span();
        middle = centre();
        QTest::keyClick(streamView.get(), Qt::Key_Plus);
        QTest::keyClick(streamView.get(), Qt::Key_Plus);
        QVERIFY(same(window.span(), span / 2.25));
        QVERIFY(same(centre(), middle));
        QTest::keyClick(streamView.get(), Qt::Key_Right);
        QVERIFY(same(centre(), middle + span / 22.5));
        QCOMPARE(sizes->viewStart(), window.start());
        keep(streamView->grabWindow(), u"task-stream-keys"_s);
        QTest::keyClick(streamView.get(), Qt::Key_0);
        QVERIFY(window.isFollowing());

        // And the memory chart, after a click (which picks a time there).
        memoryView->requestActivate();
        QVERIFY(QTest::qWaitForWindowActive(memoryView.get()));
        clickCentre(memoryView.get(), chart);
        QVERIFY(chart->hasActiveFocus());
        span = window.span();
        QTest::keyClick(memoryView.get(), Qt::Key_Plus);
        QVERIFY(same(window.span(), span / 1.5));
        QTest::keyClick(memoryView.get(), Qt::Key_Home);
        QVERIFY(window.isFollowing());
    }

    void theValueAxisFitsTheWindow()
    {
        const BatchTuningModel &batches = m_models->batches;
        const MemoryTimelineModel &memory = m_models->memory;
        m_run.feed(m_models->hub);
        TimeWindow window;
        auto batchView = show(Panel::BatchTuning, &window);
        auto memoryView = show(Panel::Memory, &window);
        QVERIFY(batchView && memoryView);
        auto *sizes = find<BatchChartItem>(batchView.get(), u"batchSizeChart"_s);
        auto *chart = find<MemoryChartItem>(memoryView.get(), u"memoryChart"_s);
        QVERIFY(sizes && chart);
        const BatchTuningModel::Series *series = batches.current();
        QVERIFY(series && series->ns.size() > 20);

        // The whole run: the axes rise above the largest batch and the peak.
        const qreal wholeSizes = sizes->maxValue();
        const qreal wholeMemory = chart->maxValue();
        QVERIFY(wholeSizes >= qreal(series->maxItems));
        QVERIFY(wholeMemory >= qreal(memory.peakBytes()));

        // The wheel zooms in on the node's first batches, which tuning keeps small, after the
        // peak of the data held: both axes come down to what the window shows.
        const QPoint point = sceneOf(
            sizes, QPointF(sizes->xOf(qreal(series->ns[5])), sizes->plotArea().center().y()));
        turnWheel(batchView.get(), point, 24);
        QVERIFY(window.span() < qreal(series->ns[20] - series->ns[0]));
        keep(batchView->grabWindow(), u"batch-tuning-first-batches"_s);
        keep(memoryView->grabWindow(), u"memory-first-batches"_s);
        QVERIFY2(sizes->maxValue() < wholeSizes,
                 qPrintable(u"%1 of %2"_s.arg(sizes->maxValue()).arg(wholeSizes)));
        QVERIFY2(chart->maxValue() < wholeMemory,
                 qPrintable(u"%1 of %2"_s.arg(chart->maxValue()).arg(wholeMemory)));
        // Still above every batch in sight, and the one whose step reaches into the window.
        qint64 shown = 0;
        for (std::size_t i = 0; i < series->ns.size(); ++i) {
            const bool reaches =
                i + 1 < series->ns.size() && qreal(series->ns[i + 1]) >= window.start();
            if (reaches && qreal(series->ns[i]) <= window.end())
                shown = std::max(shown, series->items[i]);
        }
        QVERIFY(shown > 0);
        QVERIFY(qreal(shown) <= sizes->maxValue());
        QVERIFY(qreal(memory.peakBytes()) > chart->maxValue());
        const int step = memory.stepAt(qint64(window.start()));
        QVERIFY(step >= 0);
        const qint64 held = memory.steps().total[std::size_t(step)];
        QVERIFY(held > 0 && qreal(held) <= chart->maxValue());

        // Home on the focused chart: the whole run's axes again.
        batchView->requestActivate();
        QVERIFY(QTest::qWaitForWindowActive(batchView.get()));
        sizes->forceActiveFocus();
        QTest::keyClick(batchView.get(), Qt::Key_Home);
        QVERIFY(window.isFollowing());
        QCOMPARE(sizes->maxValue(), wholeSizes);
        QCOMPARE(chart->maxValue(), wholeMemory);
    }

private:
    /// `panel` shown offscreen with its model of m_models, at the size the cases look at it
    /// (or `size`), on `window` shared with other panels (none: the panel's own).
    std::unique_ptr<QQuickView> show(Panel panel, TimeWindow *window = nullptr, QSize size = {})
    {
        QString file;
        QObject *model = nullptr;
        QSize usual;
        switch (panel) {
        case Panel::TaskStream:
            file = u"TaskStreamPanel.qml"_s;
            model = &m_models->tasks;
            usual = QSize(1000, 260);
            break;
        case Panel::BatchTuning:
            file = u"BatchTuningPanel.qml"_s;
            model = &m_models->batches;
            usual = QSize(900, 460);
            break;
        case Panel::Memory:
            file = u"MemoryPanel.qml"_s;
            model = &m_models->memory;
            usual = QSize(1000, 420);
            break;
        }
        return showPanel(m_engine, file, model, size.isValid() ? size : usual, window);
    }

    weft::test::GoldenRun m_run;
    QQmlEngine m_engine;
    std::unique_ptr<ChartModels> m_models; ///< made anew for each case (init)
};

QTEST_MAIN(tst_ChartPanels)
#include "tst_chartpanels.moc"
