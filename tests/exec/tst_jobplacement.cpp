#include "exec/EventStream.h"
#include "exec/GraphRunner.h"
#include "exec/JobBackend.h"
#include "exec/JobPlacement.h"
#include "exec/ThreadBackend.h"
#include "exec/WorkerPool.h"
#include "ops/OperatorRegistry.h"

#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>
#include <mutex>

using namespace weft::engine;

namespace {

/// A placement that runs each call's operator on the calling thread, as if in a job: it
/// counts what the runner asks of it, reports a submission and a start for each job (numbered
/// from 100), and can fail a first number of jobs.
class FakePlacement final : public JobPlacement
{
public:
    QString name() const override { return QStringLiteral("fake"); }
    void beginRun(const QString &defaultFolder) override { begun.append(defaultFolder); }
    void finishRun() override { ++finished; }

    std::vector<DatasetPtr> run(const RemoteCall &call, const JobResources &resources,
                                std::stop_token stop, JobRecord *record,
                                const JobListener &listener) override
    {
        const int job = 100 + m_jobs.fetch_add(1);
        {
            std::lock_guard lock(m_mutex);
            m_calls.append(call.nodeId);
            m_resources.push_back(resources);
        }
        if (listener) {
            listener(JobEvent::Submitted, job);
            listener(JobEvent::Started, job);
        }
        if (record)
            *record = JobRecord{QString::number(job), 5, 7};
        if (failFirst.fetch_sub(1) > 0)
            throw OperatorError(QStringLiteral("job %1 failed").arg(job));
        const Operator *op = OperatorRegistry::builtin().find(call.operatorId);
        return op->run(OperatorCall(op->spec(), call.params, call.inputs, call.projectDir, stop));
    }

    QStringList calls() const
    {
        std::lock_guard lock(m_mutex);
        return m_calls;
    }
    std::vector<JobResources> resources() const
    {
        std::lock_guard lock(m_mutex);
        return m_resources;
    }

    QStringList begun;
    int finished = 0;
    std::atomic<int> failFirst{0};

private:
    mutable std::mutex m_mutex;
    QStringList m_calls;
    std::vector<JobResources> m_resources;
    std::atomic<int> m_jobs{0};
};

/// A `work` node that takes no time, on `backend` ("" chooses none).
Node workNode(const char *id, const char *backend = "")
{
    Node node;
    node.id = NodeId(QString::fromLatin1(id));
    node.operatorId = QStringLiteral("work");
    node.params = QJsonObject{{QStringLiteral("seconds"), 0}};
    node.run.backend = QString::fromLatin1(backend);
    return node;
}

const NodeResult &resultOf(const RunResult &result, const char *id)
{
    for (const NodeResult &node : result.nodes)
        if (node.id.toString() == QLatin1String(id))
            return node;
    qFatal("no node %s", id);
}

/// Hands `backend` a FakePlacement; the placement, still owned by the backend.
FakePlacement &place(Backend &backend)
{
    auto placement = std::make_unique<FakePlacement>();
    FakePlacement &fake = *placement;
    backend.usePlacement(std::move(placement));
    return fake;
}

} // namespace

/// The runner's side of the job placement interface, against a fake placement: which nodes it
/// sends there, when it begins and finishes a run, what it records of their jobs, and the
/// failure of a node whose placement the run was not given.
class TestJobPlacement : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    /// Runs `graph` to its end (every node that can run runs, whatever fails) and adds its
    /// events to `events`.
    RunResult run(const Graph &graph, Backend &backend, std::vector<Event> *events = nullptr)
    {
        EventStream stream(backend.workers() + 1);
        SchedulerOptions options;
        options.keepGoing = true;
        const RunResult result = GraphRunner(OperatorRegistry::builtin(), QDir(m_dir.path()))
                                     .run(graph, backend, &stream, options);
        stream.drain([&](std::span<const Event> batch) {
            if (events)
                events->insert(events->end(), batch.begin(), batch.end());
        });
        return result;
    }

private Q_SLOTS:
    void nodesNamingThePlacementRunAsItsJobs()
    {
        ThreadBackend backend(2);
        FakePlacement &fake = place(backend);
        Graph graph;
        graph.nodes = {workNode("a", "fake"), workNode("b"), workNode("c", "threads")};
        graph.nodes[0].run.resources.cpus = 3;
        std::vector<Event> events;
        const RunResult result = run(graph, backend, &events);

        QCOMPARE(result.status, RunStatus::Succeeded);
        QCOMPARE(fake.calls(), QStringList{u"a"_qs});
        QCOMPARE(fake.resources().front().cpus, 3);
        QCOMPARE(fake.begun, QStringList{QDir(m_dir.path()).filePath(u".weft/fake"_qs)});
        QCOMPARE(fake.finished, 1);
        QCOMPARE(resultOf(result, "a").jobId, u"100"_qs);
        QCOMPARE(resultOf(result, "a").queueMs, qint64(5));
        QCOMPARE(resultOf(result, "a").jobRunMs, qint64(7));
        QVERIFY(resultOf(result, "b").jobId.isEmpty());
        QVERIFY(resultOf(result, "c").jobId.isEmpty());
        // What the listener heard, on the task's own lane: submitted, then started, job 100.
        std::vector<EventType> jobEvents;
        for (const Event &event : events) {
            if (event.type != EventType::JobSubmitted && event.type != EventType::JobStarted)
                continue;
            QCOMPARE(event.task, quint32(0));
            QCOMPARE(event.value, qint64(100));
            jobEvents.push_back(event.type);
        }
        QCOMPARE(jobEvents, (std::vector{EventType::JobSubmitted, EventType::JobStarted}));
    }

    void aPlacingBackendSendsNodesThatChooseNone()
    {
        JobBackend backend(u"fake"_qs, 4);
        FakePlacement &fake = place(backend);
        Graph graph;
        graph.nodes = {workNode("a"), workNode("b", "threads")};
        const RunResult result = run(graph, backend);
        QCOMPARE(result.status, RunStatus::Succeeded);
        QCOMPARE(result.backend, u"fake"_qs);
        QCOMPARE(fake.calls(), QStringList{u"a"_qs});
        QCOMPARE(fake.finished, 1);
    }

    void aRunWithoutJobsLeavesThePlacementAlone()
    {
        ThreadBackend backend(2);
        FakePlacement &fake = place(backend);
        Graph graph;
        graph.nodes = {workNode("a"), workNode("b", "threads")};
        QCOMPARE(run(graph, backend).status, RunStatus::Succeeded);
        QVERIFY(fake.begun.isEmpty());
        QCOMPARE(fake.finished, 0);
    }

    void mapBatchesAreJobs()
    {
        ThreadBackend backend(2);
        FakePlacement &fake = place(backend);
        Node gen;
        gen.id = NodeId(u"gen"_qs);
        gen.operatorId = u"array.generate"_qs;
        gen.params = QJsonObject{{u"shape"_qs, u"6, 2"_qs}};
        Node each;
        each.id = NodeId(u"each"_qs);
        each.operatorId = u"work.items"_qs;
        each.run.backend = u"fake"_qs;
        each.run.map = true;
        each.run.batchSize = 2;
        Graph graph;
        graph.nodes = {gen, each};
        graph.edges = {Edge{gen.id, u"array"_qs, each.id, u"items"_qs}};
        const RunResult result = run(graph, backend);

        QCOMPARE(result.status, RunStatus::Succeeded);
        QCOMPARE(fake.calls(), (QStringList{u"each"_qs, u"each"_qs, u"each"_qs}));
        const NodeResult &mapped = resultOf(result, "each");
        QVERIFY(mapped.jobId.isEmpty());
        const QStringList jobs = mapped.batchJobs;
        QCOMPARE(QSet<QString>(jobs.begin(), jobs.end()),
                 (QSet<QString>{u"100"_qs, u"101"_qs, u"102"_qs}));
    }

    void aFailedJobIsRetriedAsANewJob()
    {
        ThreadBackend backend(2);
        FakePlacement &fake = place(backend);
        fake.failFirst = 1;
        Graph graph;
        graph.nodes = {workNode("flaky", "fake")};
        graph.nodes[0].run.retries = 1;
        const RunResult result = run(graph, backend);
        QCOMPARE(result.status, RunStatus::Succeeded);
        QCOMPARE(resultOf(result, "flaky").attempts, 2);
        QCOMPARE(resultOf(result, "flaky").jobId, u"101"_qs);
        QCOMPARE(fake.calls().size(), 2);
    }

    void aNodeWhosePlacementIsMissingFails()
    {
        ThreadBackend threads(2);
        Graph graph;
        graph.nodes = {workNode("remote", "fake"), workNode("local", "threads")};
        RunResult result = run(graph, threads);
        QCOMPARE(resultOf(result, "remote").state, TaskState::Failed);
        QCOMPARE(resultOf(result, "remote").error,
                 u"node 'remote' asks for backend 'fake', which this run was not given"_qs);
        QCOMPARE(resultOf(result, "local").state, TaskState::Succeeded);

        // A placing backend that was given none: its nodes fail, naming the backend.
        JobBackend jobs(u"fake"_qs, 2);
        graph.nodes = {workNode("remote"), workNode("local", "threads")};
        result = run(graph, jobs);
        QCOMPARE(resultOf(result, "remote").state, TaskState::Failed);
        QVERIFY2(resultOf(result, "remote").error.contains(u"'fake'"_qs),
                 qPrintable(resultOf(result, "remote").error));
        QCOMPARE(resultOf(result, "local").state, TaskState::Succeeded);
    }
};

QTEST_GUILESS_MAIN(TestJobPlacement)
#include "tst_jobplacement.moc"
