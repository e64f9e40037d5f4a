#include "graph/Graph.h"

#include <QTest>

using namespace weft::engine;

class TestGraph : public QObject
{
    Q_OBJECT

private:
    static Graph chain(const QStringList &ids)
    {
        Graph g;
        for (const QString &id : ids)
            g.nodes.push_back(Node{NodeId(id), QStringLiteral("op"), {}, {}, {}, {}});
        for (qsizetype i = 1; i < ids.size(); ++i)
            g.edges.push_back(Edge{NodeId(ids[i - 1]), QStringLiteral("out"), NodeId(ids[i]),
                                   QStringLiteral("in")});
        return g;
    }

private Q_SLOTS:
    void topologicalOrderFollowsEdges()
    {
        Graph g = chain({QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")});
        std::reverse(g.nodes.begin(), g.nodes.end()); // c, b, a
        const auto order = g.topologicalOrder();
        QVERIFY(order.has_value());
        QCOMPARE(*order, (std::vector<int>{2, 1, 0}));
        QVERIFY(g.findCycle().empty());
    }

    void cycleIsReportedWithItsNodes()
    {
        Graph g = chain(
            {QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c"), QStringLiteral("d")});
        g.edges.push_back(Edge{NodeId(QStringLiteral("d")), QStringLiteral("out"),
                               NodeId(QStringLiteral("b")), QStringLiteral("in")});
        QVERIFY(!g.topologicalOrder().has_value());
        const auto cycle = g.findCycle();
        QCOMPARE(cycle,
                 (std::vector<NodeId>{NodeId(QStringLiteral("b")), NodeId(QStringLiteral("c")),
                                      NodeId(QStringLiteral("d"))}));
    }

    void longChainNeedsNoDeepStack()
    {
        QStringList ids;
        for (int i = 0; i < 200000; ++i)
            ids << QStringLiteral("n%1").arg(i);
        const Graph g = chain(ids);
        QVERIFY(g.findCycle().empty());
        QCOMPARE(g.topologicalOrder()->size(), size_t(200000));
    }

    void nodeIdValidation()
    {
        QVERIFY(NodeId::isValid(u"read_csv-2"));
        QVERIFY(NodeId::isValid(u"_x"));
        QVERIFY(!NodeId::isValid(u""));
        QVERIFY(!NodeId::isValid(u"2abc"));
        QVERIFY(!NodeId::isValid(u"a.b"));
        QVERIFY(!NodeId::isValid(u"a b"));
    }
};

QTEST_GUILESS_MAIN(TestGraph)
#include "tst_graph.moc"
