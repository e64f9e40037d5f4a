#include "TestOperators.h"
#include "project/NodeTitle.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace weft::engine;

class TestNodeTitle : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<OperatorRegistry> m_registry = test::makeTestRegistry();

    static Node node(const QString &id, const QString &op, const QString &title = {})
    {
        Node n;
        n.id = NodeId(id);
        n.operatorId = op;
        n.title = title;
        return n;
    }

private Q_SLOTS:
    void theUsersTitleComesFirst()
    {
        QCOMPARE(nodeTitle(node(u"read"_s, u"test.source"_s, u"Daily weather"_s), *m_registry),
                 u"Daily weather"_s);
    }

    void thenTheOperatorsTitle()
    {
        QCOMPARE(nodeTitle(node(u"read"_s, u"test.source"_s), *m_registry), u"Source"_s);
        const OperatorSpec &spec = m_registry->find(u"test.merge")->spec();
        QCOMPARE(nodeTitle(node(u"m"_s, u"test.merge"_s), &spec), u"Merge"_s);
    }

    void thenTheOperatorIdThenTheNodeId()
    {
        QCOMPARE(nodeTitle(node(u"x"_s, u"no.such.op"_s), *m_registry), u"no.such.op"_s);
        QCOMPARE(nodeTitle(node(u"x"_s, {}), nullptr), u"x"_s);
    }

    void aGraphsNodeByIdOrTheIdItself()
    {
        Graph graph;
        graph.nodes = {node(u"read"_s, u"test.source"_s),
                       node(u"sum"_s, u"test.merge"_s, u"Total"_s)};
        QCOMPARE(nodeTitle(graph, NodeId(u"sum"_s), *m_registry), u"Total"_s);
        QCOMPARE(nodeTitle(graph, NodeId(u"read"_s), *m_registry), u"Source"_s);
        // A recorded run's node that the project no longer has.
        QCOMPARE(nodeTitle(graph, NodeId(u"join"_s), *m_registry), u"join"_s);
    }
};

QTEST_GUILESS_MAIN(TestNodeTitle)
#include "tst_nodetitle.moc"
