#pragma once

#include "Operator.h"
#include "data/Table.h"

#include <QCoreApplication>

#include <cmath>
#include <memory>

namespace weft::engine {

/// What the table operators share: reading their input, their cancellation checks and the
/// parameters several of them take. Stateless.
class TableOperatorSupport
{
    Q_DECLARE_TR_FUNCTIONS(TableOperatorSupport)

public:
    /// The table on input `port`; OperatorError when a dataset of another kind arrived.
    static std::shared_ptr<const Table> inputTable(const OperatorCall &call, int port = 0);
    /// The same, taken out of the call (OperatorCall::takeInput) so that selectRows() can
    /// free the input's columns as it goes when the run handed the table over.
    static std::shared_ptr<const Table> takeInputTable(const OperatorCall &call, int port = 0);
    /// Throws OperatorError when the run is being cancelled; called between chunks of work.
    static void throwIfStopped(const OperatorCall &call);
    /// The spec of the `delimiter` parameter that the CSV operators share.
    static ParamSpec delimiterParam();
    /// The `delimiter` parameter as one character; OperatorError when it is not one.
    static char delimiter(const OperatorCall &call);
    /// The column `name` of `table`; OperatorError listing the columns when there is none.
    static const TableColumn &column(const Table &table, const QString &name);
    /// `table` with its rows `rows`, copied column by column with a cancellation check
    /// between columns. Each input column is let go once copied: when `table` was the last
    /// reference (taken with takeInputTable), the input shrinks as the output grows, so the
    /// two are never held whole at once.
    static std::shared_ptr<const Table> selectRows(std::shared_ptr<const Table> table,
                                                   std::span<const qsizetype> rows,
                                                   const OperatorCall &call);

    /// The type that holds values of both types: the same type, Float for Int/Float/Bool
    /// mixtures (Int for Int and Bool), String otherwise.
    static ColumnType commonType(ColumnType a, ColumnType b);
    /// Appends row `row` of `in` to `out`, converted to out's type (which must be
    /// commonType-wide enough); a negative `row` or a null appends a null.
    static void appendConverted(TableColumn &out, const TableColumn &in, qsizetype row);
    /// Whether row `row` of `column` is missing: null, or NaN in a Float column (as pandas
    /// counts it).
    static bool isMissing(const TableColumn &column, qsizetype row)
    {
        return column.isNull(row) ||
               (column.type() == ColumnType::Float && std::isnan(column.floatAt(row)));
    }
    /// The rows of `tables` one after the other, in the columns `names` (null where a table
    /// lacks one), each column of the type that holds all its values (commonType); checks for
    /// a cancel between columns. Every name must be a column of at least one table.
    static std::shared_ptr<const Table>
    stackRows(const std::vector<std::shared_ptr<const Table>> &tables, const QStringList &names,
              const OperatorCall &call);
    /// The comma-separated names in the parameter `param`, trimmed, empty ones dropped.
    static QStringList nameList(const OperatorCall &call, const QString &param);
};

} // namespace weft::engine
