#include "BuiltinOperators.h"
#include "ExpressionSchema.h"
#include "SchemaCall.h"
#include "TableExpression.h"
#include "TableOperatorSupport.h"
#include "TableSqlExpression.h"

#include <algorithm>
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
            tr("Keeps the rows where a condition is true: a numeric formula such as "
               "'co2 > 350 && date >= 19900101' (muparser syntax; boolean columns count as 0 "
               "and 1) or else an SQL expression (SQLite's syntax) that may use text columns "
               "and text functions, e.g. \"flag = 't' AND contains(lower(name), 'berlin')\". "
               "Rows where the condition is null or NaN are dropped.");
        m_spec.inputs = {
            PortSpec::single(QStringLiteral("table"), DataKind::Table, tr("The table to filter."))};
        m_spec.outputs = {
            PortSpec::single(QStringLiteral("table"), DataKind::Table,
                             tr("The rows that meet the condition, in their order."))};
        m_spec.params = {
            ParamSpec::required(
                QStringLiteral("condition"), ParamType::Expression,
                tr("The formula or SQL expression a row must make true (non-zero) to be "
                   "kept; column names are its variables.")),
        };
    }

    const OperatorSpec &spec() const override { return m_spec; }

    std::vector<DatasetSchema> outputSchemas(const SchemaCall &call) const override
    {
        const ExpressionSchema condition =
            ExpressionSchema::of(call.input(0), call.string(u"condition"), subject());
        if (!condition.unknownColumn.isEmpty())
            call.expectColumn(QStringLiteral("condition"), 0, condition.unknownColumn);
        if (!condition.error.isEmpty())
            call.reject(QStringLiteral("condition"), condition.error);
        DatasetSchema output = call.input(0);
        output.kind = DataKind::Table;
        return {output};
    }

    std::vector<DatasetPtr> run(const OperatorCall &call) const override
    {
        auto input = TableOperatorSupport::takeInputTable(call);
        const std::vector<qsizetype> kept = keptRows(*input, call);
        if (qsizetype(kept.size()) == input->rowCount())
            return {input}; // nothing dropped: hand on the same immutable table
        return {TableOperatorSupport::selectRows(std::move(input), kept, call)};
    }

private:
    /// What the condition is called in messages, at run time and before it.
    static QString subject() { return tr("the condition"); }

    /// The rows where the condition holds. It is evaluated a chunk at a time and only the kept
    /// rows' indices stay: a value and a validity byte per row of the whole table came to a
    /// fifth of a numeric table's size again, on top of the input and the filtered copy.
    static std::vector<qsizetype> keptRows(const Table &input, const OperatorCall &call)
    {
        const QString text = call.string(u"condition");
        QString formulaProblem;
        auto formula = TableExpression::formula(input, text, subject(), &formulaProblem);
        if (!formula)
            return TableSqlExpression(input, text, subject(), formulaProblem)
                .keptRows(call.stopToken());
        TableExpression &condition = *formula;
        const qsizetype rows = input.rowCount();
        const auto chunk = size_t(std::min(rows, TableExpression::chunkRows()));
        std::vector<double> values(chunk);
        std::vector<std::uint8_t> valid(chunk);
        std::vector<qsizetype> kept;
        for (qsizetype first = 0; first < rows; first += qsizetype(chunk)) {
            TableOperatorSupport::throwIfStopped(call);
            const qsizetype count = std::min(qsizetype(chunk), rows - first);
            condition.evaluateChunk(first, count, values.data(), valid.data());
            for (qsizetype i = 0; i < count; ++i) {
                if (valid[size_t(i)] && values[size_t(i)] != 0.0 && !std::isnan(values[size_t(i)]))
                    kept.push_back(first + i);
            }
        }
        return kept;
    }

    OperatorSpec m_spec;
};

} // namespace

std::unique_ptr<Operator> makeTableFilterOperator()
{
    return std::make_unique<TableFilterOperator>();
}

} // namespace weft::engine
