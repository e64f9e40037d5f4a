#include "RunHistoryModel.h"

#include "exec/TextFormat.h"

#include <QDateTime>
#include <QLocale>

namespace weft::app {

namespace {

constexpr int kMaxSelected = 2; ///< a comparison is between two runs

} // namespace

QString RunHistoryModel::localTime(const QString &iso)
{
    QDateTime time = QDateTime::fromString(iso, Qt::ISODateWithMs);
    if (!time.isValid())
        return iso;
    return time.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm:ss"));
}

RunHistoryModel::RunHistoryModel(QObject *parent)
    : QAbstractListModel(parent)
{}

QString RunHistoryModel::formatDuration(qint64 ns)
{
    return ns < 0 ? QStringLiteral("-") : engine::TextFormat::duration(ns);
}

QString RunHistoryModel::formatBytes(qint64 bytes)
{
    return bytes < 0 ? QStringLiteral("-") : engine::TextFormat::bytes(bytes);
}

void RunHistoryModel::setRuns(std::vector<store::RunRecord> runs)
{
    const int before = count();
    beginResetModel();
    m_runs = std::move(runs);
    endResetModel();
    const qsizetype selected = m_selected.size();
    m_selected.removeIf([this](qint64 id) { return rowOf(id) < 0; });
    if (before != count())
        Q_EMIT countChanged();
    if (selected != m_selected.size())
        Q_EMIT selectionChanged();
}

int RunHistoryModel::rowOf(qint64 id) const
{
    // A project keeps tens of runs (--keep-runs), so a scan is cheap.
    for (std::size_t row = 0; row < m_runs.size(); ++row)
        if (m_runs[row].id == id)
            return int(row);
    return -1;
}

void RunHistoryModel::toggleSelected(qint64 id)
{
    if (rowOf(id) < 0)
        return;
    if (m_selected.removeOne(id)) {
        emitRowChanged(id, SelectedRole);
    } else {
        if (m_selected.size() == kMaxSelected) {
            const qint64 dropped = m_selected.takeFirst();
            emitRowChanged(dropped, SelectedRole);
        }
        m_selected.append(id);
        emitRowChanged(id, SelectedRole);
    }
    Q_EMIT selectionChanged();
}

void RunHistoryModel::clearSelection()
{
    if (m_selected.isEmpty())
        return;
    const QList<qint64> was = std::exchange(m_selected, {});
    for (const qint64 id : was)
        emitRowChanged(id, SelectedRole);
    Q_EMIT selectionChanged();
}

void RunHistoryModel::setReplayed(qint64 id)
{
    if (m_replayed == id)
        return;
    const qint64 was = std::exchange(m_replayed, id);
    emitRowChanged(was, ReplayedRole);
    emitRowChanged(id, ReplayedRole);
}

void RunHistoryModel::emitRowChanged(qint64 id, int role)
{
    const int row = rowOf(id);
    if (row >= 0)
        Q_EMIT dataChanged(index(row), index(row), {role});
}

int RunHistoryModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : count();
}

QVariant RunHistoryModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const store::RunRecord &run = m_runs[std::size_t(index.row())];
    switch (role) {
    case Qt::DisplayRole:
        return tr("Run %1").arg(run.id);
    case RunIdRole:
        return run.id;
    case StatusRole:
        return run.status;
    case StartedRole:
        return localTime(run.startedAt);
    case DurationRole:
        return formatDuration(run.wallNs);
    case WallMsRole:
        return run.wallNs < 0 ? -1.0 : double(run.wallNs) / 1e6;
    case PeakRole:
        return formatBytes(run.peakBytes);
    case PeakBytesRole:
        return run.peakBytes;
    case BackendRole:
        //: Backend and worker count of a run: "threads × 2".
        return tr("%1 × %2").arg(run.backend).arg(run.workers);
    case NodesRole:
        return tr("%1 of %2 nodes succeeded").arg(run.nodesSucceeded).arg(run.nodesTotal);
    case SelectedRole:
        return m_selected.contains(run.id);
    case ReplayedRole:
        return run.id == m_replayed;
    }
    return {};
}

QHash<int, QByteArray> RunHistoryModel::roleNames() const
{
    return {{RunIdRole, "runId"},         {StatusRole, "status"},    {StartedRole, "started"},
            {DurationRole, "duration"},   {WallMsRole, "wallMs"},    {PeakRole, "peak"},
            {PeakBytesRole, "peakBytes"}, {BackendRole, "backend"},  {NodesRole, "nodes"},
            {SelectedRole, "selected"},   {ReplayedRole, "replayed"}};
}

} // namespace weft::app
