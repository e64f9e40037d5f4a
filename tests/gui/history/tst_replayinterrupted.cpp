// A `weft --run` killed with SIGKILL after one of its nodes failed keeps that node's error: the
// store has it beside the interrupted run (written soon after the failure, not at the run's
// end), and a replay of the run shows it in the Log from the moment the node failed.
#include "history/ReplayController.h"
#include "history/ReplayLoader.h"
#include "monitor/MonitorHub.h"
#include "monitor/RunLogModel.h"
#include "ops/OperatorRegistry.h"
#include "project/ProjectReader.h"
#include "store/RunStore.h"
#include "support/TestPaths.h"
#include "support/WeftCommand.h"

#include <QAbstractItemModelTester>
#include <QElapsedTimer>
#include <QTest>

#include <algorithm>
#include <csignal>

using namespace Qt::StringLiterals;
using namespace weft;
using namespace weft::app;

namespace {

constexpr QStringView kMessage = u"grep: data.txt: No such file";

/// The Log's detail for node `id`; empty when it has no entry or no detail yet.
QString detailOf(const RunLogModel &log, const QString &id)
{
    for (int row = 0; row < log.rowCount(); ++row) {
        const QModelIndex at = log.index(row, 0);
        if (at.data(RunLogModel::NodeIdRole).toString() == id)
            return at.data(RunLogModel::DetailRole).toString();
    }
    return {};
}

} // namespace

class TestReplayInterrupted : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_project;
    QString m_store;
    store::RunId m_runId = 0;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        // `bad` fails at once with a command's stderr; `slow` sleeps a minute in a thread of
        // weft (it dies with weft, so the kill leaves no process behind). --keep-going: the
        // failure does not end the run, the kill does.
        m_project = m_dir.filePath(u"killed.weft"_s);
        test::writeFile(m_project, R"({
  "format": 1, "project": {"name": "Killed"}, "datasets": [],
  "nodes": [
    {"id": "slow", "operator": "work", "params": {"seconds": 60}, "position": {"x": 0, "y": 0}},
    {"id": "bad", "operator": "command", "params": {"program": "echo 'grep: data.txt: No such file' >&2; exit 2", "shell": true}, "position": {"x": 0, "y": 200}}
  ],
  "edges": []
})");
        m_store = store::RunStore::defaultPath(m_project);

        QProcess weft;
        weft.start(weft::test::weftBinary(),
                   {u"--run"_s, m_project, u"--trust"_s, u"--quiet"_s, u"--backend"_s, u"threads"_s,
                    u"--jobs"_s, u"2"_s, u"--keep-going"_s});
        QVERIFY(weft.waitForStarted());

        // Read the store while the run writes it, until bad's error is committed.
        store::RunStore reader;
        QString error;
        QElapsedTimer waited;
        waited.start();
        QString stored;
        while (stored.isEmpty() && weft.state() == QProcess::Running && waited.elapsed() < 60'000) {
            QTest::qWait(20);
            if (!reader.database().isOpen() && QFile::exists(m_store))
                reader.open(m_store, store::SqliteDatabase::OpenMode::ExistingOnly, &error);
            if (!reader.database().isOpen())
                continue;
            m_runId = reader.latestRunId().value_or(0);
            stored = reader.nodeErrors(m_runId).value(1); // bad is the project's second node
        }
        QVERIFY2(weft.state() == QProcess::Running,
                 qPrintable(u"the run ended before it could be killed: "_s +
                            QString::fromUtf8(weft.readAllStandardError())));
        QVERIFY2(stored.contains(kMessage), qPrintable(u"no error stored in time; "_s + error));
        QCOMPARE(reader.run(m_runId)->status, u"running"_s);

        ::kill(pid_t(weft.processId()), SIGKILL);
        QVERIFY(weft.waitForFinished(30'000));
        QCOMPARE(weft.exitStatus(), QProcess::CrashExit);
    }

    void theStoreKeepsTheErrorWithTheInterruptedRun()
    {
        store::RunStore records;
        QString error;
        QVERIFY2(records.open(m_store, store::SqliteDatabase::OpenMode::ExistingOnly, &error),
                 qPrintable(error));
        const std::optional<store::RunRecord> run = records.run(m_runId);
        QVERIFY(run);
        QCOMPARE(run->status, u"interrupted"_s);
        QVERIFY(records.nodes(m_runId).empty()); // no outcome was written
        const QHash<int, QString> errors = records.nodeErrors(m_runId);
        QCOMPARE(errors.size(), 1);
        QVERIFY2(errors.value(1).contains(kMessage), qPrintable(errors.value(1)));
    }

    void aReplayShowsTheErrorFromTheFailureOn()
    {
        const engine::ProjectLoadResult loaded =
            engine::ProjectReader(engine::OperatorRegistry::builtin()).readFile(m_project);
        QVERIFY2(loaded.project, qPrintable(loaded.error));
        QString error;
        const std::optional<ReplayData> replayed =
            ReplayLoader::load(m_store, m_runId, loaded.project->graph, &error);
        QVERIFY2(replayed, qPrintable(error));
        const auto data = std::make_shared<const ReplayData>(*replayed);
        QCOMPARE(data->ending.status, u"interrupted"_s);
        QCOMPARE(data->errors.size(), std::size_t(1));
        const NodeError &failure = data->errors.front();
        QCOMPARE(data->outline.nodes.at(failure.node).id, u"bad"_s);
        QVERIFY2(failure.message.contains(kMessage), qPrintable(failure.message));
        QCOMPARE(data->ending.errors.value(u"bad"_s), failure.message);
        const qint64 failedAt = failure.ns - data->outline.originNs;

        // The worker samples come over field by field, onto the events' clock.
        store::RunStore records;
        QVERIFY(records.open(m_store, store::SqliteDatabase::OpenMode::ExistingOnly, &error));
        const std::vector<store::WorkerRecord> workers = records.workers(m_runId);
        QVERIFY(!workers.empty()); // the first commit samples them
        QCOMPARE(data->workers.size(), workers.size());
        for (std::size_t i = 0; i < workers.size(); ++i) {
            const WorkerSample &sample = data->workers[i];
            QCOMPARE(sample.ns, data->outline.originNs + workers[i].ns);
            QCOMPARE(sample.worker, workers[i].worker);
            QCOMPARE(sample.pid, workers[i].pid);
            QCOMPARE(sample.rssBytes, workers[i].rssBytes);
            QCOMPARE(sample.cpuNs, workers[i].cpuNs);
            QCOMPARE(sample.restarts, workers[i].restarts);
        }
        QVERIFY(std::any_of(workers.begin(), workers.end(),
                            [](const store::WorkerRecord &w) { return w.pid > 0; }));
        QVERIFY(failedAt > 0 && failedAt <= data->durationNs);

        MonitorHub hub;
        RunLogModel log;
        QAbstractItemModelTester tester(&log);
        hub.addSink(&log);
        ReplayController replay(&hub);
        replay.open(data);
        replay.setPosition(failedAt - 1);
        QCOMPARE(detailOf(log, u"bad"_s), QString());
        replay.setPosition(failedAt);
        QVERIFY2(detailOf(log, u"bad"_s).contains(kMessage), qPrintable(detailOf(log, u"bad"_s)));
        hub.removeSink(&log);
    }
};

QTEST_MAIN(TestReplayInterrupted)
#include "tst_replayinterrupted.moc"
