#include "exec/EventObserver.h"
#include "exec/EventPump.h"
#include "exec/EventStream.h"
#include "exec/RunSampler.h"

#include <QTest>

#include <algorithm>
#include <atomic>
#include <cstdlib>
#include <mutex>
#include <thread>
#include <vector>

using namespace weft::engine;

namespace {

Event numbered(int writer, qint64 sequence)
{
    return Event{Event::now(),          sequence, quint32(sequence), 0, quint16(writer),
                 EventType::TaskStarted};
}

void recordMany(EventStream &stream, int writer, qint64 count)
{
    for (qint64 i = 0; i < count; ++i)
        stream.record(writer, numbered(writer, i));
}

// Keeps every event and batch size it is given. The test reads `events` and `batchSizes`
// only after stop() has joined the pump's thread; `seen` may be read while the pump runs.
class RecordingObserver : public EventObserver
{
public:
    void onEvents(std::span<const Event> batch) override
    {
        events.insert(events.end(), batch.begin(), batch.end());
        batchSizes.push_back(qsizetype(batch.size()));
        seen.fetch_add(qint64(batch.size()), std::memory_order_relaxed);
    }

    // The number of events out of order or missing, per writer, against `perWriter` each.
    qint64 errors(int writers, qint64 perWriter) const
    {
        std::vector<qint64> next(std::size_t(writers), 0);
        qint64 wrong = 0;
        for (const Event &e : events) {
            if (e.worker >= writers || e.value != next[e.worker]) {
                ++wrong;
                continue;
            }
            ++next[e.worker];
        }
        for (qint64 n : next)
            wrong += std::abs(perWriter - n);
        return wrong;
    }

    std::vector<Event> events;
    std::vector<qsizetype> batchSizes;
    std::atomic<qint64> seen{0};
};

/// Every call of the pump as a word, in order: "started 3" (an event's type and node),
/// "failure 3", "metrics", "workers", and "|" where a batch of events ends. Thread-safe: the
/// test reads while the pump calls.
class CallLog : public EventObserver
{
public:
    void onEvents(std::span<const Event> batch) override
    {
        std::lock_guard lock(m_mutex);
        for (const Event &e : batch)
            m_calls << eventTypeName(e.type) + u' ' + QString::number(e.node);
        m_calls << QStringLiteral("|");
    }
    void onFailures(std::span<const NodeFailure> failures) override
    {
        std::lock_guard lock(m_mutex);
        for (const NodeFailure &f : failures)
            m_calls << QStringLiteral("failure %1: %2").arg(f.node).arg(f.error);
    }
    void onMetrics(const MetricSample &) override
    {
        std::lock_guard lock(m_mutex);
        m_calls << QStringLiteral("metrics");
    }
    void onWorkers(std::span<const WorkerSample>) override
    {
        std::lock_guard lock(m_mutex);
        m_calls << QStringLiteral("workers");
    }
    QStringList calls() const
    {
        std::lock_guard lock(m_mutex);
        return m_calls;
    }

private:
    mutable std::mutex m_mutex;
    QStringList m_calls;
};

/// A sampler that counts what it is asked and the task events it saw.
class CountingSampler : public RunSampler
{
public:
    void onEvents(std::span<const Event> batch) override { events += qint64(batch.size()); }
    MetricSample sampleMetrics(qint64 ns) override
    {
        ++metrics;
        return MetricSample{.ns = ns, .running = int(events)};
    }
    std::vector<WorkerSample> sampleWorkers(qint64 ns) override
    {
        ++workers;
        return {WorkerSample{.ns = ns, .worker = 0}, WorkerSample{.ns = ns, .worker = 1}};
    }
    std::atomic<qint64> events{0};
    std::atomic<int> metrics{0};
    std::atomic<int> workers{0};
};

Event taskEvent(int writer, quint32 node, EventType type)
{
    return Event{Event::now(), 0, node, node, quint16(writer), type};
}

} // namespace

class TestEventPump : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void deliversEveryEventOfARunIncludingTheLastOnes()
    {
        const int writers = 2;
        const qint64 perWriter = 300'000;
        EventStream stream(writers);
        RecordingObserver observer;
        EventPump pump(stream, std::chrono::milliseconds(2));
        pump.addObserver(&observer);
        pump.start();
        QVERIFY(pump.isRunning());
        {
            std::vector<std::jthread> threads;
            for (int w = 0; w < writers; ++w)
                threads.emplace_back([&stream, w, perWriter] { recordMany(stream, w, perWriter); });
        }
        // Recorded after the writers' bulk, right before stop(): only the final drain can
        // deliver this one.
        stream.record(0, numbered(0, perWriter));
        pump.stop();
        QVERIFY(!pump.isRunning());

        QCOMPARE(qint64(observer.events.size()), writers * perWriter + 1);
        QCOMPARE(observer.errors(writers, perWriter), qint64(1)); // writer 0 has one extra
        const auto lastOfWriter0 = std::find_if(observer.events.rbegin(), observer.events.rend(),
                                                [](const Event &e) { return e.worker == 0; });
        QVERIFY(lastOfWriter0 != observer.events.rend());
        QCOMPARE(lastOfWriter0->value, perWriter);
        QCOMPARE(stream.deliveredCount(), stream.recordedCount());
    }

    void stopWakesThePumpAndDrainsEvenWithALongInterval()
    {
        EventStream stream(1);
        RecordingObserver observer;
        // An interval far beyond the test's timeout: stop() must not wait for it.
        EventPump pump(stream, std::chrono::hours(1));
        pump.addObserver(&observer);
        pump.start();
        recordMany(stream, 0, 1000);
        pump.stop();
        QCOMPARE(qint64(observer.events.size()), qint64(1000));
        QCOMPARE(observer.errors(1, 1000), qint64(0));
        QCOMPARE(observer.batchSizes, std::vector<qsizetype>{1000});
    }

    void deliversWhileTheRunGoesOn()
    {
        EventStream stream(1);
        RecordingObserver observer;
        EventPump pump(stream, std::chrono::milliseconds(5));
        pump.addObserver(&observer);
        pump.start();
        recordMany(stream, 0, 5000);
        // Without stop(): the periodic drain must bring them.
        QTRY_COMPARE_WITH_TIMEOUT(observer.seen.load(), qint64(5000), 30000);
        pump.stop();
        QCOMPARE(observer.errors(1, 5000), qint64(0));
    }

    void aBacklogArrivesInBoundedBatches()
    {
        const qint64 count = 3 * EventPump::kMaxBatchEvents + 17;
        EventStream stream(1);
        recordMany(stream, 0, count);
        RecordingObserver observer;
        EventPump pump(stream, std::chrono::hours(1));
        pump.addObserver(&observer);
        pump.start();
        pump.stop();
        const std::vector<qsizetype> expected{
            EventPump::kMaxBatchEvents, EventPump::kMaxBatchEvents, EventPump::kMaxBatchEvents, 17};
        QCOMPARE(observer.batchSizes, expected);
        QCOMPARE(observer.errors(1, count), qint64(0));
    }

    void everyObserverSeesTheSameBatches()
    {
        EventStream stream(3);
        RecordingObserver first;
        RecordingObserver second;
        EventPump pump(stream, std::chrono::milliseconds(1));
        pump.addObserver(&first);
        pump.addObserver(&second);
        pump.start();
        for (int w = 0; w < 3; ++w)
            recordMany(stream, w, 20000);
        pump.stop();
        QCOMPARE(first.errors(3, 20000), qint64(0));
        QCOMPARE(first.batchSizes, second.batchSizes);
        QCOMPARE(first.events.size(), second.events.size());
        for (std::size_t i = 0; i < first.events.size(); ++i) {
            if (first.events[i].worker != second.events[i].worker ||
                first.events[i].value != second.events[i].value)
                QFAIL("the observers saw different events");
        }
    }

    void destroyingARunningPumpDeliversTheRest()
    {
        EventStream stream(1);
        RecordingObserver observer;
        {
            EventPump pump(stream, std::chrono::hours(1));
            pump.addObserver(&observer);
            pump.start();
            recordMany(stream, 0, 4321);
        }
        QCOMPARE(observer.errors(1, 4321), qint64(0));
    }

    void aStoppedPumpCanStartAgain()
    {
        EventStream stream(1);
        RecordingObserver observer;
        EventPump pump(stream, std::chrono::hours(1));
        pump.addObserver(&observer);
        pump.start();
        recordMany(stream, 0, 10);
        pump.stop();
        pump.stop(); // a second stop does nothing
        pump.start();
        for (qint64 i = 10; i < 20; ++i)
            stream.record(0, numbered(0, i));
        pump.stop();
        QCOMPARE(observer.errors(1, 20), qint64(0));
        QCOMPARE(observer.batchSizes, (std::vector<qsizetype>{10, 10}));
    }

    void aFailureComesAfterItsNodesFailedEventOnce()
    {
        EventStream stream(2);
        CallLog log;
        EventPump pump(stream, std::chrono::milliseconds(2));
        pump.addObserver(&log);
        pump.start();
        // The runner notes a failure before the scheduler records its event.
        stream.recordFailure(3, QStringLiteral("exit code 2"));
        stream.record(0, taskEvent(0, 3, EventType::TaskStarted));
        QTRY_VERIFY_WITH_TIMEOUT(log.calls().contains(u"task_started 3"), 30000);
        QTest::qWait(20); // several drains: the failure waits for its event
        QVERIFY(!log.calls().join(u',').contains(u"failure"));
        stream.record(0, taskEvent(0, 3, EventType::TaskFailed));
        QTRY_VERIFY_WITH_TIMEOUT(log.calls().contains(u"failure 3: exit code 2"), 30000);
        stream.recordFailure(3, QStringLiteral("a later word on it")); // a node fails once
        stream.record(1, taskEvent(1, 0, EventType::RunFinished));
        pump.stop();
        const QStringList calls = log.calls();
        QVERIFY(calls.indexOf(u"failure 3: exit code 2") > calls.indexOf(u"task_failed 3"));
        QCOMPARE(calls.filter(u"failure").size(), 1);
        QCOMPARE(calls.mid(calls.size() - 2), (QStringList{u"run_finished 0"_qs, u"|"_qs}));
    }

    void theRunsEndComesLastAfterTheFailuresAndTheLastSamples()
    {
        EventStream stream(2);
        CallLog log;
        CountingSampler sampler;
        EventPump pump(stream, std::chrono::hours(1));
        pump.addObserver(&log);
        pump.setSampler(&sampler, {std::chrono::hours(1), std::chrono::hours(1)});
        // Drained writer 0 first: the end before the failure it follows.
        stream.record(0, taskEvent(0, 0, EventType::RunFinished));
        stream.recordFailure(2, QStringLiteral("broken"));
        stream.record(1, taskEvent(1, 2, EventType::TaskStarted));
        stream.record(1, taskEvent(1, 2, EventType::TaskFailed));
        pump.start();
        pump.stop();
        QCOMPARE(log.calls(), (QStringList{u"task_started 2"_qs, u"task_failed 2"_qs, u"|"_qs,
                                           u"failure 2: broken"_qs, u"metrics"_qs, u"workers"_qs,
                                           u"run_finished 0"_qs, u"|"_qs}));
        QCOMPARE(sampler.events.load(), qint64(2)); // it counted what the observers had seen
    }

    void samplesComeWhileTheRunGoesAndNotAfterItsEnd()
    {
        EventStream stream(1);
        CallLog log;
        CountingSampler sampler;
        EventPump pump(stream, std::chrono::milliseconds(1));
        pump.addObserver(&log);
        pump.setSampler(&sampler, {std::chrono::milliseconds(2), std::chrono::milliseconds(4)});
        pump.start();
        QTRY_VERIFY_WITH_TIMEOUT(sampler.workers.load() >= 3, 30000);
        QVERIFY(sampler.metrics.load() >= sampler.workers.load());
        stream.record(0, taskEvent(0, 0, EventType::RunFinished));
        QTRY_VERIFY_WITH_TIMEOUT(log.calls().contains(u"run_finished 0"), 30000);
        const int metrics = sampler.metrics.load();
        QTest::qWait(20);
        pump.stop();
        QCOMPARE(sampler.metrics.load(), metrics);
        QCOMPARE(log.calls().last(), u"|"_qs);
        QCOMPARE(log.calls().filter(u"metrics").size(), metrics);
    }
};

QTEST_GUILESS_MAIN(TestEventPump)
#include "tst_eventpump.moc"
