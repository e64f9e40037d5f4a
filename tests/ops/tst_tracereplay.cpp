#include "exec/GraphRunner.h"
#include "exec/SequentialBackend.h"
#include "exec/ThreadBackend.h"
#include "graph/Graph.h"
#include "ops/OperatorRegistry.h"
#include "project/Project.h"
#include "project/ProjectValidator.h"
#include "support/TestPaths.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>
#include <QTest>

using namespace weft::engine;

namespace {

/// Runtimes shrink by this factor: the 2,771 s of the recorded run become about 1.4 s of work.
constexpr double kTimeScale = 2000.0;

/// A graph of one `work` node per task of a recorded workflow: its runtime (scaled), the bytes
/// it wrote as its output, an edge from each parent.
/// `sinkBytes`: the outputs no task reads, the run's results, which it keeps.
Graph traceGraph(const QString &file, qint64 *totalBytes, qint64 *sinkBytes)
{
    QFile in(file);
    if (!in.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(file));
    const QJsonArray tasks =
        QJsonDocument::fromJson(in.readAll()).object().value(u"tasks").toArray();
    Graph graph;
    *totalBytes = 0;
    QSet<QString> parents;
    for (const QJsonValue &value : tasks)
        for (const QJsonValue &parent : value.toObject().value(u"parents").toArray())
            parents.insert(parent.toString());
    *sinkBytes = 0;
    for (const QJsonValue &value : tasks) {
        const QJsonObject task = value.toObject();
        Node node;
        node.id = NodeId(task.value(u"id").toString());
        node.operatorId = QStringLiteral("work");
        const qint64 bytes = task.value(u"output_bytes").toInteger();
        *totalBytes += bytes;
        if (!parents.contains(node.id.toString()))
            *sinkBytes += bytes;
        node.params = QJsonObject{
            {QStringLiteral("seconds"), task.value(u"runtime_s").toDouble() / kTimeScale},
            {QStringLiteral("output_bytes"), bytes}};
        graph.nodes.push_back(node);
        for (const QJsonValue &parent : task.value(u"parents").toArray())
            graph.edges.push_back(Edge{NodeId(parent.toString()), QStringLiteral("data"), node.id,
                                       QStringLiteral("inputs")});
    }
    return graph;
}

} // namespace

class TestTraceReplay : public QObject
{
    Q_OBJECT

private:
    Graph m_graph;
    qint64 m_totalBytes = 0;
    qint64 m_sinkBytes = 0;

    void checkResult(const RunResult &result)
    {
        QCOMPARE(result.status, RunStatus::Succeeded);
        QCOMPARE(result.count(TaskState::Succeeded), 52);
        // Every output held real memory and was released: after its last consumer ran, or
        // (the final results) as soon as its task ended; never all of it was held at once.
        QVERIFY(result.peakBytesHeld > 0);
        QVERIFY2(result.peakBytesHeld < m_totalBytes,
                 qPrintable(u"peak %1 of %2"_qs.arg(result.peakBytesHeld).arg(m_totalBytes)));
        QCOMPARE(result.bytesReleased, m_totalBytes);
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_graph = traceGraph(weft::test::testDataPath(u"workloads/1000genome-2ch.dag.json"),
                             &m_totalBytes, &m_sinkBytes);
        QCOMPARE(m_graph.nodes.size(), size_t(52));
        QCOMPARE(m_graph.edges.size(), size_t(76));
        QCOMPARE(m_totalBytes, 7059197);
        QVERIFY(m_sinkBytes > 0 && m_sinkBytes < m_totalBytes);
    }

    void theTraceIsAValidProject()
    {
        Project project;
        project.graph = m_graph;
        const auto problems =
            ProjectValidator(OperatorRegistry::builtin()).validate(project, QDir::current());
        QVERIFY2(problems.empty(), problems.empty() ? "" : qPrintable(problems.front().message));
    }

    void replaysOnTwoThreads()
    {
        ThreadBackend backend(2);
        checkResult(GraphRunner(OperatorRegistry::builtin(), QDir::current())
                        .run(m_graph, backend, nullptr, {}, {}));
    }

    void replaysSequentially()
    {
        SequentialBackend backend;
        checkResult(GraphRunner(OperatorRegistry::builtin(), QDir::current())
                        .run(m_graph, backend, nullptr, {}, {}));
    }
};

QTEST_GUILESS_MAIN(TestTraceReplay)
#include "tst_tracereplay.moc"
