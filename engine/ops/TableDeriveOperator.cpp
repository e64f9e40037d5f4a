#include "BuiltinOperators.h"
#include "TableExpression.h"
#include "TableOperatorSupport.h"

namespace weft::engine {

namespace {

/// table.derive: adds (or replaces) a Float column computed by a formula.
class TableDeriveOperator final : public Operator
{
    Q_DECLARE_TR_FUNCTIONS(TableDeriveOperator)

public:
    TableDeriveOperator()
    {
        m_spec.id = QStringLiteral("table.derive");
        m_spec.title = tr("Derive column");
        m_spec.category = QStringLiteral("Tables");
        m_spec.description =
            tr("Adds a float column computed by a formula over the numeric columns, e.g. "
               "'price * quantity' or 'x > 0 ? ln(x) : 0' (muparser syntax; boolean columns "
               "count as 0 and 1). A column of the same name is replaced in place. A row where "
               "a column the formula reads is null gets a null.");
        m_spec.inputs = {
            PortSpec::single(QStringLiteral("table"), DataKind::Table, tr("The table to extend."))};
        m_spec.outputs = {PortSpec::single(QStringLiteral("table"), DataKind::Table,
                                           tr("The input table with the derived column."))};
        m_spec.params = {
            ParamSpec::required(QStringLiteral("column"), ParamType::String,
                                tr("Name of the column to add or replace.")),
            ParamSpec::required(
                QStringLiteral("expression"), ParamType::Expression,
                tr("The formula; column names are its variables (names that are not "
                   "identifiers, such as 'unit price', cannot be used).")),
        };
    }

    const OperatorSpec &spec() const override { return m_spec; }

    std::vector<DatasetPtr> run(const OperatorCall &call) const override
    {
        const auto input = TableOperatorSupport::inputTable(call);
        const QString name = call.string(u"column").trimmed();
        if (name.isEmpty())
            throw OperatorError(tr("the column name is empty"));

        TableExpression expression(*input, call.string(u"expression"), tr("column '%1'").arg(name));
        std::vector<double> values;
        std::vector<std::uint8_t> valid;
        expression.evaluate(values, valid, call.stopToken());

        auto output = std::make_shared<Table>(*input); // shares the unchanged columns
        output->setColumn(TableColumn::fromFloats(name, std::move(values), std::move(valid)));
        return {output};
    }

private:
    OperatorSpec m_spec;
};

} // namespace

std::unique_ptr<Operator> makeTableDeriveOperator()
{
    return std::make_unique<TableDeriveOperator>();
}

} // namespace weft::engine
