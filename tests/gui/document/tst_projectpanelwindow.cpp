#include "EditorWindowSupport.h"
#include "project/ProjectReader.h"

#include <QDateTime>
#include <QDir>

using namespace Qt::StringLiterals;
using namespace weft::test;
using weft::app::MainWindow;
namespace engine = weft::engine;

/// The project's basics in the real window, with real clicks and keys: its name and description
/// typed into the Project panel (undoable, saved in the file), the Attach dialog's formats, and
/// the recovery dialog saying when and where the autosave was.
class tst_ProjectPanelWindow : public EditorWindowTest
{
    Q_OBJECT

private:
    void typeText(const QByteArray &text)
    {
        for (const char c : text)
            QTest::keyClick(win(), c);
    }

    /// Empty canvas below the sample graph: a click there takes the focus from a field.
    void clickCanvas()
    {
        QQuickItem *canvas = item(u"graphCanvas"_s);
        QTest::mouseClick(win(), Qt::LeftButton, {},
                          at(canvas, QPointF(canvas->width() / 2, canvas->height() - 30)));
    }

private Q_SLOTS:
    void initTestCase() { useTestSettings(u"tst_projectpanelwindow"_s); }
    void init() { m_editor.start(); }
    void cleanup() { m_editor.stop(); }

    void nameAndDescriptionAreTypedUndoneAndSaved()
    {
        QQuickItem *name = item(u"projectName"_s);
        QVERIFY(name);
        QCOMPARE(name->property("text").toString(), u"Weather in March"_s);
        QTest::mouseClick(win(), Qt::LeftButton, {}, centreOf(name));
        QTRY_VERIFY(name->hasActiveFocus());
        QTest::keyClick(win(), Qt::Key_A, Qt::ControlModifier);
        typeText("Rain study");
        QTest::keyClick(win(), Qt::Key_Return);
        QCOMPARE(controller().project().metadata.name, u"Rain study"_s);
        QVERIFY(controller().isModified());
        QCOMPARE(win()->title(), u"• Rain study — Weft"_s);

        // The description: Enter is a new line, a click elsewhere commits.
        QQuickItem *description = item(u"projectDescriptionField"_s);
        QVERIFY(description);
        QTest::mouseClick(win(), Qt::LeftButton, {}, centreOf(description));
        QTRY_VERIFY(description->hasActiveFocus());
        QTest::keyClick(win(), Qt::Key_A, Qt::ControlModifier);
        typeText("Rainy days.");
        QTest::keyClick(win(), Qt::Key_Return);
        typeText("Wettest first.");
        clickCanvas();
        QCOMPARE(controller().project().metadata.description, u"Rainy days.\nWettest first."_s);
        saveScreenshot(u"project-panel-edited"_s);

        // Each is one undo step, from the canvas's keys.
        QTest::keyClick(win(), Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(controller().project().metadata.description.left(9), u"Converts "_s);
        QTRY_COMPARE(description->property("text").toString().left(9), u"Converts "_s);
        QTest::keyClick(win(), Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(controller().project().metadata.name, u"Weather in March"_s);
        QTRY_COMPARE(name->property("text").toString(), u"Weather in March"_s);
        QVERIFY(!controller().isModified());
        QTest::keyClick(win(), Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QTest::keyClick(win(), Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);

        // Saved in the file.
        QTest::keyClick(win(), Qt::Key_S, Qt::ControlModifier);
        QVERIFY(!controller().isModified());
        const engine::ProjectLoadResult saved =
            engine::ProjectReader(engine::OperatorRegistry::builtin()).readFile(m_editor.file());
        QVERIFY2(saved.ok(), qPrintable(saved.error));
        QCOMPARE(saved.project->metadata.name, u"Rain study"_s);
        QCOMPARE(saved.project->metadata.description, u"Rainy days.\nWettest first."_s);
    }

    void escapePutsTheNameBack()
    {
        QQuickItem *name = item(u"projectName"_s);
        QTest::mouseClick(win(), Qt::LeftButton, {}, centreOf(name));
        QTRY_VERIFY(name->hasActiveFocus());
        typeText(" draft");
        QTest::keyClick(win(), Qt::Key_Escape);
        QCOMPARE(name->property("text").toString(), u"Weather in March"_s);
        clickCanvas();
        QCOMPARE(controller().project().metadata.name, u"Weather in March"_s);
        QVERIFY(!controller().canUndo());
    }

    void aLongNameShowsItsBeginningOnceTyped()
    {
        // A field scrolls to its cursor, which typing leaves at the end: once the field is
        // left, the name must read from its first word, not from the middle of one.
        QQuickItem *name = item(u"projectName"_s);
        QTest::mouseClick(win(), Qt::LeftButton, {}, centreOf(name));
        QTRY_VERIFY(name->hasActiveFocus());
        QTest::keyClick(win(), Qt::Key_A, Qt::ControlModifier);
        typeText("Sum of squares of four million samples in sixteen chunks");
        QTest::keyClick(win(), Qt::Key_Return);
        clickCanvas();
        QTRY_VERIFY(!name->hasActiveFocus());
        QRectF first;
        QVERIFY(QMetaObject::invokeMethod(name, "positionToRectangle", Q_RETURN_ARG(QRectF, first),
                                          Q_ARG(int, 0)));
        QVERIFY2(first.x() >= 0, qPrintable(u"the first letter is at x %1"_s.arg(first.x())));
        // The same for a name that comes from the project (undo), not from typing.
        QTest::keyClick(win(), Qt::Key_Z, Qt::ControlModifier);
        QTest::keyClick(win(), Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QTRY_COMPARE(name->property("text").toString().left(4), u"Sum "_s);
        QVERIFY(QMetaObject::invokeMethod(name, "positionToRectangle", Q_RETURN_ARG(QRectF, first),
                                          Q_ARG(int, 0)));
        QVERIFY2(first.x() >= 0, qPrintable(u"the first letter is at x %1"_s.arg(first.x())));
    }

    void aLongDescriptionIsNotLaidOutInTheHiddenField()
    {
        // A description beyond the preview is shown cut short and cannot be edited here; the
        // hidden edit field must not hold it either, as a text field lays out its text even
        // unseen (a 1 MB word kept the window from opening for minutes).
        QQuickItem *field = item(u"projectDescriptionField"_s);
        QVERIFY(field);
        const QString longText(3 * 2000, u'x');
        controller().setDescription(longText);
        QTRY_VERIFY(!field->isVisible());
        QCOMPARE(field->property("text").toString(), QString());
        QVERIFY(item(u"projectDescription"_s)->isVisible());
        clickCanvas();
        QTest::keyClick(win(), Qt::Key_Z, Qt::ControlModifier);
        QTRY_VERIFY(field->isVisible());
        QCOMPARE(field->property("text").toString().left(9), u"Converts "_s);
    }

    void attachOffersEveryFormatAReaderReads()
    {
        QObject *dialog = win()->findChild<QObject *>(u"attachDialog"_s);
        QVERIFY(dialog);
        const QStringList filters = dialog->property("nameFilters").toStringList();
        QCOMPARE(filters.size(), 2);
        for (const char *pattern : {"*.csv", "*.json", "*.npy", "*.sqlite", "*.tsv", "*.db"})
            QVERIFY2(filters.front().contains(QLatin1String(pattern)), pattern);
    }

    void recoverySaysWhenAndWhere()
    {
        const QString folder = m_editor.dir().filePath(u"recovery"_s);
        QVERIFY(QDir().mkpath(folder));
        const QString copy = folder + u"/crashed.weft"_s;
        QVERIFY(QFile::copy(m_editor.file(), copy));
        QFile meta(folder + u"/crashed.json"_s);
        QVERIFY(meta.open(QIODevice::WriteOnly));
        meta.write(u"{\"file\": \"%1\", \"saved\": \"2026-03-14T09:26:00\"}"_s.arg(m_editor.file())
                       .toUtf8());
        meta.close();

        MainWindow window(engine::OperatorRegistry::builtin());
        window.enableRecovery(folder);
        QVERIFY(window.load());
        QVERIFY(window.showAndWaitForFrame());
        QObject *dialog = window.window()->findChild<QObject *>(u"recoveryDialog"_s);
        QTRY_VERIFY(dialog && dialog->property("opened").toBool());
        QQuickItem *overlay = window.window()->contentItem();
        const QString when = findItem(overlay, u"recoverySavedAt"_s)->property("text").toString();
        const QDateTime savedAt = window.controller().recoverableTime();
        QVERIFY(savedAt.isValid());
        QCOMPARE(when, QLocale().toString(savedAt, QLocale::ShortFormat));
        QCOMPARE(findItem(overlay, u"recoveryCopyPath"_s)->property("text").toString(),
                 QFileInfo(copy).absoluteFilePath());
        QCOMPARE(findItem(overlay, u"recoverySourceFile"_s)->property("text").toString(),
                 m_editor.file());
        QVERIFY(QMetaObject::invokeMethod(dialog, "accept"));
    }
};

QTEST_MAIN(tst_ProjectPanelWindow)
#include "tst_projectpanelwindow.moc"
