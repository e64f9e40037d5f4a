#include "data/Array.h"
#include "data/FileList.h"
#include "exec/GraphRunner.h"
#include "exec/ProcessBackend.h"
#include "exec/WorkerPool.h"
#include "ops/BuiltinOperators.h"
#include "ops/OperatorRegistry.h"
#include "support/TestPaths.h"

#include <QCoreApplication>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <numeric>
#include <set>

using namespace weft::engine;

namespace {

/// "test.keep": remembers what it receives; runs in the test process (the workers do not know
/// it), so its node says so.
class KeepOp : public Operator
{
public:
    KeepOp() { m_spec.inputs.push_back(PortSpec{u"data"_qs, DataKind::Any, {}, false}); }
    const OperatorSpec &spec() const override { return m_spec; }
    std::vector<DatasetPtr> run(const OperatorCall &call) const override
    {
        kept = call.input(0);
        return {};
    }

    static inline DatasetPtr kept;

private:
    OperatorSpec m_spec{u"test.keep"_qs, {}, {}, {}, {}, {}, {}};
};

Node node(const char *id, const char *op, QJsonObject params = {})
{
    Node n;
    n.id = NodeId(QString::fromLatin1(id));
    n.operatorId = QString::fromLatin1(op);
    n.params = std::move(params);
    return n;
}

Edge edge(const char *from, const char *fromPort, const char *to, const char *toPort)
{
    return Edge{NodeId(QString::fromLatin1(from)), QString::fromLatin1(fromPort),
                NodeId(QString::fromLatin1(to)), QString::fromLatin1(toPort)};
}

} // namespace

/// Map nodes whose batches run in worker processes: each batch's slice of the items travels
/// to the worker like any task's inputs, and the outputs are joined in item order.
class TestMapInWorkers : public QObject
{
    Q_OBJECT

    QTemporaryDir m_shm;
    OperatorRegistry m_registry;

    /// rows × 2 float64 0, 1, 2… mapped through work.items in worker processes in fixed
    /// batches, and kept on a thread.
    static Graph mappedArray(int rows, int batch)
    {
        Graph graph;
        graph.nodes = {node("gen", "array.generate", {{u"shape"_qs, u"%1, 2"_qs.arg(rows)}}),
                       node("each", "work.items"), node("keep", "test.keep")};
        graph.nodes[1].run.map = true;
        graph.nodes[1].run.batchSize = batch;
        graph.nodes[2].run.backend = u"threads"_qs;
        graph.edges = {edge("gen", "array", "each", "items"),
                       edge("each", "items", "keep", "data")};
        return graph;
    }

    RunResult run(const Graph &graph, const QDir &dir)
    {
        KeepOp::kept.reset();
        ProcessBackend backend(2);
        return GraphRunner(m_registry, dir).run(graph, backend, nullptr);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_shm.isValid());
        qputenv("WEFT_TEMP_DIR", QFile::encodeName(m_shm.path()));
        qputenv("WEFT_WORKER", weft::test::workerBinary());
        m_registry.add(std::make_unique<KeepOp>());
        m_registry.add(makeArrayGenerateOperator());
        m_registry.add(makeWorkItemsOperator());
        m_registry.add(makeFilesListOperator());
        m_registry.add(makeCommandOperator());
    }

    void cleanup()
    {
        // No shared memory segment or run folder is left behind.
        QCOMPARE(QDir(m_shm.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot),
                 QStringList());
    }

    void anArrayIsMappedInWorkersAndJoinedInOrder()
    {
        // 300,000 × 2 float64 (4.8 MB) in fixed batches of 2,000 rows (32 kB each way, well
        // inside a socket's buffer).
        const RunResult result = run(mappedArray(300000, 2000), QDir::temp());
        QVERIFY2(result.nodes[1].error.isEmpty(), qPrintable(result.nodes[1].error));
        QCOMPARE(result.status, RunStatus::Succeeded);
        const auto kept = Array::fromDataset(KeepOp::kept);
        QVERIFY(kept);
        std::vector<double> expected(600000);
        std::iota(expected.begin(), expected.end(), 0.0);
        QVERIFY(*kept == Array::fromDoubles({300000, 2}, std::move(expected)));
        QCOMPARE(result.nodes[1].batching->items, qsizetype(300000));
        QCOMPARE(result.nodes[1].batching->batches, qsizetype(150));
    }

    void largeInlineBatchesNeverBlockTheSocket()
    {
        // Batches of 30,000 × 2 float64 (480 kB each way: inline, yet more than a socket's
        // buffer) with two requests in flight per worker: a worker blocked writing one reply
        // must still get its next request, and nobody may wait for the other forever.
        const RunResult result = run(mappedArray(600000, 30000), QDir::temp());
        QVERIFY2(result.nodes[1].error.isEmpty(), qPrintable(result.nodes[1].error));
        QCOMPARE(result.status, RunStatus::Succeeded);
        QCOMPARE(result.nodes[1].batching->batches, qsizetype(20));
        const auto kept = Array::fromDataset(KeepOp::kept);
        QVERIFY(kept);
        QCOMPARE(kept->shape(), (std::vector<qint64>{600000, 2}));
        QCOMPARE(kept->toDouble(1199999), 1199999.0);
    }

    void eachFileRunsInAWorkerProcess()
    {
        // sh writes its parent's pid: the worker process that ran the batch, not this one.
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QDir(dir.path()).mkdir(u"in"_qs);
        for (int i = 0; i < 6; ++i) {
            QFile file(dir.filePath(u"in/f%1"_qs.arg(i)));
            QVERIFY(file.open(QIODevice::WriteOnly));
        }
        Graph graph;
        graph.nodes = {
            node("ls", "files.list", {{u"folder"_qs, u"in"_qs}}),
            node("pid", "command",
                 {{u"program"_qs, u"sh"_qs},
                  {u"arguments"_qs, u"-c\necho $PPID > \"$1\"\nsh\n{out:pid}\n{item}"_qs},
                  {u"outputs"_qs, u"pid = pids/{item.name}"_qs}}),
            node("keep", "test.keep")};
        graph.nodes[1].run.map = true;
        graph.nodes[1].run.batchSize = 2;
        graph.nodes[2].run.backend = u"threads"_qs;
        graph.edges = {edge("ls", "files", "pid", "files"), edge("pid", "files", "keep", "data")};
        const RunResult result = run(graph, QDir(dir.path()));
        QVERIFY2(result.nodes[1].error.isEmpty(), qPrintable(result.nodes[1].error));
        QCOMPARE(result.status, RunStatus::Succeeded);
        QCOMPARE(result.nodes[1].batching->batches, qsizetype(3));
        const auto kept = FileList::fromDataset(KeepOp::kept);
        QCOMPARE(kept->files().size(), 6);
        std::set<qint64> pids;
        for (int i = 0; i < 6; ++i) {
            QCOMPARE(QFileInfo(kept->files()[i]).fileName(), u"f%1"_qs.arg(i));
            QFile file(kept->files()[i]);
            QVERIFY(file.open(QIODevice::ReadOnly));
            pids.insert(file.readAll().trimmed().toLongLong());
        }
        QVERIFY(!pids.count(QCoreApplication::applicationPid()));
        QVERIFY(!pids.count(0));
    }
};

QTEST_GUILESS_MAIN(TestMapInWorkers)
#include "tst_mapinworkers.moc"
