#include "HistoryController.h"

#include "document/ProjectController.h"
#include "monitor/MonitorHub.h"
#include "run/Setup.h"
#include "store/RunStore.h"

#include <QDir>
#include <QFileInfo>
#include <QPromise>
#include <QThreadPool>

namespace weft::app {

HistoryController::HistoryController(ProjectController *project, MonitorHub *hub, QObject *parent)
    : QObject(parent)
    , m_project(project)
    , m_hub(hub)
    , m_replay(hub)
{
    connect(&m_watcher, &QFutureWatcherBase::finished, this, &HistoryController::loaded);
    connect(&m_replay, &ReplayController::activeChanged, this,
            [this] { m_runs.setReplayed(m_replay.runId()); });
    connect(m_hub, &MonitorHub::runChanged, this, &HistoryController::monitorChanged);
    if (m_project) {
        connect(m_project, &ProjectController::projectReplaced, this,
                &HistoryController::projectChanged);
        // Queued: after every other object has followed the new project (the run controller
        // takes a run of the previous one off the monitor).
        connect(m_project, &ProjectController::projectReplaced, this,
                &HistoryController::showLatest, Qt::QueuedConnection);
        connect(m_project, &ProjectController::filePathChanged, this,
                &HistoryController::projectChanged);
        // Saving may change settings.store.
        connect(m_project, &ProjectController::saved, this, &HistoryController::refresh);
    }
    refresh();
}

HistoryController::~HistoryController() = default;

QString HistoryController::emptyText() const
{
    if (m_runs.count() > 0)
        return {};
    if (m_projectFile.isEmpty())
        return tr("Save the project and run it: every run is recorded here.");
    return tr("No runs recorded yet. Run the project to record one.");
}

void HistoryController::refresh()
{
    const ProjectController *project = m_project.data();
    m_projectFile = project && project->hasFile()
                        ? QFileInfo(project->filePath()).absoluteFilePath()
                        : QString();
    m_storePath =
        project ? run::Setup::storePathFor(m_projectFile, {}, &project->project()) : QString();
    std::vector<store::RunRecord> runs;
    if (!m_storePath.isEmpty() && QFileInfo::exists(m_storePath)) {
        store::RunStore store;
        QString error;
        if (store.open(m_storePath, store::SqliteDatabase::OpenMode::ExistingOnly, &error))
            runs = store.runs(m_projectFile);
        else
            setError(error);
    }
    m_runs.setRuns(std::move(runs));
    m_runs.setReplayed(m_replay.runId());
    Q_EMIT refreshed();
}

bool HistoryController::canReplay(QString *error) const
{
    if (m_hub->isLive() && !m_hub->isFinished()) {
        *error = tr("A run is going: wait for it to end, or cancel it, before opening a past "
                    "run.");
        return false;
    }
    if (m_storePath.isEmpty()) {
        *error = tr("The project has no file yet, so it has no recorded runs.");
        return false;
    }
    return true;
}

void HistoryController::openRun(qint64 id)
{
    QString error;
    if (!canReplay(&error)) {
        setError(error);
        return;
    }
    clearError();
    const quint64 request = ++m_request;
    // The job holds copies only: it may outlive this object, and a result for an older request
    // is dropped in loaded().
    auto promise = std::make_shared<QPromise<Loaded>>();
    m_watcher.setFuture(promise->future());
    promise->start();
    QThreadPool::globalInstance()->start(
        [promise, request, id, path = m_storePath, graph = m_project->project().graph] {
            Loaded result;
            result.request = request;
            std::optional<ReplayData> data = ReplayLoader::load(path, id, graph, &result.error);
            if (data)
                result.data = std::make_shared<const ReplayData>(std::move(*data));
            promise->addResult(std::move(result));
            promise->finish();
        });
    setLoading(true);
}

void HistoryController::loaded()
{
    const QFuture<Loaded> future = m_watcher.future();
    if (future.resultCount() == 0)
        return;
    const Loaded result = future.result();
    if (result.request != m_request)
        return;
    setLoading(false);
    QString error = result.error;
    if (result.data && !canReplay(&error)) // a live run began while it was read
        setError(error);
    else if (!result.data)
        setError(error);
    else
        m_replay.open(result.data);
}

bool HistoryController::openRunNow(qint64 id, QString *error)
{
    if (!canReplay(error))
        return false;
    ++m_request; // a background load still under way is now stale
    setLoading(false);
    std::optional<ReplayData> data =
        ReplayLoader::load(m_storePath, id, m_project->project().graph, error);
    if (!data)
        return false;
    clearError();
    m_replay.open(std::make_shared<const ReplayData>(std::move(*data)));
    return true;
}

void HistoryController::closeReplay()
{
    ++m_request;
    setLoading(false);
    m_replay.close();
}

bool HistoryController::compareSelected()
{
    const QList<qint64> selected = m_runs.selectedRuns();
    if (selected.size() != 2) {
        setError(tr("Select two runs to compare."));
        return false;
    }
    QString error;
    if (!compare(selected[0], selected[1], &error)) {
        setError(error);
        return false;
    }
    return true;
}

bool HistoryController::compare(qint64 a, qint64 b, QString *error)
{
    store::RunStore store;
    if (m_storePath.isEmpty() || !QFileInfo::exists(m_storePath)) {
        *error = tr("The project has no recorded runs.");
        return false;
    }
    if (!store.open(m_storePath, store::SqliteDatabase::OpenMode::ExistingOnly, error))
        return false;
    const std::optional<store::RunRecord> runA = store.run(a);
    const std::optional<store::RunRecord> runB = store.run(b);
    if (!runA || !runB) {
        *error = tr("%1 holds no run %2").arg(m_storePath).arg(runA ? b : a);
        return false;
    }
    m_comparison.compare(*runA, store.nodes(a), *runB, store.nodes(b),
                         m_project ? m_project->project().graph : engine::Graph());
    clearError();
    Q_EMIT compareReady();
    return true;
}

void HistoryController::clearError()
{
    if (m_errorText.isEmpty())
        return;
    m_errorText.clear();
    Q_EMIT errorTextChanged();
}

void HistoryController::setError(const QString &message)
{
    if (m_errorText == message)
        return;
    m_errorText = message;
    Q_EMIT errorTextChanged();
}

void HistoryController::setLoading(bool loading)
{
    if (m_loading == loading)
        return;
    m_loading = loading;
    Q_EMIT loadingChanged();
}

void HistoryController::projectChanged()
{
    const ProjectController *project = m_project.data();
    const QString file = project && project->hasFile()
                             ? QFileInfo(project->filePath()).absoluteFilePath()
                             : QString();
    // Another project's nodes do not match the replayed run's.
    if (file != m_projectFile || !project) {
        closeReplay();
        m_comparison.clear();
        m_runs.clearSelection();
    }
    refresh();
}

void HistoryController::showLatest()
{
    // The project now in front shows its newest recorded run, as it ended, rather than an
    // empty monitor. Not over a run the monitor shows (a live one of this project, a replay
    // chosen already), and not while a live run goes.
    QString error;
    if (m_runs.count() == 0 || m_replay.isActive() || m_loading || m_hub->hasRun() ||
        !canReplay(&error))
        return;
    openRun(m_runs.runs().front().id);
}

void HistoryController::monitorChanged()
{
    // A live run began (it shows as running) or ended (it shows with its figures).
    if (m_hub->isLive())
        refresh();
}

} // namespace weft::app
