#include "ExpressionSchema.h"

#include "TableExpression.h"
#include "TableSqlExpression.h"
#include "data/Table.h"

namespace weft::engine {

ExpressionSchema ExpressionSchema::of(const DatasetSchema &input, const QString &expression)
{
    ExpressionSchema result;
    if (!input.isCompleteTable())
        return result;
    // A column of unknown type counts as a number: muparser then takes it, and no name is
    // called missing that the run would find (only names decide whether one is missing).
    Table table;
    for (const ColumnSchema &column : input.columns)
        table.addColumn(TableColumn(column.name, column.type.value_or(ColumnType::Float)));
    QString problem;
    if (const auto formula = TableExpression::formula(table, expression, {}, &problem)) {
        bool typesKnown = true;
        for (const QString &name : formula->usedColumns())
            typesKnown = typesKnown && input.column(name)->type.has_value();
        if (typesKnown)
            result.type = ColumnType::Float;
        return result;
    }
    result.unknownColumn = TableSqlExpression::unknownColumn(table, expression);
    return result;
}

} // namespace weft::engine
