// `weft --screenshot PNG --replay [RUN] FILE.weft` as a user runs it: the window rendered
// offscreen with a recorded run at its end, and exit code 2 with one line for a project without
// a store or a run that does not exist.
#include "HistoryTestSupport.h"

#include <QImage>
#include <QTest>

using namespace Qt::StringLiterals;
using weft::test::runWeft;
using weft::test::WeftOutcome;

class TestReplayScreenshot : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_project;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_project = weft::test::writeWorkProject(m_dir);
    }

    void withoutAStoreExitsWithTwo()
    {
        const QString png = m_dir.filePath(u"none.png"_s);
        const WeftOutcome outcome = runWeft({u"--screenshot"_s, png, u"--replay"_s, m_project});
        QCOMPARE(outcome.exitCode, 2);
        QVERIFY2(outcome.err.contains(u"no run history"), qPrintable(outcome.err));
        QVERIFY(outcome.err.contains(u"runs.sqlite"));
        QVERIFY(!QFile::exists(png));
    }

    void rendersTheNewestRun()
    {
        weft::test::recordRun(m_project);
        weft::test::recordRun(m_project);
        const QString png = m_dir.filePath(u"newest.png"_s);
        const WeftOutcome outcome = runWeft({u"--screenshot"_s, png, u"--replay"_s, m_project});
        QVERIFY2(outcome.exitCode == 0, qPrintable(outcome.err));
        const QImage image(png);
        QVERIFY(!image.isNull());
        QCOMPARE(image.size(), QSize(1280, 800));
    }

    void rendersANamedRunAtASize()
    {
        const QString png = m_dir.filePath(u"first.png"_s);
        const WeftOutcome outcome = runWeft(
            {u"--screenshot"_s, png, u"--size"_s, u"1000x700"_s, u"--replay"_s, u"1"_s, m_project});
        QVERIFY2(outcome.exitCode == 0, qPrintable(outcome.err));
        QCOMPARE(QImage(png).size(), QSize(1000, 700));
    }

    void anUnknownRunExitsWithTwo()
    {
        const QString png = m_dir.filePath(u"bad.png"_s);
        for (const QString &run : {u"99"_s, u"abc"_s}) {
            const WeftOutcome outcome =
                runWeft({u"--screenshot"_s, png, u"--replay"_s, run, m_project});
            QCOMPARE(outcome.exitCode, 2);
            QVERIFY2(outcome.err.contains(u"no run '%1'"_s.arg(run)), qPrintable(outcome.err));
            QVERIFY2(outcome.err.contains(u"the newest is run 2"), qPrintable(outcome.err));
            QVERIFY(!QFile::exists(png));
        }
    }

    void replayGoesWithScreenshot()
    {
        WeftOutcome outcome = runWeft({u"--history"_s, m_project, u"--replay"_s});
        QCOMPARE(outcome.exitCode, 2);
        QVERIFY2(outcome.err.contains(u"--replay goes with --screenshot"), qPrintable(outcome.err));
        outcome = runWeft({u"--screenshot"_s, m_dir.filePath(u"x.png"_s), u"--replay"_s});
        QCOMPARE(outcome.exitCode, 2);
        QVERIFY2(outcome.err.contains(u"--replay needs a project"), qPrintable(outcome.err));
    }
};

QTEST_GUILESS_MAIN(TestReplayScreenshot)
#include "tst_replayscreenshot.moc"
