#include "RunProgressModel.h"

#include <algorithm>

namespace weft::app {

using engine::EventType;
using engine::PhaseChange;
using engine::TaskPhase;

RunProgressModel::RunProgressModel(QObject *parent)
    : QAbstractListModel(parent)
{}

void RunProgressModel::beginRun(const RunOutline &outline)
{
    const int oldCount = count();
    beginResetModel();
    m_outline = outline;
    Node waiting;
    waiting.state = QStringLiteral("waiting");
    m_nodes.assign(std::size_t(outline.nodes.size()), waiting);
    m_phases.reset();
    m_work = engine::WorkProgress(outline.nodes.size());
    m_spawnedCount = 0;
    m_hasJobs = false;
    m_recent.clear();
    m_recentTasks = m_recentUnits = 0;
    m_status = outline.nodes.isEmpty() ? QString() : QStringLiteral("running");
    m_planTasks = int(outline.nodes.size());
    m_failed = 0;
    m_startNs = m_latestNs = outline.originNs;
    m_endNs = -1;
    m_firstChanged = m_lastChanged = -1;
    endResetModel();
    if (oldCount != count())
        Q_EMIT countChanged();
    Q_EMIT progressChanged();
}

void RunProgressModel::touch(quint32 node)
{
    if (node >= m_nodes.size())
        return;
    m_firstChanged = m_firstChanged < 0 ? int(node) : std::min(m_firstChanged, int(node));
    m_lastChanged = std::max(m_lastChanged, int(node));
}

void RunProgressModel::finishTask(const engine::Event &event, PhaseChange change, const char *state)
{
    if (!change.ended())
        return;
    if (engine::hasJob(change.from))
        applyJob(event, change);
    m_recent.push_back({event.ns, 1, 0});
    ++m_recentTasks;
    if (event.node >= m_nodes.size())
        return;
    Node &node = m_nodes[event.node];
    ++node.tasksDone;
    if (event.task < quint32(m_planTasks))
        node.state = QString::fromLatin1(state);
    touch(event.node);
}

void RunProgressModel::apply(const engine::Event &event)
{
    m_latestNs = std::max(m_latestNs, event.ns);
    const bool planTask = event.task < quint32(m_planTasks);
    const PhaseChange change = m_phases.apply(event);
    if (const qint64 units = m_work.apply(event, change); units > 0) {
        m_recent.push_back({event.ns, 0, units});
        m_recentUnits += units;
    }
    // A batch a map node spawned is a task the plan did not count: the total grows with it.
    if (!planTask && change.firstSeen()) {
        ++m_spawnedCount;
        if (event.node < m_nodes.size()) {
            ++m_nodes[event.node].tasksTotal;
            touch(event.node);
        }
    }
    switch (event.type) {
    case EventType::RunStarted:
        m_startNs = event.ns;
        break;
    case EventType::TaskQueued:
        if (planTask && change.changed() && event.node < m_nodes.size()) {
            m_nodes[event.node].state = QStringLiteral("ready");
            touch(event.node);
        }
        break;
    case EventType::TaskStarted:
        if (planTask && change.changed() && event.node < m_nodes.size()) {
            m_nodes[event.node].state = QStringLiteral("running");
            touch(event.node);
        }
        break;
    case EventType::TaskSucceeded:
        finishTask(event, change, "succeeded");
        break;
    case EventType::TaskFailed:
        if (change.ended())
            ++m_failed;
        finishTask(event, change, "failed");
        break;
    case EventType::TaskCancelled:
        finishTask(event, change, "cancelled");
        break;
    case EventType::TaskSkipped:
        finishTask(event, change, "skipped");
        break;
    case EventType::MapItems:
        touch(event.node);
        break;
    case EventType::BatchFinished:
        if (event.node < m_nodes.size()) {
            m_nodes[event.node].items += event.value;
            touch(event.node);
        }
        break;
    case EventType::RunFinished:
        m_endNs = event.ns;
        break;
    case EventType::JobSubmitted:
    case EventType::JobStarted:
        m_hasJobs = true;
        applyJob(event, change);
        break;
    default:
        break;
    }
}

void RunProgressModel::applyJob(const engine::Event &event, PhaseChange change)
{
    // While its job waits in the queue the task is queued, not running; a job submitted again
    // (after a preemption or for a retry) waits again.
    if (event.node >= m_nodes.size())
        return;
    Node &node = m_nodes[event.node];
    node.jobsWaiting += change.delta(TaskPhase::JobWaiting);
    node.jobsRunning += change.delta(TaskPhase::JobRunning);
    showJobState(event.node);
}

void RunProgressModel::showJobState(quint32 index)
{
    if (index >= m_nodes.size())
        return;
    Node &node = m_nodes[index];
    // Only while the node goes (its own task's end sets its final state): "ready" while its
    // jobs wait in the queue and none runs, as a plain node's one job or a map node's batches.
    if (node.state != u"running" && node.state != u"ready")
        return;
    const bool queued = node.jobsWaiting > 0 && node.jobsRunning == 0;
    node.state = queued ? QStringLiteral("ready") : QStringLiteral("running");
    touch(index);
}

void RunProgressModel::appendEvents(std::span<const engine::Event> events)
{
    for (const engine::Event &event : events)
        apply(event);
    while (!m_recent.empty() && m_recent.front().ns < m_latestNs - kWindowNs) {
        m_recentTasks -= m_recent.front().tasks;
        m_recentUnits -= m_recent.front().units;
        m_recent.pop_front();
    }
    if (m_firstChanged >= 0)
        Q_EMIT dataChanged(index(m_firstChanged), index(m_lastChanged));
    m_firstChanged = m_lastChanged = -1;
    Q_EMIT progressChanged();
}

void RunProgressModel::appendMetrics(std::span<const MetricSample> samples)
{
    // Metrics arrive about every 100 ms while a run goes: they keep the elapsed time moving
    // while no task ends.
    const qint64 before = m_latestNs;
    for (const MetricSample &sample : samples)
        m_latestNs = std::max(m_latestNs, sample.ns);
    if (m_latestNs != before && !isFinished())
        Q_EMIT progressChanged();
}

void RunProgressModel::endRun(const RunEnding &ending)
{
    if (m_endNs < 0)
        m_endNs = m_latestNs;
    m_status = ending.status;
    // The final states of nodes whose last event the monitor did not see (a replay of a run
    // that was killed, for instance).
    for (int i = 0; i < m_outline.nodes.size(); ++i) {
        const QString state = ending.states.value(m_outline.nodes.at(i).id);
        if (!state.isEmpty() && state != m_nodes[std::size_t(i)].state) {
            m_nodes[std::size_t(i)].state = state;
            touch(quint32(i));
        }
    }
    if (m_firstChanged >= 0)
        Q_EMIT dataChanged(index(m_firstChanged), index(m_lastChanged));
    m_firstChanged = m_lastChanged = -1;
    Q_EMIT progressChanged();
}

double RunProgressModel::fraction() const
{
    return isFinished() && m_status == u"succeeded" ? 1.0 : m_work.fraction();
}

double RunProgressModel::tasksPerSecond() const
{
    const qint64 now = isFinished() ? m_endNs : m_latestNs;
    if (isFinished()) {
        // The run's average once it is over: the recent window says little about a whole run.
        const qint64 span = now - m_startNs;
        return span > 0 ? double(tasksDone()) * 1e9 / double(span) : 0.0;
    }
    const qint64 span = std::min(kWindowNs, now - m_startNs);
    return span > 0 ? double(m_recentTasks) * 1e9 / double(span) : 0.0;
}

double RunProgressModel::elapsedSeconds() const
{
    const qint64 now = isFinished() ? m_endNs : m_latestNs;
    return double(std::max<qint64>(0, now - m_startNs)) / 1e9;
}

double RunProgressModel::remainingSeconds() const
{
    if (isFinished())
        return 0;
    const qint64 span = std::min(kWindowNs, m_latestNs - m_startNs);
    if (span <= 0 || m_recentUnits <= 0)
        return -1;
    const double unitsPerSecond = double(m_recentUnits) * 1e9 / double(span);
    return double(std::max<qint64>(0, m_work.totalUnits() - m_work.doneUnits())) / unitsPerSecond;
}

int RunProgressModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : count();
}

QVariant RunProgressModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Node &node = m_nodes[std::size_t(index.row())];
    const MonitorNode &outline = m_outline.nodes.at(index.row());
    switch (role) {
    case NodeIdRole:
        return outline.id;
    case Qt::DisplayRole:
    case TitleRole:
        return outline.title;
    case StateRole:
        return node.state;
    case TasksDoneRole:
        return node.tasksDone;
    case TasksTotalRole:
        return node.tasksTotal;
    case ItemsRole:
        return node.items;
    case MapRole:
        return outline.map;
    case ItemsTotalRole:
        return m_work.itemsTotal(quint32(index.row()));
    case FractionRole:
        return m_work.fraction(quint32(index.row()));
    default:
        return {};
    }
}

QHash<int, QByteArray> RunProgressModel::roleNames() const
{
    return {
        {NodeIdRole, "nodeId"},
        {TitleRole, "title"},
        {StateRole, "nodeState"},
        {TasksDoneRole, "tasksDone"},
        {TasksTotalRole, "tasksTotal"},
        {ItemsRole, "items"},
        {MapRole, "map"},
        {ItemsTotalRole, "itemsTotal"},
        {FractionRole, "fraction"},
    };
}

} // namespace weft::app
