// The figures of a node's outputs (rows, shape, files, bytes): taken from a real run's
// outputs, kept in the result cache's entry so that a cache hit reports the same, and kept in
// the run store for a replay.

#include "data/FileList.h"
#include "exec/GraphRunner.h"
#include "exec/OutputFigures.h"
#include "exec/ResultCache.h"
#include "exec/ThreadBackend.h"
#include "ops/OperatorRegistry.h"
#include "store/RunStore.h"
#include "store/StoreWriter.h"

#include <QFile>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

using namespace weft::engine;

namespace {

Node node(const QString &id, const QString &op, QJsonObject params)
{
    Node n;
    n.id = NodeId(id);
    n.operatorId = op;
    n.params = std::move(params);
    return n;
}

/// read (14 rows of x = 1 … 14) -> keep (x > 4: 10 rows); grid (an array of 6×4); listed (the
/// folder's three .txt files).
Graph smallGraph(const QString &folder)
{
    Graph graph;
    graph.nodes.push_back(
        node(QStringLiteral("read"), QStringLiteral("csv.read"),
             {{QStringLiteral("path"), QString(folder + QStringLiteral("/x.csv"))}}));
    graph.nodes.push_back(node(QStringLiteral("keep"), QStringLiteral("table.filter"),
                               {{QStringLiteral("condition"), QStringLiteral("x > 4")}}));
    graph.nodes.push_back(node(QStringLiteral("grid"), QStringLiteral("array.generate"),
                               {{QStringLiteral("shape"), QStringLiteral("6, 4")}}));
    graph.nodes.push_back(
        node(QStringLiteral("listed"), QStringLiteral("files.list"),
             {{QStringLiteral("folder"), QString(folder + QStringLiteral("/notes"))},
              {QStringLiteral("pattern"), QStringLiteral("*.txt")}}));
    graph.edges.push_back(Edge{NodeId(QStringLiteral("read")), QStringLiteral("table"),
                               NodeId(QStringLiteral("keep")), QStringLiteral("table")});
    return graph;
}

/// Cache keys, one per node, so that every node's outputs are stored.
std::vector<CacheUse> keys(const ResultCache &cache, bool hits)
{
    std::vector<CacheUse> uses;
    for (const char *key :
         {"00000000000000a1", "00000000000000a2", "00000000000000a3", "00000000000000a4"}) {
        CacheUse use;
        use.key = QByteArray(key);
        if (hits)
            use.hit = cache.find(use.key);
        use.load = hits; // "keep" is a hit too: nothing that runs reads "read"
        uses.push_back(std::move(use));
    }
    return uses;
}

const NodeResult &resultOf(const RunResult &result, const char *id)
{
    for (const NodeResult &node : result.nodes)
        if (node.id == NodeId(QString::fromLatin1(id)))
            return node;
    qFatal("no node %s", id);
}

} // namespace

class TestOutputFigures : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English)); }

    void figuresOfEachKind()
    {
        const OutputFigures list = OutputFigures::of(FileList(
            QStringList{QStringLiteral("/a"), QStringLiteral("/b"), QStringLiteral("/c")}));
        QCOMPARE(list.kind, DataKind::FileList);
        QCOMPARE(list.files, 3);
        QCOMPARE(list.rows, -1);
        QCOMPARE(list.countText(), QStringLiteral("3 files"));

        OutputFigures array;
        array.kind = DataKind::Array;
        array.shape = {1000, 3};
        array.bytes = 24000;
        QCOMPARE(array.countText(), QStringLiteral("1,000×3"));
        // Through JSON and back, as the cache entry and the run store keep them.
        QCOMPARE(OutputFigures::fromJson(array.toJson()), std::optional<OutputFigures>(array));
        const std::vector<OutputFigures> both{array, list};
        QCOMPARE(OutputFigures::listFromJson(OutputFigures::toJson(both)), both);
        // What is not figures is left out, never read as zeros.
        QVERIFY(!OutputFigures::fromJson(QJsonObject{{QStringLiteral("rows"), 3}}));
        const QJsonObject negative{{QStringLiteral("kind"), QStringLiteral("table")},
                                   {QStringLiteral("rows"), -5}};
        QCOMPARE(OutputFigures::fromJson(negative)->rows, -1);
        QCOMPARE(OutputFigures::fromJson(negative)->countText(), QString());
    }

    void aRunCountsItsOutputsAndACacheHitReportsTheSame()
    {
        QTemporaryDir dir;
        QFile csv(dir.filePath(QStringLiteral("x.csv")));
        QVERIFY(csv.open(QIODevice::WriteOnly));
        csv.write("x\n");
        for (int x = 1; x <= 14; ++x)
            csv.write(QByteArray::number(x) + '\n');
        csv.close();
        QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("notes")));
        for (const char *name : {"a.txt", "b.txt", "c.txt", "skip.md"}) {
            QFile note(dir.filePath(QStringLiteral("notes/") + QString::fromLatin1(name)));
            QVERIFY(note.open(QIODevice::WriteOnly));
            note.write("note\n");
        }
        const Graph graph = smallGraph(dir.path());
        const ResultCache cache(dir.filePath(QStringLiteral(".weft/cache")));
        ThreadBackend backend(2);

        GraphRunner first(OperatorRegistry::builtin(), QDir(dir.path()));
        first.useCache(&cache, keys(cache, false));
        const RunResult computed = first.run(graph, backend, nullptr);
        QCOMPARE(computed.status, RunStatus::Succeeded);
        const NodeResult &read = resultOf(computed, "read");
        QCOMPARE(read.outputs.size(), 1u);
        QCOMPARE(read.outputs[0].kind, DataKind::Table);
        QCOMPARE(read.outputs[0].rows, 14);
        QVERIFY(read.outputs[0].bytes > 0);
        QCOMPARE(resultOf(computed, "keep").outputs.at(0).rows, 10);
        QCOMPARE(resultOf(computed, "keep").outputs.at(0).countText(), QStringLiteral("10 rows"));
        QCOMPARE(resultOf(computed, "grid").outputs.at(0).shape, (std::vector<qint64>{6, 4}));
        QCOMPARE(resultOf(computed, "grid").outputs.at(0).countText(), QStringLiteral("6×4"));
        QCOMPARE(resultOf(computed, "listed").outputs.at(0).files, 3);

        // The entry keeps them: a hit's figures are its entry's, loaded or not.
        const std::optional<ResultCache::Entry> entry = cache.find("00000000000000a2");
        QVERIFY(entry);
        QCOMPARE(entry->figures, resultOf(computed, "keep").outputs);
        GraphRunner second(OperatorRegistry::builtin(), QDir(dir.path()));
        second.useCache(&cache, keys(cache, true));
        const RunResult cached = second.run(graph, backend, nullptr);
        QCOMPARE(cached.status, RunStatus::Succeeded);
        for (const char *id : {"read", "keep", "grid", "listed"})
            QCOMPARE(resultOf(cached, id).outputs, resultOf(computed, id).outputs);
        std::vector<CacheUse> unloaded = keys(cache, true);
        for (CacheUse &use : unloaded)
            use.load = false;
        GraphRunner third(OperatorRegistry::builtin(), QDir(dir.path()));
        third.useCache(&cache, std::move(unloaded));
        const RunResult unread = third.run(graph, backend, nullptr);
        QCOMPARE(resultOf(unread, "keep").outputs, resultOf(computed, "keep").outputs);
    }

    void theRunStoreKeepsEachNodesFigures()
    {
        using namespace weft::store;
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral(".weft/runs.sqlite"));
        QString error;
        auto writer = StoreWriter::start(path,
                                         RunStart{QStringLiteral("/p.weft"),
                                                  QStringLiteral("00ff"),
                                                  QStringLiteral("threads"),
                                                  1,
                                                  {}},
                                         &error);
        QVERIFY2(writer, qPrintable(error));
        RunResult result;
        NodeResult read;
        read.id = NodeId(QStringLiteral("read"));
        read.operatorId = QStringLiteral("csv.read");
        read.state = TaskState::Succeeded;
        OutputFigures table;
        table.kind = DataKind::Table;
        table.rows = 14;
        table.bytes = 1200;
        read.outputs = {table};
        NodeResult failed;
        failed.id = NodeId(QStringLiteral("broken"));
        failed.operatorId = QStringLiteral("work");
        failed.state = TaskState::Failed;
        failed.error = QStringLiteral("broken on purpose");
        result.nodes = {read, failed};
        result.status = RunStatus::Failed;
        QVERIFY2(writer->finish(result, &error), qPrintable(error));

        RunStore reader;
        QVERIFY(reader.open(path, SqliteDatabase::OpenMode::ExistingOnly, &error));
        const std::vector<NodeRecord> nodes = reader.nodes(writer->runId());
        QCOMPARE(nodes.size(), 2u);
        QCOMPARE(nodes[0].outputs, read.outputs);
        QVERIFY(nodes[1].outputs.empty());
    }
};

QTEST_GUILESS_MAIN(TestOutputFigures)
#include "tst_outputfigures.moc"
