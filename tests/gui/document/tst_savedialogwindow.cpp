// Weft's own Save As and Open dialogs used as a user uses them, with real keys and clicks on
// the window offscreen: a new project saved under a typed name (the Save button available as
// soon as a name is typed, ".weft" added), a typed folder entered, a replace asked before and
// cancelled or confirmed, a project opened from a subfolder, and Run on a project that was
// never saved, which saves first and runs once saved (or nothing, when the save is cancelled).
// Each asserts the outcome on disk and in the window.

#include "EditorWindowSupport.h"
#include "project/ProjectReader.h"
#include "project/ProjectWriter.h"

#include <QDir>

using namespace Qt::StringLiterals;
using namespace weft::test;
namespace engine = weft::engine;

namespace {

constexpr int kDialogTimeoutMs = 10'000;
constexpr int kRunTimeoutMs = 60'000;

/// A project of one quick node: runs in a moment, with nothing to trust.
constexpr QByteArrayView kQuickProject =
    R"({"format": 1, "project": {"name": "Quick"}, "datasets": [],
        "nodes": [{"id": "quick", "operator": "work",
                   "params": {"seconds": 0.01, "output_bytes": 100},
                   "position": {"x": 0, "y": 0}}],
        "edges": []})";

QByteArray contentOf(const QString &file)
{
    QFile in(file);
    return in.open(QIODevice::ReadOnly) ? in.readAll() : QByteArray();
}

/// Types `text` key by key into the window's focused item. (QTest::keyClicks takes a widget
/// only.)
void typeText(QWindow *window, const QString &text)
{
    for (const QChar c : text)
        QTest::keyClick(window, c.toLatin1());
}

bool writeFile(const QString &file, QByteArrayView content)
{
    QFile out(file);
    return out.open(QIODevice::WriteOnly) && out.write(content.data(), content.size()) >= 0;
}

} // namespace

class tst_SaveDialogWindow : public EditorWindowTest
{
    Q_OBJECT

private:
    inline static const QString kSaveDialog = u"saveProjectDialog"_s;
    inline static const QString kOpenDialog = u"openProjectDialog"_s;

    weft::app::RunController &runs() { return m_editor.mainWindow().runs(); }

    /// The item of the open dialog `name` (its content and footer), once it is open.
    QQuickItem *dialogItem(const QString &name)
    {
        QObject *dialog = nullptr;
        if (!QTest::qWaitFor([&] { return (dialog = openDialog(win(), name)); }, kDialogTimeoutMs))
            return nullptr;
        auto *content = dialog->property("contentItem").value<QQuickItem *>();
        return content ? content->parentItem() : nullptr;
    }

    /// The visible item `itemName` in the open dialog `dialog`.
    QQuickItem *inDialog(const QString &dialog, const QString &itemName)
    {
        QQuickItem *root = dialogItem(dialog);
        return root ? findItem(root, itemName) : nullptr;
    }

    /// A real click at the centre of `target`; false when there is none.
    [[nodiscard]] bool click(QQuickItem *target)
    {
        if (target)
            QTest::mouseClick(win(), Qt::LeftButton, {}, centreOf(target));
        return target;
    }

    /// The name field of the dialog `dialog` clicked and emptied as a hand does (Ctrl+A, Del).
    [[nodiscard]] bool clearNameField(const QString &dialog)
    {
        QQuickItem *field = inDialog(dialog, u"fileNameField"_s);
        if (!click(field) || !field->hasActiveFocus())
            return false;
        QTest::keyClick(win(), Qt::Key_A, Qt::ControlModifier);
        QTest::keyClick(win(), Qt::Key_Delete);
        return field->property("text").toString().isEmpty();
    }

    /// The answer `text` of the dialog `name` once the dialog is open.
    QQuickItem *button(const QString &name, const QString &text)
    {
        QQuickItem *found = nullptr;
        return QTest::qWaitFor([&] { return (found = dialogButton(win(), name, text)); },
                               kDialogTimeoutMs)
                   ? found
                   : nullptr;
    }

    /// The untitled project with one quick node, as New and an added node leave it.
    [[nodiscard]] bool startUntitledQuickProject()
    {
        m_editor.start();
        if (QTest::currentTestFailed() || !QTest::qWaitForWindowActive(win()))
            return false;
        const engine::ProjectLoadResult loaded =
            engine::ProjectReader(engine::OperatorRegistry::builtin())
                .parse(kQuickProject.toByteArray(), u"quick"_s, QDir::current());
        if (!loaded.ok())
            return false;
        controller().setProject(*loaded.project, QString());
        controller().setModified(true);
        return !controller().hasFile();
    }

private Q_SLOTS:
    void initTestCase()
    {
        useTestSettings(u"tst_savedialogwindow"_s);
        QGuiApplication::setQuitOnLastWindowClosed(false);
    }

    void cleanup() { m_editor.stop(); }

    void newProjectSavedAsATypedName()
    {
        m_editor.start();
        QVERIFY(QTest::qWaitForWindowActive(win()));
        QTest::keyClick(win(), Qt::Key_N, Qt::ControlModifier);
        QVERIFY(!controller().hasFile());
        QVERIFY(!controller().edit()->addNode(u"work"_s, QPointF(0, 0)).isEmpty());
        QTest::keyClick(win(), Qt::Key_S, Qt::ControlModifier | Qt::ShiftModifier);

        // A save dialog: its button reads Save, and it starts in the folder it was last in.
        QQuickItem *save = button(kSaveDialog, u"Save"_s);
        QVERIFY(save);
        QVERIFY(!dialogButton(win(), kSaveDialog, u"Open"_s));
        // The first folder shown (home) has a parent to go up to.
        QVERIFY(inDialog(kSaveDialog, u"folderUpButton"_s)->isEnabled());
        QVERIFY(clearNameField(kSaveDialog));
        QVERIFY(!save->isEnabled());
        // Typed into the folder of the sample (its path typed, as the field allows) ...
        typeText(win(), m_editor.dir().path() + u"/f"_s);
        // ... the button is there at the first letter, without Return.
        QVERIFY(save->isEnabled());
        typeText(win(), u"resh"_s);
        saveScreenshot(u"save-as-typed"_s);
        QVERIFY(click(save));

        const QString written = m_editor.dir().filePath(u"fresh.weft"_s);
        QTRY_VERIFY(!openDialog(win(), kSaveDialog));
        QVERIFY(QFile::exists(written));
        QCOMPARE(contentOf(written), engine::ProjectWriter::serialize(controller().project()));
        QCOMPARE(controller().filePath(), written);
        QVERIFY(!controller().isModified());
        QCOMPARE(controller().nodes()->count(), 1);
    }

    void typedFolderIsEnteredAndReturnSaves()
    {
        m_editor.start();
        QVERIFY(QTest::qWaitForWindowActive(win()));
        QVERIFY(QDir(m_editor.dir().path()).mkdir(u"copies"_s));
        QTest::keyClick(win(), Qt::Key_S, Qt::ControlModifier | Qt::ShiftModifier);
        // Save As of a saved project starts in its folder with its name.
        QQuickItem *field = inDialog(kSaveDialog, u"fileNameField"_s);
        QVERIFY(field);
        QCOMPARE(field->property("text").toString(), u"weather.weft"_s);
        QCOMPARE(inDialog(kSaveDialog, u"folderPath"_s)->property("text").toString(),
                 QDir::toNativeSeparators(m_editor.dir().path()));

        // The folder "copies" is typed and entered with Return: the dialog stays open there.
        QVERIFY(clearNameField(kSaveDialog));
        typeText(win(), u"copies"_s);
        QTest::keyClick(win(), Qt::Key_Return);
        QVERIFY(openDialog(win(), kSaveDialog));
        QTRY_COMPARE(inDialog(kSaveDialog, u"folderPath"_s)->property("text").toString(),
                     QDir::toNativeSeparators(m_editor.dir().filePath(u"copies"_s)));
        QVERIFY(field->property("text").toString().isEmpty());
        QVERIFY(field->hasActiveFocus());

        // A name without the suffix, saved with Return.
        typeText(win(), u"march"_s);
        QTest::keyClick(win(), Qt::Key_Return);
        const QString written = m_editor.dir().filePath(u"copies/march.weft"_s);
        QTRY_COMPARE(controller().filePath(), written);
        QCOMPARE(contentOf(written), engine::ProjectWriter::serialize(controller().project()));
        // The dataset moved with the project: its path leads to the same CSV.
        QCOMPARE(controller().project().datasets.front().path, u"../weather.csv"_s);
        QTRY_VERIFY(!openDialog(win(), kSaveDialog));

        // Up leads back out.
        QTest::keyClick(win(), Qt::Key_S, Qt::ControlModifier | Qt::ShiftModifier);
        QVERIFY(click(inDialog(kSaveDialog, u"folderUpButton"_s)));
        QTRY_COMPARE(inDialog(kSaveDialog, u"folderPath"_s)->property("text").toString(),
                     QDir::toNativeSeparators(m_editor.dir().path()));
        QVERIFY(click(button(kSaveDialog, u"Cancel"_s)));
        QTRY_VERIFY(!openDialog(win(), kSaveDialog));
        QCOMPARE(controller().filePath(), written);
    }

    void replacingAFileIsAskedFirst()
    {
        m_editor.start();
        QVERIFY(QTest::qWaitForWindowActive(win()));
        const QString other = m_editor.dir().filePath(u"other.weft"_s);
        QVERIFY(writeFile(other, "{}"));
        const QByteArray expected = engine::ProjectWriter::serialize(controller().project());

        QTest::keyClick(win(), Qt::Key_S, Qt::ControlModifier | Qt::ShiftModifier);
        QVERIFY(clearNameField(kSaveDialog));
        typeText(win(), u"other"_s);
        QVERIFY(click(button(kSaveDialog, u"Save"_s)));

        // Asked; Cancel goes back to the name with the file untouched.
        QVERIFY(button(u"replaceFileDialog"_s, u"Replace"_s));
        saveScreenshot(u"save-as-replace"_s);
        QVERIFY(click(button(u"replaceFileDialog"_s, u"Cancel"_s)));
        QTRY_VERIFY(!openDialog(win(), u"replaceFileDialog"_s));
        QCOMPARE(contentOf(other), QByteArray("{}"));
        QVERIFY(openDialog(win(), kSaveDialog));
        QCOMPARE(controller().filePath(), m_editor.file());

        // Asked again; Replace writes over it.
        QVERIFY(click(button(kSaveDialog, u"Save"_s)));
        QVERIFY(click(button(u"replaceFileDialog"_s, u"Replace"_s)));
        QTRY_COMPARE(controller().filePath(), other);
        QCOMPARE(contentOf(other), expected);
        QTRY_VERIFY(!openDialog(win(), kSaveDialog));
        QTRY_VERIFY(!openDialog(win(), u"replaceFileDialog"_s));
    }

    void openChoosesAProjectInASubfolder()
    {
        m_editor.start();
        QVERIFY(QTest::qWaitForWindowActive(win()));
        const QString folder = m_editor.dir().filePath(u"more"_s);
        QVERIFY(QDir().mkpath(folder));
        const QString second = folder + u"/second.weft"_s;
        QVERIFY(writeFile(second, kQuickProject));
        QVERIFY(writeFile(folder + u"/notes.txt"_s, "not a project"));

        QTest::keyClick(win(), Qt::Key_O, Qt::ControlModifier);
        QQuickItem *open = button(kOpenDialog, u"Open"_s);
        QVERIFY(open);
        QVERIFY(!open->isEnabled()); // nothing chosen yet
        QQuickItem *more = nullptr;
        QTRY_VERIFY((more = inDialog(kOpenDialog, u"fileRow:more"_s)));
        QTest::mouseDClick(win(), Qt::LeftButton, {}, centreOf(more));

        // Inside: the project, not the text file; one click chooses it.
        QQuickItem *row = nullptr;
        QTRY_VERIFY((row = inDialog(kOpenDialog, u"fileRow:second.weft"_s)));
        QVERIFY(!inDialog(kOpenDialog, u"fileRow:notes.txt"_s));
        QVERIFY(click(row));
        QVERIFY(open->isEnabled());
        saveScreenshot(u"open-chosen"_s);
        QVERIFY(click(open));
        QTRY_COMPARE(controller().filePath(), second);
        QCOMPARE(controller().name(), u"Quick"_s);
        QTRY_VERIFY(!openDialog(win(), kOpenDialog));
    }

    void openRefusesANameThatIsNotThere()
    {
        m_editor.start();
        QVERIFY(QTest::qWaitForWindowActive(win()));
        QTest::keyClick(win(), Qt::Key_O, Qt::ControlModifier);
        QVERIFY(clearNameField(kOpenDialog));
        typeText(win(), u"missing"_s);
        QTest::keyClick(win(), Qt::Key_Return);
        QQuickItem *problem = nullptr;
        QTRY_VERIFY((problem = inDialog(kOpenDialog, u"fileProblem"_s)));
        QVERIFY(problem->property("text").toString().contains(u"missing"_s));
        QVERIFY(openDialog(win(), kOpenDialog));
        QCOMPARE(controller().filePath(), m_editor.file());

        // "weather" without its suffix opens weather.weft.
        QVERIFY(clearNameField(kOpenDialog));
        typeText(win(), u"weather"_s);
        QTest::keyClick(win(), Qt::Key_Return);
        QTRY_VERIFY(!openDialog(win(), kOpenDialog));
        QCOMPARE(controller().filePath(), m_editor.file());
    }

    void runOfANeverSavedProjectSavesFirst()
    {
        QVERIFY(startUntitledQuickProject());
        QQuickItem *run = item(u"runButton"_s);
        QQuickItem *cancel = item(u"cancelButton"_s);
        QVERIFY(run && cancel);
        QVERIFY(run->isEnabled());
        // Cancel cannot stop anything: it is disabled and drawn in the faint colour.
        QVERIFY(!cancel->isEnabled());
        auto *cancelText = cancel->property("contentItem").value<QQuickItem *>();
        QVERIFY(cancelText);
        QVERIFY(cancelText->property("color").value<QColor>() !=
                cancel->property("tint").value<QColor>());

        // Run asks for a file first; cancelling it runs nothing.
        QVERIFY(click(run));
        QVERIFY(click(button(kSaveDialog, u"Cancel"_s)));
        QTRY_VERIFY(!openDialog(win(), kSaveDialog));
        QVERIFY(!controller().hasFile());
        QVERIFY(!runs().isRunning());
        QCOMPARE(runs().status(), QString());

        // Run again, saved this time: the run starts once the file is written.
        QVERIFY(click(run));
        QVERIFY(clearNameField(kSaveDialog));
        typeText(win(), m_editor.dir().path() + u"/quick"_s);
        QVERIFY(click(button(kSaveDialog, u"Save"_s)));
        const QString written = m_editor.dir().filePath(u"quick.weft"_s);
        QTRY_COMPARE(controller().filePath(), written);
        QVERIFY(QFile::exists(written));
        QTRY_VERIFY(runs().status() != QString());
        QVERIFY2(runs().status() == u"running"_s || runs().status() == u"succeeded"_s,
                 qPrintable(runs().message()));
        QVERIFY(runs().waitForEnd(kRunTimeoutMs));
        QCOMPARE(runs().status(), u"succeeded"_s);
        QVERIFY(runs().lastRunId() > 0);
    }
};

QTEST_MAIN(tst_SaveDialogWindow)
#include "tst_savedialogwindow.moc"
