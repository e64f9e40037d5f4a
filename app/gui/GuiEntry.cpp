#include "GuiEntry.h"

#include "DatasetPreviewController.h"
#include "MainWindow.h"
#include "QmlSelfTest.h"
#include "ops/OperatorRegistry.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QGuiApplication>
#include <QImage>
#include <QQuickWindow>

#include <algorithm>
#include <cstdio>

namespace weft::app {

namespace {

constexpr int kScreenshotWidth = 1280;
constexpr int kScreenshotHeight = 800;
constexpr int kPreviewTimeoutMs = 10'000;

void printError(const QString &message)
{
    std::fprintf(stderr, "weft: %s\n", qPrintable(message));
}

/// Selects the node for a screenshot; false, having said why, when the project has none such.
bool selectForScreenshot(MainWindow &window, const QString &nodeId)
{
    const auto &nodes = window.controller().project().graph.nodes;
    const bool found = std::any_of(nodes.begin(), nodes.end(), [&nodeId](const engine::Node &n) {
        return n.id.toString() == nodeId;
    });
    if (!found) {
        printError(QCoreApplication::translate("GuiEntry", "--select: the project has no node '%1'")
                       .arg(nodeId));
        return false;
    }
    window.controller().edit()->select(nodeId);
    return true;
}

/// Lets the dataset preview, read on the thread pool, arrive before the window is grabbed.
void waitForPreview(MainWindow &window)
{
    QElapsedTimer timer;
    timer.start();
    const QList<DatasetPreviewController *> previews =
        window.window()->findChildren<DatasetPreviewController *>();
    auto loading = [&previews] {
        return std::any_of(previews.begin(), previews.end(), [](DatasetPreviewController *p) {
            return p->status() == DatasetPreviewController::Status::Loading;
        });
    };
    while (loading() && timer.elapsed() < kPreviewTimeoutMs)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
    QCoreApplication::processEvents(QEventLoop::AllEvents, 50);
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

int saveScreenshot(const QString &projectFile, const QString &pngPath, QSize size,
                   const QString &selectNode)
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
    if (!selectNode.isEmpty() && !selectForScreenshot(window, selectNode))
        return 2;
    QQuickWindow *win = window.window();
    win->resize(size.isEmpty() ? QSize(kScreenshotWidth, kScreenshotHeight) : size);
    if (!window.showAndWaitForFrame()) {
        printError(QCoreApplication::translate("GuiEntry", "the window rendered no frame"));
        return 1;
    }
    if (!selectNode.isEmpty())
        waitForPreview(window);
    const QImage image = win->grabWindow();
    if (image.isNull() || !image.save(pngPath, "PNG")) {
        printError(QCoreApplication::translate("GuiEntry", "cannot write the screenshot to %1")
                       .arg(pngPath));
        return 1;
    }
    return 0;
}

} // namespace weft::app
