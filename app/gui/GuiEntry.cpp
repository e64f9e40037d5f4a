#include "GuiEntry.h"

#include "MainWindow.h"
#include "QmlSelfTest.h"
#include "ops/OperatorRegistry.h"

#include <QCoreApplication>
#include <QGuiApplication>
#include <QImage>
#include <QQuickWindow>

#include <cstdio>

namespace weft::app {

namespace {

constexpr int kScreenshotWidth = 1280;
constexpr int kScreenshotHeight = 800;

void printError(const QString &message)
{
    std::fprintf(stderr, "weft: %s\n", qPrintable(message));
}

} // namespace

int runMainWindow(const QString &projectFile)
{
    MainWindow window(engine::OperatorRegistry::builtin());
    window.enableRecovery();
    if (!window.load())
        return 2;
    // Opened once the window exists, so that an error shows in its dialog.
    if (!projectFile.isEmpty())
        window.controller().open(projectFile);
    return QGuiApplication::exec();
}

int runSelfTest()
{
    QmlSelfTest test(engine::OperatorRegistry::builtin());
    return test.run() == 0 ? 0 : 1;
}

int saveScreenshot(const QString &projectFile, const QString &pngPath, QSize size)
{
    MainWindow window(engine::OperatorRegistry::builtin());
    QString openError;
    QObject::connect(&window.controller(), &ProjectController::errorOccurred,
                     [&openError](const QString &message) { openError = message; });
    if (!window.load())
        return 2;
    if (!projectFile.isEmpty() && !window.controller().open(projectFile)) {
        printError(openError);
        return 2; // invalid input, as for --run and --validate
    }
    QQuickWindow *win = window.window();
    win->resize(size.isEmpty() ? QSize(kScreenshotWidth, kScreenshotHeight) : size);
    if (!window.showAndWaitForFrame()) {
        printError(QCoreApplication::translate("GuiEntry", "the window rendered no frame"));
        return 1;
    }
    const QImage image = win->grabWindow();
    if (image.isNull() || !image.save(pngPath, "PNG")) {
        printError(QCoreApplication::translate("GuiEntry", "cannot write the screenshot to %1")
                       .arg(pngPath));
        return 1;
    }
    return 0;
}

} // namespace weft::app
