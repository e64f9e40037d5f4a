#include "BuiltinOperators.h"
#include "SchemaCall.h"
#include "TableOperatorSupport.h"

namespace weft::engine {

namespace {

/// table.head: the first rows of a table, for previews and quick checks.
class TableHeadOperator final : public Operator
{
    Q_DECLARE_TR_FUNCTIONS(TableHeadOperator)

public:
    TableHeadOperator()
    {
        m_spec.id = QStringLiteral("table.head");
        m_spec.title = tr("First rows");
        m_spec.category = QStringLiteral("Tables");
        m_spec.description = tr("Keeps the first rows of a table, all of them when it has fewer.");
        m_spec.inputs = {
            PortSpec::single(QStringLiteral("table"), DataKind::Table, tr("The table to cut."))};
        m_spec.outputs = {PortSpec::single(QStringLiteral("table"), DataKind::Table,
                                           tr("The first rows, in their order."))};
        m_spec.params = {
            ParamSpec::optional(QStringLiteral("rows"), ParamType::Integer,
                                tr("How many rows to keep (0 or more)."), 10),
        };
    }

    const OperatorSpec &spec() const override { return m_spec; }

    /// The same columns, fewer or reordered rows.
    std::vector<DatasetSchema> outputSchemas(const SchemaCall &call) const override
    {
        DatasetSchema output = call.input(0);
        output.kind = DataKind::Table;
        return {output};
    }

    std::vector<DatasetPtr> run(const OperatorCall &call) const override
    {
        const auto input = TableOperatorSupport::inputTable(call);
        const qint64 rows = call.integer(u"rows");
        if (rows < 0)
            throw OperatorError(tr("rows is %1; it must be 0 or more").arg(rows));
        if (rows >= input->rowCount())
            return {input}; // the whole table: hand on the same immutable table
        return {std::make_shared<const Table>(input->slice(0, rows))};
    }

private:
    OperatorSpec m_spec;
};

} // namespace

std::unique_ptr<Operator> makeTableHeadOperator()
{
    return std::make_unique<TableHeadOperator>();
}

} // namespace weft::engine
