#include "exec/EventStream.h"
#include "exec/Scheduler.h"
#include "exec/SequentialBackend.h"
#include "exec/TaskRunner.h"
#include "exec/ThreadBackend.h"

#include <QTest>

#include <algorithm>
#include <array>
#include <atomic>
#include <chrono>
#include <functional>
#include <mutex>
#include <thread>

using namespace weft::engine;

namespace {

/// Records the order tasks ran in and how many outputs were held at most; each task can be
/// told to fail, to request a stop, or to count as "big" (the only outputs the peak counts).
class RecordingRunner : public TaskRunner
{
public:
    explicit RecordingRunner(qsizetype tasks)
        : big(size_t(tasks), true)
    {}

    TaskOutcome runTask(TaskIndex task, int, std::stop_token stop, TaskContext &context) override
    {
        if (onRun)
            onRun(task);
        if (onSpawn)
            onSpawn(task, context);
        {
            std::lock_guard lock(mutex);
            order.push_back(task);
            if (big[task])
                peakHeld = std::max(peakHeld, ++held);
        }
        sawStop = sawStop || stop.stop_requested();
        return {task != failing, 100};
    }
    qint64 releaseOutput(TaskIndex task) override
    {
        std::lock_guard lock(mutex);
        released.push_back(task);
        if (big[task])
            --held;
        return 10;
    }

    std::mutex mutex;
    std::vector<TaskIndex> order;
    std::vector<TaskIndex> released;
    std::vector<bool> big;
    int held = 0;
    int peakHeld = 0;
    TaskIndex failing = kNoTask;
    std::function<void(TaskIndex)> onRun;
    std::function<void(TaskIndex, TaskContext &)> onSpawn;
    std::atomic<bool> sawStop{false};
};

/// K independent chains of `length` tasks, all feeding one final reduction.
TaskGraph fanOfChains(int chains, int length, bool reversed = false)
{
    TaskGraph g;
    std::vector<TaskIndex> heads;
    const TaskIndex sink = reversed ? g.addTask(0) : kNoTask;
    for (int c = 0; c < chains; ++c) {
        TaskIndex previous = g.addTask(0);
        for (int i = 1; i < length; ++i) {
            const TaskIndex next = g.addTask(0);
            g.addDependency(previous, next);
            previous = next;
        }
        heads.push_back(previous);
    }
    const TaskIndex reduction = reversed ? sink : g.addTask(0);
    for (const TaskIndex end : heads)
        g.addDependency(end, reduction);
    g.finalize();
    return g;
}

} // namespace

class TestScheduler : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void transitionTable()
    {
        QVERIFY(isAllowedTransition(TaskState::Waiting, TaskState::Ready));
        QVERIFY(isAllowedTransition(TaskState::Ready, TaskState::Running));
        QVERIFY(isAllowedTransition(TaskState::Running, TaskState::Succeeded));
        QVERIFY(isAllowedTransition(TaskState::Running, TaskState::Failed));
        QVERIFY(isAllowedTransition(TaskState::Waiting, TaskState::Skipped));
        QVERIFY(!isAllowedTransition(TaskState::Waiting, TaskState::Running));
        QVERIFY(!isAllowedTransition(TaskState::Succeeded, TaskState::Running));
        QVERIFY(!isAllowedTransition(TaskState::Running, TaskState::Skipped));
        QVERIFY(isAllowedTransition(DatasetState::Pending, DatasetState::Held));
        QVERIFY(isAllowedTransition(DatasetState::Held, DatasetState::Released));
        QVERIFY(!isAllowedTransition(DatasetState::Released, DatasetState::Held));
    }

    void treeReductionCombinesPairsAsSoonAsBothAreReady()
    {
        // ((a b) (c d)): a, b, ab, c, d, cd, abcd — never a, b, c, d first.
        TaskGraph g;
        const TaskIndex a = g.addTask(0), b = g.addTask(0), c = g.addTask(0), d = g.addTask(0);
        const TaskIndex ab = g.addTask(0), cd = g.addTask(0), all = g.addTask(0);
        for (auto [from, to] : {std::pair{a, ab}, {b, ab}, {c, cd}, {d, cd}, {ab, all}, {cd, all}})
            g.addDependency(from, to);
        g.finalize();
        SequentialBackend backend;
        RecordingRunner runner(g.size());
        Scheduler scheduler(g, backend, nullptr);
        QCOMPARE(scheduler.run(runner), RunStatus::Succeeded);
        QCOMPARE(runner.order, (std::vector<TaskIndex>{a, b, ab, c, d, cd, all}));
        // Each pair's inputs are released right after it ran, the final output when it ends.
        QCOMPARE(runner.released, (std::vector<TaskIndex>{a, b, c, d, all, ab, cd}));
    }

    void chainRunsStraightThrough()
    {
        TaskGraph g = fanOfChains(3, 4);
        SequentialBackend backend;
        RecordingRunner runner(g.size());
        Scheduler scheduler(g, backend, nullptr);
        QCOMPARE(scheduler.run(runner), RunStatus::Succeeded);
        // The first chain runs from start to end before the second starts.
        QCOMPARE(std::vector<TaskIndex>(runner.order.begin(), runner.order.begin() + 4),
                 (std::vector<TaskIndex>{0, 1, 2, 3}));
    }

    void fanOfChainsHoldsOWorkersIntermediates_data()
    {
        QTest::addColumn<int>("workers");
        QTest::addColumn<bool>("reversed");
        QTest::newRow("sequential") << 1 << false;
        QTest::newRow("2 threads") << 2 << false;
        QTest::newRow("4 threads") << 4 << false;
        QTest::newRow("2 threads, reversed order") << 2 << true;
    }

    void fanOfChainsHoldsOWorkersIntermediates()
    {
        QFETCH(int, workers);
        QFETCH(bool, reversed);
        const int chains = 200, length = 6;
        TaskGraph g = fanOfChains(chains, length, reversed);
        RecordingRunner runner(g.size());
        // Only the intermediates inside chains count: the chain ends must all wait for the
        // reduction, whatever the order.
        for (TaskIndex t = 0; t < TaskIndex(g.size()); ++t)
            runner.big[t] =
                g.successors(t).size() == 1 && !g.successors(g.successors(t)[0]).empty();
        std::unique_ptr<Backend> backend;
        if (workers == 1)
            backend = std::make_unique<SequentialBackend>();
        else
            backend = std::make_unique<ThreadBackend>(workers);
        Scheduler scheduler(g, *backend, nullptr);
        QCOMPARE(scheduler.run(runner), RunStatus::Succeeded);
        QCOMPARE(runner.order.size(), size_t(g.size()));
        // Each worker holds at most its chain's last output and the one it is producing (200
        // would be one per chain, as a breadth-first order gives).
        QVERIFY2(runner.peakHeld <= 2 * workers,
                 qPrintable(QStringLiteral("peak %1 intermediates").arg(runner.peakHeld)));
    }

    void aLongBranchStartsBeforeShortTasksWhenDurationsAreKnown_data()
    {
        QTest::addColumn<bool>("knowsDurations");
        QTest::newRow("durations known") << true;
        QTest::newRow("no durations") << false;
    }

    void aLongBranchStartsBeforeShortTasksWhenDurationsAreKnown()
    {
        // Three groups, each a producer (1 unit) read by a long consumer (5) and a short one
        // (1). The memory order runs the first group's short consumer before the third
        // group's producer; with durations, the first worker free after the producers takes
        // the third producer (a 6-unit path) instead, whichever producer ends first.
        QFETCH(bool, knowsDurations);
        TaskGraph g;
        std::vector<double> seconds;
        const auto add = [&](double s) {
            seconds.push_back(s);
            return g.addTask(quint32(seconds.size() - 1));
        };
        std::vector<std::array<TaskIndex, 3>> groups(3);
        for (auto &group : groups) {
            group = {add(1), add(5), add(1)};
            g.addDependency(group[0], group[1]);
            g.addDependency(group[0], group[2]);
        }
        // The graph keeps the durations it is finalized with, for the scheduler.
        g.finalize(TaskOrder::Static,
                   knowsDurations ? std::span<const double>(seconds) : std::span<const double>());
        std::sort(groups.begin(), groups.end(), [&g](const auto &a, const auto &b) {
            return g.priority(a[0]) < g.priority(b[0]);
        });
        const TaskIndex firstShort = groups[0][2], thirdProducer = groups[2][0];
        QVERIFY(g.priority(firstShort) < g.priority(thirdProducer));

        RecordingRunner runner(g.size());
        std::mutex mutex;
        std::vector<TaskIndex> started;
        runner.onRun = [&](TaskIndex t) {
            {
                std::lock_guard lock(mutex);
                started.push_back(t);
            }
            std::this_thread::sleep_for(std::chrono::milliseconds(int(20 * seconds[t])));
        };
        ThreadBackend backend(2);
        Scheduler scheduler(g, backend, nullptr);
        QCOMPARE(scheduler.run(runner), RunStatus::Succeeded);
        const auto at = [&started](TaskIndex t) {
            return std::find(started.begin(), started.end(), t) - started.begin();
        };
        QCOMPARE(at(thirdProducer) < at(firstShort), knowsDurations);
    }

    void failureStopsStartingNewTasks()
    {
        // Two independent chains; the first task of the first fails.
        TaskGraph g = fanOfChains(2, 3);
        SequentialBackend backend;
        RecordingRunner runner(g.size());
        runner.failing = 0;
        Scheduler scheduler(g, backend, nullptr);
        QCOMPARE(scheduler.run(runner), RunStatus::Failed);
        QCOMPARE(runner.order, (std::vector<TaskIndex>{0}));
        QCOMPARE(scheduler.state(0), TaskState::Failed);
        QCOMPARE(scheduler.state(1), TaskState::Skipped);
        QCOMPARE(scheduler.state(3), TaskState::Cancelled); // the other chain never started
        QCOMPARE(scheduler.state(6), TaskState::Skipped);   // the reduction needs the failed one
    }

    void keepGoingFinishesIndependentBranches()
    {
        TaskGraph g = fanOfChains(2, 3);
        ThreadBackend backend(2);
        RecordingRunner runner(g.size());
        runner.failing = 0;
        Scheduler scheduler(g, backend, nullptr, SchedulerOptions{true});
        QCOMPARE(scheduler.run(runner), RunStatus::Failed);
        for (TaskIndex t : {3u, 4u, 5u})
            QCOMPARE(scheduler.state(t), TaskState::Succeeded);
        for (TaskIndex t : {1u, 2u, 6u})
            QCOMPARE(scheduler.state(t), TaskState::Skipped);
    }

    void cancelFromAnotherThreadStopsTheRun()
    {
        TaskGraph g = fanOfChains(50, 10);
        ThreadBackend backend(2);
        RecordingRunner runner(g.size());
        std::stop_source stop;
        runner.onRun = [&](TaskIndex task) {
            if (task == 25)
                std::jthread([&] { stop.request_stop(); }).join();
        };
        Scheduler scheduler(g, backend, nullptr);
        QCOMPARE(scheduler.run(runner, stop.get_token()), RunStatus::Cancelled);
        QVERIFY(runner.sawStop);
        QVERIFY(runner.order.size() < size_t(g.size()));
        QCOMPARE(scheduler.state(TaskIndex(g.size() - 1)), TaskState::Cancelled);
        // The backend is ready for the next run.
        RecordingRunner again(g.size());
        Scheduler second(g, backend, nullptr);
        QCOMPARE(second.run(again), RunStatus::Succeeded);
        QCOMPARE(again.order.size(), size_t(g.size()));
    }

    void graphWithNoStartableTaskIsAnError()
    {
        TaskGraph g;
        const TaskIndex a = g.addTask(0), b = g.addTask(1);
        g.addDependency(a, b);
        g.addDependency(b, a);
        g.finalize();
        ThreadBackend backend(2);
        RecordingRunner runner(g.size());
        Scheduler scheduler(g, backend, nullptr);
        QCOMPARE(scheduler.run(runner), RunStatus::Failed);
        QVERIFY(scheduler.wasStuck());
        QVERIFY(runner.order.empty());
    }

    void eventsFollowEachTasksLife()
    {
        TaskGraph g = fanOfChains(20, 5);
        ThreadBackend backend(2);
        EventStream events(backend.workers() + 1);
        RecordingRunner runner(g.size());
        Scheduler scheduler(g, backend, &events);
        QCOMPARE(scheduler.run(runner), RunStatus::Succeeded);

        std::vector<std::vector<std::pair<qint64, EventType>>> perTask(size_t(g.size()));
        int runEvents = 0, released = 0, held = 0;
        events.drain([&](const Event &e) {
            if (e.type == EventType::RunStarted || e.type == EventType::RunFinished)
                ++runEvents;
            else if (e.type == EventType::DatasetReleased)
                ++released;
            else if (e.type == EventType::DatasetHeld)
                held += e.value == 100;
            else
                perTask[e.task].emplace_back(e.ns, e.type);
        });
        QCOMPARE(runEvents, 2);
        QCOMPARE(held, int(g.size()));     // every output, the final one included
        QCOMPARE(released, int(g.size())); // after its last consumer, or when nobody reads it
        // A task's events may come from different workers' buffers: order them by time.
        for (auto &timed : perTask) {
            std::sort(timed.begin(), timed.end());
            std::vector<EventType> types;
            for (const auto &[ns, type] : timed)
                types.push_back(type);
            QCOMPARE(types, (std::vector<EventType>{EventType::TaskQueued, EventType::TaskStarted,
                                                    EventType::TaskSucceeded}));
        }
    }

    void millionTaskLayeredRun()
    {
        // 20 layers of 50,000; each task reads 2 tasks of the layer before.
        const int layers = 20, width = 50'000;
        TaskGraph g;
        g.reserve(layers * width, 2 * layers * width);
        for (int l = 0; l < layers; ++l)
            for (int i = 0; i < width; ++i) {
                const TaskIndex t = g.addTask(quint32(l));
                if (l > 0) {
                    g.addDependency(TaskIndex((l - 1) * width + i), t);
                    g.addDependency(TaskIndex((l - 1) * width + (i * 7 + 3) % width), t);
                }
            }
        g.finalize();
        ThreadBackend backend(2);
        RecordingRunner runner(g.size());
        Scheduler scheduler(g, backend, nullptr);
        QCOMPARE(scheduler.run(runner), RunStatus::Succeeded);
        QCOMPARE(runner.order.size(), size_t(layers * width));
        // The last layer's outputs too, as soon as each task ends.
        QCOMPARE(runner.released.size(), size_t(layers * width));
    }

    void spawnedTasksFinishBeforeTheirParentsConsumers()
    {
        // a spawns 1,000 tasks while it runs; b needs a.
        TaskGraph g;
        const TaskIndex a = g.addTask(0), b = g.addTask(1);
        g.addDependency(a, b);
        g.finalize();
        ThreadBackend backend(2);
        EventStream events(backend.workers() + 1);
        RecordingRunner runner(g.size());
        std::atomic<int> done{0};
        int doneWhenBRan = -1;
        runner.onSpawn = [&](TaskIndex task, TaskContext &context) {
            if (task == a)
                for (int i = 0; i < 1000; ++i)
                    context.spawn([&](int, std::stop_token, TaskContext &) {
                        ++done;
                        return TaskOutcome{true, 0};
                    });
            else
                doneWhenBRan = done.load();
        };
        Scheduler scheduler(g, backend, &events);
        QCOMPARE(scheduler.run(runner), RunStatus::Succeeded);
        QCOMPARE(doneWhenBRan, 1000);
        QCOMPARE(scheduler.dynamicTaskCount(), qsizetype(1000));
        int spawnedSucceeded = 0;
        events.drain([&](const Event &e) {
            spawnedSucceeded += e.type == EventType::TaskSucceeded && e.task >= 2 && e.node == 0;
        });
        QCOMPARE(spawnedSucceeded, 1000);
    }

    void spawnedWorkSpawnsMoreForTheSameParent()
    {
        // Each spawned task spawns the next, 100 in all, as a map node's batches do; b needs a
        // and starts only after the last of them.
        TaskGraph g;
        const TaskIndex a = g.addTask(0), b = g.addTask(1);
        g.addDependency(a, b);
        g.finalize();
        ThreadBackend backend(2);
        RecordingRunner runner(g.size());
        std::atomic<int> done{0};
        int doneWhenBRan = -1;
        std::function<TaskOutcome(int, std::stop_token, TaskContext &)> step =
            [&](int, std::stop_token, TaskContext &context) {
                if (++done < 100)
                    context.spawn(step);
                return TaskOutcome{true, 0};
            };
        runner.onSpawn = [&](TaskIndex task, TaskContext &context) {
            if (task == a)
                context.spawn(step);
            else
                doneWhenBRan = done.load();
        };
        Scheduler scheduler(g, backend, nullptr);
        QCOMPARE(scheduler.run(runner), RunStatus::Succeeded);
        QCOMPARE(doneWhenBRan, 100);
        QCOMPARE(scheduler.dynamicTaskCount(), qsizetype(100));
    }

    void aFailedSpawnedTaskFailsItsParent()
    {
        TaskGraph g;
        const TaskIndex a = g.addTask(0), b = g.addTask(1);
        g.addDependency(a, b);
        g.finalize();
        ThreadBackend backend(2);
        RecordingRunner runner(g.size());
        runner.onSpawn = [&](TaskIndex task, TaskContext &context) {
            if (task == a)
                for (int i = 0; i < 10; ++i)
                    context.spawn([i](int, std::stop_token, TaskContext &) {
                        return TaskOutcome{i != 7, 0};
                    });
        };
        Scheduler scheduler(g, backend, nullptr);
        QCOMPARE(scheduler.run(runner), RunStatus::Failed);
        QCOMPARE(scheduler.state(a), TaskState::Failed);
        QCOMPARE(scheduler.state(b), TaskState::Skipped);
    }

    void workerCountsFollowJoblib()
    {
        QCOMPARE(BackendFactory::resolveWorkers(4, 8), std::optional<int>(4));
        QCOMPARE(BackendFactory::resolveWorkers(-1, 8), std::optional<int>(8));
        QCOMPARE(BackendFactory::resolveWorkers(-2, 8), std::optional<int>(7));
        QCOMPARE(BackendFactory::resolveWorkers(-20, 8), std::optional<int>(1));
        QCOMPARE(BackendFactory::resolveWorkers(0, 8), std::nullopt);
        QString error;
        QVERIFY(!BackendFactory::make(BackendKind::Threads, 0, &error));
        QVERIFY(error.contains(QStringLiteral("--jobs 0")));
        QCOMPARE(BackendFactory::make(BackendKind::Threads, 1, &error)->name(),
                 QStringLiteral("sequential"));
        QCOMPARE(BackendFactory::make(BackendKind::Threads, 3, &error)->workers(), 3);
    }
};

QTEST_GUILESS_MAIN(TestScheduler)
#include "tst_scheduler.moc"
