#include "EditorWindowSupport.h"
#include "journey/JourneySupport.h"
#include "project/ProjectWriter.h"
#include "support/TestPaths.h"

#include <QDir>
#include <QProcess>

using namespace Qt::StringLiterals;
using namespace weft::test;
using weft::app::MainWindow;
namespace engine = weft::engine;

/// The editor driven as a user drives it: real mouse and key events on the offscreen window.
/// Creates nodes from the palette and the quick-add popup, connects ports (and sees a wrong
/// connection refused), moves, selects, deletes, undoes, saves and reopens; chooses files,
/// several data files at once and folders in Weft's own file dialog.
class tst_EditorWindow : public EditorWindowTest
{
    Q_OBJECT

private:
    /// The node's path parameter as the project holds it.
    QString pathOf(const QString &nodeId)
    {
        const engine::Node *node = controller().project().graph.findNode(engine::NodeId(nodeId));
        return node ? node->params.value(u"path"_s).toString() : QString();
    }

    /// The path of the (first) node of the reader `operatorId`, as the project holds it.
    QString pathOfReader(const QString &operatorId)
    {
        for (const engine::Node &node : controller().project().graph.nodes) {
            if (node.operatorId == operatorId)
                return node.params.value(u"path"_s).toString();
        }
        return {};
    }

    /// The popup `name` is closed and gone from the screen (its exit transition over), so that
    /// a click reaches what is under it.
    bool gone(const QString &name)
    {
        const QObject *popup = win()->findChild<QObject *>(name);
        return popup && !popup->property("visible").toBool();
    }

private Q_SLOTS:
    void initTestCase() { useTestSettings(u"tst_editorwindow"_s); }

    void init() { m_editor.start(); }

    void cleanup() { m_editor.stop(); }

    void paletteDragCreatesTheNodeWhereItIsDropped()
    {
        // Search first: the list is longer than the window is high.
        QQuickItem *search = item(u"paletteSearch"_s);
        QVERIFY(search);
        QTest::mouseClick(win(), Qt::LeftButton, {}, centreOf(search));
        for (const char c : QByteArrayView("first rows"))
            QTest::keyClick(win(), c);
        QQuickItem *row = nullptr;
        QTRY_VERIFY((row = item(u"operator:table.head"_s)));
        QQuickItem *canvas = item(u"graphCanvas"_s);
        const QPoint drop = at(canvas, QPointF(canvas->width() / 2, canvas->height() - 120));
        drag(win(), centreOf(row), drop);
        QTRY_VERIFY(card(u"head"_s));
        QCOMPARE(controller().nodes()->count(), 7);
        // The card is centred under the pointer, on the grid.
        const QPointF position = controller().project().graph.nodes.back().position;
        QCOMPARE(std::fmod(position.x(), 24.0), 0.0);
        QVERIFY(QRectF(card(u"head"_s)->mapRectToScene(
                           QRectF(0, 0, card(u"head"_s)->width(), card(u"head"_s)->height())))
                    .contains(drop));
        // The new node is selected and shown in the inspector.
        QVERIFY(item(u"inspectorPanel"_s));
        QCOMPARE(item(u"titleField"_s)->property("placeholderText").toString(), u"First rows"_s);

        QTest::keyClick(win(), Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(controller().nodes()->count(), 6);
        QTest::keyClick(win(), Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(controller().nodes()->count(), 7);
    }

    void doubleClickOpensQuickAdd()
    {
        QQuickItem *canvas = item(u"graphCanvas"_s);
        const QPoint point = at(canvas, QPointF(60, canvas->height() - 80));
        QTest::mouseDClick(win(), Qt::LeftButton, {}, point);
        QQuickItem *search = nullptr;
        QTRY_VERIFY((search = item(u"quickAddSearch"_s)));
        QTRY_VERIFY(search->hasActiveFocus());
        for (const char c : QByteArrayView("sort rows"))
            QTest::keyClick(win(), c);
        saveScreenshot(u"editor-quick-add"_s);
        QTest::keyClick(win(), Qt::Key_Return);
        QTRY_VERIFY(card(u"sort"_s));
        QVERIFY(!item(u"quickAddSearch"_s));
        QVERIFY(controller().isModified());
    }

    void dragFromPortToPortConnects()
    {
        const QString head = controller().edit()->addNode(u"table.head"_s, QPointF(576, 408));
        QTRY_VERIFY(card(head));
        drag(win(), port(u"wettest"_s, u"table"_s, true), port(head, u"table"_s, false));
        QCOMPARE(controller().edges()->count(), 6);
        QTRY_VERIFY(item(u"edge:wettest.table->head.table"_s));

        // Dragging the connected input away picks the connection up; dropped on empty canvas
        // it is gone.
        // Nothing selected: the output inspector, docked under the canvas while a node is
        // selected, leaves the new card's ports in reach.
        controller().selection()->clear();
        QQuickItem *canvas = item(u"graphCanvas"_s);
        QTRY_VERIFY(!item(u"datasetPreviewPanel"_s));
        drag(win(), port(head, u"table"_s, false), at(canvas, QPointF(40, canvas->height() - 40)));
        QCOMPARE(controller().edges()->count(), 5);
        QTest::keyClick(win(), Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(controller().edges()->count(), 6);
    }

    void clickingAnEdgeSelectsItForDelete()
    {
        // The middle of the straight edge fahrenheit → write.
        const QPoint from = port(u"fahrenheit"_s, u"table"_s, true);
        const QPoint to = port(u"write"_s, u"table"_s, false);
        QTest::mouseClick(win(), Qt::LeftButton, {}, (from + to) / 2 + QPoint(0, 2));
        QCOMPARE(controller().selection()->edgeKey(), u"fahrenheit.table->write.table"_s);
        QTest::keyClick(win(), Qt::Key_Delete);
        QCOMPARE(controller().edges()->count(), 4);
        QTRY_VERIFY(!item(u"edge:fahrenheit.table->write.table"_s));
        QTest::keyClick(win(), Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(controller().edges()->count(), 5);
    }

    void aWrongConnectionIsRefusedWithTheReason()
    {
        const QString generate =
            controller().edit()->addNode(u"array.generate"_s, QPointF(288, 408));
        QTRY_VERIFY(card(generate));
        const int steps = controller().undoStack()->count();
        const QPoint target = port(u"wettest"_s, u"table"_s, false);
        drag(win(), port(generate, u"array"_s, true), target);
        QCOMPARE(controller().edges()->count(), 5);
        QCOMPARE(controller().undoText(), u"Add Generate array"_s);
        QCOMPARE(controller().undoStack()->count(), steps);
        QQuickItem *message = item(u"wireMessage"_s);
        QVERIFY(message);
        QCOMPARE(message->property("text").toString(),
                 u"This output gives arrays; this input takes tables."_s);
        // Shown beside the pointer.
        QVERIFY(QLineF(centreOf(message), target).length() < 250);

        // A cycle is refused too.
        drag(win(), port(u"wettest"_s, u"table"_s, true), port(u"rainy"_s, u"table"_s, false));
        QVERIFY(item(u"wireMessage"_s)->property("text").toString().contains(u"cycle"_s));
        QCOMPARE(controller().edges()->count(), 5);
    }

    void moveSelectDeleteAndUndo()
    {
        // Click selects; dragging the header moves the card, snapped to the grid.
        QQuickItem *read = card(u"read"_s);
        const QPoint header = at(read, QPointF(read->width() / 2, 20));
        QTest::mouseClick(win(), Qt::LeftButton, {}, header);
        QCOMPARE(controller().selection()->nodeIds(), QStringList({u"read"_s}));
        const QPointF before = read->position();
        drag(win(), header, header + QPoint(100, 50));
        const QPointF after = card(u"read"_s)->position();
        QCOMPARE(after.x(), 96.0);
        QCOMPARE(after.y(), 168.0);
        QVERIFY(after != before);

        // Ctrl+click adds; Del removes both with their edges; Ctrl+Z brings them back.
        QQuickItem *rainy = card(u"rainy"_s);
        QTest::mouseClick(win(), Qt::LeftButton, Qt::ControlModifier,
                          at(rainy, QPointF(rainy->width() / 2, 20)));
        QCOMPARE(controller().selection()->nodeCount(), 2);
        QTest::keyClick(win(), Qt::Key_Delete);
        QCOMPARE(controller().nodes()->count(), 4);
        QVERIFY(!card(u"read"_s));
        QTest::keyClick(win(), Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(controller().nodes()->count(), 6);
        QTest::keyClick(win(), Qt::Key_Z, Qt::ControlModifier);
        QTRY_COMPARE(card(u"read"_s)->position(), before);

        // Ctrl+A selects every node, a click on empty canvas none, Shift+drag a band.
        QTest::keyClick(win(), Qt::Key_A, Qt::ControlModifier);
        QCOMPARE(controller().selection()->nodeCount(), 6);
        QQuickItem *canvas = item(u"graphCanvas"_s);
        QTest::mouseClick(win(), Qt::LeftButton, {},
                          at(canvas, QPointF(10, canvas->height() - 10)));
        QCOMPARE(controller().selection()->nodeCount(), 0);
        QQuickItem *write = card(u"write"_s);
        QQuickItem *wettest = card(u"wettest"_s);
        drag(win(), at(write, QPointF(-20, -20)), at(wettest, QPointF(wettest->width() + 20, 30)),
             Qt::ShiftModifier);
        QCOMPARE(controller().selection()->nodeIds(), QStringList({u"write"_s, u"wettest"_s}));

        // Ctrl+D duplicates the selection.
        QTest::keyClick(win(), Qt::Key_D, Qt::ControlModifier);
        QCOMPARE(controller().nodes()->count(), 8);
        QCOMPARE(controller().selection()->nodeIds(), QStringList({u"write_2"_s, u"wettest_2"_s}));
    }

    void saveAndReopenKeepTheEdits()
    {
        controller().edit()->addNode(u"table.head"_s, QPointF(576, 408));
        QTRY_VERIFY(card(u"head"_s));
        drag(win(), port(u"wettest"_s, u"table"_s, true), port(u"head"_s, u"table"_s, false));
        QCOMPARE(controller().edges()->count(), 6);
        QVERIFY(win()->title().startsWith(u"• "_s));
        QTest::keyClick(win(), Qt::Key_S, Qt::ControlModifier);
        QVERIFY(!controller().isModified());
        QVERIFY(!win()->title().startsWith(u"• "_s));
        const QByteArray saved = engine::ProjectWriter::serialize(controller().project());

        controller().newProject();
        QVERIFY(controller().open(m_editor.file()));
        QCOMPARE(engine::ProjectWriter::serialize(controller().project()), saved);
        QTRY_VERIFY(item(u"edge:wettest.table->head.table"_s));
    }

    void inspectorShowsTheSelectedNode()
    {
        QQuickItem *wettest = card(u"wettest"_s);
        QTest::mouseClick(win(), Qt::LeftButton, {}, at(wettest, QPointF(60, 20)));
        QVERIFY(item(u"inspectorPanel"_s));
        QVERIFY(!item(u"projectPanel"_s));
        QCOMPARE(item(u"titleField"_s)->property("text").toString(), u"Wettest first"_s);
        QQuickItem *column = item(u"param:column"_s);
        QVERIFY(column);
        QCOMPARE(findItem(column, u"editor"_s)->property("text").toString(), u"rain_mm"_s);
        QQuickItem *descending = findItem(item(u"param:descending"_s), u"editor"_s);
        QVERIFY(descending->property("checked").toBool());

        // Toggling the switch with the mouse is one undo step.
        QTest::mouseClick(win(), Qt::LeftButton, {}, settledCentre(descending));
        QCOMPARE(controller().undoText(), u"Set descending of wettest"_s);
        QVERIFY(!controller()
                     .project()
                     .graph.findNode(engine::NodeId(u"wettest"_s))
                     ->params.value(u"descending"_s)
                     .toBool());

        // Typing a new title and pressing Enter renames the node.
        QQuickItem *title = item(u"titleField"_s);
        QTest::mouseClick(win(), Qt::LeftButton, {}, centreOf(title));
        QTest::keyClick(win(), Qt::Key_A, Qt::ControlModifier);
        // F (fit) and Backspace (delete) are the field's while it has the focus.
        for (const char c : QByteArrayView("Fast rainx"))
            QTest::keyClick(win(), c);
        QTest::keyClick(win(), Qt::Key_Backspace);
        QTest::keyClick(win(), Qt::Key_Return);
        QCOMPARE(controller().project().graph.findNode(engine::NodeId(u"wettest"_s))->title,
                 u"Fast rain"_s);
        QCOMPARE(controller().nodes()->count(), 6);

        // An edit in progress belongs to its node even when another node is clicked.
        QQuickItem *columnEditor = findItem(item(u"param:column"_s), u"editor"_s);
        QTest::mouseClick(win(), Qt::LeftButton, {}, centreOf(columnEditor));
        QTest::keyClick(win(), Qt::Key_A, Qt::ControlModifier);
        for (const char c : QByteArrayView("temp_c"))
            QTest::keyClick(win(), c);
        QQuickItem *rainy = card(u"rainy"_s);
        QTest::mouseClick(win(), Qt::LeftButton, {}, at(rainy, QPointF(60, 20)));
        QCOMPARE(controller().selection()->currentNodeId(), u"rainy"_s);
        QCOMPARE(controller()
                     .project()
                     .graph.findNode(engine::NodeId(u"wettest"_s))
                     ->params.value(u"column"_s)
                     .toString(),
                 u"temp_c"_s);
        QVERIFY(!controller()
                     .project()
                     .graph.findNode(engine::NodeId(u"rainy"_s))
                     ->params.contains(u"column"_s));
        // Ctrl+A in the field selected its text, not the nodes.
        QCOMPARE(controller().selection()->nodeCount(), 1);

        saveScreenshot(u"editor-inspector"_s);
    }

    // Browse on a writer's path: Weft's own dialog in save mode, in the project's folder, a
    // name typed and Save; the path is stored relative and nothing else changes. On a reader the
    // dialog lists only the files of its format.
    void browseChoosesAFileOfTheNodesFormat()
    {
        for (const QString &name : {u"old.csv"_s, u"notes.md"_s, u"rain.tsv"_s}) {
            QFile file(m_editor.dir().filePath(name));
            QVERIFY(file.open(QIODevice::WriteOnly));
        }
        const QString writer = controller().edit()->addNode(u"csv.write"_s, QPointF(576, 408));
        QTRY_VERIFY(card(writer));
        QTest::mouseClick(win(), Qt::LeftButton, {}, at(card(writer), QPointF(60, 20)));
        QTRY_COMPARE(controller().selection()->currentNodeId(), writer);
        const QByteArray before = engine::ProjectWriter::serialize(controller().project());

        QVERIFY(click(win(), findItem(item(u"param:path"_s), u"browseFileButton"_s)));
        QTRY_VERIFY(popupItem(win(), u"parameterFileDialog"_s));
        QQuickItem *dialog = popupItem(win(), u"parameterFileDialog"_s);
        QCOMPARE(findItem(dialog, u"folderPath"_s)->property("text").toString(),
                 QDir::toNativeSeparators(m_editor.dir().path()));
        QQuickItem *name = findItem(dialog, u"fileNameField"_s);
        QTRY_VERIFY(name->hasActiveFocus());
        QTest::keyClick(win(), Qt::Key_A, Qt::ControlModifier);
        typeText(win(), u"summary.csv"_s);
        saveScreenshot(u"browse-save-dialog"_s);
        QVERIFY(click(win(), findItem(dialog, u"fileAcceptButton"_s)));
        QTRY_VERIFY(!openDialog(win(), u"parameterFileDialog"_s));

        QCOMPARE(pathOf(writer), u"summary.csv"_s);
        // One undo step, and without it the project is as it was.
        QCOMPARE(controller().undoText(), u"Set path of %1"_s.arg(writer));
        controller().undo();
        QCOMPARE(engine::ProjectWriter::serialize(controller().project()), before);

        // A name that is there is replaced only when the user says so.
        QVERIFY(click(win(), findItem(item(u"param:path"_s), u"browseFileButton"_s)));
        QTRY_VERIFY((dialog = popupItem(win(), u"parameterFileDialog"_s)));
        QTRY_VERIFY(findItem(dialog, u"fileNameField"_s)->hasActiveFocus());
        QTest::keyClick(win(), Qt::Key_A, Qt::ControlModifier);
        typeText(win(), u"old.csv"_s);
        QTest::keyClick(win(), Qt::Key_Return);
        QTRY_VERIFY(openDialog(win(), u"replaceFileDialog"_s));
        QVERIFY(click(win(), primaryButton(win(), u"replaceFileDialog"_s)));
        QTRY_VERIFY(gone(u"replaceFileDialog"_s));
        QTRY_VERIFY(gone(u"parameterFileDialog"_s));
        QCOMPARE(pathOf(writer), u"old.csv"_s);

        // The reader's dialog opens in its file's folder and shows only CSV-like files.
        // Its right end: the palette covers its left one.
        QQuickItem *reader = card(u"read"_s);
        QTest::mouseClick(win(), Qt::LeftButton, {}, at(reader, QPointF(reader->width() - 30, 20)));
        QTRY_COMPARE(controller().selection()->currentNodeId(), u"read"_s);
        QVERIFY(click(win(), findItem(item(u"param:path"_s), u"browseFileButton"_s)));
        QTRY_VERIFY((dialog = popupItem(win(), u"parameterFileDialog"_s)));
        QTRY_VERIFY(findItem(dialog, u"fileRow:weather.csv"_s));
        QVERIFY(findItem(dialog, u"fileRow:rain.tsv"_s));
        QVERIFY(findItem(dialog, u"fileRow:old.csv"_s));
        QVERIFY(!findItem(dialog, u"fileRow:notes.md"_s));
        QVERIFY(!findItem(dialog, u"fileRow:weather.weft"_s));
        saveScreenshot(u"browse-open-dialog"_s);
        QTest::keyClick(win(), Qt::Key_Escape);
        QTRY_VERIFY(!openDialog(win(), u"parameterFileDialog"_s));
    }

    // File › Attach Data Files in a project never saved: Weft's own dialog in its several-files
    // mode, a typed folder entered, two files chosen with a click and a Ctrl+click (a file no
    // reader reads is not offered), Return: a reader each, whose paths become relative to the
    // project's folder when it is first saved.
    void attachOpensSeveralFilesAtOnce()
    {
        const QString data = m_editor.dir().filePath(u"data"_s);
        QVERIFY(QDir().mkpath(data));
        for (const QString &name : {u"rain.csv"_s, u"stations.json"_s, u"notes.md"_s}) {
            QFile file(data + u'/' + name);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(name.endsWith(u".json"_s) ? "[1, 2]" : "a,b\n1,2\n");
        }
        controller().newProject();
        QVERIFY(!controller().hasFile());

        QVERIFY(chooseMenuEntry(win(), u"fileMenu"_s, u"attachAction"_s));
        QQuickItem *dialog = nullptr;
        QTRY_VERIFY((dialog = popupItem(win(), u"attachDialog"_s)));
        QQuickItem *name = findItem(dialog, u"fileNameField"_s);
        QTRY_VERIFY(name->hasActiveFocus());
        typeText(win(), data);
        QTest::keyClick(win(), Qt::Key_Return);
        QTRY_COMPARE(findItem(dialog, u"folderPath"_s)->property("text").toString(),
                     QDir::toNativeSeparators(data));
        QQuickItem *rain = nullptr;
        QTRY_VERIFY((rain = findItem(dialog, u"fileRow:rain.csv"_s)));
        QQuickItem *stations = findItem(dialog, u"fileRow:stations.json"_s);
        QVERIFY(stations);
        QVERIFY(!findItem(dialog, u"fileRow:notes.md"_s));
        QVERIFY(click(win(), rain));
        QTest::mouseClick(win(), Qt::LeftButton, Qt::ControlModifier, settledCentre(stations));
        QTRY_COMPARE(name->property("text").toString(), u"\"rain.csv\" \"stations.json\""_s);
        QVERIFY(rain->property("highlighted").toBool());
        QVERIFY(stations->property("highlighted").toBool());
        saveScreenshot(u"attach-dialog"_s);
        QVERIFY(name->hasActiveFocus());
        QTest::keyClick(win(), Qt::Key_Return);
        QTRY_VERIFY(gone(u"attachDialog"_s));

        QTRY_COMPARE(controller().nodes()->count(), 2);
        QCOMPARE(pathOfReader(u"csv.read"_s), QDir::cleanPath(data + u"/rain.csv"_s));
        QCOMPARE(pathOfReader(u"json.read"_s), QDir::cleanPath(data + u"/stations.json"_s));
        QVERIFY(controller().saveAs(m_editor.dir().filePath(u"attached.weft"_s)));
        QCOMPARE(pathOfReader(u"csv.read"_s), u"data/rain.csv"_s);
        QCOMPARE(pathOfReader(u"json.read"_s), u"data/stations.json"_s);
    }

    // Browse on a folder parameter (files.list's folder): Weft's own dialog in folder mode,
    // in the project's folder, listing folders only; a subfolder clicked and Choose stores it
    // relative. Browse again opens inside it, and Escape changes nothing.
    void browseChoosesAFolder()
    {
        QVERIFY(QDir(m_editor.dir().path()).mkpath(u"inbox/old"_s));
        const QString lister = controller().edit()->addNode(u"files.list"_s, QPointF(576, 408));
        QTRY_VERIFY(card(lister));
        QTest::mouseClick(win(), Qt::LeftButton, {}, at(card(lister), QPointF(60, 20)));
        QTRY_COMPARE(controller().selection()->currentNodeId(), lister);
        const auto folderOf = [&] {
            const engine::Node *node =
                controller().project().graph.findNode(engine::NodeId(lister));
            return node ? node->params.value(u"folder"_s).toString() : QString();
        };

        QVERIFY(click(win(), findItem(item(u"param:folder"_s), u"browseFolderButton"_s)));
        QQuickItem *dialog = nullptr;
        QTRY_VERIFY((dialog = popupItem(win(), u"parameterFolderDialog"_s)));
        QCOMPARE(findItem(dialog, u"folderPath"_s)->property("text").toString(),
                 QDir::toNativeSeparators(m_editor.dir().path()));
        QQuickItem *inbox = nullptr;
        QTRY_VERIFY((inbox = findItem(dialog, u"fileRow:inbox"_s)));
        QVERIFY(!findItem(dialog, u"fileRow:weather.csv"_s));
        QVERIFY(click(win(), inbox));
        QQuickItem *choose = findItem(dialog, u"fileAcceptButton"_s);
        QVERIFY(choose && choose->isEnabled());
        saveScreenshot(u"browse-folder-dialog"_s);
        QVERIFY(click(win(), choose));
        QTRY_VERIFY(gone(u"parameterFolderDialog"_s));
        QCOMPARE(folderOf(), u"inbox"_s);

        // Again: the dialog opens inside the chosen folder; Escape keeps the value.
        QVERIFY(click(win(), findItem(item(u"param:folder"_s), u"browseFolderButton"_s)));
        QTRY_VERIFY((dialog = popupItem(win(), u"parameterFolderDialog"_s)));
        QTRY_COMPARE(findItem(dialog, u"folderPath"_s)->property("text").toString(),
                     QDir::toNativeSeparators(m_editor.dir().filePath(u"inbox"_s)));
        QTRY_VERIFY(findItem(dialog, u"fileRow:old"_s));
        QTest::keyClick(win(), Qt::Key_Escape);
        QTRY_VERIFY(gone(u"parameterFolderDialog"_s));
        QCOMPARE(folderOf(), u"inbox"_s);

        // By keyboard: a typed subfolder and Return choose it.
        QVERIFY(click(win(), findItem(item(u"param:folder"_s), u"browseFolderButton"_s)));
        QTRY_VERIFY((dialog = popupItem(win(), u"parameterFolderDialog"_s)));
        QTRY_VERIFY(findItem(dialog, u"fileNameField"_s)->hasActiveFocus());
        typeText(win(), u"old"_s);
        QTest::keyClick(win(), Qt::Key_Return);
        QTRY_VERIFY(gone(u"parameterFolderDialog"_s));
        QCOMPARE(folderOf(), u"inbox/old"_s);
    }

    void aCrashedSessionIsOfferedOnStart()
    {
        const QString folder = m_editor.dir().filePath(u"recovery"_s);
        QVERIFY(QDir().mkpath(folder));
        QVERIFY(QFile::copy(m_editor.file(), folder + u"/crashed.weft"_s));
        QFile meta(folder + u"/crashed.json"_s);
        QVERIFY(meta.open(QIODevice::WriteOnly));
        meta.write(u"{\"file\": \"%1\"}"_s.arg(m_editor.file()).toUtf8());
        meta.close();

        MainWindow window(engine::OperatorRegistry::builtin());
        window.enableRecovery(folder);
        QVERIFY(window.load());
        QVERIFY(window.showAndWaitForFrame());
        QObject *dialog = window.window()->findChild<QObject *>(u"recoveryDialog"_s);
        QVERIFY(dialog);
        QTRY_VERIFY(dialog->property("opened").toBool());
        QCOMPARE(dialog->property("projectName").toString(), u"weather.weft"_s);
        QVERIFY(QMetaObject::invokeMethod(dialog, "accept"));
        QCOMPARE(window.controller().nodes()->count(), 6);
        QVERIFY(window.controller().isModified());
        QCOMPARE(window.controller().filePath(), m_editor.file());
    }

    void spaceDragPansEvenOverACard()
    {
        QQuickItem *canvas = item(u"graphCanvas"_s);
        QTest::mouseClick(win(), Qt::LeftButton, {},
                          at(canvas, QPointF(10, canvas->height() - 10)));
        QTRY_VERIFY(canvas->hasActiveFocus());
        QQuickItem *scene = item(u"canvasScene"_s);
        const QPointF sceneBefore = scene->position();
        QQuickItem *read = card(u"read"_s);
        const QPointF cardBefore = read->position();
        QTest::keyPress(win(), Qt::Key_Space);
        QVERIFY(canvas->property("spaceHeld").toBool());
        const QPoint header = at(read, QPointF(read->width() / 2, 20));
        drag(win(), header, header + QPoint(60, 30));
        QTest::keyRelease(win(), Qt::Key_Space);
        QCOMPARE(scene->position(), sceneBefore + QPointF(60, 30));
        QCOMPARE(read->position(), cardBefore);
        QVERIFY(!controller().canUndo());
        QVERIFY(!canvas->property("spaceHeld").toBool());
    }

    void ctrlShiftLArrangesTheNodes()
    {
        QTest::keyClick(win(), Qt::Key_L, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(controller().undoText(), u"Arrange"_s);
        QTRY_VERIFY(item(u"graphCanvas"_s)->property("fitted").toBool());
        saveScreenshot(u"editor-arranged"_s);
    }

    void minimapMovesTheView()
    {
        QQuickItem *minimap = item(u"minimap"_s);
        QVERIFY(minimap);
        QQuickItem *scene = item(u"canvasScene"_s);
        const QPointF before = scene->position();
        QTest::mouseClick(win(), Qt::LeftButton, {}, at(minimap, QPointF(8, 8)));
        QVERIFY(scene->position() != before);
        QVERIFY(!item(u"graphCanvas"_s)->property("fitted").toBool());
        // Nothing in the project changed.
        QVERIFY(!controller().isModified());
    }

    void screenshotCommandRendersAtTheGivenSize()
    {
        const QString png = m_editor.dir().filePath(u"shot.png"_s);
        QProcess weft;
        weft.start(weft::test::weftBinary(),
                   {u"--screenshot"_s, png, u"--size"_s, u"900x600"_s, m_editor.file()});
        QVERIFY(weft.waitForFinished(60'000));
        QCOMPARE(weft.exitCode(), 0);
        const QImage image(png);
        QCOMPARE(image.size(), QSize(900, 600));
        // Not blank: the canvas, the panels and the cards differ in colour.
        QVERIFY(image.pixel(100, 100) != image.pixel(450, 300) ||
                image.pixel(450, 300) != image.pixel(850, 100));

        weft.start(weft::test::weftBinary(), {u"--screenshot"_s, png, u"--size"_s, u"big"_s});
        QVERIFY(weft.waitForFinished(60'000));
        QCOMPARE(weft.exitCode(), 2);
        QVERIFY(weft.readAllStandardError().contains("--size"));
    }

    void problemsShowAsBadges()
    {
        const QString write = controller().edit()->addNode(u"csv.write"_s, QPointF(576, 408));
        QTRY_VERIFY(card(write));
        QQuickItem *mark = nullptr;
        QTRY_VERIFY((mark = findItem(card(write), u"problemMark"_s)));
        QVERIFY(!findItem(card(u"read"_s), u"problemMark"_s));
        // The inspector lists them too.
        QVERIFY(item(u"nodeProblems"_s));
    }
};

QTEST_MAIN(tst_EditorWindow)
#include "tst_editorwindow.moc"
