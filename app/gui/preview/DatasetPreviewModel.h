#pragma once

#include <QAbstractTableModel>
#include <QList>
#include <QStringList>
#include <QVariant>
#include <QtQml/qqmlregistration.h>

#include <vector>

namespace weft::engine {
class Table;
}

namespace weft::app {

/// The rows of a dataset preview as a table for QML's TableView: a Table's first rows with
/// each column's type in the header, or a file list as file names and sizes. Cells are
/// formatted once when the rows are set (a preview holds at most a few hundred rows), so
/// scrolling never converts a value.
///
/// headerData() answers Qt::DisplayRole with the column's name and TypeRole with its type
/// ("int", "float", "string", "bool"; "" for a file list). Lives on the GUI thread.
class DatasetPreviewModel : public QAbstractTableModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("DatasetPreviewModel is owned by the DatasetPreviewController")
    Q_PROPERTY(int rows READ rows NOTIFY shapeChanged)
    Q_PROPERTY(int columns READ columns NOTIFY shapeChanged)

public:
    enum Role {
        TypeRole = Qt::UserRole + 1, ///< QString: the column's type, in headerData()
        NullRole,                    ///< bool: the cell is null (shown empty)
        NumericRole,                 ///< bool: the column holds numbers (aligned right)
    };
    Q_ENUM(Role)

    explicit DatasetPreviewModel(QObject *parent = nullptr);

    /// Shows every row and column of `table` (already cut to the preview's rows).
    void setTable(const engine::Table &table);
    /// Shows one row per file: its path relative to `folder` when inside it, and its size
    /// (-1 for a file that cannot be read).
    void setFiles(const QStringList &files, const std::vector<qint64> &sizes,
                  const QString &folder = {});
    void clear();

    int rows() const { return int(m_cells.size()); }
    int columns() const { return int(m_columns.size()); }
    /// The column's name and type, for QML headers.
    Q_INVOKABLE QString columnName(int column) const;
    Q_INVOKABLE QString columnType(int column) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    /// "12.3 kB": bytes as the preview shows them (engine::TextFormat's reading).
    static QString formatBytes(qint64 bytes);

Q_SIGNALS:
    void shapeChanged();

private:
    struct Column
    {
        QString name;
        QString type;
        bool numeric = false;
    };
    /// Replaces everything in one model reset.
    void reset(QList<Column> columns, QList<QList<QVariant>> cells);

    QList<Column> m_columns;
    QList<QList<QVariant>> m_cells; ///< per row, per column; an invalid QVariant is a null
};

} // namespace weft::app
