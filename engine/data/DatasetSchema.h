#pragma once

#include "Array.h"
#include "Dataset.h"
#include "TableColumn.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace weft::engine {

class Table;

/// One column of a table as it is known before a run.
struct ColumnSchema
{
    QString name;
    std::optional<ColumnType> type; ///< std::nullopt: only a run can tell (an SQL result's)

    friend bool operator==(const ColumnSchema &, const ColumnSchema &) = default;
};

/// What a dataset will look like, as far as it shows before a run: the design-time schema that
/// the validator checks column names against and the editor offers in drop-downs. Plain data.
///
/// - Table: `columns` in order. When `complete`, they are exactly the table's columns; when
///   not, the table has at least these (a derived column of an input nobody can read yet) and
///   nothing may be concluded from a name that is not among them.
/// - Array: the element type and the shape where known; an extent of -1 is unknown.
/// - Any other kind, or a table or array of which nothing is known: the kind alone.
///
/// A schema says nothing false, but may say less than a run would show: a CSV column's type
/// comes from the file's first rows, so a stray value further down may still make it text.
struct DatasetSchema
{
    DataKind kind = DataKind::Any;
    bool complete = false;                    ///< Table: `columns` are all of them
    std::vector<ColumnSchema> columns;        ///< Table
    std::optional<ElementType> element;       ///< Array
    std::optional<std::vector<qint64>> shape; ///< Array; -1 for an unknown extent

    /// Nothing known but the kind.
    static DatasetSchema unknown(DataKind kind);
    /// A table of exactly `columns`.
    static DatasetSchema table(std::vector<ColumnSchema> columns);
    /// The schema of a table in memory (its columns and their types).
    static DatasetSchema of(const Table &table);

    /// Whether the columns of this table are all known.
    bool isCompleteTable() const { return kind == DataKind::Table && complete; }
    /// The column named `name`, or null.
    const ColumnSchema *column(QStringView name) const;
    QStringList columnNames() const;
    /// Adds `column`, or replaces the type of the column of its name in place.
    void setColumn(ColumnSchema column);

    /// {"kind": "table", "complete": true, "columns": [{"name": "x", "type": "int"}, …]},
    /// {"kind": "array", "dtype": "float64", "shape": [3, -1]}; an unknown type or dtype is
    /// "unknown", an unknown shape null.
    QJsonObject toJson() const;

    friend bool operator==(const DatasetSchema &, const DatasetSchema &) = default;
};

/// "int", "float", "string", "bool", or "unknown" for std::nullopt.
QString columnTypeName(std::optional<ColumnType> type);

} // namespace weft::engine
