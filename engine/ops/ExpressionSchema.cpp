#include "ExpressionSchema.h"

#include "Operator.h"
#include "TableExpression.h"
#include "TableSqlExpression.h"
#include "data/Table.h"

namespace weft::engine {

ExpressionSchema ExpressionSchema::of(const DatasetSchema &input, const QString &expression,
                                      const QString &subject)
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
    if (const auto formula = TableExpression::formula(table, expression, subject, &problem)) {
        bool typesKnown = true;
        for (const QString &name : formula->usedColumns())
            typesKnown = typesKnown && input.column(name)->type.has_value();
        if (typesKnown)
            result.type = ColumnType::Float;
        return result;
    }
    try {
        // What the run does when the formula is refused: SQLite prepares it, or says why not.
        [[maybe_unused]] const TableSqlExpression sql(table, expression, subject, problem);
    } catch (const OperatorError &e) {
        // Refused: a name the input lacks is told apart from any other reason, only then.
        result.unknownColumn = TableSqlExpression::unknownColumn(table, expression);
        if (result.unknownColumn.isEmpty())
            result.error = e.message();
    }
    return result;
}

} // namespace weft::engine
