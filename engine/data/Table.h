#pragma once

#include "Dataset.h"
#include "TableColumn.h"

#include <QCoreApplication>
#include <QHash>
#include <QStringList>

#include <memory>
#include <span>
#include <vector>

namespace weft::engine {

/// Rows of typed columns: what csv.read produces and the table operators consume.
///
/// Columns are held by shared pointer and never modified once added, so copying a Table is
/// cheap and an operator that adds or replaces one column (table.derive) shares the others
/// with its input instead of copying them. Like every Dataset, a finished Table is immutable
/// and may be read from several threads at once; building one is single-threaded.
///
///     Table t;
///     t.addColumn(TableColumn::fromInts(u"year"_s, {2001, 2002}));
///     t.addColumn(TableColumn::fromFloats(u"co2"_s, {371.3, 373.1}));
///     const TableColumn *co2 = t.column(u"co2");
///
/// Column names are looked up through a hash (implicitly shared, so a copy costs nothing
/// until a column is added to it): a table of many thousands of columns is built and searched
/// in linear time.
///
/// sizeBytes() counts every column, shared or not; memoryBlocks() names each column as its
/// own block, so a run that holds two tables sharing a column counts that column once.
class Table final : public Dataset
{
    Q_DECLARE_TR_FUNCTIONS(Table)

public:
    Table() = default;
    Table(const Table &) = default;
    Table &operator=(const Table &) = default;
    Table(Table &&) = default;
    Table &operator=(Table &&) = default;
    ~Table() override = default;

    DataKind kind() const override { return DataKind::Table; }
    qint64 sizeBytes() const override;
    std::vector<MemoryBlock> memoryBlocks() const override;

    /// The Table behind a dataset, or null when the dataset is of another kind.
    static std::shared_ptr<const Table> fromDataset(const DatasetPtr &dataset);

    qsizetype rowCount() const { return m_rowCount; }
    int columnCount() const { return int(m_columns.size()); }
    const TableColumn &column(int index) const { return *m_columns.at(size_t(index)); }
    /// The column named `name`, or null when there is none.
    const TableColumn *column(QStringView name) const;
    /// The index of the column named `name`, or -1.
    int columnIndex(QStringView name) const;
    QStringList columnNames() const;
    std::shared_ptr<const TableColumn> sharedColumn(int index) const
    {
        return m_columns.at(size_t(index));
    }

    /// Appends a column. The first column sets the row count; later ones must match it and
    /// have a new name (std::invalid_argument otherwise, a programming error).
    void addColumn(TableColumn column);
    void addColumn(std::shared_ptr<const TableColumn> column);
    /// Replaces the column of the same name in place, or appends it when there is none.
    void setColumn(TableColumn column);

    /// The cell as a number (Bool as 0/1), NaN for a null or a String cell.
    double number(int column, qsizetype row) const { return this->column(column).toDouble(row); }

    /// A table of rows `rows` (each < rowCount()), in that order.
    Table selectRows(std::span<const qsizetype> rows) const;
    /// A table of `count` rows starting at `first` (clamped to the table).
    Table slice(qsizetype first, qsizetype count) const;

    /// Same column names, types and values in the same order.
    bool operator==(const Table &other) const;

private:
    std::vector<std::shared_ptr<const TableColumn>> m_columns;
    QHash<QString, int> m_indexByName; ///< every column's index
    qsizetype m_rowCount = 0;
};

} // namespace weft::engine
