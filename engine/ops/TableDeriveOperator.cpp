#include "BuiltinOperators.h"
#include "ExpressionSchema.h"
#include "SchemaCall.h"
#include "TableExpression.h"
#include "TableOperatorSupport.h"
#include "TableSqlExpression.h"

namespace weft::engine {

namespace {

/// table.derive: adds (or replaces) a column computed by an expression: a muparser formula over
/// the numeric columns (a Float column), or else an SQL expression (its values' type).
class TableDeriveOperator final : public Operator
{
    Q_DECLARE_TR_FUNCTIONS(TableDeriveOperator)

public:
    TableDeriveOperator()
    {
        m_spec.id = QStringLiteral("table.derive");
        m_spec.title = tr("Derive column");
        m_spec.category = QStringLiteral("Tables");
        // Each row's new cell comes from that row's cells alone. An SQL expression that reads
        // rowid or calls random() breaks this, as it already makes a map node's output depend
        // on its batch sizes.
        m_spec.rowwise = true;
        m_spec.description =
            tr("Adds a column computed by an expression. A numeric formula such as "
               "'price * quantity' or 'x > 0 ? ln(x) : 0' (muparser syntax; boolean columns "
               "count as 0 and 1) gives a float column. Any other expression is SQL (SQLite's "
               "syntax) and may use text columns and text functions, e.g. "
               "\"to_number(replace(price, 'USD', ''))\", \"lower(strip(name))\" or "
               "\"flag = 't'\"; its column is text, integer or float as its values are. A "
               "column of the same name is replaced in place. A row where a column the "
               "expression reads is null gets a null.");
        m_spec.inputs = {
            PortSpec::single(QStringLiteral("table"), DataKind::Table, tr("The table to extend."))};
        m_spec.outputs = {PortSpec::single(QStringLiteral("table"), DataKind::Table,
                                           tr("The input table with the derived column."))};
        m_spec.params = {
            ParamSpec::required(QStringLiteral("column"), ParamType::String,
                                tr("Name of the column to add or replace.")),
            ParamSpec::required(
                QStringLiteral("expression"), ParamType::Expression,
                tr("The formula or SQL expression; column names are its variables (in SQL, "
                   "a name such as \"unit price\" goes in double quotes and text in single "
                   "quotes).")),
        };
    }

    const OperatorSpec &spec() const override { return m_spec; }

    std::vector<DatasetSchema> outputSchemas(const SchemaCall &call) const override
    {
        DatasetSchema output = call.input(0);
        output.kind = DataKind::Table;
        const QString name = call.string(u"column").trimmed();
        const ExpressionSchema expression =
            ExpressionSchema::of(call.input(0), call.string(u"expression"), subject(name));
        if (!expression.unknownColumn.isEmpty())
            call.expectColumn(QStringLiteral("expression"), 0, expression.unknownColumn);
        if (!expression.error.isEmpty())
            call.reject(QStringLiteral("expression"), expression.error);
        if (!name.isEmpty())
            output.setColumn({name, expression.type});
        return {output};
    }

    std::vector<DatasetPtr> run(const OperatorCall &call) const override
    {
        const auto input = TableOperatorSupport::inputTable(call);
        const QString name = call.string(u"column").trimmed();
        if (name.isEmpty())
            throw OperatorError(tr("the column name is empty"));

        const QString text = call.string(u"expression");
        auto output = std::make_shared<Table>(*input); // shares the unchanged columns
        QString formulaProblem;
        if (auto formula = TableExpression::formula(*input, text, subject(name), &formulaProblem)) {
            std::vector<double> values;
            std::vector<std::uint8_t> valid;
            formula->evaluate(values, valid, call.stopToken());
            output->setColumn(TableColumn::fromFloats(name, std::move(values), std::move(valid)));
        } else {
            TableSqlExpression expression(*input, text, subject(name), formulaProblem);
            output->setColumn(expression.values(name, call.stopToken()));
        }
        return {output};
    }

private:
    /// What the expression computes, as messages name it at run time and before it.
    static QString subject(const QString &column) { return tr("column '%1'").arg(column); }

    OperatorSpec m_spec;
};

} // namespace

std::unique_ptr<Operator> makeTableDeriveOperator()
{
    return std::make_unique<TableDeriveOperator>();
}

} // namespace weft::engine
