#include "EditorWindowSupport.h"
#include "support/TestPaths.h"

#include <QDir>
#include <QFont>
#include <QStyleHints>

using namespace Qt::StringLiterals;
using namespace weft::test;

namespace {

/// The cards on the canvas, in window coordinates.
QList<QRectF> cardRects(QQuickWindow *win)
{
    QList<QQuickItem *> items;
    collectItems(win->contentItem(), items);
    QList<QRectF> rects;
    for (QQuickItem *item : std::as_const(items)) {
        if (item->objectName().startsWith(u"node:"_s) && item->isVisible())
            rects << item->mapRectToScene(QRectF(0, 0, item->width(), item->height()));
    }
    return rects;
}

bool cardsOverlap(QQuickWindow *win)
{
    const QList<QRectF> rects = cardRects(win);
    for (qsizetype i = 0; i < rects.size(); ++i) {
        for (qsizetype j = i + 1; j < rects.size(); ++j) {
            if (rects[i].intersects(rects[j]))
                return true;
        }
    }
    return false;
}

/// A press, one move straight to `to` and a release: a quick hand, or a jump of the pointer.
void quickDrag(QQuickWindow *win, QPoint from, QPoint to)
{
    QTest::mousePress(win, Qt::LeftButton, {}, from);
    QMouseEvent move(QEvent::MouseMove, to, to, win->mapToGlobal(QPointF(to)), Qt::NoButton,
                     Qt::LeftButton, {});
    QGuiApplication::sendEvent(win, &move);
    QTest::mouseRelease(win, Qt::LeftButton, {}, to);
}

} // namespace

/// Wiring and placing as a user of KNIME or Node-RED expects, with real mouse and key events on
/// the offscreen window: a port takes a drag only past the platform's drag distance and never
/// moves its node; a drop on a port's dot connects or says why not; a wire let go on empty
/// canvas adds a node that fits and connects it; new cards land in free space; selecting a node
/// never moves the view; titles stay readable at the zoom the examples fit to.
class tst_WiringWindow : public EditorWindowTest
{
    Q_OBJECT

private:
    /// Graph point (x, y) in window coordinates.
    QPoint graphPoint(qreal x, qreal y)
    {
        return item(u"nodeLayer"_s)->mapToScene(QPointF(x, y)).toPoint();
    }

    QString messageText()
    {
        QQuickItem *message = item(u"wireMessage"_s);
        return message ? message->property("text").toString() : QString();
    }

private Q_SLOTS:
    void initTestCase() { useTestSettings(u"tst_wiringwindow"_s); }
    void init() { m_editor.start(); }
    void cleanup() { m_editor.stop(); }

    void aQuickDragFromAPortDrawsAWireNeverMovesTheNode()
    {
        const QPointF before = card(u"wettest"_s)->position();
        const QPoint from = port(u"wettest"_s, u"table"_s, true);
        // Into empty canvas below save_rainy, in one jump far past the drag distance.
        quickDrag(win(), from, graphPoint(900, 420));
        QCOMPARE(card(u"wettest"_s)->position(), before);
        QCOMPARE(
            controller().project().graph.findNode(weft::engine::NodeId(u"wettest"_s))->position,
            before);
        QVERIFY(!controller().canUndo());
        // It drew a wire: let go on empty canvas, it offers the nodes to add.
        QTRY_VERIFY(item(u"quickAddSearch"_s));
        QTest::keyClick(win(), Qt::Key_Escape);
        QTRY_VERIFY(!item(u"quickAddSearch"_s));
        QCOMPARE(controller().nodes()->count(), 6);
    }

    void aPressOnAPortThatMovesLessThanTheDragDistanceIsAClick()
    {
        const int distance = QGuiApplication::styleHints()->startDragDistance();
        QVERIFY(distance > 3);
        const QPointF before = card(u"wettest"_s)->position();
        const QPoint from = port(u"wettest"_s, u"table"_s, true);
        QTest::mousePress(win(), Qt::LeftButton, {}, from);
        for (int step = 1; step < distance; step += 2)
            QTest::mouseMove(win(), from + QPoint(step / 2, step / 2));
        QTest::mouseRelease(win(), Qt::LeftButton, {}, from + QPoint(1, 1));
        // No wire (nothing to say, nothing offered), no move: the node is only selected.
        QVERIFY(!item(u"wire"_s));
        QVERIFY(!item(u"wireMessage"_s));
        QVERIFY(!item(u"quickAddSearch"_s));
        QCOMPARE(card(u"wettest"_s)->position(), before);
        QCOMPARE(controller().selection()->nodeIds(), QStringList({u"wettest"_s}));
    }

    void aDropOnTheOuterHalfOfAPortDotConnects()
    {
        const QString head = controller().edit()->addNode(u"table.head"_s, QPointF(576, 408));
        QTRY_VERIFY(card(head));
        QQuickItem *input = findItem(card(head), u"input:table"_s);
        QVERIFY(input);
        // Three pixels left of the card's edge: on the dot, off the card.
        const QPoint dot = at(input, QPointF(-3, input->height() / 2));
        drag(win(), port(u"wettest"_s, u"table"_s, true), dot);
        QTRY_VERIFY(item(u"edge:wettest.table->head.table"_s));
        QCOMPARE(controller().edges()->count(), 6);
    }

    void aCommandCardShowsItsTypedOutputsAndWiresFromThem()
    {
        const QString command = controller().edit()->addNode(u"command"_s, QPointF(288, 408));
        QTRY_VERIFY(card(command));
        QVERIFY(!findItem(card(command), u"output:pred"_s));
        // addNode selected it: the inspector edits its outputs, and the card grows the ports.
        QCOMPARE(
            controller().inspector()->setParameter(u"outputs"_s, u"pred: table\ncoef: array"_s),
            QString());
        QTRY_VERIFY(findItem(card(command), u"output:coef"_s));
        QQuickItem *files = findItem(card(command), u"output:files"_s);
        QQuickItem *pred = findItem(card(command), u"output:pred"_s);
        QQuickItem *coef = findItem(card(command), u"output:coef"_s);
        QVERIFY(files && pred);
        // One row each, in the order the parameter gives them, once the column is laid out.
        QTRY_VERIFY(files->y() < pred->y() && pred->y() < coef->y());
        const QString head = controller().edit()->addNode(u"table.head"_s, QPointF(576, 408));
        QTRY_VERIFY(card(head));
        // Nothing selected: the output inspector, docked under the canvas while a node is
        // selected, leaves the new card's ports in reach.
        controller().selection()->clear();
        QTRY_VERIFY(!item(u"datasetPreviewPanel"_s));
        QQuickItem *input = findItem(card(head), u"input:table"_s);
        drag(win(), port(command, u"pred"_s, true), at(input, QPointF(-3, input->height() / 2)));
        QTRY_VERIFY(item(u"edge:%1.pred->%2.table"_s.arg(command, head)));
    }

    void aRefusedDropOnADotSaysWhy()
    {
        const QString generate =
            controller().edit()->addNode(u"array.generate"_s, QPointF(288, 408));
        QTRY_VERIFY(card(generate));
        QQuickItem *input = findItem(card(u"wettest"_s), u"input:table"_s);
        const QPoint dot = at(input, QPointF(-3, input->height() / 2));
        drag(win(), port(generate, u"array"_s, true), dot);
        QCOMPARE(controller().edges()->count(), 5);
        QTRY_VERIFY(item(u"wireMessage"_s));
        QCOMPARE(messageText(), u"This output gives arrays; this input takes tables."_s);

        // On a card that has no inputs at all, off its ports: said too.
        drag(win(), port(u"wettest"_s, u"table"_s, true), centreOf(card(generate)));
        QCOMPARE(messageText(), u"This node has no inputs."_s);
        QCOMPARE(controller().edges()->count(), 5);
        QVERIFY(!item(u"quickAddSearch"_s));
    }

    void aWireLetGoOnEmptyCanvasAddsAFittingNodeConnected()
    {
        drag(win(), port(u"wettest"_s, u"table"_s, true), graphPoint(900, 420));
        QQuickItem *search = nullptr;
        QTRY_VERIFY((search = item(u"quickAddSearch"_s)));
        QTRY_VERIFY(search->hasActiveFocus());
        // Only operators that take a table: the array generator is not offered.
        for (const char c : QByteArrayView("generate array"))
            QTest::keyClick(win(), c);
        QTRY_VERIFY(item(u"quickAddNoMatch"_s));
        QTest::keyClick(win(), Qt::Key_A, Qt::ControlModifier);
        for (const char c : QByteArrayView("sort rows"))
            QTest::keyClick(win(), c);
        QTRY_VERIFY(!item(u"quickAddNoMatch"_s));
        saveScreenshot(u"wiring-quick-add"_s);
        QTest::keyClick(win(), Qt::Key_Return);
        QTRY_VERIFY(card(u"sort"_s));
        QTRY_VERIFY(item(u"edge:wettest.table->sort.table"_s));
        QVERIFY(!cardsOverlap(win()));
        QCOMPARE(controller().selection()->currentNodeId(), u"sort"_s);
        // One step: undo takes the node and its edge.
        QTest::mouseClick(win(), Qt::LeftButton, {}, graphPoint(150, 480));
        QTest::keyClick(win(), Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(controller().nodes()->count(), 6);
        QCOMPARE(controller().edges()->count(), 5);
    }

    void aNodeDroppedOnAnotherLandsBesideIt()
    {
        QQuickItem *search = item(u"paletteSearch"_s);
        QTest::mouseClick(win(), Qt::LeftButton, {}, centreOf(search));
        for (const char c : QByteArrayView("first rows"))
            QTest::keyClick(win(), c);
        QQuickItem *row = nullptr;
        QTRY_VERIFY((row = item(u"operator:table.head"_s)));
        drag(win(), centreOf(row), centreOf(card(u"rainy"_s)));
        QTRY_VERIFY(card(u"head"_s));
        QVERIFY(!cardsOverlap(win()));

        // Pasted twice over their originals: still none on another.
        QTest::mouseClick(win(), Qt::LeftButton, {}, graphPoint(150, 480));
        QTest::keyClick(win(), Qt::Key_A, Qt::ControlModifier);
        QTest::keyClick(win(), Qt::Key_C, Qt::ControlModifier);
        QTest::keyClick(win(), Qt::Key_V, Qt::ControlModifier);
        QTest::keyClick(win(), Qt::Key_V, Qt::ControlModifier);
        QCOMPARE(controller().nodes()->count(), 21);
        QTRY_VERIFY(!cardsOverlap(win()));
    }

    void selectingAReaderLeavesTheViewWhereItIs()
    {
        QQuickItem *canvas = item(u"graphCanvas"_s);
        QQuickItem *scene = item(u"canvasScene"_s);
        QVERIFY(QMetaObject::invokeMethod(canvas, "fitToView"));
        QTRY_VERIFY(canvas->property("fitted").toBool());
        const QPointF sceneBefore = scene->position();
        const qreal zoomBefore = canvas->property("zoom").toReal();
        const qreal heightBefore = canvas->height();
        const QPoint readAt = at(card(u"read"_s), QPointF(0, 0));

        // A reader: the inspector takes the panel's place and its file's preview docks under
        // the canvas, which gets smaller.
        QTest::mouseClick(win(), Qt::LeftButton, {}, at(card(u"read"_s), QPointF(60, 20)));
        QTRY_VERIFY(item(u"inspectorPanel"_s));
        QTRY_VERIFY(item(u"datasetPreviewPanel"_s));
        QTRY_VERIFY(canvas->height() < heightBefore);
        QCoreApplication::processEvents();
        QCoreApplication::processEvents();
        QCOMPARE(scene->position(), sceneBefore);
        QCOMPARE(canvas->property("zoom").toReal(), zoomBefore);
        QCOMPARE(at(card(u"read"_s), QPointF(0, 0)), readAt);

        // A resized window still fits a fitted graph again.
        win()->resize(1100, 760);
        QTRY_VERIFY(scene->position() != sceneBefore);
        QVERIFY(canvas->property("fitted").toBool());
    }

    // Every bundled example at the window's default size, fitted: each title on screen is at
    // least 11 px high, and no text on a card is smaller; fitted far out (the cards painted
    // together), every card still shows its title at that size.
    void titlesAreReadableAtTheDefaultFit()
    {
        win()->resize(1280, 800);
        QQuickItem *canvas = item(u"graphCanvas"_s);
        const QDir examples(weft::test::sourcePath(u"resources/examples"));
        const QStringList files = examples.entryList({u"*.weft"_s}, QDir::Files);
        QVERIFY(files.contains(u"co2_trend.weft"_s));
        // Fitted once the window has laid itself out for the project (its panels placed), as
        // `weft --screenshot` shows it.
        const auto openFitted = [&](const QString &file) {
            QVERIFY(controller().open(examples.filePath(file)));
            settledCentre(canvas);
            QVERIFY(QMetaObject::invokeMethod(canvas, "fitToView"));
            QTRY_VERIFY(!cardRects(win()).isEmpty());
        };
        for (const QString &file : files) {
            openFitted(file);
            const qreal zoom = canvas->property("zoom").toReal();
            // The largest example is fitted far out: the painted cards are what is checked.
            if (file == u"array_map_reduce.weft"_s)
                QVERIFY2(!canvas->property("detailed").toBool(), qPrintable(QString::number(zoom)));
            if (file == u"co2_trend.weft"_s || file == u"array_map_reduce.weft"_s)
                saveScreenshot(file.chopped(5).replace(u'_', u'-') + u"-fitted"_s);
            if (!canvas->property("detailed").toBool()) {
                // Far out, the cards are painted together, each with its title at a size
                // that counts on screen.
                QObject *overview = item(u"nodeOverview"_s);
                QVERIFY(overview);
                QVERIFY(overview->property("titleFont").value<QFont>().pixelSize() >= 11);
                for (int row = 0; row < controller().nodes()->count(); ++row) {
                    QStringList lines;
                    QVERIFY(QMetaObject::invokeMethod(
                        overview, "titleLines", Q_RETURN_ARG(QStringList, lines), Q_ARG(int, row)));
                    QVERIFY2(!lines.isEmpty(),
                             qPrintable(
                                 u"%1: node %2 shows no title at zoom %3"_s.arg(file).arg(row).arg(
                                     zoom)));
                }
                continue;
            }
            QList<QQuickItem *> items;
            collectItems(item(u"nodeLayer"_s), items);
            int titles = 0;
            for (QQuickItem *text : std::as_const(items)) {
                if (!text->inherits("QQuickText") || !text->isVisible() ||
                    text->property("text").toString().isEmpty())
                    continue;
                const qreal scale = text->mapRectToScene(QRectF(0, 0, 100, 100)).height() / 100;
                const qreal onScreen = text->property("font").value<QFont>().pixelSize() * scale;
                QVERIFY2(onScreen >= 11 - 1e-6,
                         qPrintable(u"%1: \"%2\" is %3 px at zoom %4"_s.arg(file)
                                        .arg(text->property("text").toString())
                                        .arg(onScreen)
                                        .arg(zoom)));
                if (text->objectName() == u"nodeTitle"_s)
                    ++titles;
            }
            QCOMPARE(titles, controller().nodes()->count());
        }
        // co2_trend.weft groups its nodes in frames: their titles read too.
        openFitted(u"co2_trend.weft"_s);
        QList<QQuickItem *> frameTexts;
        collectItems(item(u"annotationLayer"_s), frameTexts);
        int frameTitles = 0;
        for (QQuickItem *text : std::as_const(frameTexts)) {
            if (!text->inherits("QQuickText") || !text->isVisible())
                continue;
            const qreal scale = text->mapRectToScene(QRectF(0, 0, 100, 100)).height() / 100;
            QVERIFY(text->property("font").value<QFont>().pixelSize() * scale >= 11 - 1e-6);
            ++frameTitles;
        }
        QVERIFY(frameTitles > 0);
    }
};

QTEST_MAIN(tst_WiringWindow)
#include "tst_wiringwindow.moc"
