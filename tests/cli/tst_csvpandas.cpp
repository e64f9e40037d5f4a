// csv.read compared with pandas.read_csv, through `weft --run` on threads and on processes: a
// project reads a file and writes it back with csv.write, and pandas must read the same frame
// (values and dtypes) from the file Weft wrote as from the original. Also the warning of a
// numeric column turned text by one value reaches the run's text and JSON reports.
#include "support/WeftCommand.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>

using namespace weft::test;

namespace {

/// Debian's python3 first: python3-pandas installs there, and a python3 earlier on PATH (a
/// virtual environment, pyenv) may not have it.
QString pythonProgram()
{
    const QString system =
        QStandardPaths::findExecutable(QStringLiteral("python3"), {QStringLiteral("/usr/bin")});
    return system.isEmpty() ? QStringLiteral("python3") : system;
}

/// Reads both files with the same pandas.read_csv arguments; "same" when the frames are equal.
constexpr char kCompare[] = R"(
import json, sys
import pandas as pd
kwargs = json.loads(sys.argv[3])
original = pd.read_csv(sys.argv[1], **kwargs)
written = pd.read_csv(sys.argv[2], **kwargs)
try:
    pd.testing.assert_frame_equal(original, written)
    print('same')
except AssertionError as e:
    print(original.to_dict('list'), original.dtypes.to_dict())
    print(written.to_dict('list'), written.dtypes.to_dict())
    print(e)
)";

QString compareWithPandas(const QString &original, const QString &written, const QByteArray &kwargs)
{
    QProcess python;
    python.start(pythonProgram(), {QStringLiteral("-c"), QString::fromLatin1(kCompare), original,
                                   written, QString::fromUtf8(kwargs)});
    if (!python.waitForFinished(60000))
        return QStringLiteral("python3 did not finish");
    return QString::fromUtf8(python.readAllStandardOutput() + python.readAllStandardError())
        .trimmed();
}

/// A project that reads data/in.csv with `readParams` (JSON members, may be empty) and writes
/// out/out.csv.
QByteArray roundTripProject(const QByteArray &readParams)
{
    return R"({"format": 1, "project": {"name": "csv"}, "datasets": [], "nodes": [
  {"id": "read", "operator": "csv.read", "params": {"path": "data/in.csv")" +
           (readParams.isEmpty() ? QByteArray() : ", " + readParams) +
           R"(}, "position": {"x": 0, "y": 0}},
  {"id": "write", "operator": "csv.write", "params": {"path": "out/out.csv"}, "position": {"x": 200, "y": 0}}
], "edges": [{"from": "read.table", "to": "write.table"}]})";
}

} // namespace

class TestCsvPandas : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void pandasIsThere()
    {
        QProcess python;
        python.start(pythonProgram(), {QStringLiteral("-c"), QStringLiteral("import pandas")});
        QVERIFY(python.waitForFinished(60000));
        QVERIFY2(python.exitCode() == 0, "python3-pandas is not installed (scripts/packages.txt)");
    }

    void sameFrameAsPandas_data()
    {
        QTest::addColumn<QByteArray>("csv");
        QTest::addColumn<QByteArray>("readParams");
        QTest::addColumn<QByteArray>("pandasArguments");
        QTest::addColumn<QString>("backend");
        const QByteArray tf = R"({"true_values": ["t", "yes"], "false_values": ["f", "no"]})";
        struct Case
        {
            const char *name;
            QByteArray csv;
            QByteArray readParams = {};
            QByteArray pandasArguments = "{}";
        };
        const Case cases[] = {
            {"missing values", "i,f,s,b\n1,1.5,x,true\nNA,N/A,null,NaN\n#N/A,nan,NULL,\n"
                               "3,,y,false\n-4,2.25,n/a,True\n"},
            {"true and false spellings", "a,b,c\nt,yes,TRUE\nf,no,false\nt,,true\n", {}, tf},
            {"configured spellings", "a,b\nY,?\nN,1\n",
             R"("true_values": "Y", "false_values": "N", "missing_values": "?")",
             R"({"true_values": ["Y"], "false_values": ["N"], "na_values": ["?"]})"},
            {"CR line ends", "a,b\r1,x\r2,\"two\rlines\"\r3,z\r"},
            {"blank line in one column", "a\n1\n\n2\n\n"},
            {"null in one column", "a\nx\nNA\n\ny\n"},
            {"integer beyond 64 bits", "n,m\n1,5\n123456789012345678901234567890,-7\n"},
            {"quoted and unquoted empty", "a,b\n\"\",1\n,2\nx,3\n"},
            {"stray value", "id,price\n1,9.5\n2,n.a.\n3,12\n"},
            {"column types", "zip,n\n01234,1\n00077,2\n", R"("column_types": "zip = text")",
             R"({"dtype": {"zip": "str"}})"},
        };
        for (const char *backend : {"threads", "processes"})
            for (const Case &c : cases)
                QTest::addRow("%s on %s", c.name, backend)
                    << c.csv << c.readParams << c.pandasArguments << QString::fromLatin1(backend);
    }

    void sameFrameAsPandas()
    {
        QFETCH(QByteArray, csv);
        QFETCH(QByteArray, readParams);
        QFETCH(QByteArray, pandasArguments);
        QFETCH(QString, backend);
        QTemporaryDir dir;
        const QString project = dir.filePath(QStringLiteral("csv.weft"));
        writeFile(project, roundTripProject(readParams));
        writeFile(dir.filePath(QStringLiteral("data/in.csv")), csv);
        const WeftOutcome o =
            runWeft({QStringLiteral("--run"), project, QStringLiteral("--backend"), backend,
                     QStringLiteral("--quiet")});
        QVERIFY2(o.exitCode == 0, qPrintable(o.out + o.err));
        QCOMPARE(compareWithPandas(dir.filePath(QStringLiteral("data/in.csv")),
                                   dir.filePath(QStringLiteral("out/out.csv")), pandasArguments),
                 QStringLiteral("same"));
    }

    void strayValueWarningReachesTheReports_data()
    {
        QTest::addColumn<QString>("backend");
        QTest::newRow("threads") << QStringLiteral("threads");
        QTest::newRow("processes") << QStringLiteral("processes");
    }

    void strayValueWarningReachesTheReports()
    {
        QFETCH(QString, backend);
        QTemporaryDir dir;
        const QString project = dir.filePath(QStringLiteral("csv.weft"));
        writeFile(project, roundTripProject({}));
        writeFile(dir.filePath(QStringLiteral("data/in.csv")), "id,price\n1,9.5\n2,n.a.\n3,12\n");
        const QString expected = QStringLiteral("in.csv:3: column 'price' is read as text because "
                                                "of the value 'n.a.'; every other value in it is "
                                                "a number");
        const WeftOutcome json =
            runWeft({QStringLiteral("--run"), project, QStringLiteral("--backend"), backend,
                     QStringLiteral("--json"), QStringLiteral("--quiet")});
        QVERIFY2(json.exitCode == 0, qPrintable(json.out + json.err));
        const QJsonObject report = QJsonDocument::fromJson(json.out.toUtf8()).object();
        QJsonArray warnings;
        for (const QJsonValue node : report[QStringLiteral("nodes")].toArray()) {
            if (node[QStringLiteral("id")].toString() == QStringLiteral("read"))
                warnings = node[QStringLiteral("warnings")].toArray();
            else
                QVERIFY(!node.toObject().contains(QStringLiteral("warnings")));
        }
        QCOMPARE(warnings.size(), 1);
        QVERIFY2(warnings.first().toString().endsWith(expected), qPrintable(json.out));

        // The second run takes the reader from the result cache: its warning is still true of
        // the data, so it comes with it.
        const WeftOutcome text =
            runWeft({QStringLiteral("--run"), project, QStringLiteral("--backend"), backend});
        QVERIFY2(text.exitCode == 0, qPrintable(text.out + text.err));
        QVERIFY2(text.out.contains(QStringLiteral("node 'read' (csv.read) warning: ")) &&
                     text.out.contains(expected),
                 qPrintable(text.out));
    }
};

QTEST_GUILESS_MAIN(TestCsvPandas)
#include "tst_csvpandas.moc"
