// The run store as `weft --run` leaves it: a run killed with kill -9 mid-run leaves a database
// that passes an integrity check, keeps every event committed before the kill, and shows the
// run as interrupted the next time the store is opened.
#include "store/RunStore.h"
#include "store/SqliteDatabase.h"
#include "support/TestPaths.h"
#include "support/WeftCommand.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

using namespace weft::store;
using weft::test::writeFile;

namespace {

/// A read → derive → sort → write project over a CSV large enough to take seconds.
void writeSlowProject(const QTemporaryDir &dir)
{
    QByteArray csv = "x,y\n";
    csv.reserve(80'000'000);
    for (int i = 0; i < 4'000'000; ++i)
        csv += QByteArray::number(i) + ',' + QByteArray::number(i % 977) + '\n';
    writeFile(dir.filePath(QStringLiteral("data/in.csv")), csv);
    writeFile(dir.filePath(QStringLiteral("p.weft")), R"({
  "format": 1, "project": {"name": "slow"}, "datasets": [],
  "nodes": [
    {"id": "read", "operator": "csv.read", "params": {"path": "data/in.csv"}, "position": {"x": 0, "y": 0}},
    {"id": "derive", "operator": "table.derive", "params": {"column": "z", "expression": "x*y"}, "position": {"x": 200, "y": 0}},
    {"id": "sort", "operator": "table.sort", "params": {"column": "z", "descending": true}, "position": {"x": 400, "y": 0}},
    {"id": "write", "operator": "csv.write", "params": {"path": "out/result.csv"}, "position": {"x": 600, "y": 0}}
  ],
  "edges": [
    {"from": "read.table", "to": "derive.table"},
    {"from": "derive.table", "to": "sort.table"},
    {"from": "sort.table", "to": "write.table"}
  ]
})");
}

QString integrity(SqliteDatabase &db)
{
    SqliteStatement check = db.prepare("PRAGMA integrity_check");
    return check.next() ? check.columnText(0) : db.lastError();
}

} // namespace

class TestRunStore : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void killedRunIsInterruptedAndTheStoreIntact()
    {
        QTemporaryDir dir;
        writeSlowProject(dir);
        const QString store = RunStore::defaultPath(dir.filePath(QStringLiteral("p.weft")));

        QProcess process;
        process.start(weft::test::weftBinary(),
                      {QStringLiteral("--run"), dir.filePath(QStringLiteral("p.weft")),
                       QStringLiteral("--quiet")});
        QVERIFY(process.waitForStarted());

        // Read the store while the run writes it, until the first node's task is committed.
        RunStore reader;
        QString error;
        QElapsedTimer waited;
        waited.start();
        qint64 tasks = 0;
        while (tasks == 0 && process.state() == QProcess::Running && waited.elapsed() < 60'000) {
            QTest::qWait(20);
            if (!reader.database().isOpen() && QFile::exists(store))
                reader.open(store, SqliteDatabase::OpenMode::ExistingOnly, &error);
            if (reader.database().isOpen())
                tasks = reader.rowCount("tasks", 1);
        }
        QVERIFY2(tasks > 0, qPrintable(u"no task committed while the run went; " + error));
        QVERIFY2(process.state() == QProcess::Running, "the run ended before it could be killed");
        // A reader that opens the store while the run's process lives leaves the run alone.
        QCOMPARE(reader.run(1)->status, QStringLiteral("running"));
        const qint64 eventsBefore = reader.eventCount(1);

        ::kill(pid_t(process.processId()), SIGKILL);
        QVERIFY(process.waitForFinished(30'000));
        QCOMPARE(process.exitStatus(), QProcess::CrashExit);

        RunStore after;
        QVERIFY2(after.open(store, SqliteDatabase::OpenMode::ExistingOnly, &error),
                 qPrintable(error));
        QCOMPARE(integrity(after.database()), QStringLiteral("ok"));
        const std::optional<RunRecord> run = after.run(1);
        QVERIFY(run);
        QCOMPARE(run->status, QStringLiteral("interrupted"));
        QVERIFY(run->finishedAt.isEmpty());
        QVERIFY(after.eventCount(1) >= eventsBefore);
        QVERIFY(after.rowCount("tasks", 1) >= tasks);
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("out/result.csv"))));

        // The history shows it too, through the command line.
        QProcess history;
        history.start(weft::test::weftBinary(),
                      {QStringLiteral("--history"), dir.filePath(QStringLiteral("p.weft"))});
        QVERIFY(history.waitForFinished(60'000));
        QCOMPARE(history.exitCode(), 0);
        QVERIFY(QString::fromUtf8(history.readAllStandardOutput())
                    .contains(QStringLiteral("interrupted")));

        // Resuming it runs what it did not finish, and finishes the work.
        QProcess resume;
        resume.start(weft::test::weftBinary(),
                     {QStringLiteral("--run"), dir.filePath(QStringLiteral("p.weft")),
                      QStringLiteral("--resume"), QStringLiteral("--quiet")});
        QVERIFY(resume.waitForFinished(240'000));
        QVERIFY2(resume.exitCode() == 0, resume.readAllStandardError().constData());
        QVERIFY(QFile::exists(dir.filePath(QStringLiteral("out/result.csv"))));
        RunStore last;
        QVERIFY(last.open(store, SqliteDatabase::OpenMode::ExistingOnly, &error));
        QCOMPARE(last.run(2)->status, QStringLiteral("succeeded"));
        QVERIFY2(last.run(2)->settings.contains(QStringLiteral("\"resume_of\":1")),
                 qPrintable(last.run(2)->settings));
    }
};

QTEST_GUILESS_MAIN(TestRunStore)
#include "tst_runstore.moc"
