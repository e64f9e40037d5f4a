#pragma once

// What the window tests share: the sample project opened in an offscreen main window, items
// found by object name in the visual tree, and mouse drags made as a hand makes them.

#include "MainWindow.h"
#include "ops/OperatorRegistry.h"
#include "support/TestPaths.h"

#include <QCoreApplication>
#include <QFile>
#include <QGuiApplication>
#include <QImage>
#include <QLineF>
#include <QMouseEvent>
#include <QQuickItem>
#include <QQuickWindow>
#include <QRegularExpression>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <memory>

namespace weft::test {

inline void collectItems(QQuickItem *item, QList<QQuickItem *> &items)
{
    items.append(item);
    const QList<QQuickItem *> children = item->childItems();
    for (QQuickItem *child : children)
        collectItems(child, items);
}

/// The visible item named `name` under `root`. Items are searched in the visual tree: Repeater
/// delegates have no QObject parent to find.
inline QQuickItem *findItem(QQuickItem *root, const QString &name)
{
    QList<QQuickItem *> items;
    collectItems(root, items);
    for (QQuickItem *item : std::as_const(items)) {
        if (item->objectName() == name && item->isVisible())
            return item;
    }
    return nullptr;
}

/// The visible button under `root` that reads `text`: a dialog's answer or an entry of a
/// ComboBox's list is found by what the user reads on it.
inline QQuickItem *findButton(QQuickItem *root, const QString &text)
{
    QList<QQuickItem *> items;
    collectItems(root, items);
    for (QQuickItem *item : std::as_const(items)) {
        if (item->inherits("QQuickAbstractButton") && item->isVisible() &&
            item->property("text").toString() == text)
            return item;
    }
    return nullptr;
}

/// The open dialog (a Popup, in the window's overlay) named `name`, or nullptr while it is
/// closed or still opening.
inline QObject *openDialog(QQuickWindow *win, const QString &name)
{
    QObject *dialog = win->findChild<QObject *>(name);
    return dialog && dialog->property("opened").toBool() ? dialog : nullptr;
}

/// The answer `text` (Save, Discard, Cancel, …) among the buttons of the open dialog `name`.
inline QQuickItem *dialogButton(QQuickWindow *win, const QString &name, const QString &text)
{
    QObject *dialog = openDialog(win, name);
    auto *footer = dialog ? dialog->property("footer").value<QQuickItem *>() : nullptr;
    return footer ? findButton(footer, text) : nullptr;
}

/// A point of an item in window coordinates.
inline QPoint at(QQuickItem *item, QPointF local)
{
    return item->mapToScene(local).toPoint();
}

inline QPoint centreOf(QQuickItem *item)
{
    return at(item, QPointF(item->width() / 2, item->height() / 2));
}

/// The centre of `item` once the window has drawn a frame with it there. A panel that has just
/// appeared is laid out (polished) on its way to the next frame; a click sent before that,
/// on a loaded machine, lands where the item has not arrived yet.
inline QPoint settledCentre(QQuickItem *item)
{
    QQuickWindow *win = item->window();
    QPoint before = centreOf(item);
    for (int frames = 0; win && frames < 20; ++frames) {
        QSignalSpy swapped(win, &QQuickWindow::frameSwapped);
        win->update();
        if (!swapped.wait(5000))
            break;
        const QPoint now = centreOf(item);
        if (now == before)
            break;
        before = now;
    }
    return before;
}

/// The grip point of port `name` (an output or an input) of node card `card`, in window
/// coordinates; a null point when there is no such card or port.
inline QPoint portGrip(QQuickItem *card, const QString &name, bool output)
{
    QQuickItem *row =
        card
            ? findItem(card, (output ? QStringLiteral("output:") : QStringLiteral("input:")) + name)
            : nullptr;
    return row ? at(row, QPointF(output ? row->width() - 6 : 6, row->height() / 2)) : QPoint();
}

/// A press, a path of small moves and a release, as a hand on a mouse makes them. QTest's
/// moves carry no modifiers, so the moves are sent as events of their own.
inline void drag(QQuickWindow *win, QPoint from, QPoint to, Qt::KeyboardModifiers modifiers = {})
{
    QTest::mousePress(win, Qt::LeftButton, modifiers, from);
    const int steps = std::max(12, int(QLineF(from, to).length() / 6));
    for (int step = 1; step <= steps; ++step) {
        const QPointF point = from + QPointF(to - from) * step / steps;
        QMouseEvent move(QEvent::MouseMove, point, point, win->mapToGlobal(point), Qt::NoButton,
                         Qt::LeftButton, modifiers);
        QGuiApplication::sendEvent(win, &move);
    }
    QTest::mouseRelease(win, Qt::LeftButton, modifiers, to, 10);
}

/// Settings of their own for the test `application` (test mode, cleared), so that no run sees
/// the user's recent files or an earlier run's window state. For initTestCase().
inline void useTestSettings(const QString &application)
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("WeftTests"));
    QCoreApplication::setApplicationName(application);
    QSettings().clear();
}

/// The sample project (weather.weft and its CSV) copied to a temporary folder and opened in a
/// shown main window at 100 % zoom. start() in init(), stop() in cleanup(); a failed step fails
/// the test function that called start().
class EditorWindow
{
public:
    void start()
    {
        QTest::failOnWarning(QRegularExpression(QStringLiteral("qrc:/|\\.qml")));
        const QString samples = weft::test::testDataPath(u"gui");
        m_dir = std::make_unique<QTemporaryDir>();
        m_file = m_dir->filePath(QStringLiteral("weather.weft"));
        QVERIFY(QFile::copy(samples + QStringLiteral("/weather.weft"), m_file));
        QVERIFY(QFile::copy(samples + QStringLiteral("/weather.csv"),
                            m_dir->filePath(QStringLiteral("weather.csv"))));
        m_window = std::make_unique<app::MainWindow>(engine::OperatorRegistry::builtin());
        QVERIFY(m_window->load());
        QVERIFY(controller().open(m_file));
        win()->resize(1400, 900);
        QVERIFY(m_window->showAndWaitForFrame());
        // At 100 % the cards and ports are a comfortable size for the pointer.
        QVERIFY(QMetaObject::invokeMethod(item(QStringLiteral("graphCanvas")), "resetZoom"));
        QTRY_VERIFY(card(QStringLiteral("read")));
    }

    void stop()
    {
        m_window.reset();
        m_dir.reset();
    }

    QQuickWindow *win() { return m_window->window(); }
    app::MainWindow &mainWindow() { return *m_window; }
    app::ProjectController &controller() { return m_window->controller(); }
    /// The temporary folder the project was copied to, and the project file in it.
    const QTemporaryDir &dir() const { return *m_dir; }
    const QString &file() const { return m_file; }

    QQuickItem *item(const QString &name) { return findItem(win()->contentItem(), name); }
    QQuickItem *card(const QString &nodeId) { return item(QStringLiteral("node:") + nodeId); }

    /// Grabs the window; keeps the image in $WEFT_SCREENSHOT_DIR when that is set (to look at).
    void saveScreenshot(const QString &name)
    {
        const QImage image = win()->grabWindow();
        QVERIFY(!image.isNull());
        const QString folder = qEnvironmentVariable("WEFT_SCREENSHOT_DIR");
        if (!folder.isEmpty())
            QVERIFY(image.save(folder + u'/' + name + QStringLiteral(".png")));
    }

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<app::MainWindow> m_window;
    QString m_file;
};

/// The base of a window test class: the window started and stopped around each test function
/// (the subclass's init() and cleanup() call start() and stop()) and short names for what the
/// test functions use. No Q_OBJECT: the slots live in the subclass.
class EditorWindowTest : public QObject
{
protected:
    QQuickWindow *win() { return m_editor.win(); }
    app::ProjectController &controller() { return m_editor.controller(); }
    QQuickItem *item(const QString &name) { return m_editor.item(name); }
    QQuickItem *card(const QString &nodeId) { return m_editor.card(nodeId); }
    void saveScreenshot(const QString &name) { m_editor.saveScreenshot(name); }
    QPoint port(const QString &nodeId, const QString &name, bool output)
    {
        return portGrip(card(nodeId), name, output);
    }

    EditorWindow m_editor;
};

} // namespace weft::test
