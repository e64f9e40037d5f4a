#include "GuiEntry.h"

#include "MainWindow.h"
#include "QmlSelfTest.h"
#include "ops/OperatorRegistry.h"
#include "preview/DatasetPreviewController.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFileInfo>
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
    window.controller().selection()->select(nodeId);
    return true;
}

/// Replays recorded run `runArg` ("" for the newest) in the monitor for a screenshot; false,
/// having said why, when the project has no store or no such run.
bool replayForScreenshot(MainWindow &window, const QString &projectFile, const QString &runArg)
{
    HistoryController &history = window.history();
    history.refresh();
    const QString store = history.storePath();
    if (!QFileInfo::exists(store)) {
        printError(QCoreApplication::translate("GuiEntry",
                                               "%1 has no run history: %2 does not exist (run it "
                                               "first with weft --run)")
                       .arg(projectFile, store));
        return false;
    }
    const std::vector<store::RunRecord> &runs = history.runs()->runs();
    bool isNumber = runArg.isEmpty();
    const qint64 id =
        runArg.isEmpty() ? (runs.empty() ? 0 : runs.front().id) : runArg.toLongLong(&isNumber);
    if (!isNumber || history.runs()->rowOf(id) < 0) {
        const QString known =
            runs.empty() ? QCoreApplication::translate("GuiEntry", "it holds no runs of it yet")
                         : QCoreApplication::translate("GuiEntry", "the newest is run %1")
                               .arg(runs.front().id);
        printError(
            QCoreApplication::translate("GuiEntry", "--replay: no run '%1' in %2; %3")
                .arg(runArg.isEmpty() ? QCoreApplication::translate("GuiEntry", "newest") : runArg,
                     store, known));
        return false;
    }
    QString error;
    if (!history.openRunNow(id, &error)) {
        printError(QStringLiteral("--replay: ") + error);
        return false;
    }
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
                   const QString &selectNode, const std::optional<QString> &replayRun)
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
    if (replayRun && !replayForScreenshot(window, projectFile, *replayRun))
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
