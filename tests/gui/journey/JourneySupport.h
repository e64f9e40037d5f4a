#pragma once

// What the journey tests use to act as a user: clicks, keys and typing on the real window, the
// menu bar opened and an entry chosen by its action, the dialogs' parts found by object name,
// and a numbered screenshot of each step kept in a folder a reviewer can open.

#include "EditorWindowSupport.h"

#include <QDir>
#include <QSignalSpy>

#include <utility>

namespace weft::test {

/// Types `text` key by key into the window's focused item, as a keyboard does. (QTest::keyClicks
/// takes a widget only.)
inline void typeText(QWindow *window, const QString &text)
{
    for (const QChar c : text)
        QTest::keyClick(window, c.toLatin1());
}

/// A real click at the centre of `target`, once it is drawn where it stays; false when there is
/// none (so a missing item fails the step that wanted it, not a later one).
[[nodiscard]] inline bool click(QQuickWindow *win, QQuickItem *target)
{
    if (target)
        QTest::mouseClick(win, Qt::LeftButton, {}, settledCentre(target));
    return target;
}

/// Every visible item under `root` that inherits `className`.
inline QList<QQuickItem *> visibleItemsOf(QQuickItem *root, const char *className)
{
    QList<QQuickItem *> items;
    collectItems(root, items);
    QList<QQuickItem *> found;
    for (QQuickItem *item : std::as_const(items)) {
        if (item->isVisible() && item->inherits(className))
            found.append(item);
    }
    return found;
}

/// The item of the open popup `name` (a dialog's content and footer), or nullptr while closed.
inline QQuickItem *popupItem(QQuickWindow *win, const QString &name)
{
    QObject *popup = openDialog(win, name);
    auto *content = popup ? popup->property("contentItem").value<QQuickItem *>() : nullptr;
    return content ? content->parentItem() : nullptr;
}

/// The default answer (the filled button, whatever the language) of the open dialog `name`.
inline QQuickItem *primaryButton(QQuickWindow *win, const QString &name)
{
    QObject *dialog = openDialog(win, name);
    auto *footer = dialog ? dialog->property("footer").value<QQuickItem *>() : nullptr;
    if (!footer)
        return nullptr;
    const QList<QQuickItem *> buttons = visibleItemsOf(footer, "QQuickAbstractButton");
    for (QQuickItem *button : buttons) {
        if (button->property("primary").toBool())
            return button;
    }
    return nullptr;
}

/// Opens the menu `menuName` from the menu bar with a click on its title and clicks the entry
/// of the action named `actionName`, as a hand does. Found by object name, so that it reads
/// the same in every language.
[[nodiscard]] inline bool chooseMenuEntry(QQuickWindow *win, const QString &menuName,
                                          const QString &actionName)
{
    QQuickItem *title = nullptr;
    for (QQuickItem *item : visibleItemsOf(win->contentItem(), "QQuickMenuBarItem")) {
        auto *menu = item->property("menu").value<QObject *>();
        if (menu && menu->objectName() == menuName)
            title = item;
    }
    if (!click(win, title))
        return false;
    QQuickItem *entry = nullptr;
    const auto findEntry = [&] {
        for (QQuickItem *item : visibleItemsOf(win->contentItem(), "QQuickMenuItem")) {
            auto *action = item->property("action").value<QObject *>();
            if (action && action->objectName() == actionName)
                entry = item;
        }
        return entry != nullptr;
    };
    // The menu opens with a short transition: wait until its entry is there and placed.
    if (!QTest::qWaitFor(findEntry, 5000))
        return false;
    if (!QTest::qWaitFor([&] { return entry->width() > 0 && entry->opacity() == 1.0; }, 5000))
        return false;
    return click(win, entry);
}

/// Numbered screenshots of a journey, one per step, in a folder of their own that the test
/// names in its output: `<folder>/01-new-project.png`, …
class StepShots
{
public:
    /// Empties (or makes) `folder` and says where the screenshots go.
    void start(const QString &folder)
    {
        m_folder = folder;
        m_count = 0;
        QDir dir(folder);
        dir.removeRecursively();
        QVERIFY(QDir().mkpath(folder));
        qInfo("journey screenshots: %s", qPrintable(QDir::toNativeSeparators(folder)));
    }

    /// Grabs the window after a frame has been drawn with what the step changed.
    void take(QQuickWindow *win, const QString &step)
    {
        QSignalSpy swapped(win, &QQuickWindow::frameSwapped);
        win->update();
        QTRY_VERIFY(swapped.count() > 0);
        const QImage image = win->grabWindow();
        QVERIFY(!image.isNull());
        const QString file = m_folder + u'/' + QString::number(++m_count).rightJustified(2, u'0') +
                             u'-' + step + QStringLiteral(".png");
        QVERIFY2(image.save(file), qPrintable(file));
    }

private:
    QString m_folder;
    int m_count = 0;
};

} // namespace weft::test
