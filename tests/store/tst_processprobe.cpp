// ProcessProbe: how the run store tells a live recording process from a dead or reused pid.
#include "store/ProcessProbe.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using weft::store::ProcessProbe;

class TestProcessProbe : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void thisProcessIsAlive()
    {
        const qint64 pid = ProcessProbe::currentPid();
        const qint64 ticks = ProcessProbe::startTicks(pid);
        QVERIFY(ticks > 0);
        QVERIFY(ProcessProbe::isAlive(pid, ticks));
        // The same pid with another start time is another process: this one is not it.
        QVERIFY(!ProcessProbe::isAlive(pid, ticks + 1));
    }

    void anEndedProcessIsGone()
    {
        QProcess process;
        process.start(QStringLiteral("true"), {});
        QVERIFY(process.waitForStarted());
        const qint64 pid = process.processId();
        const qint64 ticks = ProcessProbe::startTicks(pid);
        QVERIFY(process.waitForFinished());
        QCOMPARE(ProcessProbe::startTicks(pid), -1);
        QVERIFY(!ProcessProbe::isAlive(pid, ticks));
        QVERIFY(!ProcessProbe::isAlive(0, 0));
    }

    void samplesArePlausible()
    {
        QVERIFY(ProcessProbe::residentBytes() > 1024 * 1024);
        const qint64 before = ProcessProbe::cpuNs();
        volatile double sink = 0;
        for (int i = 0; i < 2'000'000; ++i)
            sink = sink + i * 0.5;
        QVERIFY(ProcessProbe::cpuNs() > before);
    }

    void countsTheMemoryOfChildProcesses()
    {
        const qint64 before = ProcessProbe::childrenResidentBytes();
        QProcess child;
        child.start(QStringLiteral("sleep"), {QStringLiteral("30")});
        QVERIFY(child.waitForStarted());
        QTRY_VERIFY(ProcessProbe::childrenResidentBytes() > before);
        child.kill();
        QVERIFY(child.waitForFinished());
        QCOMPARE(ProcessProbe::childrenResidentBytes(), before);
    }

    void sumsOnlyThisProcessesSharedMemoryFolders()
    {
        QTemporaryDir base;
        qputenv("WEFT_TEMP_DIR", base.path().toLocal8Bit());
        const auto writeFile = [&](const QString &folder, qint64 bytes) {
            QVERIFY(QDir().mkpath(base.filePath(folder)));
            QFile file(base.filePath(folder + QStringLiteral("/segment")));
            QVERIFY(file.open(QIODevice::WriteOnly));
            QVERIFY(file.resize(bytes));
        };
        QCOMPARE(ProcessProbe::sharedMemoryBytes(), 0);
        writeFile(QStringLiteral("weft-%1-0-abc").arg(ProcessProbe::currentPid()), 3 << 20);
        writeFile(QStringLiteral("weft-%1-1-def").arg(ProcessProbe::currentPid()), 1 << 20);
        writeFile(QStringLiteral("weft-%1-0-abc").arg(ProcessProbe::currentPid() + 1), 5 << 20);
        QCOMPARE(ProcessProbe::sharedMemoryBytes(), qint64(4 << 20));
        qunsetenv("WEFT_TEMP_DIR");
    }
};

QTEST_GUILESS_MAIN(TestProcessProbe)
#include "tst_processprobe.moc"
