#include "RunController.h"

#include "MonitorHub.h"
#include "document/ProjectController.h"
#include "exec/Backend.h"
#include "ops/OperatorRegistry.h"
#include "project/NodeTitle.h"
#include "project/ProjectValidator.h"
#include "run/RecordedRun.h"
#include "run/RunResume.h"
#include "run/Setup.h"

#include <QCoreApplication>
#include <QDir>
#include <QEventLoop>
#include <QFileInfo>
#include <QLocale>
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

bool earlier(const engine::Event &a, const engine::Event &b)
{
    return a.ns < b.ns;
}

RunEnding endingOf(const engine::RunResult &result)
{
    RunEnding ending;
    ending.status = engine::runStatusName(result.status);
    for (const engine::NodeResult &node : result.nodes) {
        ending.states.insert(node.id.toString(), engine::taskStateName(node.state));
        if (!node.error.isEmpty())
            ending.errors.insert(node.id.toString(), node.error);
        if (!node.outputs.empty())
            ending.outputs.insert(node.id.toString(), node.outputs);
    }
    return ending;
}

} // namespace

/// What exists while a run goes. Declared so that it is destroyed in a safe order: the thread
/// is joined first, then the run (its pump, then its backend's worker processes), the feed.
struct RunController::Live
{
    QString file; ///< the project file it runs
    /// False once another project was opened: the run goes on, recorded in its own project's
    /// store, but the monitor shows the project in front of the user.
    bool shown = true;
    RunFeed feed;
    std::unique_ptr<run::RecordedRun> run;
    std::stop_source stop;
    QMetaObject::Connection targets;
    std::jthread thread;
};

std::optional<engine::MapNodeRun::SoFar> RunController::outputSoFar(const engine::NodeId &node,
                                                                    size_t port) const
{
    if (!m_live || !m_live->shown)
        return std::nullopt;
    return m_live->run->runner().outputSoFar(node, port);
}

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
    return engine::backendKindNames();
}

void RunController::setBackend(const QString &backend)
{
    if (backend == m_backend || !engine::parseBackendKind(backend))
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
    return start({});
}

bool RunController::runTo(const QString &nodeId)
{
    return runNodes({nodeId});
}

bool RunController::runNodes(const QStringList &nodeIds)
{
    if (nodeIds.isEmpty())
        return refuse(tr("Select the nodes to run first."));
    for (const QString &nodeId : nodeIds)
        if (!m_project->project().graph.findNode(engine::NodeId(nodeId)))
            return refuse(tr("There is no node '%1' to run to.").arg(nodeId));
    return start({.resume = false, .fresh = false, .to = nodeIds});
}

bool RunController::runFresh()
{
    return start({.resume = false, .fresh = true, .to = {}});
}

bool RunController::resume()
{
    return start({.resume = true, .fresh = false, .to = {}});
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
    return run::Setup::storePathFor(m_project->filePath(), {}, &m_project->project());
}

bool RunController::refuse(const QString &message)
{
    setStatus(QStringLiteral("refused"), message);
    return false;
}

bool RunController::trustAndRun()
{
    return start(m_afterTrust, true);
}

RunOutline RunController::outlineOf(const std::optional<run::CachePlan> &plan) const
{
    QHash<QString, const engine::ResultCache::Entry *> hits; // node -> the entry it is taken from
    if (plan) {
        for (const run::CachePlan::Node &node : plan->nodes())
            if (node.cached())
                hits.insert(node.id.toString(), &*node.use.hit);
    }
    RunOutline outline =
        RunOutline::from(engine::RunOutline::of(m_live->run->graph(), m_live->run->backend()),
                         m_live->run->runId(), engine::Event::now(), true);
    for (MonitorNode &node : outline.nodes) {
        const auto hit = hits.constFind(node.id);
        if (hit != hits.constEnd()) {
            node.cached = true;
            node.savedMs = (*hit)->computeMs;
            node.outputs = (*hit)->figures;
        }
    }
    return outline;
}

bool RunController::start(const Request &request, bool trust)
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

    if (!trust) {
        if (const auto review = run::Setup::untrusted(project, file)) {
            m_trustItems = review->items();
            m_afterTrust = request;
            setStatus(QStringLiteral("untrusted"),
                      tr("Nothing ran: the project waits for your trust."));
            Q_EMIT trustNeeded();
            return false;
        }
    }
    run::Setup::Options options;
    options.trust = trust;
    options.backend = m_backend;
    options.jobs = m_workers;
    options.resume = request.resume;
    // Every run from the window uses the cache (a resume takes its own plan's outputs), unless
    // asked to run everything fresh.
    options.incremental = !request.resume;
    options.noCache = request.fresh;
    options.to = request.resume ? QStringList() : request.to;
    options.unsaved = m_project->isModified();
    options.origin = QStringLiteral("window");
    QString error;
    std::optional<run::Setup> setup = run::Setup::make(project, file, options, &error);
    if (!setup)
        return refuse(error);
    const std::optional<run::CachePlan> plan = setup->cache;
    QString warning;
    auto live = std::make_unique<Live>();
    live->run = run::RecordedRun::prepare(std::move(*setup), &error, &warning);
    if (!live->run)
        return refuse(error);
    live->run->addObserver(&live->feed);

    live->file = file;
    m_live = std::move(live);
    m_progress.reset();
    m_heldBack.clear();
    m_deliveredNs = 0;
    m_failures.clear();
    m_failedAt.clear();
    m_errorsSent.clear();
    m_monitor->beginRun(outlineOf(plan));
    run::RecordedRun *recorded = m_live->run.get();
    m_live->targets =
        connect(m_monitor, &MonitorHub::batchTargetsRequested, this,
                [recorded](const QString &node, double lower, double upper) {
                    recorded->runner().setBatchTargets(engine::NodeId(node), {lower, upper});
                });
    m_clock.start();
    m_timer.start();
    const engine::Backend &backend = m_live->run->backend();
    setStatus(QStringLiteral("running"),
              warning.isEmpty()
                  ? tr("Running on %1 (%2 workers)").arg(backend.name()).arg(backend.processes())
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
    std::vector<engine::Event> &incoming = m_incoming.events;
    if (!incoming.empty()) {
        std::sort(incoming.begin(), incoming.end(), earlier);
        const auto middle = m_heldBack.insert(m_heldBack.end(), incoming.begin(), incoming.end());
        std::inplace_merge(m_heldBack.begin(), middle, m_heldBack.end(), earlier);
    }
    for (engine::NodeFailure &failure : m_incoming.failures)
        m_failures.insert(int(failure.node), std::move(failure.error));
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
        if (m_live->shown) {
            m_monitor->appendEvents(events);
            feedErrors(events);
            feedFigures(events);
        }
        m_heldBack.erase(m_heldBack.begin(), end);
    } else if (!m_failedAt.isEmpty() && m_live->shown) {
        feedErrors({});
    }
    if (m_live->shown)
        feedSamples();
    Q_EMIT progressChanged();
}

void RunController::feedFigures(std::span<const engine::Event> events)
{
    const QList<MonitorNode> &nodes = m_monitor->outline().nodes;
    QHash<QString, engine::NodeFigures> figures;
    for (const engine::Event &event : events) {
        // A node's own task has its index; its map batches come after the plan's nodes.
        if (event.type != engine::EventType::TaskSucceeded || event.task >= quint32(nodes.size()))
            continue;
        engine::NodeFigures outputs = m_live->run->runner().figures(event.task);
        if (!outputs.empty())
            figures.insert(nodes.at(int(event.task)).id, std::move(outputs));
    }
    m_monitor->appendFigures(figures);
}

void RunController::feedErrors(std::span<const engine::Event> events)
{
    for (const engine::Event &event : events) {
        const int node = int(event.node);
        if (event.type == engine::EventType::TaskFailed && !m_errorsSent.contains(node) &&
            !m_failedAt.contains(node))
            m_failedAt.insert(node, event.ns);
    }
    // The pump hands a failure on after its failed event, so an error is normally there when
    // its event is shown; one whose event came in the same delivery waits for its failure.
    std::vector<NodeError> errors;
    for (auto at = m_failedAt.begin(); at != m_failedAt.end();) {
        const auto failure = m_failures.constFind(at.key());
        if (failure == m_failures.constEnd() || failure->isEmpty()) {
            ++at;
            continue;
        }
        errors.push_back(NodeError{at.key(), at.value(), *failure});
        m_errorsSent.insert(at.key());
        at = m_failedAt.erase(at);
    }
    std::sort(errors.begin(), errors.end(),
              [](const NodeError &a, const NodeError &b) { return a.ns < b.ns; });
    m_monitor->appendErrors(errors);
}

void RunController::feedSamples()
{
    // The run's one sampler took them, on the pump's thread: the store keeps the same.
    if (!m_incoming.metrics.empty()) {
        for (MetricSample &sample : m_incoming.metrics)
            sample.ns = std::max(sample.ns, m_deliveredNs);
        m_monitor->appendMetrics(m_incoming.metrics);
    }
    if (!m_incoming.workers.empty()) {
        std::vector<WorkerSample> samples;
        samples.reserve(m_incoming.workers.size());
        for (const engine::WorkerSample &record : m_incoming.workers)
            samples.push_back(WorkerSample::fromRecord(record, std::max(record.ns, m_deliveredNs)));
        m_monitor->appendWorkers(samples);
    }
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
    const bool shown = m_live->shown;
    const QString file = m_live->file;
    m_live.reset();
    if (shown)
        m_monitor->endRun(endingOf(result));

    const QString ended = engine::runStatusName(result.status);
    QString message;
    const auto hits =
        std::count_if(result.nodes.begin(), result.nodes.end(),
                      [](const engine::NodeResult &node) { return node.cache == u"hit"; });
    if (result.status == engine::RunStatus::Succeeded && hits > 0) {
        //: "Run succeeded: 20 nodes in 0.40 s, 17 of them from the cache"
        message = tr("Run succeeded: %1 nodes in %2 s, %3 of them from the cache")
                      .arg(result.nodes.size())
                      .arg(QLocale().toString(double(result.wallNs) / 1e9, 'f', 2))
                      .arg(hits);
    } else if (result.status == engine::RunStatus::Succeeded) {
        message = tr("Run succeeded: %1 nodes in %2 s")
                      .arg(result.nodes.size())
                      .arg(QLocale().toString(double(result.wallNs) / 1e9, 'f', 2));
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
    if (shown) {
        setStatus(ended, message);
    } else {
        // Another project is in front: its toolbar and status bar say nothing of this run but
        // that it ended, and where to find it.
        m_progress.reset();
        m_lastElapsedMs = 0;
        //: After another project was opened while a run went: "The run of a.weft ended: Run
        //: succeeded: 3 nodes in 1.20 s".
        setStatus(QString(),
                  tr("The run of %1 ended: %2").arg(QFileInfo(file).fileName(), message));
    }
    updateCanResume();
    Q_EMIT runningChanged();
    Q_EMIT canRunChanged();
    Q_EMIT progressChanged();
    Q_EMIT runFinished(ended);
}

void RunController::projectChanged()
{
    // Another project in front: the toolbar and the status bar no longer speak of the previous
    // project's run. One still going keeps going (and can be cancelled), off the monitor.
    const QString file =
        m_project->hasFile() ? QFileInfo(m_project->filePath()).absoluteFilePath() : QString();
    if (m_live && m_live->shown && m_live->file != file) {
        m_live->shown = false;
        m_monitor->clear();
        //: A run of another project goes on after a project was opened: "Running a.weft in
        //: the background".
        setStatus(QStringLiteral("running"),
                  tr("Running %1 in the background").arg(QFileInfo(m_live->file).fileName()));
    } else if (!m_live && file != m_statusFile) {
        // The previous project's last run, ended, leaves the monitor with it (the history
        // shows the new project's own newest run instead).
        if (m_monitor->isLive())
            m_monitor->clear();
        m_progress.reset();
        m_lastElapsedMs = 0;
        setStatus(QString(), QString());
        Q_EMIT progressChanged();
    }
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
                     run::RunResume::hasResumableRun(
                         storePath(), QFileInfo(m_project->filePath()).absoluteFilePath());
    if (can == m_canResume)
        return;
    m_canResume = can;
    Q_EMIT canResumeChanged();
}

void RunController::setStatus(const QString &status, const QString &message)
{
    m_statusFile =
        m_project->hasFile() ? QFileInfo(m_project->filePath()).absoluteFilePath() : QString();
    m_status = status;
    m_message = message;
    Q_EMIT statusChanged();
}

} // namespace weft::app
