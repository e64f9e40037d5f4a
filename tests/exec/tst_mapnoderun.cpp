#include "data/Table.h"
#include "exec/GraphRunner.h"
#include "exec/ThreadBackend.h"
#include "ops/OperatorRegistry.h"

#include <QTest>

#include <atomic>

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

    RunResult run(const Graph &graph)
    {
        TableOp::kept.reset();
        TableOp::calls = 0;
        return GraphRunner(m_registry, QDir::temp()).run(graph, m_backend, nullptr);
    }

private Q_SLOTS:
    void initTestCase()
    {
        for (const char *id : {"test.rows", "test.square", "test.keep"})
            m_registry.add(std::make_unique<TableOp>(QString::fromLatin1(id)));
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
};

QTEST_GUILESS_MAIN(TestMapNodeRun)
#include "tst_mapnoderun.moc"
