// RecordedRun: a run composed from a Setup hands every observer the events, the failures and
// the one sampler's samples in order, and records the same in the run store.
#include "exec/EventObserver.h"
#include "project/Project.h"
#include "run/RecordedRun.h"
#include "run/Setup.h"
#include "store/RunStore.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace Qt::StringLiterals;
using namespace weft;

namespace {

/// Every call of the pump, in order, as one entry each: an event, a failure, a sample.
class CallLog final : public engine::EventObserver
{
public:
    struct Entry
    {
        enum class Kind { Event, Failure, Metrics, Workers };
        Kind kind = Kind::Event;
        engine::EventType type = engine::EventType::RunStarted; ///< an event's
        quint32 node = 0;                                       ///< an event's or a failure's
        QString error = QString();                              ///< a failure's
        int batch = 0; ///< the onEvents() call an event came in
    };

    void onEvents(std::span<const engine::Event> events) override
    {
        ++m_batches;
        for (const engine::Event &event : events)
            entries.push_back({.kind = Entry::Kind::Event,
                               .type = event.type,
                               .node = event.node,
                               .batch = m_batches});
    }
    void onFailures(std::span<const engine::NodeFailure> failures) override
    {
        for (const engine::NodeFailure &failure : failures)
            entries.push_back(
                {.kind = Entry::Kind::Failure, .node = failure.node, .error = failure.error});
    }
    void onMetrics(const engine::MetricSample &sample) override
    {
        entries.push_back({.kind = Entry::Kind::Metrics});
        metrics.push_back(sample);
    }
    void onWorkers(std::span<const engine::WorkerSample> samples) override
    {
        entries.push_back({.kind = Entry::Kind::Workers});
        workers.insert(workers.end(), samples.begin(), samples.end());
    }

    /// Where the first entry that `match` accepts is; -1 when none is.
    template<class Match>
    qsizetype find(Match match) const
    {
        const auto it = std::find_if(entries.begin(), entries.end(), match);
        return it == entries.end() ? -1 : qsizetype(it - entries.begin());
    }

    std::vector<Entry> entries;
    std::vector<engine::MetricSample> metrics;
    std::vector<engine::WorkerSample> workers;

private:
    int m_batches = 0;
};

engine::Node work(const char *id, double seconds, bool fail = false)
{
    engine::Node node;
    node.id = engine::NodeId(QString::fromLatin1(id));
    node.operatorId = u"work"_s;
    node.params = {{u"seconds"_s, seconds}, {u"fail"_s, fail}, {u"output_bytes"_s, 1000}};
    return node;
}

engine::Edge edge(const char *from, const char *to)
{
    return {engine::NodeId(QString::fromLatin1(from)), u"data"_s,
            engine::NodeId(QString::fromLatin1(to)), u"inputs"_s};
}

/// a (0.05 s) → b (0.01 s).
engine::Project chainOfTwo()
{
    engine::Project project;
    project.graph.nodes = {work("a", 0.05), work("b", 0.01)};
    project.graph.edges = {edge("a", "b")};
    return project;
}

run::Setup::Options onTwoThreads()
{
    run::Setup::Options options;
    options.backend = u"threads"_s;
    options.jobs = 2;
    return options;
}

/// Sets up `project` (saved as `file`), runs it recorded as `weft --run` does, and returns
/// its result.
engine::RunResult recordRun(const engine::Project &project, const QString &file,
                            const run::Setup::Options &options)
{
    QString error, warning;
    std::optional<run::Setup> setup = run::Setup::make(project, file, options, &error);
    if (!setup)
        qFatal("cannot set the run up: %s", qPrintable(error));
    auto recorded = run::RecordedRun::prepare(std::move(*setup), &error, &warning);
    if (!recorded)
        qFatal("cannot prepare the run: %s", qPrintable(error));
    const engine::RunResult result = recorded->run({});
    QStringList problems;
    recorded->finish(result, &problems);
    return result;
}

} // namespace

class TestRecordedRun : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_file;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_file = m_dir.filePath(u"chain.weft"_s);
        QFile file(m_file);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"format": 1})"); // the run goes by the project it is given
    }

    void anObserverSeesAFailureAfterItsEventsAndBeforeTheRunsEnd()
    {
        // a → bad, while `slow` keeps a worker busy: the failure is known long before the end.
        engine::Project project;
        project.graph.nodes = {work("a", 0.01), work("bad", 0.05, true), work("slow", 0.4)};
        project.graph.edges = {edge("a", "bad")};
        run::Setup::Options options;
        options.backend = u"threads"_s;
        options.jobs = 2;
        options.keepGoing = true;
        QString error;
        std::optional<run::Setup> setup = run::Setup::make(project, m_file, options, &error);
        QVERIFY2(setup, qPrintable(error));
        QString warning;
        auto recorded = run::RecordedRun::prepare(std::move(*setup), &error, &warning);
        QVERIFY2(recorded, qPrintable(error));
        QVERIFY2(recorded->isRecorded(), qPrintable(warning));
        CallLog log;
        recorded->addObserver(&log);
        const engine::RunResult result = recorded->run({});
        QStringList problems;
        recorded->finish(result, &problems);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u"; "_s)));
        QCOMPARE(result.status, engine::RunStatus::Failed);

        using Entry = CallLog::Entry;
        const quint32 bad = 1;
        const qsizetype failed = log.find([](const Entry &e) {
            return e.kind == Entry::Kind::Event && e.type == engine::EventType::TaskFailed &&
                   e.node == bad;
        });
        const qsizetype failure =
            log.find([](const Entry &e) { return e.kind == Entry::Kind::Failure; });
        const qsizetype end = log.find([](const Entry &e) {
            return e.kind == Entry::Kind::Event && e.type == engine::EventType::RunFinished;
        });
        QVERIFY(failed >= 0);
        QVERIFY(failure > failed);
        QVERIFY(end > failure);
        const Entry &told = log.entries[std::size_t(failure)];
        QCOMPARE(told.node, bad);
        QCOMPARE(told.error, result.nodes[bad].error);
        QVERIFY2(told.error.contains(u"failed on purpose"_s), qPrintable(told.error));
        QCOMPARE(std::count_if(log.entries.begin(), log.entries.end(),
                               [](const Entry &e) { return e.kind == Entry::Kind::Failure; }),
                 std::ptrdiff_t(1));
        // The end comes last, alone in its batch, and the slow node still ran after the failure.
        QCOMPARE(end, qsizetype(log.entries.size()) - 1);
        QVERIFY(log.entries[std::size_t(end - 1)].batch != log.entries[std::size_t(end)].batch);
        QVERIFY(log.find([](const Entry &e) {
            return e.kind == Entry::Kind::Event && e.type == engine::EventType::TaskSucceeded &&
                   e.node == 2;
        }) > failure);

        // One sampler: the samples before the end, and the store holds the same ones.
        QVERIFY(!log.metrics.empty());
        QVERIFY(log.workers.size() >= 2);
        QCOMPARE(log.entries[std::size_t(end - 1)].kind, Entry::Kind::Workers);
        store::RunStore reader;
        QVERIFY(reader.open(recorded->storePath(), store::SqliteDatabase::OpenMode::ExistingOnly,
                            &error));
        const std::vector<store::MetricRecord> stored = reader.metrics(recorded->runId());
        QCOMPARE(stored.size(), log.metrics.size());
        for (std::size_t i = 0; i < stored.size(); ++i) {
            QCOMPARE(stored[i].rssBytes, log.metrics[i].rssBytes);
            QCOMPARE(stored[i].running, log.metrics[i].running);
        }
        QCOMPARE(reader.workers(recorded->runId()).size(), log.workers.size());
        QCOMPARE(log.metrics.back().running, 0); // the last one counts every task's end
        QCOMPARE(reader.nodeErrors(recorded->runId()).value(int(bad)), told.error);
    }

    void theNextRunKnowsEachNodesLastOutputBytesAndDuration()
    {
        const QString file = m_dir.filePath(u"figures.weft"_s);
        QVERIFY(QFile::copy(m_file, file));
        engine::Project project = chainOfTwo();
        run::Setup::Options options = onTwoThreads();
        options.boundMemory = true;
        QString error;
        std::optional<run::Setup> first = run::Setup::make(project, file, options, &error);
        QVERIFY2(first, qPrintable(error));
        // Nothing recorded yet: the order counts nodes, the bound counts outputs.
        QVERIFY(first->lastRun.seconds.empty());
        QVERIFY(first->scheduling.outputWeights.empty());
        QString warning;
        auto recorded = run::RecordedRun::prepare(std::move(*first), &error, &warning);
        QVERIFY2(recorded, qPrintable(error));
        const engine::RunResult result = recorded->run({});
        QStringList problems;
        recorded->finish(result, &problems);
        QCOMPARE(result.status, engine::RunStatus::Succeeded);
        store::RunStore reader;
        QVERIFY(reader.open(recorded->storePath(), store::SqliteDatabase::OpenMode::ExistingOnly,
                            &error));
        const std::vector<store::NodeRecord> nodes = reader.nodes(recorded->runId());
        QCOMPARE(nodes.size(), size_t(2));
        QVERIFY(nodes[0].bytesHeld >= 1000);

        // The next run, with a node the last one did not have: it weighs the mean.
        project.graph.nodes.push_back(work("c", 0.01));
        project.graph.edges.push_back(edge("b", "c"));
        const std::optional<run::Setup> next = run::Setup::make(project, file, options, &error);
        QVERIFY2(next, qPrintable(error));
        const run::LastRunFigures &last = next->lastRun;
        QCOMPARE(last.outputBytes,
                 (std::vector<qint64>{nodes[0].bytesHeld, nodes[1].bytesHeld,
                                      (nodes[0].bytesHeld + nodes[1].bytesHeld) / 2}));
        QCOMPARE(last.seconds.size(), size_t(3));
        QCOMPARE(last.seconds[0], double(nodes[0].wallNs) / 1e9);
        QVERIFY2(last.seconds[0] >= 0.05, qPrintable(QString::number(last.seconds[0])));
        QCOMPARE(last.seconds[2], (last.seconds[0] + last.seconds[1]) / 2);
        QCOMPARE(next->scheduling.outputWeights, last.outputBytes);
        // Without the bound, the weights stay unused.
        options.boundMemory = false;
        QVERIFY(run::Setup::make(project, file, options, &error)->scheduling.outputWeights.empty());
    }

    void aNodeTheCacheGaveKeepsTheFiguresOfTheRunThatComputedIt()
    {
        const QString file = m_dir.filePath(u"cached.weft"_s);
        QVERIFY(QFile::copy(m_file, file));
        const engine::Project project = chainOfTwo();
        run::Setup::Options options = onTwoThreads();
        options.incremental = true;
        // The first run computes both nodes, the second takes both from the cache.
        const engine::RunResult computed = recordRun(project, file, options);
        QCOMPARE(computed.status, engine::RunStatus::Succeeded);
        const engine::RunResult cached = recordRun(project, file, options);
        QCOMPARE(cached.status, engine::RunStatus::Succeeded);
        QCOMPARE(cached.nodes[0].cache, u"hit"_s);
        QCOMPARE(cached.nodes[1].cache, u"hit"_s);

        // A run that computes them again expects what the first run measured.
        options.noCache = true;
        QString error;
        const std::optional<run::Setup> again = run::Setup::make(project, file, options, &error);
        QVERIFY2(again, qPrintable(error));
        QCOMPARE(again->lastRun.seconds,
                 (std::vector<double>{double(computed.nodes[0].wallNs) / 1e9,
                                      double(computed.nodes[1].wallNs) / 1e9}));
        QVERIFY2(again->lastRun.seconds[0] >= 0.05,
                 qPrintable(QString::number(again->lastRun.seconds[0])));
        // One that takes them from the cache again expects them to take no time.
        options.noCache = false;
        const std::optional<run::Setup> hits = run::Setup::make(project, file, options, &error);
        QVERIFY2(hits, qPrintable(error));
        QCOMPARE(hits->lastRun.seconds, (std::vector<double>{0, 0}));

        // However many runs take everything from the cache after it (more than the runs the
        // figures are looked for in), the figures stay those of the run that computed them.
        for (int i = 0; i < run::LastRunFigures::kRunsBack; ++i)
            QCOMPARE(recordRun(project, file, options).nodes[0].cache, u"hit"_s);
        options.noCache = true;
        const std::optional<run::Setup> later = run::Setup::make(project, file, options, &error);
        QVERIFY2(later, qPrintable(error));
        QCOMPARE(later->lastRun.seconds, again->lastRun.seconds);
        QCOMPARE(later->lastRun.outputBytes, again->lastRun.outputBytes);
        QVERIFY(later->lastRun.outputBytes[0] >= 1000);
    }

    void aNamedStoreThatCannotBeOpenedStopsTheRun()
    {
        QFile blocker(m_dir.filePath(u"blocker"_s));
        QVERIFY(blocker.open(QIODevice::WriteOnly));
        engine::Project project;
        project.graph.nodes = {work("a", 0)};
        run::Setup::Options options;
        options.store = m_dir.filePath(u"blocker/runs.sqlite"_s);
        QString error;
        std::optional<run::Setup> setup = run::Setup::make(project, m_file, options, &error);
        QVERIFY2(setup, qPrintable(error));
        QString warning;
        QVERIFY(!run::RecordedRun::prepare(std::move(*setup), &error, &warning));
        QVERIFY2(error.startsWith(u"cannot record the run: "_s), qPrintable(error));
    }
};

QTEST_GUILESS_MAIN(TestRecordedRun)
#include "tst_recordedrun.moc"
