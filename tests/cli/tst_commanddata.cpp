// A `command` node in the middle of a pipeline, through `weft --run` on threads and processes:
// a table and an array go into a Python/NumPy script as a staged CSV and .npy file, its table,
// array and JSON scalar come back as ports that feed table and array steps and sinks. Both
// backends write the same files; a failing or silent script fails its node with the file and
// its stderr; nothing is left where scratch folders go.
#include "support/ScopedEnv.h"
#include "support/TestPaths.h"
#include "support/WeftCommand.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>

using namespace weft::test;
using namespace Qt::StringLiterals;

namespace {

/// Fits y = a·x + b by least squares; writes the predictions (a table), the coefficients times
/// the weights (an array) and the figures (a JSON scalar).
constexpr char kScript[] = R"(import csv, json, sys
import numpy as np
table, weights, predictions, coefficients, metrics = sys.argv[1:6]
with open(table, newline='') as f:
    rows = list(csv.DictReader(f))
x = np.array([float(r['x']) for r in rows])
y = np.array([float(r['y']) for r in rows])
A = np.vstack([x, np.ones_like(x)]).T
coef = np.linalg.lstsq(A, y, rcond=None)[0]
pred = A @ coef
with open(predictions, 'w', newline='') as f:
    out = csv.writer(f)
    out.writerow(['name', 'x', 'predicted'])
    for r, p in zip(rows, pred):
        out.writerow([r['name'], r['x'], round(float(p), 6)])
np.save(coefficients, np.round(coef, 6) * np.load(weights))
with open(metrics, 'w') as f:
    json.dump({'rows': len(rows), 'slope': round(float(coef[0]), 6)}, f)
print('fitted', len(rows), 'rows', file=sys.stderr)
)";

constexpr char kData[] = "name,x,y\nann,1,3\nbob,2,5\n\"c, d\",3,7\neve,4,9\n";

/// read → fit (command) → head → csv.write; weights → fit; fit.coef → array.expr → npy.write;
/// fit.metrics → json.write.
constexpr char kProject[] = R"({"format": 1, "project": {"name": "fit"}, "datasets": [], "nodes": [
  {"id": "read", "operator": "csv.read", "params": {"path": "data/in.csv"}, "position": {"x": 0, "y": 0}},
  {"id": "weights", "operator": "array.generate", "params": {"shape": "2", "start": 1, "step": 1},
   "position": {"x": 0, "y": 200}},
  {"id": "fit", "operator": "command", "params": {
     "program": "python3",
     "arguments": "fit.py\n{in:table}\n{in:weights}\n{out:pred}\n{out:coef}\n{out:metrics}",
     "inputs": "table, weights",
     "outputs": "pred: table\ncoef: array = out/coef.npy\nmetrics: scalar"},
   "position": {"x": 300, "y": 0}},
  {"id": "head", "operator": "table.head", "params": {}, "position": {"x": 600, "y": 0}},
  {"id": "pred_csv", "operator": "csv.write", "params": {"path": "out/pred.csv"}, "position": {"x": 900, "y": 0}},
  {"id": "scale", "operator": "array.expr", "params": {"expression": "x * 10"}, "position": {"x": 600, "y": 200}},
  {"id": "coef_npy", "operator": "npy.write", "params": {"path": "out/coef10.npy"}, "position": {"x": 900, "y": 200}},
  {"id": "metrics_json", "operator": "json.write", "params": {"path": "out/metrics.json"}, "position": {"x": 600, "y": 400}}
], "edges": [
  {"from": "read.table", "to": "fit.files"},
  {"from": "weights.array", "to": "fit.files"},
  {"from": "fit.pred", "to": "head.table"},
  {"from": "head.table", "to": "pred_csv.table"},
  {"from": "fit.coef", "to": "scale.arrays"},
  {"from": "scale.array", "to": "coef_npy.array"},
  {"from": "fit.metrics", "to": "metrics_json.value"}
]})";

/// A command that writes nothing and says why on stderr; its typed output feeds a sink.
constexpr char kSilentProject[] =
    R"({"format": 1, "project": {"name": "silent"}, "datasets": [], "nodes": [
  {"id": "read", "operator": "csv.read", "params": {"path": "data/in.csv"}, "position": {"x": 0, "y": 0}},
  {"id": "fit", "operator": "command", "params": {
     "program": "python3",
     "arguments": "-c\nimport sys; print('no model today', file=sys.stderr)\n{in}",
     "outputs": "pred: table = out/pred.csv"},
   "position": {"x": 300, "y": 0}},
  {"id": "write", "operator": "csv.write", "params": {"path": "out/copy.csv"}, "position": {"x": 600, "y": 0}}
], "edges": [
  {"from": "read.table", "to": "fit.files"},
  {"from": "fit.pred", "to": "write.table"}
]})";

/// Debian's python3 first: python3-numpy installs there, and a python3 earlier on PATH (a
/// virtual environment, pyenv) may not have it.
QString pythonProgram()
{
    const QString system = QStandardPaths::findExecutable(u"python3"_s, {u"/usr/bin"_s});
    return system.isEmpty() ? u"python3"_s : system;
}

QStringList entries(const QString &folder)
{
    return QDir(folder).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot);
}

} // namespace

class TestCommandData : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_scratch; ///< WEFT_TEMP_DIR: where run and scratch folders go

    void backendRows()
    {
        QTest::addColumn<QString>("backend");
        QTest::newRow("threads") << u"threads"_s;
        QTest::newRow("processes") << u"processes"_s;
    }

    WeftOutcome run(const QString &project, const QString &backend)
    {
        const ScopedEnv env("WEFT_TEMP_DIR", m_scratch.path().toUtf8());
        return runWeft({u"--run"_s, project, u"--backend"_s, backend, u"--quiet"_s, u"--trust"_s});
    }

    /// A project folder with the data, the script and `project` as p.weft.
    static void makeProject(const QTemporaryDir &dir, const char *project)
    {
        writeFile(dir.filePath(u"data/in.csv"_s), kData);
        writeFile(dir.filePath(u"fit.py"_s), kScript);
        const QByteArray program = "\"program\": \"" + pythonProgram().toUtf8() + '"';
        writeFile(dir.filePath(u"p.weft"_s),
                  QByteArray(project).replace(QByteArray("\"program\": \"python3\""), program));
    }

private Q_SLOTS:
    void cleanup() { QCOMPARE(entries(m_scratch.path()), QStringList()); }

    void numpyIsThere()
    {
        QProcess python;
        python.start(pythonProgram(), {u"-c"_s, u"import numpy"_s});
        QVERIFY(python.waitForFinished(60000));
        QVERIFY2(python.exitCode() == 0, "python3-numpy is not installed (scripts/packages.txt)");
    }

    void dataFlowsThroughTheScript_data() { backendRows(); }

    void dataFlowsThroughTheScript()
    {
        QFETCH(QString, backend);
        QTemporaryDir dir;
        makeProject(dir, kProject);
        const QString project = dir.filePath(u"p.weft"_s);
        const WeftOutcome validated = runWeft({u"--validate"_s, project});
        QVERIFY2(validated.exitCode == 0, qPrintable(validated.out + validated.err));
        const WeftOutcome o = run(project, backend);
        QVERIFY2(o.exitCode == 0, qPrintable(o.out + o.err));

        QCOMPARE(readFile(dir.filePath(u"out/pred.csv"_s)),
                 QByteArray("name,x,predicted\nann,1,3.0\nbob,2,5.0\n\"c, d\",3,7.0\neve,4,9.0\n"));
        QCOMPARE(QJsonDocument::fromJson(readFile(dir.filePath(u"out/metrics.json"_s))).object(),
                 (QJsonObject{{u"rows"_s, 4}, {u"slope"_s, 2.0}}));
        // coef = (2, 1) times the weights (1, 2), times 10 downstream.
        QProcess python;
        python.start(pythonProgram(),
                     {u"-c"_s, u"import numpy, sys; print(numpy.load(sys.argv[1]).tolist())"_s,
                      dir.filePath(u"out/coef10.npy"_s)});
        QVERIFY(python.waitForFinished(60000));
        QCOMPARE(python.readAllStandardOutput().trimmed(), QByteArray("[20.0, 20.0]"));
        QVERIFY(QFileInfo::exists(dir.filePath(u"out/coef.npy"_s))); // a typed output's own path
    }

    void threadsAndProcessesWriteTheSameFiles()
    {
        QByteArrayList written[2];
        int k = 0;
        for (const QString &backend : {u"threads"_s, u"processes"_s}) {
            QTemporaryDir dir;
            makeProject(dir, kProject);
            const WeftOutcome o = run(dir.filePath(u"p.weft"_s), backend);
            QVERIFY2(o.exitCode == 0, qPrintable(o.out + o.err));
            for (const char *file :
                 {"out/pred.csv", "out/coef.npy", "out/coef10.npy", "out/metrics.json"})
                written[k] << readFile(dir.filePath(QString::fromLatin1(file)));
            ++k;
        }
        QCOMPARE(written[0], written[1]);
    }

    void aSilentScriptFailsWithTheFileAndItsStderr_data() { backendRows(); }

    void aSilentScriptFailsWithTheFileAndItsStderr()
    {
        QFETCH(QString, backend);
        QTemporaryDir dir;
        makeProject(dir, kSilentProject);
        const WeftOutcome o = run(dir.filePath(u"p.weft"_s), backend);
        QVERIFY(o.exitCode != 0);
        const QString text = o.out + o.err;
        QVERIFY2(text.contains(u"fit") && text.contains(u"'pred' (out/pred.csv)") &&
                     text.contains(u"no model today"),
                 qPrintable(text));
        QVERIFY(!QFileInfo::exists(dir.filePath(u"out/pred.csv"_s)));
        QVERIFY(!QFileInfo::exists(dir.filePath(u"out/copy.csv"_s)));
    }

    void theBundledExampleWritesTheSameFilesOnThreadsAndProcesses()
    {
        // Its script is run as `python3`: the one with NumPy first on PATH.
        const ScopedEnv path("PATH",
                             QFileInfo(pythonProgram()).path().toUtf8() + ':' + qgetenv("PATH"));
        QByteArrayList written[2];
        int k = 0;
        for (const QString &backend : {u"threads"_s, u"processes"_s}) {
            QTemporaryDir dir;
            const QDir examples(weft::test::sourcePath(u"resources/examples"));
            for (const QString &file :
                 {u"shuttle_prices.weft"_s, u"scripts/fit_price.py"_s,
                  u"data/spaceflights/companies.csv"_s, u"data/spaceflights/shuttles.csv"_s,
                  u"data/spaceflights/reviews.csv"_s})
                writeFile(dir.filePath(file), readFile(examples.filePath(file)));
            const WeftOutcome validated =
                runWeft({u"--validate"_s, dir.filePath(u"shuttle_prices.weft"_s)});
            QVERIFY2(validated.exitCode == 0, qPrintable(validated.out + validated.err));
            const WeftOutcome o = run(dir.filePath(u"shuttle_prices.weft"_s), backend);
            QVERIFY2(o.exitCode == 0, qPrintable(o.out + o.err));
            for (const char *file : {"model_input.csv", "metrics.csv", "predictions.csv"}) {
                written[k] << readFile(
                    dir.filePath(u"out/spaceflights/"_s + QLatin1StringView(file)));
                QVERIFY(!written[k].back().isEmpty());
            }
            ++k;
        }
        QCOMPARE(written[0], written[1]);
    }

    void aMalformedOutputsLineIsRefusedBeforeTheRun()
    {
        QTemporaryDir dir;
        QByteArray project = kProject;
        project.replace("metrics: scalar", "metrics: scalr");
        makeProject(dir, project.constData());
        const WeftOutcome o = runWeft({u"--validate"_s, dir.filePath(u"p.weft"_s)});
        QVERIFY(o.exitCode != 0);
        const QString text = o.out + o.err;
        QVERIFY2(text.contains(u"node 'fit': outputs: the line 'metrics: scalr' names the kind "
                               "'scalr'"),
                 qPrintable(text));
    }

    void anEdgeFromAnUndeclaredOutputIsRefused()
    {
        QTemporaryDir dir;
        QByteArray project = kProject;
        project.replace("\"from\": \"fit.metrics\"", "\"from\": \"fit.figures\"");
        makeProject(dir, project.constData());
        const WeftOutcome o = runWeft({u"--validate"_s, dir.filePath(u"p.weft"_s)});
        QVERIFY(o.exitCode != 0);
        const QString text = o.out + o.err;
        QVERIFY2(text.contains(u"has no output port 'figures'"), qPrintable(text));
    }
};

QTEST_GUILESS_MAIN(TestCommandData)
#include "tst_commanddata.moc"
