#include "NodeListModel.h"

#include "ops/OperatorRegistry.h"
#include "project/NodeTitle.h"

#include <QStringList>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace weft::app {

namespace {

QStringList portNames(const std::vector<engine::PortSpec> &ports)
{
    QStringList names;
    names.reserve(qsizetype(ports.size()));
    for (const engine::PortSpec &port : ports)
        names.append(port.name);
    return names;
}

QStringList portKinds(const std::vector<engine::PortSpec> &ports)
{
    QStringList kinds;
    kinds.reserve(qsizetype(ports.size()));
    for (const engine::PortSpec &port : ports)
        kinds.append(engine::dataKindName(port.kind));
    return kinds;
}

} // namespace

const QList<int> &NodeListModel::runRoles()
{
    static const QList<int> roles{
        RunStateRole,     RunProgressRole, RunTasksDoneRole, RunTasksTotalRole, RunItemsRole,
        RunBatchSizeRole, RunMapRole,      RunBytesRole,     RunReleasedRole,   RunErrorRole,
        CriticalRole,     RunCachedRole,   RunSavedMsRole,   RunFiguresRole};
    return roles;
}

NodeListModel::NodeListModel(const engine::OperatorRegistry &registry, QObject *parent)
    : QAbstractListModel(parent)
    , m_registry(registry)
{
    connect(&m_runStates, &QAbstractItemModel::dataChanged, this,
            [this](const QModelIndex &first, const QModelIndex &last) {
                runStatesChanged(first.row(), last.row());
            });
    connect(&m_runStates, &QAbstractItemModel::modelReset, this,
            [this] { runStatesChanged(-1, -1); });
}

void NodeListModel::runStatesChanged(int first, int last)
{
    if (first < 0)
        m_runOutdated.clear();
    if (m_rows.empty())
        return;
    // A reset (a new run, or none) touches every row; a batch only the rows of its nodes,
    // announced as one range: the graph and the run usually share their order.
    int top = count();
    int bottom = -1;
    if (first < 0) {
        top = 0;
        bottom = count() - 1;
    } else {
        for (int row = first; row <= last; ++row) {
            const int mine = rowOf(engine::NodeId(m_runStates.nodeId(row)));
            if (mine >= 0) {
                top = std::min(top, mine);
                bottom = std::max(bottom, mine);
            }
        }
    }
    if (bottom >= top)
        Q_EMIT dataChanged(index(top), index(bottom), runRoles());
}

const NodeRunStateModel::Status *NodeListModel::shownStatus(const engine::NodeId &id) const
{
    if (m_runOutdated.contains(id))
        return nullptr;
    const NodeRunStateModel::Status *status = m_runStates.status(id.toString());
    if (!status || !m_runStates.isFinished() || status->state != engine::TaskState::Succeeded)
        return status;
    // A node the finished run computed that is stale now (a file it reads changed, a replayed
    // run of an earlier graph): its "succeeded" belongs to what it was. One the plan finds no
    // entry for keeps it: a cache bound too small to hold it does not undo a run.
    const auto mark = m_freshness.constFind(id);
    if (mark != m_freshness.constEnd() && mark->state == NodeFreshness::State::Stale)
        return nullptr;
    return status;
}

QVariant NodeListModel::freshnessData(const engine::NodeId &id, int role) const
{
    const auto mark = m_freshness.constFind(id);
    if (mark == m_freshness.constEnd())
        return role == FreshnessSavedMsRole ? QVariant(qint64(-1)) : QVariant(QString());
    switch (role) {
    case FreshnessRole:
        return NodeFreshness::name(mark->state);
    case FreshnessReasonRole:
        return mark->reason;
    default:
        return mark->savedMs;
    }
}

const NodeFreshness *NodeListModel::freshness(const engine::NodeId &id) const
{
    const auto mark = m_freshness.constFind(id);
    return mark == m_freshness.constEnd() ? nullptr : &*mark;
}

void NodeListModel::setFreshness(const QHash<engine::NodeId, NodeFreshness> &freshness)
{
    QHash<engine::NodeId, NodeFreshness> next;
    for (auto it = freshness.cbegin(); it != freshness.cend(); ++it)
        if (m_rowById.contains(it.key()))
            next.insert(it.key(), it.value());
    std::swap(m_freshness, next);
    // Only the rows whose mark changed: an edit of one node must not repaint every card. The
    // run roles too, since a stale mark hides a finished run's "succeeded".
    static const QList<int> roles =
        runRoles() + QList<int>{FreshnessRole, FreshnessReasonRole, FreshnessSavedMsRole};
    auto announceRow = [this](const engine::NodeId &id) {
        const int row = rowOf(id);
        if (row >= 0)
            Q_EMIT dataChanged(index(row), index(row), roles);
    };
    for (auto it = m_freshness.cbegin(); it != m_freshness.cend(); ++it) {
        const auto before = next.constFind(it.key());
        if (before == next.constEnd() || !(*before == it.value()))
            announceRow(it.key());
    }
    for (auto it = next.cbegin(); it != next.cend(); ++it)
        if (!m_freshness.contains(it.key()))
            announceRow(it.key());
}

QVariant NodeListModel::runData(const engine::NodeId &id, int role) const
{
    const NodeRunStateModel::Status *status = shownStatus(id);
    if (!status) {
        // No run shown, a node the run did not have (added since) or one changed since it
        // ran: the editor's look.
        switch (role) {
        case RunStateRole:
        case RunErrorRole:
        case RunFiguresRole:
            return QString();
        case RunProgressRole:
            return 0.0;
        case RunTasksDoneRole:
        case RunTasksTotalRole:
            return 0;
        case RunItemsRole:
        case RunBatchSizeRole:
        case RunBytesRole:
            return qint64(0);
        case RunSavedMsRole:
            return qint64(-1);
        default:
            return false;
        }
    }
    switch (role) {
    case RunStateRole:
        return engine::taskStateName(status->state);
    case RunProgressRole:
        return status->progress();
    case RunTasksDoneRole:
        return status->tasksDone;
    case RunTasksTotalRole:
        return status->tasksTotal;
    case RunItemsRole:
        return status->items;
    case RunBatchSizeRole:
        return status->batchSize;
    case RunMapRole:
        return status->map;
    case RunBytesRole:
        return status->bytes;
    case RunReleasedRole:
        return status->released;
    case RunErrorRole:
        return status->error;
    case CriticalRole:
        return status->critical;
    case RunCachedRole:
        return status->cached;
    case RunSavedMsRole:
        return status->savedMs;
    case RunFiguresRole:
        return status->figuresText();
    default:
        return {};
    }
}

void NodeListModel::setGraph(const engine::Graph &graph)
{
    const int oldCount = count();
    const bool hadSelection = !m_selection.isEmpty();
    beginResetModel();
    m_rows.clear();
    m_rowById.clear();
    m_selection.clear();
    m_problems.clear();
    m_freshness.clear();
    m_rows.reserve(graph.nodes.size());
    for (const engine::Node &node : graph.nodes) {
        m_rowById.insert(node.id, int(m_rows.size()));
        m_rows.push_back(rowFor(node));
    }
    endResetModel();
    if (count() != oldCount)
        Q_EMIT countChanged();
    if (hadSelection)
        Q_EMIT selectionChanged();
}

void NodeListModel::setRunOutdated(const QSet<engine::NodeId> &ids)
{
    for (const engine::NodeId &id : ids) {
        const int row = rowOf(id);
        if (row < 0 || m_runOutdated.contains(id))
            continue;
        const bool shown = m_runStates.status(id.toString()) != nullptr;
        m_runOutdated.insert(id);
        if (shown)
            Q_EMIT dataChanged(index(row), index(row), runRoles());
    }
}

void NodeListModel::updateNode(const engine::Node &node)
{
    const int row = rowOf(node.id);
    if (row < 0)
        return;
    m_rows[size_t(row)] = rowFor(node);
    const QModelIndex changed = index(row);
    Q_EMIT dataChanged(changed, changed);
}

NodeListModel::Row NodeListModel::rowFor(const engine::Node &node) const
{
    const engine::Operator *op = m_registry.find(node.operatorId);
    return Row{node, op ? op->specFor(node.params) : nullptr};
}

void NodeListModel::insertNode(int row, const engine::Node &node)
{
    row = std::clamp(row, 0, count());
    beginInsertRows({}, row, row);
    m_rows.insert(m_rows.begin() + row, rowFor(node));
    reindexFrom(row);
    endInsertRows();
    Q_EMIT countChanged();
}

void NodeListModel::removeNode(int row)
{
    if (row < 0 || row >= count())
        return;
    const engine::NodeId id = m_rows[size_t(row)].node.id;
    beginRemoveRows({}, row, row);
    m_rows.erase(m_rows.begin() + row);
    m_rowById.remove(id);
    reindexFrom(row);
    endRemoveRows();
    m_problems.remove(id);
    m_freshness.remove(id);
    if (m_selection.remove(id))
        Q_EMIT selectionChanged();
    Q_EMIT countChanged();
}

void NodeListModel::reindexFrom(int row)
{
    for (int i = row; i < count(); ++i)
        m_rowById.insert(m_rows[size_t(i)].node.id, i);
}

void NodeListModel::announce(const engine::NodeId &id, int role)
{
    const int row = rowOf(id);
    if (row >= 0) {
        const QModelIndex changed = index(row);
        Q_EMIT dataChanged(changed, changed, {role});
    }
}

void NodeListModel::setSelection(const QSet<engine::NodeId> &ids)
{
    QSet<engine::NodeId> next;
    for (const engine::NodeId &id : ids) {
        if (m_rowById.contains(id))
            next.insert(id);
    }
    if (next == m_selection)
        return;
    std::swap(m_selection, next);
    // Only the rows whose state flipped: a 2,000-node canvas must not repaint every card.
    for (const engine::NodeId &id : std::as_const(next)) {
        if (!m_selection.contains(id))
            announce(id, SelectedRole);
    }
    for (const engine::NodeId &id : std::as_const(m_selection)) {
        if (!next.contains(id))
            announce(id, SelectedRole);
    }
    Q_EMIT selectionChanged();
}

void NodeListModel::setProblems(const QHash<engine::NodeId, QStringList> &problems)
{
    QHash<engine::NodeId, QString> next;
    for (auto it = problems.cbegin(); it != problems.cend(); ++it) {
        if (m_rowById.contains(it.key()))
            next.insert(it.key(), it.value().join(u'\n'));
    }
    std::swap(m_problems, next);
    for (auto it = next.cbegin(); it != next.cend(); ++it) {
        if (m_problems.value(it.key()) != it.value())
            announce(it.key(), ProblemsRole);
    }
    for (auto it = m_problems.cbegin(); it != m_problems.cend(); ++it) {
        if (!next.contains(it.key()))
            announce(it.key(), ProblemsRole);
    }
}

int NodeListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : count();
}

QVariant NodeListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &row = m_rows[size_t(index.row())];
    const engine::OperatorSpec *spec = row.spec.get();
    static const std::vector<engine::PortSpec> noPorts;
    const auto &inputs = spec ? spec->inputs : noPorts;
    const auto &outputs = spec ? spec->outputs : noPorts;
    switch (role) {
    case NodeIdRole:
        return row.node.id.toString();
    case OperatorIdRole:
        return row.node.operatorId;
    case TitleRole:
        return row.node.title;
    case Qt::DisplayRole:
    case DisplayTitleRole:
        return engine::nodeTitle(row.node, spec);
    case CategoryRole:
        return spec ? spec->category : QString();
    case DescriptionRole:
        return spec ? spec->description : QString();
    case PositionRole:
        return row.node.position;
    case InputPortsRole:
        return portNames(inputs);
    case InputKindsRole:
        return portKinds(inputs);
    case OutputPortsRole:
        return portNames(outputs);
    case OutputKindsRole:
        return portKinds(outputs);
    case KnownOperatorRole:
        return spec != nullptr;
    case SelectedRole:
        return m_selection.contains(row.node.id);
    case ProblemsRole:
        return m_problems.value(row.node.id);
    case RunStateRole:
    case RunProgressRole:
    case RunTasksDoneRole:
    case RunTasksTotalRole:
    case RunItemsRole:
    case RunBatchSizeRole:
    case RunMapRole:
    case RunBytesRole:
    case RunReleasedRole:
    case RunErrorRole:
    case CriticalRole:
    case RunCachedRole:
    case RunSavedMsRole:
    case RunFiguresRole:
        return runData(row.node.id, role);
    case FreshnessRole:
    case FreshnessReasonRole:
    case FreshnessSavedMsRole:
        return freshnessData(row.node.id, role);
    case FrozenRole:
        return !row.node.run.frozen.isEmpty();
    default:
        return {};
    }
}

QHash<int, QByteArray> NodeListModel::roleNames() const
{
    return {
        {NodeIdRole, "nodeId"_ba},
        {OperatorIdRole, "operatorId"_ba},
        {TitleRole, "title"_ba},
        {DisplayTitleRole, "displayTitle"_ba},
        {CategoryRole, "category"_ba},
        {DescriptionRole, "operatorDescription"_ba},
        {PositionRole, "position"_ba},
        {InputPortsRole, "inputPorts"_ba},
        {InputKindsRole, "inputKinds"_ba},
        {OutputPortsRole, "outputPorts"_ba},
        {OutputKindsRole, "outputKinds"_ba},
        {KnownOperatorRole, "knownOperator"_ba},
        {SelectedRole, "selected"_ba},
        {ProblemsRole, "problems"_ba},
        {RunStateRole, "runState"_ba},
        {RunProgressRole, "runProgress"_ba},
        {RunTasksDoneRole, "runTasksDone"_ba},
        {RunTasksTotalRole, "runTasksTotal"_ba},
        {RunItemsRole, "runItems"_ba},
        {RunBatchSizeRole, "runBatchSize"_ba},
        {RunMapRole, "runMap"_ba},
        {RunBytesRole, "runBytes"_ba},
        {RunReleasedRole, "runReleased"_ba},
        {RunErrorRole, "runError"_ba},
        {CriticalRole, "critical"_ba},
        {RunCachedRole, "runCached"_ba},
        {RunSavedMsRole, "runSavedMs"_ba},
        {RunFiguresRole, "runFigures"_ba},
        {FreshnessRole, "freshness"_ba},
        {FreshnessReasonRole, "freshnessReason"_ba},
        {FreshnessSavedMsRole, "freshnessSavedMs"_ba},
        {FrozenRole, "frozen"_ba},
    };
}

} // namespace weft::app
