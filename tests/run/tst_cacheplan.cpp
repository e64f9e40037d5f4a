// CachePlan without verification (the window's marks while the user edits): it says what a run
// would take from the cache without reading an entry's outputs or changing the cache, while the
// run's own plan still finds a damaged entry and computes it again.
#include "exec/ResultCache.h"
#include "project/Project.h"
#include "run/RecordedRun.h"
#include "run/Setup.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace weft;

namespace {

engine::Node work(const char *id, int bytes)
{
    engine::Node node;
    node.id = engine::NodeId(QString::fromLatin1(id));
    node.operatorId = u"work"_s;
    node.params = {{u"seconds"_s, 0}, {u"output_bytes"_s, bytes}};
    return node;
}

engine::Edge edge(const char *from, const char *to)
{
    return {engine::NodeId(QString::fromLatin1(from)), u"data"_s,
            engine::NodeId(QString::fromLatin1(to)), u"inputs"_s};
}

/// Each node's action in `plan`: "cached", or the reason it runs.
QHash<QString, QString> actions(const run::CachePlan &plan)
{
    QHash<QString, QString> result;
    for (const run::CachePlan::Node &node : plan.nodes())
        result.insert(node.id.toString(), node.cached() ? u"cached"_s : node.reason);
    return result;
}

/// The output files of the cache entries under `folder`.
QStringList entryOutputs(const QString &folder)
{
    QStringList files;
    QDirIterator it(folder, {u"*.wds"_s}, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext())
        files << it.next();
    return files;
}

} // namespace

class TestCachePlan : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_file;
    engine::Project m_project;

    /// An incremental run of the project, as the window starts it.
    bool runOnce()
    {
        run::Setup::Options options;
        options.backend = u"sequential"_s;
        options.incremental = true;
        QString error;
        std::optional<run::Setup> setup = run::Setup::make(m_project, m_file, options, &error);
        if (!setup)
            return false;
        QString warning;
        auto recorded = run::RecordedRun::prepare(std::move(*setup), &error, &warning);
        if (!recorded)
            return false;
        const engine::RunResult result = recorded->run({});
        QStringList problems;
        recorded->finish(result, &problems);
        return result.status == engine::RunStatus::Succeeded;
    }

    std::optional<run::CachePlan> plan(bool verify, QStringList *warnings,
                                       const QStringList &to = {})
    {
        run::Setup::Options options;
        options.incremental = true;
        options.verifyCache = verify;
        options.to = to;
        engine::Graph graph;
        QString error;
        return run::Setup::planCache(m_project, m_file, options, &graph, warnings, &error);
    }

    /// Freezes the node at `index` with the result a plan of the project as it is finds for it,
    /// as the window does.
    void freeze(size_t index)
    {
        QStringList warnings;
        const std::optional<run::CachePlan> now = plan(false, &warnings);
        QVERIFY(now && now->nodes()[index].cached());
        m_project.graph.nodes[index].run.frozen = QString::fromLatin1(now->nodes()[index].use.key);
    }

private Q_SLOTS:
    void init()
    {
        QVERIFY(m_dir.isValid());
        QDir(m_dir.path()).removeRecursively();
        QDir().mkpath(m_dir.path());
        m_file = m_dir.filePath(u"chain.weft"_s);
        QFile file(m_file);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"format": 1})"); // the run goes by the project it is given
        m_project = {};
        m_project.graph.nodes = {work("a", 4000), work("b", 3000), work("c", 2000)};
        m_project.graph.edges = {edge("a", "b"), edge("b", "c")};
    }

    void aPlanWithoutVerifyingNamesTheSameReasonsAsTheRuns()
    {
        QVERIFY(runOnce());
        QStringList warnings;
        std::optional<run::CachePlan> preview = plan(false, &warnings);
        QVERIFY(preview);
        QCOMPARE(preview->cachedCount(), 3);

        // An edit of b: b runs for its parameter, c for b, a stays cached; as the run says.
        m_project.graph.nodes[1].params.insert(u"output_bytes"_s, 3001);
        preview = plan(false, &warnings);
        std::optional<run::CachePlan> real = plan(true, &warnings);
        QVERIFY(preview && real);
        const QHash<QString, QString> expected{
            {u"a"_s, u"cached"_s}, {u"b"_s, u"params_changed"_s}, {u"c"_s, u"upstream_changed"_s}};
        QCOMPARE(actions(*preview), expected);
        QCOMPARE(actions(*real), expected);
        QCOMPARE(preview->nodes()[1].detail, u"output_bytes"_s);
        QCOMPARE(preview->nodes()[2].detail, u"b"_s);
        QVERIFY(warnings.isEmpty());
    }

    void aPlanWithoutVerifyingReadsNoOutputAndLeavesADamagedEntryToTheRun()
    {
        QVERIFY(runOnce());
        const QString cacheFolder = engine::ResultCache::folderFor(m_file);
        // a's output is the largest; b below it is edited, so a run reads a's entry back.
        QString damaged;
        for (const QString &output : entryOutputs(cacheFolder))
            if (damaged.isEmpty() || QFileInfo(output).size() > QFileInfo(damaged).size())
                damaged = output;
        QVERIFY(!damaged.isEmpty());
        {
            QFile file(damaged);
            QVERIFY(file.open(QIODevice::ReadWrite));
            QVERIFY(file.seek(file.size() - 8));
            file.write("XXXXXXXX");
        }
        m_project.graph.nodes[1].params.insert(u"output_bytes"_s, 3001);

        // Without verifying, a still reads as cached, and its damaged entry is still there:
        // the plan read nothing of it but what a lookup reads.
        QStringList warnings;
        std::optional<run::CachePlan> preview = plan(false, &warnings);
        QVERIFY(preview);
        QCOMPARE(actions(*preview).value(u"a"_s), u"cached"_s);
        QVERIFY(warnings.isEmpty());
        QVERIFY(QFileInfo::exists(damaged));

        // The run's plan reads it, finds the damage, and computes a again.
        std::optional<run::CachePlan> real = plan(true, &warnings);
        QVERIFY(real);
        QCOMPARE(actions(*real).value(u"a"_s), u"no_entry"_s);
        QCOMPARE(warnings.size(), 1);
        QVERIFY2(warnings.first().contains(u"'a'"_s), qPrintable(warnings.first()));
        QVERIFY(!QFileInfo::exists(damaged));
    }

    void aFrozenNodeKeepsItsResultAndWhatIsBelowItStaysCached()
    {
        m_project.graph.nodes.push_back(work("d", 1000));
        m_project.graph.edges.push_back(edge("c", "d"));
        QVERIFY(runOnce());
        freeze(1);
        // Edits above b (a) and of b itself: b keeps what it was frozen with, c and d follow.
        m_project.graph.nodes[0].params.insert(u"output_bytes"_s, 4001);
        m_project.graph.nodes[1].params.insert(u"output_bytes"_s, 3001);
        QStringList warnings;
        for (const bool verify : {false, true}) {
            std::optional<run::CachePlan> frozen = plan(verify, &warnings);
            QVERIFY(frozen);
            QCOMPARE(actions(*frozen), (QHash<QString, QString>{{u"a"_s, u"params_changed"_s},
                                                                {u"b"_s, u"cached"_s},
                                                                {u"c"_s, u"cached"_s},
                                                                {u"d"_s, u"cached"_s}}));
            QVERIFY(frozen->nodes()[1].frozen);
            QVERIFY(!frozen->nodes()[2].frozen);
        }
        QVERIFY(warnings.isEmpty());
        // A run computes a alone; an edit below the frozen node still counts.
        QVERIFY(runOnce());
        m_project.graph.nodes[3].params.insert(u"output_bytes"_s, 1001);
        std::optional<run::CachePlan> after = plan(false, &warnings);
        QVERIFY(after);
        QCOMPARE(actions(*after), (QHash<QString, QString>{{u"a"_s, u"cached"_s},
                                                           {u"b"_s, u"cached"_s},
                                                           {u"c"_s, u"cached"_s},
                                                           {u"d"_s, u"params_changed"_s}}));

        // Unfrozen, the edits count again: b and the nodes below it run. (The last run kept
        // b's parts as they are now, under the frozen digest: what changed is above it.)
        m_project.graph.nodes[1].run.frozen.clear();
        std::optional<run::CachePlan> thawed = plan(false, &warnings);
        QVERIFY(thawed);
        QCOMPARE(actions(*thawed), (QHash<QString, QString>{{u"a"_s, u"cached"_s},
                                                            {u"b"_s, u"upstream_changed"_s},
                                                            {u"c"_s, u"upstream_changed"_s},
                                                            {u"d"_s, u"params_changed"_s}}));
        QVERIFY(warnings.isEmpty());
    }

    void aFrozenNodeWhoseResultIsGoneRunsUnfrozenAndSaysSo()
    {
        QVERIFY(runOnce());
        freeze(1);
        m_project.graph.nodes[0].params.insert(u"output_bytes"_s, 4001);
        engine::ResultCache(engine::ResultCache::folderFor(m_file))
            .remove(m_project.graph.nodes[1].run.frozen.toLatin1(), false);
        QStringList warnings;
        std::optional<run::CachePlan> lost = plan(true, &warnings);
        QVERIFY(lost);
        QCOMPARE(actions(*lost), (QHash<QString, QString>{{u"a"_s, u"params_changed"_s},
                                                          {u"b"_s, u"upstream_changed"_s},
                                                          {u"c"_s, u"upstream_changed"_s}}));
        QVERIFY(lost->nodes()[1].frozenLost);
        QVERIFY(!lost->nodes()[1].frozen);
        QCOMPARE(warnings.size(), 1);
        QVERIFY2(warnings.first().contains(u"'b' is frozen"_s), qPrintable(warnings.first()));
    }

    void runningToBelowAFrozenNodeNeedsNothingAboveIt()
    {
        QVERIFY(runOnce());
        freeze(1);
        m_project.graph.nodes[0].params.insert(u"output_bytes"_s, 4001);
        m_project.graph.nodes[2].params.insert(u"output_bytes"_s, 2001);
        QStringList warnings;
        std::optional<run::CachePlan> to = plan(true, &warnings, {u"c"_s});
        QVERIFY(to);
        QCOMPARE(actions(*to),
                 (QHash<QString, QString>{{u"b"_s, u"cached"_s}, {u"c"_s, u"params_changed"_s}}));
        // Unfrozen, c needs a (edited) and b again.
        m_project.graph.nodes[1].run.frozen.clear();
        to = plan(true, &warnings, {u"c"_s});
        QVERIFY(to);
        QCOMPARE(to->nodes().size(), size_t(3));
        QCOMPARE(to->cachedCount(), 0);
    }
};

QTEST_GUILESS_MAIN(TestCachePlan)
#include "tst_cacheplan.moc"
