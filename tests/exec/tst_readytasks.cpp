#include "exec/ReadyTasks.h"
#include "exec/TaskGraph.h"

#include <QTest>

#include <limits>

using namespace weft::engine;

namespace {

/// Two groups, each a producer (1 s) read by a long consumer (5 s) and a short one (1 s),
/// then `fillers` independent one-second tasks. The memory order runs a group's short consumer
/// before the other group's producer (it releases the first producer's output); the second
/// producer lies on a 6-second path, the short consumer on a 1-second one.
struct TwoGroups
{
    explicit TwoGroups(int fillers)
    {
        const auto add = [this](double s) {
            seconds.push_back(s);
            return graph.addTask(quint32(seconds.size() - 1));
        };
        for (TaskIndex *group : {first, second}) {
            group[0] = add(1);
            group[1] = add(5);
            group[2] = add(1);
            graph.addDependency(group[0], group[1]);
            graph.addDependency(group[0], group[2]);
        }
        for (int i = 0; i < fillers; ++i)
            add(1);
        graph.finalize(TaskOrder::Static, seconds);
        // Which group the order starts with is the order's choice: name them so.
        if (graph.priority(second[0]) < graph.priority(first[0]))
            std::swap(first, second);
    }
    /// The first group's short consumer, the second group's producer.
    TaskIndex shortConsumer() const { return first[2]; }
    TaskIndex nextProducer() const { return second[0]; }

    TaskGraph graph;
    std::vector<double> seconds;
    TaskIndex first[3], second[3];
};

} // namespace

/// ReadyTasks: the memory order's pick, unless a ready branch is long enough to decide when a
/// run on several workers ends.
class TestReadyTasks : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void theMemoryOrderPutsTheShortConsumerFirst()
    {
        const TwoGroups g(0);
        QVERIFY(g.graph.priority(g.shortConsumer()) < g.graph.priority(g.nextProducer()));
    }

    void withoutDurationsThePriorityDecides()
    {
        const TwoGroups g(0);
        ReadyTasks ready(g.graph, 2);
        QVERIFY(ready.byPriorityAlone());
        ready.insert(g.nextProducer());
        ready.insert(g.shortConsumer());
        QCOMPARE(ready.smallestPriority(), g.graph.priority(g.shortConsumer()));
        QCOMPARE(ready.take(), g.shortConsumer());
        QCOMPARE(ready.take(), g.nextProducer());
        QVERIFY(ready.isEmpty());
        QCOMPARE(ready.take(), kNoTask);
    }

    void oneWorkerFollowsThePriorityWhateverTheDurations()
    {
        const TwoGroups g(0);
        ReadyTasks ready(g.graph, 1, g.seconds);
        QVERIFY(ready.byPriorityAlone());
        ready.insert(g.nextProducer());
        ready.insert(g.shortConsumer());
        QCOMPARE(ready.take(), g.shortConsumer());
    }

    void aBranchThatDecidesTheEndGoesFirst()
    {
        // 14 s of work for two workers: the 6-second path is more than a quarter of 7 s.
        const TwoGroups g(0);
        ReadyTasks ready(g.graph, 2, g.seconds);
        QVERIFY(!ready.byPriorityAlone());
        ready.insert(g.shortConsumer());
        ready.insert(g.nextProducer());
        QCOMPARE(ready.take(), g.nextProducer());
        QCOMPARE(ready.smallestPriority(), g.graph.priority(g.shortConsumer()));
        QCOMPARE(ready.take(), g.shortConsumer());
        QVERIFY(ready.isEmpty());
    }

    void aBranchShortAgainstTheWorkLeftWaitsItsTurn()
    {
        // 100 more seconds of independent work: 6 s is less than a quarter of 57 s a worker.
        const TwoGroups g(100);
        ReadyTasks ready(g.graph, 2, g.seconds);
        ready.insert(g.shortConsumer());
        ready.insert(g.nextProducer());
        QCOMPARE(ready.take(), g.shortConsumer());
        QCOMPARE(ready.take(), g.nextProducer());
    }

    void workTakenBringsTheBranchesTurnCloser()
    {
        // Once the fillers have been taken, the work left is small again.
        const TwoGroups g(100);
        ReadyTasks ready(g.graph, 2, g.seconds);
        for (TaskIndex t = 0; t < TaskIndex(g.graph.size()); ++t)
            if (g.graph.predecessors(t).empty() && g.graph.successors(t).empty())
                ready.insert(t);
        while (!ready.isEmpty())
            ready.take();
        ready.insert(g.shortConsumer());
        ready.insert(g.nextProducer());
        QCOMPARE(ready.take(), g.nextProducer());
    }

    void negativeOrUnknownDurationsCountAsNothing()
    {
        TwoGroups g(0);
        std::vector<double> seconds(g.seconds.size(), -1);
        seconds[g.nextProducer()] = std::numeric_limits<double>::quiet_NaN();
        ReadyTasks ready(g.graph, 2, seconds);
        ready.insert(g.nextProducer());
        ready.insert(g.shortConsumer());
        // Every path is 0 s long: none is longer than the memory order's pick.
        QCOMPARE(ready.take(), g.shortConsumer());
    }
};

QTEST_GUILESS_MAIN(TestReadyTasks)
#include "tst_readytasks.moc"
