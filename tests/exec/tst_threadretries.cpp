// Retries and timeouts of nodes run on threads: a failed attempt is run again up to the node's
// `retries`, and `timeout_s` stops an attempt through its stop token (the operator must look).

#include "data/WorkData.h"
#include "exec/GraphRunner.h"
#include "exec/TaskDeadline.h"
#include "exec/ThreadBackend.h"
#include "ops/BuiltinOperators.h"
#include "ops/OperatorRegistry.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>
#include <csignal>

using namespace weft::engine;

namespace {

/// Work that takes longer than the test may (its ctest TIMEOUT is 120 s): a timeout that did
/// not stop it fails the test by its time limit, with no clock read here.
constexpr int kLongerThanTheTest = 600;

/// "test.flaky": fails its first `failures` attempts (counted across the test), then
/// produces a small WorkData. Every attempt adds one to `calls`.
class FlakyOperator : public Operator
{
public:
    FlakyOperator(std::atomic<int> &calls, int failures)
        : m_calls(calls)
        , m_failures(failures)
    {
        m_spec.id = QStringLiteral("test.flaky");
        m_spec.outputs.push_back(PortSpec{QStringLiteral("out"), DataKind::Any, {}, false});
    }
    const OperatorSpec &spec() const override { return m_spec; }
    std::vector<DatasetPtr> run(const OperatorCall &call) const override
    {
        const int attempt = ++m_calls;
        if (attempt <= m_failures)
            throw OperatorError(QStringLiteral("flaky failure %1").arg(attempt));
        Q_UNUSED(call);
        return {std::make_shared<const WorkData>(8)};
    }

private:
    OperatorSpec m_spec;
    std::atomic<int> &m_calls;
    int m_failures;
};

Node makeNode(const QString &id, const QString &op, QJsonObject params = {})
{
    Node n;
    n.id = NodeId(id);
    n.operatorId = op;
    n.params = std::move(params);
    n.run.backend = QStringLiteral("threads");
    return n;
}

/// Whether a process whose command line contains `marker` still runs (a leftover child).
bool processWithArgumentRuns(const QString &marker)
{
    QProcess pgrep;
    pgrep.start(QStringLiteral("pgrep"), {QStringLiteral("-f"), marker});
    pgrep.waitForFinished();
    return pgrep.exitCode() == 0;
}

} // namespace

class TestThreadRetries : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void deadlineStopsOnTimeAndOnCancel()
    {
        std::stop_source run;
        {
            TaskDeadline none(run.get_token(), 0);
            QVERIFY(!none.token().stop_requested());
            QVERIFY(!none.expired());
        }
        {
            TaskDeadline deadline(run.get_token(), 1);
            QTRY_VERIFY_WITH_TIMEOUT(deadline.token().stop_requested(), 5000);
            QVERIFY(deadline.expired());
        }
        TaskDeadline cancelled(run.get_token(), 60);
        run.request_stop();
        QVERIFY(cancelled.token().stop_requested());
        QVERIFY(!cancelled.expired()); // a cancel is not a timeout
    }

    void retriedAttemptSucceeds()
    {
        std::atomic<int> calls{0};
        OperatorRegistry registry;
        registry.add(std::make_unique<FlakyOperator>(calls, 2));
        Graph graph;
        graph.nodes.push_back(makeNode(QStringLiteral("flaky"), QStringLiteral("test.flaky")));
        graph.nodes.back().run.retries = 2;
        ThreadBackend backend(2);
        const RunResult result = GraphRunner(registry, QDir::temp()).run(graph, backend, nullptr);
        QCOMPARE(result.status, RunStatus::Succeeded);
        QCOMPARE(calls.load(), 3);
        QCOMPARE(result.nodes[0].attempts, 3);
        QVERIFY(result.nodes[0].error.isEmpty());
    }

    void retriesRunOut()
    {
        std::atomic<int> calls{0};
        OperatorRegistry registry;
        registry.add(std::make_unique<FlakyOperator>(calls, 100));
        Graph graph;
        graph.nodes.push_back(makeNode(QStringLiteral("flaky"), QStringLiteral("test.flaky")));
        graph.nodes.back().run.retries = 1;
        ThreadBackend backend(2);
        const RunResult result = GraphRunner(registry, QDir::temp()).run(graph, backend, nullptr);
        QCOMPARE(result.status, RunStatus::Failed);
        QCOMPARE(calls.load(), 2);
        QCOMPARE(result.nodes[0].attempts, 2);
        QCOMPARE(result.nodes[0].error, QStringLiteral("flaky failure 2 (after 2 attempts)"));

        // Without retries, one attempt and the plain message.
        calls = 0;
        graph.nodes.back().run.retries = 0;
        const RunResult once = GraphRunner(registry, QDir::temp()).run(graph, backend, nullptr);
        QCOMPARE(calls.load(), 1);
        QCOMPARE(once.nodes[0].attempts, 1);
        QCOMPARE(once.nodes[0].error, QStringLiteral("flaky failure 1"));
    }

    void timeoutStopsWork()
    {
        OperatorRegistry registry;
        registry.add(makeWorkOperator());
        Graph graph;
        graph.nodes.push_back(makeNode(QStringLiteral("slow"), QStringLiteral("work"),
                                       {{QStringLiteral("seconds"), kLongerThanTheTest}}));
        graph.nodes.back().run.timeoutSeconds = 1;
        graph.nodes.back().run.retries = 1;
        ThreadBackend backend(2);
        const RunResult result = GraphRunner(registry, QDir::temp()).run(graph, backend, nullptr);
        QCOMPARE(result.status, RunStatus::Failed);
        QCOMPARE(result.nodes[0].state, TaskState::Failed);
        QCOMPARE(result.nodes[0].attempts, 2); // a timed-out attempt is retried too
        QCOMPARE(result.nodes[0].error,
                 QStringLiteral("node 'slow' timed out after 1 s (after 2 attempts)"));
    }

    void timeoutKillsCommandChild()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        // A marker in the command line, so that the test can look for the child afterwards.
        const QString marker =
            QStringLiteral("weft-timeout-%1").arg(QCoreApplication::applicationPid());
        OperatorRegistry registry;
        registry.add(makeCommandOperator());
        Graph graph;
        graph.nodes.push_back(makeNode(
            QStringLiteral("hang"), QStringLiteral("command"),
            {{QStringLiteral("program"), QStringLiteral("python3")},
             {QStringLiteral("arguments"), QStringLiteral("-c\nimport time; time.sleep(%1)\n%2")
                                               .arg(kLongerThanTheTest)
                                               .arg(marker)}}));
        graph.nodes.back().run.timeoutSeconds = 1;
        ThreadBackend backend(1);
        const RunResult result =
            GraphRunner(registry, QDir(dir.path())).run(graph, backend, nullptr);
        QCOMPARE(result.status, RunStatus::Failed);
        QCOMPARE(result.nodes[0].error, QStringLiteral("node 'hang' timed out after 1 s"));
        QVERIFY(!processWithArgumentRuns(marker));
    }

    void fastNodeIsNotStopped()
    {
        OperatorRegistry registry;
        registry.add(makeWorkOperator());
        Graph graph;
        graph.nodes.push_back(makeNode(QStringLiteral("quick"), QStringLiteral("work"),
                                       {{QStringLiteral("seconds"), 0.01}}));
        // The watchdog ends with the attempt: were it to wait for its deadline, the test would
        // outlast its time limit.
        graph.nodes.back().run.timeoutSeconds = kLongerThanTheTest;
        ThreadBackend backend(2);
        const RunResult result = GraphRunner(registry, QDir::temp()).run(graph, backend, nullptr);
        QCOMPARE(result.status, RunStatus::Succeeded);
        QCOMPARE(result.nodes[0].attempts, 1);
    }
};

QTEST_GUILESS_MAIN(TestThreadRetries)
#include "tst_threadretries.moc"
