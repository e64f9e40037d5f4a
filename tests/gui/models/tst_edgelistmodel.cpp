#include "models/EdgeListModel.h"
#include "ops/OperatorRegistry.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace Qt::StringLiterals;
using weft::app::EdgeListModel;
namespace engine = weft::engine;

namespace {

const engine::OperatorSpec &spec(const QString &id)
{
    const engine::Operator *op = engine::OperatorRegistry::builtin().find(id);
    if (!op)
        qFatal("operator %s is not registered", qPrintable(id));
    return op->spec();
}

engine::Node makeNode(const QString &id, const QString &op, QPointF position)
{
    engine::Node node;
    node.id = engine::NodeId(id);
    node.operatorId = op;
    node.position = position;
    return node;
}

// read → derive → write, plus read → write: two edges into a node, one per port name used.
engine::Graph chain()
{
    const QString readOut = spec(u"csv.read"_s).outputs.front().name;
    const QString deriveIn = spec(u"table.derive"_s).inputs.front().name;
    const QString deriveOut = spec(u"table.derive"_s).outputs.front().name;
    const QString writeIn = spec(u"csv.write"_s).inputs.front().name;
    engine::Graph graph;
    graph.nodes.push_back(makeNode(u"read"_s, u"csv.read"_s, {0, 0}));
    graph.nodes.push_back(makeNode(u"derive"_s, u"table.derive"_s, {300, 50}));
    graph.nodes.push_back(makeNode(u"write"_s, u"csv.write"_s, {600, 100}));
    graph.edges.push_back(
        {engine::NodeId(u"read"_s), readOut, engine::NodeId(u"derive"_s), deriveIn});
    graph.edges.push_back(
        {engine::NodeId(u"derive"_s), deriveOut, engine::NodeId(u"write"_s), writeIn});
    return graph;
}

} // namespace

class tst_EdgeListModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void anEdgeFromATypedCommandOutputKnowsItsPort()
    {
        engine::Graph graph;
        engine::Node fit = makeNode(u"fit"_s, u"command"_s, {0, 0});
        fit.params.insert(u"outputs"_s, u"coef: array\npred: table"_s);
        graph.nodes.push_back(fit);
        graph.nodes.push_back(makeNode(u"write"_s, u"csv.write"_s, {300, 0}));
        graph.edges.push_back(
            {engine::NodeId(u"fit"_s), u"pred"_s, engine::NodeId(u"write"_s), u"table"_s});
        EdgeListModel model(engine::OperatorRegistry::builtin());
        model.setGraph(graph);
        const QModelIndex edge = model.index(0);
        QCOMPARE(model.data(edge, EdgeListModel::FromPortIndexRole).toInt(), 2);
        QCOMPARE(model.data(edge, EdgeListModel::DataKindRole).toString(), u"table"_s);
        // The outputs reordered: the edge follows its port.
        graph.nodes[0].params.insert(u"outputs"_s, u"pred: table\ncoef: array"_s);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        model.nodeParamsChanged(graph, engine::NodeId(u"fit"_s));
        QCOMPARE(changed.count(), 1);
        QCOMPARE(model.data(edge, EdgeListModel::FromPortIndexRole).toInt(), 1);
    }

    void setGraphResetsAndCounts()
    {
        EdgeListModel model(engine::OperatorRegistry::builtin());
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        QSignalSpy count(&model, &EdgeListModel::countChanged);
        QCOMPARE(model.rowCount(), 0);
        model.setGraph(chain());
        QCOMPARE(reset.count(), 1);
        QCOMPARE(count.count(), 1);
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.property("count").toInt(), 2);
        model.setGraph({});
        QCOMPARE(model.rowCount(), 0);
        QCOMPARE(count.count(), 2);
    }

    void rowsCarryEndpoints()
    {
        EdgeListModel model(engine::OperatorRegistry::builtin());
        model.setGraph(chain());
        const QModelIndex second = model.index(1);
        QCOMPARE(model.data(second, EdgeListModel::FromNodeRole).toString(), u"derive"_s);
        QCOMPARE(model.data(second, EdgeListModel::ToNodeRole).toString(), u"write"_s);
        QCOMPARE(model.data(second, EdgeListModel::FromPortRole).toString(),
                 spec(u"table.derive"_s).outputs.front().name);
        QCOMPARE(model.data(second, EdgeListModel::ToPortRole).toString(),
                 spec(u"csv.write"_s).inputs.front().name);
        QCOMPARE(model.data(second, EdgeListModel::FromPortIndexRole).toInt(), 0);
        QCOMPARE(model.data(second, EdgeListModel::ToPortIndexRole).toInt(), 0);
        QCOMPARE(model.data(second, EdgeListModel::FromPositionRole).toPointF(), QPointF(300, 50));
        QCOMPARE(model.data(second, EdgeListModel::ToPositionRole).toPointF(), QPointF(600, 100));
        QCOMPARE(model.data(second, EdgeListModel::DataKindRole).toString(),
                 engine::dataKindName(spec(u"table.derive"_s).outputs.front().kind));
    }

    void unknownPortHasNoIndex()
    {
        engine::Graph graph = chain();
        graph.edges[0].toPort = u"nope"_s;
        graph.edges[1].fromNode = engine::NodeId(u"ghost"_s);
        EdgeListModel model(engine::OperatorRegistry::builtin());
        model.setGraph(graph);
        QCOMPARE(model.data(model.index(0), EdgeListModel::ToPortIndexRole).toInt(), -1);
        QCOMPARE(model.data(model.index(0), EdgeListModel::FromPortIndexRole).toInt(), 0);
        QCOMPARE(model.data(model.index(1), EdgeListModel::FromPortIndexRole).toInt(), -1);
        QVERIFY(model.data(model.index(1), EdgeListModel::DataKindRole).toString().isEmpty());
    }

    void rowsFollowKeys()
    {
        EdgeListModel model(engine::OperatorRegistry::builtin());
        const engine::Graph graph = chain();
        model.setGraph(graph);
        QCOMPARE(model.rowOf(graph.edges[0]), 0);
        QCOMPARE(model.rowOf(graph.edges[1]), 1);
        engine::Edge other = graph.edges[0];
        other.toNode = engine::NodeId(u"write"_s);
        QCOMPARE(model.rowOf(other), -1);
        QCOMPARE(EdgeListModel::key(graph.edges[0]),
                 u"read."_s + graph.edges[0].fromPort + u"->derive."_s + graph.edges[0].toPort);
        QCOMPARE(model.data(model.index(0), Qt::DisplayRole).toString(),
                 EdgeListModel::key(graph.edges[0]));
    }

    void roleNamesForQml()
    {
        EdgeListModel model(engine::OperatorRegistry::builtin());
        const QHash<int, QByteArray> roles = model.roleNames();
        QCOMPARE(roles.value(EdgeListModel::FromPositionRole), "fromPosition"_ba);
        QCOMPARE(roles.value(EdgeListModel::ToPortIndexRole), "toPortIndex"_ba);
        QCOMPARE(roles.value(EdgeListModel::DataKindRole), "dataKind"_ba);
        QCOMPARE(roles.value(EdgeListModel::DatasetBytesRole), "datasetBytes"_ba);
        QCOMPARE(roles.value(EdgeListModel::DatasetFiguresRole), "datasetFigures"_ba);
        QCOMPARE(roles.size(), 13);
    }
};

QTEST_GUILESS_MAIN(tst_EdgeListModel)
#include "tst_edgelistmodel.moc"
