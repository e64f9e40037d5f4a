#include "exec/EventStream.h"
#include "exec/HugePages.h"

#include <QDeadlineTimer>
#include <QSet>
#include <QTest>

#include <atomic>
#include <stdexcept>
#include <thread>
#include <vector>

using namespace weft::engine;

namespace {

// Each event carries its writer in `worker` and its per-writer sequence number in `value`,
// so the consumer can check completeness and order without any other bookkeeping.
Event numbered(int writer, qint64 sequence)
{
    return Event{
        Event::now(), sequence, quint32(sequence), 7, quint16(writer), EventType::TaskSucceeded};
}

void recordMany(EventStream &stream, int writer, qint64 count)
{
    for (qint64 i = 0; i < count; ++i)
        stream.record(writer, numbered(writer, i));
}

// Checks every delivered event against the next sequence number expected from its writer.
class SequenceChecker
{
public:
    explicit SequenceChecker(int writers)
        : m_next(std::size_t(writers), 0)
    {}

    void check(const Event &event)
    {
        if (event.worker >= m_next.size()) {
            ++m_errors;
            return;
        }
        qint64 &next = m_next[event.worker];
        if (event.value != next || event.task != quint32(next) || event.node != 7)
            ++m_errors;
        next = event.value + 1;
    }

    qint64 next(int writer) const { return m_next[std::size_t(writer)]; }
    qint64 errors() const { return m_errors; }

private:
    std::vector<qint64> m_next;
    qint64 m_errors = 0;
};

} // namespace

class TestEventStream : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void oneWriterKeepsOrderAcrossManyChunks()
    {
        EventStream stream(1);
        const qint64 count = 3 * EventStream::kChunkEvents + 123;
        recordMany(stream, 0, count);
        QCOMPARE(stream.recordedCount(), quint64(count));

        SequenceChecker checker(1);
        const qsizetype delivered = stream.drain([&](const Event &e) { checker.check(e); });
        QCOMPARE(delivered, count);
        QCOMPARE(checker.errors(), qint64(0));
        QCOMPARE(checker.next(0), count);
        QCOMPARE(stream.deliveredCount(), quint64(count));
        QCOMPARE(stream.drain([](const Event &) {}), qsizetype(0));
    }

    void spansNeverCrossAChunk()
    {
        EventStream stream(1);
        recordMany(stream, 0, 2 * EventStream::kChunkEvents + 10);
        std::vector<qsizetype> sizes;
        stream.drain([&](std::span<const Event> run) { sizes.push_back(qsizetype(run.size())); });
        const std::vector<qsizetype> expected{EventStream::kChunkEvents, EventStream::kChunkEvents,
                                              10};
        QCOMPARE(sizes, expected);
    }

    void drainsInStepsPickUpWhereTheyStopped()
    {
        EventStream stream(1);
        SequenceChecker checker(1);
        qint64 recorded = 0;
        // Steps that end exactly on, just before and just after chunk boundaries.
        for (qint64 step : {EventStream::kChunkEvents, qint64(1), EventStream::kChunkEvents - 2,
                            qint64(2), qint64(5000), qint64(0), qint64(3)}) {
            for (qint64 i = 0; i < step; ++i)
                stream.record(0, numbered(0, recorded + i));
            recorded += step;
            QCOMPARE(stream.drain([&](const Event &e) { checker.check(e); }), step);
        }
        QCOMPARE(checker.errors(), qint64(0));
        QCOMPARE(checker.next(0), recorded);
    }

    void fourWritersWithAConcurrentConsumerDeliverEveryEventOnce()
    {
        const int writers = 4;
        const qint64 perWriter = 1'000'000;
        EventStream stream(writers);
        std::atomic<int> finished{0};
        std::vector<std::jthread> threads;
        for (int w = 0; w < writers; ++w) {
            threads.emplace_back([&stream, &finished, w, perWriter] {
                recordMany(stream, w, perWriter);
                finished.fetch_add(1, std::memory_order_release);
            });
        }

        SequenceChecker checker(writers);
        qint64 delivered = 0;
        qint64 drains = 0;
        QDeadlineTimer deadline(std::chrono::seconds(90));
        while (finished.load(std::memory_order_acquire) < writers && !deadline.hasExpired()) {
            delivered += stream.drain([&](const Event &e) { checker.check(e); });
            ++drains;
            std::this_thread::yield();
        }
        threads.clear(); // joins
        delivered += stream.drain([&](const Event &e) { checker.check(e); });

        QVERIFY2(!deadline.hasExpired(), "the writers did not finish in time");
        QVERIFY(drains > 1);
        QCOMPARE(delivered, writers * perWriter);
        QCOMPARE(checker.errors(), qint64(0));
        for (int w = 0; w < writers; ++w)
            QCOMPARE(checker.next(w), perWriter);
        QCOMPARE(stream.recordedCount(), quint64(writers * perWriter));
        QCOMPARE(stream.deliveredCount(), quint64(writers * perWriter));
        // Per writer at most the chunk being written and one kept for reuse.
        QVERIFY(stream.pendingBytes() <= writers * 2 * EventStream::chunkBytes());
    }

    void aConsumerThatDrainsOnlyAtTheEndGetsEverything()
    {
        const int writers = 2;
        const qint64 perWriter = 100'000;
        EventStream stream(writers);
        {
            std::vector<std::jthread> threads;
            for (int w = 0; w < writers; ++w)
                threads.emplace_back([&stream, w, perWriter] { recordMany(stream, w, perWriter); });
        }
        const qsizetype chunksPerWriter =
            (perWriter + EventStream::kChunkEvents - 1) / EventStream::kChunkEvents;
        QCOMPARE(stream.pendingBytes(), writers * chunksPerWriter * EventStream::chunkBytes());
        // The documented bound: 32 bytes per undrained event plus at most two chunks a writer.
        QVERIFY(stream.pendingBytes() <=
                writers * (perWriter * qsizetype(sizeof(Event)) + 2 * EventStream::chunkBytes()));

        SequenceChecker checker(writers);
        QCOMPARE(stream.drain([&](const Event &e) { checker.check(e); }), writers * perWriter);
        QCOMPARE(checker.errors(), qint64(0));
        QVERIFY(stream.pendingBytes() <= writers * 2 * EventStream::chunkBytes());
    }

    void drainedChunksAreFreedOrReused()
    {
        EventStream stream(1);
        QCOMPARE(stream.pendingBytes(), qsizetype(0)); // nothing before the first event
        recordMany(stream, 0, 10 * EventStream::kChunkEvents + 1);
        QCOMPARE(stream.pendingBytes(), 11 * EventStream::chunkBytes());
        stream.drain([](std::span<const Event>) {});
        QCOMPARE(stream.pendingBytes(), 2 * EventStream::chunkBytes());

        // A long run drained as it goes stays at the writer's chunk plus the spare one.
        SequenceChecker checker(1);
        for (qint64 i = 0; i < 20 * EventStream::kChunkEvents; ++i) {
            Event event = numbered(0, i);
            stream.record(0, event);
            if (i % 1000 == 999) {
                stream.drain([&](const Event &e) { checker.check(e); });
                QVERIFY(stream.pendingBytes() <= 2 * EventStream::chunkBytes());
            }
        }
        stream.drain([&](const Event &e) { checker.check(e); });
        QCOMPARE(checker.next(0), 20 * EventStream::kChunkEvents);
        QCOMPARE(checker.errors(), qint64(0));
    }

    void theBlocksChunksAreCutFromAreUnmappedOnceDrained()
    {
        const std::size_t before = hugePages::mappedBytes();
        const std::size_t block = hugePages::kBytes;
        {
            EventStream stream(2);
            // 100 chunks a writer: seven blocks each, unless chunks come from the heap.
            recordMany(stream, 0, 100 * EventStream::kChunkEvents);
            recordMany(stream, 1, 100 * EventStream::kChunkEvents);
            if (hugePages::mapsOnItsOwn(block))
                QCOMPARE(hugePages::mappedBytes(), before + 2 * 7 * block);
            SequenceChecker checker(2);
            stream.drain([&](const Event &e) { checker.check(e); });
            QCOMPARE(checker.errors(), qint64(0));
            // Left: the block each writer cuts from, and the one holding its last chunk and
            // the spare.
            QVERIFY(hugePages::mappedBytes() <= before + 2 * 2 * block);
        }
        QCOMPARE(hugePages::mappedBytes(), before);
    }

    void aLimitedDrainStopsAtTheLimitAndRotatesWriters()
    {
        EventStream stream(3);
        for (int w = 0; w < 3; ++w)
            recordMany(stream, w, 100);
        QList<int> firstWriters;
        SequenceChecker checker(3);
        qsizetype total = 0;
        for (int i = 0; i < 3; ++i) {
            int first = -1;
            const qsizetype n = stream.drain(
                [&](const Event &e) {
                    if (first < 0)
                        first = e.worker;
                    checker.check(e);
                },
                50);
            QCOMPARE(n, qsizetype(50));
            total += n;
            firstWriters.append(first);
        }
        // Each limited drain starts with the next writer, so a busy writer 0 cannot starve
        // the others.
        QCOMPARE(firstWriters, QList<int>({0, 1, 2}));
        total += stream.drain([&](const Event &e) { checker.check(e); });
        QCOMPARE(total, qsizetype(300));
        QCOMPARE(checker.errors(), qint64(0));
    }

    void aSinkThatThrowsGetsTheSameEventsAgain()
    {
        EventStream stream(1);
        recordMany(stream, 0, EventStream::kChunkEvents + 10);
        stream.drain([](std::span<const Event>) {}, EventStream::kChunkEvents);
        // The next drain begins a new chunk: a throw there must not make it skip the chunk.
        QVERIFY_THROWS_EXCEPTION(std::runtime_error, stream.drain([](std::span<const Event>) {
            throw std::runtime_error("store is busy");
        }));
        SequenceChecker checker(1);
        // Mark what the checker expects: the events from the second chunk on.
        for (qint64 i = 0; i < EventStream::kChunkEvents; ++i)
            checker.check(numbered(0, i));
        QCOMPARE(stream.drain([&](const Event &e) { checker.check(e); }), qsizetype(10));
        QCOMPARE(checker.errors(), qint64(0));
        QCOMPARE(checker.next(0), EventStream::kChunkEvents + 10);
    }

    void eventsKeepEveryField()
    {
        EventStream stream(2);
        const Event sent{123456789, qint64(1) << 40, 4000000000u, 77, 1, EventType::DatasetHeld};
        stream.record(1, sent);
        Event received;
        QCOMPARE(stream.drain([&](const Event &e) { received = e; }), qsizetype(1));
        QCOMPARE(received.ns, sent.ns);
        QCOMPARE(received.value, sent.value);
        QCOMPARE(received.task, sent.task);
        QCOMPARE(received.node, sent.node);
        QCOMPARE(received.worker, sent.worker);
        QCOMPARE(received.type, sent.type);
    }

    void theClockIsMonotonic()
    {
        qint64 previous = Event::now();
        for (int i = 0; i < 10000; ++i) {
            const qint64 now = Event::now();
            QVERIFY(now >= previous);
            previous = now;
        }
        QVERIFY(previous > 0);
    }

    void everyEventTypeHasItsOwnName()
    {
        QSet<QString> names;
        for (int t = 0; t <= int(EventType::RunFinished); ++t) {
            const QString name = eventTypeName(EventType(t));
            QVERIFY(!name.isEmpty());
            QVERIFY(name != u"unknown"_qs);
            names.insert(name);
        }
        QCOMPARE(names.size(), int(EventType::RunFinished) + 1);
        QCOMPARE(eventTypeName(EventType::TaskStarted), u"task_started"_qs);
    }
};

QTEST_GUILESS_MAIN(TestEventStream)
#include "tst_eventstream.moc"
