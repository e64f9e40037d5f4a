#include "exec/TaskPhases.h"

#include <QTest>

#include <algorithm>
#include <initializer_list>

using namespace weft::engine;

namespace {

Event taskEvent(EventType type, quint32 task, qint64 value = 0)
{
    Event e;
    e.type = type;
    e.task = task;
    e.node = task;
    e.value = value;
    return e;
}

/// The figures a monitor shows, in one comparable value.
struct Counts
{
    qint64 ready = 0;
    qint64 queued = 0;
    qint64 running = 0;
    qint64 done = 0;

    bool operator==(const Counts &) const = default;
};

Counts countsOf(const TaskPhases &phases)
{
    return {phases.ready(), phases.queued(), phases.running(), phases.done()};
}

char *describe(const Counts &c)
{
    return QTest::toString(QStringLiteral("ready %1, queued %2, running %3, done %4")
                               .arg(c.ready)
                               .arg(c.queued)
                               .arg(c.running)
                               .arg(c.done));
}

} // namespace

namespace QTest {
template<>
char *toString(const TaskPhase &phase)
{
    return QTest::toString(taskPhaseName(phase));
}
template<>
char *toString(const Counts &counts)
{
    return describe(counts);
}
} // namespace QTest

class TestTaskPhases : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void aTaskGoesReadyRunningDone()
    {
        TaskPhases phases;
        PhaseChange change = phases.apply(taskEvent(EventType::TaskQueued, 0));
        QCOMPARE(change.from, TaskPhase::Unseen);
        QCOMPARE(change.to, TaskPhase::Ready);
        QVERIFY(change.firstSeen());
        QCOMPARE(countsOf(phases), (Counts{1, 0, 0, 0}));

        change = phases.apply(taskEvent(EventType::TaskStarted, 0));
        QCOMPARE(change.from, TaskPhase::Ready);
        QCOMPARE(change.to, TaskPhase::Running);
        QVERIFY(!change.firstSeen());
        QCOMPARE(countsOf(phases), (Counts{0, 0, 1, 0}));

        change = phases.apply(taskEvent(EventType::TaskSucceeded, 0));
        QVERIFY(change.ended());
        QCOMPARE(change.from, TaskPhase::Running);
        QCOMPARE(countsOf(phases), (Counts{0, 0, 0, 1}));
        QCOMPARE(phases.phase(0), TaskPhase::Final);
    }

    void aStartBeforeItsQueueingCountsOnce()
    {
        TaskPhases phases;
        PhaseChange change = phases.apply(taskEvent(EventType::TaskStarted, 3));
        QCOMPARE(change.from, TaskPhase::Unseen);
        QCOMPARE(change.to, TaskPhase::Running);
        QVERIFY(change.firstSeen());

        // The queueing, recorded by another thread, arrives late: the task stays running.
        change = phases.apply(taskEvent(EventType::TaskQueued, 3));
        QVERIFY(!change.changed());
        QCOMPARE(change.to, TaskPhase::Running);
        QCOMPARE(countsOf(phases), (Counts{0, 0, 1, 0}));
        // Tasks never seen are unseen, inside the vector and beyond it.
        QCOMPARE(phases.phase(1), TaskPhase::Unseen);
        QCOMPARE(phases.phase(1000), TaskPhase::Unseen);
    }

    void aFinalTaskIgnoresLateEvents()
    {
        TaskPhases phases;
        phases.apply(taskEvent(EventType::TaskQueued, 0));
        QVERIFY(phases.apply(taskEvent(EventType::TaskCancelled, 0)).ended());
        QCOMPARE(countsOf(phases), (Counts{0, 0, 0, 1}));
        for (const EventType late :
             {EventType::TaskStarted, EventType::TaskQueued, EventType::JobSubmitted,
              EventType::JobStarted, EventType::TaskSucceeded, EventType::TaskFailed}) {
            const PhaseChange change = phases.apply(taskEvent(late, 0));
            QVERIFY2(!change.changed(), qPrintable(QString::number(int(late))));
            QVERIFY(!change.ended());
        }
        QCOMPARE(countsOf(phases), (Counts{0, 0, 0, 1}));
    }

    void aTaskSkippedOrCancelledUnseenIsDone()
    {
        TaskPhases phases;
        QVERIFY(phases.apply(taskEvent(EventType::TaskSkipped, 7)).firstSeen());
        QVERIFY(phases.apply(taskEvent(EventType::TaskCancelled, 8)).ended());
        QCOMPARE(countsOf(phases), (Counts{0, 0, 0, 2}));
    }

    void aSlurmJobWaitsThenRuns()
    {
        TaskPhases phases;
        phases.apply(taskEvent(EventType::TaskQueued, 0));
        phases.apply(taskEvent(EventType::TaskStarted, 0));
        PhaseChange change = phases.apply(taskEvent(EventType::JobSubmitted, 0, 4101));
        QCOMPARE(change.from, TaskPhase::Running);
        QCOMPARE(change.to, TaskPhase::JobWaiting);
        QCOMPARE(change.delta(TaskPhase::JobWaiting), 1);
        QCOMPARE(change.delta(TaskPhase::Running), -1);
        QCOMPARE(change.delta(TaskPhase::Ready), 0);
        QVERIFY(hasJob(change.to));
        QVERIFY(!hasJob(change.from));
        // Waiting in the cluster's queue: ready and queued, not running.
        QCOMPARE(countsOf(phases), (Counts{1, 1, 0, 0}));

        change = phases.apply(taskEvent(EventType::JobStarted, 0, 4101));
        QCOMPARE(change.from, TaskPhase::JobWaiting);
        QCOMPARE(change.to, TaskPhase::JobRunning);
        QCOMPARE(countsOf(phases), (Counts{0, 0, 1, 0}));

        change = phases.apply(taskEvent(EventType::TaskSucceeded, 0));
        QCOMPARE(change.from, TaskPhase::JobRunning);
        QVERIFY(change.ended());
        QCOMPARE(countsOf(phases), (Counts{0, 0, 0, 1}));
    }

    void aResubmittedJobWaitsAgain()
    {
        TaskPhases phases;
        phases.apply(taskEvent(EventType::TaskStarted, 2));
        phases.apply(taskEvent(EventType::JobSubmitted, 2, 4103));
        phases.apply(taskEvent(EventType::JobStarted, 2, 4103));
        // Preempted: the job is submitted anew and waits under its new id.
        const PhaseChange change = phases.apply(taskEvent(EventType::JobSubmitted, 2, 4104));
        QCOMPARE(change.from, TaskPhase::JobRunning);
        QCOMPARE(change.to, TaskPhase::JobWaiting);
        QCOMPARE(countsOf(phases), (Counts{1, 1, 0, 0}));
        // A second submission while it waits changes nothing.
        QVERIFY(!phases.apply(taskEvent(EventType::JobSubmitted, 2, 4104)).changed());
        QCOMPARE(countsOf(phases), (Counts{1, 1, 0, 0}));

        phases.apply(taskEvent(EventType::JobStarted, 2, 4104));
        QCOMPARE(countsOf(phases), (Counts{0, 0, 1, 0}));
        // The queueing arrives last of all: nothing moves back.
        QVERIFY(!phases.apply(taskEvent(EventType::TaskQueued, 2)).changed());
        QCOMPARE(countsOf(phases), (Counts{0, 0, 1, 0}));
    }

    void aJobCancelledWhileItWaitsIsDone()
    {
        TaskPhases phases;
        phases.apply(taskEvent(EventType::TaskStarted, 0));
        phases.apply(taskEvent(EventType::JobSubmitted, 0, 9));
        const PhaseChange change = phases.apply(taskEvent(EventType::TaskCancelled, 0));
        QCOMPARE(change.from, TaskPhase::JobWaiting);
        QVERIFY(change.ended());
        QCOMPARE(countsOf(phases), (Counts{0, 0, 0, 1}));
    }

    void aWaitingJobIsNotStartedByATaskStart()
    {
        // Only JobStarted says the job runs; a job event never makes a task seen.
        TaskPhases phases;
        QVERIFY(!phases.apply(taskEvent(EventType::JobSubmitted, 5, 1)).changed());
        QVERIFY(!phases.apply(taskEvent(EventType::JobStarted, 5, 1)).changed());
        QCOMPARE(phases.phase(5), TaskPhase::Unseen);
        phases.apply(taskEvent(EventType::TaskStarted, 5));
        phases.apply(taskEvent(EventType::JobSubmitted, 5, 1));
        QVERIFY(!phases.apply(taskEvent(EventType::TaskStarted, 5)).changed());
        QCOMPARE(countsOf(phases), (Counts{1, 1, 0, 0}));
    }

    void eventsOfNoTaskChangeNothing()
    {
        TaskPhases phases;
        // Run events carry no task number (~0u in some streams): they must not grow anything.
        for (const EventType type :
             {EventType::RunStarted, EventType::RunFinished, EventType::DatasetHeld,
              EventType::DatasetReleased, EventType::BatchFinished}) {
            const PhaseChange change = phases.apply(taskEvent(type, ~0u, 100));
            QVERIFY(!change.changed());
            QVERIFY(!change.firstSeen());
        }
        phases.apply(taskEvent(EventType::TaskStarted, 1));
        // A batch's end comes before its task's: the task still runs until that.
        QVERIFY(!phases.apply(taskEvent(EventType::BatchFinished, 1, 5)).changed());
        QCOMPARE(countsOf(phases), (Counts{0, 0, 1, 0}));
        // A type this table does not know yet changes nothing either.
        QVERIFY(!phases.apply(taskEvent(EventType(200), 1)).changed());
        QCOMPARE(countsOf(phases), (Counts{0, 0, 1, 0}));
    }

    void countsAreNeverNegativeInAnyOrder()
    {
        // Every order of one task's plausible events, and some implausible ones, keeps every
        // count between 0 and 1 and ends done.
        const QList<EventType> kinds{EventType::TaskQueued, EventType::TaskStarted,
                                     EventType::JobSubmitted, EventType::JobStarted,
                                     EventType::TaskSucceeded};
        QList<int> order{0, 1, 2, 3, 4};
        int orders = 0;
        do {
            TaskPhases phases;
            for (const int i : order) {
                phases.apply(taskEvent(kinds.at(i), 0));
                for (const TaskPhase p :
                     {TaskPhase::Ready, TaskPhase::JobWaiting, TaskPhase::Running,
                      TaskPhase::JobRunning, TaskPhase::Final}) {
                    QVERIFY(phases.count(p) >= 0);
                    QVERIFY(phases.count(p) <= 1);
                }
                // Seen, the task is in exactly one counted phase; job events alone do not see it.
                const qint64 counted = phases.ready() + phases.running() + phases.done();
                QCOMPARE(counted, qint64(phases.phase(0) == TaskPhase::Unseen ? 0 : 1));
            }
            QCOMPARE(countsOf(phases), (Counts{0, 0, 0, 1}));
            ++orders;
        } while (std::next_permutation(order.begin(), order.end()));
        QCOMPARE(orders, 120);
    }

    void manyTasksGrowAndReset()
    {
        TaskPhases phases;
        constexpr quint32 kTasks = 100'000;
        // Highest number first, then the rest: both growth paths.
        phases.apply(taskEvent(EventType::TaskQueued, kTasks - 1));
        for (quint32 task = 0; task + 1 < kTasks; ++task)
            phases.apply(taskEvent(EventType::TaskQueued, task));
        QCOMPARE(phases.ready(), qint64(kTasks));
        for (quint32 task = 0; task < kTasks; task += 2)
            phases.apply(taskEvent(EventType::TaskStarted, task));
        QCOMPARE(phases.ready(), qint64(kTasks / 2));
        QCOMPARE(phases.running(), qint64(kTasks / 2));
        for (quint32 task = 0; task < kTasks; ++task)
            phases.apply(taskEvent(EventType::TaskSucceeded, task));
        QCOMPARE(countsOf(phases), (Counts{0, 0, 0, kTasks}));

        phases.reset();
        QCOMPARE(countsOf(phases), (Counts{}));
        QCOMPARE(phases.phase(0), TaskPhase::Unseen);
        QVERIFY(phases.apply(taskEvent(EventType::TaskQueued, 0)).firstSeen());
    }

    void phaseNames()
    {
        QCOMPARE(taskPhaseName(TaskPhase::Unseen), QStringLiteral("unseen"));
        QCOMPARE(taskPhaseName(TaskPhase::JobWaiting), QStringLiteral("job_waiting"));
        QCOMPARE(taskPhaseName(TaskPhase::JobRunning), QStringLiteral("job_running"));
        QCOMPARE(taskPhaseName(TaskPhase::Final), QStringLiteral("final"));
    }
};

QTEST_GUILESS_MAIN(TestTaskPhases)
#include "tst_taskphases.moc"
