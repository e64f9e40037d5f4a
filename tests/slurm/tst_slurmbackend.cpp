#include "LocalSlurm.h"
#include "SlurmTestSupport.h"
#include "exec/EventObserver.h"
#include "exec/EventPump.h"
#include "exec/EventStream.h"
#include "exec/GraphRunner.h"
#include "exec/ThreadBackend.h"
#include "ops/OperatorRegistry.h"
#include "project/ProjectReader.h"
#include "store/SqliteDatabase.h"
#include "store/StoreWriter.h"
#include "support/NumpyScripts.h"
#include "support/ScopedEnv.h"
#include "support/TestPaths.h"

#include <QCryptographicHash>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <mutex>
#include <thread>

using namespace weft::engine;
using weft::test::errorOf;
using weft::test::findNode;
using weft::test::LocalSlurm;
using weft::test::ScopedEnv;
using weft::test::workNode;

namespace {

/// Every file under `root` (relative path) with a hash of its bytes.
QMap<QString, QByteArray> filesUnder(const QString &root)
{
    QMap<QString, QByteArray> files;
    QDirIterator it(root, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        QFile file(path);
        if (file.open(QIODevice::ReadOnly))
            files.insert(QDir(root).relativeFilePath(path),
                         QCryptographicHash::hash(file.readAll(), QCryptographicHash::Sha256));
    }
    return files;
}

/// Keeps every event a pump hands it, for checks while the run goes and after.
class EventRecorder final : public EventObserver
{
public:
    void onEvents(std::span<const Event> events) override
    {
        std::lock_guard lock(m_mutex);
        m_events.insert(m_events.end(), events.begin(), events.end());
    }
    std::vector<Event> events() const
    {
        std::lock_guard lock(m_mutex);
        return m_events;
    }
    /// The events of `type`.
    std::vector<Event> ofType(EventType type) const
    {
        std::vector<Event> found;
        for (const Event &event : events())
            if (event.type == type)
                found.push_back(event);
        return found;
    }

private:
    mutable std::mutex m_mutex;
    std::vector<Event> m_events;
};

/// A run on a thread of its own with its events pumped to a recorder; stopped and joined on
/// destruction, so a failed check never leaves it running.
class BackgroundRun
{
public:
    BackgroundRun(const Graph &graph, Backend &backend, const QDir &dir)
        : m_events(backend.workers() + 1)
        , m_pump(m_events, std::chrono::milliseconds(20))
    {
        m_pump.addObserver(&recorder);
        m_pump.start();
        m_thread = std::thread([this, graph, &backend, dir] {
            result = GraphRunner(OperatorRegistry::builtin(), dir)
                         .run(graph, backend, &m_events, {}, m_stop.get_token());
        });
    }
    ~BackgroundRun()
    {
        m_stop.request_stop();
        join();
    }
    void join()
    {
        if (m_thread.joinable())
            m_thread.join();
        m_pump.stop();
    }
    /// Waits until an event of `type` was recorded; false after `ms`.
    bool waitFor(EventType type, int ms) const
    {
        QElapsedTimer timer;
        timer.start();
        while (recorder.ofType(type).empty()) {
            if (timer.elapsed() > ms)
                return false;
            QThread::msleep(20);
        }
        return true;
    }

    EventRecorder recorder;
    RunResult result;

private:
    EventStream m_events;
    EventPump m_pump;
    std::stop_source m_stop;
    std::thread m_thread;
};

void copyTree(const QString &from, const QString &to)
{
    QDirIterator it(from, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        const QString target = QDir(to).filePath(QDir(from).relativeFilePath(path));
        QDir().mkpath(QFileInfo(target).absolutePath());
        QFile::copy(path, target);
    }
}

} // namespace

/// The Slurm backend against a real one-node Slurm started by the test: the same outputs as
/// on threads, bundling, and each way a job can go wrong, each with a clear message and no job
/// or file left behind.
class TestSlurmBackend : public QObject
{
    Q_OBJECT

private:
    LocalSlurm m_slurm;
    QTemporaryDir m_work;

    /// Options for a test: quick polls and a short grace, so failures show in seconds.
    SlurmOptions options(const QString &label) const
    {
        return weft::test::quickSlurmOptions(m_work.filePath(u"shared"_qs), label);
    }

    RunResult runOnSlurm(const Graph &graph, const QString &label, std::stop_token stop = {})
    {
        const std::unique_ptr<Backend> backend = weft::test::slurmBackend(options(label));
        return GraphRunner(OperatorRegistry::builtin(), QDir(m_work.path()))
            .run(graph, *backend, nullptr, {}, stop);
    }

    /// Nothing of run `label` is left: no job in the queue, no job folder.
    void verifyNothingLeft(const QString &label)
    {
        QTRY_VERIFY_WITH_TIMEOUT(LocalSlurm::activeJobs(u"weft-"_qs + label).isEmpty(), 10000);
        QVERIFY(!QFileInfo::exists(QDir(m_work.filePath(u"shared"_qs)).filePath(label)));
    }

    /// Waits until run `label` has a running job; its id.
    QString waitForRunningJob(const QString &label)
    {
        QElapsedTimer timer;
        timer.start();
        while (timer.elapsed() < 30000) {
            const QByteArray out =
                LocalSlurm::command(u"squeue"_qs, {u"--noheader"_qs, u"--name=weft-"_qs + label,
                                                   u"--states=RUNNING"_qs, u"--format=%i"_qs});
            if (!out.trimmed().isEmpty())
                return QString::fromUtf8(out.trimmed().split('\n').front());
            QThread::msleep(100);
        }
        return {};
    }

private Q_SLOTS:
    void initTestCase()
    {
        if (!m_slurm.start()) {
            if (LocalSlurm::required())
                QFAIL(qPrintable(m_slurm.whyNot()));
            QSKIP(qPrintable(m_slurm.whyNot()));
        }
        qputenv("WEFT_WORKER", weft::test::workerBinary());
    }

    void cleanupTestCase()
    {
        m_slurm.stop();
        QVERIFY(!QFileInfo::exists(m_slurm.folder()) || m_slurm.folder().isEmpty());
    }

    void examplesMatchThreads_data()
    {
        QTest::addColumn<QString>("example");
        QTest::newRow("command pipeline") << u"command_pipeline.weft"_qs;
        QTest::newRow("co2 trend") << u"co2_trend.weft"_qs;
        QTest::newRow("shuttle prices") << u"shuttle_prices.weft"_qs;
    }
    void examplesMatchThreads()
    {
        QFETCH(QString, example);
        // shuttle_prices runs its script as `python3`: the one with NumPy first on PATH, which
        // sbatch hands on to the jobs with the rest of the environment.
        const ScopedEnv path("PATH", QFileInfo(weft::test::pythonProgram()).path().toUtf8() + ':' +
                                         qgetenv("PATH"));
        const QString source = weft::test::sourcePath(u"resources/examples");
        QTemporaryDir onThreads, onSlurm;
        copyTree(source, onThreads.path());
        copyTree(source, onSlurm.path());
        const ProjectReader reader(OperatorRegistry::builtin());
        const ProjectLoadResult threadsProject =
            reader.readFile(QDir(onThreads.path()).filePath(example));
        const ProjectLoadResult slurmProject =
            reader.readFile(QDir(onSlurm.path()).filePath(example));
        QVERIFY2(threadsProject.ok(), qPrintable(threadsProject.error));
        QVERIFY2(slurmProject.ok(), qPrintable(slurmProject.error));
        const QMap<QString, QByteArray> before = filesUnder(onSlurm.path());

        ThreadBackend threads(2);
        const RunResult expected = GraphRunner(OperatorRegistry::builtin(), QDir(onThreads.path()))
                                       .run(threadsProject.project->graph, threads, nullptr);
        QCOMPARE(expected.status, RunStatus::Succeeded);

        SlurmOptions slurmOptions = options(u"example"_qs);
        slurmOptions.workFolder.clear(); // the default: .weft/slurm beside the project
        const std::unique_ptr<Backend> slurm = weft::test::slurmBackend(slurmOptions);
        const RunResult result = GraphRunner(OperatorRegistry::builtin(), QDir(onSlurm.path()))
                                     .run(slurmProject.project->graph, *slurm, nullptr);
        for (const NodeResult &node : result.nodes)
            QVERIFY2(node.error.isEmpty(), qPrintable(node.error));
        QCOMPARE(result.status, RunStatus::Succeeded);
        QCOMPARE(result.backend, u"slurm"_qs);

        // Every file the run wrote is the one the threads run wrote, byte for byte.
        const QMap<QString, QByteArray> written = filesUnder(onSlurm.path());
        QVERIFY(written.size() > before.size());
        QCOMPARE(written, filesUnder(onThreads.path()));
        bool sawJob = false;
        for (const NodeResult &node : result.nodes)
            sawJob = sawJob || !node.jobId.isEmpty();
        QVERIFY(sawJob);
        QVERIFY(!QFileInfo::exists(QDir(onSlurm.path()).filePath(u".weft/slurm"_qs)));
        QTRY_VERIFY_WITH_TIMEOUT(LocalSlurm::activeJobs(u"weft-example"_qs).isEmpty(), 10000);
    }

    void theCommandLineRunsOnSlurm()
    {
        // `weft --run --backend slurm --json`, as a user types it: the JSON names the backend
        // and each node's job, the outputs are written, and no job is left in the queue.
        QTemporaryDir dir;
        copyTree(weft::test::sourcePath(u"resources/examples"), dir.path());
        const QString file = QDir(dir.path()).filePath(u"command_pipeline.weft"_qs);
        const QMap<QString, QByteArray> before = filesUnder(dir.path());
        QProcess weft;
        weft.start(weft::test::weftBinary(),
                   {u"--run"_qs, file, u"--trust"_qs, u"--backend"_qs, u"slurm"_qs, u"--json"_qs});
        QVERIFY(weft.waitForFinished(300000));
        const QByteArray out = weft.readAllStandardOutput();
        QVERIFY2(weft.exitStatus() == QProcess::NormalExit && weft.exitCode() == 0,
                 qPrintable(QString::fromLocal8Bit(weft.readAllStandardError() + out)));
        const QJsonObject result = QJsonDocument::fromJson(out).object();
        QCOMPARE(result.value(u"backend"_qs).toString(), u"slurm"_qs);
        const QJsonArray nodes = result.value(u"nodes"_qs).toArray();
        QVERIFY(!nodes.isEmpty());
        for (const QJsonValue &node : nodes) {
            const QJsonObject object = node.toObject();
            QCOMPARE(object.value(u"state"_qs).toString(), u"succeeded"_qs);
            // A plain node names its job, a map node the jobs of its batches.
            const QJsonObject slurm = object.value(u"slurm"_qs).toObject();
            QStringList nodeJobs = {slurm.value(u"job"_qs).toString()};
            for (const QJsonValue &batchJob : slurm.value(u"jobs"_qs).toArray())
                nodeJobs.append(batchJob.toString());
            nodeJobs.removeAll(QString());
            QVERIFY2(!nodeJobs.isEmpty(), qPrintable(object.value(u"id"_qs).toString()));
        }
        QVERIFY(filesUnder(dir.path()).size() > before.size());
        // The jobs are named after the run's id in the store: the first run is 1.
        QTRY_VERIFY_WITH_TIMEOUT(LocalSlurm::activeJobs(u"weft-1"_qs).isEmpty(), 10000);
    }

    void smallTasksShareJobs()
    {
        Graph graph;
        for (const char *id : {"a", "b", "c", "d", "e", "f"})
            graph.nodes.push_back(workNode(id, 0.05));
        const RunResult result = runOnSlurm(graph, u"bundle"_qs);
        QCOMPARE(result.status, RunStatus::Succeeded);
        QSet<QString> jobs;
        for (const NodeResult &node : result.nodes) {
            QVERIFY(!node.jobId.isEmpty());
            QVERIFY(node.jobRunMs >= 40);
            jobs.insert(node.jobId);
        }
        // Six tasks ready at once go to Slurm as one job, not six.
        QCOMPARE(jobs.size(), 1);
        verifyNothingLeft(u"bundle"_qs);
    }

    void failingTaskFailsItsNode()
    {
        Graph graph;
        graph.nodes = {workNode("ok", 0), workNode("broken", 0, true)};
        const RunResult result = runOnSlurm(graph, u"failing"_qs);
        QCOMPARE(result.status, RunStatus::Failed);
        const NodeResult *broken = findNode(result, "broken");
        QVERIFY(broken && findNode(result, "ok"));
        QCOMPARE(broken->state, TaskState::Failed);
        QVERIFY2(broken->error.contains(u"Slurm job "_qs), qPrintable(broken->error));
        QCOMPARE(findNode(result, "ok")->state, TaskState::Succeeded);
        verifyNothingLeft(u"failing"_qs);
    }

    void killedJobFailsWithSlurmsState()
    {
        const ScopedEnv fault("WEFT_WORKER_FAULT", "victim:kill");
        Graph graph;
        graph.nodes = {workNode("victim", 0)};
        const RunResult result = runOnSlurm(graph, u"killed"_qs);
        QCOMPARE(result.status, RunStatus::Failed);
        const QString error = errorOf(result, "victim");
        QVERIFY2(error.contains(u"node 'victim'"_qs) && error.contains(u"FAILED"_qs),
                 qPrintable(error));
        verifyNothingLeft(u"killed"_qs);
    }

    void lostJobFailsAfterGrace()
    {
        const ScopedEnv fault("WEFT_WORKER_FAULT", "lost:lose");
        Graph graph;
        graph.nodes = {workNode("lost", 0)};
        const RunResult result = runOnSlurm(graph, u"lost"_qs);
        QCOMPARE(result.status, RunStatus::Failed);
        const QString error = errorOf(result, "lost");
        QVERIFY2(error.contains(u"without writing its exit code"_qs), qPrintable(error));
        verifyNothingLeft(u"lost"_qs);
    }

    void cancelledRunCancelsItsJobs()
    {
        Graph graph;
        graph.nodes = {workNode("long1", 120), workNode("long2", 120)};
        std::stop_source stop;
        RunResult result;
        std::thread run([&] { result = runOnSlurm(graph, u"cancel"_qs, stop.get_token()); });
        const QString job = waitForRunningJob(u"cancel"_qs);
        stop.request_stop();
        run.join();
        QVERIFY(!job.isEmpty());
        QCOMPARE(result.status, RunStatus::Cancelled);
        verifyNothingLeft(u"cancel"_qs);
        const QStringList all = LocalSlurm::allJobs().filter(u"|weft-cancel|"_qs);
        QVERIFY(!all.isEmpty());
        for (const QString &line : all)
            QVERIFY2(line.endsWith(u"CANCELLED"_qs), qPrintable(line));
    }

    void jobCancelledFromOutside()
    {
        Graph graph;
        graph.nodes = {workNode("victim", 120)};
        RunResult result;
        std::thread run([&] { result = runOnSlurm(graph, u"outside"_qs); });
        const QString job = waitForRunningJob(u"outside"_qs);
        LocalSlurm::command(u"scancel"_qs, {job});
        run.join();
        QVERIFY(!job.isEmpty());
        QCOMPARE(result.status, RunStatus::Failed);
        const QString error = errorOf(result, "victim");
        QVERIFY2(error.contains(u"Slurm job "_qs + job) && error.contains(u"CANCELLED"_qs),
                 qPrintable(error));
        verifyNothingLeft(u"outside"_qs);
    }

    void submissionFailureGivesSlurmsMessage()
    {
        Graph graph;
        graph.nodes = {workNode("nowhere", 0)};
        graph.nodes.front().run.resources.partition = u"no-such-partition"_qs;
        const RunResult result = runOnSlurm(graph, u"refused"_qs);
        QCOMPARE(result.status, RunStatus::Failed);
        const QString error = errorOf(result, "nowhere");
        QVERIFY2(error.contains(u"could not be submitted"_qs) &&
                     error.contains(u"partition"_qs, Qt::CaseInsensitive),
                 qPrintable(error));
        verifyNothingLeft(u"refused"_qs);
    }

    void heldJobIsQueuedUntilReleased()
    {
        Graph graph;
        graph.nodes = {workNode("held", 0.2)};
        graph.nodes.front().run.resources.extraArgs = {u"--hold"_qs}; // pending until released
        const std::unique_ptr<Backend> backend = weft::test::slurmBackend(options(u"held"_qs));
        BackgroundRun run(graph, *backend, QDir(m_work.path()));
        QVERIFY(run.waitFor(EventType::JobSubmitted, 30000));
        const Event submitted = run.recorder.ofType(EventType::JobSubmitted).front();
        const QString job = QString::number(submitted.value);
        QCOMPARE(LocalSlurm::command(u"squeue"_qs,
                                     {u"--noheader"_qs, u"--jobs="_qs + job, u"--format=%T"_qs})
                     .trimmed(),
                 QByteArray("PENDING"));
        // Polls come every 100 to 500 ms: after several, the held job has not started, and the
        // task is still queued.
        QThread::msleep(1500);
        QVERIFY(run.recorder.ofType(EventType::JobStarted).empty());
        QVERIFY(run.recorder.ofType(EventType::TaskSucceeded).empty());

        LocalSlurm::command(u"scontrol"_qs, {u"release"_qs, job});
        run.join();
        QCOMPARE(run.result.status, RunStatus::Succeeded);
        const NodeResult *held = findNode(run.result, "held");
        QVERIFY(held);
        QCOMPARE(held->jobId, job);
        QVERIFY2(held->queueMs >= 1500, qPrintable(QString::number(held->queueMs)));

        // The task's events, on its worker's lane in this order: started (by weft), submitted,
        // started on the cluster, succeeded; both job events carry the job's id. (Its output
        // held and released are the memory ledger's, not the job's.)
        std::vector<EventType> order;
        for (const Event &event : run.recorder.events()) {
            if (event.task != 0 || event.type == EventType::TaskQueued ||
                event.type == EventType::DatasetHeld || event.type == EventType::DatasetReleased)
                continue;
            QCOMPARE(event.worker, submitted.worker);
            order.push_back(event.type);
            if (event.type == EventType::JobSubmitted || event.type == EventType::JobStarted)
                QCOMPARE(event.value, submitted.value);
        }
        const std::vector<EventType> expected{EventType::TaskStarted, EventType::JobSubmitted,
                                              EventType::JobStarted, EventType::TaskSucceeded};
        QCOMPARE(order, expected);
        verifyNothingLeft(u"held"_qs);
    }

    void mapBatchesKeepTheirJobIdsInTheStore()
    {
        // 6 rows in batches of 2 rows: three batches, each a job of its own.
        Graph graph;
        Node gen;
        gen.id = NodeId(u"gen"_qs);
        gen.operatorId = u"array.generate"_qs;
        gen.params = QJsonObject{{u"shape"_qs, u"6, 2"_qs}};
        gen.run.backend = u"threads"_qs;
        Node each;
        each.id = NodeId(u"each"_qs);
        each.operatorId = u"work.items"_qs;
        each.run.map = true;
        each.run.batchSize = 2;
        Edge edge;
        edge.fromNode = gen.id;
        edge.fromPort = u"array"_qs;
        edge.toNode = each.id;
        edge.toPort = u"items"_qs;
        graph.nodes = {gen, each};
        graph.edges = {edge};

        const QString path = m_work.filePath(u"runs.sqlite"_qs);
        QString error;
        auto writer = weft::store::StoreWriter::start(
            path, {u"/p/map.weft"_qs, u"00"_qs, u"slurm"_qs, 100, {}}, &error);
        QVERIFY2(writer, qPrintable(error));
        const std::unique_ptr<Backend> backend = weft::test::slurmBackend(options(u"mapjobs"_qs));
        RunResult result;
        std::vector<Event> submitted;
        {
            EventStream events(backend->workers() + 1);
            EventPump pump(events);
            EventRecorder recorder;
            pump.addObserver(writer.get());
            pump.addObserver(&recorder);
            pump.start();
            result = GraphRunner(OperatorRegistry::builtin(), QDir(m_work.path()))
                         .run(graph, *backend, &events);
            pump.stop();
            submitted = recorder.ofType(EventType::JobSubmitted);
        }
        QVERIFY2(writer->finish(result, &error), qPrintable(error));
        QCOMPARE(result.status, RunStatus::Succeeded);
        QCOMPARE(int(findNode(result, "each")->batching->batches), 3);
        QCOMPARE(submitted.size(), std::size_t(3));

        // Every batch's row in `tasks` names the job it ran in (batches ready together share
        // one); the node on threads, and spawned tasks that found no items left, have none.
        weft::store::SqliteDatabase db;
        QVERIFY(db.open(path, weft::store::SqliteDatabase::OpenMode::ExistingOnly, &error));
        weft::store::SqliteStatement rows =
            db.prepare("SELECT task, node, items, slurm_job_id FROM tasks ORDER BY task");
        QMap<qint64, QString> jobOfBatch;
        QStringList table; // task:node:items:job, for the message
        bool right = true;
        while (rows.next()) {
            const bool batch = rows.columnInt(1) == 1 && !rows.isNull(2);
            table.append(u"%1:%2:%3:%4"_qs.arg(rows.columnInt(0))
                             .arg(rows.columnInt(1))
                             .arg(rows.columnInt(2))
                             .arg(rows.isNull(3) ? u"null"_qs : rows.columnText(3)));
            right = right && batch != rows.isNull(3);
            if (batch)
                jobOfBatch.insert(rows.columnInt(0), rows.columnText(3));
        }
        QVERIFY2(right, qPrintable(table.join(u' ')));
        QCOMPARE(jobOfBatch.size(), 3);
        QSet<QString> jobs;
        for (const Event &event : submitted) {
            QCOMPARE(jobOfBatch.value(event.task), QString::number(event.value));
            jobs.insert(QString::number(event.value));
        }
        // --json's list of the map node's jobs: each job once.
        const QStringList listed = findNode(result, "each")->batchJobs;
        QCOMPARE(QSet<QString>(listed.begin(), listed.end()), jobs);
        QCOMPARE(listed.size(), jobs.size());
        // The store names the job events as --json and the docs do.
        weft::store::SqliteStatement names =
            db.prepare("SELECT name FROM event_types WHERE id = ? OR id = ? ORDER BY id");
        names.bind(1, qint64(EventType::JobSubmitted));
        names.bind(2, qint64(EventType::JobStarted));
        QStringList named;
        while (names.next())
            named.append(names.columnText(0));
        QCOMPARE(named, QStringList({eventTypeName(EventType::JobSubmitted),
                                     eventTypeName(EventType::JobStarted)}));
        verifyNothingLeft(u"mapjobs"_qs);
    }

    void retriesRunTheTaskAgain()
    {
        Graph graph;
        graph.nodes = {workNode("flaky", 0, true)};
        graph.nodes.front().run.retries = 1;
        const RunResult result = runOnSlurm(graph, u"retry"_qs);
        QCOMPARE(result.status, RunStatus::Failed);
        const NodeResult *flaky = findNode(result, "flaky");
        QVERIFY(flaky);
        QCOMPARE(flaky->attempts, 2);
        verifyNothingLeft(u"retry"_qs);
    }
};

QTEST_GUILESS_MAIN(TestSlurmBackend)
#include "tst_slurmbackend.moc"
