#include "RecordedRun.h"

#include "RunStore.h"
#include "StoreWriter.h"
#include "WorkerProbe.h"
#include "exec/Backend.h"
#include "ops/OperatorRegistry.h"
#include "project/Project.h"
#include "project/ProjectReader.h"

#include <QFileInfo>

namespace weft::store {

QString RecordedRun::storePath(const QString &projectFile, const QString &storeOption,
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
    return RunStore::defaultPath(projectFile);
}

bool RecordedRun::prune(const QString &path, int keep, QString *error)
{
    RunStore store;
    if (!store.open(path, SqliteDatabase::OpenMode::ExistingOnly, error) ||
        store.prune(keep, error) < 0)
        return false;
    std::vector<qint64> kept;
    for (const RunRecord &run : store.runs())
        kept.push_back(run.id);
    engine::OutputArchive::prune(path, kept);
    return true;
}

RecordedRun::RecordedRun(const engine::Graph &graph, engine::Backend &backend, Setup setup,
                         const engine::OperatorRegistry &registry)
    : m_graph(graph)
    , m_backend(backend)
    , m_setup(std::move(setup))
    , m_runner(registry, QFileInfo(m_setup.projectFile).absoluteDir())
    , m_events(backend.workers() + 1)
    , m_pump(m_events)
{}

RecordedRun::~RecordedRun()
{
    m_pump.stop();
    // Before the runner goes: the recorder's last commit may still ask it for failures.
    m_recorder.reset();
}

std::unique_ptr<RecordedRun> RecordedRun::prepare(const engine::Graph &graph,
                                                  engine::Backend &backend, Setup setup,
                                                  QString *error, QString *warning)
{
    std::unique_ptr<RecordedRun> run(
        new RecordedRun(graph, backend, std::move(setup), engine::OperatorRegistry::builtin()));
    const Setup &s = run->m_setup;

    // The run is recorded before it starts. A store that was named and cannot be opened stops
    // the run here, before any output file is touched; the default store beside the project
    // (perhaps in a read-only folder) only costs the record.
    RunStart start{s.projectFile, s.projectHash, backend.name(), backend.workers(), s.settings};
    if (s.resume)
        start.settings.insert(QStringLiteral("resume_of"), s.resume->fromRun);
    QString storeError;
    // The workers are sampled with the metrics, so a replay's Workers panel (and a run from
    // the command line) has them too.
    StoreWriter::Options options;
    options.workerProbe = [&backend] { return WorkerProbe::sample(backend); };
    // A failed node's error is stored soon after the failure, not only with the outcome, so a
    // run killed afterwards (kill -9, a power cut) still shows why its node failed.
    options.failureProbe = [runner = &run->m_runner] { return runner->failures(); };
    run->m_recorder = StoreWriter::start(s.storePath, start, &storeError, options);
    if (!run->m_recorder && s.storeRequired) {
        if (error)
            *error = tr("cannot record the run: %1").arg(storeError);
        return nullptr;
    }
    if (!run->m_recorder && warning)
        *warning = tr("not recording this run: %1").arg(storeError);

    // Persisted outputs live beside the run's record, so only a recorded run keeps them.
    if (run->m_recorder)
        run->m_archive.emplace(engine::OutputArchive::runFolder(s.storePath, run->runId()));
    if (s.resume)
        run->m_resumed.emplace(s.resume->archive);
    run->m_runner.useArchives(run->m_archive ? &*run->m_archive : nullptr,
                              run->m_resumed ? &*run->m_resumed : nullptr,
                              s.resume ? s.resume->reused : QSet<engine::NodeId>());
    return run;
}

RunId RecordedRun::runId() const
{
    return m_recorder ? m_recorder->runId() : 0;
}

void RecordedRun::addObserver(engine::EventObserver *observer)
{
    m_pump.addObserver(observer);
}

engine::RunResult RecordedRun::run(std::stop_token stop)
{
    // The recorder comes last, after the observers that show progress.
    if (m_recorder)
        m_pump.addObserver(m_recorder.get());
    m_pump.start();
    engine::RunResult result =
        m_runner.run(m_graph, m_backend, &m_events, m_setup.scheduling, std::move(stop));
    m_pump.stop();
    return result;
}

void RecordedRun::finish(const engine::RunResult &result, QStringList *problems)
{
    if (!m_recorder)
        return;
    QString error;
    if (!m_recorder->finish(result, &error) && problems)
        *problems << tr("the run was not fully recorded: %1").arg(error);
    if (m_setup.keepRuns > 0 && !prune(m_setup.storePath, m_setup.keepRuns, &error) && problems)
        *problems << tr("cannot prune the run history: %1").arg(error);
}

} // namespace weft::store
