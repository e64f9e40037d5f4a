// The dashboard's models fed with recorded runs (golden event streams of real `weft --run`s)
// through the monitor hub: the figures each panel shows at the end and mid-run, the same
// whatever the size of the batches the events come in.
#include "GoldenRun.h"
#include "ModelCells.h"
#include "monitor/MonitorHub.h"
#include "monitor/RunLogModel.h"
#include "monitor/RunProgressModel.h"
#include "monitor/WorkerTableModel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace weft::app;
using weft::test::cell;
using weft::test::GoldenRun;

namespace {

/// The three models on one hub, each watched by a QAbstractItemModelTester.
struct Dashboard
{
    Dashboard()
    {
        hub.addSink(&progress);
        hub.addSink(&workers);
        hub.addSink(&log);
    }

    MonitorHub hub;
    RunProgressModel progress;
    WorkerTableModel workers;
    RunLogModel log;
    QAbstractItemModelTester progressTester{&progress,
                                            QAbstractItemModelTester::FailureReportingMode::QtTest};
    QAbstractItemModelTester workersTester{&workers,
                                           QAbstractItemModelTester::FailureReportingMode::QtTest};
    QAbstractItemModelTester logTester{&log,
                                       QAbstractItemModelTester::FailureReportingMode::QtTest};
};

MetricSample metricAt(qint64 ns)
{
    MetricSample sample;
    sample.ns = ns;
    return sample;
}

WorkerSample workerSample(int worker, qint64 pid, qint64 rssBytes, qint64 cpuNs, int restarts)
{
    WorkerSample sample;
    sample.worker = worker;
    sample.pid = pid;
    sample.rssBytes = rssBytes;
    sample.cpuNs = cpuNs;
    sample.restarts = restarts;
    return sample;
}

int rowOfNode(const RunProgressModel &model, const QString &nodeId)
{
    for (int row = 0; row < model.rowCount(); ++row)
        if (cell(model, row, RunProgressModel::NodeIdRole).toString() == nodeId)
            return row;
    return -1;
}

} // namespace

class TestDashboardModels : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        weft::test::readGolden(QStringLiteral("monitor/weather_failed"), &m_weather);
        weft::test::readGolden(QStringLiteral("monitor/command_pipeline"), &m_pipeline);
    }

    void failedRunInTheLog()
    {
        const GoldenRun &run = m_weather;
        Dashboard dashboard;
        run.feed(dashboard.hub);
        const RunLogModel &log = dashboard.log;

        // The failure with its message, the node skipped because of it, and the run's end.
        QCOMPARE(log.rowCount(), 3);
        QCOMPARE(log.errorCount(), 2);
        QCOMPARE(log.warningCount(), 1);
        QCOMPARE(cell(log, 0, RunLogModel::SeverityRole).toInt(),
                 int(RunLogModel::Severity::Error));
        QCOMPARE(cell(log, 0, RunLogModel::NodeIdRole).toString(), QStringLiteral("fahrenheit"));
        QCOMPARE(cell(log, 0, RunLogModel::NodeTitleRole).toString(),
                 QStringLiteral("Celsius to Fahrenheit"));
        QVERIFY(cell(log, 0, RunLogModel::MessageRole)
                    .toString()
                    .contains(QStringLiteral("unknown column 'temp_x'")));
        QCOMPARE(cell(log, 0, RunLogModel::DetailRole).toString(),
                 run.ending.errors.value(QStringLiteral("fahrenheit")));
        QVERIFY(cell(log, 0, RunLogModel::SecondsRole).toDouble() > 0);
        QCOMPARE(cell(log, 1, RunLogModel::SeverityRole).toInt(),
                 int(RunLogModel::Severity::Warning));
        QCOMPARE(cell(log, 1, RunLogModel::NodeIdRole).toString(), QStringLiteral("write"));
        QVERIFY(cell(log, 1, RunLogModel::MessageRole).toString().startsWith(u"skipped"));
        QCOMPARE(cell(log, 2, RunLogModel::NodeIdRole).toString(), QString());
        QVERIFY(cell(log, 2, RunLogModel::MessageRole).toString().startsWith(u"Run failed"));

        // Errors only hides the warning; showing everything again brings it back.
        QSignalSpy severity(&dashboard.log, &RunLogModel::minimumSeverityChanged);
        dashboard.log.setMinimumSeverity(RunLogModel::Severity::Error);
        QCOMPARE(severity.count(), 1);
        QCOMPARE(log.rowCount(), 2);
        QCOMPARE(cell(log, 1, RunLogModel::MessageRole).toString().left(10),
                 QStringLiteral("Run failed"));
        dashboard.log.setMinimumSeverity(RunLogModel::Severity::Info);
        QCOMPARE(log.rowCount(), 3);

        // A new run forgets the old one's entries.
        dashboard.hub.beginRun(run.outline);
        QCOMPARE(log.rowCount(), 0);
        QCOMPARE(log.errorCount(), 0);
    }

    void failedRunProgressAndWorkers()
    {
        const GoldenRun &run = m_weather;
        Dashboard dashboard;
        run.feed(dashboard.hub);
        const RunProgressModel &progress = dashboard.progress;
        QCOMPARE(progress.status(), QStringLiteral("failed"));
        QCOMPARE(progress.tasksTotal(), 6);
        QCOMPARE(progress.tasksDone(), 6);
        QCOMPARE(progress.tasksFailed(), 1);
        QCOMPARE(progress.tasksRunning(), 0);
        QCOMPARE(progress.fraction(), 1.0);
        QCOMPARE(progress.remainingSeconds(), 0.0);
        QVERIFY(progress.elapsedSeconds() > 0);
        QVERIFY(progress.tasksPerSecond() > 0);
        QCOMPARE(progress.rowCount(), 6);
        for (auto it = run.ending.states.cbegin(); it != run.ending.states.cend(); ++it) {
            const int row = rowOfNode(progress, it.key());
            QVERIFY2(row >= 0, qPrintable(it.key()));
            QCOMPARE(cell(progress, row, RunProgressModel::StateRole).toString(), it.value());
        }

        // Two threads; the skipped node never started, so five tasks ran between them.
        const WorkerTableModel &workers = dashboard.workers;
        QCOMPARE(workers.rowCount(), 2);
        QCOMPARE(workers.busyCount(), 0);
        int tasks = 0;
        for (int row = 0; row < workers.rowCount(); ++row) {
            QCOMPARE(cell(workers, row, WorkerTableModel::BusyRole).toBool(), false);
            QCOMPARE(cell(workers, row, WorkerTableModel::TaskRole).toInt(), -1);
            tasks += cell(workers, row, WorkerTableModel::TasksDoneRole).toInt();
            QVERIFY(cell(workers, row, WorkerTableModel::BusySecondsRole).toDouble() > 0);
        }
        QCOMPARE(tasks, 5);
    }

    void mapRunCountsSpawnedBatches()
    {
        const GoldenRun &run = m_pipeline;
        Dashboard dashboard;
        run.feed(dashboard.hub);
        const RunProgressModel &progress = dashboard.progress;
        // Six nodes and the 13 batches the two map nodes spawned (7 of sort, 6 of gzip).
        QCOMPARE(progress.tasksTotal(), 19);
        QCOMPARE(progress.tasksDone(), 19);
        QCOMPARE(progress.status(), QStringLiteral("succeeded"));
        const int sort = rowOfNode(progress, QStringLiteral("sort"));
        QCOMPARE(cell(progress, sort, RunProgressModel::TasksTotalRole).toInt(), 8);
        QCOMPARE(cell(progress, sort, RunProgressModel::TasksDoneRole).toInt(), 8);
        QCOMPARE(cell(progress, sort, RunProgressModel::ItemsRole).toLongLong(), 6);
        QCOMPARE(cell(progress, sort, RunProgressModel::MapRole).toBool(), true);
        const int gzip = rowOfNode(progress, QStringLiteral("gzip"));
        QCOMPARE(cell(progress, gzip, RunProgressModel::TasksTotalRole).toInt(), 7);
        QCOMPARE(cell(progress, rowOfNode(progress, QStringLiteral("words")),
                      RunProgressModel::TasksTotalRole)
                     .toInt(),
                 1);

        // Each worker finished the tasks it started.
        const WorkerTableModel &workers = dashboard.workers;
        QCOMPARE(workers.rowCount(), 3);
        const int expected[] = {7, 4, 8};
        for (int row = 0; row < 3; ++row) {
            QCOMPARE(cell(workers, row, WorkerTableModel::WorkerRole).toInt(), row);
            QCOMPARE(cell(workers, row, WorkerTableModel::TasksDoneRole).toInt(), expected[row]);
        }
        QCOMPARE(dashboard.log.rowCount(), 1);
        QCOMPARE(dashboard.log.errorCount(), 0);
        QCOMPARE(cell(dashboard.log, 0, RunLogModel::SeverityRole).toInt(),
                 int(RunLogModel::Severity::Info));
    }

    void midRunShowsWhatRuns()
    {
        const GoldenRun &run = m_pipeline;
        Dashboard dashboard;
        // Up to the moment gzip's first batch started: sort's batches are under way.
        qint64 cut = 0;
        for (const weft::engine::Event &event : run.events) {
            if (event.type == weft::engine::EventType::TaskStarted && event.node == 2) {
                cut = event.ns;
                break;
            }
        }
        QVERIFY(cut > 0);
        run.feed(dashboard.hub, {.untilNs = cut});
        const RunProgressModel &progress = dashboard.progress;
        QCOMPARE(progress.status(), QStringLiteral("running"));
        QVERIFY(progress.tasksDone() > 0);
        QVERIFY(progress.tasksDone() < progress.tasksTotal());
        QVERIFY(progress.fraction() > 0 && progress.fraction() < 1);
        QVERIFY(progress.remainingSeconds() > 0);
        QVERIFY(progress.tasksRunning() > 0);
        QCOMPARE(
            cell(progress, rowOfNode(progress, QStringLiteral("sort")), RunProgressModel::StateRole)
                .toString(),
            QStringLiteral("running"));
        QCOMPARE(cell(progress, rowOfNode(progress, QStringLiteral("save_sizes")),
                      RunProgressModel::StateRole)
                     .toString(),
                 QStringLiteral("waiting"));

        // The worker that started gzip's batch shows it, as a batch of that node.
        const WorkerTableModel &workers = dashboard.workers;
        QVERIFY(workers.busyCount() > 0);
        bool gzipShown = false;
        for (int row = 0; row < workers.rowCount(); ++row) {
            if (cell(workers, row, WorkerTableModel::NodeIdRole).toString() == u"gzip") {
                gzipShown = true;
                QVERIFY(cell(workers, row, WorkerTableModel::BusyRole).toBool());
                QVERIFY(cell(workers, row, WorkerTableModel::BatchRole).toBool());
                QCOMPARE(cell(workers, row, WorkerTableModel::NodeTitleRole).toString(),
                         QStringLiteral("gzip each file"));
            }
        }
        QVERIFY(gzipShown);
    }

    void batchSizeDoesNotChangeTheResult_data()
    {
        QTest::addColumn<int>("chunk");
        for (const int chunk : {1, 7, 100000})
            QTest::addRow("%d events a call", chunk) << chunk;
    }

    void batchSizeDoesNotChangeTheResult()
    {
        QFETCH(int, chunk);
        const GoldenRun &run = m_pipeline;
        Dashboard reference;
        run.feed(reference.hub, {.chunk = 3});
        Dashboard dashboard;
        QSignalSpy progressSignals(&dashboard.progress, &RunProgressModel::progressChanged);
        run.feed(dashboard.hub, {.chunk = std::size_t(chunk)});
        QCOMPARE(dashboard.progress.tasksDone(), reference.progress.tasksDone());
        QCOMPARE(dashboard.progress.elapsedSeconds(), reference.progress.elapsedSeconds());
        for (int row = 0; row < dashboard.workers.rowCount(); ++row)
            QCOMPARE(cell(dashboard.workers, row, WorkerTableModel::BusySecondsRole),
                     cell(reference.workers, row, WorkerTableModel::BusySecondsRole));
        // One notification per call, not per event.
        const qsizetype calls =
            qsizetype((run.events.size() + std::size_t(chunk) - 1) / std::size_t(chunk));
        QVERIFY2(progressSignals.count() <= 2 * calls + 3,
                 qPrintable(QString::number(progressSignals.count())));
    }

    void workerSamplesGiveCpuAndMemory()
    {
        WorkerTableModel workers;
        QAbstractItemModelTester tester(&workers,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        RunOutline outline;
        MonitorNode node;
        node.id = QStringLiteral("a");
        outline.nodes.append(node);
        outline.workers = 2;
        outline.backend = QStringLiteral("processes");
        workers.beginRun(outline);
        QCOMPARE(workers.rowCount(), 2);
        QSignalSpy changed(&workers, &QAbstractItemModel::dataChanged);

        const MetricSample at1 = metricAt(1'000'000'000);
        workers.appendMetrics(std::span(&at1, 1));
        const WorkerSample first[] = {workerSample(0, 4242, 10'000'000, 0, 0),
                                      workerSample(1, 4243, 20'000'000, 0, 0)};
        workers.appendWorkers(first);
        QCOMPARE(changed.count(), 1); // both rows in one range
        QCOMPARE(cell(workers, 0, WorkerTableModel::PidRole).toLongLong(), 4242);
        QCOMPARE(cell(workers, 1, WorkerTableModel::RssBytesRole).toLongLong(), 20'000'000);
        QCOMPARE(cell(workers, 0, WorkerTableModel::CpuPercentRole).toDouble(), -1.0);

        // Half a second of CPU in one second of run time is 50 %.
        const MetricSample at2 = metricAt(2'000'000'000);
        workers.appendMetrics(std::span(&at2, 1));
        const WorkerSample second = workerSample(0, 4242, 10'000'000, 500'000'000, 0);
        workers.appendWorkers(std::span(&second, 1));
        QCOMPARE(cell(workers, 0, WorkerTableModel::CpuPercentRole).toDouble(), 50.0);

        // A restarted process counts from zero: the figure waits for its next sample.
        const MetricSample at3 = metricAt(3'000'000'000);
        workers.appendMetrics(std::span(&at3, 1));
        const WorkerSample restarted = workerSample(0, 5000, 9'000'000, 1'000, 1);
        workers.appendWorkers(std::span(&restarted, 1));
        QCOMPARE(cell(workers, 0, WorkerTableModel::PidRole).toLongLong(), 5000);
        QCOMPARE(cell(workers, 0, WorkerTableModel::RestartsRole).toInt(), 1);
        QCOMPARE(cell(workers, 0, WorkerTableModel::CpuPercentRole).toDouble(), 50.0);
        const MetricSample at4 = metricAt(4'000'000'000);
        workers.appendMetrics(std::span(&at4, 1));
        const WorkerSample later = workerSample(0, 5000, 9'000'000, 250'001'000, 1);
        workers.appendWorkers(std::span(&later, 1));
        QCOMPARE(cell(workers, 0, WorkerTableModel::CpuPercentRole).toDouble(), 25.0);

        // A worker the outline did not count gets a row of its own.
        QSignalSpy inserted(&workers, &QAbstractItemModel::rowsInserted);
        const WorkerSample extra = workerSample(5, 7, 0, 0, 0);
        workers.appendWorkers(std::span(&extra, 1));
        QCOMPARE(inserted.count(), 1);
        QCOMPARE(workers.rowCount(), 3);
    }

    void emptyOutlineClearsEverything()
    {
        const GoldenRun &run = m_weather;
        Dashboard dashboard;
        run.feed(dashboard.hub);
        dashboard.hub.clear();
        QCOMPARE(dashboard.progress.rowCount(), 0);
        QCOMPARE(dashboard.progress.status(), QString());
        QCOMPARE(dashboard.progress.tasksTotal(), 0);
        QCOMPARE(dashboard.workers.rowCount(), 0);
        QCOMPARE(dashboard.log.rowCount(), 0);
    }

private:
    GoldenRun m_weather;  ///< weather.weft with a node failing: a failure, a skip, two workers
    GoldenRun m_pipeline; ///< command_pipeline.weft: two map nodes' batches on three workers
};

QTEST_GUILESS_MAIN(TestDashboardModels)
#include "tst_dashboardmodels.moc"
