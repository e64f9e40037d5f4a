// The weft command as a user or a script calls it: exit codes, messages and written files.
#include "store/RunStore.h"
#include "support/TestPaths.h"
#include "support/WeftCommand.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <sys/stat.h>

using namespace weft::test;

namespace {

/// A read → derive → filter → write project over data/in.csv.
QByteArray pipelineProject(const QString &expression)
{
    return QStringLiteral(R"({
  "format": 1,
  "project": {"name": "pipeline"},
  "datasets": [],
  "nodes": [
    {"id": "read", "operator": "csv.read", "params": {"path": "data/in.csv"}, "position": {"x": 0, "y": 0}},
    {"id": "derive", "operator": "table.derive", "params": {"column": "z", "expression": "%1"}, "position": {"x": 200, "y": 0}},
    {"id": "sort", "operator": "table.sort", "params": {"column": "z", "descending": true}, "position": {"x": 400, "y": 0}},
    {"id": "write", "operator": "csv.write", "params": {"path": "out/result.csv"}, "position": {"x": 600, "y": 0}}
  ],
  "edges": [
    {"from": "read.table", "to": "derive.table"},
    {"from": "derive.table", "to": "sort.table"},
    {"from": "sort.table", "to": "write.table"}
  ]
}
)")
        .arg(expression)
        .toUtf8();
}

} // namespace

class TestCommandLine : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void version()
    {
        const WeftOutcome o = runWeft({QStringLiteral("--version")});
        QCOMPARE(o.exitCode, 0);
        QVERIFY2(o.out.startsWith(QStringLiteral("weft ")), qPrintable(o.out));
    }

    void helpDocumentsEveryOptionAndExitCode()
    {
        const WeftOutcome o = runWeft({QStringLiteral("--help")});
        QCOMPARE(o.exitCode, 0);
        for (const char *option : {"--run", "--validate", "--list-ops", "--json", "--quiet",
                                   "--self-test", "--screenshot", "--lang", "--version", "--help"})
            QVERIFY2(o.out.contains(QLatin1String(option)), option);
        for (const char *code : {"  0 ", "  1 ", "  2 ", "  130 "})
            QVERIFY2(o.out.contains(QLatin1String(code)), code);
    }

    void langOverridesTheSystemLanguage()
    {
        const WeftOutcome o =
            runWeft({QStringLiteral("--lang"), QStringLiteral("de"), QStringLiteral("--help")});
        QCOMPARE(o.exitCode, 0);
        QVERIFY2(o.out.contains(QStringLiteral("ohne Fenster")), qPrintable(o.out));
    }

    void badArgumentsExitWithTwo_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("culprit");
        QTest::newRow("unknown option")
            << QStringList{QStringLiteral("--bogus")} << QStringLiteral("bogus");
        QTest::newRow("run without file")
            << QStringList{QStringLiteral("--run")} << QStringLiteral("run");
        QTest::newRow("two commands")
            << QStringList{QStringLiteral("--version"), QStringLiteral("--list-ops")}
            << QStringLiteral("--list-ops");
        QTest::newRow("json without run")
            << QStringList{QStringLiteral("--validate"), QStringLiteral("x.weft"),
                           QStringLiteral("--json")}
            << QStringLiteral("--json");
    }

    void badArgumentsExitWithTwo()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, culprit);
        const WeftOutcome o = runWeft(arguments);
        QCOMPARE(o.exitCode, 2);
        QVERIFY2(o.err.contains(culprit), qPrintable(o.err));
        QVERIFY2(o.err.contains(QStringLiteral("weft --help")), qPrintable(o.err));
    }

    void missingProjectNamesTheFile()
    {
        const QString missing = QStringLiteral("/nonexistent/nowhere.weft");
        for (const char *command : {"--run", "--validate"}) {
            const WeftOutcome o = runWeft({QLatin1String(command), missing});
            QCOMPARE(o.exitCode, 2);
            QVERIFY2(o.err.startsWith(QStringLiteral("weft: ") + missing), qPrintable(o.err));
            QCOMPARE(o.err.count(u'\n'), 1);
        }
    }

    void projectFilesThatAreNotRegularFilesAreRefused()
    {
        // /dev/zero never ends, a FIFO blocks its reader until someone writes, a sparse file
        // just above the limit would take 256 MB: each is refused at once, naming the file.
        QTemporaryDir dir;
        const QString fifo = dir.filePath(QStringLiteral("pipe.weft"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        const QString huge = dir.filePath(QStringLiteral("huge.weft"));
        QFile sparse(huge);
        QVERIFY(sparse.open(QIODevice::WriteOnly));
        QVERIFY(sparse.resize((qint64(256) << 20) + 1));
        sparse.close();
        const struct
        {
            QString path;
            QString says;
        } cases[] = {
            {QStringLiteral("/dev/zero"), QStringLiteral("not a regular file")},
            {fifo, QStringLiteral("not a regular file")},
            {dir.path(), QStringLiteral("it is a folder")},
            {huge, QStringLiteral("larger than the 256 MB a project may have")},
        };
        for (const auto &c : cases) {
            for (const char *command : {"--validate", "--run"}) {
                // Far less than the default: a reader that blocks fails here instead of hanging.
                const WeftOutcome o = runWeft({QLatin1String(command), c.path}, 20'000);
                QVERIFY2(o.exitCode == 2, qPrintable(c.path + u' ' + o.err));
                QVERIFY2(o.err.startsWith(QStringLiteral("weft: ") + c.path + QStringLiteral(": ")),
                         qPrintable(o.err));
                QVERIFY2(o.err.contains(c.says), qPrintable(o.err));
                QCOMPARE(o.err.count(u'\n'), 1);
            }
        }
        // With --set the file is read for the overrides first: the same refusal.
        const WeftOutcome set = runWeft(
            {QStringLiteral("--run"), fifo, QStringLiteral("--set"), QStringLiteral("a.b=1")},
            20'000);
        QCOMPARE(set.exitCode, 2);
        QVERIFY2(set.err.contains(QStringLiteral("not a regular file")), qPrintable(set.err));
    }

    void everyBadProjectExitsWithTwoAndOneLine()
    {
        const QDir bad(weft::test::testDataPath(u"projects/bad"));
        const QStringList files = bad.entryList({QStringLiteral("*.weft")}, QDir::Files);
        QVERIFY(files.size() >= 30);
        for (const QString &file : files) {
            const QString path = bad.filePath(file);
            for (const char *command : {"--validate", "--run"}) {
                const WeftOutcome o = runWeft({QLatin1String(command), path});
                QVERIFY2(o.exitCode == 2, qPrintable(file + u' ' + o.err));
                QVERIFY2(o.err.startsWith(QStringLiteral("weft: ") + path + QStringLiteral(": ")),
                         qPrintable(o.err));
                QVERIFY2(o.err.count(u'\n') == 1, qPrintable(o.err));
                QVERIFY(o.out.isEmpty());
            }
        }
    }

    void invalidGraphNamesTheCulprit_data()
    {
        QTest::addColumn<QByteArray>("nodes");
        QTest::addColumn<QByteArray>("edges");
        QTest::addColumn<QString>("culprit");
        const QByteArray read =
            R"({"id": "read", "operator": "csv.read", "params": {"path": "data/in.csv"}, "position": {"x": 0, "y": 0}})";
        QTest::newRow("unknown operator")
            << QByteArray('[' + read +
                          R"(, {"id": "x", "operator": "csv.raed", "position": {"x": 0, "y": 0}}])")
            << QByteArray("[]") << QStringLiteral("node 'x': unknown operator 'csv.raed'");
        QTest::newRow("missing parameter")
            << QByteArray(
                   '[' + read +
                   R"(, {"id": "d", "operator": "table.derive", "params": {"column": "z"}, "position": {"x": 0, "y": 0}}])")
            << QByteArray(R"([{"from": "read.table", "to": "d.table"}])")
            << QStringLiteral("node 'd': missing required parameter 'expression'");
        QTest::newRow("dangling edge")
            << QByteArray('[' + read + ']')
            << QByteArray(R"([{"from": "read.table", "to": "nowhere.table"}])")
            << QStringLiteral("edge 'read.table -> nowhere.table': node 'nowhere' does not exist");
        QTest::newRow("cycle")
            << QByteArray(
                   '[' + read +
                   R"(, {"id": "a", "operator": "table.head", "position": {"x": 0, "y": 0}}, {"id": "b", "operator": "table.head", "position": {"x": 0, "y": 0}}])")
            << QByteArray(
                   R"([{"from": "a.table", "to": "b.table"}, {"from": "b.table", "to": "a.table"}])")
            << QStringLiteral("the graph has a cycle: 'a' -> 'b' -> 'a'");
        QTest::newRow("missing input file")
            << QByteArray(
                   R"([{"id": "r", "operator": "csv.read", "params": {"path": "data/gone.csv"}, "position": {"x": 0, "y": 0}}])")
            << QByteArray("[]")
            << QStringLiteral("node 'r': parameter 'path': file 'data/gone.csv' does not exist");
        // The command would run before the sink and succeed on the previous run's file.
        QTest::newRow("a read of a written file without an edge")
            << QByteArray(
                   '[' + read +
                   R"(, {"id": "save", "operator": "csv.write", "params": {"path": "out/t.csv"}, "position": {"x": 0, "y": 0}},
                        {"id": "fit", "operator": "command", "params": {"program": "wc", "arguments": "out/t.csv"}, "position": {"x": 0, "y": 0}}])")
            << QByteArray(R"([{"from": "read.table", "to": "save.table"}])")
            << QStringLiteral("node 'fit': parameter 'arguments' reads 'out/t.csv', which node "
                              "'save' writes, but no edge leads from 'save' to 'fit'; connect "
                              "them so that 'fit' runs after 'save'");
    }

    void invalidGraphNamesTheCulprit()
    {
        QFETCH(QByteArray, nodes);
        QFETCH(QByteArray, edges);
        QFETCH(QString, culprit);
        QTemporaryDir dir;
        writeFile(dir.filePath(QStringLiteral("data/in.csv")), "x\n1\n");
        const QString project = dir.filePath(QStringLiteral("p.weft"));
        writeFile(project, R"({"format": 1, "project": {"name": "p"}, "datasets": [], "nodes": )" +
                               nodes + R"(, "edges": )" + edges + "}");
        const WeftOutcome o = runWeft({QStringLiteral("--validate"), project});
        QCOMPARE(o.exitCode, 2);
        QCOMPARE(o.err, QStringLiteral("weft: %1: %2\n").arg(project, culprit));
    }

    void validProjectValidates()
    {
        const QString example = weft::test::sourcePath(u"resources/examples/co2_trend.weft");
        const WeftOutcome o = runWeft({QStringLiteral("--validate"), example});
        QCOMPARE(o.exitCode, 0);
        QVERIFY2(o.out.contains(QStringLiteral("valid (7 nodes, 6 edges)")), qPrintable(o.out));
    }

    void screenshotWritesAPng()
    {
        QTemporaryDir dir;
        const QString png = dir.filePath(QStringLiteral("window.png"));
        const WeftOutcome o =
            runWeft({QStringLiteral("--screenshot"), png,
                     weft::test::sourcePath(u"resources/examples/state_crime.weft")});
        QCOMPARE(o.exitCode, 0);
        QFile file(png);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.read(8) == QByteArray("\x89PNG\r\n\x1a\n"));

        const WeftOutcome broken = runWeft(
            {QStringLiteral("--screenshot"), png, QStringLiteral("/nonexistent/gone.weft")});
        QCOMPARE(broken.exitCode, 2);
        QVERIFY2(broken.err.contains(QStringLiteral("/nonexistent/gone.weft")),
                 qPrintable(broken.err));
    }

    void listOpsJsonDescribesEveryOperator()
    {
        const WeftOutcome o = runWeft({QStringLiteral("--list-ops"), QStringLiteral("--json")});
        QCOMPARE(o.exitCode, 0);
        QJsonParseError error;
        const QJsonArray ops = QJsonDocument::fromJson(o.out.toUtf8(), &error).array();
        QCOMPARE(error.error, QJsonParseError::NoError);
        QStringList ids;
        for (const QJsonValue &op : ops) {
            ids << op[QStringLiteral("id")].toString();
            QVERIFY(!op[QStringLiteral("description")].toString().isEmpty());
            QVERIFY(op[QStringLiteral("params")].isArray());
        }
        for (const char *id : {"csv.read", "csv.write", "table.derive", "table.filter"})
            QVERIFY2(ids.contains(QLatin1String(id)), id);

        const WeftOutcome text = runWeft({QStringLiteral("--list-ops")});
        QCOMPARE(text.exitCode, 0);
        QVERIFY(text.out.contains(QStringLiteral("csv.read")));
    }

    void runWritesOutputsAndReportsJson()
    {
        QTemporaryDir dir;
        writeFile(dir.filePath(QStringLiteral("data/in.csv")), "x,y\n1,2\n3,4\n5,-1\n");
        writeFile(dir.filePath(QStringLiteral("p.weft")), pipelineProject(QStringLiteral("x*y")));

        const WeftOutcome o =
            runWeft({QStringLiteral("--run"), dir.filePath(QStringLiteral("p.weft")),
                     QStringLiteral("--json"), QStringLiteral("--quiet")});
        QCOMPARE(o.exitCode, 0);
        QVERIFY2(o.err.isEmpty(), qPrintable(o.err));
        const QJsonObject report = QJsonDocument::fromJson(o.out.toUtf8()).object();
        QCOMPARE(report[QStringLiteral("status")].toString(), QStringLiteral("succeeded"));
        QCOMPARE(report[QStringLiteral("tasks")][QStringLiteral("succeeded")].toInt(), 4);
        QVERIFY(report[QStringLiteral("peak_bytes_held")].toDouble() > 0);
        QVERIFY(report[QStringLiteral("bytes_released")].toDouble() > 0);
        QVERIFY(report[QStringLiteral("resume_from")].toArray().isEmpty());

        QFile result(dir.filePath(QStringLiteral("out/result.csv")));
        QVERIFY(result.open(QIODevice::ReadOnly));
        QCOMPARE(result.readAll(), QByteArray("x,y,z\n3,4,12.0\n1,2,2.0\n5,-1,-5.0\n"));
    }

    void aProjectThatRunsProgramsRunsOnlyOnceTrusted()
    {
        QTemporaryDir dir;
        const QString project = dir.filePath(QStringLiteral("p.weft"));
        writeFile(project, R"({"format": 1, "project": {"name": "received"}, "datasets": [],
  "nodes": [{"id": "touch", "operator": "command", "position": {"x": 0, "y": 0},
             "params": {"program": "touch", "arguments": "ran.txt"}}], "edges": []})");
        const QString marker = dir.filePath(QStringLiteral("ran.txt"));

        // Validating and listing history never run anything, and need no trust.
        QCOMPARE(runWeft({QStringLiteral("--validate"), project}).exitCode, 0);
        const WeftOutcome refused = runWeft({QStringLiteral("--run"), project});
        QCOMPARE(refused.exitCode, 2);
        QVERIFY2(refused.err.contains(QStringLiteral("is not trusted yet")),
                 qPrintable(refused.err));
        QVERIFY2(refused.err.contains(QStringLiteral("  node 'touch' runs: touch ran.txt")),
                 qPrintable(refused.err));
        QVERIFY(!QFileInfo::exists(marker));
        QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral(".weft"))));

        QCOMPARE(runWeft({QStringLiteral("--run"), project, QStringLiteral("--trust"),
                          QStringLiteral("--quiet")})
                     .exitCode,
                 0);
        QVERIFY(QFile::remove(marker));
        // Remembered: the next run needs no --trust, until the command changes.
        QCOMPARE(runWeft({QStringLiteral("--run"), project, QStringLiteral("--quiet")}).exitCode,
                 0);
        QVERIFY(QFile::remove(marker));
        QByteArray changed = readFile(project);
        changed.replace("ran.txt", "other.txt");
        writeFile(project, changed);
        QCOMPARE(runWeft({QStringLiteral("--run"), project}).exitCode, 2);
        QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("other.txt"))));
        QCOMPARE(
            runWeft({QStringLiteral("--validate"), project, QStringLiteral("--trust")}).exitCode,
            2); // --trust goes with --run
    }

    void mapNodeReportsItsBatches()
    {
        // The CO₂ example runs its "rise" node as a map node over the measured weeks.
        QTemporaryDir dir;
        const QString examples = weft::test::sourcePath(u"resources/examples/");
        QVERIFY(QDir().mkpath(dir.filePath(QStringLiteral("data"))));
        QVERIFY(QFile::copy(examples + QStringLiteral("co2_trend.weft"),
                            dir.filePath(QStringLiteral("co2_trend.weft"))));
        QVERIFY(QFile::copy(examples + QStringLiteral("data/co2_mauna_loa.csv"),
                            dir.filePath(QStringLiteral("data/co2_mauna_loa.csv"))));
        const WeftOutcome o =
            runWeft({QStringLiteral("--run"), dir.filePath(QStringLiteral("co2_trend.weft")),
                     QStringLiteral("--json"), QStringLiteral("--quiet")});
        QCOMPARE(o.exitCode, 0);
        const QJsonObject report = QJsonDocument::fromJson(o.out.toUtf8()).object();
        QJsonObject rise;
        for (const QJsonValue node : report[QStringLiteral("nodes")].toArray())
            if (node[QStringLiteral("id")].toString() == QStringLiteral("rise"))
                rise = node.toObject();
        QCOMPARE(rise[QStringLiteral("state")].toString(), QStringLiteral("succeeded"));
        const int batches = rise[QStringLiteral("batches")].toInt();
        QVERIFY2(batches > 1, qPrintable(o.out));
        QCOMPARE(rise[QStringLiteral("tasks")].toInt(), batches);
        QCOMPARE(rise[QStringLiteral("items")].toInt(), 2225); // the measured weeks
        const QJsonObject size = rise[QStringLiteral("batch_size")].toObject();
        QCOMPARE(size[QStringLiteral("min")].toInt(), 1); // tuning starts at one item
        QVERIFY(size[QStringLiteral("max")].toInt() >= size[QStringLiteral("min")].toInt());
        QVERIFY(size.contains(QStringLiteral("mean")) && size.contains(QStringLiteral("final")));
        // Nodes that are not map nodes report no batches.
        for (const QJsonValue node : report[QStringLiteral("nodes")].toArray())
            if (node[QStringLiteral("id")].toString() != QStringLiteral("rise"))
                QVERIFY(!node.toObject().contains(QStringLiteral("batches")));
    }

    void runPrintsProgressAndSummary()
    {
        QTemporaryDir dir;
        writeFile(dir.filePath(QStringLiteral("data/in.csv")), "x,y\n1,2\n");
        writeFile(dir.filePath(QStringLiteral("p.weft")), pipelineProject(QStringLiteral("x+y")));
        const WeftOutcome o =
            runWeft({QStringLiteral("--run"), dir.filePath(QStringLiteral("p.weft"))});
        QCOMPARE(o.exitCode, 0);
        QVERIFY2(o.err.contains(QStringLiteral("[4/4] succeeded")), qPrintable(o.err));
        QVERIFY2(o.out.contains(QStringLiteral("Run succeeded: 4 of 4 nodes")), qPrintable(o.out));
        QVERIFY2(o.out.contains(QStringLiteral("Wrote out/result.csv")), qPrintable(o.out));
    }

    void failedNodeExitsWithOneAndNamesTheNode()
    {
        QTemporaryDir dir;
        writeFile(dir.filePath(QStringLiteral("data/in.csv")), "x,y\n1,2\n");
        writeFile(dir.filePath(QStringLiteral("p.weft")),
                  pipelineProject(QStringLiteral("x * to_number('nosuchnumber')")));
        const WeftOutcome o =
            runWeft({QStringLiteral("--run"), dir.filePath(QStringLiteral("p.weft")),
                     QStringLiteral("--json"), QStringLiteral("--quiet")});
        QCOMPARE(o.exitCode, 1);
        const QJsonObject report = QJsonDocument::fromJson(o.out.toUtf8()).object();
        QCOMPARE(report[QStringLiteral("status")].toString(), QStringLiteral("failed"));
        const QJsonArray nodes = report[QStringLiteral("nodes")].toArray();
        QCOMPARE(nodes[1][QStringLiteral("state")].toString(), QStringLiteral("failed"));
        QVERIFY(
            nodes[1][QStringLiteral("error")].toString().contains(QStringLiteral("nosuchnumber")));
        QCOMPARE(nodes[2][QStringLiteral("state")].toString(), QStringLiteral("skipped"));
        QCOMPARE(report[QStringLiteral("resume_from")].toArray(),
                 (QJsonArray{QStringLiteral("read"), QStringLiteral("derive"),
                             QStringLiteral("sort"), QStringLiteral("write")}));
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("out/result.csv"))));
    }

    void aWrittenFileIsReadThroughAnEdge_data()
    {
        QTest::addColumn<QString>("backend");
        QTest::newRow("threads") << u"threads"_qs;
        QTest::newRow("processes") << u"processes"_qs;
    }

    void aWrittenFileIsReadThroughAnEdge()
    {
        // read -> derive -> save -> again -> final: the second reader follows the sink by its
        // edge, with no path of its own, so it can never read the file before it is written.
        QFETCH(QString, backend);
        QTemporaryDir dir;
        writeFile(dir.filePath(u"data/in.csv"_qs), "x,y\n1,2\n3,4\n");
        writeFile(dir.filePath(u"out/mid.csv"_qs), "stale\nfrom an earlier run\n");
        const QString project = dir.filePath(u"p.weft"_qs);
        writeFile(project, R"({"format": 1, "project": {"name": "p"}, "datasets": [], "nodes": [
  {"id": "read", "operator": "csv.read", "params": {"path": "data/in.csv"}, "position": {"x": 0, "y": 0}},
  {"id": "derive", "operator": "table.derive", "params": {"column": "z", "expression": "x*y"}, "position": {"x": 0, "y": 0}},
  {"id": "save", "operator": "csv.write", "params": {"path": "out/mid.csv"}, "position": {"x": 0, "y": 0}},
  {"id": "again", "operator": "csv.read", "position": {"x": 0, "y": 0}},
  {"id": "final", "operator": "csv.write", "params": {"path": "out/final.csv"}, "position": {"x": 0, "y": 0}}],
 "edges": [{"from": "read.table", "to": "derive.table"}, {"from": "derive.table", "to": "save.table"},
  {"from": "save.file", "to": "again.files"}, {"from": "again.table", "to": "final.table"}]})");
        const WeftOutcome valid = runWeft({u"--validate"_qs, project});
        QCOMPARE(valid.exitCode, 0);
        QVERIFY2(valid.out.contains(u"valid (5 nodes, 4 edges)"_qs), qPrintable(valid.out));

        const WeftOutcome o = runWeft({u"--run"_qs, project, u"--backend"_qs, backend, u"--jobs"_qs,
                                       u"2"_qs, u"--json"_qs, u"--quiet"_qs});
        QCOMPARE(o.exitCode, 0);
        const QJsonObject report = QJsonDocument::fromJson(o.out.toUtf8()).object();
        QCOMPARE(report[u"backend"_qs].toString(), backend);
        QCOMPARE(report[u"tasks"_qs][u"succeeded"_qs].toInt(), 5);
        const QByteArray expected("x,y,z\n1,2,2.0\n3,4,12.0\n");
        QFile mid(dir.filePath(u"out/mid.csv"_qs));
        QVERIFY(mid.open(QIODevice::ReadOnly));
        QCOMPARE(mid.readAll(), expected);
        QFile last(dir.filePath(u"out/final.csv"_qs));
        QVERIFY(last.open(QIODevice::ReadOnly));
        QCOMPARE(last.readAll(), expected);
    }

    void backendAndJobsChooseWhereTasksRun_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("backend");
        QTest::addColumn<int>("workers");
        QTest::newRow("threads") << QStringList{u"--jobs"_qs, u"2"_qs} << u"threads"_qs << 2;
        QTest::newRow("sequential")
            << QStringList{u"--backend"_qs, u"sequential"_qs} << u"sequential"_qs << 1;
        QTest::newRow("one job is sequential")
            << QStringList{u"--backend"_qs, u"threads"_qs, u"--jobs"_qs, u"1"_qs}
            << u"sequential"_qs << 1;
    }

    void backendAndJobsChooseWhereTasksRun()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, backend);
        QFETCH(int, workers);
        QTemporaryDir dir;
        writeFile(dir.filePath(QStringLiteral("data/in.csv")), "x,y\n1,2\n");
        writeFile(dir.filePath(QStringLiteral("p.weft")), pipelineProject(QStringLiteral("x+y")));
        const WeftOutcome o =
            runWeft(QStringList{QStringLiteral("--run"), dir.filePath(QStringLiteral("p.weft")),
                                QStringLiteral("--json")} +
                    arguments);
        QCOMPARE(o.exitCode, 0);
        const QJsonObject report = QJsonDocument::fromJson(o.out.toUtf8()).object();
        QCOMPARE(report[QStringLiteral("backend")].toString(), backend);
        QCOMPARE(report[QStringLiteral("workers")].toInt(), workers);
    }

    void projectSettingsChooseUnlessTheCommandLineDoes_data()
    {
        QTest::addColumn<QByteArray>("settings");
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("backend");
        QTest::addColumn<int>("workers");
        const QByteArray threads3 = R"({"backend": "threads", "jobs": 3})";
        QTest::newRow("settings") << threads3 << QStringList() << u"threads"_qs << 3;
        QTest::newRow("--jobs over settings")
            << threads3 << QStringList{u"--jobs"_qs, u"2"_qs} << u"threads"_qs << 2;
        QTest::newRow("--backend over settings")
            << threads3 << QStringList{u"--backend"_qs, u"sequential"_qs} << u"sequential"_qs << 1;
        QTest::newRow("sequential settings")
            << QByteArray(R"({"backend": "sequential"})") << QStringList() << u"sequential"_qs << 1;
        QTest::newRow("both over settings")
            << QByteArray(R"({"backend": "sequential"})")
            << QStringList{u"--backend"_qs, u"threads"_qs, u"--jobs"_qs, u"3"_qs} << u"threads"_qs
            << 3;
        // Two tasks are in flight per worker process; the user's count is the processes.
        QTest::newRow("processes") << QByteArray(R"({"backend": "processes", "jobs": 3})")
                                   << QStringList() << u"processes"_qs << 3;
    }

    void projectSettingsChooseUnlessTheCommandLineDoes()
    {
        QFETCH(QByteArray, settings);
        QFETCH(QStringList, arguments);
        QFETCH(QString, backend);
        QFETCH(int, workers);
        QTemporaryDir dir;
        writeFile(dir.filePath(u"data/in.csv"_qs), "x,y\n1,2\n");
        const QByteArray withSettings = "\"settings\": " + settings + ", \"datasets\"";
        writeFile(dir.filePath(u"p.weft"_qs),
                  pipelineProject(u"x+y"_qs).replace("\"datasets\"", withSettings));
        const WeftOutcome o =
            runWeft(QStringList{u"--run"_qs, dir.filePath(u"p.weft"_qs), u"--json"_qs} + arguments);
        QVERIFY2(o.exitCode == 0, qPrintable(o.err));
        const QJsonObject report = QJsonDocument::fromJson(o.out.toUtf8()).object();
        QCOMPARE(report[u"backend"_qs].toString(), backend);
        QCOMPARE(report[u"workers"_qs].toInt(), workers);
        // The history records what the run used.
        const WeftOutcome shown =
            runWeft({u"--show-run"_qs, dir.filePath(u"p.weft"_qs), u"1"_qs, u"--json"_qs});
        const QJsonObject run = QJsonDocument::fromJson(shown.out.toUtf8()).object();
        QCOMPARE(run[u"backend"_qs].toString(), backend);
        QCOMPARE(run[u"workers"_qs].toInt(), workers);
        // The store's own column says the same; the lanes the monitor draws are kept beside it.
        weft::store::RunStore store;
        QString error;
        QVERIFY2(store.open(dir.filePath(u".weft/runs.sqlite"_qs),
                            weft::store::SqliteDatabase::OpenMode::ExistingOnly, &error),
                 qPrintable(error));
        const std::optional<weft::store::RunRecord> recorded = store.run(1);
        QVERIFY(recorded);
        QCOMPARE(recorded->workers, workers);
        QCOMPARE(recorded->lanes, backend == u"processes"_qs ? 2 * workers : workers);
    }

    void boundedMemoryRunsGiveTheSameOutputs()
    {
        QTemporaryDir dir;
        writeFile(dir.filePath(QStringLiteral("data/in.csv")), "x,y\n1,2\n3,4\n5,-1\n");
        writeFile(dir.filePath(QStringLiteral("p.weft")), pipelineProject(QStringLiteral("x*y")));
        const WeftOutcome o =
            runWeft({QStringLiteral("--run"), dir.filePath(QStringLiteral("p.weft")),
                     QStringLiteral("--memory"), QStringLiteral("bounded"),
                     QStringLiteral("--json"), QStringLiteral("--quiet")});
        QCOMPARE(o.exitCode, 0);
        QCOMPARE(
            QJsonDocument::fromJson(o.out.toUtf8()).object()[QStringLiteral("status")].toString(),
            QStringLiteral("succeeded"));
        QFile result(dir.filePath(QStringLiteral("out/result.csv")));
        QVERIFY(result.open(QIODevice::ReadOnly));
        QCOMPARE(result.readAll(), QByteArray("x,y,z\n3,4,12.0\n1,2,2.0\n5,-1,-5.0\n"));
    }

    void badRunOptionsExitWithTwo_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("culprit");
        QTest::newRow("zero jobs") << QStringList{u"--jobs"_qs, u"0"_qs} << u"--jobs 0"_qs;
        QTest::newRow("jobs not a number") << QStringList{u"--jobs"_qs, u"many"_qs} << u"many"_qs;
        QTest::newRow("unknown backend")
            << QStringList{u"--backend"_qs, u"gpu"_qs} << u"backend 'gpu'"_qs;
        QTest::newRow("unknown memory rule")
            << QStringList{u"--memory"_qs, u"tight"_qs} << u"--memory must be free or bounded"_qs;
    }

    void badRunOptionsExitWithTwo()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, culprit);
        QTemporaryDir dir;
        writeFile(dir.filePath(QStringLiteral("data/in.csv")), "x,y\n1,2\n");
        writeFile(dir.filePath(QStringLiteral("p.weft")), pipelineProject(QStringLiteral("x+y")));
        const WeftOutcome o =
            runWeft(QStringList{QStringLiteral("--run"), dir.filePath(QStringLiteral("p.weft"))} +
                    arguments);
        QCOMPARE(o.exitCode, 2);
        QVERIFY2(o.err.contains(culprit), qPrintable(o.err));
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("out/result.csv"))));
    }

    void keepGoingLetsIndependentBranchesFinish()
    {
        QTemporaryDir dir;
        writeFile(dir.filePath(QStringLiteral("data/in.csv")), "x,y\n1,2\n");
        // The bad branch fails on its data, which no validation can foresee.
        writeFile(dir.filePath(QStringLiteral("p.weft")),
                  QByteArray(R"({
  "format": 1, "project": {"name": "two branches"}, "datasets": [],
  "nodes": [
    {"id": "read", "operator": "csv.read", "params": {"path": "data/in.csv"}, "position": {"x": 0, "y": 0}},
    {"id": "bad", "operator": "table.derive", "params": {"column": "z", "expression": "FAILING"}, "position": {"x": 0, "y": 0}},
    {"id": "bad_out", "operator": "csv.write", "params": {"path": "out/bad.csv"}, "position": {"x": 0, "y": 0}},
    {"id": "good", "operator": "table.derive", "params": {"column": "z", "expression": "x+y"}, "position": {"x": 0, "y": 0}},
    {"id": "good_out", "operator": "csv.write", "params": {"path": "out/good.csv"}, "position": {"x": 0, "y": 0}}
  ],
  "edges": [
    {"from": "read.table", "to": "bad.table"}, {"from": "bad.table", "to": "bad_out.table"},
    {"from": "read.table", "to": "good.table"}, {"from": "good.table", "to": "good_out.table"}
  ]
})")
                      .replace("FAILING", "to_number('oops')"));
        const WeftOutcome o =
            runWeft({QStringLiteral("--run"), dir.filePath(QStringLiteral("p.weft")),
                     QStringLiteral("--keep-going"), QStringLiteral("--json"),
                     QStringLiteral("--jobs"), QStringLiteral("2")});
        QCOMPARE(o.exitCode, 1);
        const QJsonObject report = QJsonDocument::fromJson(o.out.toUtf8()).object();
        QCOMPARE(report[QStringLiteral("tasks")][QStringLiteral("succeeded")].toInt(), 3);
        QCOMPARE(report[QStringLiteral("tasks")][QStringLiteral("failed")].toInt(), 1);
        QCOMPARE(report[QStringLiteral("tasks")][QStringLiteral("skipped")].toInt(), 1);
        QVERIFY(QFile::exists(dir.filePath(QStringLiteral("out/good.csv"))));
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("out/bad.csv"))));
        QCOMPARE(
            report[QStringLiteral("resume_from")].toArray(),
            (QJsonArray{QStringLiteral("read"), QStringLiteral("bad"), QStringLiteral("bad_out")}));
    }

    void runsAreRecordedAndListed()
    {
        QTemporaryDir dir;
        writeFile(dir.filePath(QStringLiteral("data/in.csv")), "x,y\n1,2\n");
        const QString project = dir.filePath(QStringLiteral("p.weft"));
        writeFile(project, pipelineProject(QStringLiteral("x+y")));
        const WeftOutcome first = runWeft({u"--run"_qs, project, u"--json"_qs, u"--quiet"_qs});
        QCOMPARE(first.exitCode, 0);
        const QJsonObject report = QJsonDocument::fromJson(first.out.toUtf8()).object();
        QCOMPARE(report[u"run_id"_qs].toInt(), 1);
        // Each node's outputs come with their figures, as the canvas shows them.
        const QJsonObject readOutput = report[u"nodes"_qs][0][u"outputs"_qs][0].toObject();
        QCOMPARE(readOutput[u"kind"_qs].toString(), u"table"_qs);
        QCOMPARE(readOutput[u"rows"_qs].toInt(), 1);
        QVERIFY(readOutput[u"bytes"_qs].toInteger() > 0);
        const QString store = dir.filePath(QStringLiteral(".weft/runs.sqlite"));
        QCOMPARE(report[u"store"_qs].toString(), store);
        QVERIFY(QFile::exists(store));

        writeFile(project, pipelineProject(QStringLiteral("x * to_number('nosuchnumber')")));
        const WeftOutcome second = runWeft({u"--run"_qs, project});
        QCOMPARE(second.exitCode, 1);
        QVERIFY2(second.out.contains(u"Recorded as run 2 in "_qs + store), qPrintable(second.out));

        const WeftOutcome history = runWeft({u"--history"_qs, project, u"--json"_qs});
        QCOMPARE(history.exitCode, 0);
        const QJsonArray runs = QJsonDocument::fromJson(history.out.toUtf8()).array();
        QCOMPARE(runs.size(), 2);
        QCOMPARE(runs[0][u"id"_qs].toInt(), 2);
        QCOMPARE(runs[0][u"status"_qs].toString(), u"failed"_qs);
        QCOMPARE(runs[1][u"status"_qs].toString(), u"succeeded"_qs);
        QCOMPARE(runs[1][u"nodes"_qs][u"succeeded"_qs].toInt(), 4);
        QVERIFY(runs[1][u"events"_qs].toInt() >= 4 * 3);
        QCOMPARE(runs[0][u"resume_from"_qs].toArray().size(), 4);

        const WeftOutcome text = runWeft({u"--history"_qs, project});
        QCOMPARE(text.exitCode, 0);
        QVERIFY2(text.out.contains(u"failed"_qs) && text.out.contains(u"succeeded"_qs),
                 qPrintable(text.out));

        const WeftOutcome shown = runWeft({u"--show-run"_qs, project, u"2"_qs, u"--json"_qs});
        QCOMPARE(shown.exitCode, 0);
        const QJsonObject run = QJsonDocument::fromJson(shown.out.toUtf8()).object();
        QCOMPARE(run[u"status"_qs].toString(), u"failed"_qs);
        const QJsonArray nodes = run[u"node_results"_qs].toArray();
        QCOMPARE(nodes.size(), 4);
        QCOMPARE(nodes[0][u"id"_qs].toString(), u"read"_qs);
        QCOMPARE(nodes[0][u"tasks"_qs].toInt(), 1);
        QVERIFY(nodes[0][u"bytes_held"_qs].toInt() > 0);
        QCOMPARE(nodes[0][u"outputs"_qs][0][u"rows"_qs].toInt(), 1);
        QCOMPARE(nodes[1][u"state"_qs].toString(), u"failed"_qs);
        QCOMPARE(nodes[1][u"outputs"_qs].toArray().size(), 0);
        QVERIFY(nodes[1][u"error"_qs].toString().contains(u"nosuchnumber"_qs));
        QCOMPARE(nodes[2][u"state"_qs].toString(), u"skipped"_qs);

        const WeftOutcome shownText = runWeft({u"--show-run"_qs, project, u"2"_qs});
        QCOMPARE(shownText.exitCode, 0);
        QVERIFY2(shownText.out.contains(u"Run 2 of "_qs) && shownText.out.contains(u"derive"_qs) &&
                     shownText.out.contains(u"nosuchnumber"_qs) &&
                     shownText.out.contains(u"OUTPUT"_qs) && shownText.out.contains(u"1 row · "_qs),
                 qPrintable(shownText.out));
    }

    void projectsSharingAFolderKeepTheirOwnHistory()
    {
        // Both projects record into the folder's .weft/runs.sqlite; each lists only its runs.
        QTemporaryDir dir;
        writeFile(dir.filePath(QStringLiteral("data/in.csv")), "x,y\n1,2\n");
        const QString first = dir.filePath(QStringLiteral("first.weft"));
        const QString second = dir.filePath(QStringLiteral("second.weft"));
        writeFile(first, pipelineProject(QStringLiteral("x+y")));
        writeFile(second, pipelineProject(QStringLiteral("x-y")));
        QCOMPARE(runWeft({u"--run"_qs, first, u"--quiet"_qs}).exitCode, 0);
        QCOMPARE(runWeft({u"--run"_qs, second, u"--quiet"_qs}).exitCode, 0);
        QCOMPARE(runWeft({u"--run"_qs, first, u"--quiet"_qs}).exitCode, 0);

        const WeftOutcome history = runWeft({u"--history"_qs, second, u"--json"_qs});
        QCOMPARE(history.exitCode, 0);
        const QJsonArray runs = QJsonDocument::fromJson(history.out.toUtf8()).array();
        QCOMPARE(runs.size(), 1);
        QCOMPARE(runs[0][u"id"_qs].toInt(), 2);
        QCOMPARE(
            QJsonDocument::fromJson(runWeft({u"--history"_qs, first, u"--json"_qs}).out.toUtf8())
                .array()
                .size(),
            2);
    }

    void historyErrorsNameTheCulprit()
    {
        QTemporaryDir dir;
        writeFile(dir.filePath(QStringLiteral("data/in.csv")), "x,y\n1,2\n");
        const QString project = dir.filePath(QStringLiteral("p.weft"));
        writeFile(project, pipelineProject(QStringLiteral("x+y")));
        const QString store = dir.filePath(QStringLiteral(".weft/runs.sqlite"));

        const WeftOutcome none = runWeft({u"--history"_qs, project});
        QCOMPARE(none.exitCode, 2);
        QVERIFY2(none.err.contains(store), qPrintable(none.err));
        QCOMPARE(none.err.count(u'\n'), 1);
        QVERIFY(!QFile::exists(store));

        QCOMPARE(runWeft({u"--run"_qs, project, u"--quiet"_qs}).exitCode, 0);
        const WeftOutcome unknown = runWeft({u"--show-run"_qs, project, u"7"_qs});
        QCOMPARE(unknown.exitCode, 2);
        QVERIFY2(unknown.err.contains(u"no run '7'"_qs) && unknown.err.contains(store),
                 qPrintable(unknown.err));
        QCOMPARE(unknown.err.count(u'\n'), 1);
        const WeftOutcome notANumber = runWeft({u"--show-run"_qs, project, u"latest!"_qs});
        QCOMPARE(notANumber.exitCode, 2);
        QVERIFY2(notANumber.err.contains(u"latest!"_qs), qPrintable(notANumber.err));
    }

    void storeMovesTheHistoryAndKeepRunsPrunes()
    {
        QTemporaryDir dir;
        writeFile(dir.filePath(QStringLiteral("data/in.csv")), "x,y\n1,2\n");
        const QString project = dir.filePath(QStringLiteral("p.weft"));
        writeFile(project, pipelineProject(QStringLiteral("x+y")));
        const QString elsewhere = dir.filePath(QStringLiteral("history/all.sqlite"));
        for (int i = 0; i < 3; ++i)
            QCOMPARE(
                runWeft({u"--run"_qs, project, u"--quiet"_qs, u"--store"_qs, elsewhere}).exitCode,
                0);
        QVERIFY(QFile::exists(elsewhere));
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral(".weft/runs.sqlite"))));

        const WeftOutcome kept = runWeft({u"--run"_qs, project, u"--quiet"_qs, u"--json"_qs,
                                          u"--store"_qs, elsewhere, u"--keep-runs"_qs, u"2"_qs});
        QCOMPARE(kept.exitCode, 0);
        const WeftOutcome history =
            runWeft({u"--history"_qs, project, u"--json"_qs, u"--store"_qs, elsewhere});
        QCOMPARE(history.exitCode, 0);
        const QJsonArray runs = QJsonDocument::fromJson(history.out.toUtf8()).array();
        QCOMPARE(runs.size(), 2);
        QCOMPARE(runs[0][u"id"_qs].toInt(), 4);
        QCOMPARE(runs[1][u"id"_qs].toInt(), 3);

        const WeftOutcome pruned = runWeft({u"--history"_qs, project, u"--json"_qs, u"--store"_qs,
                                            elsewhere, u"--keep-runs"_qs, u"1"_qs});
        QCOMPARE(QJsonDocument::fromJson(pruned.out.toUtf8()).array().size(), 1);

        // A store that cannot be made stops the run before it writes anything.
        QVERIFY(QFile::remove(dir.filePath(QStringLiteral("out/result.csv"))));
        const QString impossible = project + QStringLiteral("/runs.sqlite");
        const WeftOutcome refused =
            runWeft({u"--run"_qs, project, u"--quiet"_qs, u"--store"_qs, impossible});
        QCOMPARE(refused.exitCode, 2);
        QVERIFY2(refused.err.contains(project), qPrintable(refused.err));
        QCOMPARE(refused.err.count(u'\n'), 1);
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("out/result.csv"))));
    }

    void badHistoryOptionsExitWithTwo_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("culprit");
        QTest::newRow("show-run without run")
            << QStringList{u"--show-run"_qs, u"p.weft"_qs} << u"--show-run"_qs;
        QTest::newRow("keep-runs zero")
            << QStringList{u"--history"_qs, u"p.weft"_qs, u"--keep-runs"_qs, u"0"_qs}
            << u"--keep-runs"_qs;
        QTest::newRow("keep-runs with show-run")
            << QStringList{u"--show-run"_qs, u"p.weft"_qs, u"1"_qs, u"--keep-runs"_qs, u"2"_qs}
            << u"--keep-runs"_qs;
        QTest::newRow("store with validate")
            << QStringList{u"--validate"_qs, u"p.weft"_qs, u"--store"_qs, u"x.sqlite"_qs}
            << u"--store"_qs;
        QTest::newRow("history with extra argument")
            << QStringList{u"--history"_qs, u"p.weft"_qs, u"more"_qs} << u"more"_qs;
    }

    void badHistoryOptionsExitWithTwo()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, culprit);
        const WeftOutcome o = runWeft(arguments);
        QCOMPARE(o.exitCode, 2);
        QVERIFY2(o.err.contains(culprit), qPrintable(o.err));
    }

    void resumeRunsOnlyWhatTheFailedRunLeft()
    {
        const auto twoBranches = [](const char *expression) {
            return QByteArray(R"({
  "format": 1, "project": {"name": "two branches"}, "datasets": [],
  "nodes": [
    {"id": "read", "operator": "csv.read", "params": {"path": "data/in.csv"}, "position": {"x": 0, "y": 0}},
    {"id": "bad", "operator": "table.derive", "params": {"column": "z", "expression": "EXPRESSION"}, "position": {"x": 0, "y": 0}},
    {"id": "bad_out", "operator": "csv.write", "params": {"path": "out/bad.csv"}, "position": {"x": 0, "y": 0}},
    {"id": "good", "operator": "table.derive", "params": {"column": "z", "expression": "x+y"}, "position": {"x": 0, "y": 0}},
    {"id": "good_out", "operator": "csv.write", "params": {"path": "out/good.csv"}, "position": {"x": 0, "y": 0}}
  ],
  "edges": [
    {"from": "read.table", "to": "bad.table"}, {"from": "bad.table", "to": "bad_out.table"},
    {"from": "read.table", "to": "good.table"}, {"from": "good.table", "to": "good_out.table"}
  ]
})")
                .replace("EXPRESSION", expression);
        };
        QTemporaryDir clean;
        writeFile(clean.filePath(u"data/in.csv"_qs), "x,y\n1,2\n3,4\n5,-1\n");
        writeFile(clean.filePath(u"p.weft"_qs), twoBranches("x*y"));
        QCOMPARE(runWeft({u"--run"_qs, clean.filePath(u"p.weft"_qs), u"--quiet"_qs}).exitCode, 0);

        QTemporaryDir dir;
        writeFile(dir.filePath(u"data/in.csv"_qs), "x,y\n1,2\n3,4\n5,-1\n");
        const QString project = dir.filePath(u"p.weft"_qs);
        writeFile(project, twoBranches("to_number('oops')"));
        QCOMPARE(runWeft({u"--run"_qs, project, u"--quiet"_qs, u"--keep-going"_qs}).exitCode, 1);
        QVERIFY(QFile::remove(dir.filePath(u"out/good.csv"_qs)));

        writeFile(project, twoBranches("x*y")); // the fix
        const WeftOutcome resumed = runWeft({u"--run"_qs, project, u"--resume"_qs, u"--json"_qs});
        QCOMPARE(resumed.exitCode, 0);
        const QJsonObject report = QJsonDocument::fromJson(resumed.out.toUtf8()).object();
        QStringList ran;
        for (const QJsonValue &node : report[u"nodes"_qs].toArray())
            ran << node[u"id"_qs].toString();
        QCOMPARE(ran, (QStringList{u"read"_qs, u"bad"_qs, u"bad_out"_qs}));
        QVERIFY(!QFile::exists(dir.filePath(u"out/good.csv"_qs)));
        const QByteArray expected = readFile(clean.filePath(u"out/bad.csv"_qs));
        QVERIFY(!expected.isEmpty());
        QCOMPARE(readFile(dir.filePath(u"out/bad.csv"_qs)), expected);

        const WeftOutcome shown = runWeft({u"--show-run"_qs, project, u"2"_qs, u"--json"_qs});
        QCOMPARE(QJsonDocument::fromJson(shown.out.toUtf8())
                     .object()[u"settings"_qs][u"resume_of"_qs]
                     .toInt(),
                 1);

        const WeftOutcome again = runWeft({u"--run"_qs, project, u"--resume"_qs});
        QCOMPARE(again.exitCode, 2);
        QVERIFY2(again.err.contains(u"run 2 succeeded"_qs), qPrintable(again.err));
        const WeftOutcome unknown = runWeft({u"--run"_qs, project, u"--resume"_qs, u"12"_qs});
        QCOMPARE(unknown.exitCode, 2);
        QVERIFY2(unknown.err.contains(u"no run '12'"_qs), qPrintable(unknown.err));
        const WeftOutcome misplaced = runWeft({u"--validate"_qs, project, u"--resume"_qs});
        QCOMPARE(misplaced.exitCode, 2);
        QVERIFY2(misplaced.err.contains(u"--resume"_qs), qPrintable(misplaced.err));
    }

    void aCorruptedPersistedOutputIsComputedAgainWithAWarning()
    {
        const auto project = [](const char *expression) {
            return QByteArray(R"({
  "format": 1, "project": {"name": "persisted"}, "datasets": [],
  "nodes": [
    {"id": "read", "operator": "csv.read", "params": {"path": "data/in.csv"}, "run": {"persist": true}, "position": {"x": 0, "y": 0}},
    {"id": "derive", "operator": "table.derive", "params": {"column": "z", "expression": "EXPRESSION"}, "position": {"x": 0, "y": 0}},
    {"id": "write", "operator": "csv.write", "params": {"path": "out/z.csv"}, "position": {"x": 0, "y": 0}}
  ],
  "edges": [{"from": "read.table", "to": "derive.table"}, {"from": "derive.table", "to": "write.table"}]
})")
                .replace("EXPRESSION", expression);
        };
        QTemporaryDir dir;
        writeFile(dir.filePath(u"data/in.csv"_qs), "x,y\n1,2\n3,4\n");
        const QString file = dir.filePath(u"p.weft"_qs);
        writeFile(file, project("to_number('oops')"));
        QCOMPARE(runWeft({u"--run"_qs, file, u"--quiet"_qs}).exitCode, 1);
        const QString persisted = dir.filePath(u".weft/outputs/1/read/0.wds"_qs);
        QByteArray bytes = readFile(persisted);
        QVERIFY(bytes.size() > 32);
        bytes[bytes.size() - 2] = char(bytes[bytes.size() - 2] ^ 0x01);
        writeFile(persisted, bytes);

        writeFile(file, project("x+y"));
        const WeftOutcome resumed = runWeft({u"--run"_qs, file, u"--resume"_qs, u"--json"_qs});
        QCOMPARE(resumed.exitCode, 0);
        QVERIFY2(resumed.err.contains(u"read/0.wds is corrupted"_qs) &&
                     resumed.err.contains(u"node 'read' runs again"_qs),
                 qPrintable(resumed.err));
        QStringList ran;
        for (const QJsonValue &node :
             QJsonDocument::fromJson(resumed.out.toUtf8()).object()[u"nodes"_qs].toArray())
            ran << node[u"id"_qs].toString();
        QCOMPARE(ran, (QStringList{u"read"_qs, u"derive"_qs, u"write"_qs}));
        QCOMPARE(readFile(dir.filePath(u"out/z.csv"_qs)), QByteArray("x,y,z\n1,2,3.0\n3,4,7.0\n"));
    }

    void resumeOfAnInterruptedRunRefusesAChangedProject()
    {
        // a, then b for a minute: the run is killed while b runs.
        const QByteArray project = R"({
  "format": 1, "project": {"name": "killed"}, "datasets": [],
  "nodes": [
    {"id": "a", "operator": "work", "params": {"seconds": 0}, "position": {"x": 0, "y": 0}},
    {"id": "b", "operator": "work", "params": {"seconds": 60}, "position": {"x": 0, "y": 0}}
  ],
  "edges": [{"from": "a.data", "to": "b.inputs"}]
})";
        QTemporaryDir dir;
        const QString file = dir.filePath(u"p.weft"_qs);
        writeFile(file, project);
        QProcess process;
        process.setReadChannel(QProcess::StandardError);
        process.start(weft::test::weftBinary(), {u"--run"_qs, file});
        QVERIFY(process.waitForStarted());
        QByteArray progress;
        while (!progress.contains("[1/2]") && process.state() == QProcess::Running) {
            process.waitForReadyRead(100);
            progress += process.readAllStandardError();
        }
        QVERIFY2(progress.contains("[1/2]"), progress.constData());
        process.kill(); // no chance to record how it ended: the store finds it interrupted
        QVERIFY(process.waitForFinished(60'000));

        writeFile(file, QByteArray(project).replace("\"killed\"", "\"changed\""));
        const WeftOutcome refused = runWeft({u"--run"_qs, file, u"--resume"_qs});
        QCOMPARE(refused.exitCode, 2);
        QCOMPARE(refused.err,
                 u"weft: the project changed since run 1 was interrupted; run it whole\n"_qs);
        QCOMPARE(runWeft({u"--history"_qs, file}).out.count(u"interrupted"_qs), 1);

        // The same file as the run's resumes what it left (b, quickly through --set, which the
        // file's hash does not see).
        writeFile(file, project);
        const WeftOutcome resumed = runWeft(
            {u"--run"_qs, file, u"--resume"_qs, u"--json"_qs, u"--set"_qs, u"b.seconds=0"_qs});
        QVERIFY2(resumed.exitCode == 0, qPrintable(resumed.err));
        QStringList ran;
        for (const QJsonValue &node :
             QJsonDocument::fromJson(resumed.out.toUtf8()).object()[u"nodes"_qs].toArray())
            ran << node[u"id"_qs].toString();
        QCOMPARE(ran, (QStringList{u"a"_qs, u"b"_qs}));
    }

    void aDefaultStoreThatCannotBeOpenedOnlyWarns()
    {
        QTemporaryDir dir;
        writeFile(dir.filePath(u"data/in.csv"_qs), "x,y\n1,2\n");
        writeFile(dir.filePath(u"p.weft"_qs), pipelineProject(u"x+y"_qs));
        writeFile(dir.filePath(u".weft"_qs), "a file where the store's folder would go");
        const WeftOutcome o = runWeft({u"--run"_qs, dir.filePath(u"p.weft"_qs), u"--quiet"_qs});
        QCOMPARE(o.exitCode, 0);
        QVERIFY2(o.err.startsWith(u"weft: not recording this run: "_qs), qPrintable(o.err));
        // Nor can the result cache be made there: said once, not once per node.
        QVERIFY2(o.err.contains(u"weft: not keeping results for later runs: cannot create "_qs),
                 qPrintable(o.err));
        QCOMPARE(o.err.count(u'\n'), 2);
        QCOMPARE(readFile(dir.filePath(u"out/result.csv"_qs)), QByteArray("x,y,z\n1,2,3.0\n"));
        QVERIFY2(!o.out.contains(u"Recorded as run"_qs), qPrintable(o.out));
        QVERIFY(QFileInfo(dir.filePath(u".weft"_qs)).isFile());
    }

    void resumeReusesPersistedOutputs()
    {
        // read → prep (persisted) → bad → bad_out
        const auto chain = [](const char *expression) {
            return QByteArray(R"({
  "format": 1, "project": {"name": "chain"}, "datasets": [],
  "settings": {"store": "history/runs.sqlite", "keep_runs": 1},
  "nodes": [
    {"id": "read", "operator": "csv.read", "params": {"path": "data/in.csv"}, "position": {"x": 0, "y": 0}},
    {"id": "prep", "operator": "table.derive", "params": {"column": "w", "expression": "x+y"}, "run": {"persist": true}, "position": {"x": 0, "y": 0}},
    {"id": "bad", "operator": "table.derive", "params": {"column": "z", "expression": "EXPRESSION"}, "position": {"x": 0, "y": 0}},
    {"id": "bad_out", "operator": "csv.write", "params": {"path": "out/bad.csv"}, "position": {"x": 0, "y": 0}}
  ],
  "edges": [
    {"from": "read.table", "to": "prep.table"}, {"from": "prep.table", "to": "bad.table"},
    {"from": "bad.table", "to": "bad_out.table"}
  ]
})")
                .replace("EXPRESSION", expression);
        };
        QTemporaryDir clean;
        writeFile(clean.filePath(u"data/in.csv"_qs), "x,y\n1,2\n3,4\n5,-1\n");
        writeFile(clean.filePath(u"p.weft"_qs), chain("w*x"));
        QCOMPARE(runWeft({u"--run"_qs, clean.filePath(u"p.weft"_qs), u"--quiet"_qs}).exitCode, 0);

        QTemporaryDir dir;
        writeFile(dir.filePath(u"data/in.csv"_qs), "x,y\n1,2\n3,4\n5,-1\n");
        const QString project = dir.filePath(u"p.weft"_qs);
        writeFile(project, chain("to_number('oops')"));
        const WeftOutcome failed = runWeft({u"--run"_qs, project, u"--quiet"_qs, u"--json"_qs});
        QCOMPARE(failed.exitCode, 1);
        const QJsonObject failure = QJsonDocument::fromJson(failed.out.toUtf8()).object();
        QCOMPARE(failure[u"resume_from"_qs].toArray(), (QJsonArray{u"bad"_qs, u"bad_out"_qs}));
        // The project's settings.store moved the history.
        QVERIFY(QFile::exists(dir.filePath(u"history/runs.sqlite"_qs)));
        QVERIFY(QFile::exists(dir.filePath(u"history/outputs/1/prep/complete"_qs)));

        // With its source changed, the resumed run only gives the clean run's output by
        // reusing prep's persisted outputs instead of reading the source again.
        writeFile(dir.filePath(u"data/in.csv"_qs), "x,y\n100,200\n");
        writeFile(project, chain("w*x")); // the fix
        const WeftOutcome resumed = runWeft({u"--run"_qs, project, u"--resume"_qs, u"--json"_qs});
        QVERIFY2(resumed.exitCode == 0, qPrintable(resumed.err));
        const QJsonObject report = QJsonDocument::fromJson(resumed.out.toUtf8()).object();
        QStringList ran, reused;
        for (const QJsonValue &node : report[u"nodes"_qs].toArray()) {
            ran << node[u"id"_qs].toString();
            if (node[u"reused"_qs].toBool())
                reused << node[u"id"_qs].toString();
        }
        QCOMPARE(ran, (QStringList{u"prep"_qs, u"bad"_qs, u"bad_out"_qs}));
        QCOMPARE(reused, QStringList{u"prep"_qs});
        const QByteArray expected = readFile(clean.filePath(u"out/bad.csv"_qs));
        QVERIFY(!expected.isEmpty());
        QCOMPARE(readFile(dir.filePath(u"out/bad.csv"_qs)), expected);

        // keep_runs 1 pruned run 1 and its outputs; run 2 carries prep's over for itself.
        QVERIFY(!QDir(dir.filePath(u"history/outputs/1"_qs)).exists());
        QVERIFY(QFile::exists(dir.filePath(u"history/outputs/2/prep/complete"_qs)));
        const WeftOutcome history = runWeft({u"--history"_qs, project, u"--json"_qs});
        QCOMPARE(history.exitCode, 0);
        QCOMPARE(QJsonDocument::fromJson(history.out.toUtf8()).array().size(), 1);
    }

    void helpDocumentsTheRunStore()
    {
        const WeftOutcome o = runWeft({QStringLiteral("--help")});
        for (const char *option : {"--history", "--show-run", "--store", "--keep-runs", "--resume"})
            QVERIFY2(o.out.contains(QLatin1String(option)), option);
    }

    void interruptExitsWith130AndWritesNothingHalf_data()
    {
        QTest::addColumn<int>("signal");
        QTest::newRow("SIGINT") << int(SIGINT);
        QTest::newRow("SIGTERM") << int(SIGTERM);
    }

    void interruptExitsWith130AndWritesNothingHalf()
    {
        QFETCH(int, signal);
        QTemporaryDir dir;
        QByteArray csv = "x,y\n";
        csv.reserve(80'000'000);
        for (int i = 0; i < 4'000'000; ++i)
            csv += QByteArray::number(i) + ',' + QByteArray::number(i % 977) + '\n';
        writeFile(dir.filePath(QStringLiteral("data/in.csv")), csv);
        writeFile(dir.filePath(QStringLiteral("p.weft")), pipelineProject(QStringLiteral("x*y")));

        QProcess process;
        process.setReadChannel(QProcess::StandardError);
        process.start(weft::test::weftBinary(),
                      {QStringLiteral("--run"), dir.filePath(QStringLiteral("p.weft"))});
        QVERIFY(process.waitForStarted());
        // Interrupt once the first node has finished, while the rest still has seconds to go.
        QByteArray progress;
        while (!progress.contains("[1/4]") && process.state() == QProcess::Running) {
            process.waitForReadyRead(100);
            progress += process.readAllStandardError();
        }
        QVERIFY2(progress.contains("[1/4]"), progress.constData());
        ::kill(pid_t(process.processId()), signal);
        QVERIFY(process.waitForFinished(60'000));
        QCOMPARE(process.exitStatus(), QProcess::NormalExit);
        QCOMPARE(process.exitCode(), 130);
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("out/result.csv"))));
        QCOMPARE(QDir(dir.filePath(QStringLiteral("out"))).entryList(QDir::Files).size(), 0);
    }
};

QTEST_GUILESS_MAIN(TestCommandLine)
#include "tst_commandline.moc"
