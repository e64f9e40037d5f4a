// weft --run / --validate with --set NODE.PARAM=VALUE: typed per the parameter, checked against
// the project, never written back to the file.
#include "support/WeftCommand.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace weft::test;

namespace {

/// read → head → sample → write, with parameters of every type: a file, an integer, a
/// choice-free boolean and an integer seed, and an output file.
const QByteArray kProject = R"({
  "format": 1,
  "project": {"name": "overrides"},
  "datasets": [],
  "nodes": [
    {"id": "read", "operator": "csv.read", "params": {"path": "data/a.csv"}, "position": {"x": 0, "y": 0}},
    {"id": "head", "operator": "table.head", "params": {"rows": 2}, "position": {"x": 200, "y": 0}},
    {"id": "sort", "operator": "table.sort", "params": {"column": "x"}, "position": {"x": 400, "y": 0}},
    {"id": "write", "operator": "csv.write", "params": {"path": "out/result.csv"}, "position": {"x": 600, "y": 0}}
  ],
  "edges": [
    {"from": "read.table", "to": "head.table"},
    {"from": "head.table", "to": "sort.table"},
    {"from": "sort.table", "to": "write.table"}
  ]
}
)";

} // namespace

class TestParamOverrides : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString project() const { return m_dir.filePath(QStringLiteral("p.weft")); }

private Q_SLOTS:
    void init()
    {
        writeFile(m_dir.filePath(QStringLiteral("data/a.csv")), "x\n3\n1\n2\n");
        writeFile(m_dir.filePath(QStringLiteral("data/b.csv")), "x\n9\n8\n7\n6\n");
        writeFile(project(), kProject);
        QDir(m_dir.filePath(QStringLiteral("out"))).removeRecursively();
    }

    void overridesChangeOneRunOnly()
    {
        const QByteArray before = readFile(project());
        const WeftOutcome o =
            runWeft({QStringLiteral("--run"), project(), QStringLiteral("--quiet"),
                     QStringLiteral("--set"), QStringLiteral("read.path=data/b.csv"),
                     QStringLiteral("--set"), QStringLiteral("head.rows=3"),
                     QStringLiteral("--set"), QStringLiteral("sort.descending=true"),
                     QStringLiteral("--set=write.path=out/other name.csv")});
        QVERIFY2(o.exitCode == 0, qPrintable(o.err));
        QCOMPARE(readFile(m_dir.filePath(QStringLiteral("out/other name.csv"))),
                 QByteArray("x\n9\n8\n7\n"));
        QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("out/result.csv"))));
        QCOMPARE(readFile(project()), before); // the file is never changed
        // The run's report names where the output went.
        QVERIFY2(o.out.contains(QStringLiteral("other name.csv")), qPrintable(o.out));

        // Without --set the file's values apply again.
        QCOMPARE(runWeft({QStringLiteral("--run"), project(), QStringLiteral("--quiet")}).exitCode,
                 0);
        QCOMPARE(readFile(m_dir.filePath(QStringLiteral("out/result.csv"))),
                 QByteArray("x\n1\n3\n"));
    }

    void theLastOfTwoOverridesWins()
    {
        const WeftOutcome o =
            runWeft({QStringLiteral("--run"), project(), QStringLiteral("--quiet"),
                     QStringLiteral("--set"), QStringLiteral("head.rows=1"),
                     QStringLiteral("--set"), QStringLiteral("head.rows=3")});
        QVERIFY2(o.exitCode == 0, qPrintable(o.err));
        QCOMPARE(readFile(m_dir.filePath(QStringLiteral("out/result.csv"))),
                 QByteArray("x\n1\n2\n3\n"));
    }

    void aRecordedRunKeepsItsSetList()
    {
        QDir(m_dir.filePath(QStringLiteral(".weft"))).removeRecursively();
        const QStringList overrides{QStringLiteral("head.rows=3"),
                                    QStringLiteral("sort.descending=true"),
                                    QStringLiteral("head.rows=1")};
        QStringList arguments{QStringLiteral("--run"), project(), QStringLiteral("--quiet")};
        for (const QString &o : overrides)
            arguments << QStringLiteral("--set") << o;
        QCOMPARE(runWeft(arguments).exitCode, 0);
        QCOMPARE(runWeft({QStringLiteral("--run"), project(), QStringLiteral("--quiet")}).exitCode,
                 0);

        const auto settingsOf = [this](const char *run) {
            const WeftOutcome shown = runWeft({QStringLiteral("--show-run"), project(),
                                               QLatin1String(run), QStringLiteral("--json")});
            return QJsonDocument::fromJson(shown.out.toUtf8())
                .object()[QStringLiteral("settings")]
                .toObject();
        };
        // Every --set as given, in order, the one that lost included.
        QCOMPARE(settingsOf("1")[QStringLiteral("set")].toArray(),
                 QJsonArray::fromStringList(overrides));
        QVERIFY(!settingsOf("2").contains(QStringLiteral("set")));
    }

    void validateChecksTheOverriddenProject()
    {
        const WeftOutcome ok =
            runWeft({QStringLiteral("--validate"), project(), QStringLiteral("--set"),
                     QStringLiteral("read.path=data/b.csv")});
        QCOMPARE(ok.exitCode, 0);
        // A value of the right type that names a missing file fails as the validator says.
        const WeftOutcome missing =
            runWeft({QStringLiteral("--validate"), project(), QStringLiteral("--set"),
                     QStringLiteral("read.path=data/none.csv")});
        QCOMPARE(missing.exitCode, 2);
        QVERIFY2(missing.err.contains(QStringLiteral("'data/none.csv' does not exist")),
                 qPrintable(missing.err));
    }

    void badOverridesNameTheCulprit_data()
    {
        QTest::addColumn<QString>("argument");
        QTest::addColumn<QString>("message");
        QTest::newRow("unknown node")
            << QStringLiteral("reed.path=x.csv") << QStringLiteral("there is no node 'reed'");
        QTest::newRow("unknown param")
            << QStringLiteral("head.row=3")
            << QStringLiteral("node 'head' (table.head) has no parameter 'row'; it has rows");
        QTest::newRow("not an integer")
            << QStringLiteral("head.rows=three")
            << QStringLiteral("parameter 'rows' of node 'head' must be an integer, not 'three'");
        QTest::newRow("not an integer either")
            << QStringLiteral("head.rows=2.5") << QStringLiteral("must be an integer, not '2.5'");
        QTest::newRow("not a boolean") << QStringLiteral("sort.descending=maybe")
                                       << QStringLiteral("must be true or false, not 'maybe'");
        QTest::newRow("empty file name")
            << QStringLiteral("write.path=") << QStringLiteral("must be a file name");
        QTest::newRow("no equals sign")
            << QStringLiteral("head.rows") << QStringLiteral("write NODE.PARAM=VALUE");
        QTest::newRow("no parameter")
            << QStringLiteral("head=3") << QStringLiteral("write NODE.PARAM=VALUE");
        QTest::newRow("no node") << QStringLiteral(".rows=3")
                                 << QStringLiteral("write NODE.PARAM=VALUE");
    }

    void badOverridesNameTheCulprit()
    {
        QFETCH(QString, argument);
        QFETCH(QString, message);
        for (const char *command : {"--run", "--validate"}) {
            const WeftOutcome o =
                runWeft({QLatin1String(command), project(), QStringLiteral("--set"), argument});
            QCOMPARE(o.exitCode, 2);
            // One line names the culprit (a malformed --set adds "Try 'weft --help'.").
            QVERIFY2(o.err.section(u'\n', 0, 0).contains(message), qPrintable(o.err));
            QVERIFY(o.err.count(u'\n') <= 2);
        }
        QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("out/result.csv"))));
        QCOMPARE(readFile(project()), kProject);
    }

    void choicesAreCheckedAgainstTheirValues()
    {
        writeFile(m_dir.filePath(QStringLiteral("c.weft")), R"({
  "format": 1,
  "project": {"name": "choice"},
  "datasets": [],
  "nodes": [
    {"id": "gen", "operator": "array.generate", "params": {"shape": "4"}, "position": {"x": 0, "y": 0}},
    {"id": "reduce", "operator": "array.reduce", "params": {"function": "sum"}, "position": {"x": 200, "y": 0}},
    {"id": "save", "operator": "npy.write", "params": {"path": "out/r.npy"}, "position": {"x": 400, "y": 0}}
  ],
  "edges": [
    {"from": "gen.array", "to": "reduce.array"},
    {"from": "reduce.value", "to": "save.array"}
  ]
}
)");
        const QString file = m_dir.filePath(QStringLiteral("c.weft"));
        QCOMPARE(runWeft({QStringLiteral("--validate"), file}).exitCode, 0);
        QCOMPARE(runWeft({QStringLiteral("--validate"), file, QStringLiteral("--set"),
                          QStringLiteral("reduce.function=max")})
                     .exitCode,
                 0);
        const WeftOutcome o = runWeft({QStringLiteral("--validate"), file, QStringLiteral("--set"),
                                       QStringLiteral("reduce.function=median")});
        QCOMPARE(o.exitCode, 2);
        QVERIFY2(o.err.contains(QStringLiteral("must be one of sum, mean, min, max, std, not "
                                               "'median'")),
                 qPrintable(o.err));
    }

    void setGoesWithRunOrValidate()
    {
        const WeftOutcome o = runWeft(
            {QStringLiteral("--list-ops"), QStringLiteral("--set"), QStringLiteral("a.b=c")});
        QCOMPARE(o.exitCode, 2);
        QVERIFY2(o.err.contains(QStringLiteral("--set goes with --run or --validate")),
                 qPrintable(o.err));
        const WeftOutcome help = runWeft({QStringLiteral("--help")});
        QVERIFY(help.out.contains(QStringLiteral("--set <NODE.PARAM=VALUE>")));
    }
};

QTEST_GUILESS_MAIN(TestParamOverrides)
#include "tst_paramoverrides.moc"
