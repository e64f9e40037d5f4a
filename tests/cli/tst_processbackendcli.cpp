// `weft --run --backend processes` as a user runs it: Ctrl-C, a worker killed from outside and a
// task that times out end the run cleanly, with no worker process, no program a worker started
// and no shared-memory folder left behind.
#include "support/TestPaths.h"

#include <QDirIterator>
#include <QElapsedTimer>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

namespace {

/// The pids of processes whose environment holds `marker` (this test's WEFT_TEMP_DIR): the
/// weft under test, its workers, their programs and weft's program reaper (left out with
/// `reaper` false), found without knowing their pids.
QList<qint64> processesWith(const QByteArray &marker, qint64 except, bool reaper = true)
{
    QList<qint64> pids;
    const QStringList entries = QDir(QStringLiteral("/proc")).entryList(QDir::Dirs);
    for (const QString &entry : entries) {
        bool ok = false;
        const qint64 pid = entry.toLongLong(&ok);
        if (!ok || pid == except)
            continue;
        QFile environ(QStringLiteral("/proc/%1/environ").arg(pid));
        if (!environ.open(QIODevice::ReadOnly) || !environ.readAll().split('\0').contains(marker))
            continue;
        QFile command(QStringLiteral("/proc/%1/cmdline").arg(pid));
        if (!reaper && command.open(QIODevice::ReadOnly) &&
            command.readAll().split('\0').contains("--reaper"))
            continue;
        pids.append(pid);
    }
    return pids;
}

} // namespace

class TestProcessBackendCli : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_shm;
    QTemporaryDir m_work;
    QByteArray m_marker;

    QString copyExample(const QString &name)
    {
        const QString source = weft::test::sourcePath(u"resources/examples");
        const QString target = m_work.path() + u'/' + name;
        QDirIterator it(source, QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString file = it.next();
            const QString copy = target + file.mid(source.size());
            QDir().mkpath(QFileInfo(copy).absolutePath());
            QFile::copy(file, copy);
        }
        return target + QStringLiteral("/co2_trend.weft");
    }

    /// Starts `weft --run` on the processes backend with one worker and a hanging node, and
    /// returns once the worker runs that node.
    void startHanging(QProcess &weft, const QString &name, QList<qint64> *workers)
    {
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("WEFT_TEMP_DIR"), m_shm.path());
        environment.insert(QStringLiteral("WEFT_WORKER_FAULT"), QStringLiteral("measured:hang"));
        weft.setProcessEnvironment(environment);
        weft.start(weft::test::weftBinary(),
                   {QStringLiteral("--run"), copyExample(name), QStringLiteral("--backend"),
                    QStringLiteral("processes"), QStringLiteral("--jobs"), QStringLiteral("1")});
        QVERIFY(weft.waitForStarted());
        // The progress line of the node before the hanging one: the worker has the next task.
        QByteArray err;
        QTRY_VERIFY_WITH_TIMEOUT((err += weft.readAllStandardError()).contains("succeeded read"),
                                 30000);
        QTRY_VERIFY_WITH_TIMEOUT(
            !(*workers = processesWith(m_marker, weft.processId(), false)).isEmpty(), 30000);
        QCOMPARE(workers->size(), 1);
    }

    /// Starts `weft --run` on `backend` with one command node running `program` (a shell
    /// pipeline that writes its pid to `started` first) and returns once the program runs.
    void startProgram(QProcess &weft, const QString &folder, const QString &backend,
                      const QString &program)
    {
        QDir().mkpath(folder);
        QFile file(folder + QStringLiteral("/p.weft"));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QStringLiteral(R"({"format": 1, "project": {"name": "long"}, "datasets": [],
 "nodes": [{"id": "long", "operator": "command", "params": {"program": "%1", "shell": true},
            "position": {"x": 0, "y": 0}}], "edges": []})")
                       .arg(program)
                       .toUtf8());
        file.close();
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("WEFT_TEMP_DIR"), m_shm.path());
        weft.setProcessEnvironment(environment);
        weft.start(weft::test::weftBinary(),
                   {QStringLiteral("--run"), file.fileName(), QStringLiteral("--trust"),
                    QStringLiteral("--backend"), backend, QStringLiteral("--jobs"),
                    QStringLiteral("2")});
        QVERIFY(weft.waitForStarted());
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(folder + QStringLiteral("/started")), 30000);
        QVERIFY(!processesWith(m_marker, weft.processId()).isEmpty()); // the program (a worker)
    }

    /// Ctrl-C to `weft`: it exits 130 (cancelled); prints how long that took, for `what`.
    void interruptAndExpectCancelled(QProcess &weft, const char *what)
    {
        QElapsedTimer stopping;
        stopping.start();
        ::kill(pid_t(weft.processId()), SIGINT);
        QVERIFY(weft.waitForFinished(30000));
        QCOMPARE(weft.exitStatus(), QProcess::NormalExit);
        QCOMPARE(weft.exitCode(), 130);
        qInfo("%s: weft exited %lld ms after SIGINT", what, stopping.elapsed());
    }

    void expectNothingLeft()
    {
        // A process killed a moment ago may still be on its way out (a zombie has no environ).
        QTRY_COMPARE_WITH_TIMEOUT(processesWith(m_marker, -1), QList<qint64>(), 30000);
        QCOMPARE(QDir(m_shm.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot),
                 QStringList());
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_shm.isValid() && m_work.isValid());
        m_marker = "WEFT_TEMP_DIR=" + QFile::encodeName(m_shm.path());
    }

    void cleanup()
    {
        // A test that failed may leave a worker or a program that never ends on its own.
        for (const qint64 pid : processesWith(m_marker, -1))
            ::kill(pid_t(pid), SIGKILL);
    }

    void interruptStopsWorkers()
    {
        QProcess weft;
        QList<qint64> workers;
        startHanging(weft, QStringLiteral("interrupt"), &workers);
        interruptAndExpectCancelled(weft, "hanging worker");
        const QString out = QString::fromUtf8(weft.readAllStandardOutput());
        QVERIFY2(out.contains(u"Run cancelled"), qPrintable(out));
        expectNothingLeft();
    }

    void killedWorkerFailsItsNode()
    {
        QProcess weft;
        QList<qint64> workers;
        startHanging(weft, QStringLiteral("kill"), &workers);
        ::kill(pid_t(workers.front()), SIGKILL);
        QVERIFY(weft.waitForFinished(30000));
        QCOMPARE(weft.exitCode(), 1);
        const QString out = QString::fromUtf8(weft.readAllStandardOutput());
        const QString expected =
            QStringLiteral("node 'measured' (table.filter) failed: worker process %1 running node "
                           "'measured' was killed by signal SIGKILL")
                .arg(workers.front());
        QVERIFY2(out.contains(expected), qPrintable(out));
        expectNothingLeft();
    }

    void timedOutWorkerIsKilledWithItsProgram()
    {
        // The program ignores SIGTERM and never ends on its own: only SIGKILL stops it. The
        // worker runs it as a command node with a one-second timeout.
        const QString project = m_work.filePath(QStringLiteral("stubborn/p.weft"));
        QDir().mkpath(QFileInfo(project).absolutePath());
        QFile file(project);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"format": 1, "project": {"name": "stubborn"}, "datasets": [],
 "nodes": [{"id": "stubborn", "operator": "command",
            "params": {"program": "trap '' TERM; echo $$ > started; while :; do sleep 1; done",
                       "shell": true},
            "run": {"backend": "processes", "timeout_s": 1}, "position": {"x": 0, "y": 0}}],
 "edges": []})");
        file.close();
        QProcess weft;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("WEFT_TEMP_DIR"), m_shm.path());
        weft.setProcessEnvironment(environment);
        weft.start(weft::test::weftBinary(),
                   {QStringLiteral("--run"), project, QStringLiteral("--trust")});
        QVERIFY(weft.waitForStarted());
        QVERIFY(weft.waitForFinished(60000));
        QCOMPARE(weft.exitStatus(), QProcess::NormalExit);
        QCOMPARE(weft.exitCode(), 1);
        const QString out = QString::fromUtf8(weft.readAllStandardOutput());
        QVERIFY2(out.contains(u"node 'stubborn' timed out after 1 s; worker process"),
                 qPrintable(out));
        // The program did run, and it is gone with the worker.
        QFile started(m_work.filePath(QStringLiteral("stubborn/started")));
        QVERIFY(started.open(QIODevice::ReadOnly));
        const qint64 program = started.readAll().trimmed().toLongLong();
        QVERIFY(program > 0);
        expectNothingLeft();
    }

    void killedWeftLeavesNothingRunning_data()
    {
        QTest::addColumn<QString>("backend");
        QTest::addColumn<QString>("program");
        // A pipeline: the shell and what it started. A worker ends the whole group when weft
        // is gone; on threads, weft's program reaper does.
        const QString pipeline = QStringLiteral("echo $$ > started; sleep 60 | cat");
        QTest::newRow("processes") << QStringLiteral("processes") << pipeline;
        QTest::newRow("threads") << QStringLiteral("threads") << pipeline;
    }

    void killedWeftLeavesNothingRunning()
    {
        QFETCH(QString, backend);
        QFETCH(QString, program);
        QProcess weft;
        startProgram(weft, m_work.filePath(QStringLiteral("killed-") + backend), backend, program);
        ::kill(pid_t(weft.processId()), SIGKILL);
        QVERIFY(weft.waitForFinished(30000));
        // Gone within the second the issue allows, not only eventually.
        QTRY_COMPARE_WITH_TIMEOUT(processesWith(m_marker, -1), QList<qint64>(), 1000);
    }

    void interruptStopsPrograms_data() { killedWeftLeavesNothingRunning_data(); }

    void interruptStopsPrograms()
    {
        // Ctrl-C while a program runs: the run ends cancelled (130) without waiting for the
        // program, on either backend, and the program's whole pipeline is gone with it.
        QFETCH(QString, backend);
        QFETCH(QString, program);
        QProcess weft;
        startProgram(weft, m_work.filePath(QStringLiteral("interrupted-") + backend), backend,
                     program);
        interruptAndExpectCancelled(weft, qPrintable(backend));
        expectNothingLeft();
    }
};

QTEST_GUILESS_MAIN(TestProcessBackendCli)
#include "tst_processbackendcli.moc"
