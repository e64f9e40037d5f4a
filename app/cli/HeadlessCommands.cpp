#include "HeadlessCommands.h"

#include "InterruptWatcher.h"
#include "ParamOverrides.h"
#include "ProgressPrinter.h"
#include "RunReport.h"
#include "ops/OperatorRegistry.h"
#include "project/ProjectReader.h"
#include "run/RecordedRun.h"
#include "run/Setup.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

#include <cstdio>

namespace weft::app {

namespace {

void printLine(FILE *stream, const QString &text)
{
    std::fprintf(stream, "%s\n", text.toLocal8Bit().constData());
}

void printJson(const QJsonValue &value)
{
    const QJsonDocument document =
        value.isArray() ? QJsonDocument(value.toArray()) : QJsonDocument(value.toObject());
    std::fputs(document.toJson(QJsonDocument::Compact).constData(), stdout);
    std::fputc('\n', stdout);
}

/// Reads the project with the --set overrides applied (the file itself is never changed),
/// printing the one-line error to stderr on failure.
std::optional<engine::Project> load(const QString &file, const QStringList &overrideArguments)
{
    const auto &registry = engine::OperatorRegistry::builtin();
    engine::ProjectReader reader(registry);
    QString error;
    // One read for both passes, and only of a regular file of bounded size.
    const std::optional<QByteArray> bytes = engine::ProjectReader::readBytes(file, &error);
    if (!bytes) {
        printLine(stderr, QStringLiteral("weft: ") + error);
        return std::nullopt;
    }
    QJsonObject json;
    if (!overrideArguments.isEmpty())
        json = QJsonDocument::fromJson(*bytes).object();
    if (json.isEmpty()) { // no overrides, or a file the reader explains better
        engine::ProjectLoadResult result =
            reader.parse(*bytes, file, QFileInfo(file).absoluteDir());
        if (!result.ok())
            printLine(stderr, QStringLiteral("weft: ") + result.error);
        if (!result.ok() || overrideArguments.isEmpty())
            return std::move(result.project);
    }
    const auto overrides = ParamOverrides::parse(overrideArguments, &error);
    if (!overrides || !ParamOverrides::apply(json, *overrides, registry, &error)) {
        printLine(stderr, QStringLiteral("weft: %1: %2").arg(file, error));
        return std::nullopt;
    }
    engine::ProjectLoadResult result =
        reader.parse(QJsonDocument(json).toJson(), file, QFileInfo(file).absoluteDir());
    if (!result.ok())
        printLine(stderr, QStringLiteral("weft: ") + result.error);
    return std::move(result.project);
}

/// A default value as a user would type it in a project file.
QString jsonText(const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::Bool:
        return value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    case QJsonValue::Double:
        return QString::number(value.toDouble());
    case QJsonValue::String:
        return u'"' + value.toString() + u'"';
    default:
        return QStringLiteral("null");
    }
}

QString describe(const engine::ParamSpec &param)
{
    QString text =
        QStringLiteral("      %1 (%2").arg(param.name, engine::paramTypeName(param.type));
    if (param.isRequired())
        text += HeadlessCommands::tr(", required");
    else if (!param.replacedByInput.isEmpty())
        text += HeadlessCommands::tr(", required unless the input %1 has an edge")
                    .arg(param.replacedByInput);
    else
        text += HeadlessCommands::tr(", default %1").arg(jsonText(param.defaultValue));
    if (!param.allowed.isEmpty())
        text += HeadlessCommands::tr(", one of %1").arg(param.allowed.join(u'|'));
    return text + QStringLiteral("): ") + param.description;
}

} // namespace

namespace {

/// What --run's options ask of the run; the rest comes from the project's settings.
run::Setup::Options runOptions(const CommandLineOptions &options)
{
    run::Setup::Options asked;
    asked.backend = options.backend;
    asked.jobs = options.jobs;
    asked.keepGoing = options.keepGoing;
    asked.trust = options.trust;
    asked.boundMemory = options.boundMemory;
    asked.store = options.storePath;
    asked.keepRuns = options.keepRuns;
    asked.overrides = options.overrides;
    asked.resume = options.resume;
    asked.resumeRun = options.runId;
    asked.incremental = !options.resume;
    asked.noCache = options.noCache;
    asked.from = options.from;
    asked.to = options.to;
    return asked;
}

/// --run --dry-run: the cache plan, one line per node or as JSON; nothing runs.
ExitCode printPlan(const engine::Project &project, const CommandLineOptions &options)
{
    QString error;
    QStringList warnings;
    engine::Graph graph;
    const std::optional<run::CachePlan> plan = run::Setup::planCache(
        project, options.projectFile, runOptions(options), &graph, &warnings, &error);
    if (!plan) {
        printLine(stderr, QStringLiteral("weft: ") + error);
        return ExitCode::InvalidInput;
    }
    for (const QString &warning : std::as_const(warnings))
        printLine(stderr, QStringLiteral("weft: ") + warning);
    const int total = int(plan->nodes().size());
    const int cached = plan->cachedCount();
    if (options.json) {
        printJson(QJsonObject{{QStringLiteral("run"), total - cached},
                              {QStringLiteral("cached"), cached},
                              {QStringLiteral("nodes"), plan->toJson()}});
        return ExitCode::Success;
    }
    for (const run::CachePlan::Node &node : plan->nodes()) {
        // A map node that runs may still take its unchanged items from the cache: which, only
        // its items' content says, known once the nodes above it have run.
        const QString perItem = node.use.itemKey.isEmpty()
                                    ? QString()
                                    : HeadlessCommands::tr(", unchanged items from the cache");
        if (node.cached())
            printLine(stdout, HeadlessCommands::tr("cached  %1").arg(node.id.toString()));
        else if (node.detail.isEmpty())
            printLine(stdout, HeadlessCommands::tr("run     %1  (%2%3)")
                                  .arg(node.id.toString(), node.reason, perItem));
        else
            printLine(stdout, HeadlessCommands::tr("run     %1  (%2: %3%4)")
                                  .arg(node.id.toString(), node.reason, node.detail, perItem));
    }
    printLine(stdout, HeadlessCommands::tr("%1 of %2 nodes would run; %3 from the result cache.")
                          .arg(total - cached)
                          .arg(total)
                          .arg(cached));
    return ExitCode::Success;
}

} // namespace

ExitCode HeadlessCommands::run(const CommandLineOptions &options)
{
    const std::optional<engine::Project> project = load(options.projectFile, options.overrides);
    if (!project)
        return ExitCode::InvalidInput;
    if (options.dryRun)
        return printPlan(*project, options);
    QString error;
    std::optional<run::Setup> setup =
        run::Setup::make(*project, options.projectFile, runOptions(options), &error);
    if (!setup) {
        printLine(stderr, QStringLiteral("weft: ") + error);
        return ExitCode::InvalidInput;
    }
    QString warning;
    const std::unique_ptr<run::RecordedRun> recorded =
        run::RecordedRun::prepare(std::move(*setup), &error, &warning);
    if (!recorded) {
        printLine(stderr, QStringLiteral("weft: ") + error);
        return ExitCode::InvalidInput;
    }
    for (const QString &line : warning.split(u'\n', Qt::SkipEmptyParts))
        printLine(stderr, QStringLiteral("weft: ") + line);
    const engine::Graph &graph = recorded->graph();

    InterruptWatcher interrupts;
    ProgressPrinter progress(stderr, graph);
    if (!options.quiet)
        recorded->addObserver(&progress);
    const engine::RunResult result = recorded->run(interrupts.token());
    if (!options.quiet)
        progress.finish();
    QStringList problems;
    recorded->finish(result, &problems);
    for (const QString &problem : std::as_const(problems))
        printLine(stderr, QStringLiteral("weft: ") + problem);

    RunReport report(engine::OperatorRegistry::builtin(), graph, result);
    if (recorded->isRecorded())
        report.setRecordedRun(recorded->runId(), recorded->storePath());
    if (options.json)
        printJson(report.toJson());
    else
        std::fputs(report.toText().toLocal8Bit().constData(), stdout);
    std::fflush(stdout);

    if (interrupts.interrupted() || result.status == engine::RunStatus::Cancelled)
        return ExitCode::Interrupted;
    return result.status == engine::RunStatus::Succeeded ? ExitCode::Success : ExitCode::RunFailed;
}

ExitCode HeadlessCommands::validate(const CommandLineOptions &options)
{
    const std::optional<engine::Project> project = load(options.projectFile, options.overrides);
    if (!project)
        return ExitCode::InvalidInput;
    printLine(stdout, tr("%1: valid (%2 nodes, %3 edges)")
                          .arg(options.projectFile)
                          .arg(project->graph.nodes.size())
                          .arg(project->graph.edges.size()));
    return ExitCode::Success;
}

ExitCode HeadlessCommands::listOperators(const CommandLineOptions &options)
{
    const auto ops = engine::OperatorRegistry::builtin().all();
    if (options.json) {
        QJsonArray array;
        for (const engine::Operator *op : ops)
            array.append(op->spec().toJson());
        printJson(array);
        return ExitCode::Success;
    }
    QString category;
    for (const engine::Operator *op : ops) {
        const engine::OperatorSpec &spec = op->spec();
        if (spec.category != category) {
            category = spec.category;
            printLine(stdout, category);
        }
        printLine(stdout,
                  QStringLiteral("  %1  %2: %3").arg(spec.id, spec.title, spec.description));
        for (const engine::PortSpec &port : spec.inputs)
            printLine(stdout, tr("      in  %1 (%2%3)")
                                  .arg(port.name, engine::dataKindName(port.kind),
                                       port.variadic   ? tr(", any number")
                                       : port.optional ? tr(", optional")
                                                       : QString()));
        for (const engine::PortSpec &port : spec.outputs)
            printLine(stdout,
                      tr("      out %1 (%2)").arg(port.name, engine::dataKindName(port.kind)));
        for (const engine::ParamSpec &param : spec.params)
            printLine(stdout, describe(param));
    }
    return ExitCode::Success;
}

} // namespace weft::app
