#include "NodeRunStateModel.h"

#include "CriticalPath.h"
#include "exec/TextFormat.h"

#include <algorithm>
#include <optional>

using namespace Qt::StringLiterals;

namespace weft::app {

namespace {

using engine::EventType;
using engine::PhaseChange;
using engine::TaskPhase;
using engine::TaskState;

/// The state a RunEnding names, or std::nullopt for a name this model does not know.
std::optional<TaskState> stateNamed(const QString &name)
{
    for (const TaskState state :
         {TaskState::Waiting, TaskState::Ready, TaskState::Running, TaskState::Succeeded,
          TaskState::Failed, TaskState::Cancelled, TaskState::Skipped}) {
        if (engine::taskStateName(state) == name)
            return state;
    }
    return std::nullopt;
}

} // namespace

double NodeRunStateModel::Status::progress() const
{
    if (state == TaskState::Succeeded)
        return 1;
    return tasksTotal > 0 ? std::clamp(double(tasksDone) / tasksTotal, 0.0, 1.0) : 0;
}

QString NodeRunStateModel::Status::figuresText() const
{
    if (outputs.empty())
        return {};
    QString count;
    qint64 outputBytes = 0;
    for (const engine::OutputFigures &output : outputs) {
        if (count.isEmpty())
            count = output.countText();
        outputBytes += output.bytes;
    }
    QStringList parts;
    if (!cached && startNs >= 0 && finishNs >= startNs)
        parts << engine::TextFormat::duration(finishNs - startNs);
    if (!count.isEmpty())
        parts << count;
    parts << engine::TextFormat::bytes(outputBytes);
    return parts.join(u" · "_s);
}

QString NodeRunStateModel::Status::countText(int port) const
{
    return port >= 0 && port < int(outputs.size()) ? outputs[size_t(port)].countText() : QString();
}

NodeRunStateModel::NodeRunStateModel(QObject *parent)
    : QAbstractListModel(parent)
{}

void NodeRunStateModel::beginRun(const RunOutline &outline)
{
    beginResetModel();
    m_outline = outline;
    m_rows.assign(size_t(outline.nodes.size()), Status{});
    m_rowById.clear();
    for (int row = 0; row < outline.nodes.size(); ++row) {
        m_rowById.insert(outline.nodes.at(row).id, row);
        m_rows[size_t(row)].map = outline.nodes.at(row).map;
        m_rows[size_t(row)].cached = outline.nodes.at(row).cached;
        m_rows[size_t(row)].savedMs = outline.nodes.at(row).savedMs;
        m_rows[size_t(row)].outputs = outline.nodes.at(row).outputs;
    }
    m_criticalPath.clear();
    m_criticalEdges.clear();
    m_finished = false;
    m_phases.reset();
    endResetModel();
    Q_EMIT runChanged();
}

void NodeRunStateModel::apply(const engine::Event &event, Status &status)
{
    // The node's own task has the node's index; its map batches are numbered after the plan.
    const bool own = event.task < quint32(m_rows.size());
    const PhaseChange change = m_phases.apply(event);
    switch (event.type) {
    case EventType::TaskQueued:
        if (!own)
            ++status.tasksTotal;
        else if (status.state == TaskState::Waiting)
            status.state = TaskState::Ready;
        break;
    case EventType::TaskStarted:
        if (own && status.startNs < 0)
            status.startNs = event.ns;
        if (status.state == TaskState::Waiting || status.state == TaskState::Ready)
            status.state = TaskState::Running;
        break;
    case EventType::TaskSucceeded:
    case EventType::TaskFailed:
    case EventType::TaskCancelled:
        if (!change.ended())
            break;
        if (engine::hasJob(change.from))
            applyJob(change, status);
        ++status.tasksDone;
        if (own) {
            status.state = event.type == EventType::TaskSucceeded ? TaskState::Succeeded
                           : event.type == EventType::TaskFailed  ? TaskState::Failed
                                                                  : TaskState::Cancelled;
            if (status.state != TaskState::Cancelled)
                status.finishNs = event.ns;
        }
        break;
    case EventType::TaskSkipped:
        if (own && change.ended())
            status.state = TaskState::Skipped;
        break;
    case EventType::DatasetHeld:
        status.bytes += event.value;
        status.held = true;
        break;
    case EventType::DatasetReleased:
        status.released = true;
        break;
    case EventType::BatchFinished:
        status.items += event.value;
        status.batchSize = event.value;
        break;
    case EventType::JobSubmitted:
    case EventType::JobStarted:
        applyJob(change, status);
        break;
    case EventType::RunStarted:
    case EventType::RunFinished:
    case EventType::MapItems: // the canvas counts a map node's batches; the dashboard its items
        break;
    }
}

void NodeRunStateModel::applyJob(PhaseChange change, Status &status)
{
    status.jobsWaiting += change.delta(TaskPhase::JobWaiting);
    status.jobsRunning += change.delta(TaskPhase::JobRunning);
    // Only while the node goes: its own task's end sets its final state.
    if (status.state == TaskState::Running || status.state == TaskState::Ready)
        status.state = status.jobsWaiting > 0 && status.jobsRunning == 0 ? TaskState::Ready
                                                                         : TaskState::Running;
}

void NodeRunStateModel::appendEvents(std::span<const engine::Event> events)
{
    int first = int(m_rows.size());
    int last = -1;
    for (const engine::Event &event : events) {
        if (event.type == EventType::RunStarted || event.type == EventType::RunFinished ||
            event.node >= quint32(m_rows.size()))
            continue;
        const int row = int(event.node);
        apply(event, m_rows[size_t(row)]);
        first = std::min(first, row);
        last = std::max(last, row);
    }
    // One announcement per batch of events, however many there were.
    if (last >= first)
        Q_EMIT dataChanged(index(first), index(last));
}

void NodeRunStateModel::appendErrors(std::span<const NodeError> errors)
{
    for (const NodeError &error : errors) {
        if (error.node < 0 || error.node >= int(m_rows.size()) ||
            m_rows[size_t(error.node)].error == error.message)
            continue;
        m_rows[size_t(error.node)].error = error.message;
        Q_EMIT dataChanged(index(error.node), index(error.node), {ErrorRole});
    }
}

void NodeRunStateModel::appendFigures(const QHash<QString, engine::NodeFigures> &figures)
{
    for (auto it = figures.cbegin(); it != figures.cend(); ++it) {
        const int row = rowOf(it.key());
        if (row < 0 || it.value().empty())
            continue;
        m_rows[size_t(row)].outputs = it.value();
        Q_EMIT dataChanged(index(row), index(row), {FiguresRole});
    }
}

void NodeRunStateModel::endRun(const RunEnding &ending)
{
    for (auto it = ending.states.cbegin(); it != ending.states.cend(); ++it) {
        const int row = rowOf(it.key());
        const auto state = stateNamed(it.value());
        if (row >= 0 && state)
            m_rows[size_t(row)].state = *state;
    }
    for (auto it = ending.errors.cbegin(); it != ending.errors.cend(); ++it) {
        const int row = rowOf(it.key());
        if (row >= 0)
            m_rows[size_t(row)].error = it.value();
    }
    for (auto it = ending.outputs.cbegin(); it != ending.outputs.cend(); ++it) {
        const int row = rowOf(it.key());
        if (row >= 0 && !it.value().empty())
            m_rows[size_t(row)].outputs = it.value();
    }
    markCriticalPath();
    m_finished = true;
    if (!m_rows.empty())
        Q_EMIT dataChanged(index(0), index(rowCount() - 1));
    Q_EMIT runChanged();
}

void NodeRunStateModel::markCriticalPath()
{
    std::vector<qint64> finishNs;
    finishNs.reserve(m_rows.size());
    for (const Status &status : m_rows)
        finishNs.push_back(status.finishNs);
    m_criticalPath = CriticalPath::compute(finishNs, m_outline.dependencies);
    m_criticalEdges.clear();
    for (Status &status : m_rows)
        status.critical = false;
    for (qsizetype i = 0; i < m_criticalPath.size(); ++i) {
        m_rows[size_t(m_criticalPath.at(i))].critical = true;
        if (i > 0)
            m_criticalEdges.insert({m_criticalPath.at(i - 1), m_criticalPath.at(i)});
    }
}

const NodeRunStateModel::Status *NodeRunStateModel::status(const QString &nodeId) const
{
    const int row = rowOf(nodeId);
    return row >= 0 ? &m_rows[size_t(row)] : nullptr;
}

bool NodeRunStateModel::isCriticalEdge(const QString &fromNode, const QString &toNode) const
{
    if (m_criticalEdges.isEmpty())
        return false;
    return m_criticalEdges.contains({rowOf(fromNode), rowOf(toNode)});
}

QStringList NodeRunStateModel::criticalPath() const
{
    QStringList ids;
    for (const int row : m_criticalPath)
        ids.append(nodeId(row));
    return ids;
}

QString NodeRunStateModel::nodeId(int row) const
{
    return row >= 0 && row < m_outline.nodes.size() ? m_outline.nodes.at(row).id : QString();
}

int NodeRunStateModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

QVariant NodeRunStateModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Status &status = m_rows[size_t(index.row())];
    switch (role) {
    case Qt::DisplayRole:
    case NodeIdRole:
        return nodeId(index.row());
    case StateRole:
        return engine::taskStateName(status.state);
    case ProgressRole:
        return status.progress();
    case TasksDoneRole:
        return status.tasksDone;
    case TasksTotalRole:
        return status.tasksTotal;
    case ItemsRole:
        return status.items;
    case BatchSizeRole:
        return status.batchSize;
    case MapRole:
        return status.map;
    case BytesRole:
        return status.bytes;
    case ReleasedRole:
        return status.released;
    case ErrorRole:
        return status.error;
    case CriticalRole:
        return status.critical;
    case CachedRole:
        return status.cached;
    case SavedMsRole:
        return status.savedMs;
    case FiguresRole:
        return status.figuresText();
    default:
        return {};
    }
}

QHash<int, QByteArray> NodeRunStateModel::roleNames() const
{
    return {
        {NodeIdRole, "nodeId"_ba},         {StateRole, "state"_ba},
        {ProgressRole, "progress"_ba},     {TasksDoneRole, "tasksDone"_ba},
        {TasksTotalRole, "tasksTotal"_ba}, {ItemsRole, "items"_ba},
        {BatchSizeRole, "batchSize"_ba},   {MapRole, "map"_ba},
        {BytesRole, "bytes"_ba},           {ReleasedRole, "released"_ba},
        {ErrorRole, "error"_ba},           {CriticalRole, "critical"_ba},
        {CachedRole, "cached"_ba},         {SavedMsRole, "savedMs"_ba},
        {FiguresRole, "figures"_ba},
    };
}

} // namespace weft::app
