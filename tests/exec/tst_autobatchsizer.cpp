#include "exec/AutoBatchSizer.h"

#include <QTest>

using namespace weft::engine;

/// The tuning rule, fed durations by hand (a fake clock): no test here depends on real time.
class TestAutoBatchSizer : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void startsAtOne()
    {
        const AutoBatchSizer sizer({0.1, 1.0});
        QCOMPARE(sizer.size(), qsizetype(1));
        QVERIFY(sizer.meanSeconds() < 0);
    }

    void growsToTwiceTheIdealSizeUnderTheLowerTarget()
    {
        AutoBatchSizer sizer({0.1, 1.0});
        sizer.record(1, 0.01); // 2 × 1 × 0.1 / 0.01
        QCOMPARE(sizer.size(), qsizetype(20));
        QVERIFY(sizer.meanSeconds() < 0); // restarted with the new size
        sizer.record(20, 0.04);           // 2 × 20 × 0.1 / 0.04
        QCOMPARE(sizer.size(), qsizetype(100));
    }

    void keepsAnExponentiallyWeightedMeanWhileTheSizeHolds()
    {
        AutoBatchSizer sizer({0.1, 1.0});
        sizer.record(1, 0.5); // within the targets: the size holds, the mean starts
        QCOMPARE(sizer.meanSeconds(), 0.5);
        sizer.record(1, 0.0); // 0.8 × 0.5 + 0.2 × 0 = 0.4: still within
        QCOMPARE(sizer.meanSeconds(), 0.4);
        QCOMPARE(sizer.size(), qsizetype(1));
        // One fast batch does not move the mean under the target at once: 0.32, 0.256, ...
        for (int i = 0; i < 6; ++i)
            sizer.record(1, 0.0);
        QCOMPARE(sizer.size(), qsizetype(1));
        sizer.record(1, 0.0); // 0.4 × 0.8^7 = 0.084 < 0.1: grow to 2 × 0.1 / 0.084
        QCOMPARE(sizer.size(), qsizetype(2 * 0.1 / (0.4 * std::pow(0.8, 7))));
    }

    void halvesOverTheUpperTargetDownToOne()
    {
        AutoBatchSizer sizer({0.1, 1.0});
        sizer.record(1, 0.001);
        const qsizetype grown = sizer.size(); // 200
        QCOMPARE(grown, qsizetype(200));
        sizer.record(grown, 4.0);
        QCOMPARE(sizer.size(), qsizetype(100));
        sizer.record(100, 3.0);
        QCOMPARE(sizer.size(), qsizetype(50));
        AutoBatchSizer one({0.1, 1.0});
        one.record(1, 10.0); // a single slow item: nothing smaller to go to
        QCOMPARE(one.size(), qsizetype(1));
    }

    void ignoresBatchesOfAnotherSize()
    {
        AutoBatchSizer sizer({0.1, 1.0});
        sizer.record(1, 0.01);
        QCOMPARE(sizer.size(), qsizetype(20));
        sizer.record(1, 5.0);  // started before the change
        sizer.record(7, 0.01); // the last, shorter batch
        QCOMPARE(sizer.size(), qsizetype(20));
        QVERIFY(sizer.meanSeconds() < 0);
    }

    void aBatchTooFastToMeasureCannotOverflow()
    {
        AutoBatchSizer sizer({0.1, 1.0});
        sizer.record(1, 0.0);
        QCOMPARE(sizer.size(), AutoBatchSizer::kMaxSize);
        sizer.record(AutoBatchSizer::kMaxSize, 0.0);
        QCOMPARE(sizer.size(), AutoBatchSizer::kMaxSize);
    }

    void newTargetsApplyFromTheNextBatch()
    {
        AutoBatchSizer sizer({0.1, 1.0});
        sizer.record(1, 0.5);
        QCOMPARE(sizer.size(), qsizetype(1));
        sizer.setTargets({1.0, 10.0}); // 0.8 × 0.5 + 0.2 × 0.5 = 0.5 < 1.0 now
        sizer.record(1, 0.5);
        QCOMPARE(sizer.size(), qsizetype(4));
    }
};

QTEST_GUILESS_MAIN(TestAutoBatchSizer)
#include "tst_autobatchsizer.moc"
