#include "RunController.h"

#include "MonitorHub.h"
#include "RunFeed.h"
#include "document/ProjectController.h"
#include "exec/Backend.h"
#include "ops/Operator.h"
#include "ops/OperatorRegistry.h"
#include "project/ProjectValidator.h"
#include "slurm/SlurmJobs.h"
#include "store/ProcessProbe.h"
#include "store/RecordedRun.h"
#include "store/StoreWriter.h"
#include "store/WorkerProbe.h"

#include <QCoreApplication>
#include <QDir>
#include <QEventLoop>
#include <QFileInfo>
#include <QThread>

#include <algorithm>
#include <limits>
#include <stop_token>
#include <thread>

namespace weft::app {

namespace {

/// How long the feed holds events back before handing them on: events of different workers
/// reach the pump in separate drains (50 ms apart), and the monitor is promised them in time
/// order across calls.
constexpr qint64 kHoldBackNs = 150'000'000;
constexpr int kTicksPerMetric = 3;   // about every 100 ms
constexpr int kTicksPerWorkers = 15; // about every 500 ms

bool earlier(const engine::Event &a, const engine::Event &b)
{
    return a.ns < b.ns;
}

/// The plan as the monitor sees it: the graph's nodes in order, their titles, map flags and
/// batch targets, and the edges between them.
RunOutline outlineOf(const store::RecordedRun &run)
{
    const engine::Graph &graph = run.graph();
    const engine::Backend &backend = run.backend();
    const auto &registry = engine::OperatorRegistry::builtin();
    RunOutline outline;
    outline.runId = run.runId();
    outline.backend = backend.name();
    outline.workers = backend.workers();
    for (const engine::Node &node : graph.nodes) {
        MonitorNode entry;
        entry.id = node.id.toString();
        entry.operatorId = node.operatorId;
        entry.title = node.title;
        const engine::Operator *op = registry.find(node.operatorId);
        if (entry.title.isEmpty() && op)
            entry.title = op->spec().title;
        entry.map = node.run.map;
        if (node.run.map) {
            const bool inProcess = node.run.backend == u"processes" ||
                                   (backend.runsInProcesses() && node.run.backend != u"threads");
            const engine::BatchTargets defaults = inProcess ? engine::BatchTargets::forProcesses()
                                                            : engine::BatchTargets::forThreads();
            entry.targetLowerSeconds =
                node.run.batchLowerMs > 0 ? node.run.batchLowerMs / 1000 : defaults.lowerSeconds;
            entry.targetUpperSeconds =
                node.run.batchUpperMs > 0 ? node.run.batchUpperMs / 1000 : defaults.upperSeconds;
        }
        outline.nodes.append(entry);
    }
    const QHash<engine::NodeId, int> index = graph.indexById();
    for (const engine::Edge &edge : graph.edges) {
        const QPair<int, int> dependency(index.value(edge.fromNode, -1),
                                         index.value(edge.toNode, -1));
        if (dependency.first >= 0 && dependency.second >= 0 &&
            !outline.dependencies.contains(dependency))
            outline.dependencies.append(dependency);
    }
    return outline;
}

RunEnding endingOf(const engine::RunResult &result)
{
    RunEnding ending;
    ending.status = engine::runStatusName(result.status);
    for (const engine::NodeResult &node : result.nodes) {
        ending.states.insert(node.id.toString(), engine::taskStateName(node.state));
        if (!node.error.isEmpty())
            ending.errors.insert(node.id.toString(), node.error);
    }
    return ending;
}

} // namespace

/// What exists while a run goes. Declared so that it is destroyed in a safe order: the thread
/// is joined first, then the run (its pump), the backend (its worker processes), the feed.
struct RunController::Live
{
    RunFeed feed;
    std::unique_ptr<engine::Backend> backend;
    std::unique_ptr<store::RecordedRun> run;
    std::stop_source stop;
    QMetaObject::Connection targets;
    std::jthread thread;
};

RunController::RunController(ProjectController *project, MonitorHub *monitor, QObject *parent)
    : QObject(parent)
    , m_project(project)
    , m_monitor(monitor)
{
    m_timer.setInterval(kFeedIntervalMs);
    connect(&m_timer, &QTimer::timeout, this, [this] { feed(false); });
    connect(m_project, &ProjectController::projectReplaced, this, &RunController::projectChanged);
    connect(m_project, &ProjectController::filePathChanged, this, [this] {
        Q_EMIT canRunChanged();
        updateCanResume();
    });
    projectChanged();
}

RunController::~RunController()
{
    if (m_live) {
        m_live->stop.request_stop();
        m_live->thread = {}; // joins
        QObject::disconnect(m_live->targets);
    }
}

bool RunController::canRun() const
{
    return !m_live && m_project->hasFile();
}

QStringList RunController::backends()
{
    return engine::BackendFactory::names();
}

void RunController::setBackend(const QString &backend)
{
    if (backend == m_backend || !engine::BackendFactory::parseKind(backend))
        return;
    m_backend = backend;
    Q_EMIT backendChanged();
}

void RunController::setWorkers(int workers)
{
    workers = std::clamp(workers, 1, maxWorkers());
    if (workers == m_workers)
        return;
    m_workers = workers;
    Q_EMIT workersChanged();
}

int RunController::maxWorkers()
{
    // More workers than cores only make sense for tasks that wait; allow a few.
    return std::max(1, QThread::idealThreadCount()) * 4;
}

qint64 RunController::elapsedMs() const
{
    return m_live ? m_clock.elapsed() : m_lastElapsedMs;
}

bool RunController::run()
{
    return start(false);
}

bool RunController::resume()
{
    return start(true);
}

void RunController::cancel()
{
    if (m_live)
        m_live->stop.request_stop();
}

bool RunController::waitForEnd(int timeoutMs)
{
    if (!m_live)
        return true;
    // An event loop that sleeps until the run's end rather than polling: a polling loop keeps
    // a core busy that the run's workers need.
    QEventLoop loop;
    QTimer timeout;
    timeout.setSingleShot(true);
    connect(&timeout, &QTimer::timeout, &loop, &QEventLoop::quit);
    connect(this, &RunController::runFinished, &loop, &QEventLoop::quit);
    timeout.start(timeoutMs);
    loop.exec();
    return !m_live;
}

QString RunController::storePath() const
{
    return store::RecordedRun::storePath(m_project->filePath(), {}, &m_project->project());
}

bool RunController::refuse(const QString &message)
{
    setStatus(QStringLiteral("refused"), message);
    return false;
}

bool RunController::start(bool resume)
{
    if (m_live)
        return false;
    if (!m_project->hasFile())
        return refuse(tr("Save the project first: its runs are recorded beside its file."));
    const engine::Project &project = m_project->project();
    const QString file = QFileInfo(m_project->filePath()).absoluteFilePath();
    const QDir folder = QFileInfo(file).absoluteDir();
    if (project.graph.nodes.empty())
        return refuse(tr("The project has no nodes to run."));
    const auto invalid =
        engine::ProjectValidator(engine::OperatorRegistry::builtin()).validate(project, folder);
    if (!invalid.empty())
        return refuse(tr("The project cannot run yet: %1").arg(invalid.front().message));

    QString error;
    auto live = std::make_unique<Live>();
    live->backend = engine::BackendFactory::make(
        engine::BackendFactory::parseKind(m_backend).value_or(engine::BackendKind::Threads),
        m_workers, &error);
    if (!live->backend)
        return refuse(error);

    store::RecordedRun::Setup setup;
    setup.projectFile = file;
    // A run of unsaved changes is not the file's: a resume of it must not trust the file.
    const QString fileHash = store::StoreWriter::projectHash(file);
    setup.projectHash = m_project->isModified() ? QString() : fileHash;
    setup.storePath = storePath();
    setup.storeRequired = !project.settings.store.isEmpty();
    setup.settings = {{QStringLiteral("keep_going"), false},
                      {QStringLiteral("backend"), m_backend},
                      {QStringLiteral("jobs"), m_workers},
                      {QStringLiteral("origin"), QStringLiteral("window")}};
    setup.keepRuns = project.settings.keepRuns;
    if (resume) {
        setup.resume =
            store::RunResume::plan(setup.storePath, {}, file, project, setup.projectHash, &error);
        if (!setup.resume)
            return refuse(error);
    }
    const engine::Graph &graph = setup.resume ? setup.resume->graph : project.graph;
    QString warning;
    live->run = store::RecordedRun::prepare(graph, *live->backend, setup, &error, &warning);
    if (!live->run)
        return refuse(error);
    // Slurm jobs carry the run id in their names and go to the project's shared folder.
    live->backend->usePlacement(
        std::make_unique<engine::SlurmJobs>(engine::SlurmOptions::forProject(
            project.settings, folder,
            live->run->isRecorded() ? QString::number(live->run->runId()) : QString())));
    live->run->addObserver(&live->feed);

    m_live = std::move(live);
    m_progress.reset();
    m_heldBack.clear();
    m_deliveredNs = 0;
    m_ticks = 0;
    m_failedAt.clear();
    m_errorsSent.clear();
    RunOutline outline = outlineOf(*m_live->run);
    outline.originNs = engine::Event::now();
    m_monitor->beginRun(outline);
    store::RecordedRun *recorded = m_live->run.get();
    m_live->targets =
        connect(m_monitor, &MonitorHub::batchTargetsRequested, this,
                [recorded](const QString &node, double lower, double upper) {
                    recorded->runner().setBatchTargets(engine::NodeId(node), {lower, upper});
                });
    m_clock.start();
    m_timer.start();
    setStatus(QStringLiteral("running"), warning.isEmpty() ? tr("Running on %1 (%2 workers)")
                                                                 .arg(m_live->backend->name())
                                                                 .arg(m_live->backend->workers())
                                                           : warning);
    Q_EMIT runningChanged();
    Q_EMIT canRunChanged();
    Q_EMIT runStarted();

    m_live->thread = std::jthread([this, recorded, stop = m_live->stop.get_token()] {
        const engine::RunResult result = recorded->run(stop);
        QStringList problems;
        recorded->finish(result, &problems);
        QMetaObject::invokeMethod(
            this, [this, result, problems] { finished(result, problems); }, Qt::QueuedConnection);
    });
    return true;
}

void RunController::feed(bool last)
{
    if (!m_live)
        return;
    m_live->feed.take(m_incoming);
    if (!m_incoming.empty()) {
        std::sort(m_incoming.begin(), m_incoming.end(), earlier);
        const auto middle =
            m_heldBack.insert(m_heldBack.end(), m_incoming.begin(), m_incoming.end());
        std::inplace_merge(m_heldBack.begin(), middle, m_heldBack.end(), earlier);
    }
    const qint64 now = engine::Event::now();
    const qint64 edge = last ? std::numeric_limits<qint64>::max() : now - kHoldBackNs;
    const auto end = std::upper_bound(m_heldBack.begin(), m_heldBack.end(), edge,
                                      [](qint64 ns, const engine::Event &e) { return ns < e.ns; });
    if (end != m_heldBack.begin()) {
        // An event later than the hold-back (a pump that stalled) is shown at the time of the
        // last event shown, so that no call goes back in time.
        for (auto it = m_heldBack.begin(); it != end; ++it)
            it->ns = std::max(it->ns, m_deliveredNs);
        const std::span<const engine::Event> events(&*m_heldBack.begin(),
                                                    std::size_t(end - m_heldBack.begin()));
        m_deliveredNs = events.back().ns;
        m_progress.apply(events);
        m_monitor->appendEvents(events);
        feedErrors(events);
        m_heldBack.erase(m_heldBack.begin(), end);
    } else if (!m_failedAt.isEmpty()) {
        feedErrors({});
    }
    if (last || ++m_ticks % kTicksPerMetric == 0)
        sampleMetrics(now);
    if (last || m_ticks % kTicksPerWorkers == 0)
        sampleWorkers();
    Q_EMIT progressChanged();
}

void RunController::feedErrors(std::span<const engine::Event> events)
{
    for (const engine::Event &event : events) {
        const int node = int(event.node);
        if (event.type == engine::EventType::TaskFailed && !m_errorsSent.contains(node) &&
            !m_failedAt.contains(node))
            m_failedAt.insert(node, event.ns);
    }
    if (m_failedAt.isEmpty())
        return;
    // The runner publishes a failure before the scheduler records its event, so an error is
    // normally there at once; one that is not yet (a map node's message) is asked again.
    std::vector<NodeError> errors;
    for (engine::GraphRunner::NodeFailure &failure : m_live->run->runner().failures()) {
        const int node = int(failure.node);
        const auto at = m_failedAt.constFind(node);
        if (at == m_failedAt.constEnd() || failure.error.isEmpty())
            continue;
        errors.push_back(NodeError{node, *at, std::move(failure.error)});
        m_failedAt.erase(at);
        m_errorsSent.insert(node);
    }
    std::sort(errors.begin(), errors.end(),
              [](const NodeError &a, const NodeError &b) { return a.ns < b.ns; });
    m_monitor->appendErrors(errors);
}

void RunController::sampleMetrics(qint64 now)
{
    MetricSample sample;
    sample.ns = std::max(now, m_deliveredNs);
    sample.bytesHeld = m_progress.bytesHeld();
    sample.shmBytes = store::ProcessProbe::sharedMemoryBytes();
    sample.rssBytes = store::ProcessProbe::residentBytes();
    sample.workersRssBytes = store::ProcessProbe::childrenResidentBytes();
    sample.cpuNs = store::ProcessProbe::cpuNs();
    sample.running = int(m_progress.running());
    sample.ready = int(m_progress.ready());
    m_monitor->appendMetrics({&sample, 1});
}

void RunController::sampleWorkers()
{
    // The same probe the run store samples with, so the live panel and a replay agree.
    const std::vector<store::WorkerRecord> records = store::WorkerProbe::sample(*m_live->backend);
    std::vector<WorkerSample> samples;
    samples.reserve(records.size());
    const qint64 now = std::max(engine::Event::now(), m_deliveredNs);
    for (const store::WorkerRecord &record : records)
        samples.push_back(WorkerSample::fromRecord(record, now));
    m_monitor->appendWorkers(samples);
}

void RunController::finished(const engine::RunResult &result, const QStringList &problems)
{
    if (!m_live)
        return;
    feed(true);
    m_timer.stop();
    m_lastElapsedMs = m_clock.elapsed();
    m_lastRunId = m_live->run->runId();
    QObject::disconnect(m_live->targets);
    m_live->thread.join();
    m_live.reset();
    m_monitor->endRun(endingOf(result));

    const QString ended = engine::runStatusName(result.status);
    QString message;
    if (result.status == engine::RunStatus::Succeeded) {
        message = tr("Run succeeded: %1 nodes in %2 s")
                      .arg(result.nodes.size())
                      .arg(double(result.wallNs) / 1e9, 0, 'f', 2);
    } else if (result.status == engine::RunStatus::Cancelled) {
        message = tr("Run cancelled");
    } else {
        message = tr("Run failed");
        for (const engine::NodeResult &node : result.nodes) {
            if (node.state == engine::TaskState::Failed) {
                message = tr("Run failed: node '%1': %2")
                              .arg(node.id.toString(), node.error.section(u'\n', 0, 0));
                break;
            }
        }
    }
    if (!problems.isEmpty())
        message += QStringLiteral(" (%1)").arg(problems.join(QStringLiteral("; ")));
    setStatus(ended, message);
    updateCanResume();
    Q_EMIT runningChanged();
    Q_EMIT canRunChanged();
    Q_EMIT progressChanged();
    Q_EMIT runFinished(ended);
}

void RunController::projectChanged()
{
    const engine::ProjectSettings &settings = m_project->project().settings;
    setBackend(settings.backend.isEmpty() ? QStringLiteral("threads") : settings.backend);
    const int jobs = settings.jobs != 0 ? settings.jobs : -1;
    setWorkers(
        engine::BackendFactory::resolveWorkers(jobs, QThread::idealThreadCount()).value_or(1));
    Q_EMIT canRunChanged();
    updateCanResume();
}

void RunController::updateCanResume()
{
    const bool can = m_project->hasFile() &&
                     store::RunResume::hasResumableRun(
                         storePath(), QFileInfo(m_project->filePath()).absoluteFilePath());
    if (can == m_canResume)
        return;
    m_canResume = can;
    Q_EMIT canResumeChanged();
}

void RunController::setStatus(const QString &status, const QString &message)
{
    m_status = status;
    m_message = message;
    Q_EMIT statusChanged();
}

} // namespace weft::app
