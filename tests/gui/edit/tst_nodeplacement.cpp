#include "document/ProjectController.h"
#include "edit/CardSize.h"
#include "edit/NodePlacement.h"
#include "ops/OperatorRegistry.h"
#include "support/TestPaths.h"

#include <QStandardPaths>
#include <QTest>
#include <QUrl>

using namespace Qt::StringLiterals;
using weft::app::NodePlacement;
namespace engine = weft::engine;

namespace {

constexpr qreal kGrid = 24;

/// Whether `rect` keeps at least `gap` from every rectangle of `others`.
bool clearOf(const QRectF &rect, const std::vector<QRectF> &others, qreal gap)
{
    const QRectF kept = rect.adjusted(-gap, -gap, gap, gap);
    return std::none_of(others.begin(), others.end(),
                        [&](const QRectF &other) { return kept.intersects(other); });
}

QRectF cardOf(const engine::Node &node)
{
    const engine::Operator *op = engine::OperatorRegistry::builtin().find(node.operatorId);
    return QRectF(node.position, weft::app::cardSize(op ? &op->spec() : nullptr));
}

/// Whether no two cards of the graph come closer than the gap.
bool noneOverlap(const engine::Graph &graph)
{
    for (size_t i = 0; i < graph.nodes.size(); ++i) {
        for (size_t j = i + 1; j < graph.nodes.size(); ++j) {
            if (!clearOf(cardOf(graph.nodes[i]), {cardOf(graph.nodes[j])}, kGrid))
                return false;
        }
    }
    return true;
}

} // namespace

/// The one rule for where new, pasted and attached cards land: never on others, as near to
/// where they were wanted as the grid allows, a group keeping its shape.
class tst_NodePlacement : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void aFreePlaceIsKept()
    {
        const NodePlacement placement({QRectF(0, 0, 216, 90)}, kGrid, kGrid);
        QCOMPARE(placement.freePosition(QPointF(480, 0), QSizeF(216, 90)), QPointF(480, 0));
        // Exactly one gap away counts as free.
        QCOMPARE(placement.freePosition(QPointF(0, 114), QSizeF(216, 90)), QPointF(0, 114));
    }

    void aCardOnAnotherMovesTheShortestWayDownFirst()
    {
        const std::vector<QRectF> occupied{QRectF(0, 0, 216, 90)};
        const NodePlacement placement(occupied, kGrid, kGrid);
        // Down and up are both 5 steps (90 + 24 rounded up to the grid): down wins.
        const QPointF placed = placement.freePosition(QPointF(0, 0), QSizeF(216, 90));
        QCOMPARE(placed, QPointF(0, 120));
        QVERIFY(clearOf(QRectF(placed, QSizeF(216, 90)), occupied, kGrid));
        // Wanted nearer the card's bottom, it goes below, the shorter way.
        QCOMPARE(placement.freePosition(QPointF(0, 72), QSizeF(216, 90)), QPointF(0, 120));
        // Wanted nearer its top, it goes above.
        QCOMPARE(placement.freePosition(QPointF(0, -48), QSizeF(216, 90)), QPointF(0, -120));
    }

    void aCardTooCloseMovesOutOfTheGap()
    {
        const std::vector<QRectF> occupied{QRectF(0, 0, 216, 90)};
        const NodePlacement placement(occupied, kGrid, kGrid);
        // 10 px right of the card: no overlap, but no gap either.
        const QPointF placed = placement.freePosition(QPointF(226, 0), QSizeF(216, 90));
        QVERIFY(placed != QPointF(226, 0));
        QVERIFY(clearOf(QRectF(placed, QSizeF(216, 90)), occupied, kGrid));
        // Moved by whole grid steps: a snapped card stays snapped.
        QCOMPARE(std::fmod(placed.x() - 226, kGrid), 0.0);
        QCOMPARE(std::fmod(placed.y(), kGrid), 0.0);
    }

    void aGroupKeepsItsShape()
    {
        const std::vector<QRectF> occupied{QRectF(0, 0, 216, 90), QRectF(288, 0, 216, 90)};
        const NodePlacement placement(occupied, kGrid, kGrid);
        // A copy of both, pasted 48 px down and right: over both originals.
        const std::vector<QRectF> group{QRectF(48, 48, 216, 90), QRectF(336, 48, 216, 90)};
        const QPointF offset = placement.freeOffset(group);
        QVERIFY(offset != QPointF());
        for (const QRectF &rect : group)
            QVERIFY(clearOf(rect.translated(offset), occupied, kGrid));
        QVERIFY(placement.isFree(group, offset));
        QVERIFY(!placement.isFree(group, QPointF()));
        QCOMPARE(placement.freeOffset({}), QPointF());
    }

    void theNearestFreePlaceWins()
    {
        // A column of cards with a hole in it: a card wanted on the card above the hole takes
        // the hole rather than a place beside the column.
        std::vector<QRectF> occupied;
        for (int row = 0; row < 10; ++row) {
            if (row != 5)
                occupied.emplace_back(0, row * 144, 216, 90);
        }
        const NodePlacement placement(occupied, kGrid, kGrid);
        const QPointF placed = placement.freePosition(QPointF(0, 4 * 144 + 24), QSizeF(216, 90));
        QVERIFY(clearOf(QRectF(placed, QSizeF(216, 90)), occupied, kGrid));
        // Four steps down: the first place a gap below the card above the hole.
        QCOMPARE(placed, QPointF(0, 4 * 144 + 24 + 96));
    }

    void aCrowdedPlaceSendsTheCardBelowItsColumn()
    {
        // A wall of cards far wider and taller than the search reaches.
        std::vector<QRectF> occupied;
        for (int row = 0; row < 60; ++row) {
            for (int column = -20; column < 20; ++column)
                occupied.emplace_back(column * 240, row * 114, 216, 90);
        }
        const NodePlacement placement(occupied, kGrid, kGrid);
        const QPointF placed = placement.freePosition(QPointF(0, 0), QSizeF(216, 90));
        QVERIFY(clearOf(QRectF(placed, QSizeF(216, 90)), occupied, kGrid));
    }

    void forGraphUsesTheCardsSizes()
    {
        engine::Graph graph;
        engine::Node read;
        read.id = engine::NodeId(u"read"_s);
        read.operatorId = u"csv.read"_s;
        read.position = QPointF(0, 0);
        graph.nodes.push_back(read);
        const engine::OperatorRegistry &registry = engine::OperatorRegistry::builtin();
        const auto size = [&registry](const engine::Node &node) {
            const engine::Operator *op = registry.find(node.operatorId);
            return weft::app::cardSize(op ? &op->spec() : nullptr);
        };
        const NodePlacement placement = NodePlacement::forGraph(graph, size, kGrid);
        const QSizeF card = size(read);
        const QPointF placed = placement.freePosition(QPointF(24, 24), card);
        QVERIFY(clearOf(QRectF(placed, card), {QRectF(read.position, card)}, kGrid));
    }
    // The rule as the editor applies it: a node added on top of another, a paste over its
    // originals and files attached over the graph all land in free space.
    void theEditorPlacesEveryNewCardInFreeSpace()
    {
        QStandardPaths::setTestModeEnabled(true);
        weft::app::ProjectController controller(engine::OperatorRegistry::builtin());
        QVERIFY(controller.open(weft::test::testDataPath(u"gui/weather.weft")));
        const engine::Graph &graph = controller.project().graph;
        QVERIFY(noneOverlap(graph));
        const QPointF read = graph.findNode(engine::NodeId(u"read"_s))->position;

        // On top of "read": moved off it, by whole grid steps.
        const QString head = controller.edit()->addNode(u"table.head"_s, read);
        const QPointF placed = graph.findNode(engine::NodeId(head))->position;
        QVERIFY(placed != read);
        QCOMPARE(std::fmod(placed.x() - read.x(), kGrid), 0.0);
        QCOMPARE(std::fmod(placed.y() - read.y(), kGrid), 0.0);
        QVERIFY(noneOverlap(graph));

        // Everything selected, duplicated twice: each copy lands clear of all.
        controller.selection()->selectAll();
        controller.edit()->duplicateSelection();
        controller.selection()->selectAll();
        controller.edit()->duplicateSelection();
        QCOMPARE(controller.nodes()->count(), 28);
        QVERIFY(noneOverlap(graph));

        // Files attached where "fahrenheit" lies.
        const QPointF fahrenheit = graph.findNode(engine::NodeId(u"fahrenheit"_s))->position;
        const QString csv = weft::test::testDataPath(u"gui/weather.csv");
        QCOMPARE(controller.edit()->addFileNodes({QUrl::fromLocalFile(csv)}, fahrenheit), 1);
        QVERIFY(noneOverlap(graph));
        QCOMPARE(controller.nodes()->count(), 29);
    }
};

QTEST_MAIN(tst_NodePlacement)
#include "tst_nodeplacement.moc"
