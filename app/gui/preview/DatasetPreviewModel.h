#pragma once

#include "data/DatasetPreview.h"

#include <QAbstractTableModel>
#include <QList>
#include <QStringList>
#include <QVariant>
#include <QtQml/qqmlregistration.h>

#include <memory>
#include <vector>

namespace weft::engine {
class Table;
}

namespace weft::app {

/// The rows of a dataset preview as a table for QML's TableView: a Table with each column's
/// type (and, once computed, its statistics) in the header, or a file list as file names and
/// sizes.
///
/// A table is held, not copied: a node's output read in place from the cache (a million rows
/// mapped from their file) is shown whole, and data() formats only the cells the view asks for,
/// the few dozen on screen. A file list is formatted once when set (at most
/// DatasetPreview::kFiles rows).
///
/// headerData() answers Qt::DisplayRole with the column's name, TypeRole with its type ("int",
/// "float", "string", "bool"; "" for a file list) and StatisticsRole with one line of its
/// statistics ("" until setStatistics()) and HistogramRole with a number column's histogram
/// (bins scaled so that the fullest is 1; empty until then). Lives on the GUI thread.
class DatasetPreviewModel : public QAbstractTableModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("DatasetPreviewModel is owned by the DatasetPreviewController")
    Q_PROPERTY(int rows READ rows NOTIFY shapeChanged)
    Q_PROPERTY(int columns READ columns NOTIFY shapeChanged)
    Q_PROPERTY(int statisticsRevision READ statisticsRevision NOTIFY statisticsChanged)

public:
    enum Role {
        TypeRole = Qt::UserRole + 1, ///< QString: the column's type, in headerData()
        NullRole,                    ///< bool: the cell is null (shown empty)
        NumericRole,                 ///< bool: the column holds numbers (aligned right)
        StatisticsRole,              ///< QString: the column's statistics, in headerData()
        HistogramRole,               ///< QList<qreal>: a number column's histogram, in headerData()
    };
    Q_ENUM(Role)

    explicit DatasetPreviewModel(QObject *parent = nullptr);

    /// Shows every row and column of `table`, which the model keeps (it is immutable).
    void setTable(std::shared_ptr<const engine::Table> table);
    /// The same for a table held by value (a preview's first rows).
    void setTable(const engine::Table &table);
    /// Shows `table`, a longer version of the one shown (a running node's output, batches
    /// more): its new rows are inserted, so the view keeps its place and the columns their
    /// statistics until the next setStatistics(). Any other table is set as setTable() does.
    void growTable(std::shared_ptr<const engine::Table> table);
    /// Each column's statistics, in column order, for the table set last.
    void setStatistics(const std::vector<engine::ColumnStatistics> &statistics);
    /// Shows one row per file: its path relative to `folder` when inside it, and its size
    /// (-1 for a file that cannot be read).
    void setFiles(const QStringList &files, const std::vector<qint64> &sizes,
                  const QString &folder = {});
    void clear();

    /// The table shown, or null (a file list, nothing).
    const std::shared_ptr<const engine::Table> &table() const { return m_table; }
    int rows() const { return rowCount(); }
    int columns() const { return int(m_columns.size()); }
    int statisticsRevision() const { return m_statisticsRevision; }
    /// The column's name, type and statistics, for QML headers.
    Q_INVOKABLE QString columnName(int column) const;
    Q_INVOKABLE QString columnType(int column) const;
    Q_INVOKABLE QString columnStatistics(int column) const;
    /// The column's histogram, each bin scaled so that the fullest is 1; empty for text, truth
    /// values and a file list, and until the statistics are computed.
    Q_INVOKABLE QList<qreal> columnHistogram(int column) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    /// "12.3 kB": bytes as the preview shows them (engine::TextFormat's reading).
    static QString formatBytes(qint64 bytes);
    /// One line of a column's statistics: "3 missing · 1.5 … 9 · mean 4.25", "12 distinct".
    static QString statisticsText(const engine::ColumnStatistics &statistics);
    /// Bin counts scaled so that the fullest bin is 1 (all 0 when every bin is empty).
    static QList<qreal> scaledBins(const std::vector<qint64> &bins);

Q_SIGNALS:
    void shapeChanged();
    void statisticsChanged();

private:
    struct Column
    {
        QString name;
        QString type;
        bool numeric = false;
        QString statistics;
        QList<qreal> histogram;
    };
    /// Replaces everything in one model reset.
    void reset(QList<Column> columns, std::shared_ptr<const engine::Table> table,
               QList<QList<QVariant>> cells);
    /// A table's cell as text; an invalid QVariant for a null.
    QVariant tableCell(int row, int column) const;

    QList<Column> m_columns;
    std::shared_ptr<const engine::Table> m_table; ///< the table shown, or null
    /// growTable(): the rows shown before it inserts the new ones; -1 otherwise.
    qsizetype m_rowLimit = -1;
    QList<QList<QVariant>> m_cells; ///< a file list: per row, per column; invalid is a null
    int m_statisticsRevision = 0;
};

} // namespace weft::app
