// A run from the window and its replay show the same outline: the same nodes, titles, map
// flags, batch bands and dependencies, on threads and on processes, even after the project's
// titles and run settings changed; and a map node's band is where its backend runs it.
#include "RecordingMonitorSink.h"
#include "document/ProjectController.h"
#include "document/RecentFilesModel.h"
#include "exec/RunOutline.h"
#include "history/ReplayLoader.h"
#include "monitor/MonitorHub.h"
#include "monitor/RunController.h"
#include "ops/OperatorRegistry.h"
#include "store/RunStore.h"
#include "support/ScopedEnv.h"
#include "support/TestPaths.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace weft;

Q_DECLARE_METATYPE(weft::engine::BatchTargets)

namespace QTest {
template<>
char *toString(const engine::BatchTargets &targets)
{
    return qstrdup(QByteArray(QByteArray::number(targets.lowerSeconds) + " .. " +
                              QByteArray::number(targets.upperSeconds))
                       .constData());
}
} // namespace QTest

namespace {

constexpr int kTimeoutMs = 60'000;

QJsonObject node(const QString &id, const QString &op, const QJsonObject &params,
                 const QJsonObject &run = {})
{
    QJsonObject node{{u"id"_s, id},
                     {u"operator"_s, op},
                     {u"params"_s, params},
                     {u"position"_s, QJsonObject{{u"x"_s, 0}, {u"y"_s, 0}}}};
    if (!run.isEmpty())
        node.insert(u"run"_s, run);
    return node;
}

QJsonObject edge(const QString &from, const QString &to)
{
    return {{u"from"_s, from}, {u"to"_s, to}};
}

/// samples → square (map, the run's backend), tuned (map, its own band), threads (map, on
/// threads), processes (map, in worker processes); square → sum.
QByteArray projectJson()
{
    const QJsonObject expr{{u"expression"_s, u"x * x"_s}};
    QJsonArray nodes{
        node(u"samples"_s, u"array.generate"_s,
             {{u"mode"_s, u"random"_s}, {u"seed"_s, 7}, {u"shape"_s, u"2000"_s}}),
        node(u"square"_s, u"array.expr"_s, expr, {{u"map"_s, true}}),
        node(u"tuned"_s, u"array.expr"_s, expr,
             {{u"map"_s, true}, {u"batch_lower_ms"_s, 0.5}, {u"batch_upper_ms"_s, 4}}),
        node(u"threads"_s, u"array.expr"_s, expr, {{u"map"_s, true}, {u"backend"_s, u"threads"_s}}),
        node(u"processes"_s, u"array.expr"_s, expr,
             {{u"map"_s, true}, {u"backend"_s, u"processes"_s}}),
        node(u"sum"_s, u"array.reduce"_s, {{u"function"_s, u"sum"_s}})};
    QJsonObject samples = nodes[0].toObject();
    samples.insert(u"title"_s, u"Samples"_s);
    nodes[0] = samples;
    QJsonArray edges{edge(u"square.array"_s, u"sum.array"_s)};
    for (const QString &to : {u"square"_s, u"tuned"_s, u"threads"_s, u"processes"_s})
        edges.append(edge(u"samples.array"_s, to + u".arrays"_s));
    return QJsonDocument(QJsonObject{{u"format"_s, 1},
                                     {u"project"_s, QJsonObject{{u"name"_s, u"Outline"_s}}},
                                     {u"datasets"_s, QJsonArray()},
                                     {u"nodes"_s, nodes},
                                     {u"edges"_s, edges}})
        .toJson();
}

/// Everything of the outline but when it began and whether it is live.
void compareOutlines(const app::RunOutline &replayed, const app::RunOutline &live)
{
    QCOMPARE(replayed.runId, live.runId);
    QCOMPARE(replayed.backend, live.backend);
    QCOMPARE(replayed.workers, live.workers);
    QCOMPARE(replayed.dependencies, live.dependencies);
    QCOMPARE(replayed.nodes.size(), live.nodes.size());
    for (qsizetype i = 0; i < live.nodes.size(); ++i) {
        const app::MonitorNode &a = replayed.nodes.at(i);
        const app::MonitorNode &b = live.nodes.at(i);
        QCOMPARE(a.id, b.id);
        QCOMPARE(a.operatorId, b.operatorId);
        QCOMPARE(a.title, b.title);
        QCOMPARE(a.map, b.map);
        QCOMPARE(a.targetLowerSeconds, b.targetLowerSeconds);
        QCOMPARE(a.targetUpperSeconds, b.targetUpperSeconds);
    }
}

} // namespace

class tst_ReplayOutline : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<app::RecentFilesModel> m_recent;
    std::unique_ptr<app::ProjectController> m_project;
    std::unique_ptr<app::MonitorHub> m_hub;
    std::unique_ptr<app::RunController> m_runs;
    test::RecordingMonitorSink m_sink;
    std::optional<test::ScopedEnv> m_worker;

private Q_SLOTS:
    void initTestCase() { m_worker.emplace("WEFT_WORKER", weft::test::workerBinary()); }

    void init()
    {
        m_dir = std::make_unique<QTemporaryDir>();
        m_recent = std::make_unique<app::RecentFilesModel>();
        m_project = std::make_unique<app::ProjectController>(engine::OperatorRegistry::builtin(),
                                                             m_recent.get());
        m_hub = std::make_unique<app::MonitorHub>();
        m_sink = test::RecordingMonitorSink();
        m_hub->addSink(&m_sink);
        m_runs = std::make_unique<app::RunController>(m_project.get(), m_hub.get());
    }

    void cleanup()
    {
        m_runs.reset();
        m_hub.reset();
        m_project.reset();
        m_recent.reset();
        m_dir.reset();
    }

    void liveAndReplayShowTheSameOutline_data()
    {
        QTest::addColumn<QString>("backend");
        QTest::addColumn<engine::BatchTargets>("targets"); // a map node's that does not choose
        QTest::newRow("threads") << u"threads"_s << engine::BatchTargets::forThreads();
        QTest::newRow("processes") << u"processes"_s << engine::BatchTargets::forProcesses();
    }

    void liveAndReplayShowTheSameOutline()
    {
        QFETCH(QString, backend);
        QFETCH(engine::BatchTargets, targets);
        const QString file = m_dir->filePath(u"outline.weft"_s);
        QFile out(file);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(projectJson());
        out.close();
        QVERIFY(m_project->open(file));
        m_runs->setBackend(backend);
        m_runs->setWorkers(2);
        QVERIFY2(m_runs->run(), qPrintable(m_runs->message()));
        QVERIFY(m_runs->waitForEnd(kTimeoutMs));
        QCOMPARE(m_runs->status(), u"succeeded"_s);
        const app::RunOutline live = m_sink.outline;
        QVERIFY(live.live);
        QCOMPARE(live.backend, backend);
        QCOMPARE(live.nodes.size(), qsizetype(6));
        QCOMPARE(live.nodes.at(0).title, u"Samples"_s);
        QCOMPARE(live.nodes.at(1).title, u"Array formula"_s);
        QVERIFY(live.nodes.at(1).map);
        QVERIFY(!live.nodes.at(5).map);
        // Each map node's band is where it runs, or its own.
        const auto band = [&live](int node) {
            return engine::BatchTargets{live.nodes.at(node).targetLowerSeconds,
                                        live.nodes.at(node).targetUpperSeconds};
        };
        QCOMPARE(band(1), targets);
        QCOMPARE(band(2), (engine::BatchTargets{0.0005, 0.004}));
        QCOMPARE(band(3), engine::BatchTargets::forThreads());
        QCOMPARE(band(4), engine::BatchTargets::forProcesses());
        QCOMPARE(band(5), engine::BatchTargets());

        const QString store = store::RunStore::defaultPath(file);
        QString error;
        std::optional<app::ReplayData> replay =
            app::ReplayLoader::load(store, live.runId, m_project->project().graph, &error);
        QVERIFY2(replay, qPrintable(error));
        QVERIFY(!replay->outline.live);
        compareOutlines(replay->outline, live);
        if (QTest::currentTestFailed())
            return;

        // The project's settings change after the run: the replay still shows what the run
        // showed.
        engine::Graph edited = m_project->project().graph;
        edited.nodes[1].title = u"Renamed"_s;
        edited.nodes[1].run.batchUpperMs = 100;
        edited.nodes[3].run.map = false;
        edited.nodes[4].run.backend = u"threads"_s;
        replay = app::ReplayLoader::load(store, live.runId, edited, &error);
        QVERIFY2(replay, qPrintable(error));
        compareOutlines(replay->outline, live);
    }
};

QTEST_MAIN(tst_ReplayOutline)
#include "tst_replayoutline.moc"
