#include "MainWindow.h"
#include "ops/OperatorRegistry.h"
#include "project/ProjectWriter.h"
#include "support/TestPaths.h"

#include <QDir>
#include <QFile>
#include <QGuiApplication>
#include <QQuickItem>
#include <QQuickWindow>
#include <QRegularExpression>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QWheelEvent>

using namespace Qt::StringLiterals;
using weft::app::MainWindow;
namespace engine = weft::engine;

namespace {

const QString kSample = weft::test::testDataPath(u"gui/weather.weft");

// Items are searched in the visual tree: Repeater delegates have no QObject parent to find.
void collectItems(QQuickItem *item, QList<QQuickItem *> &items)
{
    items.append(item);
    const QList<QQuickItem *> children = item->childItems();
    for (QQuickItem *child : children)
        collectItems(child, items);
}

QList<QQuickItem *> allItems(QQuickWindow *window)
{
    QList<QQuickItem *> items;
    collectItems(window->contentItem(), items);
    return items;
}

QList<QQuickItem *> nodeCards(QQuickWindow *window)
{
    QList<QQuickItem *> cards;
    const QList<QQuickItem *> items = allItems(window);
    for (QQuickItem *item : items) {
        if (item->objectName().startsWith(u"node:"_s))
            cards.append(item);
    }
    return cards;
}

QQuickItem *findItem(QQuickWindow *window, const QString &name)
{
    const QList<QQuickItem *> items = allItems(window);
    for (QQuickItem *item : items) {
        if (item->objectName() == name)
            return item;
    }
    return nullptr;
}

QQuickItem *findItem(QQuickItem *parent, const QString &name)
{
    QList<QQuickItem *> items;
    collectItems(parent, items);
    for (QQuickItem *item : std::as_const(items)) {
        if (item->objectName() == name)
            return item;
    }
    return nullptr;
}

} // namespace

/// The real main window, offscreen, with the real QML module: what a user sees on open.
class tst_MainWindow : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(u"WeftTests"_s);
        QCoreApplication::setApplicationName(u"tst_mainwindow"_s);
        QSettings().clear();
    }

    void init()
    {
        // Any QML warning (they name a qrc: file) fails the test.
        QTest::failOnWarning(QRegularExpression(u"qrc:/|\\.qml"_s));
    }

    void showsTheProjectsGraph()
    {
        MainWindow window(engine::OperatorRegistry::builtin());
        QVERIFY(window.load());
        QVERIFY(window.controller().open(kSample));
        QVERIFY(window.showAndWaitForFrame());
        QQuickWindow *win = window.window();
        QCOMPARE(win->title(), u"Weather in March — Weft"_s);

        const QList<QQuickItem *> cards = nodeCards(win);
        QCOMPARE(cards.size(), 6);
        QQuickItem *read = findItem(win, u"node:read"_s);
        QVERIFY(read);
        QVERIFY(read->isVisible());
        QCOMPARE(read->position(), QPointF(0, 110));
        QQuickItem *title = findItem(read, u"nodeTitle"_s);
        QVERIFY(title);
        QCOMPARE(title->property("text").toString(), u"Daily weather"_s);
        QVERIFY(findItem(win, u"edge:read.table->fahrenheit.table"_s));

        // Fitted on open: every card lies inside the canvas.
        QQuickItem *canvas = findItem(win, u"graphCanvas"_s);
        QVERIFY(canvas);
        const QRectF view(0, 0, canvas->width(), canvas->height());
        for (QQuickItem *card : cards) {
            const QRectF rect =
                card->mapRectToItem(canvas, QRectF(0, 0, card->width(), card->height()));
            QVERIFY2(view.contains(rect), qPrintable(card->objectName()));
        }
        QVERIFY(canvas->property("zoom").toReal() <= 1.0);

        QQuickItem *hint = findItem(win, u"emptyCanvasHint"_s);
        QVERIFY(hint);
        QVERIFY(!hint->isVisible());
        QCOMPARE(findItem(win, u"projectName"_s)->property("text").toString(),
                 u"Weather in March"_s);
        QCOMPARE(findItem(win, u"nodeCountTile"_s)->property("value").toInt(), 6);
        QCOMPARE(findItem(win, u"edgeCountTile"_s)->property("value").toInt(), 5);
        QVERIFY(!win->grabWindow().isNull());
    }

    void titleFollowsModified()
    {
        MainWindow window(engine::OperatorRegistry::builtin());
        QVERIFY(window.load());
        QVERIFY(window.controller().open(kSample));
        window.controller().setModified(true);
        QCOMPARE(window.window()->title(), u"• Weather in March — Weft"_s);
    }

    void newProjectShowsTheHint()
    {
        MainWindow window(engine::OperatorRegistry::builtin());
        QVERIFY(window.load());
        QVERIFY(window.controller().open(kSample));
        QVERIFY(window.showAndWaitForFrame());
        QQuickWindow *win = window.window();
        QQuickItem *hint = findItem(win, u"emptyCanvasHint"_s);
        QVERIFY(hint);
        QVERIFY(!hint->isVisible());

        window.controller().newProject();
        QVERIFY(hint->isVisible());
        QTRY_COMPARE(nodeCards(win).size(), 0);
        QCOMPARE(win->title(), u"Untitled — Weft"_s);
    }

    void brokenFileShowsTheError()
    {
        MainWindow window(engine::OperatorRegistry::builtin());
        QVERIFY(window.load());
        QVERIFY(window.controller().open(kSample));
        QVERIFY(window.showAndWaitForFrame());
        const QString missing = weft::test::testDataPath(u"gui/no-such-project.weft");
        QVERIFY(!window.controller().open(missing));
        QObject *dialog = window.window()->findChild<QObject *>(u"errorDialog"_s);
        QVERIFY(dialog);
        QTRY_VERIFY(dialog->property("opened").toBool());
        const QString message = dialog->property("message").toString();
        QVERIFY2(message.contains(u"no-such-project.weft"_s), qPrintable(message));
        // The open project stays.
        QCOMPARE(nodeCards(window.window()).size(), 6);
    }

    void dragPansAndWheelZooms()
    {
        MainWindow window(engine::OperatorRegistry::builtin());
        QVERIFY(window.load());
        QVERIFY(window.controller().open(kSample));
        QVERIFY(window.showAndWaitForFrame());
        QQuickWindow *win = window.window();
        QQuickItem *canvas = findItem(win, u"graphCanvas"_s);
        QQuickItem *scene = findItem(win, u"canvasScene"_s);
        QVERIFY(canvas);
        QVERIFY(scene);

        // Drag from empty space (the canvas's top-left corner holds no node after fitting).
        const QPointF sceneStart = scene->position();
        const QPoint press = canvas->mapToScene(QPointF(20, 20)).toPoint();
        QTest::mousePress(win, Qt::LeftButton, {}, press);
        for (int step = 1; step <= 10; ++step)
            QTest::mouseMove(win, press + QPoint(step * 12, step * 6));
        QTest::mouseRelease(win, Qt::LeftButton, {}, press + QPoint(120, 60));
        QCOMPARE(scene->position(), sceneStart + QPointF(120, 60));
        QVERIFY(!canvas->property("fitted").toBool());

        // The wheel zooms around the pointer: the canvas point under it stays under it.
        const qreal zoomBefore = canvas->property("zoom").toReal();
        const QPointF pointer = canvas->mapToScene(QPointF(300, 200));
        const QPointF underPointer = scene->mapFromScene(pointer);
        QWheelEvent wheel(pointer, win->mapToGlobal(pointer), QPoint(), QPoint(0, 120),
                          Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
        QGuiApplication::sendEvent(win, &wheel);
        QVERIFY(canvas->property("zoom").toReal() > zoomBefore);
        const QPointF after = scene->mapFromScene(pointer);
        QVERIFY2(QLineF(after, underPointer).length() < 0.5,
                 qPrintable(u"%1,%2 became %3,%4"_s.arg(underPointer.x())
                                .arg(underPointer.y())
                                .arg(after.x())
                                .arg(after.y())));

        // Fit to view returns to the fitted state.
        QVERIFY(QMetaObject::invokeMethod(canvas, "fitToView"));
        QVERIFY(canvas->property("fitted").toBool());
        QCOMPARE(canvas->property("zoom").toReal(), zoomBefore);
    }

    void unsavedChangesAreAskedFor()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(u"weather.weft"_s);
        QVERIFY(QFile::copy(kSample, file));
        QVERIFY(QFile::copy(weft::test::testDataPath(u"gui/weather.csv"),
                            dir.filePath(u"weather.csv"_s)));
        MainWindow window(engine::OperatorRegistry::builtin());
        QVERIFY(window.load());
        QVERIFY(window.controller().open(file));
        QVERIFY(window.showAndWaitForFrame());
        QObject *commands = window.window()->findChild<QObject *>(u"documentCommands"_s);
        QObject *dialog = window.window()->findChild<QObject *>(u"unsavedChangesDialog"_s);
        QVERIFY(commands);
        QVERIFY(dialog);

        // Cancel keeps everything.
        window.controller().setModified(true);
        QVERIFY(QMetaObject::invokeMethod(commands, "newProject"));
        QTRY_VERIFY(dialog->property("opened").toBool());
        QCOMPARE(dialog->property("projectName").toString(), u"Weather in March"_s);
        QVERIFY(QMetaObject::invokeMethod(dialog, "reject"));
        QCOMPARE(window.controller().nodes()->count(), 6);
        QVERIFY(window.controller().isModified());

        // Discard goes ahead without saving.
        QVERIFY(QFile::remove(file));
        QVERIFY(QMetaObject::invokeMethod(commands, "newProject"));
        QTRY_VERIFY(dialog->property("opened").toBool());
        QVERIFY(QMetaObject::invokeMethod(dialog, "discarded"));
        QCOMPARE(window.controller().nodes()->count(), 0);
        QVERIFY(!window.controller().hasFile());
        QVERIFY(!QFile::exists(file));

        // Save writes the file first, then goes ahead.
        QVERIFY(QFile::copy(kSample, file));
        QVERIFY(window.controller().open(file));
        const engine::Project opened = window.controller().project();
        QVERIFY(QFile::remove(file));
        window.controller().setModified(true);
        QVERIFY(QMetaObject::invokeMethod(commands, "newProject"));
        QTRY_VERIFY(dialog->property("opened").toBool());
        QVERIFY(QMetaObject::invokeMethod(dialog, "accept"));
        QVERIFY(QFile::exists(file));
        QFile saved(file);
        QVERIFY(saved.open(QIODevice::ReadOnly));
        QCOMPARE(saved.readAll(), engine::ProjectWriter::serialize(opened));
        QCOMPARE(window.controller().nodes()->count(), 0);
        QVERIFY(!window.controller().isModified());
    }

    void closingAsksFirst()
    {
        MainWindow window(engine::OperatorRegistry::builtin());
        QVERIFY(window.load());
        QVERIFY(window.controller().open(kSample));
        QVERIFY(window.showAndWaitForFrame());
        QQuickWindow *win = window.window();
        QObject *dialog = win->findChild<QObject *>(u"unsavedChangesDialog"_s);
        QVERIFY(dialog);

        window.controller().setModified(true);
        win->close();
        QVERIFY(win->isVisible());
        QTRY_VERIFY(dialog->property("opened").toBool());
        QVERIFY(QMetaObject::invokeMethod(dialog, "discarded"));
        QTRY_VERIFY(!win->isVisible());
    }
};

QTEST_MAIN(tst_MainWindow)
#include "tst_mainwindow.moc"
