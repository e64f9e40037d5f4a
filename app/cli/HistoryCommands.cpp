#include "HistoryCommands.h"

#include "ProgressPrinter.h"
#include "exec/TextFormat.h"
#include "run/RecordedRun.h"
#include "run/Setup.h"
#include "store/RunStore.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cstdio>

namespace weft::app {

using engine::TextFormat;
using store::NodeRecord;
using store::RunRecord;

namespace {

void printLine(FILE *stream, const QString &text)
{
    std::fprintf(stream, "%s\n", text.toLocal8Bit().constData());
}

void printJson(const QJsonDocument &document)
{
    std::fputs(document.toJson(QJsonDocument::Compact).constData(), stdout);
    std::fputc('\n', stdout);
}

/// A figure that may be unknown (-1) as JSON.
QJsonValue optional(qint64 value)
{
    return value < 0 ? QJsonValue(QJsonValue::Null) : QJsonValue(value);
}

QJsonValue optionalMs(qint64 ns)
{
    return ns < 0 ? QJsonValue(QJsonValue::Null) : QJsonValue(double(ns) / 1e6);
}

QJsonObject toJson(const RunRecord &run)
{
    return QJsonObject{
        {QStringLiteral("id"), run.id},
        {QStringLiteral("project"), run.projectPath},
        {QStringLiteral("project_sha256"), run.projectHash},
        {QStringLiteral("started"), run.startedAt},
        {QStringLiteral("finished"),
         run.finishedAt.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(run.finishedAt)},
        {QStringLiteral("status"), run.status},
        {QStringLiteral("backend"), run.backend},
        {QStringLiteral("workers"), run.workers},
        {QStringLiteral("settings"), QJsonDocument::fromJson(run.settings.toUtf8()).object()},
        {QStringLiteral("wall_ms"), optionalMs(run.wallNs)},
        {QStringLiteral("peak_bytes_held"), optional(run.peakBytes)},
        {QStringLiteral("bytes_released"), optional(run.bytesReleased)},
        {QStringLiteral("nodes"), QJsonObject{{QStringLiteral("total"), run.nodesTotal},
                                              {QStringLiteral("succeeded"), run.nodesSucceeded},
                                              {QStringLiteral("failed"), run.nodesFailed},
                                              {QStringLiteral("cancelled"), run.nodesCancelled},
                                              {QStringLiteral("skipped"), run.nodesSkipped}}},
        {QStringLiteral("tasks"), run.tasksTotal},
        {QStringLiteral("events"), run.events},
        {QStringLiteral("events_dropped"), run.eventsDropped},
        {QStringLiteral("resume_from"), QJsonArray::fromStringList(run.resumeFrom)}};
}

QJsonObject toJson(const NodeRecord &node)
{
    return QJsonObject{{QStringLiteral("id"), node.id},
                       {QStringLiteral("operator"), node.operatorId},
                       {QStringLiteral("state"), node.state},
                       {QStringLiteral("tasks"), node.tasks},
                       {QStringLiteral("wall_ms"), double(node.wallNs) / 1e6},
                       {QStringLiteral("queued_ms"), optionalMs(node.queuedNs)},
                       {QStringLiteral("started_ms"), optionalMs(node.startedNs)},
                       {QStringLiteral("finished_ms"), optionalMs(node.finishedNs)},
                       {QStringLiteral("bytes_held"), node.bytesHeld},
                       {QStringLiteral("outputs"), engine::OutputFigures::toJson(node.outputs)},
                       {QStringLiteral("error"), node.error.isEmpty() ? QJsonValue(QJsonValue::Null)
                                                                      : QJsonValue(node.error)}};
}

/// "2026-11-22 01:40:12" from the stored ISO time.
QString shortTime(const QString &iso)
{
    return iso.left(19).replace(u'T', u' ');
}

QString durationOrDash(qint64 ns)
{
    return ns < 0 ? QStringLiteral("-") : TextFormat::duration(ns);
}

QString bytesOrDash(qint64 bytes)
{
    return bytes < 0 ? QStringLiteral("-") : TextFormat::bytes(bytes);
}

/// What a node's outputs came to, as its card on the canvas says it: "14 rows · 1.2 kB" for one
/// output, each port's figures joined by ", " for several; "-" before the store kept figures.
QString outputText(const engine::NodeFigures &outputs)
{
    QStringList ports;
    for (const engine::OutputFigures &output : outputs) {
        QStringList parts;
        if (const QString count = output.countText(); !count.isEmpty())
            parts << count;
        parts << TextFormat::bytes(output.bytes);
        ports << parts.join(QStringLiteral(" · "));
    }
    return ports.isEmpty() ? QStringLiteral("-") : ports.join(QStringLiteral(", "));
}

} // namespace

QString HistoryCommands::storePath(const CommandLineOptions &options,
                                   const engine::Project *project)
{
    return run::Setup::storePathFor(options.projectFile, options.storePath, project);
}

bool HistoryCommands::openStore(const CommandLineOptions &options, store::RunStore &store)
{
    const QString path = storePath(options);
    if (!QFileInfo::exists(path)) {
        printLine(stderr, tr("weft: %1 has no run history: %2 does not exist (run it first, or "
                             "name the store with --store)")
                              .arg(options.projectFile, path));
        return false;
    }
    QString error;
    if (!store.open(path, store::SqliteDatabase::OpenMode::ExistingOnly, &error)) {
        printLine(stderr, QStringLiteral("weft: ") + error);
        return false;
    }
    return true;
}

bool HistoryCommands::prune(const QString &path, int keep)
{
    QString error;
    if (!run::RecordedRun::prune(path, keep, &error)) {
        printLine(stderr, tr("weft: cannot prune the run history: %1").arg(error));
        return false;
    }
    return true;
}

ExitCode HistoryCommands::history(const CommandLineOptions &options)
{
    store::RunStore store;
    if (!openStore(options, store))
        return ExitCode::InvalidInput;
    if (options.keepRuns && !prune(store.path(), *options.keepRuns))
        return ExitCode::InvalidInput;
    const std::vector<RunRecord> runs =
        store.runs(QFileInfo(options.projectFile).absoluteFilePath());
    if (options.json) {
        QJsonArray array;
        for (const RunRecord &run : runs)
            array.append(toJson(run));
        printJson(QJsonDocument(array));
        return ExitCode::Success;
    }
    printLine(stdout,
              tr("Runs of %1 in %2: %3").arg(options.projectFile, store.path()).arg(runs.size()));
    if (runs.empty())
        return ExitCode::Success;
    printLine(stdout, QStringLiteral("%1  %2  %3  %4  %5  %6  %7")
                          .arg(tr("RUN"), 5)
                          .arg(tr("STARTED (UTC)"), -19)
                          .arg(tr("STATUS"), -11)
                          .arg(tr("TIME"), 9)
                          .arg(tr("NODES OK"), 9)
                          .arg(tr("PEAK HELD"), 9)
                          .arg(tr("BACKEND")));
    for (const RunRecord &run : runs) {
        printLine(stdout,
                  QStringLiteral("%1  %2  %3  %4  %5  %6  %7")
                      .arg(run.id, 5)
                      .arg(shortTime(run.startedAt), -19)
                      .arg(run.status, -11)
                      .arg(durationOrDash(run.wallNs), 9)
                      .arg(QStringLiteral("%1/%2").arg(run.nodesSucceeded).arg(run.nodesTotal), 9)
                      .arg(bytesOrDash(run.peakBytes), 9)
                      .arg(QStringLiteral("%1 × %2").arg(run.backend).arg(run.workers)));
    }
    return ExitCode::Success;
}

ExitCode HistoryCommands::showRun(const CommandLineOptions &options)
{
    store::RunStore store;
    if (!openStore(options, store))
        return ExitCode::InvalidInput;
    bool isNumber = false;
    const store::RunId id = options.runId.toLongLong(&isNumber);
    const std::optional<RunRecord> run = isNumber ? store.run(id) : std::nullopt;
    if (!run) {
        const std::optional<store::RunId> latest =
            store.latestRunId(QFileInfo(options.projectFile).absoluteFilePath());
        const QString known =
            latest ? tr("the newest is run %1 (weft --history lists them)").arg(*latest)
                   : tr("it holds no runs yet");
        printLine(stderr,
                  tr("weft: no run '%1' in %2; %3").arg(options.runId, store.path(), known));
        return ExitCode::InvalidInput;
    }
    const std::vector<NodeRecord> nodes = store.nodes(id);
    if (options.json) {
        QJsonObject object = toJson(*run);
        QJsonArray array;
        for (const NodeRecord &node : nodes)
            array.append(toJson(node));
        object.insert(QStringLiteral("node_results"), array);
        object.insert(QStringLiteral("metrics_samples"), store.rowCount("metrics", id));
        printJson(QJsonDocument(object));
        return ExitCode::Success;
    }
    printLine(stdout, tr("Run %1 of %2: %3").arg(run->id).arg(run->projectPath, run->status));
    printLine(stdout,
              tr("  started %1 UTC, finished %2, took %3; backend %4, workers %5")
                  .arg(shortTime(run->startedAt),
                       run->finishedAt.isEmpty() ? QStringLiteral("-") : shortTime(run->finishedAt),
                       durationOrDash(run->wallNs), run->backend)
                  .arg(run->workers));
    printLine(stdout, tr("  nodes: %1 succeeded, %2 failed, %3 cancelled, %4 skipped of %5; "
                         "%6 tasks, %7 events recorded")
                          .arg(run->nodesSucceeded)
                          .arg(run->nodesFailed)
                          .arg(run->nodesCancelled)
                          .arg(run->nodesSkipped)
                          .arg(run->nodesTotal)
                          .arg(run->tasksTotal)
                          .arg(run->events));
    printLine(stdout, tr("  memory: peak %1 held by intermediate data, %2 released after use")
                          .arg(bytesOrDash(run->peakBytes), bytesOrDash(run->bytesReleased)));
    if (!nodes.empty()) {
        printLine(stdout, QStringLiteral("  %1  %2  %3  %4  %5  %6  %7  %8")
                              .arg(tr("NODE"), -16)
                              .arg(tr("OPERATOR"), -13)
                              .arg(tr("STATE"), -10)
                              .arg(tr("TASKS"), 5)
                              .arg(tr("WALL"), 9)
                              .arg(tr("STARTED AT"), 10)
                              .arg(tr("HELD"), 9)
                              .arg(tr("OUTPUT")));
    }
    for (const NodeRecord &node : nodes) {
        printLine(stdout, QStringLiteral("  %1  %2  %3  %4  %5  %6  %7  %8")
                              .arg(node.id, -16)
                              .arg(node.operatorId, -13)
                              .arg(node.state, -10)
                              .arg(node.tasks, 5)
                              .arg(TextFormat::duration(node.wallNs), 9)
                              .arg(node.startedNs < 0 ? QStringLiteral("-")
                                                      : u'+' + TextFormat::duration(node.startedNs),
                                   10)
                              .arg(TextFormat::bytes(node.bytesHeld), 9)
                              .arg(outputText(node.outputs)));
        if (!node.error.isEmpty())
            printLine(stdout, tr("    error: %1").arg(node.error));
    }
    if (!run->resumeFrom.isEmpty())
        printLine(stdout, tr("  to finish the work, run again: %1")
                              .arg(run->resumeFrom.join(QStringLiteral(", "))));
    if (run->eventsDropped > 0)
        printLine(stdout, tr("  %1 events were not recorded: the store fell too far behind")
                              .arg(run->eventsDropped));
    return ExitCode::Success;
}

} // namespace weft::app
