#include "exec/ResumeSet.h"

#include <QTest>

using namespace weft::engine;

class TestResumeSet : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void walksBackFromUnfinishedNodesOnly()
    {
        // a → b → c,  x → y   (y failed; a, b, c and x succeeded)
        Graph g;
        for (const char *id : {"a", "b", "c", "x", "y"})
            g.nodes.push_back(Node{NodeId(QString::fromLatin1(id)), {}, {}, {}, {}, {}});
        const auto link = [&](const char *from, const char *to) {
            g.edges.push_back(Edge{NodeId(QString::fromLatin1(from)), u"out"_qs,
                                   NodeId(QString::fromLatin1(to)), u"in"_qs});
        };
        link("a", "b");
        link("b", "c");
        link("x", "y");
        std::vector<NodeResult> results;
        for (const Node &n : g.nodes)
            results.push_back(NodeResult{n.id, {}, TaskState::Succeeded, 0, {}, {}});
        results[4].state = TaskState::Failed;
        QCOMPARE(computeResumeSet(g, results),
                 (std::vector<NodeId>{NodeId(u"x"_qs), NodeId(u"y"_qs)}));

        results[4].state = TaskState::Succeeded;
        QVERIFY(computeResumeSet(g, results).empty());
    }
};

QTEST_GUILESS_MAIN(TestResumeSet)
#include "tst_resumeset.moc"
