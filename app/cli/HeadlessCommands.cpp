#include "HeadlessCommands.h"

#include "InterruptWatcher.h"
#include "ProgressPrinter.h"
#include "RunReport.h"
#include "exec/Backend.h"
#include "exec/EventPump.h"
#include "exec/EventStream.h"
#include "exec/GraphRunner.h"
#include "ops/OperatorRegistry.h"
#include "project/ProjectReader.h"

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

/// Reads the project, printing the reader's one-line error to stderr on failure.
std::optional<engine::Project> load(const QString &file)
{
    engine::ProjectReader reader(engine::OperatorRegistry::builtin());
    engine::ProjectLoadResult result = reader.readFile(file);
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
    const std::optional<engine::Project> project = load(options.projectFile);
    if (!project)
        return ExitCode::InvalidInput;
    const std::unique_ptr<engine::Backend> backend = makeBackend(options, *project);
    if (!backend)
        return ExitCode::InvalidInput;

    const auto &registry = engine::OperatorRegistry::builtin();
    InterruptWatcher interrupts;
    // Quiet runs record no events: with nobody draining them they would only take memory.
    std::optional<engine::EventStream> events;
    std::optional<engine::EventPump> pump;
    ProgressPrinter progress(stderr, project->graph);
    if (!options.quiet) {
        events.emplace(backend->workers() + 1);
        pump.emplace(*events);
        pump->addObserver(&progress);
        pump->start();
    }
    const engine::GraphRunner runner(registry, QFileInfo(options.projectFile).absoluteDir());
    engine::SchedulerOptions scheduling;
    scheduling.keepGoing = options.keepGoing;
    scheduling.boundMemory = options.boundMemory;
    const engine::RunResult result = runner.run(
        project->graph, *backend, events ? &*events : nullptr, scheduling, interrupts.token());
    if (pump) {
        pump->stop();
        progress.finish();
    }

    const RunReport report(registry, project->graph, result);
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
    const std::optional<engine::Project> project = load(options.projectFile);
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
