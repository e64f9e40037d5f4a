// ProcessProbe: how the run store tells a live recording process from a dead or reused pid.
#include "store/ProcessProbe.h"

#include <QProcess>
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
};

QTEST_GUILESS_MAIN(TestProcessProbe)
#include "tst_processprobe.moc"
