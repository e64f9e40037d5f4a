// A thread worker's sample carries the CPU time of the thread it runs on, so that the Workers
// panel shows how busy it is (it showed 0 % for busy thread workers): a run of busy work on two
// threads, then a sample of the backend.
#include "exec/GraphRunner.h"
#include "exec/ThreadBackend.h"
#include "ops/OperatorRegistry.h"
#include "run/WorkerProbe.h"
#include "store/ProcessProbe.h"

#include <QTest>

#include <numeric>

using namespace weft;
using namespace Qt::StringLiterals;

class TestWorkerProbe : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void threadWorkersReportTheirThreadsCpuTime()
    {
        engine::ThreadBackend backend(2);
        // Before any run no worker has a thread to read.
        for (const engine::WorkerSample &sample : run::WorkerProbe::sample(backend))
            QCOMPARE(sample.cpuNs, 0);

        // 4,000 rows of 100 µs busy work each, in batches on both threads.
        engine::Graph graph;
        engine::Node gen;
        gen.id = engine::NodeId(u"gen"_s);
        gen.operatorId = u"array.generate"_s;
        gen.params = {{u"shape"_s, u"4000, 1"_s}};
        engine::Node busy;
        busy.id = engine::NodeId(u"busy"_s);
        busy.operatorId = u"work.items"_s;
        busy.params = {{u"item_us"_s, 100}};
        busy.run.map = true;
        busy.run.batchSize = 100;
        graph.nodes = {gen, busy};
        graph.edges = {engine::Edge{gen.id, u"array"_s, busy.id, u"items"_s}};
        const qint64 processBefore = store::ProcessProbe::cpuNs();
        const engine::RunResult result =
            engine::GraphRunner(engine::OperatorRegistry::builtin(), QDir::temp())
                .run(graph, backend, nullptr);
        QCOMPARE(result.status, engine::RunStatus::Succeeded);
        const qint64 processUsed = store::ProcessProbe::cpuNs() - processBefore;

        // The threads wait in the pool now; their CPU time is what the run's work used.
        const std::vector<engine::WorkerSample> samples = run::WorkerProbe::sample(backend);
        QCOMPARE(samples.size(), std::size_t(2));
        qint64 total = 0;
        for (const engine::WorkerSample &sample : samples) {
            QCOMPARE(sample.pid, store::ProcessProbe::currentPid());
            QCOMPARE(sample.rssBytes, 0); // a thread's memory is the process's
            QVERIFY(backend.workerThreadId(sample.worker) > 0);
            QVERIFY(backend.workerThreadId(sample.worker) != store::ProcessProbe::currentPid());
            total += sample.cpuNs;
        }
        // The items' busy work ran on the two worker threads: most of what the process used
        // in the run (a share, not a time: busy work is by the clock, and a loaded machine
        // gives it less CPU).
        QVERIFY2(total > 0 && total >= processUsed / 2,
                 qPrintable(u"%1 of %2 ns"_s.arg(total).arg(processUsed)));
        // Never more than the whole process used.
        QVERIFY(total <= store::ProcessProbe::cpuNs());
    }
};

QTEST_GUILESS_MAIN(TestWorkerProbe)
#include "tst_workerprobe.moc"
