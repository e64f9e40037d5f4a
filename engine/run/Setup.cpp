#include "Setup.h"

#include "LastRunFigures.h"
#include "TrustedProjects.h"
#include "ops/OperatorRegistry.h"
#include "project/Project.h"
#include "project/ProjectReader.h"
#include "project/ProjectTrust.h"
#include "store/RunStore.h"
#include "store/StoreWriter.h"

#include <QFileInfo>
#include <QJsonArray>

namespace weft::run {

std::optional<Setup> Setup::make(const engine::Project &project, const QString &projectFile,
                                 const Options &options, QString *error)
{
    Setup setup;
    if (!isTrusted(project, projectFile, options.trust, error))
        return std::nullopt;
    setup.backend = makeBackend(project, options, error);
    if (!setup.backend)
        return std::nullopt;
    setup.projectFile = QFileInfo(projectFile).absoluteFilePath();
    // A run of unsaved changes is not the file's: a resume of it must not trust the file.
    setup.projectHash =
        options.unsaved ? QString() : store::StoreWriter::projectHash(setup.projectFile);
    setup.storePath = storePathFor(setup.projectFile, options.store, &project);
    setup.storeRequired = !options.store.isEmpty() || !project.settings.store.isEmpty();
    setup.settings = recordedSettings(options);
    setup.scheduling.keepGoing = options.keepGoing;
    setup.scheduling.boundMemory = options.boundMemory;
    setup.keepRuns = options.keepRuns.value_or(project.settings.keepRuns);
    if (options.resume) {
        setup.resume = RunResume::plan(setup.storePath, options.resumeRun, setup.projectFile,
                                       project, setup.projectHash, error);
        if (!setup.resume)
            return std::nullopt;
    }
    setup.graph = setup.resume ? setup.resume->graph : project.graph;
    if (options.incremental && !options.resume) {
        setup.cache = planCache(project, setup.projectFile, options, &setup.graph,
                                &setup.cacheWarnings, error);
        if (!setup.cache)
            return std::nullopt;
        setup.cacheFolder = engine::ResultCache::folderFor(setup.projectFile);
        if (project.settings.cacheMaxBytes > 0)
            setup.cacheMaxBytes = project.settings.cacheMaxBytes;
        setup.cacheKeep = engine::ResultCache::frozenKeys(project.graph);
    }
    setup.lastRun = LastRunFigures::read(setup.graph, setup.storePath, setup.projectFile);
    // What the cache gives this run takes next to no time: the critical path is what runs.
    if (setup.cache && !setup.lastRun.seconds.empty())
        for (size_t i = 0; i < setup.cache->nodes().size(); ++i)
            if (setup.cache->nodes()[i].cached())
                setup.lastRun.seconds[i] = 0;
    if (setup.scheduling.boundMemory)
        setup.scheduling.outputWeights = setup.lastRun.outputBytes;
    // Slurm jobs go to the project's shared folder; prepare() labels them with the run id.
    setup.slurm = engine::SlurmOptions::forProject(
        project.settings, QFileInfo(setup.projectFile).absoluteDir(), QString());
    return setup;
}

std::optional<CachePlan> Setup::planCache(const engine::Project &project,
                                          const QString &projectFile, const Options &options,
                                          engine::Graph *graph, QStringList *warnings,
                                          QString *error)
{
    for (const QStringList *names : {&options.to, &options.from}) {
        for (const QString &name : *names) {
            if (!project.graph.findNode(engine::NodeId(name))) {
                if (error)
                    *error = tr("no node '%1' in %2").arg(name, projectFile);
                return std::nullopt;
            }
        }
    }
    const engine::ResultCache cache(
        engine::ResultCache::folderFor(QFileInfo(projectFile).absoluteFilePath()));
    *graph = options.to.isEmpty()
                 ? project.graph
                 : CachePlan::upTo(project.graph, options.to, options.noCache ? nullptr : &cache);
    // The newest recorded signatures say what changed; without a store, every miss is new.
    const QString absolute = QFileInfo(projectFile).absoluteFilePath();
    const QString storePath = storePathFor(absolute, options.store, &project);
    QHash<QString, QByteArray> previous;
    store::RunStore store;
    QString ignored;
    if (QFileInfo::exists(storePath) &&
        store.open(storePath, store::SqliteDatabase::OpenMode::ReadOnly, &ignored)) {
        QSet<QString> nodes;
        for (const engine::Node &node : graph->nodes)
            nodes.insert(node.id.toString());
        previous = store.latestSignatures(absolute, nodes);
    }
    return CachePlan::make(*graph, QFileInfo(absolute).absoluteDir(), cache, previous,
                           {options.noCache, options.from, options.verifyCache}, warnings);
}

QString Setup::storePathFor(const QString &projectFile, const QString &storeOption,
                            const engine::Project *project)
{
    if (!storeOption.isEmpty())
        return storeOption;
    if (projectFile.isEmpty())
        return {};
    std::optional<engine::ProjectLoadResult> loaded;
    if (!project) {
        loaded = engine::ProjectReader(engine::OperatorRegistry::builtin()).readFile(projectFile);
        if (loaded->project)
            project = &*loaded->project;
    }
    if (project && !project->settings.store.isEmpty())
        return QFileInfo(projectFile).absoluteDir().filePath(project->settings.store);
    return store::RunStore::defaultPath(projectFile);
}

std::optional<engine::ProjectTrust> Setup::untrusted(const engine::Project &project,
                                                     const QString &projectFile)
{
    engine::ProjectTrust review = engine::ProjectTrust::review(
        project, QFileInfo(projectFile).absoluteDir(), engine::OperatorRegistry::builtin());
    if (!review.isNeeded() || TrustedProjects().isTrusted(projectFile, review.fingerprint()))
        return std::nullopt;
    return review;
}

bool Setup::isTrusted(const engine::Project &project, const QString &projectFile, bool trust,
                      QString *error)
{
    const std::optional<engine::ProjectTrust> review = untrusted(project, projectFile);
    if (!review)
        return true;
    if (trust)
        return TrustedProjects().trust(projectFile, review->fingerprint(), error);
    if (error)
        *error = tr("%1 runs programs or reaches outside its folder and is not trusted yet; check "
                    "what it does, then run it with --trust:\n  %2")
                     .arg(projectFile, review->items().join(QStringLiteral("\n  ")));
    return false;
}

std::unique_ptr<engine::Backend> Setup::makeBackend(const engine::Project &project,
                                                    const Options &options, QString *error)
{
    QString name = options.backend;
    if (name.isEmpty())
        name = project.settings.backend.isEmpty() ? QStringLiteral("threads")
                                                  : project.settings.backend;
    const std::optional<engine::BackendKind> kind = engine::parseBackendKind(name);
    if (!kind) {
        if (error)
            *error = tr("backend '%1' is not available; use sequential, threads, processes or "
                        "slurm")
                         .arg(name);
        return nullptr;
    }
    const int jobs = options.jobs.value_or(project.settings.jobs != 0 ? project.settings.jobs : -1);
    return engine::BackendFactory::make(*kind, jobs, error);
}

QJsonObject Setup::recordedSettings(const Options &options)
{
    QJsonObject settings{{QStringLiteral("keep_going"), options.keepGoing}};
    if (options.jobs)
        settings.insert(QStringLiteral("jobs"), *options.jobs);
    if (!options.backend.isEmpty())
        settings.insert(QStringLiteral("backend"), options.backend);
    if (!options.overrides.isEmpty())
        settings.insert(QStringLiteral("set"), QJsonArray::fromStringList(options.overrides));
    if (!options.origin.isEmpty())
        settings.insert(QStringLiteral("origin"), options.origin);
    return settings;
}

} // namespace weft::run
