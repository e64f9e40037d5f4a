#include "WorkerTableModel.h"

#include <algorithm>

namespace weft::app {

using engine::EventType;

WorkerTableModel::WorkerTableModel(QObject *parent)
    : QAbstractListModel(parent)
{}

void WorkerTableModel::beginRun(const RunOutline &outline)
{
    const int oldCount = count();
    const int oldBusy = m_busy;
    beginResetModel();
    m_outline = outline;
    m_rows.clear();
    m_rowOfWorker.clear();
    m_workerOfTask.clear();
    m_latestNs = outline.originNs;
    m_busy = 0;
    m_firstChanged = m_lastChanged = -1;
    // Every worker the run starts is listed from the beginning, idle, so that the table does
    // not grow row by row as the first tasks start.
    if (!outline.nodes.isEmpty()) {
        for (int worker = 0; worker < outline.workers; ++worker) {
            m_rowOfWorker.insert(worker, int(m_rows.size()));
            m_rows.push_back(Row{});
            m_rows.back().worker = worker;
        }
    }
    endResetModel();
    if (oldCount != count())
        Q_EMIT countChanged();
    if (oldBusy != m_busy)
        Q_EMIT busyCountChanged();
}

int WorkerTableModel::rowOf(int worker)
{
    const auto it = m_rowOfWorker.constFind(worker);
    if (it != m_rowOfWorker.constEnd())
        return *it;
    // A worker beyond the outline's count: a replacement process numbered on, for instance.
    const int row = int(m_rows.size());
    beginInsertRows({}, row, row);
    m_rowOfWorker.insert(worker, row);
    m_rows.push_back(Row{});
    m_rows.back().worker = worker;
    endInsertRows();
    Q_EMIT countChanged();
    return row;
}

void WorkerTableModel::touch(int row)
{
    m_firstChanged = m_firstChanged < 0 ? row : std::min(m_firstChanged, row);
    m_lastChanged = std::max(m_lastChanged, row);
}

void WorkerTableModel::flushChanges()
{
    if (m_firstChanged >= 0)
        Q_EMIT dataChanged(index(m_firstChanged), index(m_lastChanged));
    m_firstChanged = m_lastChanged = -1;
}

void WorkerTableModel::setIdle(Row &row, qint64 ns)
{
    if (row.task < 0)
        return;
    row.busyNs += std::max<qint64>(0, ns - row.startedNs);
    ++row.tasksDone;
    row.task = -1;
    --m_busy;
}

void WorkerTableModel::appendEvents(std::span<const engine::Event> events)
{
    const int oldBusy = m_busy;
    for (const engine::Event &event : events) {
        m_latestNs = std::max(m_latestNs, event.ns);
        switch (event.type) {
        case EventType::TaskStarted: {
            const int row = rowOf(event.worker);
            Row &worker = m_rows[std::size_t(row)];
            // A map node's own task stays started while its worker runs the node's batches: the
            // worker shows the newest task it started.
            if (worker.task < 0)
                ++m_busy;
            worker.task = event.task;
            worker.node = event.node;
            worker.startedNs = event.ns;
            m_workerOfTask.insert(event.task, event.worker);
            touch(row);
            break;
        }
        case EventType::TaskSucceeded:
        case EventType::TaskFailed:
        case EventType::TaskCancelled: {
            const auto it = m_workerOfTask.constFind(event.task);
            if (it == m_workerOfTask.constEnd())
                break;
            const int row = m_rowOfWorker.value(*it);
            m_workerOfTask.erase(it);
            Row &worker = m_rows[std::size_t(row)];
            if (worker.task == qint64(event.task)) {
                setIdle(worker, event.ns);
            } else {
                ++worker.tasksDone;
            }
            touch(row);
            break;
        }
        case EventType::RunFinished:
            for (int row = 0; row < count(); ++row) {
                if (m_rows[std::size_t(row)].task >= 0) {
                    setIdle(m_rows[std::size_t(row)], event.ns);
                    touch(row);
                }
            }
            m_workerOfTask.clear();
            break;
        default:
            break;
        }
    }
    flushChanges();
    if (oldBusy != m_busy)
        Q_EMIT busyCountChanged();
}

void WorkerTableModel::appendMetrics(std::span<const MetricSample> samples)
{
    for (const MetricSample &sample : samples)
        m_latestNs = std::max(m_latestNs, sample.ns);
}

void WorkerTableModel::appendWorkers(std::span<const WorkerSample> samples)
{
    for (const WorkerSample &sample : samples) {
        const int row = rowOf(sample.worker);
        Row &worker = m_rows[std::size_t(row)];
        worker.pid = sample.pid;
        worker.rssBytes = sample.rssBytes;
        worker.restarts = sample.restarts;
        // A sample that knows its time (a replay hands many at once) is placed there.
        const qint64 at = sample.ns > 0 ? sample.ns : m_latestNs;
        m_latestNs = std::max(m_latestNs, at);
        // A restarted process counts its CPU time from zero again: start from this sample.
        const bool baseline = worker.sampleCpuNs < 0 || sample.cpuNs < worker.sampleCpuNs;
        if (!baseline && at > worker.sampleAtNs) {
            worker.cpuPercent =
                100.0 * double(sample.cpuNs - worker.sampleCpuNs) / double(at - worker.sampleAtNs);
        }
        if (baseline || at > worker.sampleAtNs) {
            worker.sampleCpuNs = sample.cpuNs;
            worker.sampleAtNs = at;
        }
        touch(row);
    }
    flushChanges();
}

void WorkerTableModel::endRun(const RunEnding &ending)
{
    Q_UNUSED(ending)
    const int oldBusy = m_busy;
    for (int row = 0; row < count(); ++row) {
        if (m_rows[std::size_t(row)].task >= 0) {
            setIdle(m_rows[std::size_t(row)], m_latestNs);
            touch(row);
        }
    }
    m_workerOfTask.clear();
    flushChanges();
    if (oldBusy != m_busy)
        Q_EMIT busyCountChanged();
}

int WorkerTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : count();
}

QVariant WorkerTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &row = m_rows[std::size_t(index.row())];
    const bool busy = row.task >= 0;
    const bool known = busy && row.node < quint32(m_outline.nodes.size());
    switch (role) {
    case WorkerRole:
        return row.worker;
    case PidRole:
        return row.pid;
    case BusyRole:
        return busy;
    case TaskRole:
        return busy ? int(row.task) : -1;
    case NodeIdRole:
        return known ? m_outline.nodes.at(row.node).id : QString();
    case NodeTitleRole:
        return known ? m_outline.nodes.at(row.node).title : QString();
    case BatchRole:
        return busy && row.task >= m_outline.nodes.size();
    case CpuPercentRole:
        return row.cpuPercent;
    case RssBytesRole:
        return row.rssBytes;
    case RestartsRole:
        return row.restarts;
    case TasksDoneRole:
        return row.tasksDone;
    case BusySecondsRole:
        return double(row.busyNs) / 1e9;
    default:
        return {};
    }
}

QHash<int, QByteArray> WorkerTableModel::roleNames() const
{
    return {
        {WorkerRole, "worker"},       {PidRole, "pid"},
        {BusyRole, "busy"},           {TaskRole, "task"},
        {NodeIdRole, "nodeId"},       {NodeTitleRole, "nodeTitle"},
        {BatchRole, "batch"},         {CpuPercentRole, "cpuPercent"},
        {RssBytesRole, "rssBytes"},   {RestartsRole, "restarts"},
        {TasksDoneRole, "tasksDone"}, {BusySecondsRole, "busySeconds"},
    };
}

} // namespace weft::app
