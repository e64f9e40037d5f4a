#include "DatasetPreviewModel.h"

#include "data/Table.h"
#include "exec/TextFormat.h"

#include <QDir>

namespace weft::app {

DatasetPreviewModel::DatasetPreviewModel(QObject *parent)
    : QAbstractTableModel(parent)
{}

void DatasetPreviewModel::setTable(const engine::Table &table)
{
    QList<Column> columns;
    QList<QList<QVariant>> cells(table.rowCount());
    for (int c = 0; c < table.columnCount(); ++c) {
        const engine::TableColumn &column = table.column(c);
        columns.append({column.name(), engine::columnTypeName(column.type()),
                        column.isNumeric() && column.type() != engine::ColumnType::Bool});
        for (qsizetype r = 0; r < table.rowCount(); ++r) {
            QVariant cell;
            if (!column.isNull(r)) {
                switch (column.type()) {
                case engine::ColumnType::Int:
                    cell = QString::number(column.intAt(r));
                    break;
                case engine::ColumnType::Float:
                    cell = QString::number(column.floatAt(r), 'g', 10);
                    break;
                case engine::ColumnType::Bool:
                    cell = column.boolAt(r) ? QStringLiteral("true") : QStringLiteral("false");
                    break;
                case engine::ColumnType::String:
                    cell = column.stringAt(r);
                    break;
                }
            }
            cells[r].append(cell);
        }
    }
    reset(std::move(columns), std::move(cells));
}

void DatasetPreviewModel::setFiles(const QStringList &files, const std::vector<qint64> &sizes,
                                   const QString &folder)
{
    const QDir base(folder);
    QList<QList<QVariant>> cells;
    cells.reserve(files.size());
    for (qsizetype i = 0; i < files.size(); ++i) {
        const QString &file = files.at(i);
        const QString shown = folder.isEmpty() || !file.startsWith(base.absolutePath() + u'/')
                                  ? QDir::toNativeSeparators(file)
                                  : QDir::toNativeSeparators(base.relativeFilePath(file));
        const qint64 bytes = size_t(i) < sizes.size() ? sizes[size_t(i)] : -1;
        cells.append({shown, bytes < 0 ? QVariant() : QVariant(formatBytes(bytes))});
    }
    reset({{tr("File"), QString(), false}, {tr("Size"), QString(), true}}, std::move(cells));
}

void DatasetPreviewModel::clear()
{
    reset({}, {});
}

void DatasetPreviewModel::reset(QList<Column> columns, QList<QList<QVariant>> cells)
{
    const bool shape = columns.size() != m_columns.size() || cells.size() != m_cells.size();
    beginResetModel();
    m_columns = std::move(columns);
    m_cells = std::move(cells);
    endResetModel();
    if (shape)
        Q_EMIT shapeChanged();
}

QString DatasetPreviewModel::columnName(int column) const
{
    return column >= 0 && column < m_columns.size() ? m_columns.at(column).name : QString();
}

QString DatasetPreviewModel::columnType(int column) const
{
    return column >= 0 && column < m_columns.size() ? m_columns.at(column).type : QString();
}

int DatasetPreviewModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_cells.size());
}

int DatasetPreviewModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_columns.size());
}

QVariant DatasetPreviewModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const QVariant &cell = m_cells.at(index.row()).at(index.column());
    switch (role) {
    case Qt::DisplayRole:
        return cell.isValid() ? cell : QVariant(QString());
    case NullRole:
        return !cell.isValid();
    case NumericRole:
        return m_columns.at(index.column()).numeric;
    default:
        return {};
    }
}

QVariant DatasetPreviewModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Vertical)
        return role == Qt::DisplayRole && section >= 0 && section < m_cells.size()
                   ? QVariant(section + 1)
                   : QVariant();
    if (section < 0 || section >= m_columns.size())
        return {};
    switch (role) {
    case Qt::DisplayRole:
        return m_columns.at(section).name;
    case TypeRole:
        return m_columns.at(section).type;
    case NumericRole:
        return m_columns.at(section).numeric;
    default:
        return {};
    }
}

QHash<int, QByteArray> DatasetPreviewModel::roleNames() const
{
    return {
        {Qt::DisplayRole, "display"},
        {TypeRole, "dataType"},
        {NullRole, "isNull"},
        {NumericRole, "numeric"},
    };
}

QString DatasetPreviewModel::formatBytes(qint64 bytes)
{
    return engine::TextFormat::bytes(bytes);
}

} // namespace weft::app
