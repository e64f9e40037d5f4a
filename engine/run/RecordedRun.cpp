#include "RecordedRun.h"

#include "ProgramReaper.h"
#include "exec/Backend.h"
#include "ops/OperatorRegistry.h"
#include "slurm/SlurmJobs.h"
#include "store/RunStore.h"
#include "store/StoreWriter.h"

#include <QDir>
#include <QFileInfo>

namespace weft::run {

bool RecordedRun::prune(const QString &path, int keep, QString *error)
{
    // Only the folders of the runs this prune deleted from the store go: a folder the store
    // never recorded (or a link planted in `outputs`) is not Weft's to delete.
    store::RunStore store;
    std::vector<store::RunId> pruned;
    if (!store.open(path, store::SqliteDatabase::OpenMode::ExistingOnly, error) ||
        store.prune(keep, error, &pruned) < 0)
        return false;
    engine::OutputArchive::prune(path, pruned);
    return true;
}

RecordedRun::RecordedRun(Setup setup, const engine::OperatorRegistry &registry)
    : m_setup(std::move(setup))
    , m_runner(registry, QFileInfo(m_setup.projectFile).absoluteDir())
    , m_events(m_setup.backend->workers() + 1)
    , m_sampler(*m_setup.backend)
    , m_pump(m_events)
{}

RecordedRun::~RecordedRun()
{
    m_pump.stop();
}

std::unique_ptr<RecordedRun> RecordedRun::prepare(Setup setup, QString *error, QString *warning)
{
    // Programs this run starts on threads are ended should weft be killed. Without a reaper
    // (no weft-worker beside this program) only that guarantee is lost: nothing to report.
    QString reaperError;
    ProgramReaper::ensureRunning(&reaperError);
    std::unique_ptr<RecordedRun> run(
        new RecordedRun(std::move(setup), engine::OperatorRegistry::builtin()));
    const Setup &s = run->m_setup;
    engine::Backend &backend = *s.backend;
    // Nodes that ask for Slurm run as its jobs, in the project's shared folder.
    auto placement = std::make_unique<engine::SlurmJobs>(s.slurm);
    engine::SlurmJobs &slurm = *placement;
    backend.usePlacement(std::move(placement));

    // The run is recorded before it starts. A store that was named and cannot be opened stops
    // the run here, before any output file is touched; the default store beside the project
    // (perhaps in a read-only folder) only costs the record.
    store::RunStart start{s.projectFile, s.projectHash, backend.name(), backend.processes(),
                          s.settings};
    start.lanes = backend.workers();
    if (s.resume)
        start.settings.insert(QStringLiteral("resume_of"), s.resume->fromRun);
    // What the window's monitor shows of this run, kept for its replays.
    start.outline = engine::RunOutline::of(s.graph, backend);
    QString storeError;
    run->m_recorder = store::StoreWriter::start(s.storePath, start, &storeError);
    if (!run->m_recorder && s.storeRequired) {
        if (error)
            *error = tr("cannot record the run: %1").arg(storeError);
        return nullptr;
    }
    QStringList warnings;
    if (!run->m_recorder)
        warnings << tr("not recording this run: %1").arg(storeError);
    if (s.resume)
        warnings << s.resume->warnings;
    warnings << s.cacheWarnings;
    // A folder the cache cannot be made in (a read-only project) is said once, not per node.
    if (s.cache && !QDir().mkpath(s.cacheFolder))
        warnings << tr("not keeping results for later runs: cannot create %1").arg(s.cacheFolder);
    else if (s.cache)
        run->m_cache.emplace(s.cacheFolder);
    run->m_runner.expectDurations(s.lastRun.seconds);
    run->m_runner.useCache(run->m_cache ? &*run->m_cache : nullptr,
                           s.cache ? s.cache->uses() : std::vector<engine::CacheUse>());
    if (warning)
        *warning = warnings.join(QStringLiteral("\n"));

    // Persisted outputs live beside the run's record, so only a recorded run keeps them.
    if (run->m_recorder)
        run->m_archive.emplace(engine::OutputArchive::runFolder(s.storePath, run->runId()));
    if (s.resume)
        run->m_resumed.emplace(s.resume->archive);
    run->m_runner.useArchives(run->m_archive ? &*run->m_archive : nullptr,
                              run->m_resumed ? &*run->m_resumed : nullptr,
                              s.resume ? s.resume->reused : QSet<engine::NodeId>());
    // Slurm jobs carry the run id in their names.
    slurm.setRunLabel(run->isRecorded() ? QString::number(run->runId()) : QString());
    return run;
}

store::RunId RecordedRun::runId() const
{
    return m_recorder ? m_recorder->runId() : 0;
}

void RecordedRun::addObserver(engine::EventObserver *observer)
{
    m_pump.addObserver(observer);
}

engine::RunResult RecordedRun::run(std::stop_token stop)
{
    // The recorder comes last, after the observers that show progress. The workers are sampled
    // with the metrics, so a replay's Workers panel (and a run from the command line) has them
    // too; a failed node's error reaches the store soon after the failure, not only with the
    // outcome, so a run killed afterwards (kill -9, a power cut) still shows why it failed.
    if (m_recorder)
        m_pump.addObserver(m_recorder.get());
    m_pump.setSampler(&m_sampler);
    m_pump.start();
    engine::RunResult result = m_runner.run(m_setup.graph, *m_setup.backend, &m_events,
                                            m_setup.scheduling, std::move(stop));
    m_pump.stop();
    if (m_setup.cache)
        m_setup.cache->annotate(result);
    return result;
}

void RecordedRun::finish(const engine::RunResult &result, QStringList *problems)
{
    // Trimmed once the run is over, so that no entry it reads goes while it runs.
    if (m_cache)
        m_cache->prune(m_setup.cacheMaxBytes, m_setup.cacheKeep);
    if (!m_recorder)
        return;
    QString error;
    if (!m_recorder->finish(result, &error) && problems)
        *problems << tr("the run was not fully recorded: %1").arg(error);
    if (m_setup.keepRuns > 0 && !prune(m_setup.storePath, m_setup.keepRuns, &error) && problems)
        *problems << tr("cannot prune the run history: %1").arg(error);
}

} // namespace weft::run
