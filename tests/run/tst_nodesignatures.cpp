// Signatures say what a node's result is a function of, and what changed since: a parameter,
// a connection, a file read from outside the graph, or a node above (run::NodeSignatures,
// run::FileFingerprints).
#include "ops/OperatorRegistry.h"
#include "run/FileFingerprints.h"
#include "run/NodeSignatures.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace Qt::StringLiterals;
using namespace weft::engine;

namespace {

Node node(const QString &id, const QString &op, QJsonObject params = {})
{
    Node n;
    n.id = NodeId(id);
    n.operatorId = op;
    n.params = std::move(params);
    return n;
}

Edge edge(const QString &from, const QString &fromPort, const QString &to, const QString &toPort)
{
    return Edge{NodeId(from), fromPort, NodeId(to), toPort};
}

void write(const QString &path, const QByteArray &content)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    QCOMPARE(file.write(content), content.size());
}

/// Moves a file's modification time `seconds` into the past: a file older than the racy
/// window, whose digest the fast check keeps.
void age(const QString &path, int seconds)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadWrite));
    QVERIFY(file.setFileTime(QDateTime::currentDateTime().addSecs(-seconds),
                             QFileDevice::FileModificationTime));
}

/// An operator of a given version: "test.source" makes a table, the others pass one on.
class VersionedOperator : public Operator
{
public:
    VersionedOperator(QString id, int version)
    {
        m_spec.id = std::move(id);
        m_spec.version = version;
        if (m_spec.id != u"test.source")
            m_spec.inputs.push_back(PortSpec::single(u"table"_s, DataKind::Table, {}));
        m_spec.outputs.push_back(PortSpec::single(u"table"_s, DataKind::Table, {}));
    }
    const OperatorSpec &spec() const override { return m_spec; }
    std::vector<DatasetPtr> run(const OperatorCall &) const override { return {}; }

private:
    OperatorSpec m_spec;
};

/// The three test operators, "test.step" at `stepVersion`.
OperatorRegistry registryWithStepAt(int stepVersion)
{
    OperatorRegistry registry;
    registry.add(std::make_unique<VersionedOperator>(u"test.source"_s, 1));
    registry.add(std::make_unique<VersionedOperator>(u"test.step"_s, stepVersion));
    registry.add(std::make_unique<VersionedOperator>(u"test.last"_s, 1));
    return registry;
}

} // namespace

class TestNodeSignatures : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    Graph m_graph;

    std::vector<NodeSignature> signatures(const Graph &graph)
    {
        FileFingerprints files;
        return signatures(graph, files);
    }
    std::vector<NodeSignature> signatures(const Graph &graph, FileFingerprints &files)
    {
        return computeNodeSignatures(graph, OperatorRegistry::builtin(), QDir(m_dir.path()), files);
    }
    static const NodeSignature &of(const Graph &graph, const std::vector<NodeSignature> &all,
                                   const QString &id)
    {
        return all[std::size_t(graph.indexById().value(NodeId(id)))];
    }

private Q_SLOTS:
    void init()
    {
        QVERIFY(m_dir.isValid());
        write(m_dir.filePath(u"a.csv"_s), "x\n1\n2\n");
        write(m_dir.filePath(u"b.csv"_s), "x\n3\n");
        // a → head → concat ← b; b → filter
        m_graph = {};
        m_graph.nodes = {node(u"a"_s, u"csv.read"_s, {{u"path"_s, u"a.csv"_s}}),
                         node(u"b"_s, u"csv.read"_s, {{u"path"_s, u"b.csv"_s}}),
                         node(u"head"_s, u"table.head"_s, {{u"rows"_s, 5}}),
                         node(u"both"_s, u"table.concat"_s),
                         node(u"keep"_s, u"table.filter"_s, {{u"condition"_s, u"x > 1"_s}})};
        m_graph.edges = {edge(u"a"_s, u"table"_s, u"head"_s, u"table"_s),
                         edge(u"head"_s, u"table"_s, u"both"_s, u"tables"_s),
                         edge(u"b"_s, u"table"_s, u"both"_s, u"tables"_s),
                         edge(u"b"_s, u"table"_s, u"keep"_s, u"table"_s)};
    }

    void sameGraphSameSignaturesWhateverTheFileOrder()
    {
        const auto first = signatures(m_graph);
        QCOMPARE(first.size(), m_graph.nodes.size());
        QCOMPARE(signatures(m_graph), first);

        Graph reordered = m_graph;
        std::reverse(reordered.nodes.begin(), reordered.nodes.end());
        std::swap(reordered.edges[0], reordered.edges[3]);
        const auto again = signatures(reordered);
        for (const Node &n : m_graph.nodes)
            QCOMPARE(of(reordered, again, n.id.toString()).digest,
                     of(m_graph, first, n.id.toString()).digest);

        // Every node differs from every other.
        for (std::size_t i = 0; i < first.size(); ++i)
            for (std::size_t j = i + 1; j < first.size(); ++j)
                QVERIFY(first[i].digest != first[j].digest);
    }

    void aDefaultWrittenOutOrANumberWrittenOtherwiseChangesNothing()
    {
        const auto before = signatures(m_graph);
        Graph explicitDefaults = m_graph;
        explicitDefaults.nodes[3].params.insert(u"columns"_s, u"all"_s); // concat's default
        explicitDefaults.nodes[2].params.insert(u"rows"_s, 5.0);
        explicitDefaults.nodes[0].params.insert(u"path"_s, u"./a.csv"_s);
        QCOMPARE(signatures(explicitDefaults), before);
    }

    void aParameterChangesItsNodeAndEverythingBelowOnly()
    {
        const auto before = signatures(m_graph);
        Graph edited = m_graph;
        edited.nodes[2].params.insert(u"rows"_s, 1);
        const auto after = signatures(edited);

        const SignatureChange head =
            explainChange(of(m_graph, before, u"head"_s), of(edited, after, u"head"_s));
        QCOMPARE(head.reason, ChangeReason::ParamsChanged);
        QCOMPARE(head.detail, u"rows"_s);
        const SignatureChange both =
            explainChange(of(m_graph, before, u"both"_s), of(edited, after, u"both"_s));
        QCOMPARE(both.reason, ChangeReason::UpstreamChanged);
        QCOMPARE(both.detail, u"head"_s);
        for (const QString &id : {u"a"_s, u"b"_s, u"keep"_s})
            QCOMPARE(explainChange(of(m_graph, before, id), of(edited, after, id)).reason,
                     ChangeReason::None);
        QCOMPARE(changeReasonName(both.reason), u"upstream_changed"_s);
    }

    void theOrderOfConnectionsOnOnePortCounts()
    {
        const auto before = signatures(m_graph);
        Graph swapped = m_graph;
        std::swap(swapped.edges[1], swapped.edges[2]); // b's table now comes first
        const SignatureChange change = explainChange(of(m_graph, before, u"both"_s),
                                                     of(swapped, signatures(swapped), u"both"_s));
        QCOMPARE(change.reason, ChangeReason::InputChanged);
        QCOMPARE(change.detail, u"tables#1"_s);
    }

    void aConnectionMovedIsAnInputChange()
    {
        const auto before = signatures(m_graph);
        Graph rewired = m_graph;
        rewired.edges[3] = edge(u"a"_s, u"table"_s, u"keep"_s, u"table"_s);
        const SignatureChange change = explainChange(of(m_graph, before, u"keep"_s),
                                                     of(rewired, signatures(rewired), u"keep"_s));
        QCOMPARE(change.reason, ChangeReason::InputChanged);
        QCOMPARE(change.detail, u"table"_s);
    }

    void aFileChangedNamesTheFileAndATouchedFileIsStillTheSame()
    {
        const QString a = m_dir.filePath(u"a.csv"_s);
        age(a, 3600);
        FileFingerprints files;
        const auto before = signatures(m_graph, files);
        const qint64 hashed = files.filesHashed();
        QCOMPARE(hashed, 2); // a.csv and b.csv, once each

        // Unchanged size, time and inode: nothing is read again.
        QCOMPARE(signatures(m_graph, files), before);
        QCOMPARE(files.filesHashed(), hashed + 1); // b.csv is too young to be kept
        const qint64 fast = files.filesHashed();

        // Touched, same bytes: read again, same digest.
        age(a, 7200);
        QCOMPARE(signatures(m_graph, files), before);
        QCOMPARE(files.filesHashed(), fast + 2);

        write(a, "x\n1\n9\n");
        const auto after = signatures(m_graph, files);
        const SignatureChange change =
            explainChange(of(m_graph, before, u"a"_s), of(m_graph, after, u"a"_s));
        QCOMPARE(change.reason, ChangeReason::FileChanged);
        QCOMPARE(change.detail, u"a.csv"_s);
        QCOMPARE(
            explainChange(of(m_graph, before, u"head"_s), of(m_graph, after, u"head"_s)).reason,
            ChangeReason::UpstreamChanged);

        // What the fast check knows survives a save and a load.
        const FileFingerprints loaded = FileFingerprints::fromJson(files.toJson());
        QCOMPARE(loaded.toJson(), files.toJson());
    }

    void aMissingFileHasADigestOfItsOwn()
    {
        FileFingerprints files;
        QCOMPARE(files.of(m_dir.filePath(u"nothing-here.csv"_s)), FileFingerprints::missing());
        write(m_dir.filePath(u"empty.csv"_s), {});
        QVERIFY(files.of(m_dir.filePath(u"empty.csv"_s)) != FileFingerprints::missing());
    }

    void aFolderChangesWithAFileAddedBelowIt()
    {
        QVERIFY(QDir(m_dir.path()).mkpath(u"in/sub"_s));
        write(m_dir.filePath(u"in/sub/1.txt"_s), "one");
        Graph graph;
        graph.nodes = {node(u"list"_s, u"files.list"_s, {{u"folder"_s, u"in"_s}})};
        const auto before = signatures(graph);
        write(m_dir.filePath(u"in/sub/2.txt"_s), "two");
        const SignatureChange change = explainChange(before[0], signatures(graph)[0]);
        QCOMPARE(change.reason, ChangeReason::FileChanged);
        QCOMPARE(change.detail, u"in"_s);
    }

    void aCommandCoversTheScriptItNames()
    {
        write(m_dir.filePath(u"fit.py"_s), "print(1)\n");
        Graph graph;
        graph.nodes = {node(
            u"fit"_s, u"command"_s,
            {{u"program"_s, u"python3"_s}, {u"arguments"_s, u"fit.py\n{in:table}\n--verbose"_s}})};
        const auto before = signatures(graph);
        QCOMPARE(before[0].files.size(), 1u);
        QCOMPARE(before[0].files[0].name, u"fit.py"_s);
        write(m_dir.filePath(u"fit.py"_s), "print(2)\n");
        const SignatureChange change = explainChange(before[0], signatures(graph)[0]);
        QCOMPARE(change.reason, ChangeReason::FileChanged);
        QCOMPARE(change.detail, u"fit.py"_s);
    }

    void aNewOperatorVersionChangesItsNodeAndWhatIsBelowOnly()
    {
        Graph graph;
        graph.nodes = {node(u"source"_s, u"test.source"_s), node(u"step"_s, u"test.step"_s),
                       node(u"last"_s, u"test.last"_s)};
        graph.edges = {edge(u"source"_s, u"table"_s, u"step"_s, u"table"_s),
                       edge(u"step"_s, u"table"_s, u"last"_s, u"table"_s)};
        FileFingerprints files;
        const QDir folder(m_dir.path());
        const auto before = computeNodeSignatures(graph, registryWithStepAt(1), folder, files);
        const auto after = computeNodeSignatures(graph, registryWithStepAt(2), folder, files);
        QCOMPARE(after[0], before[0]);
        QCOMPARE(explainChange(before[1], after[1]).reason, ChangeReason::OperatorChanged);
        const SignatureChange last = explainChange(before[2], after[2]);
        QCOMPARE(last.reason, ChangeReason::UpstreamChanged);
        QCOMPARE(last.detail, u"step"_s);
        QCOMPARE(changeReasonName(ChangeReason::OperatorChanged), u"operator_changed"_s);
    }

    void anUnknownOperatorIsNotCacheableAndNeitherIsWhatFollows()
    {
        Graph graph = m_graph;
        graph.nodes[1].operatorId = u"csv.read.someday"_s;
        const auto all = signatures(graph);
        QVERIFY(of(graph, all, u"a"_s).cacheable);
        QVERIFY(of(graph, all, u"head"_s).cacheable);
        QVERIFY(!of(graph, all, u"b"_s).cacheable);
        QVERIFY(!of(graph, all, u"both"_s).cacheable);
        QVERIFY(!of(graph, all, u"keep"_s).cacheable);
        const SignatureChange change =
            explainChange(of(m_graph, signatures(m_graph), u"b"_s), of(graph, all, u"b"_s));
        QCOMPARE(change.reason, ChangeReason::OperatorChanged);
    }

    void aSignatureSurvivesJson()
    {
        for (const NodeSignature &signature : signatures(m_graph))
            QCOMPARE(NodeSignature::fromJson(signature.toJson()), signature);
        QVERIFY(!NodeSignature::fromJson({{u"digest"_s, u"zz"_s}}));
    }

    void aCycleHasNoSignatures()
    {
        Graph graph = m_graph;
        graph.edges.push_back(edge(u"both"_s, u"table"_s, u"head"_s, u"table"_s));
        QVERIFY(signatures(graph).empty());
    }
};

QTEST_GUILESS_MAIN(TestNodeSignatures)
#include "tst_nodesignatures.moc"
