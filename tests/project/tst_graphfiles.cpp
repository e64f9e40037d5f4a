// Reading what another node of the same graph writes is an edge, never a race: the validator
// (through GraphFiles) with the built-in readers, writers and command, whose ports and named
// files are what is checked here.
#include "ops/OperatorRegistry.h"
#include "project/EdgeRule.h"
#include "project/ProjectValidator.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace weft::engine;

namespace {

Node node(const QString &nodeId, const QString &op, QJsonObject params)
{
    Node n;
    n.id = NodeId(nodeId);
    n.operatorId = op;
    n.params = std::move(params);
    return n;
}

Edge edge(const QString &from, const QString &to)
{
    const QStringList a = from.split(u'.');
    const QStringList b = to.split(u'.');
    return Edge{NodeId(a[0]), a[1], NodeId(b[0]), b[1]};
}

} // namespace

class TestGraphFiles : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    std::vector<QString> problems(const Project &project) const
    {
        std::vector<QString> out;
        for (const ProjectProblem &problem :
             ProjectValidator(OperatorRegistry::builtin()).validate(project, QDir(m_dir.path())))
            out.push_back(problem.message);
        return out;
    }

    /// in.csv -> csv.read "read" -> csv.write "save" (out/t.csv); "again" reads out/t.csv.
    static Project writeThenRead()
    {
        Project project;
        project.graph.nodes = {
            node(u"read"_s, u"csv.read"_s, {{u"path"_s, u"in.csv"_s}}),
            node(u"save"_s, u"csv.write"_s, {{u"path"_s, u"out/t.csv"_s}}),
            node(u"again"_s, u"csv.read"_s, {{u"path"_s, u"out/./t.csv"_s}}),
        };
        project.graph.edges = {edge(u"read.table"_s, u"save.table"_s)};
        return project;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QFile file(QDir(m_dir.path()).filePath(u"in.csv"_s));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("a\n1\n");
    }

    void aWriterConnectsToAReaderAndAReaderToNothingButFiles()
    {
        Project project = writeThenRead();
        project.graph.nodes.push_back(node(u"fit"_s, u"command"_s, {{u"program"_s, u"true"_s}}));
        const EdgeRule rule(project.graph, OperatorRegistry::builtin());
        QVERIFY(rule.checkNew(edge(u"save.file"_s, u"again.files"_s)).isAllowed());
        QVERIFY(rule.checkNew(edge(u"save.file"_s, u"fit.files"_s)).isAllowed());
        QVERIFY(rule.checkNew(edge(u"fit.files"_s, u"again.files"_s)).isAllowed());
        QCOMPARE(rule.checkNew(edge(u"read.table"_s, u"again.files"_s)).faults,
                 EdgeFaults(EdgeFault::KindMismatch));
    }

    void aReaderOfAWrittenFileNeedsAnEdgeFromItsWriter()
    {
        Project project = writeThenRead();
        // Not "missing": the graph writes it. But nothing orders the read after the write.
        QCOMPARE(problems(project),
                 std::vector<QString>{
                     u"node 'again': parameter 'path' reads 'out/./t.csv', which node 'save' "
                     u"writes, but no edge leads from 'save' to 'again'; connect them so that "
                     u"'again' runs after 'save'"_s});
        // The edge brings the file in place of path, which no longer needs to be set.
        project.graph.edges.push_back(edge(u"save.file"_s, u"again.files"_s));
        QCOMPARE(problems(project), std::vector<QString>{});
        project.graph.nodes[2].params = {};
        QCOMPARE(problems(project), std::vector<QString>{});
    }

    void aReaderWithoutPathNorEdgeIsRefused()
    {
        Project project;
        project.graph.nodes = {node(u"read"_s, u"csv.read"_s, {})};
        QCOMPARE(problems(project),
                 std::vector<QString>{u"node 'read': parameter 'path' must name a file, or an "
                                      u"edge must feed the input 'files'"_s});
    }

    void aCommandNamingAWrittenFileNeedsAnEdgeFromItsWriter()
    {
        // The race that ran the script on the previous run's CSV and reported success.
        Project project = writeThenRead();
        project.graph.nodes[2] =
            node(u"train"_s, u"command"_s,
                 {{u"program"_s, u"python3"_s},
                  {u"arguments"_s, u"scripts/train.py\n--data={param:dir}/t.csv"_s},
                  {u"values"_s, u"dir = out"_s}});
        QCOMPARE(problems(project),
                 std::vector<QString>{
                     u"node 'train': parameter 'arguments' reads 'out/t.csv', which node 'save' "
                     u"writes, but no edge leads from 'save' to 'train'; connect them so that "
                     u"'train' runs after 'save'"_s});
        // A path of edges through another node orders them as well.
        project.graph.nodes.push_back(node(u"relay"_s, u"command"_s, {{u"program"_s, u"true"_s}}));
        project.graph.edges.push_back(edge(u"save.file"_s, u"relay.files"_s));
        project.graph.edges.push_back(edge(u"relay.files"_s, u"train.files"_s));
        QCOMPARE(problems(project), std::vector<QString>{});
    }

    void aCommandsDeclaredOutputIsWrittenByIt()
    {
        Project project;
        project.graph.nodes = {
            node(u"fit"_s, u"command"_s,
                 {{u"program"_s, u"./fit.sh"_s},
                  {u"outputs"_s,
                   u"metrics = out/{param:name}.csv\nper_item = out/{item.stem}.csv"_s},
                  {u"values"_s, u"name = metrics"_s}}),
            node(u"show"_s, u"csv.read"_s, {{u"path"_s, u"out/metrics.csv"_s}}),
            // Written per item: only the run knows the name, so no order is asked for.
            node(u"other"_s, u"csv.read"_s, {{u"path"_s, u"out/x.csv"_s}}),
        };
        const std::vector<QString> found = problems(project);
        QCOMPARE(found.size(), size_t(2));
        QCOMPARE(found[0], u"node 'show': parameter 'path' reads 'out/metrics.csv', which node "
                           u"'fit' writes, but no edge leads from 'fit' to 'show'; connect them "
                           u"so that 'show' runs after 'fit'"_s);
        QCOMPARE(found[1], u"node 'other': parameter 'path': file 'out/x.csv' does not exist"_s);
        project.graph.edges = {edge(u"fit.files"_s, u"show.files"_s)};
        QCOMPARE(problems(project), (std::vector<QString>{found[1]}));
    }

    void aFolderListingDependsOnTheFilesWrittenInIt()
    {
        Project project = writeThenRead();
        project.graph.nodes[2] = node(u"texts"_s, u"files.list"_s, {{u"folder"_s, u"out"_s}});
        // Not "does not exist" either: the writer makes the folder.
        QCOMPARE(problems(project),
                 std::vector<QString>{u"node 'texts': parameter 'folder' lists the folder 'out', "
                                      u"in which node 'save' writes 'out/t.csv', but no edge "
                                      u"leads from 'save' to 'texts'; connect them so that "
                                      u"'texts' runs after 'save'"_s});
        // Listed after the writer: an edge into the optional 'after' input.
        project.graph.edges.push_back(edge(u"save.file"_s, u"texts.after"_s));
        QCOMPARE(problems(project), std::vector<QString>{});
        project.graph.edges.pop_back();
        // A folder whose name only begins like it is another folder.
        project.graph.nodes[2].params = {{u"folder"_s, u"ou"_s}};
        QCOMPARE(problems(project),
                 std::vector<QString>{u"node 'texts': parameter 'folder': folder 'ou' does not "
                                      u"exist"_s});
    }

    void aReadBeforeTheWriteIsARaceToo()
    {
        // 'again' reads the file and feeds the node that rewrites it: it reads the previous
        // run's version, which is what the edge rule is there to prevent.
        Project project;
        project.graph.nodes = {
            node(u"again"_s, u"csv.read"_s, {{u"path"_s, u"in.csv"_s}}),
            node(u"save"_s, u"csv.write"_s, {{u"path"_s, u"in.csv"_s}}),
        };
        project.graph.edges = {edge(u"again.table"_s, u"save.table"_s)};
        QCOMPARE(problems(project).size(), size_t(1));
    }

    void twoNodesWritingOneFileAreRefused()
    {
        // Whichever finishes last wins; the other's result is lost without a word.
        Project project = writeThenRead();
        project.graph.nodes[2] =
            node(u"copy"_s, u"csv.write"_s, {{u"path"_s, u"out/../out/t.csv"_s}});
        project.graph.edges.push_back(edge(u"read.table"_s, u"copy.table"_s));
        QCOMPARE(problems(project),
                 std::vector<QString>{u"node 'copy': parameter 'path' writes 'out/../out/t.csv', "
                                      u"which node 'save' writes too; one would overwrite the "
                                      u"other's result, so give each node its own file"_s});
        // A third writer is named with the first.
        project.graph.nodes.push_back(
            node(u"third"_s, u"csv.write"_s, {{u"path"_s, u"out/t.csv"_s}}));
        project.graph.edges.push_back(edge(u"read.table"_s, u"third.table"_s));
        QCOMPARE(problems(project).size(), size_t(2));
    }

    void tablesOfOneDatabaseAreNotAClash()
    {
        // Each sqlite.write writes its own table; a csv.write over the database would not.
        Project project = writeThenRead();
        project.graph.nodes[1] = node(u"save"_s, u"sqlite.write"_s,
                                      {{u"path"_s, u"out/all.sqlite"_s}, {u"table"_s, u"a"_s}});
        project.graph.nodes[2] = node(u"also"_s, u"sqlite.write"_s,
                                      {{u"path"_s, u"out/all.sqlite"_s}, {u"table"_s, u"b"_s}});
        project.graph.edges.push_back(edge(u"read.table"_s, u"also.table"_s));
        QCOMPARE(problems(project), std::vector<QString>{});
        project.graph.nodes.push_back(
            node(u"over"_s, u"csv.write"_s, {{u"path"_s, u"out/all.sqlite"_s}}));
        project.graph.edges.push_back(edge(u"read.table"_s, u"over.table"_s));
        QCOMPARE(problems(project),
                 std::vector<QString>{u"node 'over': parameter 'path' writes 'out/all.sqlite', "
                                      u"which node 'save' writes too; one would overwrite the "
                                      u"other's result, so give each node its own file"_s});
    }
};

QTEST_GUILESS_MAIN(TestGraphFiles)
#include "tst_graphfiles.moc"
