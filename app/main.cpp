#include "cli/CacheCommands.h"
#include "cli/CommandLine.h"
#include "cli/HeadlessCommands.h"
#include "cli/HistoryCommands.h"
#include "cli/Translations.h"
#include "data/ReleasedMemory.h"
#include "gui/GuiEntry.h"

#include <QGuiApplication>

#include <cstdio>
#include <memory>

using namespace weft::app;

namespace {

int dispatch(const CommandLineOptions &options, const CommandLine &commandLine)
{
    switch (options.command) {
    case Command::Help:
        std::fputs(commandLine.helpText().toLocal8Bit().constData(), stdout);
        return toInt(ExitCode::Success);
    case Command::Version:
        std::printf("weft %s\n", WEFT_VERSION);
        return toInt(ExitCode::Success);
    case Command::Run:
        return toInt(HeadlessCommands::run(options));
    case Command::Validate:
        return toInt(HeadlessCommands::validate(options));
    case Command::ListOps:
        return toInt(HeadlessCommands::listOperators(options));
    case Command::History:
        return toInt(HistoryCommands::history(options));
    case Command::ShowRun:
        return toInt(HistoryCommands::showRun(options));
    case Command::Cache:
        return toInt(CacheCommands::list(options));
    case Command::CachePrune:
        return toInt(CacheCommands::prune(options));
    case Command::SelfTest:
        return runSelfTest();
    case Command::Screenshot:
        return saveScreenshot(options.projectFile, options.screenshotFile, options.screenshotSize,
                              options.selectNode,
                              options.replay ? std::optional(options.runId) : std::nullopt);
    case Command::Window:
        return runMainWindow(options.projectFile);
    }
    return toInt(ExitCode::InvalidInput);
}

/// The window needs a display; without one Qt would abort with a message about platform
/// plugins. Say what to do instead.
bool hasDisplay()
{
    return !qEnvironmentVariableIsEmpty("DISPLAY") ||
           !qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY") ||
           !qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM");
}

} // namespace

int main(int argc, char *argv[])
{
    weft::engine::returnLargeBlocksToTheSystem();
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments << QString::fromLocal8Bit(argv[i]);

    // Parse before the application object exists, to choose between QCoreApplication (every
    // headless command, which must work with no display) and QGuiApplication.
    CommandLine commandLine;
    CommandLineOptions options;
    QString error;
    const bool parsed = commandLine.parse(arguments, options, error);
    const bool gui = parsed && CommandLine::needsGui(options.command);
    // The self-test and screenshots render without a display, also on a desktop.
    if (gui && options.command != Command::Window && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    if (gui && !hasDisplay()) {
        std::fprintf(stderr, "%s\n",
                     qPrintable(CommandLine::tr("weft: no display to open the window on (DISPLAY "
                                                "is not set). Use 'weft --run FILE.weft' to run "
                                                "a project without a window.")));
        return toInt(ExitCode::InvalidInput);
    }

    std::unique_ptr<QCoreApplication> app = gui ? std::make_unique<QGuiApplication>(argc, argv)
                                                : std::make_unique<QCoreApplication>(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("weft"));
    QCoreApplication::setOrganizationName(QStringLiteral("Weft"));
    QCoreApplication::setApplicationVersion(QStringLiteral(WEFT_VERSION));
    installTranslations(languageFromArguments(argc, argv));

    if (!parsed) {
        commandLine.parse(arguments, options, error); // again, now with translations installed
        std::fprintf(stderr, "weft: %s\n%s\n", qPrintable(error),
                     qPrintable(CommandLine::tr("Try 'weft --help'.")));
        return toInt(ExitCode::InvalidInput);
    }
    return dispatch(options, commandLine);
}
