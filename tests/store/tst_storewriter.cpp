// StoreWriter: events queued by the pump reach the database in one transaction per flush, a
// reader on its own connection reads while the writer writes, the memory bound drops instead
// of blocking, and a run that never finishes is recorded as interrupted.
#include "exec/RunResult.h"
#include "store/RunStore.h"
#include "store/StoreWriter.h"

#include <QDeadlineTimer>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>
#include <chrono>
#include <thread>

using namespace weft::store;
using weft::engine::Event;
using weft::engine::EventType;

namespace {

constexpr quint32 kNoTask = ~quint32(0);

/// The events of `tasks` one-task nodes run one after another by worker 0: queued, started,
/// output held, succeeded, and released when the next task finishes.
std::vector<Event> syntheticRun(quint32 tasks)
{
    std::vector<Event> events;
    qint64 ns = Event::now();
    events.push_back({ns, qint64(tasks), kNoTask, kNoTask, 0, EventType::RunStarted});
    for (quint32 t = 0; t < tasks; ++t) {
        events.push_back({++ns, 0, t, t, 0, EventType::TaskQueued});
        events.push_back({++ns, 0, t, t, 0, EventType::TaskStarted});
        events.push_back({++ns, 100, t, t, 0, EventType::DatasetHeld});
        events.push_back({++ns, 0, t, t, 0, EventType::TaskSucceeded});
        if (t > 0)
            events.push_back({++ns, 100, t - 1, t - 1, 0, EventType::DatasetReleased});
    }
    events.push_back({++ns, 0, kNoTask, kNoTask, 0, EventType::RunFinished});
    return events;
}

RunStart runStart()
{
    return {QStringLiteral("/projects/p.weft"), QStringLiteral("00ff"), QStringLiteral("threads"),
            2, QJsonObject{{QStringLiteral("keep_going"), false}}};
}

StoreWriter::Options manualFlushes()
{
    StoreWriter::Options options;
    options.commitInterval = std::chrono::hours(1); // only flush() and finish() commit
    return options;
}

} // namespace

class TestStoreWriter : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void eventsQueuedBetweenFlushesAreOneTransaction()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral(".weft/runs.sqlite"));
        QString error;
        auto writer = StoreWriter::start(path, runStart(), &error, manualFlushes());
        QVERIFY2(writer, qPrintable(error));
        RunStore reader;
        QVERIFY(reader.open(path, weft::store::SqliteDatabase::OpenMode::ExistingOnly, &error));
        const std::optional<RunRecord> running = reader.run(writer->runId());
        QVERIFY(running);
        QCOMPARE(running->status, QStringLiteral("running"));
        QCOMPARE(running->workers, 2);

        const std::vector<Event> events = syntheticRun(2000);
        // Delivered in many small batches, as the pump would.
        for (std::size_t i = 0; i < events.size(); i += 97)
            writer->onEvents(
                std::span(events).subspan(i, std::min<std::size_t>(97, events.size() - i)));
        // A sample of the run's sampler, as the pump hands it on between batches.
        weft::engine::MetricSample sample;
        sample.ns = Event::now();
        sample.bytesHeld = 100;
        writer->onMetrics(sample);
        QCOMPARE(reader.eventCount(writer->runId()), 0);
        QVERIFY(writer->flush());
        QCOMPARE(writer->stats().transactions, 1);
        QCOMPARE(writer->stats().committedEvents, qint64(events.size()));
        QCOMPARE(reader.eventCount(writer->runId()), qint64(events.size()));
        const std::vector<Event> stored = reader.events(writer->runId());
        QCOMPARE(stored.size(), events.size());
        for (std::size_t i = 0; i < events.size(); ++i) {
            QCOMPARE(stored[i].ns, events[i].ns);
            QCOMPARE(stored[i].value, events[i].value);
            QCOMPARE(stored[i].task, events[i].task);
            QCOMPARE(stored[i].type, events[i].type);
        }
        QCOMPARE(reader.rowCount("tasks", writer->runId()), 2000);
        QCOMPARE(reader.rowCount("datasets", writer->runId()), 1999);
        QCOMPARE(reader.rowCount("metrics", writer->runId()), 1);

        weft::engine::RunResult result;
        result.status = weft::engine::RunStatus::Succeeded;
        result.wallNs = 1234;
        result.peakBytesHeld = 200;
        weft::engine::NodeResult read;
        read.id = weft::engine::NodeId(QStringLiteral("read"));
        read.operatorId = QStringLiteral("csv.read");
        read.state = weft::engine::TaskState::Succeeded;
        read.wallNs = 7;
        result.nodes.push_back(read);
        QVERIFY2(writer->finish(result, &error), qPrintable(error));
        const std::optional<RunRecord> done = reader.run(writer->runId());
        QCOMPARE(done->status, QStringLiteral("succeeded"));
        QCOMPARE(done->events, qint64(events.size()));
        QCOMPARE(done->tasksTotal, 2000);
        QCOMPARE(done->peakBytes, 200);
        QVERIFY(!done->finishedAt.isEmpty());
        // The last task's output was never released: its lifetime has no end.
        QCOMPARE(reader.rowCount("datasets", writer->runId()), 2000);
        const std::vector<NodeRecord> nodes = reader.nodes(writer->runId());
        QCOMPARE(nodes.size(), 1u);
        QCOMPARE(nodes[0].id, QStringLiteral("read"));
        QCOMPARE(nodes[0].tasks, 1);
        QCOMPARE(nodes[0].bytesHeld, 100);
    }

    void aReaderReadsWhileTheWriterWrites()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("runs.sqlite"));
        QString error;
        StoreWriter::Options options;
        options.commitInterval = std::chrono::milliseconds(5);
        auto writer = StoreWriter::start(path, runStart(), &error, options);
        QVERIFY2(writer, qPrintable(error));
        const std::vector<Event> events = syntheticRun(20'000);
        std::atomic<bool> done{false};
        std::atomic<qint64> seen{0}; ///< the events the reader has seen so far
        std::thread pump([&] {
            for (std::size_t i = 0; i < events.size(); i += 1000) {
                const std::size_t size = std::min<std::size_t>(1000, events.size() - i);
                writer->onEvents(std::span(events).subspan(i, size));
                // Each chunk is committed and seen before the next is sent, so that the reader
                // sees the run arrive in steps however a loaded machine schedules the threads.
                writer->flush();
                const QDeadlineTimer deadline(10000);
                while (seen.load() < qint64(i + size) && !deadline.hasExpired())
                    std::this_thread::sleep_for(std::chrono::milliseconds(1));
            }
            done = true;
        });
        RunStore reader;
        QVERIFY(reader.open(path, weft::store::SqliteDatabase::OpenMode::ExistingOnly, &error));
        qint64 last = 0;
        int reads = 0;
        int increases = 0;
        while (!done || last < qint64(events.size())) {
            const qint64 count = reader.eventCount(writer->runId());
            QVERIFY2(count >= last, "a reader must see whole commits only, never fewer rows");
            increases += count > last ? 1 : 0;
            last = count;
            seen = count;
            ++reads;
            if (done)
                writer->flush();
        }
        pump.join();
        QCOMPARE(last, qint64(events.size()));
        QVERIFY(reads > 1);
        QVERIFY(writer->stats().transactions > 1);
        QVERIFY2(increases > 1, "the reader saw the data arrive in several commits");
    }

    void aFullQueueDropsInsteadOfBlocking()
    {
        QTemporaryDir dir;
        QString error;
        StoreWriter::Options options = manualFlushes();
        options.maxQueuedBytes = qsizetype(sizeof(Event)) * 100;
        auto writer = StoreWriter::start(dir.filePath(QStringLiteral("runs.sqlite")), runStart(),
                                         &error, options);
        QVERIFY2(writer, qPrintable(error));
        const std::vector<Event> events = syntheticRun(40); // 201 events
        writer->onEvents(std::span(events).first(100));
        writer->onEvents(std::span(events).subspan(100, 50));
        QCOMPARE(writer->stats().droppedEvents, 50);
        QCOMPARE(writer->stats().queuedBytes, qint64(sizeof(Event)) * 100);
        QVERIFY(writer->flush());
        QCOMPARE(writer->stats().queuedBytes, 0);
        writer->onEvents(std::span(events).subspan(150));
        QVERIFY(writer->finish({}, &error));
        RunStore reader;
        QVERIFY(reader.open(writer->path(), weft::store::SqliteDatabase::OpenMode::ExistingOnly,
                            &error));
        const std::optional<RunRecord> run = reader.run(writer->runId());
        QCOMPARE(run->eventsDropped, 50);
        QCOMPARE(run->events, qint64(events.size()) - 50);
    }

    void aRunNeverFinishedIsInterrupted()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("runs.sqlite"));
        QString error;
        RunId id = 0;
        {
            auto writer = StoreWriter::start(path, runStart(), &error);
            QVERIFY2(writer, qPrintable(error));
            id = writer->runId();
            const std::vector<Event> events = syntheticRun(10);
            writer->onEvents(events);
        }
        RunStore reader;
        QVERIFY(reader.open(path, weft::store::SqliteDatabase::OpenMode::ExistingOnly, &error));
        QCOMPARE(reader.run(id)->status, QStringLiteral("interrupted"));
        QCOMPARE(reader.eventCount(id), qint64(syntheticRun(10).size()));
    }

    void pruneKeepsTheNewestRuns()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("runs.sqlite"));
        QString error;
        for (int i = 0; i < 5; ++i) {
            auto writer = StoreWriter::start(path, runStart(), &error, manualFlushes());
            QVERIFY2(writer, qPrintable(error));
            writer->onEvents(syntheticRun(3));
            QVERIFY(writer->finish({}, &error));
        }
        RunStore store;
        QVERIFY(store.open(path, weft::store::SqliteDatabase::OpenMode::ExistingOnly, &error));
        QCOMPARE(store.prune(2, &error), 3);
        const std::vector<RunRecord> runs = store.runs();
        QCOMPARE(runs.size(), 2u);
        QCOMPARE(runs[0].id, 5);
        QCOMPARE(runs[1].id, 4);
        for (const char *table : {"event_blocks", "tasks", "datasets", "metrics"})
            QVERIFY2(store.rowCount(table, 1) == 0, table);
        QVERIFY(store.eventCount(5) > 0);
        QCOMPARE(store.prune(2, &error), 0);
    }

    void workerSamplesRoundTripAndArePruned()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("runs.sqlite"));
        QString error;
        int samples = 0;
        // Two worker processes; the second was replaced once and has grown. Taken by the run's
        // sampler, handed on by the pump beside the events.
        const auto sampleWorkers = [&samples](StoreWriter &writer) {
            const int n = ++samples;
            const qint64 ns = Event::now();
            const std::vector<WorkerRecord> workers{{ns, 0, 4100, 1 << 20, n * 1'000'000, 0},
                                                    {ns, 1, 4200, n << 20, n * 2'000'000, 1}};
            writer.onWorkers(workers);
        };
        RunId first = 0;
        for (int i = 0; i < 2; ++i) {
            auto writer = StoreWriter::start(path, runStart(), &error, manualFlushes());
            QVERIFY2(writer, qPrintable(error));
            first = first ? first : writer->runId();
            writer->onEvents(syntheticRun(3));
            sampleWorkers(*writer);
            QVERIFY(writer->flush());
            writer->onEvents(syntheticRun(3));
            sampleWorkers(*writer);
            QVERIFY(writer->flush());
            QVERIFY(writer->finish({}, &error));
            QVERIFY(writer->stats().workerSamples >= 4);
        }
        RunStore store;
        QVERIFY(store.open(path, weft::store::SqliteDatabase::OpenMode::ExistingOnly, &error));
        const std::optional<qint64> origin = store.clockOrigin(first);
        QVERIFY(origin);
        const std::vector<WorkerRecord> workers = store.workers(first);
        QVERIFY(workers.size() >= 4);
        QCOMPARE(qint64(workers.size()), store.rowCount("workers", first));
        for (std::size_t i = 0; i < workers.size(); ++i) {
            const WorkerRecord &w = workers[i];
            QCOMPARE(w.worker, int(i % 2)); // by time, then worker
            QCOMPARE(w.pid, w.worker == 0 ? 4100 : 4200);
            QCOMPARE(w.restarts, w.worker);
            QVERIFY(w.cpuNs > 0);
            // On the run's clock, like the metrics: after its start, not before it.
            QVERIFY(w.ns >= 0);
            QVERIFY(w.ns < Event::now() - *origin + 1);
            if (i >= 2) {
                QVERIFY(w.ns >= workers[i - 2].ns);
                QVERIFY(w.cpuNs > workers[i - 2].cpuNs); // a later sample, not a copy
            }
        }
        QCOMPARE(workers[1].rssBytes, workers[1].cpuNs / 2'000'000 << 20);

        // No samples, no rows; and a prune removes a run's samples with it.
        auto quiet = StoreWriter::start(path, runStart(), &error, manualFlushes());
        QVERIFY(quiet->flush());
        QVERIFY(quiet->finish({}, &error));
        QCOMPARE(store.rowCount("workers", quiet->runId()), 0);
        QCOMPARE(store.prune(1, &error), 2);
        QCOMPARE(store.rowCount("workers", first), 0);
        QVERIFY(store.workers(first).empty());
    }

    void failedNodesErrorsAreStoredWhileTheRunGoes()
    {
        using weft::engine::NodeFailure;
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("runs.sqlite"));
        QString error;
        // Node 0 (task 0) fails; node 1 (task 1) still runs and gave up (a failure, no failed
        // event); map node 2 fails through batches 5 and 6, its message handed on later.
        const qint64 ns = Event::now();
        const std::vector<Event> events = {
            {ns + 1, 0, 0, 0, 0, EventType::TaskStarted},
            {ns + 2, 0, 1, 1, 1, EventType::TaskStarted},
            {ns + 3, 0, 0, 0, 0, EventType::TaskFailed},
            {ns + 4, 0, 5, 2, 0, EventType::TaskStarted},
            {ns + 5, 0, 5, 2, 0, EventType::TaskFailed},
            {ns + 6, 0, 6, 2, 0, EventType::TaskStarted},
            {ns + 7, 0, 6, 2, 0, EventType::TaskFailed},
        };
        auto writer = StoreWriter::start(path, runStart(), &error, manualFlushes());
        QVERIFY2(writer, qPrintable(error));
        const RunId id = writer->runId();
        QVERIFY(writer->flush());
        writer->onEvents(events);
        writer->onFailures(std::vector<NodeFailure>{
            {0, QStringLiteral("grep: data.txt: No such file")}, {1, QStringLiteral("cancelled")}});
        QVERIFY(writer->flush());

        RunStore reader;
        QVERIFY(reader.open(path, SqliteDatabase::OpenMode::ExistingOnly, &error));
        const auto taskErrors = [&reader, id] {
            QHash<qint64, QString> errors; // task -> error
            SqliteStatement query = reader.database().prepare(
                "SELECT task, error FROM tasks WHERE run_id = ? AND error IS NOT NULL");
            query.bind(1, id);
            while (query.next())
                errors.insert(query.columnInt(0), query.columnText(1));
            return errors;
        };
        QCOMPARE(taskErrors(),
                 (QHash<qint64, QString>{{0, QStringLiteral("grep: data.txt: No such file")}}));

        // The map node's message comes after its events were committed: the next commit
        // stores it on its first failed batch; a second message of the node changes nothing.
        writer->onFailures(std::vector<NodeFailure>{{2, QStringLiteral("item 7: bad value")}});
        QVERIFY(writer->flush());
        QCOMPARE(taskErrors(),
                 (QHash<qint64, QString>{{0, QStringLiteral("grep: data.txt: No such file")},
                                         {5, QStringLiteral("item 7: bad value")}}));
        writer->onFailures(std::vector<NodeFailure>{{2, QStringLiteral("item 3: bad value")}});
        QVERIFY(writer->flush());
        QCOMPARE(taskErrors().value(5), QStringLiteral("item 7: bad value"));
        QCOMPARE(reader.nodeErrors(id),
                 (QHash<int, QString>{{0, QStringLiteral("grep: data.txt: No such file")},
                                      {2, QStringLiteral("item 7: bad value")}}));

        // The outcome neither repeats nor loses them; a message the result words otherwise
        // (here: after a retry) replaces the one stored while the run went.
        weft::engine::RunResult result;
        result.status = weft::engine::RunStatus::Failed;
        for (const char *node : {"a", "b", "m"}) {
            weft::engine::NodeResult n;
            n.id = weft::engine::NodeId(QString::fromLatin1(node));
            n.operatorId = QStringLiteral("work");
            n.state = weft::engine::TaskState::Failed;
            result.nodes.push_back(n);
        }
        result.nodes[0].error = QStringLiteral("grep: data.txt: No such file (after 2 attempts)");
        result.nodes[1].state = weft::engine::TaskState::Cancelled;
        result.nodes[2].error = QStringLiteral("item 7: bad value");
        QVERIFY2(writer->finish(result, &error), qPrintable(error));
        QCOMPARE(taskErrors(),
                 (QHash<qint64, QString>{
                     {0, QStringLiteral("grep: data.txt: No such file (after 2 attempts)")},
                     {5, QStringLiteral("item 7: bad value")}}));
        QCOMPARE(reader.nodeErrors(id),
                 (QHash<int, QString>{
                     {0, QStringLiteral("grep: data.txt: No such file (after 2 attempts)")},
                     {2, QStringLiteral("item 7: bad value")}}));
        QCOMPARE(reader.nodes(id)[2].error, QStringLiteral("item 7: bad value"));
    }

    void aRunNeverFinishedKeepsTheErrorsStoredWhileItWent()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("runs.sqlite"));
        QString error;
        RunId id = 0;
        {
            auto writer = StoreWriter::start(path, runStart(), &error);
            QVERIFY2(writer, qPrintable(error));
            id = writer->runId();
            const qint64 ns = Event::now();
            writer->onEvents(std::vector<Event>{{ns, 0, 3, 3, 0, EventType::TaskStarted},
                                                {ns + 1, 0, 3, 3, 0, EventType::TaskFailed}});
            writer->onFailures(
                std::vector<weft::engine::NodeFailure>{{3, QStringLiteral("exit code 2")}});
        } // no finish(): the periodic commits are all there is
        RunStore reader;
        QVERIFY(reader.open(path, SqliteDatabase::OpenMode::ExistingOnly, &error));
        QCOMPARE(reader.run(id)->status, QStringLiteral("interrupted"));
        QVERIFY(reader.nodes(id).empty());
        QCOMPARE(reader.nodeErrors(id), (QHash<int, QString>{{3, QStringLiteral("exit code 2")}}));
    }
};

QTEST_GUILESS_MAIN(TestStoreWriter)
#include "tst_storewriter.moc"
