#include "NodeListModel.h"

#include "ops/OperatorRegistry.h"

#include <QStringList>

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

NodeListModel::NodeListModel(const engine::OperatorRegistry &registry, QObject *parent)
    : QAbstractListModel(parent)
    , m_registry(registry)
{}

void NodeListModel::setGraph(const engine::Graph &graph)
{
    const int oldCount = count();
    beginResetModel();
    m_rows.clear();
    m_rowById.clear();
    m_rows.reserve(graph.nodes.size());
    for (const engine::Node &node : graph.nodes) {
        const engine::Operator *op = m_registry.find(node.operatorId);
        m_rowById.insert(node.id, int(m_rows.size()));
        m_rows.push_back(Row{node, op ? &op->spec() : nullptr});
    }
    endResetModel();
    if (count() != oldCount)
        Q_EMIT countChanged();
}

void NodeListModel::updateNode(const engine::Node &node)
{
    const int row = rowOf(node.id);
    if (row < 0)
        return;
    const engine::Operator *op = m_registry.find(node.operatorId);
    m_rows[size_t(row)] = Row{node, op ? &op->spec() : nullptr};
    const QModelIndex changed = index(row);
    Q_EMIT dataChanged(changed, changed);
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
    const engine::OperatorSpec *spec = row.spec;
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
        if (!row.node.title.isEmpty())
            return row.node.title;
        return spec ? spec->title : row.node.operatorId;
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
    };
}

} // namespace weft::app
