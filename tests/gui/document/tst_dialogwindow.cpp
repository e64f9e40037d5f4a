// The window's document dialogs answered as a user answers them: real clicks on the buttons of
// the unsaved-changes question (Save, Discard, Cancel), of the recovery offer (Recover,
// Discard) and of the Save As dialog, asked for by the keys and the window close that ask in
// the app. Each asserts the outcome: the file written or left alone, the project open, the
// window closed or kept. The Save As dialog itself (typing, folders, Open) is driven in
// tst_savedialogwindow.

#include "EditorWindowSupport.h"
#include "project/ProjectReader.h"
#include "project/ProjectWriter.h"
#include "support/TestPaths.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;
using namespace weft::test;
using weft::app::MainWindow;
namespace engine = weft::engine;

namespace {

constexpr int kDialogTimeoutMs = 10'000;

QByteArray contentOf(const QString &file)
{
    QFile in(file);
    return in.open(QIODevice::ReadOnly) ? in.readAll() : QByteArray();
}

/// The sample project and its data copied to `dir`; the project's path there, empty on failure.
QString copySample(const QTemporaryDir &dir)
{
    const QString samples = weft::test::testDataPath(u"gui");
    const QString file = dir.filePath(u"weather.weft"_s);
    const bool copied = QFile::copy(samples + u"/weather.weft"_s, file) &&
                        QFile::copy(samples + u"/weather.csv"_s, dir.filePath(u"weather.csv"_s));
    return copied ? file : QString();
}

/// Starts `window` as the app starts: recovery on (in `folder`), the window loaded (which offers
/// what a crashed session left), then `file` opened, and the window shown.
bool startAsTheAppDoes(MainWindow &window, const QString &folder, const QString &file)
{
    window.enableRecovery(folder);
    return window.load() && window.controller().open(file) && window.showAndWaitForFrame();
}

/// What a session that crashed leaves in `folder`: the project `source` with the name "Weather
/// in April" (the unsaved change), its note naming `source`, and no lock anybody holds.
bool leaveCrashedSession(const QString &folder, const QString &source)
{
    QJsonObject project = QJsonDocument::fromJson(contentOf(source)).object();
    QJsonObject metadata = project.value(u"project"_s).toObject();
    metadata.insert(u"name"_s, u"Weather in April"_s);
    project.insert(u"project"_s, metadata);
    QFile copy(folder + u"/crashed.weft"_s);
    QFile meta(folder + u"/crashed.json"_s);
    const QJsonObject note{{u"file"_s, source}, {u"saved"_s, u"2026-01-02T03:04:05Z"_s}};
    return QDir().mkpath(folder) && copy.open(QIODevice::WriteOnly) &&
           copy.write(QJsonDocument(project).toJson()) > 0 && meta.open(QIODevice::WriteOnly) &&
           meta.write(QJsonDocument(note).toJson()) > 0;
}

} // namespace

class tst_DialogWindow : public EditorWindowTest
{
    Q_OBJECT

private:
    QByteArray m_original; ///< the project file's bytes before the test changed anything

    /// The sample project in the window, its file's bytes kept to compare with. The helpers
    /// return false instead of failing, so that the test function stops where it failed.
    [[nodiscard]] bool start()
    {
        m_editor.start();
        m_original = contentOf(m_editor.file());
        return !QTest::currentTestFailed() && !m_original.isEmpty() &&
               QTest::qWaitForWindowActive(win());
    }

    /// An unsaved change made by hand: the card "write" clicked and deleted with Del.
    [[nodiscard]] bool deleteTheWriteNode()
    {
        QQuickItem *write = card(u"write"_s);
        if (!write)
            return false;
        QTest::mouseClick(win(), Qt::LeftButton, {}, at(write, QPointF(write->width() / 2, 20)));
        if (controller().selection()->nodeIds() != QStringList({u"write"_s}))
            return false;
        QTest::keyClick(win(), Qt::Key_Delete);
        return controller().nodes()->count() == 5 && controller().isModified();
    }

    /// Clicks the answer `text` of the dialog `name` once the dialog is open.
    [[nodiscard]] bool answer(QQuickWindow *window, const QString &name, const QString &text)
    {
        QQuickItem *button = nullptr;
        if (!QTest::qWaitFor([&] { return (button = dialogButton(window, name, text)); },
                             kDialogTimeoutMs))
            return false;
        QTest::mouseClick(window, Qt::LeftButton, {}, centreOf(button));
        return true;
    }

    /// The open Save As dialog's item (its content and footer), or nullptr while it is closed.
    QQuickItem *fileDialog()
    {
        QObject *dialog = openDialog(win(), u"saveProjectDialog"_s);
        auto *content = dialog ? dialog->property("contentItem").value<QQuickItem *>() : nullptr;
        return content ? content->parentItem() : nullptr;
    }

    /// Clicks the file `fileName` in the open Save As dialog's list, then its Save button, then
    /// Replace when asked (the file exists).
    [[nodiscard]] bool chooseInFileDialog(const QString &fileName)
    {
        QQuickItem *dialog = nullptr;
        QQuickItem *entry = nullptr;
        if (!QTest::qWaitFor(
                [&] {
                    return (dialog = fileDialog()) &&
                           (entry = findItem(dialog, u"fileRow:"_s + fileName));
                },
                kDialogTimeoutMs))
            return false;
        QTest::mouseClick(win(), Qt::LeftButton, {}, centreOf(entry));
        QQuickItem *save = dialogButton(win(), u"saveProjectDialog"_s, u"Save"_s);
        if (!save || !save->isEnabled())
            return false;
        QTest::mouseClick(win(), Qt::LeftButton, {}, centreOf(save));
        return answer(win(), u"replaceFileDialog"_s, u"Replace"_s);
    }

private Q_SLOTS:
    void initTestCase()
    {
        useTestSettings(u"tst_dialogwindow"_s);
        // Tests close the window and go on.
        QGuiApplication::setQuitOnLastWindowClosed(false);
    }

    void cleanup() { m_editor.stop(); }

    void quitThenSaveWritesTheChangeAndCloses()
    {
        QVERIFY(start());
        QVERIFY(deleteTheWriteNode());
        const QByteArray expected = engine::ProjectWriter::serialize(controller().project());
        QTest::keyClick(win(), Qt::Key_Q, Qt::ControlModifier);
        QVERIFY(win()->isVisible());
        QVERIFY(answer(win(), u"unsavedChangesDialog"_s, u"Save"_s));
        QCOMPARE(contentOf(m_editor.file()), expected);
        QVERIFY(expected != m_original);
        QVERIFY(!expected.contains(R"("id": "write")"));
        QVERIFY(!controller().isModified());
        QTRY_VERIFY(!win()->isVisible());
    }

    void newThenDiscardDropsTheChangeAndGoesOn()
    {
        QVERIFY(start());
        QVERIFY(deleteTheWriteNode());
        QTest::keyClick(win(), Qt::Key_N, Qt::ControlModifier);
        QCOMPARE(controller().nodes()->count(), 5); // asked first
        QVERIFY(answer(win(), u"unsavedChangesDialog"_s, u"Discard"_s));
        // The new, empty project is open; the file was not touched.
        QCOMPARE(controller().nodes()->count(), 0);
        QVERIFY(!controller().hasFile());
        QVERIFY(!controller().isModified());
        QCOMPARE(contentOf(m_editor.file()), m_original);
        QTRY_VERIFY(!openDialog(win(), u"unsavedChangesDialog"_s));
        QVERIFY(win()->isVisible());
    }

    void closeThenCancelKeepsTheWindowAndTheChange()
    {
        QVERIFY(start());
        QVERIFY(deleteTheWriteNode());
        win()->close(); // as the window's close button does
        QVERIFY(answer(win(), u"unsavedChangesDialog"_s, u"Cancel"_s));
        QTRY_VERIFY(!openDialog(win(), u"unsavedChangesDialog"_s));
        QVERIFY(win()->isVisible());
        QVERIFY(controller().isModified());
        QCOMPARE(controller().nodes()->count(), 5);
        QCOMPARE(controller().filePath(), m_editor.file());
        QCOMPARE(contentOf(m_editor.file()), m_original);

        // Asked again on the next close, nothing left pending from before: Discard closes.
        win()->close();
        QVERIFY(win()->isVisible());
        QVERIFY(answer(win(), u"unsavedChangesDialog"_s, u"Discard"_s));
        QTRY_VERIFY(!win()->isVisible());
        QCOMPARE(contentOf(m_editor.file()), m_original);
    }

    void saveAsWritesTheFileChosenInTheDialog()
    {
        QVERIFY(start());
        const QString copy = m_editor.dir().filePath(u"copy.weft"_s);
        QFile older(copy);
        QVERIFY(older.open(QIODevice::WriteOnly));
        older.write("{}");
        older.close();
        QVERIFY(deleteTheWriteNode());
        const QByteArray expected = engine::ProjectWriter::serialize(controller().project());
        QTest::keyClick(win(), Qt::Key_S, Qt::ControlModifier | Qt::ShiftModifier);
        QVERIFY(chooseInFileDialog(u"copy.weft"_s));
        QTRY_COMPARE(controller().filePath(), copy);
        QCOMPARE(contentOf(copy), expected);
        QVERIFY(!controller().isModified());
        QCOMPARE(contentOf(m_editor.file()), m_original);
        QTRY_VERIFY(!fileDialog());
    }

    void saveOfAnUntitledProjectAsksForAFileAndCancelKeepsTheWindow()
    {
        QVERIFY(start());
        QTest::keyClick(win(), Qt::Key_N, Qt::ControlModifier); // nothing to ask: no change
        QVERIFY(!controller().hasFile());
        QVERIFY(!controller().edit()->addNode(u"work"_s, QPointF(0, 0)).isEmpty());
        QVERIFY(controller().isModified());
        win()->close();
        QVERIFY(answer(win(), u"unsavedChangesDialog"_s, u"Save"_s));
        // Untitled: Save asks for a file first; cancelling that drops the close.
        QQuickItem *dialog = nullptr;
        QTRY_VERIFY_WITH_TIMEOUT((dialog = fileDialog()), kDialogTimeoutMs);
        QQuickItem *cancel = dialogButton(win(), u"saveProjectDialog"_s, u"Cancel"_s);
        QVERIFY(cancel);
        QTest::mouseClick(win(), Qt::LeftButton, {}, centreOf(cancel));
        QTRY_VERIFY(!fileDialog());
        QVERIFY(win()->isVisible());
        QVERIFY(controller().isModified());
        QVERIFY(!controller().hasFile());
        QCOMPARE(controller().nodes()->count(), 1);
        // Nothing is left pending that a later save would carry out (closing the window).
        QObject *commands = win()->findChild<QObject *>(u"documentCommands"_s);
        QVERIFY(commands);
        QCOMPARE(commands->property("pending").toInt(), 0); // DocumentCommands.None
        // The next close asks again; Discard closes.
        win()->close();
        QVERIFY(win()->isVisible());
        QVERIFY(answer(win(), u"unsavedChangesDialog"_s, u"Discard"_s));
        QTRY_VERIFY(!win()->isVisible());
    }

    void recoverOpensTheCrashedSessionsChanges()
    {
        QTemporaryDir dir;
        const QString file = copySample(dir);
        QVERIFY(!file.isEmpty());
        const QByteArray saved = contentOf(file);
        const QString folder = dir.filePath(u"recovery"_s);
        QVERIFY(leaveCrashedSession(folder, file));

        MainWindow window(engine::OperatorRegistry::builtin());
        QVERIFY(startAsTheAppDoes(window, folder, file));
        QCOMPARE(window.controller().name(), u"Weather in March"_s);
        QVERIFY(answer(window.window(), u"recoveryDialog"_s, u"Recover"_s));

        QCOMPARE(window.controller().name(), u"Weather in April"_s);
        QCOMPARE(window.controller().filePath(), file);
        QVERIFY(window.controller().isModified());
        QCOMPARE(window.controller().nodes()->count(), 6);
        QVERIFY(!QFile::exists(folder + u"/crashed.weft"_s));
        QVERIFY(!QFile::exists(folder + u"/crashed.json"_s));
        QCOMPARE(contentOf(file), saved); // recovered, not yet saved
        QTRY_VERIFY(!openDialog(window.window(), u"recoveryDialog"_s));
    }

    void discardKeepsTheSavedFileAndDropsTheCopy()
    {
        QTemporaryDir dir;
        const QString file = copySample(dir);
        QVERIFY(!file.isEmpty());
        const QByteArray saved = contentOf(file);
        const QString folder = dir.filePath(u"recovery"_s);
        QVERIFY(leaveCrashedSession(folder, file));

        MainWindow window(engine::OperatorRegistry::builtin());
        QVERIFY(startAsTheAppDoes(window, folder, file));
        QVERIFY(answer(window.window(), u"recoveryDialog"_s, u"Discard"_s));

        QTRY_VERIFY(!openDialog(window.window(), u"recoveryDialog"_s));
        QCOMPARE(window.controller().name(), u"Weather in March"_s);
        QVERIFY(!window.controller().isModified());
        const engine::ProjectLoadResult loaded =
            engine::ProjectReader(engine::OperatorRegistry::builtin()).readFile(file);
        QVERIFY(loaded.project);
        QCOMPARE(engine::ProjectWriter::serialize(window.controller().project()),
                 engine::ProjectWriter::serialize(*loaded.project));
        QVERIFY(!QFile::exists(folder + u"/crashed.weft"_s));
        QVERIFY(!QFile::exists(folder + u"/crashed.json"_s));
        QVERIFY(window.controller().recoverableName().isEmpty());
        QCOMPARE(contentOf(file), saved);
    }
};

QTEST_MAIN(tst_DialogWindow)
#include "tst_dialogwindow.moc"
