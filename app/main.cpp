#include "cli/CommandLine.h"
#include "cli/HeadlessCommands.h"
#include "cli/Translations.h"
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
    case Command::SelfTest:
        return runSelfTest();
    case Command::Screenshot:
        return saveScreenshot(options.projectFile, options.screenshotFile);
    case Command::Window:
        return runMainWindow(options.projectFile);
    }
    return toInt(ExitCode::InvalidInput);
}

} // namespace

int main(int argc, char *argv[])
{
    const bool gui = CommandLine::needsGui(argc, argv);
    bool offscreen = false;
    for (int i = 1; i < argc; ++i) {
        const QByteArray arg(argv[i]);
        offscreen = offscreen || arg == "--self-test" || arg.startsWith("--screenshot");
    }
    // The self-test and screenshots render without a display, also on a desktop.
    if (offscreen && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");

    // The headless commands must work with no display at all, so they never create a
    // QGuiApplication.
    std::unique_ptr<QCoreApplication> app = gui ? std::make_unique<QGuiApplication>(argc, argv)
                                                : std::make_unique<QCoreApplication>(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("weft"));
    QCoreApplication::setOrganizationName(QStringLiteral("Weft"));
    QCoreApplication::setApplicationVersion(QStringLiteral(WEFT_VERSION));
    installTranslations(languageFromArguments(argc, argv));

    CommandLine commandLine;
    CommandLineOptions options;
    QString error;
    if (!commandLine.parse(options, error)) {
        std::fprintf(stderr, "weft: %s\n%s\n", error.toLocal8Bit().constData(),
                     CommandLine::tr("Try 'weft --help'.").toLocal8Bit().constData());
        return toInt(ExitCode::InvalidInput);
    }
    return dispatch(options, commandLine);
}
