#include "models/NodeListModel.h"
#include "ops/OperatorRegistry.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace Qt::StringLiterals;
using weft::app::NodeListModel;
namespace engine = weft::engine;

namespace {

engine::Node makeNode(const QString &id, const QString &op, QPointF position,
                      const QString &title = {})
{
    engine::Node node;
    node.id = engine::NodeId(id);
    node.operatorId = op;
    node.position = position;
    node.title = title;
    return node;
}

engine::Graph threeNodes()
{
    engine::Graph graph;
    graph.nodes.push_back(makeNode(u"read"_s, u"csv.read"_s, {10, 20}));
    graph.nodes.push_back(makeNode(u"derive"_s, u"table.derive"_s, {300, 20}, u"Fahrenheit"_s));
    graph.nodes.push_back(makeNode(u"write"_s, u"csv.write"_s, {600, -40}));
    return graph;
}

const engine::OperatorSpec &spec(const QString &id)
{
    const engine::Operator *op = engine::OperatorRegistry::builtin().find(id);
    if (!op)
        qFatal("operator %s is not registered", qPrintable(id));
    return op->spec();
}

QStringList names(const std::vector<engine::PortSpec> &ports)
{
    QStringList result;
    for (const auto &port : ports)
        result.append(port.name);
    return result;
}

} // namespace

class tst_NodeListModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void startsEmpty()
    {
        NodeListModel model(engine::OperatorRegistry::builtin());
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 0);
        QCOMPARE(model.count(), 0);
        QCOMPARE(model.rowOf(u"read"_s), -1);
    }

    void setGraphResetsAndCounts()
    {
        NodeListModel model(engine::OperatorRegistry::builtin());
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        QSignalSpy count(&model, &NodeListModel::countChanged);
        model.setGraph(threeNodes());
        QCOMPARE(reset.count(), 1);
        QCOMPARE(count.count(), 1);
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(model.property("count").toInt(), 3);

        // Same size again: a reset, but the count did not change.
        model.setGraph(threeNodes());
        QCOMPARE(reset.count(), 2);
        QCOMPARE(count.count(), 1);

        model.setGraph({});
        QCOMPARE(model.rowCount(), 0);
        QCOMPARE(count.count(), 2);
    }

    void rowsFollowIds()
    {
        NodeListModel model(engine::OperatorRegistry::builtin());
        model.setGraph(threeNodes());
        QCOMPARE(model.rowOf(u"read"_s), 0);
        QCOMPARE(model.rowOf(u"derive"_s), 1);
        QCOMPARE(model.rowOf(engine::NodeId(u"write"_s)), 2);
        QCOMPARE(model.rowOf(u"missing"_s), -1);
        QCOMPARE(model.data(model.index(2), NodeListModel::NodeIdRole).toString(), u"write"_s);
    }

    void rolesCarryOperatorSpec()
    {
        NodeListModel model(engine::OperatorRegistry::builtin());
        model.setGraph(threeNodes());
        const QModelIndex read = model.index(0);
        const engine::OperatorSpec &readSpec = spec(u"csv.read"_s);
        QCOMPARE(model.data(read, NodeListModel::OperatorIdRole).toString(), u"csv.read"_s);
        QCOMPARE(model.data(read, NodeListModel::TitleRole).toString(), QString());
        QCOMPARE(model.data(read, NodeListModel::DisplayTitleRole).toString(), readSpec.title);
        QCOMPARE(model.data(read, Qt::DisplayRole).toString(), readSpec.title);
        QCOMPARE(model.data(read, NodeListModel::CategoryRole).toString(), readSpec.category);
        QCOMPARE(model.data(read, NodeListModel::DescriptionRole).toString(), readSpec.description);
        QCOMPARE(model.data(read, NodeListModel::PositionRole).toPointF(), QPointF(10, 20));
        QCOMPARE(model.data(read, NodeListModel::InputPortsRole).toStringList(),
                 names(readSpec.inputs));
        QCOMPARE(model.data(read, NodeListModel::OutputPortsRole).toStringList(),
                 names(readSpec.outputs));
        QVERIFY(model.data(read, NodeListModel::KnownOperatorRole).toBool());

        const engine::OperatorSpec &writeSpec = spec(u"csv.write"_s);
        const QStringList kinds =
            model.data(model.index(2), NodeListModel::InputKindsRole).toStringList();
        QCOMPARE(kinds.size(), qsizetype(writeSpec.inputs.size()));
        QCOMPARE(kinds.constFirst(), engine::dataKindName(writeSpec.inputs.front().kind));
        QCOMPARE(model.data(model.index(0), NodeListModel::OutputKindsRole).toStringList(),
                 QStringList{engine::dataKindName(readSpec.outputs.front().kind)});
    }

    void userTitleWins()
    {
        NodeListModel model(engine::OperatorRegistry::builtin());
        model.setGraph(threeNodes());
        const QModelIndex derive = model.index(1);
        QCOMPARE(model.data(derive, NodeListModel::TitleRole).toString(), u"Fahrenheit"_s);
        QCOMPARE(model.data(derive, NodeListModel::DisplayTitleRole).toString(), u"Fahrenheit"_s);
    }

    void unknownOperatorShowsItsId()
    {
        engine::Graph graph;
        graph.nodes.push_back(makeNode(u"x"_s, u"no.such.op"_s, {0, 0}));
        NodeListModel model(engine::OperatorRegistry::builtin());
        model.setGraph(graph);
        const QModelIndex x = model.index(0);
        QVERIFY(!model.data(x, NodeListModel::KnownOperatorRole).toBool());
        QCOMPARE(model.data(x, NodeListModel::DisplayTitleRole).toString(), u"no.such.op"_s);
        QVERIFY(model.data(x, NodeListModel::InputPortsRole).toStringList().isEmpty());
        QVERIFY(model.data(x, NodeListModel::CategoryRole).toString().isEmpty());
    }

    void updateNodeChangesOneRow()
    {
        NodeListModel model(engine::OperatorRegistry::builtin());
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setGraph(threeNodes());
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        engine::Node moved = threeNodes().nodes[1];
        moved.position = QPointF(5, 6);
        model.updateNode(moved);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(changed.at(0).at(0).toModelIndex().row(), 1);
        QCOMPARE(model.data(model.index(1), NodeListModel::PositionRole).toPointF(), QPointF(5, 6));

        model.updateNode(makeNode(u"nobody"_s, u"csv.read"_s, {}));
        QCOMPARE(changed.count(), 1);
    }

    void aCommandCardShowsItsTypedOutputs()
    {
        engine::Graph graph;
        engine::Node fit = makeNode(u"fit"_s, u"command"_s, {0, 0});
        fit.params.insert(u"outputs"_s, u"log = out/log.txt\npred: table\ncoef: array = c.npy"_s);
        graph.nodes.push_back(fit);
        NodeListModel model(engine::OperatorRegistry::builtin());
        model.setGraph(graph);
        QCOMPARE(model.data(model.index(0), NodeListModel::OutputPortsRole).toStringList(),
                 (QStringList{u"files"_s, u"pred"_s, u"coef"_s}));
        QCOMPARE(model.data(model.index(0), NodeListModel::OutputKindsRole).toStringList(),
                 (QStringList{u"files"_s, u"table"_s, u"array"_s}));
        // Editing the outputs parameter changes the card's ports.
        fit.params.insert(u"outputs"_s, u"metrics: scalar"_s);
        model.updateNode(fit);
        QCOMPARE(model.data(model.index(0), NodeListModel::OutputPortsRole).toStringList(),
                 (QStringList{u"files"_s, u"metrics"_s}));
    }

    void roleNamesForQml()
    {
        NodeListModel model(engine::OperatorRegistry::builtin());
        const QHash<int, QByteArray> roles = model.roleNames();
        QCOMPARE(roles.value(NodeListModel::NodeIdRole), "nodeId"_ba);
        QCOMPARE(roles.value(NodeListModel::DisplayTitleRole), "displayTitle"_ba);
        QCOMPARE(roles.value(NodeListModel::PositionRole), "position"_ba);
        QCOMPARE(roles.value(NodeListModel::OutputKindsRole), "outputKinds"_ba);
        QCOMPARE(roles.value(NodeListModel::SelectedRole), "selected"_ba);
        QCOMPARE(roles.value(NodeListModel::ProblemsRole), "problems"_ba);
        QCOMPARE(roles.value(NodeListModel::RunStateRole), "runState"_ba);
        QCOMPARE(roles.value(NodeListModel::CriticalRole), "critical"_ba);
        QCOMPARE(roles.value(NodeListModel::RunCachedRole), "runCached"_ba);
        QCOMPARE(roles.value(NodeListModel::FreshnessRole), "freshness"_ba);
        QCOMPARE(roles.value(NodeListModel::FreshnessReasonRole), "freshnessReason"_ba);
        QCOMPARE(roles.value(NodeListModel::FrozenRole), "frozen"_ba);
        QCOMPARE(roles.value(NodeListModel::RunFiguresRole), "runFigures"_ba);
        QCOMPARE(roles.size(), 32);
    }

    void insertRemoveSelectAndProblems()
    {
        NodeListModel model(engine::OperatorRegistry::builtin());
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setGraph(threeNodes());
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        QSignalSpy selection(&model, &NodeListModel::selectionChanged);

        model.insertNode(1, makeNode(u"head"_s, u"table.head"_s, {1, 2}));
        QCOMPARE(model.count(), 4);
        QCOMPARE(model.rowOf(u"head"_s), 1);
        QCOMPARE(model.rowOf(u"write"_s), 3);

        // Only the rows whose state flips are announced.
        model.setSelection({engine::NodeId(u"head"_s), engine::NodeId(u"nobody"_s)});
        QCOMPARE(model.selection().size(), 1);
        QCOMPARE(selection.count(), 1);
        QCOMPARE(changed.count(), 1);
        QVERIFY(model.data(model.index(1), NodeListModel::SelectedRole).toBool());
        model.setSelection({engine::NodeId(u"head"_s)});
        QCOMPARE(selection.count(), 1);

        model.setProblems({{engine::NodeId(u"write"_s), {u"a"_s, u"b"_s}}});
        QCOMPARE(model.data(model.index(3), NodeListModel::ProblemsRole).toString(), u"a\nb"_s);
        QCOMPARE(changed.count(), 2);
        model.setProblems({});
        QCOMPARE(model.data(model.index(3), NodeListModel::ProblemsRole).toString(), QString());

        // A removed node leaves the selection.
        model.removeNode(1);
        QCOMPARE(model.count(), 3);
        QCOMPARE(model.rowOf(u"head"_s), -1);
        QCOMPARE(model.rowOf(u"write"_s), 2);
        QVERIFY(model.selection().isEmpty());
        QCOMPARE(selection.count(), 2);
    }
};

QTEST_GUILESS_MAIN(tst_NodeListModel)
#include "tst_nodelistmodel.moc"
