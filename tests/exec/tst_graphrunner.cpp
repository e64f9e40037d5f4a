#include "exec/EventStream.h"
#include "exec/GraphRunner.h"
#include "exec/SequentialBackend.h"
#include "exec/ThreadBackend.h"
#include "ops/OperatorRegistry.h"

#include <QTest>

#include <atomic>
#include <chrono>
#include <thread>

using namespace weft::engine;

namespace {

/// A scalar of a chosen size, so tests can follow the bytes held.
class Blob : public Dataset
{
public:
    explicit Blob(qint64 bytes)
        : m_bytes(bytes)
    {}
    DataKind kind() const override { return DataKind::Scalar; }
    qint64 sizeBytes() const override { return m_bytes; }

private:
    qint64 m_bytes;
};

/// "test.make": no input, one output of `bytes` bytes. "test.pass": n inputs (variadic), one
/// output of `bytes`. "test.fail": throws. "test.stop": requests a stop from inside the run.
class TestOperator : public Operator
{
public:
    TestOperator(QString id, int inputs, std::function<void(const OperatorCall &)> effect = {})
        : m_effect(std::move(effect))
    {
        m_spec.id = std::move(id);
        if (inputs > 0)
            m_spec.inputs.push_back(PortSpec{QStringLiteral("in"), DataKind::Any, {}, true});
        m_spec.outputs.push_back(PortSpec{QStringLiteral("out"), DataKind::Scalar, {}, false});
        m_spec.params.push_back(
            ParamSpec{QStringLiteral("bytes"), ParamType::Integer, {}, QJsonValue(100), {}});
    }
    const OperatorSpec &spec() const override { return m_spec; }
    std::vector<DatasetPtr> run(const OperatorCall &call) const override
    {
        if (m_effect)
            m_effect(call);
        if (m_spec.id.startsWith(QStringLiteral("test.fail")))
            throw OperatorError(QStringLiteral("broken on purpose"));
        return {std::make_shared<Blob>(call.integer(u"bytes"))};
    }

private:
    OperatorSpec m_spec;
    std::function<void(const OperatorCall &)> m_effect;
};

Node node(const char *id, const char *op, qint64 bytes = 100)
{
    Node n;
    n.id = NodeId(QString::fromLatin1(id));
    n.operatorId = QString::fromLatin1(op);
    n.params.insert(QStringLiteral("bytes"), bytes);
    return n;
}

Edge edge(const char *from, const char *to)
{
    return Edge{NodeId(QString::fromLatin1(from)), QStringLiteral("out"),
                NodeId(QString::fromLatin1(to)), QStringLiteral("in")};
}

} // namespace

class TestGraphRunner : public QObject
{
    Q_OBJECT

    OperatorRegistry m_registry;
    std::stop_source m_stopFromInside;
    std::atomic<bool> m_waiting{false}; ///< "test.wait" has started
    std::atomic<bool> m_release{false}; ///< lets "test.wait" return
    std::vector<long> m_inputHolders;   ///< "test.count": references to its first input

    RunResult run(const Graph &graph, std::stop_token stop = {})
    {
        SequentialBackend backend;
        return GraphRunner(m_registry, QDir::temp()).run(graph, backend, nullptr, {}, stop);
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_registry.add(std::make_unique<TestOperator>(QStringLiteral("test.make"), 0));
        m_registry.add(std::make_unique<TestOperator>(QStringLiteral("test.pass"), 1));
        m_registry.add(std::make_unique<TestOperator>(QStringLiteral("test.fail"), 1));
        m_registry.add(std::make_unique<TestOperator>(
            QStringLiteral("test.stop"), 1,
            [this](const OperatorCall &) { m_stopFromInside.request_stop(); }));
        m_registry.add(std::make_unique<TestOperator>(
            QStringLiteral("test.count"), 1, [this](const OperatorCall &call) {
                m_inputHolders.push_back(call.input(0).use_count());
            }));
        // Blocks until the test lets it go (30 s at most, so a broken test cannot hang).
        m_registry.add(std::make_unique<TestOperator>(
            QStringLiteral("test.wait"), 0, [this](const OperatorCall &) {
                m_waiting = true;
                for (int i = 0; i < 3000 && !m_release.load(); ++i)
                    std::this_thread::sleep_for(std::chrono::milliseconds(10));
            }));
        // Fails once "test.wait" runs beside it.
        m_registry.add(std::make_unique<TestOperator>(
            QStringLiteral("test.fail.late"), 0, [this](const OperatorCall &) {
                for (int i = 0; i < 3000 && !m_waiting.load(); ++i)
                    std::this_thread::sleep_for(std::chrono::milliseconds(10));
            }));
    }

    void outputsNobodyReadsAreReleasedWhenTheirNodeEnds()
    {
        // Twenty unconnected nodes of 50 MB each: one worker holds one of them at a time rather
        // than all twenty (1 GB) until the run ends.
        constexpr qint64 bytes = 50'000'000;
        Graph g;
        std::vector<QByteArray> ids;
        for (int i = 0; i < 20; ++i)
            ids.push_back("n" + QByteArray::number(i));
        for (const QByteArray &id : ids)
            g.nodes.push_back(node(id.constData(), "test.make", bytes));
        const RunResult result = run(g);

        QCOMPARE(result.status, RunStatus::Succeeded);
        QCOMPARE(result.peakBytesHeld, bytes);
        QCOMPARE(result.bytesReleased, 20 * bytes);
    }

    void chainReleasesEachDatasetAfterItsLastConsumer()
    {
        Graph g;
        g.nodes = {node("a", "test.make", 1000), node("b", "test.pass", 200),
                   node("c", "test.pass", 30)};
        g.edges = {edge("a", "b"), edge("b", "c")};
        const RunResult result = run(g);

        QCOMPARE(result.status, RunStatus::Succeeded);
        // a's 1000 bytes are released once b has run; c's output, read by nobody, as soon as c
        // ends.
        QCOMPARE(result.peakBytesHeld, qint64(1200));
        QCOMPARE(result.bytesReleased, qint64(1230));
        QVERIFY(result.resumeFrom.empty());
    }

    void sharedInputIsKeptUntilItsLastConsumer()
    {
        Graph g;
        g.nodes = {node("src", "test.make", 500), node("left", "test.pass", 1),
                   node("right", "test.pass", 1), node("join", "test.pass", 1)};
        g.edges = {edge("src", "left"), edge("src", "right"), edge("left", "join"),
                   edge("right", "join")};
        const RunResult result = run(g);
        QCOMPARE(result.status, RunStatus::Succeeded);
        // src is held until both branches have run: 500 + 1 + 1 at the peak; join's output,
        // read by nobody, is released when join ends.
        QCOMPARE(result.peakBytesHeld, qint64(502));
        QCOMPARE(result.bytesReleased, qint64(503));
    }

    void theLastConsumerToStartHoldsItsInputAlone()
    {
        // "test.count" notes how many references its input has while it runs: the runner
        // keeps a node's outputs for consumers still to start, then hands them over, so the
        // last consumer is the only holder and could free its input as it works.
        m_inputHolders.clear();
        Graph g;
        g.nodes = {node("src", "test.make", 500), node("first", "test.count", 1),
                   node("last", "test.count", 1)};
        g.edges = {edge("src", "first"), edge("src", "last"), edge("first", "last")};
        const RunResult result = run(g);
        QCOMPARE(result.status, RunStatus::Succeeded);
        QCOMPARE(m_inputHolders, (std::vector<long>{2, 1}));
        // The ledger still counts src until its last consumer has finished; last's output,
        // read by nobody, is released when last ends.
        QCOMPARE(result.peakBytesHeld, qint64(502));
        QCOMPARE(result.bytesReleased, qint64(502));
    }

    void failureSkipsDownstreamAndCancelsTheRest()
    {
        Graph g;
        g.nodes = {node("a", "test.make"), node("bad", "test.fail"), node("after", "test.pass"),
                   node("other", "test.make")};
        g.edges = {edge("a", "bad"), edge("bad", "after")};
        const RunResult result = run(g);

        QCOMPARE(result.status, RunStatus::Failed);
        QCOMPARE(result.nodes[1].state, TaskState::Failed);
        QCOMPARE(result.nodes[1].error, QStringLiteral("broken on purpose"));
        QCOMPARE(result.nodes[2].state, TaskState::Skipped);
        QCOMPARE(result.nodes[3].state, TaskState::Cancelled);
        QCOMPARE(result.count(TaskState::Succeeded), 1);
        QCOMPARE(result.resumeFrom,
                 (std::vector<NodeId>{NodeId(u"a"_qs), NodeId(u"bad"_qs), NodeId(u"after"_qs),
                                      NodeId(u"other"_qs)}));
    }

    void stopRequestCancelsTheNodesNotYetStarted()
    {
        Graph g;
        g.nodes = {node("a", "test.make"), node("stopper", "test.stop"), node("c", "test.pass")};
        g.edges = {edge("a", "stopper"), edge("stopper", "c")};
        const RunResult result = run(g, m_stopFromInside.get_token());
        QCOMPARE(result.status, RunStatus::Cancelled);
        QCOMPARE(result.nodes[0].state, TaskState::Succeeded);
        // The node that asked for the stop finished its work; what had not started is cancelled.
        QCOMPARE(result.nodes[1].state, TaskState::Succeeded);
        QCOMPARE(result.nodes[2].state, TaskState::Cancelled);
    }

    void threadsGiveTheSameResults()
    {
        Graph g;
        g.nodes = {node("src", "test.make", 500), node("left", "test.pass", 1),
                   node("right", "test.pass", 1), node("join", "test.pass", 1)};
        g.edges = {edge("src", "left"), edge("src", "right"), edge("left", "join"),
                   edge("right", "join")};
        ThreadBackend backend(2);
        const RunResult result =
            GraphRunner(m_registry, QDir::temp()).run(g, backend, nullptr, {}, {});
        QCOMPARE(result.status, RunStatus::Succeeded);
        QCOMPARE(result.count(TaskState::Succeeded), 4);
        QCOMPARE(result.bytesReleased, qint64(503));
        QCOMPARE(result.backend, QStringLiteral("threads"));
        QCOMPARE(result.workers, 2);
    }

    void failuresAreVisibleWhileTheRunGoes()
    {
        // `bad` fails while `wait` blocks, so the run cannot have ended when the failure shows.
        Graph g;
        g.nodes = {node("wait", "test.wait"), node("bad", "test.fail.late")};
        ThreadBackend backend(2);
        GraphRunner runner(m_registry, QDir::temp());
        EventStream events(backend.workers() + 1);
        std::vector<NodeFailure> failures; // what the runner noted in the stream
        events.takeFailures(failures);
        QVERIFY(failures.empty()); // no run goes
        m_waiting = false;
        m_release = false;
        RunResult result;
        std::jthread thread(
            [&](std::stop_token stop) { result = runner.run(g, backend, &events, {}, stop); });
        // On a failed check, lets `wait` go before the thread is joined.
        struct Release
        {
            std::atomic<bool> &flag;
            ~Release() { flag = true; }
        } release{m_release};
        QTRY_VERIFY_WITH_TIMEOUT((events.takeFailures(failures), !failures.empty()), 20'000);
        m_release = true;
        thread.join();
        QCOMPARE(failures.size(), std::size_t(1));
        QCOMPARE(failures[0].node, quint32(1));
        QCOMPARE(failures[0].error, QStringLiteral("broken on purpose"));
        // What the result says at the end is the same message; the runner noted it once.
        QCOMPARE(result.nodes[1].error, failures[0].error);
        QCOMPARE(result.nodes[0].state, TaskState::Succeeded);
        events.takeFailures(failures);
        QCOMPARE(failures.size(), std::size_t(1));
    }

    void unknownOperatorFailsInsteadOfCrashing()
    {
        Graph g;
        g.nodes = {node("x", "no.such")};
        const RunResult result = run(g);
        QCOMPARE(result.status, RunStatus::Failed);
        QVERIFY(result.nodes[0].error.contains(QStringLiteral("no.such")));
    }
};

QTEST_GUILESS_MAIN(TestGraphRunner)
#include "tst_graphrunner.moc"
