#include "TestOperators.h"
#include "project/ProjectValidator.h"
#include "support/TestPaths.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace Qt::StringLiterals;
using namespace weft::engine;

namespace {

NodeId id(const char16_t *text)
{
    return NodeId(QString::fromUtf16(text));
}

Node node(const char16_t *nodeId, const QString &op, QJsonObject params = {})
{
    Node n;
    n.id = id(nodeId);
    n.operatorId = op;
    n.params = std::move(params);
    return n;
}

Edge edge(const char16_t *from, const QString &fromPort, const char16_t *to, const QString &toPort)
{
    return Edge{id(from), fromPort, id(to), toPort};
}

} // namespace

class TestProjectValidator : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<OperatorRegistry> m_registry = test::makeTestRegistry();
    const QDir m_dir = QDir(weft::test::testDataPath(u"projects/good"));

    std::vector<ProjectProblem> validate(const Project &project) const
    {
        return ProjectValidator(*m_registry).validate(project, m_dir);
    }

    static QJsonObject sourceParams() { return {{u"path"_s, u"data/input.csv"_s}}; }

    /// source -> transform -> sink: valid as it is.
    static Project pipeline()
    {
        Project project;
        project.metadata.name = u"p"_s;
        project.graph.nodes = {node(u"read", u"test.source"_s, sourceParams()),
                               node(u"derive", u"test.transform"_s, {{u"expr"_s, u"x"_s}}),
                               node(u"write", u"test.sink"_s, {{u"out"_s, u"out.csv"_s}})};
        project.graph.edges = {edge(u"read", u"table"_s, u"derive", u"table"_s),
                               edge(u"derive", u"table"_s, u"write", u"data"_s)};
        return project;
    }

    static std::vector<QString> messages(const std::vector<ProjectProblem> &problems)
    {
        std::vector<QString> out;
        for (const ProjectProblem &problem : problems)
            out.push_back(problem.message);
        return out;
    }

private Q_SLOTS:
    void validProjectHasNoProblems()
    {
        QVERIFY(validate(pipeline()).empty());
        QVERIFY(validate(Project{}).empty());
    }

    void everyProblemIsReportedInOrder()
    {
        Project project = pipeline();
        project.settings.jobs = -2;
        project.settings.keepRuns = -1;
        project.datasets = {{u"d"_s, u"data/input.csv"_s}, {u"d"_s, u"nowhere.csv"_s}};
        project.graph.nodes[0].params.insert(u"rows"_s, u"many"_s);
        project.graph.nodes[1].operatorId = u"test.nothing"_s;
        project.graph.nodes[2].run.retries = -1;
        project.graph.edges.push_back(edge(u"ghost", u"table"_s, u"write", u"data"_s));

        const std::vector<ProjectProblem> problems = validate(project);
        const std::vector<QString> expected{
            u"settings: jobs must be -1 (all cores) or 1 or more, not -2"_s,
            u"settings: keep_runs must be 0 (keep every run) or more, not -1"_s,
            u"duplicate dataset id 'd'"_s,
            u"node 'read': parameter 'rows' must be an integer, not a string"_s,
            u"node 'derive': unknown operator 'test.nothing'"_s,
            u"node 'write': retries must be 0 or more, not -1"_s,
            u"edge 'ghost.table -> write.data': node 'ghost' does not exist"_s,
            u"node 'write': input port 'data' is fed by 2 edges; it takes one"_s,
            u"dataset 'd': file 'nowhere.csv' does not exist"_s,
        };
        QCOMPARE(messages(problems), expected);
        // Each problem points at the node the editor should highlight.
        const std::vector<NodeId> nodes{
            {}, {}, {}, id(u"read"), id(u"derive"), id(u"write"), id(u"write"), id(u"write"), {}};
        for (size_t i = 0; i < problems.size(); ++i)
            QCOMPARE(problems[i].node, nodes[i]);
    }

    void unknownOperatorHidesItsPortsAndParams()
    {
        // With its spec unknown, nothing can be said about a node's ports or parameters: only
        // the operator is reported, not a cascade of follow-up errors.
        Project project = pipeline();
        project.graph.nodes[1].operatorId = u"test.gone"_s;
        project.graph.nodes[1].params.insert(u"anything"_s, 1);
        QCOMPARE(messages(validate(project)),
                 std::vector<QString>{u"node 'derive': unknown operator 'test.gone'"_s});
    }

    void variadicPortTakesManyEdges()
    {
        Project project;
        project.graph.nodes = {node(u"a", u"test.source"_s, sourceParams()),
                               node(u"b", u"test.source"_s, sourceParams()),
                               node(u"m", u"test.merge"_s)};
        project.graph.edges = {edge(u"a", u"table"_s, u"m", u"tables"_s),
                               edge(u"b", u"table"_s, u"m", u"tables"_s)};
        QVERIFY(validate(project).empty());
        project.graph.edges.clear();
        QCOMPARE(messages(validate(project)),
                 std::vector<QString>{u"node 'm': input port 'tables' needs at least one edge"_s});
    }

    void anyPortAcceptsEveryKind()
    {
        Project project;
        project.graph.nodes = {node(u"a", u"test.array"_s),
                               node(u"w", u"test.sink"_s, {{u"out"_s, u"o.npy"_s}})};
        project.graph.edges = {edge(u"a", u"array"_s, u"w", u"data"_s)};
        QVERIFY(validate(project).empty());
    }

    void unknownInputPortIsNamed()
    {
        Project project = pipeline();
        project.graph.edges[1].toPort = u"input"_s;
        QCOMPARE(messages(validate(project)),
                 (std::vector<QString>{u"edge 'derive.table -> write.input': node 'write' "
                                       u"('test.sink') has no input port 'input'"_s,
                                       u"node 'write': input port 'data' is not connected"_s}));
    }

    void parameterTypes_data()
    {
        QTest::addColumn<QString>("param");
        QTest::addColumn<QJsonValue>("value");
        QTest::addColumn<QString>("message"); // empty when the value is fine
        const auto row = [](const char *name, const QString &param, const QJsonValue &value,
                            const QString &message) {
            QTest::newRow(name) << param << value << message;
        };
        row("integer", u"rows"_s, 7, {});
        row("integer as whole double", u"rows"_s, 7.0, {});
        row("integer negative", u"rows"_s, -7, {});
        row("integer fraction", u"rows"_s, 7.5,
            u"node 'read': parameter 'rows' must be an integer, not 7.5"_s);
        row("integer bool", u"rows"_s, true,
            u"node 'read': parameter 'rows' must be an integer, not true"_s);
        row("number", u"scale"_s, 0.25, {});
        row("number null", u"scale"_s, QJsonValue::Null,
            u"node 'read': parameter 'scale' must be a number, not null"_s);
        row("boolean", u"header"_s, false, {});
        row("boolean as number", u"header"_s, 1,
            u"node 'read': parameter 'header' must be true or false, not 1"_s);
        row("choice", u"mode"_s, u"exact"_s, {});
        row("choice wrong case", u"mode"_s, u"Exact"_s,
            u"node 'read': parameter 'mode' must be one of 'fast', 'exact', not 'Exact'"_s);
        row("choice number", u"mode"_s, 2,
            u"node 'read': parameter 'mode' must be one of 'fast', 'exact', not 2"_s);
        row("string", u"label"_s, u"any text"_s, {});
        row("string array", u"label"_s, QJsonArray{1},
            u"node 'read': parameter 'label' must be a string (string), not an array"_s);
        row("input file object", u"path"_s, QJsonObject{},
            u"node 'read': parameter 'path' must be a string (input-file), not an object"_s);
        row("input file absolute", u"path"_s,
            weft::test::testDataPath(u"projects/good/data/input.csv"), {});
        row("input file empty", u"path"_s, QString(),
            u"node 'read': parameter 'path' must be a file name, not an empty string"_s);
        row("input file with NUL", u"path"_s, QString(u"data/input.csv"_s + QChar(0)),
            u"node 'read': parameter 'path': the path 'data/input.csv\\u0000' holds a control "
            "character"_s);
        row("input file is a folder", u"path"_s, u"data"_s,
            u"node 'read': parameter 'path': 'data' is not a regular file"_s);
    }

    void parameterTypes()
    {
        QFETCH(QString, param);
        QFETCH(QJsonValue, value);
        QFETCH(QString, message);
        // A name with NUL must be refused by us, not by a warning from Qt's file engine.
        QTest::failOnWarning(QRegularExpression(u".*"_s));
        Project project;
        QJsonObject params = sourceParams();
        params.insert(param, value);
        project.graph.nodes = {node(u"read", u"test.source"_s, params)};
        const std::vector<QString> expected =
            message.isEmpty() ? std::vector<QString>{} : std::vector<QString>{message};
        QCOMPARE(messages(validate(project)), expected);
    }

    void outputFilesNeedNotExist()
    {
        Project project = pipeline();
        project.graph.nodes[2].params.insert(u"out"_s, u"not/yet/written.csv"_s);
        QVERIFY(validate(project).empty());
        project.graph.nodes[2].params.insert(u"out"_s, QString());
        QCOMPARE(messages(validate(project)),
                 std::vector<QString>{u"node 'write': parameter 'out' must be a file name, not "
                                      u"an empty string"_s});
    }

    void writesStayInsideTheProjectsFolderUnlessAllowed()
    {
        Project project = pipeline();
        project.graph.nodes[2].params.insert(u"out"_s, u"../VICTIM.csv"_s);
        project.settings.store = u"/tmp/elsewhere/runs.sqlite"_s;
        QCOMPARE(messages(validate(project)),
                 (std::vector<QString>{
                     u"settings.store: '/tmp/elsewhere/runs.sqlite' is outside the project's "
                     "folder; name its folder in settings.outside_folders to allow writing there"_s,
                     u"node 'write': parameter 'out': '../VICTIM.csv' is outside the project's "
                     "folder; name its folder in settings.outside_folders to allow writing "
                     "there"_s}));
        // `..` that stays inside is inside; an allowed folder lets the rest through.
        project.graph.nodes[2].params.insert(u"out"_s, u"out/../results/a.csv"_s);
        project.settings.outsideFolders = {u"/tmp/elsewhere"_s};
        QVERIFY(validate(project).empty());
        // A folder whose name only begins like the allowed one is not inside it.
        project.settings.store = u"/tmp/elsewhere2/runs.sqlite"_s;
        QCOMPARE(validate(project).size(), size_t(1));
    }

    void controlCharactersInPathsAreRefused()
    {
        Project project = pipeline();
        project.graph.nodes[2].params.insert(u"out"_s, u"out/a\0/../../x.csv"_s);
        project.graph.nodes[0].params.insert(u"path"_s, u"data/input.csv\n"_s);
        QCOMPARE(messages(validate(project)),
                 (std::vector<QString>{
                     u"node 'read': parameter 'path': the path 'data/input.csv\\n' holds a "
                     "control character"_s,
                     u"node 'write': parameter 'out': the path 'out/a\\u0000/../../x.csv' holds "
                     "a control character"_s}));
    }

    void aFifoIsNoInputAndAFolderNoOutput()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QCOMPARE(::mkfifo(QFile::encodeName(dir.filePath(u"fifo.csv"_s)).constData(), 0600), 0);
        QVERIFY(QDir(dir.path()).mkdir(u"taken"_s));
        Project project = pipeline();
        project.graph.nodes[0].params.insert(u"path"_s, u"fifo.csv"_s);
        project.graph.nodes[2].params.insert(u"out"_s, u"taken"_s);
        QCOMPARE(messages(ProjectValidator(*m_registry).validate(project, QDir(dir.path()))),
                 (std::vector<QString>{
                     u"node 'read': parameter 'path': 'fifo.csv' is not a regular file"_s,
                     u"node 'write': parameter 'out': 'taken' is a folder, not a file"_s}));
    }

    void runSettingsAreChecked()
    {
        Project project = pipeline();
        project.settings.backend = u"cluster"_s;
        project.settings.jobs = -1;
        project.graph.nodes[0].run = test::runSettings(u"Threads"_s, 0, -5, false);
        QCOMPARE(messages(validate(project)),
                 (std::vector<QString>{
                     u"settings: unknown backend 'cluster'; use sequential, threads, processes, "
                     u"slurm"_s,
                     u"node 'read': unknown backend 'Threads'; use sequential, threads, "
                     u"processes, slurm"_s,
                     u"node 'read': timeout_s must be 0 (none) or more, not -5"_s}));
        for (const QString &backend : backendKindNames()) {
            project.settings.backend = backend;
            project.graph.nodes[0].run = test::runSettings(backend, 2, 30, true);
            QVERIFY(validate(project).empty());
        }
    }

    void mapNodesNeedTablesAndSaneBatchSettings()
    {
        Project project = pipeline();
        project.graph.nodes[1].run.map = true; // table in, table out: fine
        project.graph.nodes[1].run.batchSize = 100;
        project.graph.nodes[1].run.onItemError = u"skip"_s;
        QVERIFY(validate(project).empty());

        project.graph.nodes[0].run.map = true; // a source has nothing to map over
        project.graph.nodes[1].run.batchSize = -1;
        project.graph.nodes[1].run.batchLowerMs = 50;
        project.graph.nodes[1].run.batchUpperMs = 10;
        project.graph.nodes[1].run.onItemError = u"ignore"_s;
        QCOMPARE(messages(validate(project)),
                 (std::vector<QString>{
                     u"node 'read': 'test.source' cannot run as a map node: it needs a table, "
                     u"array or file list as its first input and as every output"_s,
                     u"node 'derive': batch_size must be 0 (tuned) or more, not -1"_s,
                     u"node 'derive': batch_lower_ms (50) must be below batch_upper_ms (10), "
                     u"both 0 (the backend's) or more"_s,
                     u"node 'derive': unknown on_item_error 'ignore'; use fail, skip, record"_s}));
    }

    void aFrozenNodeNamesASignature()
    {
        Project project = pipeline();
        project.graph.nodes[1].run.frozen = u"00112233445566778899aabbccddeeff"_s;
        QVERIFY(validate(project).empty());
        project.graph.nodes[1].run.frozen = u"yes"_s;
        QCOMPARE(messages(validate(project)),
                 (std::vector<QString>{u"node 'derive': frozen must be the 32 hex digits of the "
                                       u"signature it was frozen at, not 'yes'"_s}));
    }

    void datasetsNeedIdsAndPaths()
    {
        Project project;
        project.datasets = {{QString(), u"data/input.csv"_s}, {u"x"_s, QString()}};
        QCOMPARE(messages(validate(project)),
                 (std::vector<QString>{u"datasets[0]: empty id"_s, u"dataset 'x': empty path"_s}));
    }

    void duplicateNodeIsReportedOnce()
    {
        // Edges reach the first node with an id; the duplicate is reported once, not again as
        // an unconnected node.
        Project project = pipeline();
        project.graph.nodes.push_back(node(u"derive", u"test.transform"_s, {{u"expr"_s, u"y"_s}}));
        QCOMPARE(messages(validate(project)),
                 std::vector<QString>{u"duplicate node id 'derive'"_s});
    }

    void selfLoopIsACycle()
    {
        Project project;
        project.graph.nodes = {node(u"t", u"test.transform"_s, {{u"expr"_s, u"x"_s}})};
        project.graph.edges = {edge(u"t", u"table"_s, u"t", u"table"_s)};
        const std::vector<ProjectProblem> problems = validate(project);
        QCOMPARE(messages(problems), std::vector<QString>{u"the graph has a cycle: 't' -> 't'"_s});
        QCOMPARE(problems[0].node, id(u"t"));
    }

    void longChainValidatesQuickly()
    {
        // Lookups are by hash: 20,000 nodes would take minutes with a linear search per edge.
        Project project;
        project.graph.nodes.push_back(node(u"n0", u"test.source"_s, sourceParams()));
        for (int i = 1; i < 20000; ++i) {
            Node n = node(u"", u"test.transform"_s, {{u"expr"_s, u"x"_s}});
            n.id = NodeId(u"n%1"_s.arg(i));
            project.graph.nodes.push_back(n);
            project.graph.edges.push_back(
                Edge{NodeId(u"n%1"_s.arg(i - 1)), u"table"_s, NodeId(u"n%1"_s.arg(i)), u"table"_s});
        }
        QVERIFY(validate(project).empty());
    }
};

QTEST_GUILESS_MAIN(TestProjectValidator)
#include "tst_projectvalidator.moc"
