#include "exec/Scheduler.h"
#include "exec/SequentialBackend.h"
#include "exec/SequentialMemoryBound.h"
#include "exec/TaskRunner.h"
#include "exec/ThreadBackend.h"

#include <QTest>

#include <chrono>
#include <mutex>
#include <random>
#include <thread>

using namespace weft::engine;

namespace {

/// Counts outputs the way a run holds them: from the moment a task stores its output (inside
/// runTask, before its inputs are released) until the scheduler releases it. Tasks sleep a
/// random few hundred microseconds so that two workers interleave differently on every run.
class HoldingRunner : public TaskRunner
{
public:
    HoldingRunner(const TaskGraph &graph, unsigned seed)
        : m_graph(graph)
        , m_random(seed)
    {}

    TaskOutcome runTask(TaskIndex task, int, std::stop_token, TaskContext &) override
    {
        int micros;
        {
            std::lock_guard lock(m_mutex);
            micros = std::uniform_int_distribution(50, 400)(m_random);
        }
        std::this_thread::sleep_for(std::chrono::microseconds(micros));
        std::lock_guard lock(m_mutex);
        ran.push_back(task);
        if (!m_graph.successors(task).empty())
            peak = std::max(peak, ++m_held);
        return {task != failing, 1};
    }
    qint64 releaseOutput(TaskIndex) override
    {
        std::lock_guard lock(m_mutex);
        --m_held;
        return 1;
    }

    std::vector<TaskIndex> ran;
    int peak = 0;
    TaskIndex failing = kNoTask;

private:
    const TaskGraph &m_graph;
    std::mutex m_mutex;
    std::mt19937 m_random;
    int m_held = 0;
};

/// The memory benchmark's shape: `leaves` sources, each followed by a transform, combined in
/// pairs level by level down to one output that a final task reduces.
TaskGraph mapReduce(int leaves)
{
    TaskGraph g;
    std::vector<TaskIndex> level;
    for (int i = 0; i < leaves; ++i) {
        const TaskIndex source = g.addTask(0), transform = g.addTask(1);
        g.addDependency(source, transform);
        level.push_back(transform);
    }
    while (level.size() > 1) {
        std::vector<TaskIndex> next;
        for (size_t i = 0; i + 1 < level.size(); i += 2) {
            const TaskIndex combine = g.addTask(2);
            g.addDependency(level[i], combine);
            g.addDependency(level[i + 1], combine);
            next.push_back(combine);
        }
        if (level.size() % 2 == 1)
            next.push_back(level.back());
        level = std::move(next);
    }
    g.addDependency(level.front(), g.addTask(3));
    g.finalize();
    return g;
}

TaskGraph chain(int length)
{
    TaskGraph g;
    TaskIndex previous = g.addTask(0);
    for (int i = 1; i < length; ++i) {
        const TaskIndex next = g.addTask(0);
        g.addDependency(previous, next);
        previous = next;
    }
    g.finalize();
    return g;
}

} // namespace

class TestSequentialMemoryBound : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void limitIsTheSequentialPeak()
    {
        // A chain holds one output, plus the next one for a moment before the first goes.
        QCOMPARE(SequentialMemoryBound(chain(10)).limit(), qint64(2));
        // 64 leaves: the six pending left siblings on the way to the last leaf, plus that
        // leaf's source and transform.
        QCOMPARE(SequentialMemoryBound(mapReduce(64)).limit(), qint64(8));
        QCOMPARE(SequentialMemoryBound(mapReduce(2)).limit(), qint64(3));
        // A task with no consumer holds nothing the scheduler counts.
        TaskGraph single;
        single.addTask(0);
        single.finalize();
        QCOMPARE(SequentialMemoryBound(single).limit(), qint64(0));
    }

    void admitsInOrderWhileOutputsFit()
    {
        const TaskGraph g = chain(4);
        SequentialMemoryBound bound(g);
        std::vector<TaskIndex> admitted;
        const auto admit = [&] {
            bound.admit([](TaskIndex) { return true; },
                        [&](TaskIndex t) { admitted.push_back(t); });
        };
        admit();
        QCOMPARE(admitted, (std::vector<TaskIndex>{0, 1}));
        QCOMPARE(bound.booked(), qint64(2));
        admit(); // nothing released: nothing more fits
        QCOMPARE(admitted.size(), size_t(2));
        bound.release(0);
        admit(); // task 2 books an output; task 3, the last, books none and follows at once
        QCOMPARE(admitted, (std::vector<TaskIndex>{0, 1, 2, 3}));
        QCOMPARE(bound.booked(), qint64(2));
        bound.release(3); // never booked: no change
        QCOMPARE(bound.booked(), qint64(2));
    }

    void weighsOutputsByTheirExpectedBytes()
    {
        // Two sources read by one join: one worker holds both, 700 + 300 bytes.
        TaskGraph g;
        const TaskIndex big = g.addTask(0), small = g.addTask(1), join = g.addTask(2);
        g.addDependency(big, join);
        g.addDependency(small, join);
        g.finalize();
        SequentialMemoryBound bound(g, {700, 300, 50});
        QCOMPARE(bound.limit(), qint64(1000));
        std::vector<TaskIndex> admitted;
        bound.admit([](TaskIndex) { return true; }, [&](TaskIndex t) { admitted.push_back(t); });
        QCOMPARE(admitted.size(), size_t(3)); // the join holds nothing anyone reads
        QCOMPARE(bound.booked(), qint64(1000));
        bound.release(big);
        QCOMPARE(bound.booked(), qint64(300));

        // A chain whose second output is large: the third task waits until the first output
        // is gone, where counting outputs (limit 2) would wait just the same, but the limit
        // now says bytes.
        const TaskGraph line = chain(4);
        SequentialMemoryBound chained(line, {10, 500, 10, 10});
        QCOMPARE(chained.limit(), qint64(510));
        std::vector<TaskIndex> order;
        const auto admit = [&] {
            chained.admit([](TaskIndex) { return true; }, [&](TaskIndex t) { order.push_back(t); });
        };
        admit();
        QCOMPARE(order, (std::vector<TaskIndex>{0, 1}));
        chained.release(0);
        admit();
        QCOMPARE(order, (std::vector<TaskIndex>{0, 1, 2, 3}));
        QCOMPARE(chained.booked(), qint64(510));
    }

    void twoWorkersNeverHoldMoreThanOne_data()
    {
        QTest::addColumn<unsigned>("seed");
        for (unsigned seed = 1; seed <= 12; ++seed)
            QTest::addRow("seed %u", seed) << seed;
    }

    void twoWorkersNeverHoldMoreThanOne()
    {
        // Unbounded, two workers on this shape hold 9 outputs on most runs: one starts the
        // next leaf while the other still combines. Bounded, never more than 8.
        QFETCH(unsigned, seed);
        const TaskGraph g = mapReduce(64);
        ThreadBackend backend(2);
        HoldingRunner runner(g, seed);
        Scheduler scheduler(g, backend, nullptr, SchedulerOptions{false, true});
        QCOMPARE(scheduler.run(runner), RunStatus::Succeeded);
        QCOMPARE(runner.ran.size(), size_t(g.size()));
        QVERIFY2(runner.peak <= 8, qPrintable(QString::number(runner.peak)));
    }

    void bothWorkersStillRunTasks()
    {
        // The bound delays tasks, it does not serialise the run: leaves of one pair overlap.
        const TaskGraph g = mapReduce(16);
        ThreadBackend backend(2);
        HoldingRunner runner(g, 7);
        std::atomic<int> running{0}, mostAtOnce{0};
        class OverlapRunner : public TaskRunner
        {
        public:
            OverlapRunner(HoldingRunner &inner, std::atomic<int> &now, std::atomic<int> &most)
                : m_inner(inner)
                , m_now(now)
                , m_most(most)
            {}
            TaskOutcome runTask(TaskIndex t, int w, std::stop_token s, TaskContext &c) override
            {
                const int n = ++m_now;
                int seen = m_most.load();
                while (seen < n && !m_most.compare_exchange_weak(seen, n)) {
                }
                const TaskOutcome outcome = m_inner.runTask(t, w, s, c);
                --m_now;
                return outcome;
            }
            qint64 releaseOutput(TaskIndex t) override { return m_inner.releaseOutput(t); }

        private:
            HoldingRunner &m_inner;
            std::atomic<int> &m_now, &m_most;
        } overlap(runner, running, mostAtOnce);
        Scheduler scheduler(g, backend, nullptr, SchedulerOptions{false, true});
        QCOMPARE(scheduler.run(overlap), RunStatus::Succeeded);
        QCOMPARE(mostAtOnce.load(), 2);
    }

    void sequentialBackendRunsInTheSameOrder()
    {
        const TaskGraph g = mapReduce(8);
        SequentialBackend backend;
        HoldingRunner free(g, 1), bounded(g, 1);
        QCOMPARE(Scheduler(g, backend, nullptr).run(free), RunStatus::Succeeded);
        QCOMPARE(Scheduler(g, backend, nullptr, SchedulerOptions{false, true}).run(bounded),
                 RunStatus::Succeeded);
        QCOMPARE(bounded.ran, free.ran);
        QCOMPARE(bounded.peak, int(SequentialMemoryBound(g).limit()));
    }

    void keepGoingAfterAFailureStillFinishesTheOtherBranches()
    {
        // Leaf 0's source fails: its transform and every combine above it are skipped, and
        // their bookings must not starve the other leaves.
        const TaskGraph g = mapReduce(8);
        ThreadBackend backend(2);
        HoldingRunner runner(g, 3);
        runner.failing = 0;
        Scheduler scheduler(g, backend, nullptr, SchedulerOptions{true, true});
        QCOMPARE(scheduler.run(runner), RunStatus::Failed);
        QVERIFY(!scheduler.wasStuck());
        for (TaskIndex leaf = 1; leaf < 8; ++leaf) {
            QCOMPARE(scheduler.state(2 * leaf), TaskState::Succeeded);
            QCOMPARE(scheduler.state(2 * leaf + 1), TaskState::Succeeded);
        }
        QCOMPARE(scheduler.state(1), TaskState::Skipped);
        QCOMPARE(scheduler.state(TaskIndex(g.size() - 1)), TaskState::Skipped);
    }
};

QTEST_GUILESS_MAIN(TestSequentialMemoryBound)
#include "tst_sequentialmemorybound.moc"
