#include "exec/ResumeSet.h"

#include <QTest>

using namespace weft::engine;

namespace {

std::vector<NodeResult> allSucceeded(const Graph &graph)
{
    std::vector<NodeResult> results;
    for (const Node &node : graph.nodes) {
        NodeResult result;
        result.id = node.id;
        result.state = TaskState::Succeeded;
        results.push_back(result);
    }
    return results;
}

} // namespace

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
        std::vector<NodeResult> results = allSucceeded(g);
        results[4].state = TaskState::Failed;
        QCOMPARE(computeResumeSet(g, results),
                 (std::vector<NodeId>{NodeId(u"x"_qs), NodeId(u"y"_qs)}));

        results[4].state = TaskState::Succeeded;
        QVERIFY(computeResumeSet(g, results).empty());
    }

    void stopsAtPersistedOutputs()
    {
        // a → b → c → d   (d failed; b persisted its outputs, c did not)
        Graph g;
        for (const char *id : {"a", "b", "c", "d"})
            g.nodes.push_back(Node{NodeId(QString::fromLatin1(id)), {}, {}, {}, {}, {}});
        for (size_t i = 0; i + 1 < g.nodes.size(); ++i)
            g.edges.push_back(Edge{g.nodes[i].id, u"out"_qs, g.nodes[i + 1].id, u"in"_qs});
        std::vector<NodeResult> results = allSucceeded(g);
        results[3].state = TaskState::Failed;
        results[1].persisted = true;
        QCOMPARE(computeResumeSet(g, results),
                 (std::vector<NodeId>{NodeId(u"c"_qs), NodeId(u"d"_qs)}));

        // A node that failed is run again even if an earlier attempt had persisted it.
        results[2].state = TaskState::Failed;
        results[2].persisted = true;
        QCOMPARE(computeResumeSet(g, results),
                 (std::vector<NodeId>{NodeId(u"c"_qs), NodeId(u"d"_qs)}));
    }
};

QTEST_GUILESS_MAIN(TestResumeSet)
#include "tst_resumeset.moc"
