#include "CommandLine.h"

#include "ParamOverrides.h"

#include <QCommandLineParser>
#include <QRegularExpression>

namespace weft::app {

namespace {

struct Options
{
    QCommandLineOption run{QStringLiteral("run"),
                           CommandLine::tr("Run FILE without a window and print the result."),
                           QStringLiteral("FILE")};
    QCommandLineOption validate{QStringLiteral("validate"),
                                CommandLine::tr("Check FILE and report the first problem."),
                                QStringLiteral("FILE")};
    QCommandLineOption listOps{QStringLiteral("list-ops"),
                               CommandLine::tr("List the available operators.")};
    QCommandLineOption json{
        QStringLiteral("json"),
        CommandLine::tr("Print machine-readable JSON (with --run, --list-ops, --history, "
                        "--show-run).")};
    QCommandLineOption jobs{QStringLiteral("jobs"),
                            CommandLine::tr("Run on N workers (with --run): -1 all cores, -2 all "
                                            "but one; 1 runs one task at a time."),
                            QStringLiteral("N")};
    QCommandLineOption backend{QStringLiteral("backend"),
                               CommandLine::tr("Where tasks run (with --run): sequential, "
                                               "threads (the default), processes or slurm."),
                               QStringLiteral("NAME")};
    QCommandLineOption keepGoing{
        QStringLiteral("keep-going"),
        CommandLine::tr("After a failure, let the branches that do not depend on it finish (with "
                        "--run).")};
    QCommandLineOption memory{
        QStringLiteral("memory"),
        CommandLine::tr("How much intermediate data a run may hold (with --run): free (the "
                        "default) or bounded, never more than a one-worker run would."),
        QStringLiteral("RULE")};
    QCommandLineOption set{
        QStringLiteral("set"),
        CommandLine::tr("Set parameter PARAM of node NODE to VALUE for this run only (with --run "
                        "or --validate; repeatable; the file is not changed)."),
        QStringLiteral("NODE.PARAM=VALUE")};
    QCommandLineOption trust{
        QStringLiteral("trust"),
        CommandLine::tr("Trust the project to run its programs and reach outside its folder, as "
                        "it is now; remembered for this user (with --run).")};
    QCommandLineOption quiet{QStringLiteral("quiet"),
                             CommandLine::tr("Print no progress while running (with --run).")};
    QCommandLineOption history{QStringLiteral("history"),
                               CommandLine::tr("List the recorded runs of FILE, newest first."),
                               QStringLiteral("FILE")};
    QCommandLineOption showRun{
        QStringLiteral("show-run"),
        CommandLine::tr("Print run RUN of FILE (weft --show-run FILE RUN) with its nodes."),
        QStringLiteral("FILE")};
    QCommandLineOption store{
        QStringLiteral("store"),
        CommandLine::tr("Keep the run history in PATH instead of .weft/runs.sqlite beside the "
                        "project (with --run, --history, --show-run)."),
        QStringLiteral("PATH")};
    QCommandLineOption keepRuns{
        QStringLiteral("keep-runs"),
        CommandLine::tr("Delete all but the newest N recorded runs (with --run, --history)."),
        QStringLiteral("N")};
    QCommandLineOption resume{
        QStringLiteral("resume"),
        CommandLine::tr("Run again only what a failed, cancelled or interrupted run left "
                        "(weft --run FILE --resume [RUN]; the newest run without RUN).")};
    QCommandLineOption dryRun{
        QStringLiteral("dry-run"),
        CommandLine::tr("With --run: print which nodes would run and why, and which come from "
                        "the result cache, without running anything.")};
    QCommandLineOption noCache{
        QStringLiteral("no-cache"),
        CommandLine::tr("With --run: compute every node; take nothing from the result cache and "
                        "keep nothing in it.")};
    QCommandLineOption from{
        QStringLiteral("from"),
        CommandLine::tr("With --run: compute NODE and every node below it even where the cache "
                        "holds their results (repeatable, or NODE,NODE)."),
        QStringLiteral("NODE")};
    QCommandLineOption to{QStringLiteral("to"),
                          CommandLine::tr("With --run: run only NODE and what it needs "
                                          "(repeatable, or NODE,NODE)."),
                          QStringLiteral("NODE")};
    QCommandLineOption cache{
        QStringLiteral("cache"),
        CommandLine::tr("List the entries of FILE's result cache (.weft/cache): node, size, "
                        "compute time, last use."),
        QStringLiteral("FILE")};
    QCommandLineOption cachePrune{
        QStringLiteral("cache-prune"),
        CommandLine::tr("Trim FILE's result cache to its bound (settings.cache.max_bytes, or "
                        "--max-bytes N), the entries cheapest to recompute first."),
        QStringLiteral("FILE")};
    QCommandLineOption maxBytes{QStringLiteral("max-bytes"),
                                CommandLine::tr("With --cache-prune: the bound in bytes."),
                                QStringLiteral("N")};
    QCommandLineOption selfTest{
        QStringLiteral("self-test"),
        CommandLine::tr("Load every QML file offscreen; fail on any QML warning or error.")};
    QCommandLineOption screenshot{
        QStringLiteral("screenshot"),
        CommandLine::tr("Render the window (with FILE open) offscreen to the PNG file PNG."),
        QStringLiteral("PNG")};
    QCommandLineOption size{QStringLiteral("size"),
                            CommandLine::tr("With --screenshot: the window's size in pixels, "
                                            "e.g. 1600x1000."),
                            QStringLiteral("WxH")};
    QCommandLineOption select{QStringLiteral("select"),
                              CommandLine::tr("With --screenshot: select node NODE first, so "
                                              "that the inspector and the preview show it."),
                              QStringLiteral("NODE")};
    QCommandLineOption replay{
        QStringLiteral("replay"),
        CommandLine::tr("With --screenshot: show recorded run RUN of FILE in the monitor at its "
                        "end (weft --screenshot PNG --replay [RUN] FILE; the newest run without "
                        "RUN).")};
    QCommandLineOption lang{QStringLiteral("lang"),
                            CommandLine::tr("Use language LANG (e.g. de, en) instead of the "
                                            "system's."),
                            QStringLiteral("LANG")};
    QCommandLineOption version{{QStringLiteral("v"), QStringLiteral("version")},
                               CommandLine::tr("Print the version and exit.")};
    QCommandLineOption help{{QStringLiteral("h"), QStringLiteral("help")},
                            CommandLine::tr("Print this help and exit.")};

    void addTo(QCommandLineParser &parser) const
    {
        parser.addOptions({run,      validate,   listOps, json,    jobs,    backend,  keepGoing,
                           memory,   quiet,      history, showRun, store,   keepRuns, resume,
                           selfTest, screenshot, size,    lang,    version, help,     set,
                           select,   replay,     trust,   dryRun,  noCache, from,     to,
                           cache,    cachePrune, maxBytes});
        parser.addPositionalArgument(QStringLiteral("FILE"),
                                     CommandLine::tr("A Weft project (.weft) to open."),
                                     QStringLiteral("[FILE.weft]"));
    }
};

bool parseStoreOptions(const QCommandLineParser &parser, const Options &o,
                       CommandLineOptions &options, QString &error)
{
    const bool storeCommand = options.command == Command::Run ||
                              options.command == Command::History ||
                              options.command == Command::ShowRun;
    if (parser.isSet(o.store) && !storeCommand) {
        error = CommandLine::tr("--store goes with --run, --history or --show-run");
        return false;
    }
    options.storePath = parser.value(o.store);
    if (parser.isSet(o.store) && options.storePath.isEmpty()) {
        error = CommandLine::tr("--store needs a file name");
        return false;
    }
    if (!parser.isSet(o.keepRuns))
        return true;
    if (options.command != Command::Run && options.command != Command::History) {
        error = CommandLine::tr("--keep-runs goes with --run or --history");
        return false;
    }
    bool isNumber = false;
    const int keep = parser.value(o.keepRuns).toInt(&isNumber);
    if (!isNumber || keep < 1) {
        error = CommandLine::tr("--keep-runs needs a number of runs, 1 or more, not '%1'")
                    .arg(parser.value(o.keepRuns));
        return false;
    }
    options.keepRuns = keep;
    return true;
}

bool parseRunOptions(const QCommandLineParser &parser, const Options &o,
                     CommandLineOptions &options, QString &error)
{
    for (const QCommandLineOption *runOnly :
         {&o.quiet, &o.jobs, &o.backend, &o.keepGoing, &o.memory, &o.trust}) {
        if (parser.isSet(*runOnly) && options.command != Command::Run) {
            error = CommandLine::tr("--%1 goes with --run").arg(runOnly->names().constLast());
            return false;
        }
    }
    options.backend = parser.value(o.backend);
    options.keepGoing = parser.isSet(o.keepGoing);
    options.trust = parser.isSet(o.trust);
    if (parser.isSet(o.memory)) {
        const QString rule = parser.value(o.memory);
        if (rule != u"free" && rule != u"bounded") {
            error = CommandLine::tr("--memory must be free or bounded, not '%1'").arg(rule);
            return false;
        }
        options.boundMemory = rule == u"bounded";
    }
    if (parser.isSet(o.jobs)) {
        bool isNumber = false;
        options.jobs = parser.value(o.jobs).toInt(&isNumber);
        if (!isNumber) {
            error =
                CommandLine::tr("--jobs needs a whole number, not '%1'").arg(parser.value(o.jobs));
            return false;
        }
    }
    return true;
}

/// The options of incremental runs (--dry-run, --no-cache, --from, --to) and of the cache
/// commands' --max-bytes.
bool parseCacheOptions(const QCommandLineParser &parser, const Options &o,
                       CommandLineOptions &options, QString &error)
{
    for (const QCommandLineOption *runOnly : {&o.dryRun, &o.noCache, &o.from, &o.to}) {
        if (parser.isSet(*runOnly) && options.command != Command::Run) {
            error = CommandLine::tr("--%1 goes with --run").arg(runOnly->names().constLast());
            return false;
        }
    }
    if (options.resume && (parser.isSet(o.noCache) || parser.isSet(o.from) || parser.isSet(o.to) ||
                           parser.isSet(o.dryRun))) {
        error = CommandLine::tr("--resume runs what a run left; it goes without --dry-run, "
                                "--no-cache, --from and --to");
        return false;
    }
    options.dryRun = parser.isSet(o.dryRun);
    options.noCache = parser.isSet(o.noCache);
    for (const QString &value : parser.values(o.from))
        options.from << value.split(u',', Qt::SkipEmptyParts);
    for (const QString &value : parser.values(o.to))
        options.to << value.split(u',', Qt::SkipEmptyParts);
    if (!parser.isSet(o.maxBytes))
        return true;
    if (options.command != Command::CachePrune) {
        error = CommandLine::tr("--max-bytes goes with --cache-prune");
        return false;
    }
    bool isNumber = false;
    const qint64 bytes = parser.value(o.maxBytes).toLongLong(&isNumber);
    if (!isNumber || bytes < 0) {
        error = CommandLine::tr("--max-bytes needs a number of bytes, 0 or more, not '%1'")
                    .arg(parser.value(o.maxBytes));
        return false;
    }
    options.maxBytes = bytes;
    return true;
}

} // namespace

bool CommandLine::needsGui(Command command)
{
    return command == Command::Window || command == Command::SelfTest ||
           command == Command::Screenshot;
}

QString CommandLine::helpText() const
{
    QCommandLineParser parser;
    parser.setApplicationDescription(tr("Weft: design, run and watch data workflows."));
    Options().addTo(parser);
    return parser.helpText() + u'\n' +
           tr("Exit codes:\n"
              "  0    success\n"
              "  1    the run failed (a node failed)\n"
              "  2    invalid input: bad arguments, or an unreadable or invalid project\n"
              "  130  interrupted by SIGINT or SIGTERM\n");
}

bool CommandLine::parse(const QStringList &arguments, CommandLineOptions &options,
                        QString &error) const
{
    QCommandLineParser parser;
    const Options o;
    o.addTo(parser);
    if (!parser.parse(arguments)) {
        error = parser.errorText();
        return false;
    }
    options.json = parser.isSet(o.json);
    options.quiet = parser.isSet(o.quiet);
    options.language = parser.value(o.lang);

    int commands = 0;
    const auto choose = [&](const QCommandLineOption &option, Command command) {
        if (parser.isSet(option)) {
            options.command = command;
            ++commands;
        }
    };
    choose(o.run, Command::Run);
    choose(o.validate, Command::Validate);
    choose(o.listOps, Command::ListOps);
    choose(o.history, Command::History);
    choose(o.showRun, Command::ShowRun);
    choose(o.cache, Command::Cache);
    choose(o.cachePrune, Command::CachePrune);
    choose(o.selfTest, Command::SelfTest);
    choose(o.screenshot, Command::Screenshot);
    choose(o.version, Command::Version);
    choose(o.help, Command::Help);
    if (commands > 1) {
        error = tr("choose one of --run, --validate, --list-ops, --history, --show-run, "
                   "--cache, --cache-prune, --self-test, --screenshot, --version, --help");
        return false;
    }

    QStringList positional = parser.positionalArguments();
    if (options.command == Command::ShowRun) {
        if (positional.isEmpty()) {
            error = tr("--show-run needs a run: weft --show-run FILE.weft RUN");
            return false;
        }
        options.runId = positional.takeFirst();
    }
    options.resume = parser.isSet(o.resume);
    if (options.resume && options.command != Command::Run) {
        error = tr("--resume goes with --run");
        return false;
    }
    if (options.resume && !positional.isEmpty())
        options.runId = positional.takeFirst();
    options.replay = parser.isSet(o.replay);
    if (options.replay && options.command != Command::Screenshot) {
        error = tr("--replay goes with --screenshot");
        return false;
    }
    if (options.replay && positional.size() > 1)
        options.runId = positional.takeFirst();
    if (options.replay && positional.isEmpty()) {
        error = tr("--replay needs a project: weft --screenshot PNG --replay [RUN] FILE.weft");
        return false;
    }
    if (positional.size() > 1) {
        error = tr("one project file at most, got %1: %2")
                    .arg(positional.size())
                    .arg(positional.join(QStringLiteral(", ")));
        return false;
    }
    options.projectFile = positional.value(0);
    if (options.command == Command::Run)
        options.projectFile = parser.value(o.run);
    if (options.command == Command::Validate)
        options.projectFile = parser.value(o.validate);
    if (options.command == Command::History)
        options.projectFile = parser.value(o.history);
    if (options.command == Command::ShowRun)
        options.projectFile = parser.value(o.showRun);
    if (options.command == Command::Cache)
        options.projectFile = parser.value(o.cache);
    if (options.command == Command::CachePrune)
        options.projectFile = parser.value(o.cachePrune);
    if ((options.command == Command::Run || options.command == Command::Validate ||
         options.command == Command::History || options.command == Command::ShowRun ||
         options.command == Command::Cache || options.command == Command::CachePrune) &&
        !positional.isEmpty()) {
        error = tr("unexpected argument '%1'").arg(positional.first());
        return false;
    }
    options.screenshotFile = parser.value(o.screenshot);
    if (parser.isSet(o.size)) {
        if (options.command != Command::Screenshot) {
            error = tr("--size goes with --screenshot");
            return false;
        }
        const QRegularExpressionMatch match =
            QRegularExpression(QStringLiteral("^(\\d{3,4})x(\\d{3,4})$"))
                .match(parser.value(o.size));
        if (!match.hasMatch()) {
            error = tr("--size needs WIDTHxHEIGHT in pixels (100 to 9999), e.g. 1600x1000, not "
                       "'%1'")
                        .arg(parser.value(o.size));
            return false;
        }
        options.screenshotSize = QSize(match.captured(1).toInt(), match.captured(2).toInt());
    }
    if (parser.isSet(o.select)) {
        if (options.command != Command::Screenshot) {
            error = tr("--select goes with --screenshot");
            return false;
        }
        options.selectNode = parser.value(o.select);
    }
    if (options.json && options.command != Command::Run && options.command != Command::ListOps &&
        options.command != Command::History && options.command != Command::ShowRun &&
        options.command != Command::Cache && options.command != Command::CachePrune) {
        error = tr("--json goes with --run, --list-ops, --history, --show-run, --cache or "
                   "--cache-prune");
        return false;
    }
    if (parser.isSet(o.set)) {
        if (options.command != Command::Run && options.command != Command::Validate) {
            error = tr("--set goes with --run or --validate");
            return false;
        }
        options.overrides = parser.values(o.set);
        if (!ParamOverrides::parse(options.overrides, &error))
            return false;
    }
    return parseStoreOptions(parser, o, options, error) &&
           parseRunOptions(parser, o, options, error) &&
           parseCacheOptions(parser, o, options, error);
}

} // namespace weft::app
