#include "RunCompareModel.h"

#include "RunHistoryModel.h"
#include "ops/OperatorRegistry.h"
#include "project/NodeTitle.h"

#include <QHash>
#include <QLocale>

#include <cmath>

namespace weft::app {

namespace {

double msOrMissing(qint64 ns)
{
    return ns < 0 ? -1.0 : double(ns) / 1e6;
}

} // namespace

RunCompareModel::RunCompareModel(QObject *parent)
    : QAbstractListModel(parent)
{}

qint64 RunCompareModel::nodeNs(const store::NodeRecord &node)
{
    if (node.startedNs >= 0 && node.finishedNs >= node.startedNs)
        return node.finishedNs - node.startedNs;
    return node.wallNs;
}

QString RunCompareModel::difference(qint64 a, qint64 b)
{
    if (a < 0 || b < 0)
        return QStringLiteral("-");
    const qint64 delta = b - a;
    const QString sign = delta > 0   ? QStringLiteral("+")
                         : delta < 0 ? QStringLiteral("−")
                                     : QString();
    const QString amount = sign + RunHistoryModel::formatDuration(std::abs(delta));
    if (a == 0)
        return amount;
    const double percent = 100.0 * double(delta) / double(a);
    //: A difference of durations with its percentage: "+3.5 ms (+29 %)".
    return tr("%1 (%2%3 %)")
        .arg(amount, percent > 0   ? QStringLiteral("+")
                     : percent < 0 ? QStringLiteral("−")
                                   : QString())
        .arg(QLocale().toString(std::abs(percent), 'f', 0));
}

void RunCompareModel::compare(const store::RunRecord &a,
                              const std::vector<store::NodeRecord> &nodesA,
                              const store::RunRecord &b,
                              const std::vector<store::NodeRecord> &nodesB,
                              const engine::Graph &graph)
{
    // The older run is the baseline, whichever was chosen first.
    if (a.id > b.id) {
        compare(b, nodesB, a, nodesA, graph);
        return;
    }
    beginResetModel();
    m_runA = a;
    m_runB = b;
    m_rows.clear();
    QHash<QString, std::size_t> rowById;
    const auto title = [&graph](const QString &id) {
        return engine::nodeTitle(graph, engine::NodeId(id), engine::OperatorRegistry::builtin());
    };
    for (const store::NodeRecord &node : nodesA) {
        rowById.insert(node.id, m_rows.size());
        m_rows.push_back({node.id, title(node.id), nodeNs(node), -1, node.state, {}});
    }
    for (const store::NodeRecord &node : nodesB) {
        const auto it = rowById.constFind(node.id);
        if (it == rowById.constEnd()) {
            m_rows.push_back({node.id, title(node.id), -1, nodeNs(node), {}, node.state});
            continue;
        }
        Row &row = m_rows[*it];
        row.nsB = nodeNs(node);
        row.stateB = node.state;
    }
    endResetModel();
    Q_EMIT compared();
}

void RunCompareModel::clear()
{
    beginResetModel();
    m_rows.clear();
    m_runA = {};
    m_runB = {};
    endResetModel();
    Q_EMIT compared();
}

QString RunCompareModel::totalA() const
{
    return RunHistoryModel::formatDuration(m_runA.id ? m_runA.wallNs : -1);
}

QString RunCompareModel::totalB() const
{
    return RunHistoryModel::formatDuration(m_runB.id ? m_runB.wallNs : -1);
}

QString RunCompareModel::totalDifference() const
{
    if (!m_runA.id || !m_runB.id)
        return QStringLiteral("-");
    return difference(m_runA.wallNs, m_runB.wallNs);
}

int RunCompareModel::slower(qint64 a, qint64 b)
{
    if (a < 0 || b < 0)
        return 0;
    return b > a ? 1 : b < a ? -1 : 0;
}

int RunCompareModel::totalSlower() const
{
    return m_runA.id && m_runB.id ? slower(m_runA.wallNs, m_runB.wallNs) : 0;
}

QString RunCompareModel::startedA() const
{
    return m_runA.id ? RunHistoryModel::localTime(m_runA.startedAt) : QString();
}

QString RunCompareModel::startedB() const
{
    return m_runB.id ? RunHistoryModel::localTime(m_runB.startedAt) : QString();
}

int RunCompareModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : count();
}

QVariant RunCompareModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &row = m_rows[std::size_t(index.row())];
    switch (role) {
    case Qt::DisplayRole:
    case TitleRole:
        return row.title;
    case NodeIdRole:
        return row.nodeId;
    case TimeARole:
        return RunHistoryModel::formatDuration(row.nsA);
    case TimeBRole:
        return RunHistoryModel::formatDuration(row.nsB);
    case DifferenceRole:
        return difference(row.nsA, row.nsB);
    case MsARole:
        return msOrMissing(row.nsA);
    case MsBRole:
        return msOrMissing(row.nsB);
    case DifferenceMsRole:
        return row.nsA < 0 || row.nsB < 0 ? 0.0 : double(row.nsB - row.nsA) / 1e6;
    case SlowerRole:
        return slower(row.nsA, row.nsB);
    case StateARole:
        return row.stateA;
    case StateBRole:
        return row.stateB;
    }
    return {};
}

QHash<int, QByteArray> RunCompareModel::roleNames() const
{
    return {{NodeIdRole, "nodeId"},
            {TitleRole, "title"},
            {TimeARole, "timeA"},
            {TimeBRole, "timeB"},
            {DifferenceRole, "difference"},
            {MsARole, "msA"},
            {MsBRole, "msB"},
            {DifferenceMsRole, "differenceMs"},
            {StateARole, "stateA"},
            {StateBRole, "stateB"},
            {SlowerRole, "slower"}};
}

} // namespace weft::app
