// A run recorded by `weft --run` on worker processes keeps its worker samples and its failed
// node's error, and a replay shows both at time t: the Workers panel's pids, RSS and restarts,
// and the Log's error from the moment the node failed, before the run's end.
#include "ModelCells.h"
#include "history/ReplayController.h"
#include "history/ReplayLoader.h"
#include "monitor/MonitorHub.h"
#include "monitor/RunLogModel.h"
#include "monitor/WorkerTableModel.h"
#include "store/RunStore.h"
#include "support/WeftCommand.h"

#include <QAbstractItemModelTester>
#include <QTest>

#include <algorithm>

using namespace Qt::StringLiterals;
using namespace weft;
using namespace weft::app;
using weft::test::cell;

namespace {

/// The Log's detail for node `id`; empty when it has no entry or no detail yet.
QString detailOf(const RunLogModel &log, const QString &id)
{
    for (int row = 0; row < log.rowCount(); ++row)
        if (cell(log, row, RunLogModel::NodeIdRole).toString() == id)
            return cell(log, row, RunLogModel::DetailRole).toString();
    return {};
}

} // namespace

class TestReplayWorkers : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_store;
    store::RunRecord m_run;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        // source → (slow, bad): `bad` fails early, `slow` goes on (keep going) for a second,
        // so the writer samples the two worker processes a few times.
        const QString project = m_dir.filePath(u"workers.weft"_s);
        test::writeFile(project, R"({
  "format": 1, "project": {"name": "Workers"}, "datasets": [],
  "nodes": [
    {"id": "source", "operator": "work", "params": {"seconds": 0.1, "output_bytes": 100000}, "position": {"x": 0, "y": 0}},
    {"id": "slow", "operator": "work", "params": {"seconds": 1.2}, "position": {"x": 300, "y": 0}},
    {"id": "bad", "operator": "work", "params": {"seconds": 0.05, "fail": true}, "position": {"x": 300, "y": 200}}
  ],
  "edges": [
    {"from": "source.data", "to": "slow.inputs"},
    {"from": "source.data", "to": "bad.inputs"}
  ]
})");
        const test::WeftOutcome outcome =
            test::runWeft({u"--run"_s, project, u"--quiet"_s, u"--backend"_s, u"processes"_s,
                           u"--jobs"_s, u"2"_s, u"--keep-going"_s});
        QVERIFY2(outcome.exitCode == 1, qPrintable(outcome.err)); // bad failed
        m_store = store::RunStore::defaultPath(project);
        store::RunStore store;
        QString error;
        QVERIFY2(store.open(m_store, store::SqliteDatabase::OpenMode::ExistingOnly, &error),
                 qPrintable(error));
        const std::optional<store::RunId> id = store.latestRunId();
        QVERIFY(id);
        m_run = *store.run(*id);
        QCOMPARE(m_run.status, u"failed"_s);
    }

    void theStoreKeepsEachWorkersSamples()
    {
        store::RunStore store;
        QString error;
        QVERIFY(store.open(m_store, store::SqliteDatabase::OpenMode::ExistingOnly, &error));
        const std::vector<store::WorkerRecord> workers = store.workers(m_run.id);
        QVERIFY2(workers.size() >= 4, qPrintable(QString::number(workers.size())));
        QSet<qint64> pids;
        for (const store::WorkerRecord &worker : workers) {
            // Two tasks in flight per process: scheduler worker i drives process i % 2.
            QVERIFY(worker.worker >= 0 && worker.worker < m_run.lanes);
            QCOMPARE(worker.restarts, 0);
            if (worker.pid > 0) {
                // A worker process, not weft itself, with memory of its own.
                QVERIFY(worker.pid != m_run.pid);
                QVERIFY(worker.rssBytes > 0);
                pids.insert(worker.pid);
            } else {
                QCOMPARE(worker.rssBytes, 0); // its process was not started (yet)
            }
        }
        // --jobs 2: at most two worker processes; the second starts only when the scheduler
        // gives it a task.
        QVERIFY(!pids.isEmpty() && pids.size() <= 2);
    }

    void aReplayShowsTheWorkersAndTheErrorAtTimeT()
    {
        QString error;
        const std::optional<ReplayData> loaded =
            ReplayLoader::load(m_store, m_run.id, engine::Graph(), &error);
        QVERIFY2(loaded, qPrintable(error));
        const auto data = std::make_shared<const ReplayData>(*loaded);
        QVERIFY(std::is_sorted(
            data->workers.begin(), data->workers.end(),
            [](const WorkerSample &a, const WorkerSample &b) { return a.ns < b.ns; }));
        QCOMPARE(data->errors.size(), std::size_t(1));
        const NodeError &failure = data->errors.front();
        QCOMPARE(data->outline.nodes.at(failure.node).id, u"bad"_s);
        QVERIFY(failure.message.contains(u"on purpose"_s));
        const qint64 failedAt = failure.ns - data->outline.originNs;
        QVERIFY(failedAt > 0 && failedAt < data->durationNs);

        MonitorHub hub;
        WorkerTableModel workers;
        RunLogModel log;
        QAbstractItemModelTester workersTester(&workers);
        QAbstractItemModelTester logTester(&log);
        hub.addSink(&workers);
        hub.addSink(&log);
        ReplayController replay(&hub);
        replay.open(data);

        // At the end: every worker with its process's last sample, none restarted.
        QCOMPARE(workers.count(), m_run.lanes);
        int started = 0;
        const auto lastOf = [&data](int worker) {
            WorkerSample last;
            for (const WorkerSample &sample : data->workers)
                if (sample.worker == worker)
                    last = sample;
            return last;
        };
        for (int row = 0; row < workers.count(); ++row) {
            const WorkerSample last = lastOf(row);
            QCOMPARE(cell(workers, row, WorkerTableModel::PidRole).toLongLong(), last.pid);
            QCOMPARE(cell(workers, row, WorkerTableModel::RssBytesRole).toLongLong(),
                     last.rssBytes);
            QCOMPARE(cell(workers, row, WorkerTableModel::RestartsRole).toInt(), 0);
            QVERIFY(cell(workers, row, WorkerTableModel::CpuPercentRole).toDouble() >= 0);
            if (last.pid > 0) {
                QVERIFY(last.rssBytes > 0);
                ++started;
            }
        }
        QVERIFY(started > 0);
        QVERIFY(detailOf(log, u"bad"_s).contains(u"on purpose"_s));

        // Just before the failure the Log has no reason; at it, before the run's end, it has.
        replay.setPosition(failedAt - 1);
        QCOMPARE(detailOf(log, u"bad"_s), QString());
        QVERIFY(!hub.isFinished());
        replay.setPosition(failedAt);
        QVERIFY(!hub.isFinished());
        QVERIFY(detailOf(log, u"bad"_s).contains(u"on purpose"_s));

        // At the first sample that saw a worker process, the panel shows that sample.
        const auto firstStarted =
            std::find_if(data->workers.begin(), data->workers.end(),
                         [](const WorkerSample &sample) { return sample.pid > 0; });
        QVERIFY(firstStarted != data->workers.end());
        replay.setPosition(firstStarted->ns - data->outline.originNs);
        QCOMPARE(cell(workers, firstStarted->worker, WorkerTableModel::PidRole).toLongLong(),
                 firstStarted->pid);
    }
};

QTEST_MAIN(TestReplayWorkers)
#include "tst_replayworkers.moc"
