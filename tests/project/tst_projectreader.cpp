#include "TestOperators.h"
#include "project/ProjectReader.h"
#include "support/TestPaths.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

using namespace Qt::StringLiterals;
using namespace weft::engine;

class TestProjectReader : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<OperatorRegistry> m_registry = test::makeTestRegistry();

    static QString dataPath(const QString &relative)
    {
        return weft::test::testDataPath(u"projects/") + relative;
    }

    ProjectLoadResult parse(const QByteArray &json) const
    {
        return ProjectReader(*m_registry).parse(json, u"t.weft"_s, QDir(dataPath(u"good"_s)));
    }

    /// A valid project around one node list, for tests that vary a single field.
    static QByteArray withNodes(const QByteArray &nodes, const QByteArray &edges = "[]")
    {
        return R"({"format": 1, "project": {"name": "t"}, "datasets": [], "nodes": )" + nodes +
               R"(, "edges": )" + edges + "}";
    }

    static QByteArray sourceNode(const QByteArray &extraParams)
    {
        return R"([{"id": "read", "operator": "test.source", "position": {"x": 0, "y": 0},
                   "params": {"path": "data/input.csv")" +
               extraParams + "}}]";
    }

    /// One golden file per kind of error under tests/golden/projects/bad/, with the exact culprit
    /// that follows "<file>: " in the message.
    static std::vector<std::pair<QString, QString>> badCases()
    {
        return {
            {u"invalid-json"_s, u"invalid JSON at line 6, column 4: unterminated object"_s},
            {u"invalid-utf8"_s, u"invalid JSON at line 4, column 18: invalid UTF8 string"_s},
            {u"root-not-object"_s, u"the file must hold a JSON object, not an array"_s},
            {u"format-missing"_s, u"missing key 'format'; this version reads format 1"_s},
            {u"format-newer"_s,
             u"was written by a newer Weft (format 2); this version reads format 1"_s},
            {u"format-not-integer"_s, u"format must be an integer, not a string"_s},
            {u"unknown-top-level-key"_s, u"unknown top-level key 'node'"_s},
            {u"unknown-node-key"_s, u"nodes[0]: unknown key 'titel'"_s},
            {u"missing-node-key"_s, u"nodes[1]: missing key 'position'"_s},
            {u"nodes-not-array"_s, u"nodes must be an array, not an object"_s},
            {u"position-not-number"_s, u"nodes[0].position.x must be a number, not a string"_s},
            {u"run-wrong-type"_s, u"nodes[0].run.retries must be an integer, not a string"_s},
            {u"frozen-not-string"_s, u"nodes[0].run.frozen must be a string, not true"_s},
            {u"edge-not-object"_s, u"edges[0] must be an object, not a string"_s},
            {u"edge-malformed"_s, u"edges[0].from: 'readtable' is not of the form node.port"_s},
            {u"unknown-backend"_s,
             u"settings: unknown backend 'thread'; use sequential, threads, processes, slurm"_s},
            {u"unknown-operator"_s, u"node 'derive': unknown operator 'test.transfrom'"_s},
            {u"unknown-param"_s,
             u"node 'read': unknown parameter 'rowz' for operator 'test.source'"_s},
            {u"missing-param"_s, u"node 'derive': missing required parameter 'expr'"_s},
            {u"param-wrong-type"_s,
             u"node 'read': parameter 'rows' must be an integer, not a string"_s},
            {u"param-not-integral"_s,
             u"node 'read': parameter 'rows' must be an integer, not 2.5"_s},
            {u"param-bad-choice"_s,
             u"node 'read': parameter 'mode' must be one of 'fast', 'exact', not 'slow'"_s},
            {u"invalid-node-id"_s, u"invalid node id '2read': use letters, digits, '_' and '-', "
                                   u"starting with a letter or '_'"_s},
            {u"duplicate-node-id"_s, u"duplicate node id 'read'"_s},
            {u"duplicate-dataset-id"_s, u"duplicate dataset id 'input'"_s},
            {u"edge-unknown-node"_s,
             u"edge 'reed.table -> derive.table': node 'reed' does not exist"_s},
            {u"edge-unknown-port"_s, u"edge 'read.tabel -> derive.table': node 'read' "
                                     u"('test.source') has no output port 'tabel'"_s},
            {u"input-fed-twice"_s,
             u"node 'derive': input port 'table' is fed by 2 edges; it takes one"_s},
            {u"input-unconnected"_s, u"node 'derive': input port 'table' is not connected"_s},
            {u"variadic-unconnected"_s,
             u"node 'merge': input port 'tables' needs at least one edge"_s},
            {u"kind-mismatch"_s, u"edge 'arr.array -> derive.table': output 'arr.array' (array) "
                                 u"cannot feed input 'derive.table' (table)"_s},
            {u"cycle"_s, u"the graph has a cycle: 'a' -> 'b' -> 'c' -> 'a'"_s},
            {u"dataset-missing-file"_s,
             u"dataset 'input': file 'data/missing.csv' does not exist"_s},
            {u"input-file-missing"_s,
             u"node 'read': parameter 'path': file 'data/missing.csv' does not exist"_s},
        };
    }

private Q_SLOTS:
    void badFiles_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("culprit");
        for (const auto &[file, culprit] : badCases())
            QTest::newRow(qPrintable(file)) << file << culprit;
    }

    void badFiles()
    {
        QFETCH(QString, file);
        QFETCH(QString, culprit);
        const QString path = dataPath(u"bad/%1.weft"_s.arg(file));
        QVERIFY2(QFileInfo::exists(path), qPrintable(path));
        const ProjectLoadResult result = ProjectReader(*m_registry).readFile(path);
        QVERIFY(!result.ok());
        QVERIFY(!result.project.has_value());
        QCOMPARE(result.error, path + u": "_s + culprit);
    }

    void everyBadFileHasACase()
    {
        // A golden file without a case above would never be checked, and the reverse fails
        // in badFiles already.
        QStringList cases;
        for (const auto &bad : badCases())
            cases << bad.first + u".weft"_s;
        cases.sort();
        const QDir dir(dataPath(u"bad"_s));
        QCOMPARE(dir.entryList({u"*.weft"_s}, QDir::Files, QDir::Name), cases);
    }

    void goodFilesLoad_data()
    {
        QTest::addColumn<QString>("file");
        for (const char *file : {"minimal", "pipeline", "handwritten"})
            QTest::newRow(file) << QString::fromLatin1(file);
    }

    void goodFilesLoad()
    {
        QFETCH(QString, file);
        const ProjectLoadResult result =
            ProjectReader(*m_registry).readFile(dataPath(u"good/%1.weft"_s.arg(file)));
        QVERIFY2(result.ok(), qPrintable(result.error));
        QVERIFY(result.error.isEmpty());
    }

    void pipelineMapsEveryField()
    {
        const ProjectLoadResult result =
            ProjectReader(*m_registry).readFile(dataPath(u"good/pipeline.weft"_s));
        QVERIFY2(result.ok(), qPrintable(result.error));
        const Project &project = *result.project;
        QCOMPARE(project.metadata.name, u"Pipeline"_s);
        QVERIFY(project.metadata.description.contains(u"\n"_s));
        QCOMPARE(project.settings.backend, u"threads"_s);
        QCOMPARE(project.settings.jobs, 2);
        QCOMPARE(project.settings.store, QString());
        QCOMPARE(project.settings.keepRuns, 0);
        QCOMPARE(project.datasets.size(), size_t(2));
        QCOMPARE(project.datasets[0], (AttachedDataset{u"input"_s, u"data/input.csv"_s}));
        QCOMPARE(project.graph.nodes.size(), size_t(7));

        const Node *read = project.graph.findNode(NodeId(u"read"_s));
        QVERIFY(read);
        QCOMPARE(read->operatorId, u"test.source"_s);
        QCOMPARE(read->title, u"Read the input"_s);
        QCOMPARE(read->position, QPointF(40, 80.5));
        QCOMPARE(read->params.value(u"rows"_s).toInteger(), 25);
        QCOMPARE(read->params.value(u"label"_s).toString(), u"CO₂ in ppm"_s);
        QCOMPARE(read->run, NodeRunSettings{});

        const Node *other = project.graph.findNode(NodeId(u"read_other"_s));
        QVERIFY(other);
        QCOMPARE(other->params.value(u"rows"_s).toInteger(), Q_INT64_C(9007199254740993));
        QCOMPARE(other->position, QPointF(-12.25, 1e-7));

        const Node *derive = project.graph.findNode(NodeId(u"derive"_s));
        QVERIFY(derive);
        QCOMPARE(derive->run, (test::runSettings(u"processes"_s, 1, 60, true)));
        QCOMPARE(project.graph.edges.size(), size_t(5));
        QCOMPARE(project.graph.edges[0],
                 (Edge{NodeId(u"read"_s), u"table"_s, NodeId(u"derive"_s), u"table"_s}));
    }

    void handwrittenFileIsLenientAboutLayout()
    {
        const ProjectLoadResult result =
            ProjectReader(*m_registry).readFile(dataPath(u"good/handwritten.weft"_s));
        QVERIFY2(result.ok(), qPrintable(result.error));
        const Node *read = result.project->graph.findNode(NodeId(u"read"_s));
        QVERIFY(read);
        QCOMPARE(read->title, QString());
        QCOMPARE(read->position, QPointF(10, 0));
        QCOMPARE(read->params.value(u"rows"_s).toInteger(), 3); // 3.0 is integral
        QCOMPARE(result.project->settings, ProjectSettings{});
    }

    void missingFileIsNamed()
    {
        const QString path = dataPath(u"good/no-such-file.weft"_s);
        const ProjectLoadResult result = ProjectReader(*m_registry).readFile(path);
        QVERIFY(!result.ok());
        QCOMPARE(result.error, path + u": cannot open: No such file or directory"_s);
    }

    void directoryIsRefused()
    {
        const QString path = dataPath(u"good"_s);
        const ProjectLoadResult result = ProjectReader(*m_registry).readFile(path);
        QVERIFY(!result.ok());
        QVERIFY2(result.error.startsWith(path + u": cannot open: "_s), qPrintable(result.error));
    }

    void relativePathsResolveAgainstTheProjectFolder()
    {
        // The same bytes are fine beside data/input.csv and wrong anywhere else.
        QFile file(dataPath(u"good/pipeline.weft"_s));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray json = file.readAll();
        QTemporaryDir empty;
        QVERIFY(empty.isValid());
        const ProjectLoadResult result =
            ProjectReader(*m_registry).parse(json, u"copy.weft"_s, QDir(empty.path()));
        QCOMPARE(result.error,
                 u"copy.weft: dataset 'input': file 'data/input.csv' does not exist"_s);
    }

    void parseErrorsGiveLineAndColumn_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("error");
        QTest::newRow("empty") << QByteArray()
                               << u"t.weft: invalid JSON at line 1, column 1: "
                                  u"illegal value"_s;
        QTest::newRow("trailing garbage") << QByteArray("{}\n\n  x")
                                          << u"t.weft: invalid JSON at line 3, column 3: garbage "
                                             u"at the end of the document"_s;
        // Columns count characters: "é" is two bytes but one column (12 if bytes were counted).
        QTest::newRow("after UTF-8") << QByteArray("{\n \"é\": tru }")
                                     << u"t.weft: invalid JSON at line 2, column 11: "
                                        u"illegal value"_s;
        QTest::newRow("number too large") << QByteArray("{\"format\": 1e999}")
                                          << u"t.weft: invalid JSON at line 1, column "
                                             u"17: illegal number"_s;
        QTest::newRow("NaN") << QByteArray("{\"format\": NaN}")
                             << u"t.weft: invalid JSON at line 1, column 12: illegal number"_s;
        QTest::newRow("scalar root")
            << QByteArray("42") << u"t.weft: invalid JSON at line 1, column 2: illegal value"_s;
    }

    void parseErrorsGiveLineAndColumn()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, error);
        const ProjectLoadResult result = parse(json);
        QVERIFY(!result.ok());
        QCOMPARE(result.error, error);
    }

    void deepNestingIsRefusedWithoutCrashing()
    {
        const QByteArray json = "{\"project\": " + QByteArray(100000, '[') + "}";
        const ProjectLoadResult result = parse(json);
        QVERIFY(!result.ok());
        QCOMPARE(result.error,
                 u"t.weft: invalid JSON at line 1, column 1037: too deeply nested document"_s);
    }

    void hugeAndOddNumbers_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("error");
        QTest::newRow("integer param 1e300")
            << withNodes(sourceNode(R"(, "rows": 1e300)"))
            << u"t.weft: node 'read': parameter 'rows' must be an integer, not 1e+300"_s;
        QTest::newRow("integer param beyond 64 bits")
            << withNodes(sourceNode(R"(, "rows": 123456789012345678901234)"))
            << u"t.weft: node 'read': parameter 'rows' must be an integer, not "
               u"1.2345678901234569e+23"_s;
        QTest::newRow("retries beyond int")
            << withNodes(R"([{"id": "a", "operator": "test.array", "position": {"x": 0, "y": 0},
                            "run": {"retries": 4294967296}}])")
            << u"t.weft: nodes[0].run.retries is out of range: 4294967296"_s;
        QTest::newRow("newer format far ahead")
            << QByteArray(R"({"format": 9223372036854775807})")
            << u"t.weft: was written by a newer Weft (format 9223372036854775807); this version "
               u"reads format 1"_s;
        QTest::newRow("format zero") << QByteArray(R"({"format": 0})")
                                     << u"t.weft: unknown format 0; this version reads format 1"_s;
        QTest::newRow("format fraction")
            << QByteArray(R"({"format": 1.5})") << u"t.weft: format must be an integer, not 1.5"_s;
        QTest::newRow("null position")
            << withNodes(R"([{"id": "a", "operator": "test.array", "position": null}])")
            << u"t.weft: nodes[0].position must be an object, not null"_s;
    }

    void hugeAndOddNumbers()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, error);
        const ProjectLoadResult result = parse(json);
        QVERIFY(!result.ok());
        QCOMPARE(result.error, error);
    }

    void hugePositionsAreKept()
    {
        const ProjectLoadResult result = parse(withNodes(
            R"([{"id": "a", "operator": "test.array", "position": {"x": 1.7976931348623157e308,
                "y": -5e-324}}])"));
        QVERIFY2(result.ok(), qPrintable(result.error));
        QCOMPARE(result.project->graph.nodes[0].position.x(), 1.7976931348623157e308);
        QCOMPARE(result.project->graph.nodes[0].position.y(), -5e-324);
    }

    void messagesStayOnOneLine()
    {
        // Ids, keys and operator names come from the file: control characters are escaped.
        const ProjectLoadResult result = parse(
            withNodes(R"([{"id": "a\nb", "operator": "x\u2028y", "position": {"x": 0, "y": 0}}])"));
        QVERIFY(!result.ok());
        QCOMPARE(result.error, u"t.weft: invalid node id 'a\\nb': use letters, digits, '_' and "
                               u"'-', starting with a letter or '_'"_s);
        const ProjectLoadResult op = parse(withNodes(
            R"([{"id": "a", "operator": "x\u2028y\u0001", "position": {"x": 0, "y": 0}}])"));
        QCOMPARE(op.error, u"t.weft: node 'a': unknown operator 'x\\u2028y\\u0001'"_s);
        const ProjectLoadResult longKey =
            parse(R"({"format": 1, ")" + QByteArray(500, 'k') + R"(": 1})");
        QCOMPARE(longKey.error,
                 u"t.weft: unknown top-level key '"_s + QString(60, u'k') + QChar(0x2026) + u"'"_s);
    }

    void integralNumbersAreIntegers()
    {
        const ProjectLoadResult result = parse(withNodes(sourceNode(R"(, "rows": 4.0)")));
        QVERIFY2(result.ok(), qPrintable(result.error));
    }

    void emptyInputFileParamIsRefused()
    {
        const ProjectLoadResult result = parse(withNodes(
            R"([{"id": "read", "operator": "test.source", "position": {"x": 0, "y": 0},
                 "params": {"path": ""}}])"));
        QCOMPARE(
            result.error,
            u"t.weft: node 'read': parameter 'path' must be a file name, not an empty string"_s);
    }

    void bigChainLoadsOnASmallStack()
    {
        // 20,000 nodes in a chain: reading and validating must not recurse per node. A thread
        // with a 256 KiB stack would overflow long before the chain's end if they did.
        constexpr int kNodes = 20000;
        const auto position = [](int i) { return QJsonObject{{u"x"_s, i * 200}, {u"y"_s, 0}}; };
        QJsonArray nodes{QJsonObject{{u"id"_s, u"n0"_s},
                                     {u"operator"_s, u"test.source"_s},
                                     {u"params"_s, QJsonObject{{u"path"_s, u"data/input.csv"_s}}},
                                     {u"position"_s, position(0)}}};
        QJsonArray edges;
        for (int i = 1; i < kNodes; ++i) {
            nodes.append(QJsonObject{{u"id"_s, u"n%1"_s.arg(i)},
                                     {u"operator"_s, u"test.transform"_s},
                                     {u"params"_s, QJsonObject{{u"expr"_s, u"x"_s}}},
                                     {u"position"_s, position(i)}});
            edges.append(QJsonObject{{u"from"_s, u"n%1.table"_s.arg(i - 1)},
                                     {u"to"_s, u"n%1.table"_s.arg(i)}});
        }
        const QByteArray json =
            QJsonDocument(QJsonObject{{u"format"_s, 1},
                                      {u"project"_s, QJsonObject{{u"name"_s, u"chain"_s}}},
                                      {u"datasets"_s, QJsonArray()},
                                      {u"nodes"_s, nodes},
                                      {u"edges"_s, edges}})
                .toJson();

        ProjectLoadResult result;
        QThread *thread = QThread::create([&] { result = parse(json); });
        thread->setStackSize(256 * 1024);
        thread->start();
        QVERIFY(thread->wait(QDeadlineTimer(60000)));
        delete thread;
        QVERIFY2(result.ok(), qPrintable(result.error));
        QCOMPARE(result.project->graph.nodes.size(), size_t(kNodes));
        QCOMPARE(result.project->graph.edges.size(), size_t(kNodes - 1));
        QCOMPARE(result.project->graph.nodes.back().position.x(), (kNodes - 1) * 200.0);
    }
};

QTEST_GUILESS_MAIN(TestProjectReader)
#include "tst_projectreader.moc"
