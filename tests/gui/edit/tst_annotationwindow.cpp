#include "EditorWindowSupport.h"

using namespace Qt::StringLiterals;
using namespace weft::test;
using weft::app::MainWindow;
namespace engine = weft::engine;

/// Frames and comments driven as a user drives them: real mouse and key events on the
/// offscreen window. A frame made around two nodes with Ctrl+G is dragged by its title and takes
/// the nodes along, in one undo step; it is renamed in place; a comment from the menu is
/// written, moved and deleted; the minimap covers a frame away from the nodes.
class tst_AnnotationWindow : public EditorWindowTest
{
    Q_OBJECT

private:
    QPointF positionOf(const QString &id)
    {
        const engine::Node *node = controller().project().graph.findNode(engine::NodeId(id));
        return node ? node->position : QPointF(-1, -1);
    }

private Q_SLOTS:
    void initTestCase() { useTestSettings(u"tst_annotationwindow"_s); }

    void init() { m_editor.start(); }

    void cleanup() { m_editor.stop(); }

    void frameAroundTwoNodesMovesThemByItsTitle()
    {
        // Select two nodes with the mouse, frame them with the keyboard.
        QTest::mouseClick(win(), Qt::LeftButton, {}, at(card(u"read"_s), QPointF(100, 20)));
        QTest::mouseClick(win(), Qt::LeftButton, Qt::ControlModifier,
                          at(card(u"fahrenheit"_s), QPointF(100, 20)));
        QCOMPARE(controller().selection()->nodeCount(), 2);
        // Off the card, so that its description tooltip does not open over the canvas.
        QQuickItem *canvas = item(u"graphCanvas"_s);
        QTest::mouseMove(win(), at(canvas, QPointF(canvas->width() - 40, 40)));
        const int steps = controller().undoStack()->count();
        QTest::keyClick(win(), Qt::Key_G, Qt::ControlModifier);
        QQuickItem *frame = nullptr;
        QTRY_VERIFY((frame = item(u"frame:frame"_s)));
        QCOMPARE(controller().project().frames.size(), size_t(1));
        saveScreenshot(u"frame-around-two"_s);

        // Drag the title: the frame and both nodes move by the same snapped amount.
        const QRectF start = controller().project().frames.front().rect;
        QQuickItem *title = findItem(frame, u"frameTitle"_s);
        QVERIFY(title);
        // Near its right end: the left end lies under the operator palette.
        const QPoint grip = at(title, QPointF(title->width() - 60, title->height() / 2));
        drag(win(), grip, grip + QPoint(121, 95));
        QCOMPARE(controller().project().frames.front().rect, start.translated(120, 96));
        QCOMPARE(positionOf(u"read"_s), QPointF(120, 206));
        QCOMPARE(positionOf(u"fahrenheit"_s), QPointF(400, 96));
        QCOMPARE(positionOf(u"rainy"_s), QPointF(280, 220));
        QTRY_COMPARE(card(u"read"_s)->position(), QPointF(120, 206));
        QCOMPARE(controller().undoStack()->count(), steps + 2);

        // One undo puts all three back.
        QTest::keyClick(win(), Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(controller().project().frames.front().rect, start);
        QCOMPARE(positionOf(u"read"_s), QPointF(0, 110));
        QCOMPARE(positionOf(u"fahrenheit"_s), QPointF(280, 0));
        QTRY_COMPARE(frame->position(), start.topLeft());
        QTest::keyClick(win(), Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(positionOf(u"read"_s), QPointF(120, 206));
    }

    void frameIsRenamedInPlace()
    {
        controller().annotations()->addFrame(QPointF(24, 480));
        QQuickItem *frame = nullptr;
        QTRY_VERIFY((frame = item(u"frame:frame"_s)));
        QQuickItem *title = findItem(frame, u"frameTitle"_s);
        QTest::mouseDClick(win(), Qt::LeftButton, {}, at(title, QPointF(80, title->height() / 2)));
        QQuickItem *field = nullptr;
        QTRY_VERIFY((field = findItem(frame, u"frameTitleField"_s)));
        QTRY_VERIFY(field->hasActiveFocus());
        for (const char c : QByteArrayView("Outputs"))
            QTest::keyClick(win(), c);
        QTest::keyClick(win(), Qt::Key_Return);
        QTRY_VERIFY(!findItem(frame, u"frameTitleField"_s));
        QCOMPARE(controller().project().frames.front().title, u"Outputs"_s);
        QTest::keyClick(win(), Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(controller().project().frames.front().title, u"Frame"_s);

        // Escape drops what was typed.
        const int steps = controller().undoStack()->count();
        QTest::mouseDClick(win(), Qt::LeftButton, {}, at(title, QPointF(80, title->height() / 2)));
        QTRY_VERIFY((field = findItem(frame, u"frameTitleField"_s)));
        QTRY_VERIFY(field->hasActiveFocus());
        QTest::keyClick(win(), Qt::Key_X);
        QTest::keyClick(win(), Qt::Key_Escape);
        QTRY_VERIFY(!findItem(frame, u"frameTitleField"_s));
        QCOMPARE(controller().project().frames.front().title, u"Frame"_s);
        QCOMPARE(controller().undoStack()->count(), steps);
        QVERIFY(controller().selection()->isFrameSelected(u"frame"_s));
    }

    void minimapShowsAFrameBesideTheNodes()
    {
        controller().annotations()->addFrame(QPointF(3000, 2000));
        QTRY_VERIFY(item(u"frame:frame"_s));
        const QRectF frame = controller().project().frames.front().rect;
        QQuickItem *minimap = item(u"minimap"_s);
        QVERIFY(minimap);
        // The map's extent covers the frame, far to the right of and below every node.
        QTRY_VERIFY(minimap->property("shown").toRectF().contains(frame));
    }

    void commentIsWrittenMovedAndDeleted()
    {
        // Look at empty canvas below the graph: the note lands in the middle of the view.
        QVERIFY(QMetaObject::invokeMethod(item(u"graphCanvas"_s), "centerOn",
                                          Q_ARG(QPointF, QPointF(400, 900))));
        QTest::keyClick(win(), Qt::Key_M, Qt::ControlModifier | Qt::ShiftModifier);
        QQuickItem *note = nullptr;
        QTRY_VERIFY((note = item(u"comment:comment"_s)));
        // A new note opens for typing.
        QQuickItem *field = nullptr;
        QTRY_VERIFY((field = findItem(note, u"commentField"_s)));
        QTRY_VERIFY(field->hasActiveFocus());
        for (const char c : QByteArrayView("Rain in mm"))
            QTest::keyClick(win(), c);
        QTest::keyClick(win(), Qt::Key_Return, Qt::ControlModifier);
        QTRY_VERIFY(!findItem(note, u"commentField"_s));
        QCOMPARE(controller().project().comments.front().text, u"Rain in mm"_s);
        saveScreenshot(u"comment"_s);

        const QPointF start = controller().project().comments.front().position;
        const QPoint grip = at(note, QPointF(40, 20));
        drag(win(), grip, grip + QPoint(-48, 73));
        QCOMPARE(controller().project().comments.front().position, start + QPointF(-48, 72));

        // Double-click edits it again; Escape drops the change.
        QTest::mouseDClick(win(), Qt::LeftButton, {}, at(note, QPointF(40, 20)));
        QTRY_VERIFY((field = findItem(note, u"commentField"_s)));
        QTRY_VERIFY(field->hasActiveFocus());
        QTest::keyClick(win(), Qt::Key_X);
        QTest::keyClick(win(), Qt::Key_Escape);
        QTRY_VERIFY(!findItem(note, u"commentField"_s));
        QCOMPARE(controller().project().comments.front().text, u"Rain in mm"_s);

        // Selected by the drag; Delete removes it, undo brings it back.
        QVERIFY(controller().selection()->isCommentSelected(u"comment"_s));
        QTest::keyClick(win(), Qt::Key_Delete);
        QVERIFY(controller().project().comments.empty());
        QTRY_VERIFY(!item(u"comment:comment"_s));
        QTest::keyClick(win(), Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(controller().project().comments.size(), size_t(1));
        QTRY_VERIFY(item(u"comment:comment"_s));
    }
};

QTEST_MAIN(tst_AnnotationWindow)
#include "tst_annotationwindow.moc"
