// RunReplay: a run store that came with a project from someone else is read for a replay only
// once every recorded index, count and time is within what the run's outline says. Each case
// builds a store with SQL at test time (a sound run, then one thing made hostile) and expects
// either the replay or one line naming the store file and what is wrong: never a crash, never
// an allocation sized by a recorded number (a task number of four billion would take gigabytes
// in the monitors).
#include "exec/Event.h"
#include "exec/TaskGraph.h"
#include "graph/Graph.h"
#include "store/RunReplay.h"
#include "store/RunStore.h"
#include "store/SqliteDatabase.h"
#include "store/StoreSchema.h"

#include <QCryptographicHash>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <limits>

using namespace Qt::StringLiterals;
using namespace weft::store;
namespace engine = weft::engine;
using engine::Event;
using engine::EventType;

namespace {

constexpr qint64 kOrigin = 1'000'000'000;

Event makeEvent(EventType type, quint32 task, quint32 node, qint64 at, qint64 value = 0)
{
    Event result;
    result.ns = kOrigin + at;
    result.type = type;
    result.task = task;
    result.node = node;
    result.value = value;
    return result;
}

/// A sound run of two nodes (read -> write), each one task on worker 0.
std::vector<Event> soundEvents()
{
    return {makeEvent(EventType::RunStarted, engine::kNoTask, engine::kNoTask, 0, 2),
            makeEvent(EventType::TaskQueued, 0, 0, 10),
            makeEvent(EventType::TaskStarted, 0, 0, 20),
            makeEvent(EventType::DatasetHeld, 0, 0, 25, 100),
            makeEvent(EventType::TaskSucceeded, 0, 0, 30),
            makeEvent(EventType::TaskQueued, 1, 1, 40),
            makeEvent(EventType::TaskStarted, 1, 1, 50),
            makeEvent(EventType::DatasetReleased, 0, 0, 55, 100),
            makeEvent(EventType::TaskFailed, 1, 1, 60),
            makeEvent(EventType::RunFinished, engine::kNoTask, engine::kNoTask, 70, 1)};
}

engine::Graph project()
{
    engine::Graph graph;
    for (const char *id : {"read", "write"}) {
        engine::Node node;
        node.id = engine::NodeId(QString::fromLatin1(id));
        node.operatorId = u"csv.read"_s;
        graph.nodes.push_back(node);
    }
    return graph;
}

/// A store at `path` holding run 1, recorded with its outline (`withOutline`) or as a Weft
/// before outlines recorded it, with `events` in one block.
class StoreBuilder
{
public:
    explicit StoreBuilder(const QString &path)
    {
        QString error;
        if (!m_db.open(path, SqliteDatabase::OpenMode::Create, &error) ||
            !StoreSchema::migrate(m_db, &error))
            qFatal("%s", qPrintable(error));
    }

    void sql(const char *statements)
    {
        QString error;
        if (!m_db.exec(statements, &error))
            qFatal("%s", qPrintable(error));
    }

    void soundRun(bool withOutline = true, const std::vector<Event> &events = soundEvents())
    {
        sql("INSERT INTO runs (id, project_path, project_hash, started_at, status, backend, "
            "workers, settings, pid, pid_started, clock_origin_ns, wall_ns, events) VALUES "
            "(1, '/p/p.weft', 'ab', '2026-01-01T00:00:00.000Z', 'failed', 'threads', 2, '{}', "
            "1, 1, 1000000000, 70, 10);"
            "INSERT INTO run_nodes (run_id, node_index, node_id, operator, state, error) VALUES "
            "(1, 0, 'read', 'csv.read', 'succeeded', NULL), "
            "(1, 1, 'write', 'csv.write', 'failed', 'disk full');"
            "INSERT INTO metrics VALUES (1, 35, 100, 0, 5000, 0, 10, 1, 0);"
            "INSERT INTO workers VALUES (1, 35, 0, 42, 5000, 10, 0);");
        if (withOutline)
            sql("INSERT INTO run_plan VALUES (1, 0, 'read', 'csv.read', 'Read', 0, 0, 0), "
                "(1, 1, 'write', 'csv.write', 'Write', 0, 0, 0);"
                "INSERT INTO run_plan_edges VALUES (1, 0, 1);");
        addBlock(events);
    }

    void addBlock(const std::vector<Event> &events, qint64 count = -1)
    {
        addBytes(QByteArray(reinterpret_cast<const char *>(events.data()),
                            qsizetype(events.size() * sizeof(Event))),
                 count < 0 ? qint64(events.size()) : count);
    }

    void addBytes(const QByteArray &bytes, qint64 count)
    {
        SqliteStatement insert = m_db.prepare("INSERT INTO event_blocks (run_id, first_ns, "
                                              "last_ns, count, events) VALUES (1, 0, 0, ?, ?)");
        insert.bind(1, count);
        insert.bindStaticBlob(2, bytes.constData(), bytes.size());
        if (!insert.run())
            qFatal("%s", qPrintable(m_db.lastError()));
    }

private:
    SqliteDatabase m_db;
};

/// Reads run 1 of the store at `path`; the replay, or its error in `error`.
std::optional<RunReplay> replay(const QString &path, QString *error)
{
    RunStore store;
    if (!store.open(path, SqliteDatabase::OpenMode::ExistingOnly, error))
        return std::nullopt;
    return RunReplay::read(store, 1, project(), error);
}

} // namespace

class TestRunReplay : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    int m_count = 0;

    QString freshPath() { return m_dir.filePath(u"runs-%1.sqlite"_s.arg(++m_count)); }

    /// The refusal of run 1 of the store at `path`: one line naming the file, run and `what`.
    void expectRefused(const QString &path, const QString &what)
    {
        QString error;
        const std::optional<RunReplay> read = replay(path, &error);
        QVERIFY2(!read, "a hostile store was replayed");
        QVERIFY2(error.startsWith(path + u": run 1: "_s), qPrintable(error));
        QVERIFY2(error.contains(what), qPrintable(error));
        QVERIFY(!error.contains(u'\n'));
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void aSoundRunIsReplayed()
    {
        const QString path = freshPath();
        StoreBuilder(path).soundRun();
        QString error;
        const std::optional<RunReplay> read = replay(path, &error);
        QVERIFY2(read, qPrintable(error));
        QCOMPARE(read->outline.nodes.size(), std::size_t(2));
        QCOMPARE(read->outline.nodes[1].title, u"Write"_s);
        QCOMPARE(read->events.size(), std::size_t(10));
        QCOMPARE(read->originNs, kOrigin);
        QCOMPARE(read->durationNs, qint64(70));
        QCOMPARE(read->errors.value(1), u"disk full"_s);
        QCOMPARE(read->workers.size(), std::size_t(1));
    }

    void aNegativeNodeIndexInThePlanIsRefused()
    {
        const QString path = freshPath();
        StoreBuilder store(path);
        store.soundRun();
        store.sql("UPDATE run_plan SET node_index = -1 WHERE node_index = 1");
        expectRefused(path, u"node index -1 where"_s);
    }

    void aHugeNodeIndexInThePlanIsRefused()
    {
        const QString path = freshPath();
        StoreBuilder store(path);
        store.soundRun();
        store.sql("UPDATE run_plan SET node_index = 2000000000 WHERE node_index = 1");
        expectRefused(path, u"node index 2000000000 where 1 was expected"_s);
    }

    void aDependencyBeyondThePlanIsRefused()
    {
        const QString path = freshPath();
        StoreBuilder store(path);
        store.soundRun();
        store.sql("INSERT INTO run_plan_edges VALUES (1, -7, 1)");
        expectRefused(path, u"dependency -7 -> 1"_s);
    }

    void aNegativeNodeResultOfAnOldRunIsRefused()
    {
        // Recorded before outlines were: the plan is the node results, whose index once sized
        // a vector (a negative one wrote before its start).
        const QString path = freshPath();
        StoreBuilder store(path);
        store.soundRun(false);
        store.sql("UPDATE run_nodes SET node_index = -3 WHERE node_index = 1");
        expectRefused(path, u"names node -3, but the run planned 2 nodes"_s);
    }

    void aNodeIndexBeyondAnIntIsRefused()
    {
        // 2^32 + 1 cut to an int would be node 1.
        const QString path = freshPath();
        StoreBuilder store(path);
        store.soundRun();
        store.sql("UPDATE run_nodes SET node_index = 4294967297 WHERE node_index = 1");
        expectRefused(path, u"names node -1"_s);
    }

    void anEventOfANodeNotPlannedIsRefused()
    {
        for (const quint32 node : {quint32(2), quint32(0x7fffffff), quint32(0xfffffffe)}) {
            const QString path = freshPath();
            std::vector<Event> events = soundEvents();
            events[4].node = node;
            StoreBuilder(path).soundRun(true, events);
            expectRefused(path,
                          u"event 4 names node %1, but the run's plan has 2 nodes"_s.arg(node));
        }
    }

    void anOldRunMayNameNodesItsProjectLostButNotMore()
    {
        // Without an outline, events may name nodes the project no longer has, as many as
        // they name; a node numbered far beyond would size the outline.
        const QString path = freshPath();
        std::vector<Event> events = soundEvents();
        events[4].node = 2;
        StoreBuilder store(path);
        store.soundRun(false, events);
        store.sql("DELETE FROM run_nodes"); // interrupted: the plan is the project's
        QString error;
        const std::optional<RunReplay> read = replay(path, &error);
        QVERIFY2(read, qPrintable(error));
        QCOMPARE(read->outline.nodes.size(), std::size_t(3));
        QCOMPARE(read->outline.nodes[2].id, u"2"_s);

        const QString far = freshPath();
        events[4].node = 0x7ffffffe;
        StoreBuilder farStore(far);
        farStore.soundRun(false, events);
        farStore.sql("DELETE FROM run_nodes");
        expectRefused(far, u"names node 2147483646, but the run planned 2 nodes"_s);
    }

    void aHugeTaskNumberIsRefused()
    {
        const QString path = freshPath();
        std::vector<Event> events = soundEvents();
        events[5].task = 0xfffffff0u;
        StoreBuilder(path).soundRun(true, events);
        expectRefused(path, u"names task 4294967280"_s);
    }

    void anUnknownEventTypeIsRefused()
    {
        const QString path = freshPath();
        std::vector<Event> events = soundEvents();
        events[3].type = EventType(200);
        StoreBuilder(path).soundRun(true, events);
        expectRefused(path, u"unknown type 200"_s);
    }

    void countsThatOverflowAreRefused()
    {
        const QString path = freshPath();
        std::vector<Event> events = soundEvents();
        events.push_back(
            makeEvent(EventType::DatasetHeld, 1, 1, 65, std::numeric_limits<qint64>::max()));
        StoreBuilder(path).soundRun(true, events);
        expectRefused(path, u"counts 9223372036854775807"_s);

        const QString negative = freshPath();
        events.back().value = -5;
        StoreBuilder(negative).soundRun(true, events);
        expectRefused(negative, u"counts -5"_s);
    }

    void aBlockOfPartialEventsIsRefused()
    {
        const QString path = freshPath();
        StoreBuilder store(path);
        store.soundRun();
        store.addBytes(QByteArray(33, '\x01'), 1);
        expectRefused(path, u"an event block of 33 bytes"_s);

        const QString lying = freshPath();
        StoreBuilder lyingStore(lying);
        lyingStore.soundRun();
        lyingStore.addBlock(soundEvents(), 1'000'000'000);
        expectRefused(lying, u"does not hold the 1000000000 events"_s);
    }

    void aHugeWorkerCountIsRefused()
    {
        const QString path = freshPath();
        StoreBuilder store(path);
        store.soundRun();
        store.sql("UPDATE runs SET lanes = 2147483647");
        expectRefused(path, u"2147483647 lanes"_s);

        // The history shows the user's worker count: a crafted one is refused as well.
        const QString negative = freshPath();
        StoreBuilder negativeStore(negative);
        negativeStore.soundRun();
        negativeStore.sql("UPDATE runs SET workers = -3");
        expectRefused(negative, u"-3 workers"_s);
    }

    void aWorkerSampleOfNoWorkerIsRefused()
    {
        const QString path = freshPath();
        StoreBuilder store(path);
        store.soundRun();
        store.sql("INSERT INTO workers VALUES (1, 40, -1, 42, 5000, 10, 0)");
        expectRefused(path, u"names worker -1"_s);
    }

    void timesBeyondTheClockAreRefused()
    {
        const QString metrics = freshPath();
        StoreBuilder metricsStore(metrics);
        metricsStore.soundRun();
        metricsStore.sql(
            "INSERT INTO metrics VALUES (1, 9223372036854775807, 0, 0, 0, 0, 0, 0, 0)");
        expectRefused(metrics, u"metrics sample 1 is at 9223372036854775807 ns"_s);

        const QString origin = freshPath();
        StoreBuilder originStore(origin);
        originStore.soundRun();
        originStore.sql("UPDATE runs SET clock_origin_ns = -9223372036854775807");
        expectRefused(origin, u"its start at -9223372036854775807 ns"_s);

        const QString wall = freshPath();
        StoreBuilder wallStore(wall);
        wallStore.soundRun();
        wallStore.sql("UPDATE runs SET wall_ns = 9223372036854775807");
        expectRefused(wall, u"wall time of 9223372036854775807 ns"_s);
    }

    void anErrorOfANodeNotPlannedIsRefused()
    {
        const QString path = freshPath();
        StoreBuilder store(path);
        store.soundRun();
        store.sql("INSERT INTO tasks (run_id, task, node, state, error) VALUES "
                  "(1, 1, 99, 'failed', 'boom')");
        expectRefused(path, u"an error is recorded for node 99"_s);
    }

    void aStoreWithATriggerIsRefusedUntouched()
    {
        // A trigger would run on Weft's own writes (a dead run is marked interrupted on open).
        const QString path = freshPath();
        {
            StoreBuilder store(path);
            store.soundRun();
            store.sql("UPDATE runs SET status = 'running', pid = 999999999;"
                      "CREATE TABLE spill (x); CREATE TRIGGER grow AFTER UPDATE ON runs BEGIN "
                      "INSERT INTO spill VALUES (randomblob(1000)); END;");
        }
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray before =
            QCryptographicHash::hash(file.readAll(), QCryptographicHash::Sha256);
        file.close();
        RunStore store;
        QString error;
        QVERIFY(!store.open(path, SqliteDatabase::OpenMode::ExistingOnly, &error));
        QVERIFY2(error.startsWith(path + u" is not a Weft run store"_s), qPrintable(error));
        QVERIFY2(error.contains(u"trigger"_s), qPrintable(error));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(QCryptographicHash::hash(file.readAll(), QCryptographicHash::Sha256), before);
    }

    void aMissingRunIsNamed()
    {
        const QString path = freshPath();
        StoreBuilder(path).soundRun();
        RunStore store;
        QString error;
        QVERIFY(store.open(path, SqliteDatabase::OpenMode::ExistingOnly, &error));
        QVERIFY(!RunReplay::read(store, 7, project(), &error));
        QCOMPARE(error, path + u" holds no run 7"_s);
    }
};

QTEST_GUILESS_MAIN(TestRunReplay)
#include "tst_runreplay.moc"
