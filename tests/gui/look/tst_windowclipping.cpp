// No text cut short: the real main window at 1280 × 800, in English and in German (the
// translations the weft binary builds in, installed as `--lang de` installs them), on each main
// screen — the editor with a node selected, each dashboard tab, the history and a comparison,
// the file dialog in each of its modes, and every menu opened. On each, every visible Text or
// Label must fit its box (a Text that elides on purpose may be shorter, except in a menu, which
// never elides), must not be cut by a clipping parent, and must not run off the window's edge.
// A failure names each text.

#include "EditorWindowSupport.h"
#include "GoldenRun.h"
#include "HistoryTestSupport.h"
#include "ops/OperatorRegistry.h"

#include <QLibraryInfo>
#include <QLocale>
#include <QQuickItem>
#include <QSignalSpy>
#include <QTranslator>

#include <utility>

using namespace Qt::StringLiterals;
using namespace weft;
using namespace weft::test;

namespace {

constexpr int kElideNone = 3; // Text.ElideNone (QQuickText::ElideNone)

bool hasAncestor(const QQuickItem *item, const char *className)
{
    for (const QQuickItem *up = item->parentItem(); up; up = up->parentItem()) {
        if (up->inherits(className))
            return true;
    }
    return false;
}

/// Where a text sits, for a failure message: the object names of its named ancestors.
QString placeOf(const QQuickItem *item)
{
    QStringList names;
    for (const QQuickItem *up = item; up; up = up->parentItem()) {
        if (!up->objectName().isEmpty())
            names.prepend(up->objectName());
    }
    return names.join(u'/');
}

/// The clipping ancestor that cuts `item` horizontally, or nullptr. A Flickable that scrolls
/// sideways shows the rest on a scroll and does not count; nor does the canvas, where cards
/// pan out of view.
const QQuickItem *cuttingAncestor(const QQuickItem *item)
{
    const QRectF rect = item->mapRectToScene(QRectF(0, 0, item->width(), item->height()));
    for (const QQuickItem *up = item->parentItem(); up; up = up->parentItem()) {
        if (up->objectName() == u"graphCanvas"_s)
            return nullptr;
        if (!up->clip())
            continue;
        if (up->inherits("QQuickFlickable") &&
            up->property("contentWidth").toReal() > up->width() + 1)
            return nullptr;
        const QRectF box = up->mapRectToScene(QRectF(0, 0, up->width(), up->height()));
        if (rect.left() < box.left() - 1 || rect.right() > box.right() + 1)
            return up;
    }
    return nullptr;
}

/// What is wrong with `text` as shown, or "" when it reads whole.
QString problemOf(const QQuickItem *text, const QQuickWindow *win)
{
    const bool inMenu = hasAncestor(text, "QQuickMenuItem");
    const bool wraps = text->property("wrapMode").toInt() != 0;
    // A control's own label (a button's) is elided by its style, not on purpose.
    const bool elidesOnPurpose =
        text->property("elide").toInt() != kElideNone &&
        !(text->parentItem() && text->parentItem()->inherits("QQuickIconLabel"));
    const qreal needed = wraps ? text->property("contentWidth").toReal() : text->implicitWidth();
    if (inMenu && (text->property("truncated").toBool() || needed > text->width() + 1))
        return u"a menu entry elided (needs %1 px, has %2)"_s.arg(qCeil(needed))
            .arg(qFloor(text->width()));
    if (!elidesOnPurpose && needed > text->width() + 1)
        return u"needs %1 px, has %2"_s.arg(qCeil(needed)).arg(qFloor(text->width()));
    if (const QQuickItem *cut = cuttingAncestor(text))
        return u"cut by %1 (%2)"_s.arg(placeOf(cut),
                                       QString::fromLatin1(cut->metaObject()->className()));
    if (hasAncestor(text, "QQuickFlickable"))
        return {};
    const QRectF rect = text->mapRectToScene(QRectF(0, 0, text->width(), text->height()));
    bool onCanvas = false;
    for (const QQuickItem *up = text; up && !onCanvas; up = up->parentItem())
        onCanvas = up->objectName() == u"graphCanvas"_s;
    if (!onCanvas && (rect.right() > win->width() + 1 || rect.left() < -1))
        return u"runs off the window (%1 to %2 of %3 px)"_s.arg(qRound(rect.left()))
            .arg(qRound(rect.right()))
            .arg(win->width());
    return {};
}

/// Every visible text of the window that does not read whole, one line each; `menuTexts`
/// counts the texts of open menus seen (popups live in the window's overlay, under its content
/// item, so that a menu is checked like the rest).
QStringList clippedTexts(QQuickWindow *win, int *menuTexts)
{
    QList<QQuickItem *> items;
    collectItems(win->contentItem(), items);
    QStringList found;
    *menuTexts = 0;
    for (const QQuickItem *item : std::as_const(items)) {
        if (!item->inherits("QQuickText") || !item->isVisible() || item->opacity() == 0)
            continue;
        const QString text = item->property("text").toString();
        if (text.trimmed().isEmpty())
            continue;
        if (hasAncestor(item, "QQuickMenuItem"))
            ++*menuTexts;
        const QString problem = problemOf(item, win);
        if (!problem.isEmpty())
            found.append(u"\"%1\" at %2: %3"_s.arg(text.left(80), placeOf(item), problem));
    }
    return found;
}

} // namespace

class tst_WindowClipping : public EditorWindowTest
{
    Q_OBJECT

    QTranslator m_weft;
    QTranslator m_qt;
    QTemporaryDir m_history;
    QString m_historyProject;
    QStringList m_findings;

    /// The language of the current row ("en" or "de"), installed as the weft binary's
    /// installTranslations() installs it for --lang.
    void useLanguage()
    {
        const QString language = QString::fromLatin1(QTest::currentDataTag());
        QCoreApplication::removeTranslator(&m_weft);
        QCoreApplication::removeTranslator(&m_qt);
        QLocale::setDefault(QLocale(language == u"de"_s ? u"de"_s : u"C"_s));
        if (language != u"de"_s)
            return;
        const QLocale locale(language);
        QVERIFY(m_weft.load(locale, u"weft"_s, u"_"_s, u":/i18n"_s));
        QCoreApplication::installTranslator(&m_weft);
        if (m_qt.load(locale, u"qt"_s, u"_"_s, QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
            QCoreApplication::installTranslator(&m_qt);
    }

    void languages()
    {
        QTest::addColumn<int>("unused");
        QTest::newRow("en") << 0;
        QTest::newRow("de") << 0;
    }

    /// Looks at the window as it is now, on `screen`: keeps every text that does not read whole
    /// for reportFindings(), and counts the menu texts it saw into `menuTexts`.
    void checkScreen(const QString &screen, int *menuTexts = nullptr)
    {
        // Two rendered frames: a layout that follows its content's width settles in the second.
        for (int frame = 0; frame < 2; ++frame) {
            QSignalSpy swapped(win(), &QQuickWindow::frameSwapped);
            win()->update();
            QTRY_VERIFY(swapped.count() > 0);
        }
        m_editor.saveScreenshot(QString::fromLatin1(QTest::currentDataTag()) + u'-' + screen);
        int seen = 0;
        const QStringList found = clippedTexts(win(), &seen);
        if (menuTexts)
            *menuTexts = seen;
        for (const QString &finding : found)
            m_findings.append(screen + u": "_s + finding);
    }

    /// Fails naming every text cut short on the screens looked at (one line each in the log:
    /// a failure message alone would be cut short itself).
    void reportFindings()
    {
        const QStringList findings = std::exchange(m_findings, {});
        for (const QString &finding : findings)
            qInfo("cut short: %s", qPrintable(finding));
        QVERIFY2(findings.isEmpty(),
                 qPrintable(u"%1 text(s) cut short in %2 (listed above)"_s.arg(findings.size())
                                .arg(QString::fromLatin1(QTest::currentDataTag()))));
    }

    /// The entry of an open menu that opens a submenu.
    QQuickItem *subMenuEntry()
    {
        QList<QQuickItem *> items;
        collectItems(win()->contentItem(), items);
        for (QQuickItem *candidate : std::as_const(items)) {
            if (candidate->inherits("QQuickMenuItem") && candidate->isVisible() &&
                candidate->property("subMenu").value<QObject *>())
                return candidate;
        }
        return nullptr;
    }

    /// The visible items whose object name starts with `prefix` (the run rows' "runRow<id>").
    QList<QQuickItem *> itemsStartingWith(const QString &prefix)
    {
        QList<QQuickItem *> items;
        collectItems(win()->contentItem(), items);
        QList<QQuickItem *> named;
        for (QQuickItem *candidate : std::as_const(items)) {
            if (candidate->isVisible() && candidate->objectName().startsWith(prefix))
                named.append(candidate);
        }
        return named;
    }

    void startAt1280()
    {
        m_editor.start();
        win()->resize(1280, 800);
        QTRY_COMPARE(win()->width(), 1280);
        QVERIFY(QTest::qWaitForWindowExposed(win()));
    }

    void openMenu(QObject *menu, const QString &screen)
    {
        QVERIFY(QMetaObject::invokeMethod(menu, "open"));
        QTRY_VERIFY(menu->property("opened").toBool());
        int menuTexts = 0;
        checkScreen(screen, &menuTexts);
        // The menu's entries were among the texts checked.
        QVERIFY2(menuTexts > 0, qPrintable(screen));
        QVERIFY(QMetaObject::invokeMethod(menu, "close"));
        QTRY_VERIFY(!menu->property("visible").toBool());
    }

private Q_SLOTS:
    void initTestCase()
    {
        useTestSettings(u"tst_windowclipping"_s);
        QVERIFY(m_history.isValid());
        m_historyProject = writeWorkProject(m_history);
        recordRun(m_historyProject);
        recordRun(m_historyProject, {u"--set"_s, u"right.seconds=0.2"_s});
    }

    void init() { useLanguage(); }

    void cleanup()
    {
        m_findings.clear();
        m_editor.stop();
        QCoreApplication::removeTranslator(&m_weft);
        QCoreApplication::removeTranslator(&m_qt);
        QLocale::setDefault(QLocale::c());
    }

    void editor_data() { languages(); }
    void editor()
    {
        startAt1280();
        checkScreen(u"editor"_s);
        for (const QString &node : {u"read"_s, u"fahrenheit"_s}) {
            controller().selection()->select(node);
            QTRY_VERIFY(item(u"inspectorPanel"_s));
            checkScreen(u"editor-"_s + node);
        }
        reportFindings();
    }

    void dashboard_data() { languages(); }
    void dashboard()
    {
        startAt1280();
        GoldenRun run;
        readGolden(u"monitor/weather_failed"_s, &run);
        run.feed(m_editor.mainWindow().monitor());
        QTRY_VERIFY(item(u"dashboardDock"_s));
        for (const QString &tab : {u"progress"_s, u"taskStream"_s, u"batchTuning"_s, u"memory"_s,
                                   u"workers"_s, u"log"_s}) {
            QQuickItem *button = nullptr;
            QTRY_VERIFY2((button = item(u"dashboardTab:"_s + tab)), qPrintable(tab));
            QTest::mouseClick(win(), Qt::LeftButton, {}, centreOf(button));
            QTRY_VERIFY(button->property("checked").toBool());
            // The tab in front reads whole, however narrow the dock makes the others.
            const auto *title = button->property("contentItem").value<QQuickItem *>();
            QVERIFY(title);
            QTRY_VERIFY2(!title->property("truncated").toBool(),
                         qPrintable(title->property("text").toString()));
            checkScreen(u"dashboard-"_s + tab);
        }
        QQuickItem *panels = item(u"dashboardPanelsButton"_s);
        QVERIFY(panels);
        QTest::mouseClick(win(), Qt::LeftButton, {}, centreOf(panels));
        QTRY_VERIFY(item(u"dashboardPanelItem:log"_s));
        checkScreen(u"dashboard-panels-menu"_s);
        reportFindings();
    }

    void history_data() { languages(); }
    void history()
    {
        startAt1280();
        QVERIFY(controller().open(m_historyProject));
        QTest::keyClick(win(), Qt::Key_H, Qt::ControlModifier);
        QTRY_VERIFY(item(u"historyPanel"_s));
        QTRY_COMPARE(itemsStartingWith(u"runRow"_s).size(), 2);
        checkScreen(u"history"_s);
        const QList<QQuickItem *> checks = itemsStartingWith(u"compareCheck"_s);
        QCOMPARE(checks.size(), 2);
        for (QQuickItem *box : checks)
            QTest::mouseClick(win(), Qt::LeftButton, {}, centreOf(box));
        QQuickItem *compare = item(u"compareButton"_s);
        QTRY_VERIFY(compare && compare->isEnabled());
        QTest::mouseClick(win(), Qt::LeftButton, {}, centreOf(compare));
        QTRY_VERIFY(openDialog(win(), u"compareDialog"_s));
        checkScreen(u"compare"_s);
        reportFindings();
    }

    void dialogs_data() { languages(); }
    void dialogs()
    {
        startAt1280();
        // Weft's own file dialog in each of its modes, in the project's folder.
        const QUrl folder = QUrl::fromLocalFile(m_editor.dir().path());
        for (const QString &name :
             {u"openProjectDialog"_s, u"saveProjectDialog"_s, u"attachDialog"_s,
              u"parameterFileDialog"_s, u"parameterFolderDialog"_s}) {
            QObject *dialog = win()->findChild<QObject *>(name);
            QVERIFY2(dialog, qPrintable(name));
            QVERIFY(QMetaObject::invokeMethod(dialog, "enterFolder", Q_ARG(QUrl, folder)));
            QVERIFY(QMetaObject::invokeMethod(dialog, "open"));
            QTRY_VERIFY(dialog->property("opened").toBool());
            checkScreen(name);
            QVERIFY(QMetaObject::invokeMethod(dialog, "close"));
            QTRY_VERIFY(!dialog->property("visible").toBool());
        }
        reportFindings();
    }

    void menus_data() { languages(); }
    void menus()
    {
        startAt1280();
        // The Edit menu's Undo names the last change, the longest entry there.
        QVERIFY(!controller().edit()->addNode(u"array.generate"_s, QPointF(900, 600)).isEmpty());
        m_editor.mainWindow().recentFiles().add(m_editor.file());
        // Every menu of the menu bar and the canvas's context menu.
        for (const QString &name : {u"fileMenu"_s, u"editMenu"_s, u"viewMenu"_s, u"runMenu"_s,
                                    u"helpMenu"_s, u"canvasMenu"_s}) {
            QObject *menu = win()->findChild<QObject *>(name);
            QVERIFY2(menu, qPrintable(name));
            openMenu(menu, name);
        }
        // Open Recent opens from its entry in the File menu, as a hand opens it.
        QObject *file = win()->findChild<QObject *>(u"fileMenu"_s);
        QVERIFY(QMetaObject::invokeMethod(file, "open"));
        QTRY_VERIFY(file->property("opened").toBool());
        QQuickItem *entry = nullptr;
        QTRY_VERIFY((entry = subMenuEntry()));
        QTest::mouseClick(win(), Qt::LeftButton, {}, centreOf(entry));
        QObject *recent = win()->findChild<QObject *>(u"recentMenu"_s);
        QTRY_VERIFY(recent->property("opened").toBool());
        int menuTexts = 0;
        checkScreen(u"recentMenu"_s, &menuTexts);
        QVERIFY(menuTexts > 0);
        reportFindings();
    }
};

QTEST_MAIN(tst_WindowClipping)
#include "tst_windowclipping.moc"
