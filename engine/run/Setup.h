#pragma once

#include "CachePlan.h"
#include "LastRunFigures.h"
#include "RunResume.h"
#include "exec/Backend.h"
#include "exec/Scheduler.h"
#include "graph/Graph.h"
#include "project/ProjectTrust.h"
#include "slurm/SlurmOptions.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

namespace weft::engine {
struct Project;
}

namespace weft::run {

/// One run of a project, composed from the project, its file and what the user asked for:
/// the backend, the graph that runs (the project's, or a resume plan's), the store that records
/// it and what the record keeps, the scheduling rules, the pruning, the Slurm settings.
/// `weft --run` and the window's Run both build it here and hand it to RecordedRun::prepare(),
/// so they apply the same rules: an option left empty falls back on the project's settings,
/// then on the default.
///
///     run::Setup::Options options;
///     options.backend = u"processes"_s;
///     QString error;
///     std::optional<run::Setup> setup = run::Setup::make(project, file, options, &error);
///     if (!setup)
///         return fail(error); // a backend or a run to resume that cannot be had, in one line
///     auto recorded = run::RecordedRun::prepare(std::move(*setup), &error, &warning);
///
/// Plain data once made; move-only (it owns the backend).
class Setup
{
    Q_DECLARE_TR_FUNCTIONS(Setup)

public:
    /// What a run is asked for: `weft --run`'s options or the window's choices.
    struct Options
    {
        QString backend;             ///< "" takes the project's `settings.backend`, else threads
        std::optional<int> jobs;     ///< unset takes the project's `settings.jobs`, else all cores
        bool keepGoing = false;      ///< SchedulerOptions::keepGoing
        bool boundMemory = false;    ///< SchedulerOptions::boundMemory (--memory bounded)
        QString store;               ///< --store; "" takes the project's store, else the default
        std::optional<int> keepRuns; ///< unset takes the project's `settings.keep_runs`
        /// --set NODE.PARAM=VALUE as given. The caller has applied them to the project (they
        /// change what runs); the record keeps them.
        QStringList overrides;
        bool resume = false; ///< run again what an unfinished run left (RunResume)
        QString resumeRun;   ///< the run to resume, as given; "" for the project's newest
        /// The project differs from its file (the window's unsaved changes): the record names
        /// no file hash, so that resuming this run never trusts the file.
        bool unsaved = false;
        QString origin; ///< who started the run, for the record ("window"); "" says nothing
        /// --trust, or the window's "Trust and Run": the user has seen what the project runs
        /// and reaches (engine::ProjectTrust) and trusts it; remembered in TrustedProjects.
        bool trust = false;
        /// An incremental run (`weft --run`): nodes whose result the cache holds are taken
        /// from it (CachePlan), what is computed is kept there. Not with `resume`.
        bool incremental = false;
        bool noCache = false; ///< --no-cache: an incremental run that computes every node
        QStringList from;     ///< --from: these nodes and those below them are computed
        QStringList to;       ///< --to: only these nodes and what they need run
        /// planCache() only: false for a plan that shows what a run would do without reading
        /// any entry's outputs or writing anything (CachePlan::Options::verify).
        bool verifyCache = true;
    };

    /// The run `options` ask for of `project`, read from `projectFile`. std::nullopt with an
    /// `error` when the backend cannot be had, there is nothing to resume, or the project
    /// needs a trust it has not been given (then one line per command and outside path
    /// follows the first).
    static std::optional<Setup> make(const engine::Project &project, const QString &projectFile,
                                     const Options &options, QString *error);

    /// The store --store names (`storeOption`), else the project's `settings.store` (relative to
    /// its folder), else `.weft/runs.sqlite` beside the project; "" for a project never saved
    /// (no file) and no option. The project is read from its file when not given. The CLI, the
    /// window's history and its dashboard all ask here.
    static QString storePathFor(const QString &projectFile, const QString &storeOption,
                                const engine::Project *project);

    /// The cache plan of an incremental run of `project` (options.incremental), for the run
    /// and for `--dry-run`, which runs nothing and so needs no trust: the graph it covers
    /// (--to) and, per node, cached or run and why. std::nullopt with an `error` naming an
    /// unknown node of --to or --from. `warnings` gains a line per damaged cache entry.
    static std::optional<CachePlan> planCache(const engine::Project &project,
                                              const QString &projectFile, const Options &options,
                                              engine::Graph *graph, QStringList *warnings,
                                              QString *error);

    /// What the project does that needs a trust this user has not given it as it is now
    /// (engine::ProjectTrust); std::nullopt when it may run. The window asks here before it
    /// shows what it asks the user to trust.
    static std::optional<engine::ProjectTrust> untrusted(const engine::Project &project,
                                                         const QString &projectFile);

    QString projectFile; ///< absolute; its folder resolves relative paths, the record names it
    QString projectHash; ///< StoreWriter::projectHash() of the file; "" for unsaved changes
    QString storePath;   ///< where the run is recorded
    /// The store was named (--store, `settings.store`): a store that cannot be opened stops
    /// the run before anything is written. The default store only costs the record.
    bool storeRequired = false;
    QJsonObject settings; ///< the options the run was started with, as the record keeps them
    engine::SchedulerOptions scheduling;
    /// The recorded figures of the nodes of `graph` (LastRunFigures), a node the cache gives
    /// this run expected to take no time: the order's critical path and which branches start
    /// first (GraphRunner::expectDurations) and, bounded, the memory weights.
    LastRunFigures lastRun;
    int keepRuns = 0; ///< keep only the newest N runs after this one; 0 keeps all
    std::optional<RunResume::Plan> resume;
    engine::Graph graph; ///< what runs: the project's graph, the resume plan's, or --to's part
    /// An incremental run's plan over `graph`, and the cache it reads and fills.
    std::optional<CachePlan> cache;
    QString cacheFolder;
    qint64 cacheMaxBytes = engine::ResultCache::kDefaultMaxBytes;
    /// The entries the project's frozen nodes keep: never evicted after the run, whatever part
    /// of the graph it ran (ResultCache::frozenKeys() of the whole project).
    QSet<QByteArray> cacheKeep;
    QStringList cacheWarnings;  ///< damaged cache entries, computed again
    engine::SlurmOptions slurm; ///< the project's; RecordedRun labels the jobs with the run id
    std::unique_ptr<engine::Backend> backend;

private:
    /// Whether the project may run: it needs no trust, was trusted as it is, or `trust` says
    /// so now (and is remembered).
    static bool isTrusted(const engine::Project &project, const QString &projectFile, bool trust,
                          QString *error);
    /// The backend the options, else the project's settings, ask for.
    static std::unique_ptr<engine::Backend> makeBackend(const engine::Project &project,
                                                        const Options &options, QString *error);
    /// What the record keeps of the options.
    static QJsonObject recordedSettings(const Options &options);
};

} // namespace weft::run
