#include "TestOperators.h"
#include "project/EdgeRule.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace weft::engine;

namespace {

Node node(const QString &id, const QString &op)
{
    Node n;
    n.id = NodeId(id);
    n.operatorId = op;
    return n;
}

Edge edge(const QString &from, const QString &fromPort, const QString &to, const QString &toPort)
{
    return Edge{NodeId(from), fromPort, NodeId(to), toPort};
}

} // namespace

class TestEdgeRule : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<OperatorRegistry> m_registry = test::makeTestRegistry();

    /// read -> derive -> merge, and an array source and an operator this build lacks.
    static Graph graph()
    {
        Graph g;
        g.nodes = {node(u"read"_s, u"test.source"_s), node(u"derive"_s, u"test.transform"_s),
                   node(u"merge"_s, u"test.merge"_s), node(u"numbers"_s, u"test.array"_s),
                   node(u"alien"_s, u"no.such.op"_s)};
        g.edges = {edge(u"read"_s, u"table"_s, u"derive"_s, u"table"_s),
                   edge(u"derive"_s, u"table"_s, u"merge"_s, u"tables"_s)};
        return g;
    }

private Q_SLOTS:
    void anEdgeBetweenMatchingPortsIsAllowed()
    {
        const Graph g = graph();
        const EdgeRule rule(g, *m_registry);
        const EdgeCheck check = rule.checkNew(edge(u"read"_s, u"table"_s, u"merge"_s, u"tables"_s));
        QVERIFY(check.isAllowed());
        QCOMPARE(check.source, 0);
        QCOMPARE(check.target, 2);
        QCOMPARE(check.output->name, u"table"_s);
        QCOMPARE(check.input->name, u"tables"_s);
        QVERIFY(check.cycle.empty());
        // The graph's own edges pass as edges of the graph.
        for (const Edge &existing : g.edges)
            QVERIFY(rule.check(existing).isAllowed());
    }

    void missingNodesAreFaultsOfTheirEnd()
    {
        const Graph g = graph();
        const EdgeRule rule(g, *m_registry);
        EdgeCheck check = rule.check(edge(u"ghost"_s, u"table"_s, u"derive"_s, u"table"_s));
        QCOMPARE(check.faults, EdgeFaults(EdgeFault::MissingSource));
        QCOMPARE(check.source, -1);
        QVERIFY(check.input);
        check = rule.checkNew(edge(u"ghost"_s, u"table"_s, u"spook"_s, u"table"_s));
        QCOMPARE(check.faults, EdgeFault::MissingSource | EdgeFault::MissingTarget);
    }

    void portsMustExistOnKnownOperators()
    {
        const Graph g = graph();
        const EdgeRule rule(g, *m_registry);
        EdgeCheck check = rule.check(edge(u"read"_s, u"tabel"_s, u"derive"_s, u"input"_s));
        QCOMPARE(check.faults, EdgeFault::UnknownOutput | EdgeFault::UnknownInput);
        QCOMPARE(check.sourceSpec->id, u"test.source"_s);
        // An unknown operator's ports are unknown, without naming one port as missing.
        check = rule.check(edge(u"alien"_s, u"out"_s, u"derive"_s, u"table"_s));
        QCOMPARE(check.faults, EdgeFaults(EdgeFault::UnknownOperator));
        QVERIFY(!check.sourceSpec);
        QVERIFY(!check.output);
    }

    void kindsMustBeCompatible()
    {
        const Graph g = graph();
        const EdgeRule rule(g, *m_registry);
        const EdgeCheck check =
            rule.checkNew(edge(u"numbers"_s, u"array"_s, u"merge"_s, u"tables"_s));
        QCOMPARE(check.faults, EdgeFaults(EdgeFault::KindMismatch));
        QCOMPARE(check.output->kind, DataKind::Array);
        QCOMPARE(check.input->kind, DataKind::Table);
    }

    void aNewEdgeJoinsTwoNodesOnceWithoutACycle()
    {
        const Graph g = graph();
        const EdgeRule rule(g, *m_registry);
        QCOMPARE(rule.checkNew(edge(u"derive"_s, u"table"_s, u"derive"_s, u"table"_s)).faults,
                 EdgeFaults(EdgeFault::SameNode));
        QCOMPARE(rule.checkNew(g.edges[0]).faults, EdgeFaults(EdgeFault::Duplicate));
        const EdgeCheck check =
            rule.checkNew(edge(u"merge"_s, u"table"_s, u"derive"_s, u"table"_s));
        QCOMPARE(check.faults, EdgeFaults(EdgeFault::ClosesCycle));
        QCOMPARE(check.cycle, (std::vector<NodeId>{NodeId(u"derive"_s), NodeId(u"merge"_s)}));
        // As one of the graph's edges the same edge is checked only for its ports: a cycle or
        // an input fed twice is a fact about the whole graph.
        QVERIFY(rule.check(edge(u"merge"_s, u"table"_s, u"derive"_s, u"table"_s)).isAllowed());
    }

    void theFirstNodeOfADuplicatedIdWins()
    {
        Graph g = graph();
        g.nodes.push_back(node(u"read"_s, u"test.array"_s));
        const EdgeRule rule(g, *m_registry);
        QCOMPARE(rule.nodeIndex(NodeId(u"read"_s)), 0);
        QCOMPARE(rule.nodeIndex(NodeId(u"nobody"_s)), -1);
        QCOMPARE(rule.spec(0)->id, u"test.source"_s);
        QCOMPARE(rule.spec(5)->id, u"test.array"_s);
        QVERIFY(!rule.spec(4));
    }
};

QTEST_GUILESS_MAIN(TestEdgeRule)
#include "tst_edgerule.moc"
