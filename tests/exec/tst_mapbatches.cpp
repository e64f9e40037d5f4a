#include "exec/EventStream.h"
#include "exec/MapBatches.h"
#include "exec/Scheduler.h"
#include "exec/ThreadBackend.h"

#include <QTest>

#include <atomic>
#include <map>
#include <memory>
#include <mutex>
#include <thread>

using namespace weft::engine;

namespace {

/// One map node (task 0) feeding one consumer (task 1). The node's body starts its batches;
/// every batch writes its items' squares into `out` and records which batch took them.
class MapRunner : public TaskRunner
{
public:
    MapRunner(qsizetype items, BatchSettings settings, int inFlight, qsizetype available = -1)
        : out(size_t(items), -1)
        , batchOf(size_t(items), -1)
        , batches(
              items, settings, inFlight,
              [this](const MapBatches::Batch &b, int, std::stop_token stop) {
                  return process(b, stop);
              },
              available)
    {}

    TaskOutcome runTask(TaskIndex task, int, std::stop_token, TaskContext &context) override
    {
        if (task == 0)
            batches.start(context);
        else
            itemsDoneWhenConsumerRan = done.load();
        return {true, 8};
    }
    qint64 releaseOutput(TaskIndex) override { return 8; }
    TaskOutcome completeSpawned(TaskIndex task) override
    {
        ++completions;
        itemsDoneWhenCompleted = done.load();
        return {task == 0 && assembleOk, 4096};
    }

    bool process(const MapBatches::Batch &b, std::stop_token stop)
    {
        for (qsizetype i = b.first; i < b.first + b.count; ++i) {
            if (i == failAt || stop.stop_requested())
                return false;
            if (itemSleep.count() > 0)
                std::this_thread::sleep_for(itemSleep);
            out[size_t(i)] = i * i;
            batchOf[size_t(i)] = b.index;
            ++done;
        }
        return true;
    }

    std::vector<qsizetype> out;
    std::vector<qsizetype> batchOf;
    std::atomic<qsizetype> done{0};
    qsizetype itemsDoneWhenConsumerRan = -1;
    std::atomic<int> completions{0};
    qsizetype itemsDoneWhenCompleted = -1;
    bool assembleOk = true;
    qsizetype failAt = -1;
    std::chrono::microseconds itemSleep{0};
    MapBatches batches;
};

/// Items that arrive over time: makes `counts[i]` items available after `gapMs` each, on a
/// thread of its own (the test's stand-in for a producer).
class Arrivals
{
public:
    Arrivals(MapBatches &batches, std::vector<qsizetype> counts, int gapMs)
        : m_thread([&batches, counts = std::move(counts), gapMs] {
            for (const qsizetype count : counts) {
                std::this_thread::sleep_for(std::chrono::milliseconds(gapMs));
                batches.setAvailable(count);
            }
        })
    {}
    ~Arrivals() { m_thread.join(); }

private:
    std::thread m_thread;
};

/// Items held back until the batch in flight has left: makes all `count` items available once
/// `done` items are processed, so what a batch finds does not depend on the machine's load.
class ArrivalAfterFirstItem
{
public:
    ArrivalAfterFirstItem(MapBatches &batches, const std::atomic<qsizetype> &done, qsizetype count)
        : m_thread([&batches, &done, count](std::stop_token stop) {
            while (done.load() < 1 && !stop.stop_requested())
                std::this_thread::sleep_for(std::chrono::milliseconds(1));
            batches.setAvailable(count);
        })
    {}

private:
    std::jthread m_thread;
};

BatchSettings fixedWithWait(qsizetype size, double waitSeconds)
{
    BatchSettings settings;
    settings.mode = BatchSettings::Mode::Fixed;
    settings.fixedSize = size;
    settings.waitSeconds = waitSeconds;
    return settings;
}

TaskGraph mapThenConsumer()
{
    TaskGraph g;
    const TaskIndex map = g.addTask(0), consumer = g.addTask(1);
    g.addDependency(map, consumer);
    g.finalize();
    return g;
}

} // namespace

class TestMapBatches : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyItemOnceInItemOrderBeforeTheConsumer()
    {
        const TaskGraph g = mapThenConsumer();
        ThreadBackend backend(2);
        MapRunner runner(100000, BatchSettings{}, 3);
        QCOMPARE(Scheduler(g, backend, nullptr).run(runner), RunStatus::Succeeded);
        QCOMPARE(runner.itemsDoneWhenConsumerRan, qsizetype(100000));
        for (qsizetype i = 0; i < 100000; ++i)
            QCOMPARE(runner.out[size_t(i)], i * i);
        // Batch numbers rise with the items: batches take consecutive ranges in order.
        QVERIFY(std::is_sorted(runner.batchOf.begin(), runner.batchOf.end()));
        const MapBatches::Stats stats = runner.batches.stats();
        QCOMPARE(stats.items, qsizetype(100000));
        QCOMPARE(stats.minSize, qsizetype(1));
        // Items of a few nanoseconds each: auto mode grows far beyond one item per batch.
        QVERIFY2(stats.maxSize > 100, qPrintable(QString::number(stats.maxSize)));
        QVERIFY(stats.batches < 1000);
    }

    void fixedModeTakesExactlyKItems()
    {
        const TaskGraph g = mapThenConsumer();
        ThreadBackend backend(2);
        BatchSettings fixed;
        fixed.mode = BatchSettings::Mode::Fixed;
        fixed.fixedSize = 7;
        MapRunner runner(100, fixed, 3);
        QCOMPARE(Scheduler(g, backend, nullptr).run(runner), RunStatus::Succeeded);
        const MapBatches::Stats stats = runner.batches.stats();
        QCOMPARE(stats.batches, qsizetype(15)); // 14 of 7 and the last 2
        QCOMPARE(stats.minSize, qsizetype(2));
        QCOMPARE(stats.maxSize, qsizetype(7));
        QCOMPARE(stats.finalSize, qsizetype(7));
        for (qsizetype i = 0; i < 100; ++i)
            QCOMPARE(runner.batchOf[size_t(i)], i / 7);
    }

    void slowItemsKeepBatchesSmall()
    {
        // 2 ms per item is over the threads' upper target on its own: batches stay at one
        // item, so both workers share the work to the end.
        const TaskGraph g = mapThenConsumer();
        ThreadBackend backend(2);
        MapRunner runner(20, BatchSettings{}, 3);
        runner.itemSleep = std::chrono::milliseconds(2);
        QCOMPARE(Scheduler(g, backend, nullptr).run(runner), RunStatus::Succeeded);
        const MapBatches::Stats stats = runner.batches.stats();
        QCOMPARE(stats.maxSize, qsizetype(1));
        QCOMPARE(stats.batches, qsizetype(20));
    }

    void aFailedBatchFailsTheNodeAndStopsNewBatches()
    {
        const TaskGraph g = mapThenConsumer();
        ThreadBackend backend(2);
        BatchSettings fixed;
        fixed.mode = BatchSettings::Mode::Fixed;
        fixed.fixedSize = 10;
        MapRunner runner(1000, fixed, 2);
        runner.failAt = 25;
        Scheduler scheduler(g, backend, nullptr);
        QCOMPARE(scheduler.run(runner), RunStatus::Failed);
        QCOMPARE(scheduler.state(0), TaskState::Failed);
        QCOMPARE(scheduler.state(1), TaskState::Skipped);
        // Batches already taken may finish; none starts after the failure is known.
        QVERIFY2(runner.batches.stats().batches <= 5,
                 qPrintable(QString::number(runner.batches.stats().batches)));
        QCOMPARE(runner.itemsDoneWhenConsumerRan, qsizetype(-1));
    }

    void everyBatchIsAnEvent()
    {
        const TaskGraph g = mapThenConsumer();
        ThreadBackend backend(2);
        EventStream events(backend.workers() + 1);
        BatchSettings fixed;
        fixed.mode = BatchSettings::Mode::Fixed;
        fixed.fixedSize = 30;
        MapRunner runner(100, fixed, 3);
        QCOMPARE(Scheduler(g, backend, &events).run(runner), RunStatus::Succeeded);
        qsizetype batches = 0, items = 0;
        std::map<quint32, qint64> started;
        bool timed = true;
        events.drain([&](const Event &e) {
            if (e.type == EventType::TaskStarted)
                started[e.task] = e.ns;
            if (e.type != EventType::BatchFinished)
                return;
            ++batches;
            items += e.value;
            QCOMPARE(e.node, 0u);
            QVERIFY(e.task >= 2); // a spawned task, numbered after the graph's
            // Its start came first from the same worker: the duration is the difference.
            timed = timed && started.count(e.task) && e.ns >= started[e.task];
        });
        QVERIFY(timed);
        QCOMPARE(batches, qsizetype(4));
        QCOMPARE(items, qsizetype(100));
    }

    void theNodeIsAssembledOnceAfterItsLastBatch()
    {
        const TaskGraph g = mapThenConsumer();
        ThreadBackend backend(2);
        EventStream events(backend.workers() + 1);
        MapRunner runner(5000, BatchSettings{}, 3);
        QCOMPARE(Scheduler(g, backend, &events).run(runner), RunStatus::Succeeded);
        QCOMPARE(runner.completions.load(), 1);
        QCOMPARE(runner.itemsDoneWhenCompleted, qsizetype(5000));
        // The node's output is held from its assembly, with the bytes the runner reported.
        qint64 held = -1;
        events.drain([&](const Event &e) {
            if (e.type == EventType::DatasetHeld && e.task == 0)
                held = e.value;
        });
        QCOMPARE(held, qint64(4096));
    }

    void aFailedAssemblyFailsTheNode()
    {
        const TaskGraph g = mapThenConsumer();
        ThreadBackend backend(2);
        MapRunner runner(100, BatchSettings{}, 3);
        runner.assembleOk = false;
        Scheduler scheduler(g, backend, nullptr);
        QCOMPARE(scheduler.run(runner), RunStatus::Failed);
        QCOMPARE(scheduler.state(0), TaskState::Failed);
        QCOMPARE(scheduler.state(1), TaskState::Skipped);
    }

    void aFailedBatchSkipsTheAssembly()
    {
        const TaskGraph g = mapThenConsumer();
        ThreadBackend backend(2);
        MapRunner runner(100, BatchSettings{}, 3);
        runner.failAt = 3;
        QCOMPARE(Scheduler(g, backend, nullptr).run(runner), RunStatus::Failed);
        QCOMPARE(runner.completions.load(), 0);
    }

    void aFixedBatchWaitsForItemsUpToItsSize()
    {
        // Items trickle in one, two, four, eight; with a long wait each batch fills up to 4.
        const TaskGraph g = mapThenConsumer();
        ThreadBackend backend(1);
        MapRunner runner(8, fixedWithWait(4, 60.0), 1, 0);
        {
            Arrivals arrivals(runner.batches, {1, 2, 4, 8}, 20);
            QCOMPARE(Scheduler(g, backend, nullptr).run(runner), RunStatus::Succeeded);
        }
        QCOMPARE(runner.batchOf, (std::vector<qsizetype>{0, 0, 0, 0, 1, 1, 1, 1}));
        QCOMPARE(runner.itemsDoneWhenConsumerRan, qsizetype(8));
    }

    void aZeroWaitTakesOnlyWhatIsThere()
    {
        // One item there at the start, the rest once it is done: the first batch takes it alone.
        const TaskGraph g = mapThenConsumer();
        ThreadBackend backend(1);
        MapRunner runner(6, fixedWithWait(4, 0), 1, 1);
        {
            ArrivalAfterFirstItem arrivals(runner.batches, runner.done, 6);
            QCOMPARE(Scheduler(g, backend, nullptr).run(runner), RunStatus::Succeeded);
        }
        QCOMPARE(runner.batchOf[0], qsizetype(0));
        QCOMPARE(runner.batchOf[1], qsizetype(1));
        for (qsizetype i = 0; i < 6; ++i)
            QCOMPARE(runner.out[size_t(i)], i * i);
    }

    void aShortWaitGivesUpWithFewerItems()
    {
        // 10 ms of wait, the next items only after the first is done: the first batch gives up
        // waiting and leaves with one.
        const TaskGraph g = mapThenConsumer();
        ThreadBackend backend(1);
        MapRunner runner(5, fixedWithWait(4, 0.010), 1, 1);
        {
            ArrivalAfterFirstItem arrivals(runner.batches, runner.done, 5);
            QCOMPARE(Scheduler(g, backend, nullptr).run(runner), RunStatus::Succeeded);
        }
        QCOMPARE(runner.batchOf, (std::vector<qsizetype>{0, 1, 1, 1, 1}));
    }

    void anEmptyInputRunsNoBatch()
    {
        const TaskGraph g = mapThenConsumer();
        ThreadBackend backend(2);
        MapRunner runner(0, BatchSettings{}, 3);
        QCOMPARE(Scheduler(g, backend, nullptr).run(runner), RunStatus::Succeeded);
        QCOMPARE(runner.batches.stats().batches, qsizetype(0));
        QCOMPARE(runner.itemsDoneWhenConsumerRan, qsizetype(0));
    }
};

QTEST_GUILESS_MAIN(TestMapBatches)
#include "tst_mapbatches.moc"
