#include "BuiltinOperators.h"
#include "TableExpression.h"
#include "TableOperatorSupport.h"

#include <cmath>

namespace weft::engine {

namespace {

/// table.filter: keeps the rows where a condition holds.
class TableFilterOperator final : public Operator
{
    Q_DECLARE_TR_FUNCTIONS(TableFilterOperator)

public:
    TableFilterOperator()
    {
        m_spec.id = QStringLiteral("table.filter");
        m_spec.title = tr("Filter rows");
        m_spec.category = QStringLiteral("Tables");
        m_spec.description =
            tr("Keeps the rows where a condition over the numeric columns is non-zero, e.g. "
               "'co2 > 350 && date >= 19900101' (muparser syntax; boolean columns count as 0 "
               "and 1). Rows where the condition is null or NaN are dropped.");
        m_spec.inputs = {
            PortSpec::single(QStringLiteral("table"), DataKind::Table, tr("The table to filter."))};
        m_spec.outputs = {
            PortSpec::single(QStringLiteral("table"), DataKind::Table,
                             tr("The rows that meet the condition, in their order."))};
        m_spec.params = {
            ParamSpec::required(
                QStringLiteral("condition"), ParamType::Expression,
                tr("The formula a row must make non-zero to be kept; column names are "
                   "its variables.")),
        };
    }

    const OperatorSpec &spec() const override { return m_spec; }

    std::vector<DatasetPtr> run(const OperatorCall &call) const override
    {
        const auto input = TableOperatorSupport::inputTable(call);
        TableExpression condition(*input, call.string(u"condition"), tr("the condition"));
        std::vector<double> values;
        std::vector<std::uint8_t> valid;
        condition.evaluate(values, valid, call.stopToken());

        std::vector<qsizetype> kept;
        for (size_t row = 0; row < values.size(); ++row) {
            if (valid[row] && values[row] != 0.0 && !std::isnan(values[row]))
                kept.push_back(qsizetype(row));
        }
        if (qsizetype(kept.size()) == input->rowCount())
            return {input}; // nothing dropped: hand on the same immutable table
        return {TableOperatorSupport::selectRows(*input, kept, call)};
    }

private:
    OperatorSpec m_spec;
};

} // namespace

std::unique_ptr<Operator> makeTableFilterOperator()
{
    return std::make_unique<TableFilterOperator>();
}

} // namespace weft::engine
