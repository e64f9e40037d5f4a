#include "EdgeListModel.h"

#include "NodeRunStateModel.h"
#include "ops/OperatorRegistry.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace weft::app {

EdgeListModel::EdgeListModel(const engine::OperatorRegistry &registry, QObject *parent)
    : QAbstractListModel(parent)
    , m_registry(registry)
{}

void EdgeListModel::setRunStates(NodeRunStateModel *states)
{
    if (m_runStates)
        disconnect(m_runStates, nullptr, this, nullptr);
    m_runStates = states;
    if (states) {
        connect(states, &QAbstractItemModel::dataChanged, this, &EdgeListModel::runStatesChanged);
        connect(states, &QAbstractItemModel::modelReset, this, &EdgeListModel::runStatesChanged);
        connect(states, &QObject::destroyed, this, [this] { m_runStates = nullptr; });
    }
    runStatesChanged();
}

void EdgeListModel::runStatesChanged()
{
    // Every row at once: a batch of events touches few nodes, but finding their edges would
    // cost more than letting the few edge delegates in view read three roles again.
    if (!m_rows.empty())
        Q_EMIT dataChanged(
            index(0), index(count() - 1),
            {DatasetBytesRole, DatasetReleasedRole, CriticalRole, DatasetFiguresRole});
}

QString EdgeListModel::key(const engine::Edge &edge)
{
    return edge.fromNode.toString() % u'.' % edge.fromPort % u"->"_s % edge.toNode.toString() %
           u'.' % edge.toPort;
}

EdgeListModel::Row EdgeListModel::makeRow(const engine::Edge &edge, const engine::Node *from,
                                          const engine::Node *to) const
{
    Row row{edge, -1, -1, {}, {}, {}};
    if (from) {
        row.fromPosition = from->position;
        if (const engine::Operator *op = m_registry.find(from->operatorId)) {
            // The node's outputs: a command's typed outputs are ports of their own.
            const std::vector<engine::PortSpec> outputs = op->outputsFor(from->params);
            row.fromPortIndex = engine::portIndex(outputs, edge.fromPort);
            if (row.fromPortIndex >= 0)
                row.dataKind = engine::dataKindName(outputs[size_t(row.fromPortIndex)].kind);
        }
    }
    if (to) {
        row.toPosition = to->position;
        if (const engine::Operator *op = m_registry.find(to->operatorId))
            row.toPortIndex = op->spec().inputIndex(edge.toPort);
    }
    return row;
}

void EdgeListModel::setGraph(const engine::Graph &graph)
{
    const int oldCount = count();
    beginResetModel();
    m_rows.clear();
    m_rowByKey.clear();
    m_rows.reserve(graph.edges.size());
    m_rowByKey.reserve(qsizetype(graph.edges.size()));
    // One index for all edges: Graph::findNode() searches, which made opening a project of
    // 100,000 nodes quadratic.
    const QHash<engine::NodeId, int> index = graph.indexById();
    const auto node = [&](const engine::NodeId &id) -> const engine::Node * {
        const auto it = index.constFind(id);
        return it == index.constEnd() ? nullptr : &graph.nodes[std::size_t(*it)];
    };
    for (const engine::Edge &edge : graph.edges) {
        m_rowByKey.insert(key(edge), int(m_rows.size()));
        m_rows.push_back(makeRow(edge, node(edge.fromNode), node(edge.toNode)));
    }
    endResetModel();
    if (count() != oldCount)
        Q_EMIT countChanged();
}

void EdgeListModel::insertEdge(int row, const engine::Graph &graph, const engine::Edge &edge)
{
    row = std::clamp(row, 0, count());
    beginInsertRows({}, row, row);
    m_rows.insert(m_rows.begin() + row,
                  makeRow(edge, graph.findNode(edge.fromNode), graph.findNode(edge.toNode)));
    reindexFrom(row);
    endInsertRows();
    Q_EMIT countChanged();
}

void EdgeListModel::removeEdge(int row)
{
    if (row < 0 || row >= count())
        return;
    beginRemoveRows({}, row, row);
    m_rowByKey.remove(key(m_rows[size_t(row)].edge));
    m_rows.erase(m_rows.begin() + row);
    reindexFrom(row);
    endRemoveRows();
    Q_EMIT countChanged();
}

void EdgeListModel::reindexFrom(int row)
{
    for (int i = row; i < count(); ++i)
        m_rowByKey.insert(key(m_rows[size_t(i)].edge), i);
}

void EdgeListModel::nodesMoved(const engine::Graph &graph, const QSet<engine::NodeId> &moved)
{
    static const QList<int> roles{FromPositionRole, ToPositionRole};
    const QHash<engine::NodeId, int> index = graph.indexById();
    for (int i = 0; i < count(); ++i) {
        Row &row = m_rows[size_t(i)];
        const bool from = moved.contains(row.edge.fromNode);
        const bool to = moved.contains(row.edge.toNode);
        if (!from && !to)
            continue;
        const auto fromIndex = index.constFind(row.edge.fromNode);
        const auto toIndex = index.constFind(row.edge.toNode);
        if (from && fromIndex != index.constEnd())
            row.fromPosition = graph.nodes[size_t(*fromIndex)].position;
        if (to && toIndex != index.constEnd())
            row.toPosition = graph.nodes[size_t(*toIndex)].position;
        const QModelIndex changed = this->index(i);
        Q_EMIT dataChanged(changed, changed, roles);
    }
}

void EdgeListModel::nodeParamsChanged(const engine::Graph &graph, const engine::NodeId &id)
{
    const engine::Node *from = graph.findNode(id);
    for (int i = 0; i < count(); ++i) {
        Row &row = m_rows[size_t(i)];
        if (row.edge.fromNode != id)
            continue;
        row = makeRow(row.edge, from, graph.findNode(row.edge.toNode));
        const QModelIndex changed = this->index(i);
        Q_EMIT dataChanged(changed, changed);
    }
}

int EdgeListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : count();
}

QVariant EdgeListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &row = m_rows[size_t(index.row())];
    switch (role) {
    case Qt::DisplayRole:
        return key(row.edge);
    case FromNodeRole:
        return row.edge.fromNode.toString();
    case FromPortRole:
        return row.edge.fromPort;
    case ToNodeRole:
        return row.edge.toNode.toString();
    case ToPortRole:
        return row.edge.toPort;
    case FromPortIndexRole:
        return row.fromPortIndex;
    case ToPortIndexRole:
        return row.toPortIndex;
    case FromPositionRole:
        return row.fromPosition;
    case ToPositionRole:
        return row.toPosition;
    case DatasetBytesRole: {
        const NodeRunStateModel::Status *from =
            m_runStates ? m_runStates->status(row.edge.fromNode.toString()) : nullptr;
        return from ? from->bytes : qint64(0);
    }
    case DatasetReleasedRole: {
        const NodeRunStateModel::Status *from =
            m_runStates ? m_runStates->status(row.edge.fromNode.toString()) : nullptr;
        return from && from->released;
    }
    case DatasetFiguresRole: {
        const NodeRunStateModel::Status *from =
            m_runStates ? m_runStates->status(row.edge.fromNode.toString()) : nullptr;
        return from ? from->countText(row.fromPortIndex) : QString();
    }
    case CriticalRole:
        return m_runStates && m_runStates->isCriticalEdge(row.edge.fromNode.toString(),
                                                          row.edge.toNode.toString());
    case DataKindRole:
        return row.dataKind;
    default:
        return {};
    }
}

QHash<int, QByteArray> EdgeListModel::roleNames() const
{
    return {
        {FromNodeRole, "fromNode"_ba},
        {FromPortRole, "fromPort"_ba},
        {ToNodeRole, "toNode"_ba},
        {ToPortRole, "toPort"_ba},
        {FromPortIndexRole, "fromPortIndex"_ba},
        {ToPortIndexRole, "toPortIndex"_ba},
        {FromPositionRole, "fromPosition"_ba},
        {ToPositionRole, "toPosition"_ba},
        {DataKindRole, "dataKind"_ba},
        {DatasetBytesRole, "datasetBytes"_ba},
        {DatasetReleasedRole, "datasetReleased"_ba},
        {CriticalRole, "critical"_ba},
        {DatasetFiguresRole, "datasetFigures"_ba},
    };
}

} // namespace weft::app
