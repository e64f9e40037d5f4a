#include "data/Array.h"
#include "data/NpyFile.h"
#include "exec/GraphRunner.h"
#include "exec/ProcessBackend.h"
#include "exec/ThreadBackend.h"
#include "exec/WorkerPool.h"
#include "ops/BuiltinOperators.h"
#include "ops/Operator.h"
#include "ops/OperatorRegistry.h"
#include "shm/ArrayEncoding.h"
#include "shm/DatasetTransfer.h"
#include "shm/SegmentAllocator.h"
#include "shm/SegmentStore.h"
#include "shm/SharedMemoryFolder.h"
#include "support/ScopedEnv.h"
#include "support/TestPaths.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <numeric>
#include <sys/stat.h>

using namespace weft::engine;
using weft::test::ScopedEnv;

namespace {

int modeOf(const QString &path)
{
    struct stat info = {};
    if (::stat(QFile::encodeName(path).constData(), &info) != 0)
        return -1;
    return int(info.st_mode & 0777);
}

QStringList filesIn(const QString &folder)
{
    return QDir(folder).entryList(QDir::Files, QDir::Name);
}

/// Every run folder under `base` and the files in it, as "folder/file".
QStringList everythingUnder(const QString &base)
{
    QStringList found;
    for (const QString &folder : QDir(base).entryList(QDir::AllEntries | QDir::NoDotAndDotDot)) {
        found.append(folder);
        for (const QString &file : filesIn(base + u'/' + folder))
            found.append(folder + u'/' + file);
    }
    return found;
}

/// Whether this process maps `path` (a line of /proc/self/maps names it).
bool mapsFile(const QString &path)
{
    QFile maps(QStringLiteral("/proc/self/maps"));
    if (!maps.open(QIODevice::ReadOnly))
        return false;
    // readAll(): a /proc file says it is empty, so atEnd() would stop before the first line.
    return maps.readAll().contains(QFile::encodeName(path));
}

RemoteCall remoteCall(const char *node, const char *op, QJsonObject params,
                      std::vector<std::vector<DatasetPtr>> inputs = {})
{
    RemoteCall call;
    call.nodeId = QString::fromLatin1(node);
    call.operatorId = QString::fromLatin1(op);
    call.params = std::move(params);
    call.projectDir = QDir::temp();
    call.inputs = std::move(inputs);
    return call;
}

QJsonObject rangeOf(qint64 elements, const char *dtype = "float64")
{
    return {{u"mode"_qs, u"range"_qs},
            {u"shape"_qs, QString::number(elements)},
            {u"dtype"_qs, QString::fromLatin1(dtype)}};
}

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
    return Edge{NodeId(QString::fromLatin1(from)), u"array"_qs, NodeId(QString::fromLatin1(to)),
                u"arrays"_qs};
}

/// "test.keep": remembers what it receives, on a thread of the test process.
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

} // namespace

/// Large arrays born in shared memory: an operator in a worker process fills its result in a
/// segment of the run folder, the result goes back by the segment's name, and the scheduler
/// maps those very pages: one copy of the array in every process, files that go with the
/// release, and nothing left by a worker killed while it fills one.
class TestSegmentAllocator : public QObject
{
    Q_OBJECT

    QTemporaryDir m_base; ///< WEFT_TEMP_DIR: where run folders go
    OperatorRegistry m_registry;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_base.isValid());
        qputenv("WEFT_TEMP_DIR", QFile::encodeName(m_base.path()));
        qputenv("WEFT_WORKER", weft::test::workerBinary());
        m_registry.add(std::make_unique<KeepOp>());
        m_registry.add(makeArrayGenerateOperator());
        m_registry.add(makeArrayExprOperator());
        m_registry.add(makeArrayConcatOperator());
        m_registry.add(makeArrayReduceOperator());
    }

    void cleanup() { QCOMPARE(everythingUnder(m_base.path()), QStringList()); }

    void largeArraysAreBornInSegments()
    {
        QTemporaryDir folder;
        int names = 0;
        SegmentAllocator allocator(folder.path(), 1024,
                                   [&names] { return QStringLiteral("s-%1").arg(names++); });
        // Below the threshold: ordinary memory, no file.
        const Array small = allocator.allocate(ElementType::Float64, {100});
        QVERIFY(!small.isView());
        QCOMPARE(filesIn(folder.path()), QStringList());

        Array large = allocator.allocate(ElementType::Int32, {500, 3});
        QVERIFY(large.isView());
        QCOMPARE(allocator.segmentsCreated(), 1);
        QCOMPARE(filesIn(folder.path()), QStringList{u"s-0"_qs});
        const QString path = folder.path() + u"/s-0"_qs;
        QCOMPARE(modeOf(path), 0600);
        QCOMPARE(QFileInfo(path).size(), ArrayEncoding::encodedSize(2, 500 * 3 * 4));
        QCOMPARE(large.toDouble(1499), 0.0); // zero-filled
        std::vector<double> values(1500);
        std::iota(values.begin(), values.end(), -700.0);
        large.setDoubles(0, values);
        const auto array = std::make_shared<const Array>(std::move(large));

        // Packed: the envelope names the array's own segment; nothing is copied or created.
        const DatasetEnvelope envelope =
            DatasetTransfer::pack(*array, 1024, folder.path(), [] { return u"copy"_qs; });
        QCOMPARE(envelope.segment, u"s-0"_qs);
        QCOMPARE(filesIn(folder.path()), QStringList{u"s-0"_qs});
        const auto back = Array::fromDataset(DatasetTransfer::unpack(envelope, folder.path()));
        QVERIFY(back && back->isView());
        QVERIFY(*back == Array::fromDoubles(ElementType::Int32, {500, 3}, values));

        // Handed over once: a second trip copies, as for any array that is not new.
        const DatasetEnvelope again =
            DatasetTransfer::pack(*array, 1024, folder.path(), [] { return u"copy"_qs; });
        QCOMPARE(again.segment, u"copy"_qs);
    }

    void aSegmentNobodyNamedGoesWithItsArray()
    {
        QTemporaryDir folder;
        SegmentAllocator allocator(folder.path(), 1, [] { return u"s"_qs; });
        {
            Array array = allocator.allocate(ElementType::Float64, {4096});
            static_cast<double *>(array.data())[4095] = 1;
            QCOMPARE(filesIn(folder.path()), QStringList{u"s"_qs});
        } // an operator that failed after allocating: its segment is unlinked
        QCOMPARE(filesIn(folder.path()), QStringList());

        // Named in an envelope, the file is the reader's to unlink; the array keeps its pages.
        auto array = std::make_shared<const Array>(allocator.allocate(ElementType::UInt8, {64}));
        QVERIFY(!DatasetTransfer::pack(*array, 1, folder.path(), {}).segment.isEmpty());
        array.reset();
        QCOMPARE(filesIn(folder.path()), QStringList{u"s"_qs});
    }

    void anArrayOfAnotherFolderIsCopied()
    {
        QTemporaryDir mine, other;
        SegmentAllocator allocator(mine.path(), 1, [] { return u"s"_qs; });
        const auto array =
            std::make_shared<const Array>(allocator.allocate(ElementType::Float32, {256}));
        const DatasetEnvelope envelope =
            DatasetTransfer::pack(*array, 1, other.path(), [] { return u"o"_qs; });
        QCOMPARE(envelope.segment, u"o"_qs);
        QCOMPARE(filesIn(other.path()), QStringList{u"o"_qs});
    }

    void withoutAFolderArraysAreOrdinary()
    {
        SegmentAllocator allocator(QString(), 0, [] { return u"never"_qs; });
        const Array array = allocator.allocate(ElementType::Float64, {100000});
        QVERIFY(!array.isView());
        QCOMPARE(allocator.segmentsCreated(), 0);
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                                 allocator.allocate(ElementType::Float64, {-1}));
    }

    void aSegmentThatCannotBeMadeIsAClearError()
    {
        SegmentAllocator allocator(m_base.path() + u"/missing"_qs, 1, [] { return u"s"_qs; });
        const OperatorSpec spec;
        OperatorCall call(spec, {}, {}, QDir::temp());
        call.setArrayAllocator(&allocator);
        try {
            call.allocateArray(ElementType::Float64, {1000});
            QFAIL("no error");
        } catch (const OperatorError &e) {
            QVERIFY2(e.message().contains(u"missing/s"), qPrintable(e.message()));
        }
    }

    void workerArrayArrivesAsTheSameSegment()
    {
        // 2.4 MB of float64, made by array.generate in a worker process.
        WorkerPool pool(1);
        {
            SegmentStore segments(1024 * 1024);
            const std::vector<DatasetPtr> outputs =
                pool.run(0, remoteCall("gen", "array.generate", rangeOf(300000)), segments, {});
            QCOMPARE(outputs.size(), size_t(1));
            const auto array = Array::fromDataset(outputs[0]);
            QVERIFY(array && array->isView());
            QCOMPARE(array->elementCount(), 300000);
            QCOMPARE(array->toDouble(299999), 299999.0);

            // One segment, the worker's, holding the array once; mapped here, not copied.
            const qint64 worker = pool.pids().front();
            const QStringList files = filesIn(segments.folder());
            QCOMPARE(files, QStringList{QStringLiteral("w%1-0").arg(worker)});
            QCOMPARE(segments.segmentCount(), 1);
            const QString path = segments.folder() + u'/' + files.front();
            QCOMPARE(QFileInfo(path).size(), ArrayEncoding::encodedSize(1, 300000 * 8));
            QCOMPARE(modeOf(path), 0600);
            QVERIFY(mapsFile(path));

            // A formula over it in the worker: its input from the cache, its result a second
            // segment, and the first trip back to the worker made no copy.
            const std::vector<DatasetPtr> doubled =
                pool.run(0,
                         remoteCall("twice", "array.expr", {{u"expression"_qs, u"x * 2"_qs}},
                                    {{outputs[0]}}),
                         segments, {});
            const auto twice = Array::fromDataset(doubled.at(0));
            QVERIFY(twice && twice->isView());
            QCOMPARE(twice->toDouble(1234), 2468.0);
            QCOMPARE(filesIn(segments.folder()).size(), 2);

            // Released: the file goes at once, the views keep reading their mapped pages.
            const QString name = segments.release(array.get());
            QCOMPARE(name, files.front());
            pool.releaseSegments({name});
            QVERIFY(!QFileInfo::exists(path));
            QCOMPARE(array->toDouble(299999), 299999.0);
            QCOMPARE(filesIn(segments.folder()).size(), 1);
        }
        pool.flushReleases();
    }

    void otherOperatorsFillTheirSegments()
    {
        QTemporaryDir dir;
        std::vector<double> values(200000);
        std::iota(values.begin(), values.end(), 0.0);
        const Array source = Array::fromDoubles(ElementType::Int64, {100000, 2}, values);
        const QString npy = dir.path() + u"/in.npy"_qs;
        NpyFile::write(source, npy);

        WorkerPool pool(1);
        {
            SegmentStore segments(1024 * 1024);
            const auto read = pool.run(0, remoteCall("read", "npy.read", {{u"path"_qs, npy}}, {{}}),
                                       segments, {});
            const auto array = Array::fromDataset(read.at(0));
            QVERIFY(array && array->isView() && *array == source);

            const auto joined =
                pool.run(0, remoteCall("join", "array.concat", {}, {{read.at(0), read.at(0)}}),
                         segments, {});
            const auto both = Array::fromDataset(joined.at(0));
            QVERIFY(both && both->isView());
            QCOMPARE(both->shape(), (std::vector<qint64>{200000, 2}));
            QCOMPARE(both->toDouble(399999), 199999.0);

            // Random numbers in chunks give the numbers the threads give, in float32 too.
            QJsonObject random{{u"mode"_qs, u"random"_qs},
                               {u"distribution"_qs, u"normal"_qs},
                               {u"shape"_qs, u"300001"_qs},
                               {u"dtype"_qs, u"float32"_qs},
                               {u"seed"_qs, 7}};
            const auto drawn = Array::fromDataset(
                pool.run(0, remoteCall("rnd", "array.generate", random), segments, {}).at(0));
            const OperatorSpec &spec =
                OperatorRegistry::builtin().find(u"array.generate"_qs)->spec();
            const auto here =
                Array::fromDataset(OperatorRegistry::builtin()
                                       .find(u"array.generate"_qs)
                                       ->run(OperatorCall(spec, random, {}, QDir::temp()))
                                       .at(0));
            QVERIFY(drawn && drawn->isView() && here && !here->isView());
            QVERIFY(*drawn == *here);
            QCOMPARE(filesIn(segments.folder()).size(), 3);
        }
        pool.flushReleases();
    }

    void workerKilledWhileFillingLeavesNothing()
    {
        const ScopedEnv fault("WEFT_WORKER_FAULT", "gen:fill-kill");
        WorkerPool pool(1);
        QString folder;
        {
            SegmentStore segments(1024 * 1024);
            folder = segments.folder();
            try {
                pool.run(0, remoteCall("gen", "array.generate", rangeOf(1000000)), segments, {});
                QFAIL("the worker survived");
            } catch (const OperatorError &e) {
                QVERIFY2(e.message().contains(u"SIGKILL"), qPrintable(e.message()));
            }
            // It died with its new segment in the run folder, which the run's end removes.
            QCOMPARE(filesIn(folder).size(), 1);
            QVERIFY(filesIn(folder).front().startsWith(u'w'));
        }
        QVERIFY(!QFileInfo::exists(folder));
    }

    void killedWhileFillingInARunLeavesNothing()
    {
        const ScopedEnv fault("WEFT_WORKER_FAULT", "gen:fill-kill");
        Graph graph;
        graph.nodes = {node("gen", "array.generate",
                            {{u"shape"_qs, u"1000000"_qs}, {u"mode"_qs, u"range"_qs}}),
                       node("sum", "array.reduce", {{u"function"_qs, u"sum"_qs}})};
        graph.edges = {Edge{NodeId(u"gen"_qs), u"array"_qs, NodeId(u"sum"_qs), u"array"_qs}};
        ProcessBackend backend(1);
        const RunResult result =
            GraphRunner(OperatorRegistry::builtin(), QDir::temp()).run(graph, backend, nullptr);
        QCOMPARE(result.status, RunStatus::Failed);
        QVERIFY2(result.nodes[0].error.contains(u"SIGKILL"), qPrintable(result.nodes[0].error));
        // cleanup() checks that the run folder and the segment are gone.
    }

    void aRunMatchesThreads()
    {
        // gen (8 MB) → twice; gen + twice → both → keep (on a thread of this process): every
        // array made in a worker and handed on by name.
        Graph graph;
        graph.nodes = {node("gen", "array.generate", rangeOf(1000000)),
                       node("twice", "array.expr", {{u"expression"_qs, u"x * 2"_qs}}),
                       node("both", "array.concat"), node("keep", "test.keep")};
        graph.nodes[3].run.backend = u"threads"_qs;
        graph.edges = {edge("gen", "twice"), edge("gen", "both"), edge("twice", "both"),
                       Edge{NodeId(u"both"_qs), u"array"_qs, NodeId(u"keep"_qs), u"data"_qs}};
        const GraphRunner runner(m_registry, QDir::temp());
        ThreadBackend threads(2);
        QCOMPARE(runner.run(graph, threads, nullptr).status, RunStatus::Succeeded);
        const auto expected = Array::fromDataset(KeepOp::kept);
        QVERIFY(expected && !expected->isView());

        ProcessBackend processes(2);
        const RunResult result = runner.run(graph, processes, nullptr);
        QVERIFY2(result.status == RunStatus::Succeeded, qPrintable(result.nodes[2].error));
        const auto kept = Array::fromDataset(KeepOp::kept);
        QVERIFY(kept && kept->isView());
        QVERIFY(*kept == *expected);
        QCOMPARE(kept->toDouble(1999999), 1999998.0);
        KeepOp::kept.reset();
        // cleanup(): every segment was released and the run folder removed.
    }
};

QTEST_GUILESS_MAIN(TestSegmentAllocator)
#include "tst_segmentallocator.moc"
