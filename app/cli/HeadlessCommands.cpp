#include "HeadlessCommands.h"

#include "HistoryCommands.h"
#include "InterruptWatcher.h"
#include "ParamOverrides.h"
#include "ProgressPrinter.h"
#include "RunReport.h"
#include "RunResume.h"
#include "exec/Backend.h"
#include "exec/EventPump.h"
#include "exec/EventStream.h"
#include "exec/GraphRunner.h"
#include "exec/OutputArchive.h"
#include "ops/OperatorRegistry.h"
#include "project/ProjectReader.h"
#include "store/StoreWriter.h"

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
    QFile bytes(file);
    QJsonObject json;
    if (!overrideArguments.isEmpty() && bytes.open(QIODevice::ReadOnly))
        json = QJsonDocument::fromJson(bytes.readAll()).object();
    if (json.isEmpty()) { // no overrides, or a file the reader explains better
        engine::ProjectLoadResult result = reader.readFile(file);
        if (!result.ok())
            printLine(stderr, QStringLiteral("weft: ") + result.error);
        if (!result.ok() || overrideArguments.isEmpty())
            return std::move(result.project);
    }
    QString error;
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
    else
        text += HeadlessCommands::tr(", default %1").arg(jsonText(param.defaultValue));
    if (!param.allowed.isEmpty())
        text += HeadlessCommands::tr(", one of %1").arg(param.allowed.join(u'|'));
    return text + QStringLiteral("): ") + param.description;
}

} // namespace

store::RunStart HeadlessCommands::runStart(const CommandLineOptions &options,
                                           const engine::Backend &backend)
{
    QJsonObject settings{{QStringLiteral("keep_going"), options.keepGoing}};
    if (options.jobs)
        settings.insert(QStringLiteral("jobs"), *options.jobs);
    if (!options.backend.isEmpty())
        settings.insert(QStringLiteral("backend"), options.backend);
    if (!options.overrides.isEmpty())
        settings.insert(QStringLiteral("set"), QJsonArray::fromStringList(options.overrides));
    return {QFileInfo(options.projectFile).absoluteFilePath(),
            store::StoreWriter::projectHash(options.projectFile), backend.name(), backend.workers(),
            settings};
}

std::unique_ptr<engine::Backend> HeadlessCommands::makeBackend(const CommandLineOptions &options,
                                                               const engine::Project &project)
{
    QString name = options.backend;
    if (name.isEmpty())
        name = project.settings.backend.isEmpty() ? QStringLiteral("threads")
                                                  : project.settings.backend;
    const std::optional<engine::BackendKind> kind = engine::BackendFactory::parseKind(name);
    if (!kind) {
        printLine(stderr,
                  tr("weft: backend '%1' is not available; use sequential, threads or processes")
                      .arg(name));
        return nullptr;
    }
    const int jobs = options.jobs.value_or(project.settings.jobs != 0 ? project.settings.jobs : -1);
    QString error;
    std::unique_ptr<engine::Backend> backend = engine::BackendFactory::make(*kind, jobs, &error);
    if (!backend)
        printLine(stderr, QStringLiteral("weft: ") + error);
    return backend;
}

ExitCode HeadlessCommands::run(const CommandLineOptions &options)
{
    const std::optional<engine::Project> project = load(options.projectFile, options.overrides);
    if (!project)
        return ExitCode::InvalidInput;
    const std::unique_ptr<engine::Backend> backend = makeBackend(options, *project);
    if (!backend)
        return ExitCode::InvalidInput;

    std::optional<RunResume::Plan> resume;
    if (options.resume) {
        resume = RunResume::plan(HistoryCommands::storePath(options, &*project), options.runId,
                                 QFileInfo(options.projectFile).absoluteFilePath(), *project,
                                 store::StoreWriter::projectHash(options.projectFile));
        if (!resume)
            return ExitCode::InvalidInput;
    }
    const engine::Graph &graph = resume ? resume->graph : project->graph;

    // The run is recorded before it starts. A store named with --store that cannot be opened
    // stops the run here, before any output file is touched; the default store beside the
    // project (perhaps in a read-only folder) only costs the record, with a warning.
    const QString storePath = HistoryCommands::storePath(options, &*project);
    QString storeError;
    store::RunStart start = runStart(options, *backend);
    if (resume)
        start.settings.insert(QStringLiteral("resume_of"), resume->fromRun);
    std::unique_ptr<store::StoreWriter> recorder =
        store::StoreWriter::start(storePath, start, &storeError);
    if (!recorder && (!options.storePath.isEmpty() || !project->settings.store.isEmpty())) {
        printLine(stderr, tr("weft: cannot record the run: %1").arg(storeError));
        return ExitCode::InvalidInput;
    }
    if (!recorder)
        printLine(stderr, tr("weft: not recording this run: %1").arg(storeError));

    const auto &registry = engine::OperatorRegistry::builtin();
    InterruptWatcher interrupts;
    engine::EventStream events(backend->workers() + 1);
    engine::EventPump pump(events);
    ProgressPrinter progress(stderr, graph);
    if (!options.quiet)
        pump.addObserver(&progress);
    if (recorder)
        pump.addObserver(recorder.get());
    pump.start();
    engine::GraphRunner runner(registry, QFileInfo(options.projectFile).absoluteDir());
    // Persisted outputs live beside the run's record, so only a recorded run keeps them.
    const engine::OutputArchive archive(
        recorder ? engine::OutputArchive::runFolder(storePath, recorder->runId()) : QString());
    const engine::OutputArchive resumed(resume ? resume->archive : QString());
    runner.useArchives(recorder ? &archive : nullptr, resume ? &resumed : nullptr,
                       resume ? resume->reused : QSet<engine::NodeId>());
    engine::SchedulerOptions scheduling;
    scheduling.keepGoing = options.keepGoing;
    scheduling.boundMemory = options.boundMemory;
    const engine::RunResult result =
        runner.run(graph, *backend, &events, scheduling, interrupts.token());
    pump.stop();
    if (!options.quiet)
        progress.finish();
    if (recorder && !recorder->finish(result, &storeError))
        printLine(stderr, tr("weft: the run was not fully recorded: %1").arg(storeError));
    const int keepRuns = options.keepRuns.value_or(project->settings.keepRuns);
    if (recorder && keepRuns > 0)
        HistoryCommands::prune(storePath, keepRuns);

    RunReport report(registry, graph, result);
    if (recorder)
        report.setRecordedRun(recorder->runId(), storePath);
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
                                       port.variadic ? tr(", any number") : QString()));
        for (const engine::PortSpec &port : spec.outputs)
            printLine(stdout,
                      tr("      out %1 (%2)").arg(port.name, engine::dataKindName(port.kind)));
        for (const engine::ParamSpec &param : spec.params)
            printLine(stdout, describe(param));
    }
    return ExitCode::Success;
}

} // namespace weft::app
