#include "CacheCommands.h"

#include "exec/ResultCache.h"
#include "exec/TextFormat.h"
#include "ops/OperatorRegistry.h"
#include "project/ProjectReader.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cstdio>
#include <optional>

namespace weft::app {

namespace {

using engine::ResultCache;

void printLine(FILE *stream, const QString &text)
{
    std::fprintf(stream, "%s\n", text.toLocal8Bit().constData());
}

/// The project at `file`, for its cache's folder and bound; prints why not.
std::optional<engine::Project> readProject(const QString &file)
{
    engine::ProjectLoadResult loaded =
        engine::ProjectReader(engine::OperatorRegistry::builtin()).readFile(file);
    if (!loaded.ok())
        printLine(stderr, QStringLiteral("weft: ") + loaded.error);
    return loaded.ok() ? std::move(loaded.project) : std::nullopt;
}

QJsonArray entriesJson(const std::vector<ResultCache::Entry> &entries)
{
    QJsonArray array;
    for (const ResultCache::Entry &entry : entries)
        array.append(QJsonObject{
            {QStringLiteral("key"), QString::fromLatin1(entry.key)},
            {QStringLiteral("node"), entry.node},
            {QStringLiteral("operator"), entry.operatorId},
            {QStringLiteral("bytes"), entry.bytes},
            {QStringLiteral("compute_ms"), entry.computeMs},
            {QStringLiteral("created"), entry.created.toString(Qt::ISODateWithMs)},
            {QStringLiteral("last_used"), entry.lastUsed.toUTC().toString(Qt::ISODateWithMs)}});
    return array;
}

void printJson(const QJsonObject &object)
{
    std::fputs(QJsonDocument(object).toJson(QJsonDocument::Compact).constData(), stdout);
    std::fputc('\n', stdout);
}

qint64 totalBytes(const std::vector<ResultCache::Entry> &entries)
{
    qint64 total = 0;
    for (const ResultCache::Entry &entry : entries)
        total += entry.bytes;
    return total;
}

} // namespace

ExitCode CacheCommands::list(const CommandLineOptions &options)
{
    if (!readProject(options.projectFile))
        return ExitCode::InvalidInput;
    const ResultCache cache(ResultCache::folderFor(options.projectFile));
    const std::vector<ResultCache::Entry> entries = cache.entries();
    if (options.json) {
        printJson({{QStringLiteral("folder"), cache.folder()},
                   {QStringLiteral("bytes"), totalBytes(entries)},
                   {QStringLiteral("entries"), entriesJson(entries)}});
        return ExitCode::Success;
    }
    for (const ResultCache::Entry &entry : entries)
        printLine(stdout, tr("%1  %2 (%3): %4, computed in %5, last used %6")
                              .arg(QString::fromLatin1(entry.key.left(12)), entry.node,
                                   entry.operatorId, engine::TextFormat::bytes(entry.bytes),
                                   engine::TextFormat::duration(entry.computeMs * 1'000'000),
                                   entry.lastUsed.toString(Qt::ISODate)));
    printLine(stdout, tr("Entries: %1, %2 in all, in %3")
                          .arg(entries.size())
                          .arg(engine::TextFormat::bytes(totalBytes(entries)), cache.folder()));
    return ExitCode::Success;
}

ExitCode CacheCommands::prune(const CommandLineOptions &options)
{
    const std::optional<engine::Project> project = readProject(options.projectFile);
    if (!project)
        return ExitCode::InvalidInput;
    const qint64 bound = options.maxBytes.value_or(project->settings.cacheMaxBytes > 0
                                                       ? project->settings.cacheMaxBytes
                                                       : ResultCache::kDefaultMaxBytes);
    const ResultCache cache(ResultCache::folderFor(options.projectFile));
    // A frozen node's entry stays: the node would run again, unfrozen, without it.
    const std::vector<ResultCache::Entry> evicted =
        cache.prune(bound, ResultCache::frozenKeys(project->graph));
    const qint64 left = totalBytes(cache.entries());
    if (options.json) {
        printJson({{QStringLiteral("max_bytes"), bound},
                   {QStringLiteral("bytes"), left},
                   {QStringLiteral("evicted"), entriesJson(evicted)}});
        return ExitCode::Success;
    }
    printLine(stdout, tr("Evicted entries: %1 (%2); the cache holds %3 of at most %4.")
                          .arg(evicted.size())
                          .arg(engine::TextFormat::bytes(totalBytes(evicted)),
                               engine::TextFormat::bytes(left), engine::TextFormat::bytes(bound)));
    return ExitCode::Success;
}

} // namespace weft::app
