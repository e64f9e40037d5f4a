#include "LocalSlurm.h"
#include "exec/GraphRunner.h"
#include "exec/ThreadBackend.h"
#include "ops/OperatorRegistry.h"
#include "project/ProjectReader.h"
#include "slurm/SlurmBackend.h"
#include "slurm/SlurmJobs.h"

#include <QCryptographicHash>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <thread>

using namespace weft::engine;
using weft::test::LocalSlurm;

namespace {

/// Sets an environment variable for the life of a scope (sbatch hands it on to the job).
class ScopedEnv
{
public:
    ScopedEnv(const char *name, const QByteArray &value)
        : m_name(name)
    {
        qputenv(name, value);
    }
    ~ScopedEnv() { qunsetenv(m_name); }

private:
    const char *m_name;
};

Node workNode(const char *id, double seconds, bool fail = false)
{
    Node node;
    node.id = NodeId(QString::fromLatin1(id));
    node.operatorId = u"work"_qs;
    node.params = QJsonObject{{u"seconds"_qs, seconds}, {u"fail"_qs, fail}};
    return node;
}

const NodeResult *findNode(const RunResult &result, const char *id)
{
    for (const NodeResult &node : result.nodes)
        if (node.id.toString() == QLatin1String(id))
            return &node;
    return nullptr;
}

/// The message of node `id`; empty when there is no such node.
QString errorOf(const RunResult &result, const char *id)
{
    const NodeResult *node = findNode(result, id);
    return node ? node->error : QString();
}

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
        SlurmOptions options;
        options.workFolder = m_work.filePath(u"shared"_qs);
        options.runLabel = label;
        options.pollFirst = std::chrono::milliseconds(100);
        options.pollMax = std::chrono::milliseconds(500);
        options.lostGrace = std::chrono::milliseconds(2000);
        options.submitAttempts = 2;
        options.submitBackoff = std::chrono::milliseconds(100);
        return options;
    }

    RunResult runOnSlurm(const Graph &graph, const QString &label, std::stop_token stop = {})
    {
        SlurmBackend backend;
        backend.setSlurmOptions(options(label));
        return GraphRunner(OperatorRegistry::builtin(), QDir(m_work.path()))
            .run(graph, backend, nullptr, {}, stop);
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
        if (!m_slurm.start())
            QSKIP(qPrintable(m_slurm.whyNot()));
        qputenv("WEFT_WORKER", WEFT_WORKER_BINARY);
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
    }
    void examplesMatchThreads()
    {
        QFETCH(QString, example);
        const QString source = QStringLiteral(WEFT_SOURCE_DIR "/resources/examples");
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

        SlurmBackend slurm;
        SlurmOptions slurmOptions = options(u"example"_qs);
        slurmOptions.workFolder.clear(); // the default: .weft/slurm beside the project
        slurm.setSlurmOptions(slurmOptions);
        const RunResult result = GraphRunner(OperatorRegistry::builtin(), QDir(onSlurm.path()))
                                     .run(slurmProject.project->graph, slurm, nullptr);
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
            sawJob = sawJob || !node.slurmJobId.isEmpty();
        QVERIFY(sawJob);
        QVERIFY(!QFileInfo::exists(QDir(onSlurm.path()).filePath(u".weft/slurm"_qs)));
        QTRY_VERIFY_WITH_TIMEOUT(LocalSlurm::activeJobs(u"weft-example"_qs).isEmpty(), 10000);
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
            QVERIFY(!node.slurmJobId.isEmpty());
            QVERIFY(node.jobRunMs >= 40);
            jobs.insert(node.slurmJobId);
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
        graph.nodes.front().run.slurm.partition = u"no-such-partition"_qs;
        const RunResult result = runOnSlurm(graph, u"refused"_qs);
        QCOMPARE(result.status, RunStatus::Failed);
        const QString error = errorOf(result, "nowhere");
        QVERIFY2(error.contains(u"could not be submitted"_qs) &&
                     error.contains(u"partition"_qs, Qt::CaseInsensitive),
                 qPrintable(error));
        verifyNothingLeft(u"refused"_qs);
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
