#include "GoldenRun.h"
#include "items/MemoryChartItem.h"
#include "items/TaskStreamItem.h"
#include "monitor/BatchTuningModel.h"
#include "monitor/MemoryTimelineModel.h"
#include "monitor/MonitorHub.h"
#include "monitor/TaskStreamModel.h"
#include "monitor/TimeWindow.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

#include <memory>

using namespace Qt::StringLiterals;
using weft::app::BatchTuningModel;
using weft::app::MemoryChartItem;
using weft::app::MemoryTimelineModel;
using weft::app::MonitorHub;
using weft::app::TaskStreamItem;
using weft::app::TaskStreamModel;
using weft::app::TimeWindow;
using weft::test::GoldenRun;

namespace {

/// The bar of `task` in the model (the first, when it ran twice), or -1.
int barOfTask(const TaskStreamModel &model, qint64 task)
{
    for (int bar = 0; bar < model.barCount(); ++bar) {
        if (model.barTask(bar) == task)
            return bar;
    }
    return -1;
}

int laneOfWorker(const TaskStreamModel &model, int worker)
{
    for (int lane = 0; lane < model.laneCount(); ++lane) {
        if (!model.laneBars(lane).empty() &&
            model.barWorker(model.laneBars(lane).front()) == worker)
            return lane;
    }
    return -1;
}

} // namespace

/// The chart panels' models fed with a recorded run (tests/golden/gui/charts) through the
/// MonitorHub, as the live run and the history feed them.
class tst_ChartModels : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        weft::test::readGolden(u"charts/charts_run"_s, &m_run);
        m_run.outline.live = true; // fed as the live run it was recorded from
    }

    void taskStreamHasALanePerWorkerAndABarPerTask()
    {
        MonitorHub hub;
        TaskStreamModel model;
        hub.addSink(&model);
        m_run.feed(hub);
        const QJsonObject expected = m_run.expected;

        const QJsonArray lanes = expected.value(u"lanes"_s).toArray();
        QCOMPARE(model.laneCount(), lanes.size());
        for (int lane = 0; lane < lanes.size(); ++lane)
            QCOMPARE(model.laneLabels().at(lane), u"Worker %1"_s.arg(lanes.at(lane).toInt()));
        QCOMPARE(model.barCount(), expected.value(u"bars"_s).toInt());
        QVERIFY(model.endNs() >= expected.value(u"endNs"_s).toInteger());

        for (const QString &key : {u"firstBar"_s, u"lastBar"_s}) {
            const QJsonObject bar = expected.value(key).toObject();
            const int index = barOfTask(model, bar.value(u"task"_s).toInteger());
            QVERIFY2(index >= 0, qPrintable(key));
            QCOMPARE(model.barWorker(index), bar.value(u"worker"_s).toInt());
            QCOMPARE(m_run.outline.nodes.at(model.barNode(index)).id,
                     bar.value(u"node"_s).toString());
            QCOMPARE(model.barStart(index), bar.value(u"start"_s).toInteger());
            QCOMPARE(model.barEnd(index), bar.value(u"end"_s).toInteger());
            QCOMPARE(model.barStateName(index), bar.value(u"state"_s).toString());
        }
        // Every lane's bars in start order, with their running maximum of ends.
        int total = 0;
        for (int lane = 0; lane < model.laneCount(); ++lane) {
            const std::vector<int> &bars = model.laneBars(lane);
            total += int(bars.size());
            for (std::size_t i = 1; i < bars.size(); ++i)
                QVERIFY(model.barStart(bars[i - 1]) <= model.barStart(bars[i]));
            for (const int bar : bars)
                QCOMPARE(model.barLane(bar), lane);
        }
        QCOMPARE(total, model.barCount());
    }

    void taskStreamIsTheSameFedAtOnceOrInPieces()
    {
        MonitorHub hub;
        TaskStreamModel pieces;
        hub.addSink(&pieces);
        m_run.feed(hub, {.chunk = 7});
        MonitorHub once;
        TaskStreamModel whole;
        once.addSink(&whole);
        m_run.feed(once, {.chunk = m_run.events.size()});
        QCOMPARE(pieces.barCount(), whole.barCount());
        for (int bar = 0; bar < whole.barCount(); ++bar) {
            QCOMPARE(pieces.barStart(bar), whole.barStart(bar));
            QCOMPARE(pieces.barEnd(bar), whole.barEnd(bar));
            QCOMPARE(pieces.barLane(bar), whole.barLane(bar));
        }
        // A new run forgets the old one.
        once.beginRun(m_run.outline);
        QCOMPARE(whole.barCount(), 0);
        QCOMPARE(whole.laneCount(), 0);
    }

    void taskStreamHitTestFindsTheBarUnderATime()
    {
        MonitorHub hub;
        TaskStreamModel model;
        hub.addSink(&model);
        m_run.feed(hub);
        const QJsonObject first = m_run.expected.value(u"firstBar"_s).toObject();
        const int bar = barOfTask(model, first.value(u"task"_s).toInteger());
        const int lane = laneOfWorker(model, first.value(u"worker"_s).toInt());
        const qreal middle =
            qreal(first.value(u"start"_s).toInteger() + first.value(u"end"_s).toInteger()) / 2;
        QCOMPARE(model.barAt(lane, middle), bar);
        QCOMPARE(model.barNodeTitle(bar), u"Samples"_s);
        QVERIFY(qAbs(model.barSeconds(bar) - qreal(first.value(u"end"_s).toInteger() -
                                                   first.value(u"start"_s).toInteger()) /
                                                 1e9) < 1e-9);
        // Before the run's first task there is nothing, unless the slack reaches it.
        QCOMPARE(model.barAt(lane, -1e6), -1);
        QCOMPARE(model.barAt(lane, -1e6, 2e6), bar);
        QCOMPARE(model.barAt(model.laneCount(), middle), -1);
    }

    void taskStreamMergesBarsThinnerThanAPixel()
    {
        TaskStreamModel model;
        MonitorHub hub;
        hub.addSink(&model);
        weft::app::RunOutline outline;
        for (int node = 0; node < 5; ++node)
            outline.nodes.append({u"n%1"_s.arg(node), u"work"_s, {}, false, 0, 0});
        hub.beginRun(outline);
        // 100,000 tasks of 1 ms (0.9 ms busy) on 4 workers: 25 s per lane.
        const std::vector<weft::engine::Event> events =
            weft::test::syntheticStream(100000, 4, 5, 1000000);
        hub.appendEvents(events);
        QCOMPARE(model.barCount(), 100000);
        QCOMPARE(model.laneCount(), 4);

        TaskStreamItem item;
        item.setSize(QSizeF(1000, 200));
        item.setModel(&model);
        // The whole run: 25,000 bars a lane in 1,000 pixels merge into a few rectangles.
        std::vector<TaskStreamItem::BarRect> rects = item.layoutBars();
        QVERIFY2(rects.size() <= 4 * 1000, qPrintable(QString::number(rects.size())));
        QVERIFY(!rects.empty());
        for (int lane = 0; lane < 4; ++lane) {
            const qreal top = item.laneTop(lane);
            qreal covered = 0;
            for (const TaskStreamItem::BarRect &r : rects) {
                if (qFuzzyCompare(r.rect.top() + 1, top + 1))
                    covered += r.rect.width();
            }
            QVERIFY2(covered > 900, qPrintable(QString::number(covered)));
        }
        // Ten tasks across the item: each its own bar, with the gaps between them.
        item.setView(0, 10e6);
        QVERIFY(!item.isFollowing());
        rects = item.layoutBars();
        int onFirstLane = 0;
        for (const TaskStreamItem::BarRect &r : rects) {
            if (qFuzzyIsNull(r.rect.top())) {
                ++onFirstLane;
                QVERIFY(r.rect.width() > 80 && r.rect.width() <= 90.001);
                QCOMPARE(r.slot, int((onFirstLane - 1) * 4 % 5));
            }
        }
        QCOMPARE(onFirstLane, 10);
        // Zooming keeps the time under the pointer where it was.
        const qreal before = item.nsAt(250);
        item.zoomAt(250, 2);
        QVERIFY(qAbs(item.nsAt(250) - before) < 1);
        QVERIFY(qAbs(item.viewEnd() - item.viewStart() - 5e6) < 1);
        item.fitAll();
        QVERIFY(item.isFollowing());
        QCOMPARE(item.viewStart(), 0.0);
    }

    void batchSeriesFollowEachMapNode()
    {
        MonitorHub hub;
        BatchTuningModel model;
        hub.addSink(&model);
        m_run.feed(hub);
        const QJsonObject batches = m_run.expected.value(u"batches"_s).toObject();
        QCOMPARE(model.seriesCount(), 3);
        QCOMPARE(model.nodeIds(), (QStringList{u"square_0"_s, u"square_1"_s, u"square_2"_s}));
        QCOMPARE(model.currentIndex(), 0);
        for (int i = 0; i < model.seriesCount(); ++i) {
            const BatchTuningModel::Series &series = model.series(i);
            const QJsonObject want = batches.value(series.id).toObject();
            QVERIFY2(!want.isEmpty(), qPrintable(series.id));
            QCOMPARE(qsizetype(series.ns.size()), qsizetype(want.value(u"count"_s).toInt()));
            qint64 items = 0;
            for (const qint64 size : series.items)
                items += size;
            QCOMPARE(items, want.value(u"items"_s).toInteger());
            const QJsonArray first = want.value(u"first"_s).toArray();
            const QJsonArray last = want.value(u"last"_s).toArray();
            QCOMPARE(series.ns.front(), first.at(0).toInteger());
            QCOMPARE(series.items.front(), first.at(1).toInteger());
            QCOMPARE(series.duration.front(), first.at(2).toInteger());
            QCOMPARE(series.ns.back(), last.at(0).toInteger());
            QCOMPARE(series.items.back(), last.at(1).toInteger());
            QCOMPARE(series.duration.back(), last.at(2).toInteger());
            QCOMPARE(series.maxItems, want.value(u"maxSize"_s).toInteger());
            QCOMPARE(series.maxDuration, want.value(u"maxDuration"_s).toInteger());
        }
        model.setCurrentIndex(1);
        QCOMPARE(model.currentNodeId(), u"square_1"_s);
        QCOMPARE(model.batchCount(),
                 batches.value(u"square_1"_s).toObject().value(u"count"_s).toInt());
        QCOMPARE(model.lowerSeconds(), 0.0005);
        QCOMPARE(model.upperSeconds(), 0.004);
        model.setCurrentIndex(7); // out of range: ignored
        QCOMPARE(model.currentIndex(), 1);
    }

    void bandChangesGoToTheLiveRun()
    {
        MonitorHub hub;
        BatchTuningModel model;
        model.setHub(&hub);
        hub.addSink(&model);
        QSignalSpy requested(&hub, &MonitorHub::batchTargetsRequested);
        m_run.feed(hub, {.end = false});
        QVERIFY(model.isTunable());
        model.setCurrentIndex(2);
        QVERIFY(model.requestBand(0.001, 0.008));
        QCOMPARE(requested.size(), 1);
        QCOMPARE(requested.at(0).at(0).toString(), u"square_2"_s);
        QCOMPARE(requested.at(0).at(1).toDouble(), 0.001);
        QCOMPARE(requested.at(0).at(2).toDouble(), 0.008);
        QCOMPARE(model.lowerSeconds(), 0.001);
        QCOMPARE(model.upperSeconds(), 0.008);
        const BatchTuningModel::Series &series = model.series(2);
        QCOMPARE(qsizetype(series.bandNs.size()), 2);
        QCOMPARE(series.bandNs.back(), model.endNs());
        // Bad bands are refused with nothing sent; so is any band once the run is over.
        QVERIFY(!model.requestBand(0.01, 0.001));
        QVERIFY(!model.requestBand(0, 0.001));
        hub.endRun({u"succeeded"_s, {}, {}});
        QVERIFY(!model.isTunable());
        QVERIFY(!model.requestBand(0.001, 0.002));
        QCOMPARE(requested.size(), 1);
    }

    void memoryStacksDatasetsAndFindsThePeak()
    {
        MonitorHub hub;
        MemoryTimelineModel model;
        QAbstractItemModelTester tester(model.held(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        hub.addSink(&model);
        m_run.feed(hub);
        const QJsonObject memory = m_run.expected.value(u"memory"_s).toObject();
        QCOMPARE(model.peakBytes(), memory.value(u"peakBytes"_s).toInteger());
        QCOMPARE(qint64(model.peakNs()), memory.value(u"peakNs"_s).toInteger());
        QCOMPARE(model.releaseCount(), memory.value(u"releases"_s).toInt());
        QCOMPARE(model.currentBytes(), memory.value(u"finalBytes"_s).toInteger());

        // Held at the peak, largest first: node, producing task and bytes.
        QVERIFY(model.isPeakSelected());
        const QJsonArray atPeak = memory.value(u"heldAtPeak"_s).toArray();
        QCOMPARE(model.held()->rowCount(), atPeak.size());
        qint64 sum = 0;
        for (int row = 0; row < atPeak.size(); ++row) {
            const QJsonArray want = atPeak.at(row).toArray();
            const QModelIndex index = model.held()->index(row, 0);
            QCOMPARE(index.data(weft::app::HeldDatasetListModel::NodeIdRole).toString(),
                     want.at(0).toString());
            QCOMPARE(index.data(weft::app::HeldDatasetListModel::TaskRole).toLongLong(),
                     want.at(1).toInteger());
            QCOMPARE(index.data(weft::app::HeldDatasetListModel::BytesRole).toLongLong(),
                     want.at(2).toInteger());
            sum += want.at(2).toInteger();
        }
        QCOMPARE(sum, model.peakBytes());
        QCOMPARE(model.selectedBytes(), model.peakBytes());

        // A clicked time: nothing before the first hold, everything released at the end.
        QSignalSpy selection(&model, &MemoryTimelineModel::selectionChanged);
        model.selectTime(0);
        QCOMPARE(selection.size(), 1);
        QVERIFY(!model.isPeakSelected());
        QCOMPARE(model.held()->rowCount(), 0);
        model.selectTime(model.endNsReal());
        QCOMPARE(model.held()->rowCount(), 0);
        QCOMPARE(model.selectedBytes(), 0);
        // Just before the peak the total is below it; the stacked steps always add up.
        model.selectTime(model.peakNs() - 1);
        QVERIFY(model.selectedBytes() < model.peakBytes());
        qint64 listed = 0;
        for (int row = 0; row < model.held()->rowCount(); ++row)
            listed += model.held()
                          ->index(row, 0)
                          .data(weft::app::HeldDatasetListModel::BytesRole)
                          .toLongLong();
        QCOMPARE(listed, model.selectedBytes());
        model.selectPeak();
        QVERIFY(model.isPeakSelected());
        QCOMPARE(model.held()->rowCount(), atPeak.size());

        // Resident memory from the metric samples.
        QCOMPARE(model.metricCount(), int(m_run.metrics.size()));
        qint64 maxRss = 0;
        for (const weft::app::MetricSample &sample : m_run.metrics)
            maxRss = std::max({maxRss, sample.rssBytes, sample.workersRssBytes});
        QCOMPARE(model.maxRssBytes(), maxRss);
    }

    void aTimeWindowFollowsItsViewsAndOutlivesThem()
    {
        MonitorHub hub;
        TaskStreamModel tasks;
        MemoryTimelineModel memory;
        hub.addSink(&tasks);
        hub.addSink(&memory);
        m_run.feed(hub);
        auto window = std::make_unique<TimeWindow>();
        QSignalSpy edited(window.get(), &TimeWindow::edited);
        TaskStreamItem stream;
        stream.setSize(QSizeF(1000, 200));
        stream.setModel(&tasks);
        stream.setTimeWindow(window.get());
        QCOMPARE(stream.timeWindow(), window.get());
        {
            MemoryChartItem chart;
            chart.setSize(QSizeF(800, 200));
            chart.setModel(&memory);
            chart.setTimeWindow(window.get());
            // Following: the whole run, to the latest time of either view's model.
            QCOMPARE(window->extent(), qreal(std::max(tasks.endNs(), memory.endNs())));
            QVERIFY(window->isFollowing());
            QCOMPARE(window->start(), 0.0);
            QCOMPARE(window->end(), window->extent() * TimeWindow::kFollowMargin);
            QCOMPARE(edited.count(), 0);

            // Zooming the chart zooms the task stream: the time under the chart's x stays.
            const qreal x = chart.plotArea().left() + chart.plotArea().width() / 4;
            const qreal anchor = chart.nsAt(x);
            chart.zoomAt(x, 4);
            QVERIFY(!stream.isFollowing());
            QVERIFY(qAbs(chart.nsAt(x) - anchor) < 1);
            QVERIFY(qAbs(window->span() - window->extent() * TimeWindow::kFollowMargin / 4) < 1);
            QCOMPARE(stream.viewStart(), chart.viewStart());
            QCOMPARE(stream.viewEnd(), chart.viewEnd());
            QCOMPARE(edited.count(), 1);
            // A zoom stops at a microsecond across.
            chart.zoomAt(x, 1e12);
            QVERIFY(qAbs(window->span() - TimeWindow::kMinimumSpanNs) < 1e-3);
            window->fitAll();
            QVERIFY(chart.isFollowing());
        }
        // The chart gone, its report goes with it.
        QCOMPARE(window->extent(), qreal(tasks.endNs()));
        QCOMPARE(window->end(), qreal(tasks.endNs()) * TimeWindow::kFollowMargin);

        // A new run leaves a moved window where it is; following, it starts over empty.
        window->setView(1e6, 2e6);
        hub.beginRun(m_run.outline);
        QCOMPARE(window->extent(), 0.0);
        QCOMPARE(stream.viewStart(), 1e6);
        window->fitAll();
        QCOMPARE(stream.viewEnd(), TimeWindow::kEmptySpanNs);

        // The shared window destroyed, the view shows its own again (following its model).
        m_run.feed(hub);
        window.reset();
        QVERIFY(!stream.timeWindow());
        QVERIFY(stream.isFollowing());
        QCOMPARE(stream.viewEnd(), qreal(tasks.endNs()) * TimeWindow::kFollowMargin);
        stream.zoomAt(500, 2);
        QVERIFY(!stream.isFollowing());
    }

private:
    GoldenRun m_run;
};

QTEST_MAIN(tst_ChartModels)
#include "tst_chartmodels.moc"
