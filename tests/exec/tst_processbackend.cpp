#include "data/NpyFile.h"
#include "exec/GraphRunner.h"
#include "exec/ProcessBackend.h"
#include "exec/SequentialBackend.h"
#include "exec/ThreadBackend.h"
#include "exec/WorkerPool.h"
#include "ops/OperatorRegistry.h"
#include "project/ProjectReader.h"
#include "shm/DatasetCodec.h"
#include "support/FileContents.h"
#include "support/NumpyScripts.h"
#include "support/ScopedEnv.h"
#include "support/TestPaths.h"

#include <QDirIterator>
#include <QTemporaryDir>
#include <QTest>

#include <cerrno>
#include <complex>
#include <csignal>
#include <thread>

using namespace weft::engine;
using weft::test::fileContents;
using weft::test::ScopedEnv;

namespace {

bool isGone(qint64 pid)
{
    // ESRCH also means "reaped": a zombie would still answer kill(pid, 0).
    return ::kill(pid_t(pid), 0) != 0 && errno == ESRCH;
}

/// Under ASan or TSan the sanitizer catches a worker's SIGSEGV and exits instead.
bool sanitizerCaught(const QString &error)
{
    return error.contains(u"Sanitizer: SEGV");
}

const NodeResult *findNode(const RunResult &result, const char *id)
{
    for (const NodeResult &node : result.nodes)
        if (node.id.toString() == QLatin1String(id))
            return &node;
    return nullptr;
}

} // namespace

/// The processes backend: the same outputs as threads, crashes that fail one task with a
/// message naming node, pid and signal, cancel and timeout, per-node processes, and nothing
/// left behind (no processes, no shared-memory files) after any of them.
class TestProcessBackend : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_shm;  ///< WEFT_TEMP_DIR: where run folders go
    QTemporaryDir m_work; ///< copies of the examples

    /// A fresh copy of the bundled examples in `name`; returns the project file `example`.
    QString copyExamples(const QString &name, const QString &example)
    {
        const QString source = weft::test::sourcePath(u"resources/examples");
        const QString target = m_work.path() + u'/' + name;
        QDirIterator it(source, QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString file = it.next();
            const QString copy = target + file.mid(source.size());
            QDir().mkpath(QFileInfo(copy).absolutePath());
            QFile::copy(file, copy);
        }
        return target + u'/' + example;
    }

    static Project load(const QString &file)
    {
        ProjectLoadResult result = ProjectReader(OperatorRegistry::builtin()).readFile(file);
        if (!result.ok())
            qFatal("%s", qPrintable(result.error));
        return std::move(*result.project);
    }

    static RunResult run(const QString &file, Backend &backend, const Project &project,
                         SchedulerOptions options = {}, std::stop_token stop = {})
    {
        const GraphRunner runner(OperatorRegistry::builtin(), QFileInfo(file).absoluteDir());
        return runner.run(project.graph, backend, nullptr, options, stop);
    }

    static qsizetype openDescriptors()
    {
        return QDir(QStringLiteral("/proc/self/fd"))
            .entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::System)
            .size();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_shm.isValid() && m_work.isValid());
        qputenv("WEFT_TEMP_DIR", QFile::encodeName(m_shm.path()));
        qputenv("WEFT_WORKER", weft::test::workerBinary());
    }

    void cleanup()
    {
        // Every run folder is gone, whatever the test did.
        QCOMPARE(QDir(m_shm.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot),
                 QStringList());
    }

    void examplesMatchThreads_data()
    {
        QTest::addColumn<QString>("example");
        QTest::addColumn<QByteArray>("threshold");
        const QStringList examples =
            QDir(weft::test::sourcePath(u"resources/examples"))
                .entryList({QStringLiteral("*.weft")}, QDir::Files, QDir::Name);
        QVERIFY(!examples.isEmpty());
        for (const QString &example : examples) {
            QTest::addRow("%s inline", qPrintable(example)) << example << QByteArray();
            QTest::addRow("%s shared memory", qPrintable(example)) << example << QByteArray("0");
        }
    }

    void examplesMatchThreads()
    {
        QFETCH(QString, example);
        QFETCH(QByteArray, threshold);
        const ScopedEnv shm("WEFT_SHM_THRESHOLD", threshold);
        // shuttle_prices runs its script as `python3`: the one with NumPy first on PATH.
        const ScopedEnv path("PATH", QFileInfo(weft::test::pythonProgram()).path().toUtf8() + ':' +
                                         qgetenv("PATH"));
        const QString tag = QString::fromLatin1(QTest::currentDataTag()).replace(u' ', u'_');
        const QString threadsFile = copyExamples(tag + QStringLiteral("-threads"), example);
        const QString processesFile = copyExamples(tag + QStringLiteral("-processes"), example);
        const Project project = load(threadsFile);
        for (const Node &node : project.graph.nodes) {
            for (const PortSpec &port :
                 OperatorRegistry::builtin().find(node.operatorId)->spec().outputs) {
                if (!DatasetCodec::find(port.kind))
                    QSKIP(qPrintable(QStringLiteral("%1 outputs a %2, which has no codec to "
                                                    "travel to a worker yet")
                                         .arg(node.operatorId, dataKindName(port.kind))));
            }
        }

        ThreadBackend threads(2);
        const RunResult expected = run(threadsFile, threads, project);
        QCOMPARE(expected.status, RunStatus::Succeeded);

        std::vector<qint64> pids;
        {
            ProcessBackend processes(2);
            const RunResult got = run(processesFile, processes, project);
            for (const NodeResult &node : got.nodes)
                QVERIFY2(node.error.isEmpty(), qPrintable(node.error));
            QCOMPARE(got.status, RunStatus::Succeeded);
            QCOMPARE(got.backend, QStringLiteral("processes"));
            pids = processes.workerPool().pids();
            QVERIFY(std::any_of(pids.begin(), pids.end(), [](qint64 pid) { return pid > 0; }));
        }
        for (const qint64 pid : pids)
            QVERIFY(pid <= 0 || isGone(pid));

        // Both runs started from identical copies: every file either wrote must be the same.
        const QString threadsDir = QFileInfo(threadsFile).absolutePath();
        const QString processesDir = QFileInfo(processesFile).absolutePath();
        QStringList files;
        QDirIterator it(threadsDir, QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext())
            files.append(it.next().mid(threadsDir.size()));
        QVERIFY(files.size() > 2);
        for (const QString &file : std::as_const(files)) {
            QVERIFY2(QFile::exists(processesDir + file), qPrintable(file));
            QVERIFY2(fileContents(processesDir + file) == fileContents(threadsDir + file),
                     qPrintable(file));
        }
        QDirIterator written(processesDir, QDir::Files, QDirIterator::Subdirectories);
        qsizetype count = 0;
        for (; written.hasNext(); written.next())
            ++count;
        QCOMPARE(count, files.size());
    }

    void manyRunsLeaveNothing()
    {
        const ScopedEnv shm("WEFT_SHM_THRESHOLD", "0"); // every dataset through a segment
        const QString file = copyExamples(QStringLiteral("loop"), QStringLiteral("co2_trend.weft"));
        const Project project = load(file);
        const qsizetype fdsBefore = openDescriptors();
        std::vector<qint64> pids;
        {
            ProcessBackend backend(2);
            for (int i = 0; i < 100; ++i) {
                const RunResult result = run(file, backend, project);
                QCOMPARE(result.status, RunStatus::Succeeded);
                QCOMPARE(QDir(m_shm.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot),
                         QStringList());
            }
            // Each running worker holds two descriptors here (its socket, its stderr file).
            const std::vector<qint64> running = backend.workerPool().pids();
            const auto workers =
                std::count_if(running.begin(), running.end(), [](qint64 pid) { return pid > 0; });
            QCOMPARE(openDescriptors(), fdsBefore + 2 * workers);
            pids = backend.workerPool().pids();
        }
        QCOMPARE(openDescriptors(), fdsBefore);
        for (const qint64 pid : pids)
            QVERIFY(pid <= 0 || isGone(pid));
    }

    void workDataAndArraysTravelBothWays()
    {
        // A worker's output comes back, goes out again to another worker, and every segment
        // is gone after the run: the work operator's opaque block and an array, inline and
        // through shared memory.
        for (const char *threshold : {"0", "100000000"}) {
            const ScopedEnv shm("WEFT_SHM_THRESHOLD", QByteArray(threshold));
            Graph graph;
            const auto add = [&](const char *id, const char *op, QJsonObject params) {
                Node n;
                n.id = NodeId(QString::fromLatin1(id));
                n.operatorId = QString::fromLatin1(op);
                n.params = std::move(params);
                graph.nodes.push_back(std::move(n));
            };
            add("block", "work", {{QStringLiteral("output_bytes"), 3 << 20}});
            add("again", "work", {{QStringLiteral("output_bytes"), 16}});
            add("array", "array.generate",
                {{QStringLiteral("shape"), QStringLiteral("500, 1000")}});
            add("sum", "array.reduce", {});
            graph.edges.push_back(Edge{NodeId(QStringLiteral("block")), QStringLiteral("data"),
                                       NodeId(QStringLiteral("again")), QStringLiteral("inputs")});
            graph.edges.push_back(Edge{NodeId(QStringLiteral("array")), QStringLiteral("array"),
                                       NodeId(QStringLiteral("sum")), QStringLiteral("array")});
            ProcessBackend backend(2);
            const RunResult result = GraphRunner(OperatorRegistry::builtin(), QDir(m_work.path()))
                                         .run(graph, backend, nullptr);
            QCOMPARE(result.status, RunStatus::Succeeded);
            QCOMPARE(QDir(m_shm.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot),
                     QStringList());
        }
    }

    void emptyAndComplexArraysTravel()
    {
        // An array with a zero in a later extent, (2, 0), once failed to decode as a "bad
        // shape" when a worker sent it; a complex128 array goes through a segment and back.
        const ScopedEnv shm("WEFT_SHM_THRESHOLD", QByteArray("0"));
        Graph graph;
        const auto add = [&](const char *id, const char *op, QJsonObject params) {
            Node n;
            n.id = NodeId(QString::fromLatin1(id));
            n.operatorId = QString::fromLatin1(op);
            n.params = std::move(params);
            graph.nodes.push_back(std::move(n));
        };
        const auto edge = [&](const char *from, const char *fromPort, const char *to) {
            graph.edges.push_back(Edge{NodeId(QString::fromLatin1(from)),
                                       QString::fromLatin1(fromPort),
                                       NodeId(QString::fromLatin1(to)), QStringLiteral("array")});
        };
        add("empty", "array.generate",
            {{QStringLiteral("shape"), QStringLiteral("2, 0")},
             {QStringLiteral("dtype"), QStringLiteral("int16")}});
        add("write_empty", "npy.write", {{QStringLiteral("path"), QStringLiteral("empty.npy")}});
        add("complex", "array.generate",
            {{QStringLiteral("shape"), QStringLiteral("300, 500")},
             {QStringLiteral("dtype"), QStringLiteral("complex128")}});
        add("half", "array.chunk", {{QStringLiteral("count"), 2}, {QStringLiteral("index"), 1}});
        add("write_half", "npy.write", {{QStringLiteral("path"), QStringLiteral("half.npy")}});
        edge("empty", "array", "write_empty");
        edge("complex", "array", "half");
        edge("half", "chunk", "write_half");
        ProcessBackend backend(2);
        const RunResult result = GraphRunner(OperatorRegistry::builtin(), QDir(m_work.path()))
                                     .run(graph, backend, nullptr);
        for (const NodeResult &node : result.nodes)
            QVERIFY2(node.state == TaskState::Succeeded,
                     qPrintable(node.id.toString() + u": " + node.error));
        const Array empty = NpyFile::read(m_work.filePath(QStringLiteral("empty.npy")));
        QCOMPARE(empty.type(), ElementType::Int16);
        QCOMPARE(empty.shape(), (std::vector<qint64>{2, 0}));
        const Array half = NpyFile::read(m_work.filePath(QStringLiteral("half.npy")));
        QCOMPARE(half.shape(), (std::vector<qint64>{150, 500}));
        QVERIFY(static_cast<const std::complex<double> *>(half.data())[1] ==
                std::complex<double>(75001, 0));
        QCOMPARE(QDir(m_shm.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot),
                 QStringList());
    }

    void workersAreReusedAcrossRuns()
    {
        const QString file =
            copyExamples(QStringLiteral("reuse"), QStringLiteral("co2_trend.weft"));
        const Project project = load(file);
        ProcessBackend backend(1);
        QCOMPARE(run(file, backend, project).status, RunStatus::Succeeded);
        const std::vector<qint64> first = backend.workerPool().pids();
        QCOMPARE(run(file, backend, project).status, RunStatus::Succeeded);
        QCOMPARE(backend.workerPool().pids(), first);
        QVERIFY(first.front() > 0);
    }

    void crashFailsOnlyItsTask_data()
    {
        QTest::addColumn<QByteArray>("fault");
        QTest::addColumn<QString>("expected");
        QTest::addRow("SIGKILL") << QByteArray("kill") << QStringLiteral("signal SIGKILL");
        QTest::addRow("abort") << QByteArray("abort") << QStringLiteral("signal SIGABRT");
        QTest::addRow("segfault") << QByteArray("segv") << QStringLiteral("signal SIGSEGV");
        QTest::addRow("exit") << QByteArray("exit") << QStringLiteral("exited with code 7");
    }

    void crashFailsOnlyItsTask()
    {
        QFETCH(QByteArray, fault);
        QFETCH(QString, expected);
        const QString file = copyExamples(QStringLiteral("crash-") + QString::fromLatin1(fault),
                                          QStringLiteral("co2_trend.weft"));
        const Project project = load(file);
        // One worker: the branch that goes on after the crash runs on its replacement, which
        // (started after the fault was cleared) also serves the next run.
        ProcessBackend backend(1);
        SchedulerOptions keepGoing;
        keepGoing.keepGoing = true;
        qint64 crashed = -1;
        {
            const ScopedEnv env("WEFT_WORKER_FAULT", "save_clean:" + fault);
            const RunResult result = run(file, backend, project, keepGoing);
            QCOMPARE(result.status, RunStatus::Failed);
            const NodeResult *save = findNode(result, "save_clean");
            QVERIFY(save);
            QCOMPARE(save->state, TaskState::Failed);
            QVERIFY2(save->error.contains(expected) || sanitizerCaught(save->error),
                     qPrintable(save->error));
            QVERIFY2(save->error.contains(u"node 'save_clean'"), qPrintable(save->error));
            const QRegularExpressionMatch pid =
                QRegularExpression(QStringLiteral("worker process (\\d+)")).match(save->error);
            QVERIFY2(pid.hasMatch(), qPrintable(save->error));
            crashed = pid.captured(1).toLongLong();
            QVERIFY2(save->error.contains(u"injected fault") || sanitizerCaught(save->error),
                     qPrintable(save->error));
            // The other branch ran to the end.
            QCOMPARE(findNode(result, "top10")->state, TaskState::Succeeded);
            QCOMPARE(result.count(TaskState::Failed), 1);
        }
        QVERIFY(isGone(crashed));
        // The dead worker was reaped and replaced; the next run works. (The replacement still
        // carries the fault for node save_clean, so that node goes by another name.)
        Project renamed = project;
        renamed.graph.findNode(NodeId(QStringLiteral("save_clean")))->id =
            NodeId(QStringLiteral("save_all"));
        for (Edge &edge : renamed.graph.edges)
            if (edge.toNode.toString() == u"save_clean")
                edge.toNode = NodeId(QStringLiteral("save_all"));
        const RunResult again = run(file, backend, renamed);
        QCOMPARE(again.status, RunStatus::Succeeded);
        QVERIFY(backend.workerPool().pids().front() > 0);
        QVERIFY(backend.workerPool().pids().front() != crashed);
    }

    void retryAfterACrash()
    {
        const QString file =
            copyExamples(QStringLiteral("retry"), QStringLiteral("co2_trend.weft"));
        Project project = load(file);
        const QString marker = m_work.path() + QStringLiteral("/retry-marker");
        const ScopedEnv env("WEFT_WORKER_FAULT", "measured:kill:once=" + QFile::encodeName(marker));
        ProcessBackend backend(1);
        // Without retries the crash fails the node...
        RunResult result = run(file, backend, project);
        QCOMPARE(result.status, RunStatus::Failed);
        QVERIFY(QFile::exists(marker));
        QVERIFY(QFile::remove(marker));
        // ...with one retry, the second attempt runs in the replacement worker and succeeds.
        project.graph.findNode(NodeId(QStringLiteral("measured")))->run.retries = 1;
        result = run(file, backend, project);
        QCOMPARE(result.status, RunStatus::Succeeded);
        QVERIFY(QFile::exists(marker));
    }

    void timeoutStopsTheTask()
    {
        const QString file =
            copyExamples(QStringLiteral("timeout"), QStringLiteral("co2_trend.weft"));
        Project project = load(file);
        project.graph.findNode(NodeId(QStringLiteral("measured")))->run.timeoutSeconds = 1;
        const ScopedEnv env("WEFT_WORKER_FAULT", "measured:hang");
        ProcessBackend backend(1);
        const RunResult result = run(file, backend, project);
        QCOMPARE(result.status, RunStatus::Failed);
        const NodeResult *measured = findNode(result, "measured");
        QVERIFY2(measured->error.contains(u"node 'measured' timed out after 1 s"),
                 qPrintable(measured->error));
        QCOMPARE(backend.workerPool().pids().front(), qint64(-1));
    }

    void taskQueuedBehindAHangIsNotHurt()
    {
        // One worker process, two tasks in flight: "quick" may wait in the socket behind
        // "slow", which hangs. Its timeout must not start while it waits, and when "slow" is
        // stopped it goes to the replacement worker instead of failing with it.
        const QString file =
            copyExamples(QStringLiteral("queued"), QStringLiteral("co2_trend.weft"));
        Project project;
        project.graph = load(file).graph;
        Node read = *project.graph.findNode(NodeId(QStringLiteral("read")));
        read.run.timeoutSeconds = 1;
        Node slow = read, quick = read;
        slow.id = NodeId(QStringLiteral("slow"));
        quick.id = NodeId(QStringLiteral("quick"));
        project.graph.nodes = {slow, quick};
        project.graph.edges.clear();
        const ScopedEnv env("WEFT_WORKER_FAULT", "slow:hang");
        ProcessBackend backend(1, 2);
        SchedulerOptions keepGoing;
        keepGoing.keepGoing = true;
        const RunResult result = run(file, backend, project, keepGoing);
        QCOMPARE(findNode(result, "quick")->state, TaskState::Succeeded);
        QCOMPARE(findNode(result, "slow")->state, TaskState::Failed);
        QVERIFY2(findNode(result, "slow")->error.contains(u"timed out after 1 s"),
                 qPrintable(findNode(result, "slow")->error));
    }

    void cancelStopsRunningWorkers()
    {
        const QString file =
            copyExamples(QStringLiteral("cancel"), QStringLiteral("co2_trend.weft"));
        const Project project = load(file);
        const ScopedEnv env("WEFT_WORKER_FAULT", "measured:hang");
        std::vector<qint64> pids;
        {
            ProcessBackend backend(2);
            std::stop_source stop;
            RunResult result;
            std::thread runner([&] { result = run(file, backend, project, {}, stop.get_token()); });
            // Wait until a worker process exists (it gets the hanging task), then cancel.
            const auto started = [&] {
                const std::vector<qint64> now = backend.workerPool().pids();
                return std::any_of(now.begin(), now.end(), [](qint64 pid) { return pid > 0; });
            };
            QTRY_VERIFY_WITH_TIMEOUT(started(), 20000);
            pids = backend.workerPool().pids();
            stop.request_stop();
            runner.join();
            QCOMPARE(result.status, RunStatus::Cancelled);
            QCOMPARE(findNode(result, "measured")->state, TaskState::Cancelled);
        }
        // The hung worker was terminated, the idle ones shut down; none is left as a zombie.
        for (const qint64 pid : pids)
            QVERIFY(pid <= 0 || isGone(pid));
    }

    void perNodeProcessesUnderThreads()
    {
        const QString file =
            copyExamples(QStringLiteral("pernode"), QStringLiteral("co2_trend.weft"));
        Project project = load(file);
        project.graph.findNode(NodeId(QStringLiteral("measured")))->run.backend =
            QStringLiteral("processes");
        ThreadBackend backend(2);
        {
            const ScopedEnv env("WEFT_WORKER_FAULT", "measured:segv");
            const RunResult crashed = run(file, backend, project);
            QCOMPARE(crashed.status, RunStatus::Failed);
            QVERIFY2(findNode(crashed, "measured")->error.contains(u"SIGSEGV") ||
                         sanitizerCaught(findNode(crashed, "measured")->error),
                     qPrintable(findNode(crashed, "measured")->error));
        }
        // This process survived the crash, and the node runs in a fresh worker.
        const RunResult result = run(file, backend, project);
        QCOMPARE(result.status, RunStatus::Succeeded);
        const std::vector<qint64> pids = backend.workerPool().pids();
        QCOMPARE(std::count_if(pids.begin(), pids.end(), [](qint64 pid) { return pid > 0; }), 1);
    }

    void nodeMayStayInProcessUnderProcesses()
    {
        const QString file =
            copyExamples(QStringLiteral("local"), QStringLiteral("co2_trend.weft"));
        Project project = load(file);
        for (Node &node : project.graph.nodes)
            node.run.backend = QStringLiteral("threads");
        // Every node asks for threads: the processes backend starts no worker at all.
        ProcessBackend backend(2);
        QCOMPARE(run(file, backend, project).status, RunStatus::Succeeded);
        for (const qint64 pid : backend.workerPool().pids())
            QCOMPARE(pid, qint64(-1));
    }

    void missingWorkerIsAClearError()
    {
        const QString file =
            copyExamples(QStringLiteral("missing"), QStringLiteral("co2_trend.weft"));
        const Project project = load(file);
        const ScopedEnv env("WEFT_WORKER", "/nonexistent/weft-worker");
        ProcessBackend backend(1);
        const RunResult result = run(file, backend, project);
        QCOMPARE(result.status, RunStatus::Failed);
        QVERIFY2(findNode(result, "read")->error.contains(u"/nonexistent/weft-worker"),
                 qPrintable(findNode(result, "read")->error));
        qputenv("WEFT_WORKER", weft::test::workerBinary());
    }

    void factoryMakesProcesses()
    {
        QCOMPARE(parseBackendKind(u"processes"), BackendKind::Processes);
        QString error;
        const auto one = BackendFactory::make(BackendKind::Processes, 1, &error);
        QVERIFY(one);
        QCOMPARE(one->name(), QStringLiteral("processes"));
        QCOMPARE(one->processes(), 1);
        // Two scheduler workers share the process: one task runs, the next waits in its socket.
        QCOMPARE(one->workers(), ProcessBackend::kTasksInFlight);
        QVERIFY(one->runsInProcesses());
    }
};

QTEST_GUILESS_MAIN(TestProcessBackend)
#include "tst_processbackend.moc"
