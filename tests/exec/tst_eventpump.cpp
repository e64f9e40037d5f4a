#include "exec/EventObserver.h"
#include "exec/EventPump.h"
#include "exec/EventStream.h"

#include <QTest>

#include <algorithm>
#include <atomic>
#include <cstdlib>
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
};

QTEST_GUILESS_MAIN(TestEventPump)
#include "tst_eventpump.moc"
