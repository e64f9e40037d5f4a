#include "graph/Graph.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace weft::engine;

class TestNodeRunSettings : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void backendNamesRoundTrip()
    {
        const QStringList names{u"sequential"_s, u"threads"_s, u"processes"_s, u"slurm"_s};
        QCOMPARE(backendKindNames(), names);
        for (const BackendKind kind : {BackendKind::Sequential, BackendKind::Threads,
                                       BackendKind::Processes, BackendKind::Slurm}) {
            QVERIFY(parseBackendKind(backendKindName(kind)) == kind);
        }
        QCOMPARE(backendKindName(BackendKind::Processes), u"processes"_s);
        QVERIFY(!parseBackendKind(u""));
        QVERIFY(!parseBackendKind(u"Threads"));
        QVERIFY(!parseBackendKind(u"thread"));
    }

    void itemErrorPolicyNamesRoundTrip()
    {
        QCOMPARE(itemErrorPolicyNames(), (QStringList{u"fail"_s, u"skip"_s, u"record"_s}));
        for (const ItemErrorPolicy policy :
             {ItemErrorPolicy::Fail, ItemErrorPolicy::Skip, ItemErrorPolicy::Record}) {
            QVERIFY(parseItemErrorPolicy(itemErrorPolicyName(policy)) == policy);
        }
        QCOMPARE(itemErrorPolicyName(ItemErrorPolicy::Record), u"record"_s);
        QVERIFY(!parseItemErrorPolicy(u""));
        QVERIFY(!parseItemErrorPolicy(u"ignore"));
    }

    void aNodeInheritsTheRunsBackendUnlessItNamesOne()
    {
        NodeRunSettings run;
        QVERIFY(!run.backendKind());
        run.backend = u"slurm"_s;
        QVERIFY(run.backendKind() == BackendKind::Slurm);
        // A name that is none (validation refuses it) chooses nothing.
        run.backend = u"cluster"_s;
        QVERIFY(!run.backendKind());
    }

    void aNodeFailsOnAFailedItemUnlessItSaysOtherwise()
    {
        NodeRunSettings run;
        QCOMPARE(run.itemErrorPolicy(), ItemErrorPolicy::Fail);
        run.onItemError = u"skip"_s;
        QCOMPARE(run.itemErrorPolicy(), ItemErrorPolicy::Skip);
        run.onItemError = u"record"_s;
        QCOMPARE(run.itemErrorPolicy(), ItemErrorPolicy::Record);
        run.onItemError = u"fail"_s;
        QCOMPARE(run.itemErrorPolicy(), ItemErrorPolicy::Fail);
        run.onItemError = u"ignore"_s;
        QCOMPARE(run.itemErrorPolicy(), ItemErrorPolicy::Fail);
    }
};

QTEST_GUILESS_MAIN(TestNodeRunSettings)
#include "tst_noderunsettings.moc"
