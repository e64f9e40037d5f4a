#include "EditorWindowSupport.h"
#include "MainWindow.h"
#include "ops/OperatorRegistry.h"
#include "support/TestPaths.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QProcess>
#include <QQuickItem>
#include <QQuickWindow>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using weft::app::MainWindow;
namespace engine = weft::engine;
using weft::test::centreOf;
using weft::test::findItem;

namespace {

const QString kSampleDir = weft::test::testDataPath(u"gui");

} // namespace

/// The dataset preview in the real window, and the window's shortcuts and Open Recent, driven
/// with real mouse and key events offscreen.
class tst_PreviewWindow : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<MainWindow> m_window;
    QString m_file;

    QQuickWindow *win() { return m_window->window(); }
    weft::app::ProjectController &controller() { return m_window->controller(); }
    QQuickItem *item(const QString &name) { return findItem(win()->contentItem(), name); }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(u"WeftTests"_s);
        QCoreApplication::setApplicationName(u"tst_previewwindow"_s);
        QSettings().clear();
    }

    void init()
    {
        QTest::failOnWarning(QRegularExpression(u"qrc:/|\\.qml"_s));
        m_dir = std::make_unique<QTemporaryDir>();
        m_file = m_dir->filePath(u"weather.weft"_s);
        QVERIFY(QFile::copy(kSampleDir + u"/weather.weft"_s, m_file));
        QVERIFY(QFile::copy(kSampleDir + u"/weather.csv"_s, m_dir->filePath(u"weather.csv"_s)));
        m_window = std::make_unique<MainWindow>(engine::OperatorRegistry::builtin());
        QVERIFY(m_window->load());
        QVERIFY(controller().open(m_file));
        win()->resize(1400, 900);
        QVERIFY(m_window->showAndWaitForFrame());
        QVERIFY(QMetaObject::invokeMethod(item(u"graphCanvas"_s), "resetZoom"));
        QTRY_VERIFY(item(u"node:read"_s));
    }

    void cleanup()
    {
        m_window.reset();
        m_dir.reset();
    }

    void clickingASourceShowsItsPreview()
    {
        QVERIFY(!item(u"datasetPreviewPanel"_s));
        QTest::mouseClick(win(), Qt::LeftButton, {}, centreOf(item(u"node:read"_s)));
        QTRY_VERIFY(item(u"datasetPreviewPanel"_s));
        QQuickItem *summary = item(u"previewSummary"_s);
        QVERIFY(summary);
        QTRY_VERIFY2(summary->property("text").toString().contains(u"rows · 4 columns"_s),
                     qPrintable(summary->property("text").toString()));
        const QImage image = win()->grabWindow();
        QVERIFY(!image.isNull());
        const QString folder = qEnvironmentVariable("WEFT_SCREENSHOT_DIR");
        if (!folder.isEmpty())
            QVERIFY(image.save(folder + u"/preview.png"_s));

        // Dragging the panel's top edge up makes it taller.
        QQuickItem *panel = item(u"datasetPreviewPanel"_s);
        const qreal before = panel->height();
        const QPoint edge = centreOf(item(u"previewResizeHandle"_s));
        QTest::mousePress(win(), Qt::LeftButton, {}, edge);
        for (int step = 1; step <= 10; ++step)
            QTest::mouseMove(win(), edge - QPoint(0, 10 * step));
        QTest::mouseRelease(win(), Qt::LeftButton, {}, edge - QPoint(0, 100));
        QTRY_VERIFY(panel->height() > before + 50);

        // A node that is no source and never ran has no output yet, and says so; Escape clears
        // the selection.
        QTest::mouseClick(win(), Qt::LeftButton, {}, centreOf(item(u"node:fahrenheit"_s)));
        QTRY_VERIFY(item(u"previewNotice"_s));
        QVERIFY(!item(u"previewTable"_s));
        QTest::mouseClick(win(), Qt::LeftButton, {}, centreOf(item(u"node:read"_s)));
        QTRY_VERIFY(item(u"datasetPreviewPanel"_s));
        QTest::keyClick(win(), Qt::Key_Escape);
        QTRY_VERIFY(!item(u"datasetPreviewPanel"_s));
    }

    void brokenFileShowsItsError()
    {
        QFile csv(m_dir->filePath(u"weather.csv"_s));
        QVERIFY(csv.open(QIODevice::Append));
        csv.write("20240399,1,2\n");
        csv.close();
        QTest::mouseClick(win(), Qt::LeftButton, {}, centreOf(item(u"node:read"_s)));
        QQuickItem *error = nullptr;
        QTRY_VERIFY((error = item(u"previewError"_s)));
        QVERIFY2(error->property("text").toString().contains(u"weather.csv:"_s),
                 qPrintable(error->property("text").toString()));
    }

    void fitKeyAndOpenRecent()
    {
        QQuickItem *canvas = item(u"graphCanvas"_s);
        QCOMPARE(canvas->property("zoom").toReal(), 1.0);
        QTest::keyClick(win(), Qt::Key_F);
        QTRY_VERIFY(canvas->property("zoom").toReal() != 1.0);

        // Open Recent: the menu's entry reopens a file through the document commands.
        QObject *commands = win()->findChild<QObject *>(u"documentCommands"_s);
        QVERIFY(commands);
        const QString other = m_dir->filePath(u"other.weft"_s);
        QVERIFY(QFile::copy(m_file, other));
        m_window->recentFiles().add(other);
        QVERIFY(QMetaObject::invokeMethod(commands, "openRecent", Q_ARG(QString, other)));
        QTRY_COMPARE(controller().filePath(), QDir::cleanPath(other));
    }

    void screenshotSelectsANode()
    {
        // weft --screenshot --select: the image is taken once the preview has been read.
        const QString png = m_dir->filePath(u"shot.png"_s);
        QProcess weft;
        weft.start(weft::test::weftBinary(), {u"--screenshot"_s, png, u"--size"_s, u"1000x700"_s,
                                              u"--select"_s, u"read"_s, m_file});
        QVERIFY(weft.waitForFinished(60'000));
        QCOMPARE(weft.exitCode(), 0);
        const QImage image(png);
        QCOMPARE(image.size(), QSize(1000, 700));

        weft.start(weft::test::weftBinary(),
                   {u"--screenshot"_s, png, u"--select"_s, u"nowhere"_s, m_file});
        QVERIFY(weft.waitForFinished(60'000));
        QCOMPARE(weft.exitCode(), 2);
        QVERIFY(QString::fromUtf8(weft.readAllStandardError()).contains(u"'nowhere'"_s));
    }
};

QTEST_MAIN(tst_PreviewWindow)
#include "tst_previewwindow.moc"
