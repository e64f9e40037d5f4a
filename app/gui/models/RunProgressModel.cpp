#include "RunProgressModel.h"

#include <algorithm>

namespace weft::app {

using engine::EventType;

namespace {

/// Bits of RunProgressModel::m_taskFlags.
constexpr quint8 kSpawned = 1;    ///< a batch task counted in the total
constexpr quint8 kStarted = 2;    ///< started and not yet ended
constexpr quint8 kJobWaiting = 4; ///< its Slurm job waits in the cluster's queue
constexpr quint8 kJobRunning = 8; ///< its Slurm job runs

} // namespace

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
    m_taskFlags.clear();
    m_spawnedCount = 0;
    m_recent.clear();
    m_status = outline.nodes.isEmpty() ? QString() : QStringLiteral("running");
    m_planTasks = int(outline.nodes.size());
    m_done = m_failed = m_running = 0;
    m_queued = 0;
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

quint8 &RunProgressModel::flagsOf(quint32 task)
{
    if (task >= m_taskFlags.size())
        m_taskFlags.resize(std::max<std::size_t>(std::size_t(task) + 1, m_taskFlags.size() * 2), 0);
    return m_taskFlags[task];
}

void RunProgressModel::finishTask(const engine::Event &event, const char *state)
{
    quint8 &flags = flagsOf(event.task);
    if (flags & kStarted) {
        flags &= quint8(~kStarted);
        --m_running;
    }
    if (flags & (kJobWaiting | kJobRunning))
        endJob(event);
    ++m_done;
    m_recent.push_back(event.ns);
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
    // A batch a map node spawned is a task the plan did not count: the total grows with it.
    if (!planTask && event.type >= EventType::TaskQueued && event.type <= EventType::TaskSkipped &&
        !(flagsOf(event.task) & kSpawned)) {
        flagsOf(event.task) |= kSpawned;
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
        if (planTask && event.node < m_nodes.size()) {
            m_nodes[event.node].state = QStringLiteral("ready");
            touch(event.node);
        }
        break;
    case EventType::TaskStarted:
        if (!(flagsOf(event.task) & kStarted)) {
            flagsOf(event.task) |= kStarted;
            ++m_running;
        }
        if (planTask && event.node < m_nodes.size()) {
            m_nodes[event.node].state = QStringLiteral("running");
            touch(event.node);
        }
        break;
    case EventType::TaskSucceeded:
        finishTask(event, "succeeded");
        break;
    case EventType::TaskFailed:
        ++m_failed;
        finishTask(event, "failed");
        break;
    case EventType::TaskCancelled:
        finishTask(event, "cancelled");
        break;
    case EventType::TaskSkipped:
        finishTask(event, "skipped");
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
        applyJob(event);
        break;
    default:
        break;
    }
}

void RunProgressModel::applyJob(const engine::Event &event)
{
    quint8 &flags = flagsOf(event.task);
    const bool waits = event.type == EventType::JobSubmitted;
    // While its job waits in the queue the task is queued, not running; a job submitted again
    // (after a preemption or for a retry) waits again.
    if (waits == bool(flags & kStarted)) {
        flags ^= kStarted;
        m_running += waits ? -1 : 1;
    }
    if (waits != bool(flags & kJobWaiting)) {
        flags ^= kJobWaiting;
        m_queued += waits ? 1 : -1;
        if (event.node < m_nodes.size())
            m_nodes[event.node].jobsWaiting += waits ? 1 : -1;
    }
    if (waits == bool(flags & kJobRunning)) {
        flags ^= kJobRunning;
        if (event.node < m_nodes.size())
            m_nodes[event.node].jobsRunning += waits ? -1 : 1;
    }
    showJobState(event.node);
}

void RunProgressModel::endJob(const engine::Event &event)
{
    quint8 &flags = flagsOf(event.task);
    Node *node = event.node < m_nodes.size() ? &m_nodes[event.node] : nullptr;
    if (flags & kJobWaiting) {
        --m_queued;
        if (node)
            --node->jobsWaiting;
    }
    if ((flags & kJobRunning) && node)
        --node->jobsRunning;
    flags &= quint8(~(kJobWaiting | kJobRunning));
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
    while (!m_recent.empty() && m_recent.front() < m_latestNs - kWindowNs)
        m_recent.pop_front();
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
    const int total = tasksTotal();
    return total > 0 ? std::min(1.0, double(m_done) / double(total)) : 0.0;
}

double RunProgressModel::tasksPerSecond() const
{
    const qint64 now = isFinished() ? m_endNs : m_latestNs;
    if (isFinished()) {
        // The run's average once it is over: the recent window says little about a whole run.
        const qint64 span = now - m_startNs;
        return span > 0 ? double(m_done) * 1e9 / double(span) : 0.0;
    }
    const qint64 span = std::min(kWindowNs, now - m_startNs);
    return span > 0 ? double(m_recent.size()) * 1e9 / double(span) : 0.0;
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
    const double rate = tasksPerSecond();
    if (rate <= 0)
        return -1;
    return double(std::max(0, tasksTotal() - m_done)) / rate;
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
        return outline.title.isEmpty() ? outline.id : outline.title;
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
    };
}

} // namespace weft::app
