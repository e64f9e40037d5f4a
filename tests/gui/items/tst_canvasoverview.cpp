#include "items/EdgeOverview.h"
#include "items/NodeOverview.h"
#include "models/EdgeListModel.h"
#include "models/NodeListModel.h"
#include "models/NodeRunStateModel.h"
#include "ops/OperatorRegistry.h"

#include <QImage>
#include <QPainter>
#include <QTest>

using namespace Qt::StringLiterals;
using weft::app::EdgeListModel;
using weft::app::EdgeOverview;
using weft::app::NodeListModel;
using weft::app::NodeOverview;
namespace engine = weft::engine;

namespace {

engine::Node makeNode(const QString &id, QPointF position)
{
    engine::Node node;
    node.id = engine::NodeId(id);
    node.operatorId = u"table.filter"_s;
    node.position = position;
    return node;
}

// a (0, 0) → b (400, 0), and a → c (400, 300).
engine::Graph forkGraph()
{
    engine::Graph graph;
    graph.nodes = {makeNode(u"a"_s, {0, 0}), makeNode(u"b"_s, {400, 0}),
                   makeNode(u"c"_s, {400, 300})};
    graph.edges = {{engine::NodeId(u"a"_s), u"table"_s, engine::NodeId(u"b"_s), u"table"_s},
                   {engine::NodeId(u"a"_s), u"table"_s, engine::NodeId(u"c"_s), u"table"_s}};
    return graph;
}

void configure(EdgeOverview &edges)
{
    edges.setCardWidth(200);
    edges.setPortTop(50);
    edges.setRowHeight(20);
    edges.setMinHandle(60);
    edges.setLineWidth(4);
    edges.setColor(Qt::red);
    edges.setSelectedColor(Qt::blue);
}

/// The item's picture at 1:1, in its own coordinates.
QImage render(QQuickPaintedItem &item)
{
    QImage image(item.size().toSize(), QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    item.paint(&painter);
    return image;
}

} // namespace

/// The canvas's painted overviews: the minimap's node blocks and the zoomed-out edges.
class tst_CanvasOverview : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void edgesPlaceThemselvesOverEveryCurve()
    {
        EdgeListModel model(engine::OperatorRegistry::builtin());
        model.setGraph(forkGraph());
        EdgeOverview edges;
        configure(edges);
        edges.setModel(&model);
        // Ports at y 60 (50 + half a row); the curves run from x 200 to 400 with handles of
        // 100, so their hull is 200 .. 400 wide and 60 .. 360 high, plus the pen (4 + 2).
        QCOMPARE(edges.position(), QPointF(194, 54));
        QCOMPARE(edges.size(), QSizeF(212, 312));

        // The picture is at the zoom it is shown at, never larger than the cap.
        edges.setZoom(0.5);
        QCOMPARE(edges.textureSize(), QSize(106, 156));
        edges.setZoom(100);
        QCOMPARE(edges.textureSize().height(), EdgeOverview::kMaxTextureSide);
        QVERIFY(edges.textureSize().width() < EdgeOverview::kMaxTextureSide);

        // A node moved: the item follows the curves.
        engine::Graph moved = forkGraph();
        moved.nodes[2].position = QPointF(400, 600);
        model.nodesMoved(moved, {engine::NodeId(u"c"_s)});
        QCOMPARE(edges.size(), QSizeF(212, 612));
    }

    void edgesAreDrawnSelectedOrPlain()
    {
        EdgeListModel model(engine::OperatorRegistry::builtin());
        model.setGraph(forkGraph());
        EdgeOverview edges;
        configure(edges);
        edges.setModel(&model);
        edges.setSelectedKey(u"a.table->c.table"_s);
        const QImage image = render(edges);
        // Where each curve ends, at its input port (400, 60) and (400, 360), a little inside.
        const QPoint plainEnd = (QPointF(398, 60) - edges.position()).toPoint();
        const QPoint selectedEnd = (QPointF(398, 360) - edges.position()).toPoint();
        QCOMPARE(image.pixelColor(plainEnd).toRgb().red(), 255);
        QCOMPARE(image.pixelColor(selectedEnd).toRgb().blue(), 255);
        QCOMPARE(image.pixelColor(selectedEnd).toRgb().red(), 0);
        // Nothing between the two curves' ends.
        QCOMPARE(image.pixelColor((QPointF(398, 210) - edges.position()).toPoint()).alpha(), 0);
    }

    void aClickFindsTheNearestEdge()
    {
        EdgeListModel model(engine::OperatorRegistry::builtin());
        model.setGraph(forkGraph());
        EdgeOverview edges;
        configure(edges);
        edges.setModel(&model);
        QCOMPARE(edges.edgeAt(QPointF(396, 62), 6),
                 QStringList({u"a"_s, u"table"_s, u"b"_s, u"table"_s}));
        QCOMPARE(edges.edgeAt(QPointF(396, 357), 6),
                 QStringList({u"a"_s, u"table"_s, u"c"_s, u"table"_s}));
        QVERIFY(edges.edgeAt(QPointF(396, 210), 6).isEmpty());
        QVERIFY(edges.edgeAt(QPointF(396, 75), 6).isEmpty());
    }

    void cardsShowSelectionAndTheCriticalPath()
    {
        NodeListModel model(engine::OperatorRegistry::builtin());
        model.setGraph(forkGraph());
        NodeOverview nodes;
        nodes.setSize(QSizeF(700, 500));
        nodes.setModel(&model);
        nodes.setCards(true);
        nodes.setCardWidth(200);
        nodes.setCardBaseHeight(60);
        nodes.setRowHeight(20);
        nodes.setHeaderHeight(40);
        nodes.setBadgeSize(20);
        nodes.setBackgroundColor(Qt::white);
        nodes.setBorderColor(Qt::gray);
        nodes.setSelectedColor(Qt::blue);
        nodes.setCriticalColor(Qt::yellow);
        // Shown 50 pixels in: a at 50 .. 250 × 50 .. 130, b at 450 .., c at 450 × 350 ...
        nodes.setOffset(QPointF(50, 50));
        model.setSelection({engine::NodeId(u"b"_s)});
        // A run in which a then c ended: the critical path a → c.
        weft::app::RunOutline outline;
        for (const QString &id : {u"a"_s, u"b"_s, u"c"_s}) {
            weft::app::MonitorNode node;
            node.id = id;
            outline.nodes.append(node);
        }
        outline.dependencies = {{0, 1}, {0, 2}};
        model.runStates()->beginRun(outline);
        std::vector<engine::Event> events(2);
        events[0].ns = 10;
        events[0].type = engine::EventType::TaskSucceeded;
        events[1] = events[0];
        events[1].ns = 20;
        events[1].task = events[1].node = 2;
        model.runStates()->appendEvents(events);
        model.runStates()->endRun({});

        const QImage image = render(nodes);
        // The body of a card is its background; b's frame is the selection's colour.
        QCOMPARE(image.pixelColor(150, 120).toRgb(), QColor(Qt::white));
        QCOMPARE(image.pixelColor(450, 100).toRgb(), QColor(Qt::blue));
        // a and c have a halo just outside their frames; b has none.
        QCOMPARE(image.pixelColor(150, 47).toRgb(), QColor(Qt::yellow));
        QCOMPARE(image.pixelColor(550, 347).toRgb(), QColor(Qt::yellow));
        QCOMPARE(image.pixelColor(550, 47).alpha(), 0);
    }

    // Zoomed far out, a card large enough on screen shows its title at the title font's pixel
    // size on screen, whatever the zoom; one too small for a few letters shows its badge.
    void cardsShowTheirTitlesWhereTheyFitOnScreen()
    {
        engine::Graph graph;
        graph.nodes = {makeNode(u"a"_s, {0, 0})};
        graph.nodes[0].title = u"Sum of squares"_s;
        NodeListModel model(engine::OperatorRegistry::builtin());
        model.setGraph(graph);
        NodeOverview nodes;
        nodes.setSize(QSizeF(300, 200));
        nodes.setModel(&model);
        nodes.setCards(true);
        nodes.setCardWidth(200);
        nodes.setCardBaseHeight(60);
        nodes.setRowHeight(20);
        nodes.setHeaderHeight(40);
        nodes.setBadgeSize(20);
        nodes.setBackgroundColor(Qt::white);
        nodes.setBorderColor(Qt::gray);
        nodes.setOffset(QPointF(50, 50));
        QFont font;
        font.setPixelSize(12);
        nodes.setTitleFont(font);
        nodes.setTitleColor(Qt::black);
        // At half size the card is 100 × 40 pixels on screen, 25 pixels in.
        nodes.setZoom(0.5);
        const QStringList lines = nodes.titleLines(0);
        QVERIFY(!lines.isEmpty());
        QVERIFY2(lines.front().startsWith(u"Sum"_s), qPrintable(lines.join(u'|')));

        QImage image(QSize(150, 100), QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        QPainter painter(&image);
        painter.scale(0.5, 0.5);
        nodes.paint(&painter);
        painter.end();
        int top = -1;
        int bottom = -1;
        for (int y = 25; y < 65; ++y) {
            for (int x = 30; x < 125; ++x) {
                const QColor pixel = image.pixelColor(x, y);
                if (pixel.alpha() == 255 && pixel.red() < 80 && pixel.green() < 80) {
                    top = top < 0 ? y : top;
                    bottom = y;
                    break;
                }
            }
        }
        // A capital of a 12-pixel font is about 9 pixels high on screen.
        QVERIFY2(top >= 0 && bottom - top + 1 >= 8, qPrintable(u"%1 .. %2"_s.arg(top).arg(bottom)));

        // At a tenth the card is 20 × 8 pixels: no title, and none without a font size.
        nodes.setZoom(0.1);
        QVERIFY(nodes.titleLines(0).isEmpty());
        nodes.setZoom(0.5);
        nodes.setTitleFont(QFont());
        QVERIFY(nodes.titleLines(0).isEmpty());
    }

    void nodesAreBlocksAtTheirPositions()
    {
        NodeListModel model(engine::OperatorRegistry::builtin());
        model.setGraph(forkGraph());
        NodeOverview nodes;
        nodes.setSize(QSizeF(100, 100));
        nodes.setModel(&model);
        nodes.setCardWidth(200);
        nodes.setCardBaseHeight(60);
        nodes.setRowHeight(20);
        // The graph 0 .. 600 × 0 .. 380 shown at a tenth, 10 pixels in.
        nodes.setFactor(0.1);
        nodes.setOffset(QPointF(10, 10));
        nodes.setOrigin(QPointF(0, 0));
        nodes.setSelectedColor(Qt::blue);
        model.setSelection({engine::NodeId(u"c"_s)});

        const QImage image = render(nodes);
        // a: 10 .. 30 × 10 .. 18, grey at 70 %; c: 50 .. 70 × 40 .. 48, selected and opaque.
        QVERIFY(qAbs(image.pixelColor(20, 14).alpha() - 178) <= 2);
        QCOMPARE(image.pixelColor(60, 44).toRgb(), QColor(Qt::blue));
        QCOMPARE(image.pixelColor(40, 30).alpha(), 0);
    }
};

QTEST_MAIN(tst_CanvasOverview)
#include "tst_canvasoverview.moc"
