// The history panel's models against a store recorded by real `weft --run`s: the run list
// (newest first, figures, selection for a comparison, refreshed when a live run ends) and the
// comparison of two runs node by node.
#include "HistoryTestSupport.h"
#include "document/ProjectController.h"
#include "history/HistoryController.h"
#include "monitor/MonitorHub.h"
#include "ops/OperatorRegistry.h"
#include "store/RunStore.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace weft;
using namespace weft::app;

class TestRunHistoryModel : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_project;

    /// The store's node records of run `id`.
    std::vector<store::NodeRecord> storedNodes(qint64 id)
    {
        store::RunStore store;
        QString error;
        if (!store.open(store::RunStore::defaultPath(m_project),
                        store::SqliteDatabase::OpenMode::ExistingOnly, &error))
            qWarning("%s", qPrintable(error));
        return store.nodes(id);
    }

    /// The store's record of run `id`.
    std::optional<store::RunRecord> storedRun(qint64 id)
    {
        store::RunStore store;
        QString error;
        if (!store.open(store::RunStore::defaultPath(m_project),
                        store::SqliteDatabase::OpenMode::ExistingOnly, &error))
            qWarning("%s", qPrintable(error));
        return store.run(id);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_project = test::writeWorkProject(m_dir);
        test::recordRun(m_project);
        // The second run's left branch sleeps five times as long.
        test::recordRun(m_project, {QStringLiteral("--set"), QStringLiteral("left.seconds=0.25")});
    }

    void listsTheRunsNewestFirst()
    {
        ProjectController project(engine::OperatorRegistry::builtin());
        MonitorHub hub;
        HistoryController history(&project, &hub);
        QAbstractItemModelTester tester(history.runs(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(history.runs()->count(), 0);
        QVERIFY(!history.emptyText().isEmpty()); // no file: save first

        QVERIFY(project.open(m_project));
        QCOMPARE(history.storePath(), store::RunStore::defaultPath(m_project));
        RunHistoryModel &runs = *history.runs();
        QCOMPARE(runs.count(), 2);
        QVERIFY(history.emptyText().isEmpty());
        const qint64 newest = runs.data(runs.index(0), RunHistoryModel::RunIdRole).toLongLong();
        const qint64 oldest = runs.data(runs.index(1), RunHistoryModel::RunIdRole).toLongLong();
        QVERIFY(newest > oldest);
        for (int row = 0; row < 2; ++row) {
            const QModelIndex index = runs.index(row);
            QCOMPARE(runs.data(index, RunHistoryModel::StatusRole).toString(), u"succeeded");
            // Four nodes of at least 50 ms on two paths of three: 150 ms at least.
            QVERIFY(runs.data(index, RunHistoryModel::WallMsRole).toDouble() >= 150);
            QVERIFY(runs.data(index, RunHistoryModel::DurationRole).toString().endsWith(u" ms") ||
                    runs.data(index, RunHistoryModel::DurationRole).toString().endsWith(u" s"));
            // The source's 200 kB and a branch's 100 kB are held at once at least.
            QVERIFY(runs.data(index, RunHistoryModel::PeakBytesRole).toLongLong() >= 300'000);
            QCOMPARE(runs.data(index, RunHistoryModel::NodesRole).toString(),
                     u"4 of 4 nodes succeeded");
            QVERIFY(runs.data(index, RunHistoryModel::BackendRole).toString().contains(u" × "));
            QVERIFY(!runs.data(index, RunHistoryModel::StartedRole).toString().isEmpty());
        }
    }

    void selectsTwoRunsAtMost()
    {
        RunHistoryModel runs;
        QAbstractItemModelTester tester(&runs,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        std::vector<store::RunRecord> records(3);
        records[0].id = 9;
        records[1].id = 8;
        records[2].id = 7;
        runs.setRuns(records);
        QSignalSpy changed(&runs, &QAbstractItemModel::dataChanged);
        runs.toggleSelected(7);
        runs.toggleSelected(8);
        QCOMPARE(runs.selectedRuns(), (QList<qint64>{7, 8}));
        runs.toggleSelected(9); // the third drops the first chosen
        QCOMPARE(runs.selectedRuns(), (QList<qint64>{8, 9}));
        QCOMPARE(runs.data(runs.index(2), RunHistoryModel::SelectedRole).toBool(), false);
        QCOMPARE(runs.data(runs.index(0), RunHistoryModel::SelectedRole).toBool(), true);
        runs.toggleSelected(8); // again: unselected
        QCOMPARE(runs.selectedRuns(), (QList<qint64>{9}));
        runs.toggleSelected(42); // not listed: ignored
        QCOMPARE(runs.selectedCount(), 1);
        QVERIFY(changed.count() >= 5);
        records.erase(records.begin()); // run 9 is pruned: its selection goes
        runs.setRuns(records);
        QCOMPARE(runs.selectedCount(), 0);
    }

    void refreshesWhenALiveRunEnds()
    {
        ProjectController project(engine::OperatorRegistry::builtin());
        MonitorHub hub;
        HistoryController history(&project, &hub);
        QVERIFY(project.open(m_project));
        QSignalSpy refreshed(&history, &HistoryController::refreshed);
        RunOutline outline;
        outline.nodes.append(MonitorNode{QStringLiteral("source"), QStringLiteral("work"),
                                         QStringLiteral("Source")});
        hub.beginRun(outline);
        hub.endRun({QStringLiteral("succeeded"), {}, {}});
        QCOMPARE(refreshed.count(), 2); // the run began, and it ended
        // A replay (not live) does not read the list again.
        outline.live = false;
        hub.beginRun(outline);
        QCOMPARE(refreshed.count(), 2);
    }

    void comparesTwoRunsNodeByNode()
    {
        ProjectController project(engine::OperatorRegistry::builtin());
        MonitorHub hub;
        HistoryController history(&project, &hub);
        QVERIFY(project.open(m_project));
        RunHistoryModel &runs = *history.runs();
        const qint64 newest = runs.data(runs.index(0), RunHistoryModel::RunIdRole).toLongLong();
        const qint64 oldest = runs.data(runs.index(1), RunHistoryModel::RunIdRole).toLongLong();

        QSignalSpy ready(&history, &HistoryController::compareReady);
        QVERIFY(!history.compareSelected()); // none selected
        QVERIFY(!history.errorText().isEmpty());
        runs.toggleSelected(oldest);
        runs.toggleSelected(newest);
        QVERIFY(history.compareSelected());
        QCOMPARE(ready.count(), 1);
        QVERIFY(history.errorText().isEmpty());

        RunCompareModel &comparison = *history.comparison();
        QAbstractItemModelTester tester(&comparison,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(comparison.runA(), oldest);
        QCOMPARE(comparison.runB(), newest);
        QCOMPARE(comparison.count(), 4);
        const std::vector<store::NodeRecord> a = storedNodes(oldest);
        const std::vector<store::NodeRecord> b = storedNodes(newest);
        QCOMPARE(a.size(), std::size_t(4));
        QCOMPARE(b.size(), std::size_t(4));
        const QStringList titles{QStringLiteral("Source"), QStringLiteral("Work"),
                                 QStringLiteral("Right"), QStringLiteral("Join")};
        for (int row = 0; row < 4; ++row) {
            const QModelIndex index = comparison.index(row);
            QCOMPARE(comparison.data(index, RunCompareModel::NodeIdRole).toString(),
                     a[std::size_t(row)].id);
            QCOMPARE(comparison.data(index, RunCompareModel::TitleRole).toString(), titles[row]);
            // Each node's time is its first start to its last end, as the store recorded it.
            const qint64 nsA = a[std::size_t(row)].finishedNs - a[std::size_t(row)].startedNs;
            const qint64 nsB = b[std::size_t(row)].finishedNs - b[std::size_t(row)].startedNs;
            QCOMPARE(comparison.data(index, RunCompareModel::MsARole).toDouble(),
                     double(nsA) / 1e6);
            QCOMPARE(comparison.data(index, RunCompareModel::MsBRole).toDouble(),
                     double(nsB) / 1e6);
            QCOMPARE(comparison.data(index, RunCompareModel::DifferenceMsRole).toDouble(),
                     double(nsB - nsA) / 1e6);
            QVERIFY(nsA >= 50'000'000);
            QCOMPARE(comparison.data(index, RunCompareModel::StateARole).toString(), u"succeeded");
        }
        // The left branch slept 250 ms in the newer run: its row says so.
        QVERIFY(comparison.data(comparison.index(1), RunCompareModel::MsBRole).toDouble() >= 250);
        QVERIFY(comparison.data(comparison.index(1), RunCompareModel::DifferenceRole)
                    .toString()
                    .startsWith(u'+'));
        QVERIFY(comparison.totalDifference() != u"-");
    }

    void theOlderRunIsTheBaselineWhicheverIsChosenFirst()
    {
        ProjectController project(engine::OperatorRegistry::builtin());
        MonitorHub hub;
        HistoryController history(&project, &hub);
        QVERIFY(project.open(m_project));
        RunHistoryModel &runs = *history.runs();
        const qint64 newest = runs.data(runs.index(0), RunHistoryModel::RunIdRole).toLongLong();
        const qint64 oldest = runs.data(runs.index(1), RunHistoryModel::RunIdRole).toLongLong();
        // The newer run chosen first: it is still the candidate, measured against the older.
        runs.toggleSelected(newest);
        runs.toggleSelected(oldest);
        QVERIFY(history.compareSelected());
        const RunCompareModel &comparison = *history.comparison();
        QCOMPARE(comparison.runA(), oldest);
        QCOMPARE(comparison.runB(), newest);
        QVERIFY(!comparison.startedA().isEmpty());
        QVERIFY(comparison.startedA() <= comparison.startedB());
        // The left branch slept 250 ms in the newer run: slower, whichever order they came in.
        const QModelIndex left = comparison.index(1);
        QVERIFY(comparison.data(left, RunCompareModel::DifferenceMsRole).toDouble() > 100);
        QCOMPARE(comparison.data(left, RunCompareModel::SlowerRole).toInt(), 1);
        const std::optional<store::RunRecord> a = storedRun(oldest);
        const std::optional<store::RunRecord> b = storedRun(newest);
        QVERIFY(a && b);
        QCOMPARE(comparison.totalSlower(), RunCompareModel::slower(a->wallNs, b->wallNs));
        QCOMPARE(comparison.totalSlower(), 1);
        QCOMPARE(RunCompareModel::slower(-1, 5), 0);
        QCOMPARE(RunCompareModel::slower(5, 5), 0);
        QCOMPARE(RunCompareModel::slower(6, 5), -1);
    }

    void differenceFormats()
    {
        QCOMPARE(RunCompareModel::difference(-1, 5), u"-");
        QCOMPARE(RunCompareModel::difference(100'000'000, 150'000'000), u"+50 ms (+50 %)");
        QCOMPARE(RunCompareModel::difference(2'000'000'000, 1'000'000'000), u"−1.00 s (−50 %)");
        QCOMPARE(RunCompareModel::difference(0, 0), u"0.00 ms");
        QCOMPARE(RunHistoryModel::formatDuration(125'000'000'000), u"2 min 5 s");
    }

    void comparingAMissingRunFails()
    {
        ProjectController project(engine::OperatorRegistry::builtin());
        MonitorHub hub;
        HistoryController history(&project, &hub);
        QVERIFY(project.open(m_project));
        QString error;
        QVERIFY(!history.compare(1, 999, &error));
        QVERIFY2(error.contains(u"999"), qPrintable(error));
    }
};

QTEST_MAIN(TestRunHistoryModel)
#include "tst_runhistorymodel.moc"
