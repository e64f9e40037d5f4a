#pragma once

#include <QCoreApplication>
#include <QSize>
#include <QString>

#include <optional>

namespace weft::app {

/// What `weft` was asked to do.
enum class Command {
    Window,     ///< open the main window (the default)
    Run,        ///< --run FILE: run headless
    Validate,   ///< --validate FILE
    ListOps,    ///< --list-ops
    SelfTest,   ///< --self-test: load every QML file offscreen
    Screenshot, ///< --screenshot PNG [FILE]: render the window offscreen to a PNG
    History,    ///< --history FILE: list the project's recorded runs
    ShowRun,    ///< --show-run FILE RUN: one recorded run with its nodes
    Cache,      ///< --cache FILE: the entries of the project's result cache
    CachePrune, ///< --cache-prune FILE [--max-bytes N]: trim the result cache
    Version,    ///< --version
    Help,       ///< --help
};

struct CommandLineOptions
{
    Command command = Command::Window;
    QString projectFile;
    QString screenshotFile;
    QSize screenshotSize; ///< --size WxH with --screenshot; empty is the default size
    QString selectNode;   ///< --select NODE with --screenshot: the node selected
    /// --replay [RUN] with --screenshot: recorded run RUN (runId; "" for the newest) is shown
    /// in the monitor at its end.
    bool replay = false;
    QString language;        ///< "" follows the system locale
    QString backend;         ///< "" uses the project's setting, else threads
    std::optional<int> jobs; ///< unset uses the project's setting, else all cores
    bool keepGoing = false;
    bool trust = false;          ///< --trust: run::Setup::Options::trust
    QString storePath;           ///< --store: "" is .weft/runs.sqlite beside the project
    std::optional<int> keepRuns; ///< --keep-runs: prune all but the newest N runs
    QString runId;               ///< --show-run's RUN or --resume's, as given ("" for the newest)
    bool resume = false;         ///< --run FILE --resume [RUN]
    bool boundMemory = false;    ///< --memory bounded: SchedulerOptions::boundMemory
    bool json = false;
    bool quiet = false;
    /// --set NODE.PARAM=VALUE, in the order given (with --run or --validate); each is
    /// well-formed, its node and value are checked against the project (ParamOverrides).
    QStringList overrides;
    bool dryRun = false;            ///< --dry-run with --run: print the cache plan, run nothing
    bool noCache = false;           ///< --no-cache: run::Setup::Options::noCache
    QStringList from;               ///< --from NODE (repeatable, or comma-separated)
    QStringList to;                 ///< --to NODE (repeatable, or comma-separated)
    std::optional<qint64> maxBytes; ///< --max-bytes N with --cache-prune
};

/// Parses the command line with QCommandLineParser. Lives before the application object
/// decides between QCoreApplication (headless) and QGuiApplication (window).
class CommandLine
{
    Q_DECLARE_TR_FUNCTIONS(CommandLine)

public:
    /// Whether the command needs a QGuiApplication (the window, the self-test, screenshots);
    /// every other command runs with a QCoreApplication and so works without a display.
    static bool needsGui(Command command);

    /// Parses the arguments (argv[0] first). Needs no application object, so main() can parse
    /// before it chooses one. On a usage error returns false and sets `error`.
    bool parse(const QStringList &arguments, CommandLineOptions &options, QString &error) const;

    /// The full --help text, every option and the exit codes.
    QString helpText() const;
};

} // namespace weft::app
