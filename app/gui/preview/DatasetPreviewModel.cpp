#include "DatasetPreviewModel.h"

#include "data/Table.h"
#include "exec/TextFormat.h"

#include <QDir>
#include <QLocale>

#include <algorithm>
#include <cmath>
#include <limits>

namespace weft::app {

DatasetPreviewModel::DatasetPreviewModel(QObject *parent)
    : QAbstractTableModel(parent)
{}

void DatasetPreviewModel::setTable(std::shared_ptr<const engine::Table> table)
{
    QList<Column> columns;
    if (table) {
        for (int c = 0; c < table->columnCount(); ++c) {
            const engine::TableColumn &column = table->column(c);
            columns.append({column.name(),
                            engine::columnTypeName(column.type()),
                            column.isNumeric() && column.type() != engine::ColumnType::Bool,
                            QString(),
                            {}});
        }
    }
    reset(std::move(columns), std::move(table), {});
}

void DatasetPreviewModel::setTable(const engine::Table &table)
{
    setTable(std::make_shared<const engine::Table>(table));
}

void DatasetPreviewModel::growTable(std::shared_ptr<const engine::Table> table)
{
    const auto sameColumns = [this, &table] {
        if (!m_table || !table || table->columnCount() != m_table->columnCount())
            return false;
        for (int c = 0; c < table->columnCount(); ++c)
            if (table->column(c).name() != m_table->column(c).name() ||
                table->column(c).type() != m_table->column(c).type())
                return false;
        return true;
    };
    if (!sameColumns() || table->rowCount() < m_table->rowCount()) {
        setTable(std::move(table));
        return;
    }
    const int shown = rowCount();
    const int rows = int(std::min<qint64>(table->rowCount(), std::numeric_limits<int>::max()));
    // Batches end out of order: one of earlier items puts its rows among those shown. So the
    // rows shown change first (the new table cut to their count), then the rest is inserted.
    m_rowLimit = shown;
    m_table = std::move(table);
    if (shown > 0 && !m_columns.isEmpty())
        Q_EMIT dataChanged(index(0, 0), index(shown - 1, int(m_columns.size()) - 1));
    if (rows > shown)
        beginInsertRows({}, shown, rows - 1);
    m_rowLimit = -1;
    if (rows > shown)
        endInsertRows();
    Q_EMIT shapeChanged();
}

void DatasetPreviewModel::setStatistics(const std::vector<engine::ColumnStatistics> &statistics)
{
    for (qsizetype c = 0; c < m_columns.size() && size_t(c) < statistics.size(); ++c) {
        m_columns[c].statistics = statisticsText(statistics[size_t(c)]);
        m_columns[c].histogram = scaledBins(statistics[size_t(c)].histogram);
    }
    ++m_statisticsRevision;
    if (!m_columns.isEmpty())
        Q_EMIT headerDataChanged(Qt::Horizontal, 0, int(m_columns.size()) - 1);
    Q_EMIT statisticsChanged();
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
    reset({{tr("File"), QString(), false, QString(), {}},
           {tr("Size"), QString(), true, QString(), {}}},
          nullptr, std::move(cells));
}

void DatasetPreviewModel::clear()
{
    reset({}, nullptr, {});
}

void DatasetPreviewModel::reset(QList<Column> columns, std::shared_ptr<const engine::Table> table,
                                QList<QList<QVariant>> cells)
{
    beginResetModel();
    m_columns = std::move(columns);
    m_table = std::move(table);
    m_cells = std::move(cells);
    endResetModel();
    ++m_statisticsRevision;
    Q_EMIT statisticsChanged();
    // Always: a new table of the same shape has new column names for the headers.
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

QString DatasetPreviewModel::columnStatistics(int column) const
{
    return column >= 0 && column < m_columns.size() ? m_columns.at(column).statistics : QString();
}

QList<qreal> DatasetPreviewModel::columnHistogram(int column) const
{
    return column >= 0 && column < m_columns.size() ? m_columns.at(column).histogram
                                                    : QList<qreal>();
}

int DatasetPreviewModel::rowCount(const QModelIndex &parent) const
{
    if (parent.isValid())
        return 0;
    // A view's rows are ints: a table beyond that shows its first 2^31 - 1 rows.
    if (!m_table)
        return int(m_cells.size());
    const qsizetype rows =
        m_rowLimit >= 0 ? std::min(m_table->rowCount(), m_rowLimit) : m_table->rowCount();
    return int(std::min<qsizetype>(rows, std::numeric_limits<int>::max()));
}

int DatasetPreviewModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_columns.size());
}

QVariant DatasetPreviewModel::tableCell(int row, int column) const
{
    const engine::TableColumn &values = m_table->column(column);
    if (values.isNull(row))
        return {};
    switch (values.type()) {
    case engine::ColumnType::Int:
        return QString::number(values.intAt(row));
    case engine::ColumnType::Float:
        return QString::number(values.floatAt(row), 'g', 10);
    case engine::ColumnType::Bool:
        return values.boolAt(row) ? QStringLiteral("true") : QStringLiteral("false");
    case engine::ColumnType::String:
        return values.stringAt(row);
    }
    return {};
}

QVariant DatasetPreviewModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const QVariant cell = m_table ? tableCell(index.row(), index.column())
                                  : m_cells.at(index.row()).at(index.column());
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
        return role == Qt::DisplayRole && section >= 0 && section < rowCount()
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
    case StatisticsRole:
        return m_columns.at(section).statistics;
    case HistogramRole:
        return QVariant::fromValue(m_columns.at(section).histogram);
    default:
        return {};
    }
}

QHash<int, QByteArray> DatasetPreviewModel::roleNames() const
{
    return {
        {Qt::DisplayRole, "display"}, {TypeRole, "dataType"},         {NullRole, "isNull"},
        {NumericRole, "numeric"},     {StatisticsRole, "statistics"}, {HistogramRole, "histogram"},
    };
}

QString DatasetPreviewModel::formatBytes(qint64 bytes)
{
    return engine::TextFormat::bytes(bytes);
}

QString DatasetPreviewModel::statisticsText(const engine::ColumnStatistics &s)
{
    const QLocale locale;
    QStringList parts;
    if (s.missing > 0)
        parts << tr("%1 missing").arg(locale.toString(s.missing));
    if (s.distinct >= 0) {
        parts << (s.distinctCapped ? tr("over %1 distinct") : tr("%1 distinct"))
                     .arg(locale.toString(s.distinct));
    } else if (s.count > 0) {
        // Values written as the cells write them (no digit grouping): whole numbers (ids, dates
        // as 20240301) in full, large ones to one decimal, never in an exponent that hides the
        // digits that differ.
        const auto number = [](double v) {
            if (std::abs(v) < 1e15 && v == std::floor(v))
                return QString::number(qint64(v));
            if (std::abs(v) >= 1e5 && std::abs(v) < 1e15)
                return QString::number(v, 'f', 1);
            return QString::number(v, 'g', 6);
        };
        //: A column's smallest and largest value: "1.5 … 9".
        parts << tr("%1 … %2").arg(number(s.min), number(s.max));
        parts << tr("mean %1").arg(number(s.mean));
    }
    return parts.join(QStringLiteral(" · "));
}

QList<qreal> DatasetPreviewModel::scaledBins(const std::vector<qint64> &bins)
{
    const qint64 fullest = bins.empty() ? 0 : *std::max_element(bins.begin(), bins.end());
    QList<qreal> scaled;
    scaled.reserve(qsizetype(bins.size()));
    for (const qint64 n : bins)
        scaled.append(fullest > 0 ? qreal(n) / qreal(fullest) : 0.0);
    return scaled;
}

} // namespace weft::app
