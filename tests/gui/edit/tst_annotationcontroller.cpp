#include "document/ProjectController.h"
#include "edit/AnnotationController.h"
#include "edit/CanvasSelection.h"
#include "edit/EditController.h"
#include "models/CommentListModel.h"
#include "models/FrameListModel.h"
#include "ops/OperatorRegistry.h"
#include "project/ProjectWriter.h"
#include "support/TestPaths.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <memory>

using namespace Qt::StringLiterals;
using weft::app::AnnotationController;
using weft::app::CanvasSelection;
using weft::app::EditController;
using weft::app::ProjectController;
namespace engine = weft::engine;

namespace {

const QString kSample = weft::test::testDataPath(u"gui/weather.weft");

QPointF positionOf(const ProjectController &controller, const QString &id)
{
    const engine::Node *node = controller.project().graph.findNode(engine::NodeId(id));
    return node ? node->position : QPointF(-1, -1);
}

} // namespace

/// Frames and comments through the controller's undo stack: every command, its undo (which
/// restores the document byte for byte) and its redo; moving a frame with the nodes inside it;
/// a selection that mixes nodes, frames and comments for Delete, Copy, Paste and Duplicate; the
/// frame and comment models checked by QAbstractItemModelTester all along.
class tst_AnnotationController : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<ProjectController> m_controller;
    std::unique_ptr<QAbstractItemModelTester> m_frameTester;
    std::unique_ptr<QAbstractItemModelTester> m_commentTester;

    ProjectController &controller() { return *m_controller; }
    EditController &edit() { return *m_controller->edit(); }
    AnnotationController &notes() { return *m_controller->annotations(); }
    CanvasSelection &selection() { return *m_controller->selection(); }
    const std::vector<engine::Frame> &frames() const { return m_controller->project().frames; }
    const std::vector<engine::Comment> &comments() const
    {
        return m_controller->project().comments;
    }
    QByteArray document() const
    {
        return engine::ProjectWriter::serialize(m_controller->project());
    }

    /// A frame around the nodes `read` and `fahrenheit`.
    QString frameAroundTwo()
    {
        selection().selectNodes({u"read"_s, u"fahrenheit"_s});
        return notes().addFrameAroundSelection();
    }

    /// Undoes the last step, checks the document is `before`, redoes and checks it is `after`.
    void checkUndoRedo(const QByteArray &before, const QByteArray &after)
    {
        controller().undo();
        QCOMPARE(document(), before);
        controller().redo();
        QCOMPARE(document(), after);
    }

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void init()
    {
        m_controller = std::make_unique<ProjectController>(engine::OperatorRegistry::builtin());
        QVERIFY(m_controller->open(kSample));
        const auto mode = QAbstractItemModelTester::FailureReportingMode::QtTest;
        m_frameTester = std::make_unique<QAbstractItemModelTester>(notes().frames(), mode);
        m_commentTester = std::make_unique<QAbstractItemModelTester>(notes().comments(), mode);
    }

    void cleanup()
    {
        m_frameTester.reset();
        m_commentTester.reset();
        m_controller.reset();
    }

    void frameAroundSelectionEnclosesTheNodes()
    {
        const QByteArray before = document();
        QSignalSpy inserted(notes().frames(), &QAbstractItemModel::rowsInserted);
        QSignalSpy reset(notes().frames(), &QAbstractItemModel::modelReset);
        const QString id = frameAroundTwo();
        QCOMPARE(id, u"frame"_s);
        QCOMPARE(frames().size(), size_t(1));
        QCOMPARE(inserted.count(), 1);
        QCOMPARE(reset.count(), 0);
        const QRectF rect = frames().front().rect;
        // read sits at (0, 110), fahrenheit at (280, 0); the title bar goes above them.
        QVERIFY(rect.contains(QRectF(0, 110, 216, 90)));
        QVERIFY(rect.contains(QRectF(280, 0, 216, 90)));
        QVERIFY(rect.top() <= -36);
        QCOMPARE(frames().front().title, u"Frame"_s);
        // The new frame is the selection.
        QVERIFY(selection().isFrameSelected(id));
        QCOMPARE(selection().nodeCount(), 0);
        QVERIFY(!selection().isEmpty());
        QVERIFY(controller().isModified());
        checkUndoRedo(before, document());
        // A second one gets an id of its own.
        QCOMPARE(frameAroundTwo(), u"frame_2"_s);
    }

    void frameAroundNothingIsRefused()
    {
        selection().clear();
        QSignalSpy message(&notes(), &AnnotationController::messageRaised);
        QCOMPARE(notes().addFrameAroundSelection(), QString());
        QCOMPARE(message.count(), 1);
        QVERIFY(frames().empty());
        QVERIFY(!controller().canUndo());
    }

    void frameEditsUndoAndRedo()
    {
        notes().addFrame(QPointF(48, 480));
        QCOMPARE(frames().front().rect, QRectF(48, 480, 384, 240));
        QSignalSpy changed(notes().frames(), &QAbstractItemModel::dataChanged);

        QByteArray before = document();
        notes().setFrameTitle(u"frame"_s, u"  Inputs "_s);
        QCOMPARE(frames().front().title, u"Inputs"_s);
        QCOMPARE(changed.count(), 1);
        checkUndoRedo(before, document());

        before = document();
        notes().setFrameColour(u"frame"_s, u"#12A37F"_s);
        QCOMPARE(frames().front().colour, u"#12a37f"_s);
        checkUndoRedo(before, document());
        // Not a colour: nothing happens, nothing to undo.
        const int steps = controller().undoStack()->count();
        notes().setFrameColour(u"frame"_s, u"green"_s);
        notes().setFrameTitle(u"frame"_s, u"Inputs"_s);
        QCOMPARE(controller().undoStack()->count(), steps);

        before = document();
        notes().beginFrameResize(u"frame"_s);
        notes().dragFrameResize(QPointF(50, -500), 24);
        QCOMPARE(frames().front().rect.size(), QSizeF(432, 72)); // snapped, never below minimum
        notes().endFrameResize();
        QCOMPARE(controller().undoStack()->count(), steps + 1);
        checkUndoRedo(before, document());
    }

    void movingAFrameMovesWhatIsInsideInOneStep()
    {
        const QString id = frameAroundTwo();
        const QString note = notes().addComment(frames().front().rect.topLeft() + QPointF(8, 40));
        const QPointF rainy = positionOf(controller(), u"rainy"_s);
        const QRectF start = frames().front().rect;
        const int steps = controller().undoStack()->count();
        const QByteArray before = document();

        notes().beginFrameMove(id);
        notes().dragFrameMove(QPointF(50, 20), 0);
        // Live: everything follows while the pointer moves.
        QCOMPARE(positionOf(controller(), u"read"_s), QPointF(50, 130));
        notes().dragFrameMove(QPointF(100, 50), 24);
        notes().endFrameMove();

        QCOMPARE(frames().front().rect, start.translated(96, 48));
        QCOMPARE(positionOf(controller(), u"read"_s), QPointF(96, 158));
        QCOMPARE(positionOf(controller(), u"fahrenheit"_s), QPointF(376, 48));
        QCOMPARE(comments().front().position, start.topLeft() + QPointF(8 + 96, 40 + 48));
        // A node outside the frame stays.
        QCOMPARE(positionOf(controller(), u"rainy"_s), rainy);
        QCOMPARE(controller().undoStack()->count(), steps + 1);
        QCOMPARE(controller().undoText(), u"Move Frame frame"_s);
        QVERIFY(!note.isEmpty());
        checkUndoRedo(before, document());

        // A click without a move is no step.
        notes().beginFrameMove(id);
        notes().endFrameMove();
        QCOMPARE(controller().undoStack()->count(), steps + 1);
    }

    void commentEditsUndoAndRedo()
    {
        QByteArray before = document();
        const QString id = notes().addComment(QPointF(24, 600));
        QCOMPARE(id, u"comment"_s);
        QCOMPARE(comments().front().width, 240.0);
        QVERIFY(selection().isCommentSelected(id));
        checkUndoRedo(before, document());

        before = document();
        notes().setCommentText(id, u"Rain in mm.\nFrom the weather service."_s);
        QCOMPARE(comments().front().text, u"Rain in mm.\nFrom the weather service."_s);
        checkUndoRedo(before, document());

        before = document();
        notes().beginCommentMove(id);
        notes().dragCommentMove(QPointF(-30, 13), 24);
        notes().endCommentMove();
        QCOMPARE(comments().front().position, QPointF(0, 624));
        checkUndoRedo(before, document());
    }

    void deleteRemovesAMixedSelectionInOneStep()
    {
        const QByteArray before = document();
        notes().addFrame(QPointF(0, 480));
        notes().addFrame(QPointF(480, 480));
        notes().addComment(QPointF(0, 800));
        const QByteArray full = document();
        const int steps = controller().undoStack()->count();

        selection().select(u"write"_s);
        selection().selectFrame(u"frame"_s, true);
        selection().selectComment(u"comment"_s, true);
        QCOMPARE(selection().nodeCount(), 1);
        edit().removeSelection();
        QCOMPARE(frames().size(), size_t(1));
        QCOMPARE(frames().front().id, u"frame_2"_s);
        QVERIFY(comments().empty());
        QVERIFY(!controller().project().graph.findNode(engine::NodeId(u"write"_s)));
        QCOMPARE(controller().undoStack()->count(), steps + 1);
        // Undo puts everything back where it was, in the same order.
        checkUndoRedo(full, document());
        controller().undo();
        for (int i = 0; i < 3; ++i)
            controller().undo();
        QCOMPARE(document(), before);
    }

    void copyPasteAndDuplicateCarryThem()
    {
        const QString frame = frameAroundTwo();
        const QString note = notes().addComment(QPointF(24, 24));
        selection().selectNodes({u"read"_s});
        selection().add({}, {frame}, {note});
        const QString text = edit().copySelection();
        QVERIFY(text.contains(u"\"frames\""_s));
        QVERIFY(text.contains(u"\"comments\""_s));

        const QByteArray before = document();
        const QRectF rect = frames().front().rect;
        edit().duplicateSelection();
        QCOMPARE(frames().size(), size_t(2));
        QCOMPARE(frames().back().id, u"frame_2"_s);
        // The copies move together: 48 px down and right, and on into free space as a group
        // (NodePlacement) when that would cover the originals.
        const QPointF moved =
            positionOf(controller(), u"read_2"_s) - positionOf(controller(), u"read"_s);
        QVERIFY(moved != QPointF());
        QCOMPARE(frames().back().rect, rect.translated(moved));
        QCOMPARE(comments().back().id, u"comment_2"_s);
        QCOMPARE(comments().back().position, QPointF(24, 24) + moved);
        // The copies are the new selection.
        QVERIFY(selection().isFrameSelected(u"frame_2"_s));
        QVERIFY(!selection().isFrameSelected(frame));
        QCOMPARE(selection().nodeCount(), 1);
        checkUndoRedo(before, document());

        // Text that holds only a frame pastes too.
        QVERIFY(edit().pasteText(
            uR"({"format": 1, "project": {"name": ""}, "datasets": [], "nodes": [], "edges": [],
                 "frames": [{"id": "frame", "title": "Pasted", "x": 0, "y": 0, "width": 100,
                             "height": 80}]})"_s,
            QPointF(10, 10)));
        QCOMPARE(frames().back().id, u"frame_3"_s);
        QCOMPARE(frames().back().rect, QRectF(10, 10, 100, 80));
        QCOMPARE(frames().back().title, u"Pasted"_s);

        // A selection of frames alone is cut and duplicated too.
        selection().selectFrame(frame);
        edit().cutSelection();
        QCOMPARE(frames().size(), size_t(2));
        QCOMPARE(controller().undoText(), u"Cut Selection"_s);
        controller().undo();
        QCOMPARE(frames().size(), size_t(3));
        selection().selectFrame(frame);
        edit().duplicateSelection();
        QCOMPARE(frames().size(), size_t(4));
    }

    void selectionIsOneForNodesFramesAndComments()
    {
        const QString frame = frameAroundTwo();
        const QString note = notes().addComment(QPointF(0, 600));
        QSignalSpy changed(&selection(), &CanvasSelection::changed);

        selection().selectFrame(frame);
        QVERIFY(selection().isFrameSelected(frame));
        QVERIFY(!selection().isCommentSelected(note));
        QVERIFY(changed.count() > 0);
        // A node clicked alone replaces the frame…
        selection().select(u"rainy"_s);
        QVERIFY(!selection().hasAnnotations());
        // …and a frame clicked alone replaces the node.
        selection().selectFrame(frame);
        QCOMPARE(selection().nodeCount(), 0);
        selection().selectComment(note, true);
        QVERIFY(selection().isFrameSelected(frame) && selection().isCommentSelected(note));
        selection().selectComment(note, true);
        QVERIFY(!selection().isCommentSelected(note));

        selection().selectAll();
        QVERIFY(selection().isFrameSelected(frame) && selection().isCommentSelected(note));
        QCOMPARE(selection().nodeCount(), 6);
        selection().clear();
        QVERIFY(selection().isEmpty());

        // A rubber band takes the frames wholly inside it and the notes whose top is.
        selection().selectInRect(QRectF(-200, -200, 900, 900), {}, false);
        QVERIFY(selection().isFrameSelected(frame));
        QVERIFY(selection().isCommentSelected(note));
        selection().selectInRect(QRectF(0, 0, 100, 100), {}, false);
        QVERIFY(!selection().hasAnnotations());
    }

    void saveAndReopenKeepsThem()
    {
        frameAroundTwo();
        notes().setFrameColour(u"frame"_s, u"#8e5cd9"_s);
        notes().setCommentText(notes().addComment(QPointF(0, 600)), u"Check the units"_s);
        QTemporaryDir dir;
        const QString file = dir.filePath(u"weather.weft"_s);
        QVERIFY(controller().saveAs(file));
        const auto savedFrames = frames();
        const auto savedComments = comments();
        controller().newProject();
        QCOMPARE(notes().frames()->rowCount(), 0);
        QVERIFY(controller().open(file));
        QVERIFY(frames() == savedFrames);
        QVERIFY(comments() == savedComments);
        QCOMPARE(notes().frames()->rowCount(), 1);
        QCOMPARE(notes().comments()->rowCount(), 1);
        QCOMPARE(notes()
                     .frames()
                     ->data(notes().frames()->index(0), weft::app::FrameListModel::ColourRole)
                     .toString(),
                 u"#8e5cd9"_s);
    }
};

QTEST_MAIN(tst_AnnotationController)
#include "tst_annotationcontroller.moc"
