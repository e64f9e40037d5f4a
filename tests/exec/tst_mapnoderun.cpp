#include "data/Array.h"
#include "data/FileList.h"
#include "data/Table.h"
#include "exec/EventStream.h"
#include "exec/GraphRunner.h"
#include "exec/ThreadBackend.h"
#include "ops/BuiltinOperators.h"
#include "ops/OperatorRegistry.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>
#include <thread>

using namespace weft::engine;

namespace {

/// "test.rows": a table of `rows` rows, column x = 0, 1, 2, ...
/// "test.square": adds y = x * x; throws on a row whose x is a multiple of `bad` (0: never),
/// naming the value, so per-item errors can be told apart.
/// "test.keep": remembers the table it receives (the end of the pipeline).
class TableOp : public Operator
{
public:
    explicit TableOp(QString id)
    {
        m_spec.id = std::move(id);
        if (m_spec.id != u"test.rows")
            m_spec.inputs.push_back(PortSpec{u"table"_qs, DataKind::Table, {}, false});
        if (m_spec.id != u"test.keep")
            m_spec.outputs.push_back(PortSpec{u"table"_qs, DataKind::Table, {}, false});
        m_spec.params = {ParamSpec{u"rows"_qs, ParamType::Integer, {}, QJsonValue(0), {}},
                         ParamSpec{u"bad"_qs, ParamType::Integer, {}, QJsonValue(0), {}}};
    }
    const OperatorSpec &spec() const override { return m_spec; }
    std::vector<DatasetPtr> run(const OperatorCall &call) const override
    {
        if (m_spec.id == u"test.rows") {
            std::vector<qint64> x(size_t(call.integer(u"rows")));
            std::iota(x.begin(), x.end(), 0);
            auto table = std::make_shared<Table>();
            table->addColumn(TableColumn::fromInts(u"x"_qs, std::move(x)));
            return {table};
        }
        const auto input = Table::fromDataset(call.input(0));
        if (m_spec.id == u"test.keep") {
            kept = input;
            return {};
        }
        ++calls;
        const qint64 bad = call.integer(u"bad");
        std::vector<qint64> y;
        for (qsizetype row = 0; row < input->rowCount(); ++row) {
            const qint64 x = input->column(0).intAt(row);
            if (bad > 0 && x > 0 && x % bad == 0)
                throw OperatorError(u"x = %1 is bad"_qs.arg(x));
            y.push_back(x * x);
        }
        auto table = std::make_shared<Table>(*input);
        table->addColumn(TableColumn::fromInts(u"y"_qs, std::move(y)));
        return {table};
    }

    static inline std::shared_ptr<const Table> kept;
    static inline std::atomic<int> calls{0};

private:
    OperatorSpec m_spec;
};

/// "test.keepany": remembers whatever it receives. "test.sleepy": doubles an array's values,
/// sleeping (value mod 3) × 300 µs per row, so that batches take very different times.
class AnyOp : public Operator
{
public:
    explicit AnyOp(QString id)
    {
        m_spec.id = std::move(id);
        const bool keep = m_spec.id.startsWith(u"test.keep");
        m_spec.inputs.push_back(
            PortSpec{u"data"_qs, keep ? DataKind::Any : DataKind::Array, {}, false});
        if (!keep)
            m_spec.outputs.push_back(PortSpec{u"data"_qs, DataKind::Array, {}, false});
    }
    const OperatorSpec &spec() const override { return m_spec; }
    std::vector<DatasetPtr> run(const OperatorCall &call) const override
    {
        if (m_spec.id == u"test.keepany") {
            kept = call.input(0);
            return {};
        }
        if (m_spec.id == u"test.keepother") {
            keptOther = call.input(0);
            return {};
        }
        const auto input = Array::fromDataset(call.input(0));
        std::vector<double> values = input->toDoubles();
        for (double &value : values) {
            std::this_thread::sleep_for(std::chrono::microseconds(300 * (qint64(value) % 3)));
            value *= 2;
        }
        return {std::make_shared<Array>(Array::fromDoubles(input->shape(), std::move(values)))};
    }

    static inline DatasetPtr kept;
    static inline DatasetPtr keptOther;

private:
    OperatorSpec m_spec;
};

Node node(const char *id, const char *op, QJsonObject params = {})
{
    Node n;
    n.id = NodeId(QString::fromLatin1(id));
    n.operatorId = QString::fromLatin1(op);
    n.params = std::move(params);
    return n;
}

Edge edge(const char *from, const char *to)
{
    return Edge{NodeId(QString::fromLatin1(from)), u"table"_qs, NodeId(QString::fromLatin1(to)),
                u"table"_qs};
}

/// rows -> square (a map node) -> keep
Graph pipeline(qint64 rows, NodeRunSettings run, qint64 bad = 0)
{
    Graph graph;
    graph.nodes = {node("rows", "test.rows", {{u"rows"_qs, rows}}),
                   node("square", "test.square", {{u"bad"_qs, bad}}), node("keep", "test.keep")};
    graph.nodes[1].run = std::move(run);
    graph.edges = {edge("rows", "square"), edge("square", "keep")};
    return graph;
}

Edge edge(const char *from, const char *fromPort, const char *to, const char *toPort)
{
    return Edge{NodeId(QString::fromLatin1(from)), QString::fromLatin1(fromPort),
                NodeId(QString::fromLatin1(to)), QString::fromLatin1(toPort)};
}

/// array.generate (rows × 3, 0, 1, 2, …) -> `op` as a map node -> keep
Graph arrayPipeline(qint64 rows, const char *op, NodeRunSettings run, QJsonObject params = {})
{
    Graph graph;
    graph.nodes = {
        node("gen", "array.generate", {{u"shape"_qs, QString(QString::number(rows) + u", 3"_qs)}}),
        node("each", op, std::move(params)), node("keep", "test.keepany")};
    graph.nodes[1].run = std::move(run);
    const char *port = QByteArrayView(op) == "work.items" ? "items" : "data";
    graph.edges = {edge("gen", "array", "each", port), edge("each", port, "keep", "data")};
    return graph;
}

NodeRunSettings mapRun(int batchSize = 0, const QString &onItemError = {})
{
    NodeRunSettings run;
    run.map = true;
    run.batchSize = batchSize;
    run.onItemError = onItemError;
    return run;
}

} // namespace

class TestMapNodeRun : public QObject
{
    Q_OBJECT

    OperatorRegistry m_registry;
    ThreadBackend m_backend{2};

    RunResult run(const Graph &graph, const QDir &dir = QDir::temp())
    {
        TableOp::kept.reset();
        TableOp::calls = 0;
        AnyOp::kept.reset();
        return GraphRunner(m_registry, dir).run(graph, m_backend, nullptr);
    }

    /// The array array.generate makes for `rows` × 3, as work.items passes it through.
    static Array generated(qint64 rows)
    {
        std::vector<double> values(size_t(rows * 3));
        std::iota(values.begin(), values.end(), 0.0);
        return Array::fromDoubles({rows, 3}, std::move(values));
    }

private Q_SLOTS:
    void initTestCase()
    {
        for (const char *id : {"test.rows", "test.square", "test.keep"})
            m_registry.add(std::make_unique<TableOp>(QString::fromLatin1(id)));
        for (const char *id : {"test.keepany", "test.keepother", "test.sleepy"})
            m_registry.add(std::make_unique<AnyOp>(QString::fromLatin1(id)));
        m_registry.add(makeArrayGenerateOperator());
        m_registry.add(makeTableDeriveOperator());
        m_registry.add(makeWorkItemsOperator());
        m_registry.add(makeFilesListOperator());
        m_registry.add(makeCommandOperator());
    }

    void rowsComeBackInOrderFromManyBatches()
    {
        const RunResult result = run(pipeline(50000, mapRun()));
        QCOMPARE(result.status, RunStatus::Succeeded);
        QVERIFY(TableOp::kept);
        QCOMPARE(TableOp::kept->rowCount(), qsizetype(50000));
        for (qsizetype row = 0; row < 50000; ++row) {
            QCOMPARE(TableOp::kept->column(0).intAt(row), row);
            QCOMPARE(TableOp::kept->column(1).intAt(row), row * row);
        }
        const auto &batching = result.nodes[1].batching;
        QVERIFY(batching);
        QCOMPARE(batching->items, qsizetype(50000));
        QVERIFY(batching->batches > 2);
        QCOMPARE(batching->minSize, qsizetype(1));
        QVERIFY(!result.nodes[0].batching); // not a map node
    }

    void fixedBatchesOfK()
    {
        const RunResult result = run(pipeline(1000, mapRun(64)));
        QCOMPARE(result.status, RunStatus::Succeeded);
        QCOMPARE(result.nodes[1].batching->batches, qsizetype(16));
        QCOMPARE(result.nodes[1].batching->maxSize, qsizetype(64));
        QCOMPARE(result.nodes[1].batching->minSize, qsizetype(1000 - 15 * 64));
        QCOMPARE(TableOp::calls.load(), 16);
    }

    void integersInOneBatchAndFloatsInAnotherJoinAsFloats()
    {
        // x / 2.0 only from x = 4 on: the first two batches of 2 give integers, the rest floats.
        Graph graph = pipeline(8, mapRun(2));
        graph.nodes[1].operatorId = u"table.derive"_qs;
        graph.nodes[1].params = {{u"column"_qs, u"half"_qs},
                                 {u"expression"_qs, u"CASE WHEN x < 4 THEN x ELSE x / 2.0 END"_qs}};
        const RunResult result = run(graph);
        QVERIFY2(result.status == RunStatus::Succeeded, qPrintable(result.nodes[1].error));
        QCOMPARE(result.nodes[1].batching->batches, qsizetype(4));
        const TableColumn &half = TableOp::kept->column(1);
        QCOMPARE(half.type(), ColumnType::Float);
        QCOMPARE(half.floatAt(3), 3.0);
        QCOMPARE(half.floatAt(5), 2.5);
        QCOMPARE(TableOp::kept->column(0).type(), ColumnType::Int); // the same in every batch
    }

    void aFailingItemFailsTheNodeNamingIt()
    {
        // Rows 37 and 74 fail, in batches that may run at the same time: the first in input
        // order is named, whichever batch finds its row first.
        const RunResult result = run(pipeline(100, mapRun(10), 37));
        QCOMPARE(result.status, RunStatus::Failed);
        QCOMPARE(result.nodes[1].state, TaskState::Failed);
        QCOMPARE(result.nodes[1].error, u"item 37: x = 37 is bad"_qs);
        QCOMPARE(result.nodes[2].state, TaskState::Skipped);
    }

    void skippedItemsAreLeftOut()
    {
        const RunResult result = run(pipeline(100, mapRun(10, u"skip"_qs), 30));
        QCOMPARE(result.status, RunStatus::Succeeded);
        QCOMPARE(TableOp::kept->rowCount(), qsizetype(97)); // 30, 60 and 90 are left out
        QCOMPARE(TableOp::kept->column(0).intAt(29), qint64(29));
        QCOMPARE(TableOp::kept->column(0).intAt(30), qint64(31));
        // Only the batches with a bad row ran again row by row.
        QCOMPARE(TableOp::calls.load(), 10 + 3 * 10);
    }

    void recordedItemsKeepTheirPlaceWithTheMessage()
    {
        const RunResult result = run(pipeline(100, mapRun(10, u"record"_qs), 30));
        QCOMPARE(result.status, RunStatus::Succeeded);
        const Table &kept = *TableOp::kept;
        QCOMPARE(kept.rowCount(), qsizetype(100));
        QCOMPARE(kept.columnNames(), (QStringList{u"x"_qs, u"y"_qs, u"error"_qs}));
        QVERIFY(kept.column(0).isNull(30));
        QCOMPARE(kept.column(2).stringAt(30), u"x = 30 is bad"_qs);
        QVERIFY(kept.column(2).isNull(31));
        QCOMPARE(kept.column(1).intAt(31), qint64(31 * 31));
    }

    void anEmptyInputGivesAnEmptyTableWithTheColumns()
    {
        const RunResult result = run(pipeline(0, mapRun()));
        QCOMPARE(result.status, RunStatus::Succeeded);
        QCOMPARE(TableOp::kept->rowCount(), qsizetype(0));
        QCOMPARE(TableOp::kept->columnNames(), (QStringList{u"x"_qs, u"y"_qs}));
        QCOMPARE(result.nodes[1].batching->batches, qsizetype(0));
    }

    void arraysAreMappedAlongTheirFirstAxis()
    {
        const RunResult result = run(arrayPipeline(20000, "work.items", mapRun()));
        QCOMPARE(result.status, RunStatus::Succeeded);
        const auto kept = Array::fromDataset(AnyOp::kept);
        QVERIFY(kept);
        QVERIFY(*kept == generated(20000));
        QCOMPARE(result.nodes[1].batching->items, qsizetype(20000));
        QVERIFY(result.nodes[1].batching->batches > 2);
    }

    void itemsOfMixedDurationComeBackInOrder()
    {
        // Rows take 0, 0.3 or 0.6 ms each by their value: batches finish out of order.
        const RunResult result = run(arrayPipeline(300, "test.sleepy", mapRun(4)));
        QCOMPARE(result.status, RunStatus::Succeeded);
        const auto kept = Array::fromDataset(AnyOp::kept);
        QCOMPARE(kept->shape(), (std::vector<qint64>{300, 3}));
        for (qint64 i = 0; i < kept->elementCount(); ++i)
            QCOMPARE(kept->toDouble(i), 2.0 * double(i));
    }

    void arrayItemErrorsFollowTheNodesPolicy()
    {
        // Row r holds 3r, 3r + 1, 3r + 2: rows 7, 14, … 994 start with a multiple of 7.
        const QJsonObject failEvery7{{u"fail_every"_qs, 7}};
        RunResult result = run(arrayPipeline(1000, "work.items", mapRun(10), failEvery7));
        QCOMPARE(result.status, RunStatus::Failed);
        QCOMPARE(result.nodes[1].error, u"item 7: row value 21 is a multiple of 7"_qs);

        result = run(arrayPipeline(1000, "work.items", mapRun(10, u"skip"_qs), failEvery7));
        QCOMPARE(result.status, RunStatus::Succeeded);
        const auto kept = Array::fromDataset(AnyOp::kept);
        QCOMPARE(kept->shape(), (std::vector<qint64>{1000 - 142, 3}));
        QCOMPARE(kept->toDouble(6 * 3), 18.0);
        QCOMPARE(kept->toDouble(7 * 3), 24.0); // row 8 follows row 6

        // Arrays have no row to keep an error in; the validator says so before a run does.
        result = run(arrayPipeline(1000, "work.items", mapRun(10, u"record"_qs), failEvery7));
        QCOMPARE(result.status, RunStatus::Failed);
        QCOMPARE(result.nodes[1].error,
                 u"on_item_error \"record\" keeps failed items as table rows; output 0 is an "
                 u"array"_qs);
    }

    void aCommandRunsOncePerFileAsAMapNode()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QDir(dir.path()).mkdir(u"in"_qs);
        for (int i = 0; i < 5; ++i) {
            QFile file(dir.filePath(u"in/f%1.txt"_qs.arg(i)));
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(QByteArray::number(i) + "\nc\nb\na\n");
        }
        Graph graph;
        graph.nodes = {node("ls", "files.list", {{u"folder"_qs, u"in"_qs}}),
                       node("sort", "command",
                            {{u"program"_qs, u"sort"_qs},
                             {u"arguments"_qs, u"-o\n{out:sorted}\n{item}"_qs},
                             {u"outputs"_qs, u"sorted = sorted/{item.name}"_qs}}),
                       node("keep", "test.keepany")};
        graph.nodes[1].run = mapRun(2);
        graph.edges = {edge("ls", "files", "sort", "files"), edge("sort", "files", "keep", "data")};
        const RunResult result = run(graph, QDir(dir.path()));
        QCOMPARE(result.status, RunStatus::Succeeded);
        QCOMPARE(result.nodes[1].batching->batches, qsizetype(3));
        const auto kept = FileList::fromDataset(AnyOp::kept);
        QVERIFY(kept);
        QCOMPARE(kept->files().size(), 5);
        for (int i = 0; i < 5; ++i) {
            QCOMPARE(QFileInfo(kept->files()[i]).fileName(), u"f%1.txt"_qs.arg(i));
            QFile file(kept->files()[i]);
            QVERIFY(file.open(QIODevice::ReadOnly));
            QCOMPARE(file.readAll(), QByteArray::number(i) + "\na\nb\nc\n");
        }
    }

    void targetsSetOnTheRunnerReachTheMapNode()
    {
        // Targets of 0 never grow a batch: every batch keeps one item.
        const Graph graph = arrayPipeline(500, "work.items", mapRun());
        GraphRunner runner(m_registry, QDir::temp());
        QVERIFY(runner.setBatchTargets(NodeId(u"each"_qs), BatchTargets{0, 0}));
        RunResult result = runner.run(graph, m_backend, nullptr);
        QCOMPARE(result.status, RunStatus::Succeeded);
        QCOMPARE(result.nodes[1].batching->batches, qsizetype(500));
        QCOMPARE(result.nodes[1].batching->maxSize, qsizetype(1));

        // While a run goes, from another thread: the map node takes them, others do not exist
        // as map nodes.
        runner.setBatchTargets(NodeId(u"each"_qs), BatchTargets::forThreads());
        std::atomic<bool> done{false};
        std::atomic<int> accepted{0}, refused{0};
        std::thread monitor([&] {
            while (!done.load()) {
                accepted += runner.setBatchTargets(NodeId(u"each"_qs), BatchTargets{0, 0}) ? 1 : 0;
                refused += runner.setBatchTargets(NodeId(u"gen"_qs), BatchTargets{0, 0}) ? 0 : 1;
                std::this_thread::sleep_for(std::chrono::microseconds(200));
            }
        });
        result = runner.run(arrayPipeline(2000, "test.sleepy", mapRun()), m_backend, nullptr);
        done = true;
        monitor.join();
        QCOMPARE(result.status, RunStatus::Succeeded);
        QVERIFY(accepted.load() > 0);
        QVERIFY(refused.load() > 0);
    }

    void aChainedMapNodeStartsOnEachBatchAsItIsDone()
    {
        // gen -> each (map, 50 rows a batch) -> double (map, streams) -> keep; each -> other.
        Graph graph = arrayPipeline(1000, "work.items", mapRun(50));
        graph.nodes[2].id = NodeId(u"other"_qs);
        graph.nodes[2].operatorId = u"test.keepother"_qs;
        graph.nodes.push_back(node("double", "test.sleepy"));
        graph.nodes.back().run = mapRun(7); // streamed: its pieces are each's batches
        graph.nodes.push_back(node("keep", "test.keepany"));
        graph.edges = {
            edge("gen", "array", "each", "items"), edge("each", "items", "other", "data"),
            edge("each", "items", "double", "data"), edge("double", "data", "keep", "data")};

        TableOp::kept.reset();
        AnyOp::kept.reset();
        AnyOp::keptOther.reset();
        EventStream events(m_backend.workers() + 1);
        const RunResult result =
            GraphRunner(m_registry, QDir::temp()).run(graph, m_backend, &events);
        QCOMPARE(result.status, RunStatus::Succeeded);

        // The same output as mapping over each's whole output; each's output is still whole
        // for its other consumer.
        const auto kept = Array::fromDataset(AnyOp::kept);
        QVERIFY(kept);
        QCOMPARE(kept->shape(), (std::vector<qint64>{1000, 3}));
        for (qint64 i = 0; i < kept->elementCount(); ++i)
            QCOMPARE(kept->toDouble(i), 2.0 * double(i));
        QVERIFY(*Array::fromDataset(AnyOp::keptOther) == generated(1000));
        QCOMPARE(result.nodes[3].batching->batches, qsizetype(20));
        QCOMPARE(result.nodes[3].batching->items, qsizetype(1000));

        // Pieces of "double" (node 3) started before "each" (node 1) ended.
        qint64 firstPiece = -1, eachEnded = -1;
        qsizetype pieceEvents = 0;
        events.drain([&](const Event &e) {
            if (e.node == 3 && e.type == EventType::TaskStarted && e.task >= 5) {
                firstPiece = firstPiece < 0 ? e.ns : std::min(firstPiece, e.ns);
                ++pieceEvents;
            }
            if (e.task == 1 && e.type == EventType::TaskSucceeded)
                eachEnded = e.ns;
        });
        QCOMPARE(pieceEvents, qsizetype(20));
        QVERIFY(firstPiece > 0 && eachEnded > 0);
        QVERIFY2(firstPiece < eachEnded, qPrintable(u"%1 >= %2"_qs.arg(firstPiece).arg(eachEnded)));
    }

    void aFailingStreamedItemFailsTheStreamedNodeOnly()
    {
        // gen -> each (map) -> check (work.items, map, fails on row 7) -> keep
        Graph graph = arrayPipeline(100, "work.items", mapRun(10));
        graph.nodes[2] = node("check", "work.items", {{u"fail_every"_qs, 7}});
        graph.nodes[2].run = mapRun();
        graph.nodes.push_back(node("keep", "test.keepany"));
        graph.edges = {edge("gen", "array", "each", "items"),
                       edge("each", "items", "check", "items"),
                       edge("check", "items", "keep", "data")};
        const RunResult result = run(graph);
        QCOMPARE(result.status, RunStatus::Failed);
        QCOMPARE(result.nodes[1].state, TaskState::Succeeded);
        QCOMPARE(result.nodes[2].state, TaskState::Failed);
        QCOMPARE(result.nodes[2].error, u"item 7: row value 21 is a multiple of 7"_qs);
        QCOMPARE(result.nodes[3].state, TaskState::Skipped);
    }
};

QTEST_GUILESS_MAIN(TestMapNodeRun)
#include "tst_mapnoderun.moc"
