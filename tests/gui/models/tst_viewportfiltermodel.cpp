#include "models/EdgeListModel.h"
#include "models/NodeListModel.h"
#include "models/ViewportFilterModel.h"
#include "ops/OperatorRegistry.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace Qt::StringLiterals;
using weft::app::EdgeListModel;
using weft::app::NodeListModel;
using weft::app::ViewportFilterModel;
namespace engine = weft::engine;

namespace {

constexpr qreal kCardWidth = 200;
constexpr qreal kBaseHeight = 60;
constexpr qreal kRowHeight = 20;

engine::Node makeNode(const QString &id, const QString &op, QPointF position)
{
    engine::Node node;
    node.id = engine::NodeId(id);
    node.operatorId = op;
    node.position = position;
    return node;
}

// A row of `count` filters, 1000 apart, each reading the one before.
engine::Graph row(int count)
{
    engine::Graph graph;
    for (int i = 0; i < count; ++i) {
        graph.nodes.push_back(makeNode(u"n%1"_s.arg(i), u"table.filter"_s, {i * 1000.0, 0}));
        if (i > 0)
            graph.edges.push_back({engine::NodeId(u"n%1"_s.arg(i - 1)), u"table"_s,
                                   engine::NodeId(u"n%1"_s.arg(i)), u"table"_s});
    }
    return graph;
}

void configure(ViewportFilterModel &view, QAbstractItemModel *source)
{
    view.setCardWidth(kCardWidth);
    view.setCardBaseHeight(kBaseHeight);
    view.setRowHeight(kRowHeight);
    view.setMargin(0.25);
    view.setSourceModel(source);
}

QStringList ids(const QAbstractItemModel &model, const QByteArray &roleName)
{
    const int role = model.roleNames().key(roleName, -1);
    QStringList out;
    for (int i = 0; i < model.rowCount(); ++i)
        out.append(model.index(i, 0).data(role).toString());
    return out;
}

} // namespace

/// The canvas's viewport filter: only cards and edges near the view are kept, the region moves
/// in steps, a reset waits for the view to settle, and the bounds cover every row.
class tst_ViewportFilterModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void keepsEverythingWithoutAViewport()
    {
        NodeListModel nodes(engine::OperatorRegistry::builtin());
        nodes.setGraph(row(5));
        ViewportFilterModel view;
        QAbstractItemModelTester tester(&view,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        configure(view, &nodes);
        QCOMPARE(view.count(), 5);
        // One port row: 60 + 20 high; the filters reach from x 0 to 4200.
        QCOMPARE(view.bounds(), QRectF(0, 0, 4200, 80));
    }

    void keepsOnlyCardsNearTheViewport()
    {
        NodeListModel nodes(engine::OperatorRegistry::builtin());
        nodes.setGraph(row(10));
        ViewportFilterModel view;
        QAbstractItemModelTester tester(&view,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        configure(view, &nodes);
        QSignalSpy counted(&view, &ViewportFilterModel::countChanged);
        // 2000 .. 2800 grown by a quarter (200) on each side: the card at 2000; the one at 1000
        // ends at 1200, the one at 3000 only touches the region's edge.
        view.setViewport(QRectF(2000, 0, 800, 400));
        QCOMPARE(ids(view, "nodeId"), QStringList({u"n2"_s}));
        QVERIFY(counted.count() > 0);
        view.setViewport(QRectF(1900, 0, 1200, 400)); // grown: 1600 .. 3400
        QCOMPARE(ids(view, "nodeId"), QStringList({u"n2"_s, u"n3"_s}));
        // The bounds still cover every node, kept or not.
        QCOMPARE(view.bounds(), QRectF(0, 0, 9200, 80));
    }

    void refiltersOnlyWhenTheViewLeavesTheRegion()
    {
        NodeListModel nodes(engine::OperatorRegistry::builtin());
        nodes.setGraph(row(10));
        ViewportFilterModel view;
        configure(view, &nodes);
        view.setViewport(QRectF(2000, 0, 800, 400)); // region 1800 .. 3000
        QCOMPARE(ids(view, "nodeId"), QStringList({u"n2"_s}));
        // Still inside the region: nothing changes, even though n3's card is now nearer.
        QSignalSpy inserted(&view, &QAbstractItemModel::rowsInserted);
        view.setViewport(QRectF(2150, 0, 800, 400));
        QCOMPARE(inserted.count(), 0);
        // Leaving it: filtered again around the new view (2350 .. 3150 grown to 2150 .. 3350).
        view.setViewport(QRectF(2350, 0, 800, 400));
        QCOMPARE(ids(view, "nodeId"), QStringList({u"n2"_s, u"n3"_s}));
        QCOMPARE(inserted.count(), 1);
    }

    void followsMovesInsertionsAndRemovals()
    {
        NodeListModel nodes(engine::OperatorRegistry::builtin());
        nodes.setGraph(row(4));
        ViewportFilterModel view;
        QAbstractItemModelTester tester(&view,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        configure(view, &nodes);
        view.setViewport(QRectF(0, 0, 800, 400));
        QCOMPARE(ids(view, "nodeId"), QStringList({u"n0"_s}));

        engine::Node moved = makeNode(u"n3"_s, u"table.filter"_s, {300, 100});
        nodes.updateNode(moved);
        QCOMPARE(ids(view, "nodeId"), QStringList({u"n0"_s, u"n3"_s}));
        QCOMPARE(view.bounds(), QRectF(0, 0, 2200, 180));

        nodes.insertNode(1, makeNode(u"far"_s, u"table.filter"_s, {50000, 0}));
        nodes.insertNode(1, makeNode(u"near"_s, u"table.filter"_s, {100, 200}));
        QCOMPARE(ids(view, "nodeId"), QStringList({u"n0"_s, u"near"_s, u"n3"_s}));
        QCOMPARE(view.bounds().right(), 50200.0);

        nodes.removeNode(nodes.rowOf(u"n0"_s));
        QCOMPARE(ids(view, "nodeId"), QStringList({u"near"_s, u"n3"_s}));
    }

    void aResetWaitsForTheViewToSettle()
    {
        NodeListModel nodes(engine::OperatorRegistry::builtin());
        nodes.setGraph(row(2));
        ViewportFilterModel view;
        QAbstractItemModelTester tester(&view,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        configure(view, &nodes);
        view.setViewport(QRectF(0, 0, 800, 400));
        QCOMPARE(view.count(), 1);

        // A new graph: no row until the view has moved to it (as the canvas fits a new
        // project), then the rows near the final view only.
        nodes.setGraph(row(20));
        QCOMPARE(view.count(), 0);
        QCOMPARE(view.bounds(), QRectF(0, 0, 19200, 80));
        view.setViewport(QRectF(5000, 0, 800, 400));
        view.setViewport(QRectF(9000, 0, 800, 400));
        QCOMPARE(view.count(), 0);
        QTRY_COMPARE(ids(view, "nodeId"), QStringList({u"n9"_s}));
    }

    void edgesSpanTheCardsTheyJoin()
    {
        const engine::Graph graph = row(6);
        EdgeListModel edges(engine::OperatorRegistry::builtin());
        edges.setGraph(graph);
        ViewportFilterModel view;
        QAbstractItemModelTester tester(&view,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        configure(view, &edges);
        // Between the cards at 2000 and 3000: only the edge n2 -> n3 passes there.
        view.setViewport(QRectF(2400, 0, 200, 100));
        QCOMPARE(ids(view, "toNode"), QStringList({u"n3"_s}));
        // The edges reach half a card beyond the cards they join.
        QCOMPARE(view.bounds(), QRectF(-100, 0, 5400, 80));
    }
};

QTEST_GUILESS_MAIN(tst_ViewportFilterModel)
#include "tst_viewportfiltermodel.moc"
