#include "document/ProjectController.h"
#include "edit/AnnotationController.h"
#include "edit/CanvasSelection.h"
#include "edit/EditController.h"
#include "models/NodeListModel.h"
#include "ops/OperatorRegistry.h"
#include "support/TestPaths.h"

#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

#include <memory>

using namespace Qt::StringLiterals;
using weft::app::CanvasSelection;
using weft::app::ProjectController;
namespace engine = weft::engine;

namespace {

const QString kSample = weft::test::testDataPath(u"gui/weather.weft");

} // namespace

/// The canvas selection's rules on the sample project (six nodes in two branches): a click
/// selects alone and Ctrl+click toggles, nodes, frames and notes form one selection and an edge
/// is selected alone, a rubber band and Select All take every kind, an item that goes leaves the
/// selection, and every change is announced once.
class tst_CanvasSelection : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<ProjectController> m_controller;

    ProjectController &controller() { return *m_controller; }
    CanvasSelection &selection() { return *m_controller->selection(); }

    /// A frame at (0, 480) and a note at (480, 480), neither selected.
    std::pair<QString, QString> addFrameAndNote()
    {
        const QString frame = controller().annotations()->addFrame(QPointF(0, 480));
        const QString note = controller().annotations()->addComment(QPointF(480, 480));
        selection().clear();
        return {frame, note};
    }

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void init()
    {
        m_controller = std::make_unique<ProjectController>(engine::OperatorRegistry::builtin());
        QVERIFY(m_controller->open(kSample));
    }

    void cleanup() { m_controller.reset(); }

    void aClickSelectsAloneAndCtrlClickToggles()
    {
        QSignalSpy changed(&selection(), &CanvasSelection::changed);
        selection().select(u"wettest"_s);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(selection().currentNodeId(), u"wettest"_s);
        QVERIFY(controller().nodes()->isSelected(engine::NodeId(u"wettest"_s)));

        selection().select(u"read"_s, true);
        QCOMPARE(changed.count(), 2);
        // In graph order, whatever the order of the clicks; no current node for two.
        QCOMPARE(selection().nodeIds(), QStringList({u"read"_s, u"wettest"_s}));
        QVERIFY(selection().currentNodeId().isEmpty());

        selection().select(u"wettest"_s, true);
        QCOMPARE(selection().nodeIds(), QStringList({u"read"_s}));
        selection().select(u"rainy"_s);
        QCOMPARE(selection().nodeIds(), QStringList({u"rainy"_s}));
        QCOMPARE(changed.count(), 4);

        // Selecting what is selected already changes nothing and says nothing.
        selection().select(u"rainy"_s);
        selection().selectNodes({u"rainy"_s});
        QCOMPARE(changed.count(), 4);
    }

    void nodesFramesAndNotesAreOneSelection()
    {
        const auto [frame, note] = addFrameAndNote();
        QSignalSpy changed(&selection(), &CanvasSelection::changed);
        selection().selectNodes({u"read"_s, u"rainy"_s});
        selection().selectFrame(frame, true);
        selection().selectComment(note, true);
        QCOMPARE(selection().nodeCount(), 2);
        QVERIFY(selection().isFrameSelected(frame) && selection().isCommentSelected(note));
        QVERIFY(selection().hasAnnotations());
        QCOMPARE(changed.count(), 3);

        // A frame clicked alone replaces nodes and notes in one change, and a node a frame.
        selection().selectFrame(frame);
        QCOMPARE(changed.count(), 4);
        QCOMPARE(selection().nodeCount(), 0);
        QVERIFY(!selection().isCommentSelected(note));
        selection().select(u"read"_s);
        QVERIFY(!selection().hasAnnotations());

        // add() extends every part.
        selection().add({u"write"_s}, {frame}, {note});
        QCOMPARE(selection().nodeIds(), QStringList({u"read"_s, u"write"_s}));
        QVERIFY(selection().isFrameSelected(frame) && selection().isCommentSelected(note));
    }

    void anEdgeIsSelectedAlone()
    {
        const auto [frame, note] = addFrameAndNote();
        selection().selectNodes({u"read"_s});
        selection().selectFrame(frame, true);
        QSignalSpy changed(&selection(), &CanvasSelection::changed);
        QVERIFY(selection().selectEdge(u"read"_s, u"table"_s, u"rainy"_s, u"table"_s));
        QCOMPARE(changed.count(), 1);
        QCOMPARE(selection().edgeKey(), u"read.table->rainy.table"_s);
        QCOMPARE(selection().nodeCount(), 0);
        QVERIFY(!selection().hasAnnotations());
        QVERIFY(!selection().isEmpty());
        // An edge that is not there is not selected, and the selection stays.
        QVERIFY(!selection().selectEdge(u"read"_s, u"table"_s, u"write"_s, u"table"_s));
        QCOMPARE(selection().edgeKey(), u"read.table->rainy.table"_s);

        // A Ctrl+band over nothing keeps it; anything selected beside it takes its place.
        selection().selectInRect(QRectF(2000, 2000, 10, 10), {}, true);
        QCOMPARE(selection().edgeKey(), u"read.table->rainy.table"_s);
        selection().selectComment(note, true);
        QVERIFY(selection().edgeKey().isEmpty());
        QVERIFY(selection().selectEdge(u"read"_s, u"table"_s, u"rainy"_s, u"table"_s));
        selection().clear();
        QVERIFY(selection().isEmpty());
    }

    void anEdgeThatGoesLeavesTheSelection()
    {
        QVERIFY(
            controller().edit()->connectPorts(u"wettest"_s, u"table"_s, u"write"_s, u"table"_s));
        QVERIFY(selection().selectEdge(u"wettest"_s, u"table"_s, u"write"_s, u"table"_s));
        QSignalSpy changed(&selection(), &CanvasSelection::changed);
        controller().undo();
        QVERIFY(selection().edgeKey().isEmpty());
        QVERIFY(selection().isEmpty());
        QCOMPARE(changed.count(), 1);
    }

    void nodesAndFramesThatGoLeaveTheSelection()
    {
        const QString head = controller().edit()->addNode(u"table.head"_s, QPointF(0, 600));
        const QString frame = controller().annotations()->addFrame(QPointF(0, 480));
        selection().select(head);
        selection().selectFrame(frame, true);
        controller().undo(); // the frame
        QVERIFY(!selection().hasAnnotations());
        QCOMPARE(selection().nodeIds(), QStringList({head}));
        controller().undo(); // the node
        QVERIFY(selection().isEmpty());
        QVERIFY(selection().currentNodeId().isEmpty());
        // Opening a project starts with nothing selected.
        selection().selectAll();
        QVERIFY(controller().open(kSample));
        QVERIFY(selection().isEmpty());
    }

    void aRubberBandTakesEveryKind()
    {
        const auto [frame, note] = addFrameAndNote();
        selection().select(u"save_rainy"_s);
        QSignalSpy changed(&selection(), &CanvasSelection::changed);
        // The frame (0, 480, 384 × 240) wholly inside; the note's top edge inside.
        selection().selectInRect(QRectF(-10, 470, 520, 260), {u"read"_s}, false);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(selection().nodeIds(), QStringList({u"read"_s}));
        QVERIFY(selection().isFrameSelected(frame));
        QVERIFY(selection().isCommentSelected(note));

        // A frame cut by the band is not taken; a note whose top edge is outside neither.
        selection().selectInRect(QRectF(100, 500, 500, 300), {}, false);
        QVERIFY(selection().isEmpty());
        // With extend, the band adds to the selection; a band drawn backwards works too.
        selection().select(u"save_rainy"_s);
        selection().selectInRect(QRectF(390, 730, -400, -260), {u"write"_s}, true);
        QCOMPARE(selection().nodeIds(), QStringList({u"write"_s, u"save_rainy"_s}));
        QVERIFY(selection().isFrameSelected(frame));
        QVERIFY(!selection().isCommentSelected(note));
    }

    void selectAllAndClearAreOneChangeEach()
    {
        const auto [frame, note] = addFrameAndNote();
        QSignalSpy changed(&selection(), &CanvasSelection::changed);
        selection().selectAll();
        QCOMPARE(changed.count(), 1);
        QCOMPARE(selection().nodeCount(), 6);
        QVERIFY(selection().isFrameSelected(frame) && selection().isCommentSelected(note));
        selection().clear();
        QCOMPARE(changed.count(), 2);
        QVERIFY(selection().isEmpty());
        selection().clear();
        QCOMPARE(changed.count(), 2);
    }

    void theFragmentHoldsWhatIsSelectedAndTheEdgesBetween()
    {
        const auto [frame, note] = addFrameAndNote();
        selection().selectNodes({u"wettest"_s, u"read"_s, u"rainy"_s});
        selection().selectComment(note, true);
        const engine::Project fragment = selection().fragment();
        QCOMPARE(fragment.graph.nodes.size(), size_t(3));
        QCOMPARE(fragment.graph.nodes.front().id.toString(), u"read"_s);
        // read → rainy → wettest; not wettest → save_rainy, whose end is not selected.
        QCOMPARE(fragment.graph.edges.size(), size_t(2));
        QVERIFY(fragment.frames.empty());
        QCOMPARE(fragment.comments.size(), size_t(1));
        QCOMPARE(fragment.comments.front().id, note);
    }
};

QTEST_MAIN(tst_CanvasSelection)
#include "tst_canvasselection.moc"
