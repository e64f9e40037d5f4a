#include "FreshnessPlanner.h"

#include "RunController.h"
#include "document/ProjectController.h"
#include "exec/TextFormat.h"
#include "models/NodeListModel.h"
#include "ops/OperatorRegistry.h"
#include "project/NodeTitle.h"
#include "project/Project.h"
#include "run/Setup.h"

#include <QFileInfo>

namespace weft::app {

namespace {

using namespace Qt::StringLiterals;
using State = NodeFreshness::State;

/// What computing a node took, as the card says it: "1.2 s".
QString took(qint64 ms)
{
    return engine::TextFormat::duration(ms * 1'000'000);
}

} // namespace

FreshnessPlanner::FreshnessPlanner(ProjectController *project, RunController *runs, QObject *parent)
    : QObject(parent)
    , m_project(project)
    , m_runs(runs)
{
    m_delay.setSingleShot(true);
    m_delay.setInterval(kDelayMs);
    connect(&m_delay, &QTimer::timeout, this, &FreshnessPlanner::start);
    connect(m_project, &ProjectController::graphChanged, this, &FreshnessPlanner::schedule);
    connect(m_project, &ProjectController::projectReplaced, this, &FreshnessPlanner::schedule);
    connect(m_project, &ProjectController::filePathChanged, this, &FreshnessPlanner::schedule);
    connect(m_runs, &RunController::runStarted, this, &FreshnessPlanner::clear);
    connect(m_runs, &RunController::runFinished, this, &FreshnessPlanner::start);
    schedule();
}

FreshnessPlanner::~FreshnessPlanner()
{
    // A plan being made ends on its own (it reads a few small files); its delivery, queued to
    // this object, is dropped with it.
    m_worker = {};
}

void FreshnessPlanner::schedule()
{
    m_delay.start();
}

void FreshnessPlanner::clear()
{
    m_delay.stop();
    ++m_generation; // a plan under way describes the project before the run
    m_project->nodes()->setFreshness({});
    Q_EMIT marksChanged();
}

void FreshnessPlanner::start()
{
    m_delay.stop();
    if (m_runs->isRunning())
        return; // the run's end plans again
    if (!m_project->hasFile()) {
        clear();
        return;
    }
    if (m_worker.joinable()) {
        m_again = true;
        return;
    }
    const quint64 generation = ++m_generation;
    m_worker = std::jthread([this, generation, project = m_project->project(),
                             file = QFileInfo(m_project->filePath()).absoluteFilePath()] {
        const QHash<engine::NodeId, NodeFreshness> found = marks(project, file);
        QMetaObject::invokeMethod(
            this, [this, generation, found] { delivered(generation, found); },
            Qt::QueuedConnection);
    });
}

void FreshnessPlanner::delivered(quint64 generation,
                                 const QHash<engine::NodeId, NodeFreshness> &marks)
{
    m_worker = {}; // it has handed over its marks: joins at once
    if (generation == m_generation && !m_runs->isRunning() && m_project->hasFile()) {
        m_project->nodes()->setFreshness(marks);
        Q_EMIT marksChanged();
    }
    if (std::exchange(m_again, false))
        start();
}

QHash<engine::NodeId, NodeFreshness> FreshnessPlanner::marks(const engine::Project &project,
                                                             const QString &projectFile)
{
    run::Setup::Options options;
    options.incremental = true;
    options.verifyCache = false;
    engine::Graph graph;
    QString error;
    const std::optional<run::CachePlan> plan =
        run::Setup::planCache(project, projectFile, options, &graph, nullptr, &error);
    QHash<engine::NodeId, NodeFreshness> result;
    if (!plan)
        return result;
    for (size_t i = 0; i < plan->nodes().size(); ++i)
        result.insert(plan->nodes()[i].id, markOf(project, *plan, i));
    return result;
}

NodeFreshness FreshnessPlanner::markOf(const engine::Project &project, const run::CachePlan &plan,
                                       size_t index)
{
    const run::CachePlan::Node &node = plan.nodes()[index];
    NodeFreshness mark;
    if (node.frozen && node.cached()) {
        mark.state = State::Current;
        mark.savedMs = node.use.hit->computeMs;
        mark.key = node.use.key;
        mark.reason = tr("Frozen: it keeps the result it had when it was frozen, and edits "
                         "above it do not make it or the nodes below it run until it is "
                         "unfrozen.");
        return mark;
    }
    if (node.cached()) {
        mark.state = State::Current;
        mark.savedMs = node.use.hit->computeMs;
        mark.key = node.use.key;
        mark.reason = mark.savedMs > 0
                          ? tr("Up to date: a run takes its result from the cache (computing it "
                               "took %1).")
                                .arg(took(mark.savedMs))
                          : tr("Up to date: a run takes its result from the cache.");
        return mark;
    }
    mark.state = State::Stale;
    const QString &detail = node.detail;
    if (node.reason == u"params_changed") {
        mark.reason = tr("Stale: its parameter '%1' changed since it last ran.").arg(detail);
    } else if (node.reason == u"input_changed") {
        mark.reason =
            tr("Stale: its input '%1' is connected to another node since it last ran.").arg(detail);
    } else if (node.reason == u"upstream_changed" && detail.isEmpty()) {
        mark.reason = tr("Stale: a node above it changed since it last ran.");
    } else if (node.reason == u"upstream_changed") {
        mark.reason = tr("Stale: '%1' above it changed since it last ran.")
                          .arg(engine::nodeTitle(project.graph, engine::NodeId(detail),
                                                 engine::OperatorRegistry::builtin()));
    } else if (node.reason == u"file_changed" && !node.sharesFileWith.isEmpty()) {
        mark.reason = tr("Stale: '%1' writes %2 too and runs, so it writes its part again.")
                          .arg(engine::nodeTitle(project.graph, node.sharesFileWith,
                                                 engine::OperatorRegistry::builtin()),
                               detail);
    } else if (node.reason == u"file_changed") {
        mark.reason = tr("Stale: the file %1 changed since it last ran.").arg(detail);
    } else if (node.reason == u"operator_changed") {
        mark.reason = tr("Stale: its operator changed since it last ran.");
    } else if (node.reason == u"evicted") {
        mark.reason = tr("Stale: its cached result was removed to keep the cache within its size.");
    } else if (node.reason == u"not_cacheable") {
        mark.state = State::Uncached;
        mark.reason = tr("Runs every time: its results are not kept in the cache (it or a node "
                         "above it is marked so, or runs a program that declares no output).");
    } else {
        mark.state = State::New;
        mark.reason = tr("Never run with these inputs and parameters.");
    }
    if (node.frozenLost)
        mark.reason = tr("Frozen, but the result it was frozen with is no longer in the cache: "
                         "a run computes it as if it were not frozen. %1")
                          .arg(mark.reason);
    return mark;
}

} // namespace weft::app
