#include "HeldDatasetListModel.h"

#include <algorithm>

namespace weft::app {

HeldDatasetListModel::HeldDatasetListModel(QObject *parent)
    : QAbstractListModel(parent)
{}

void HeldDatasetListModel::setRows(std::vector<Row> rows)
{
    std::sort(rows.begin(), rows.end(), [](const Row &a, const Row &b) {
        return a.bytes != b.bytes ? a.bytes > b.bytes : a.task < b.task;
    });
    const bool countChanges = rows.size() != m_rows.size();
    beginResetModel();
    m_rows = std::move(rows);
    endResetModel();
    if (countChanges)
        Q_EMIT countChanged();
}

int HeldDatasetListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

QVariant HeldDatasetListModel::data(const QModelIndex &index, int role) const
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
    case TaskRole:
        return row.task;
    case BytesRole:
        return row.bytes;
    case NodeIndexRole:
        return row.nodeIndex;
    default:
        return {};
    }
}

QHash<int, QByteArray> HeldDatasetListModel::roleNames() const
{
    return {{NodeIdRole, "nodeId"},
            {TitleRole, "title"},
            {TaskRole, "task"},
            {BytesRole, "bytes"},
            {NodeIndexRole, "nodeIndex"}};
}

} // namespace weft::app
