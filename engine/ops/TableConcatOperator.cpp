#include "BuiltinOperators.h"
#include "SchemaCall.h"
#include "TableOperatorSupport.h"

namespace weft::engine {

namespace {

/// table.concat: the rows of several tables, one after the other.
class TableConcatOperator final : public Operator
{
    Q_DECLARE_TR_FUNCTIONS(TableConcatOperator)

public:
    TableConcatOperator()
    {
        m_spec.id = QStringLiteral("table.concat");
        m_spec.title = tr("Concatenate tables");
        m_spec.category = QStringLiteral("Tables");
        m_spec.description =
            tr("Stacks the rows of the input tables in edge order. Columns are matched by "
               "name: 'all' keeps every column (null where a table lacks it), 'common' only "
               "those every table has. A column whose types differ becomes float (numbers) or "
               "text.");
        m_spec.inputs = {PortSpec::oneOrMore(QStringLiteral("tables"), DataKind::Table,
                                             tr("The tables to stack, in edge order."))};
        m_spec.outputs = {
            PortSpec::single(QStringLiteral("table"), DataKind::Table, tr("All their rows."))};
        m_spec.params = {
            ParamSpec::choice(QStringLiteral("columns"), tr("Which columns the result has."),
                              QStringLiteral("all"),
                              {QStringLiteral("all"), QStringLiteral("common")}),
        };
    }

    const OperatorSpec &spec() const override { return m_spec; }

    std::vector<DatasetSchema> outputSchemas(const SchemaCall &call) const override
    {
        const std::vector<DatasetSchema> &inputs = call.inputs(0);
        const bool common = call.string(u"columns") == u"common";
        const bool complete = !inputs.empty() && std::all_of(inputs.begin(), inputs.end(),
                                                             [](const DatasetSchema &input) {
                                                                 return input.isCompleteTable();
                                                             });
        if (common && !complete)
            return {DatasetSchema::unknown(DataKind::Table)};
        DatasetSchema output = DatasetSchema::table({});
        output.complete = complete;
        for (const DatasetSchema &input : inputs) {
            for (const ColumnSchema &column : input.columns) {
                if (output.column(column.name))
                    continue;
                // The type that holds every table's values, when all are known.
                ColumnSchema stacked{column.name, column.type};
                bool everywhere = true;
                for (const DatasetSchema &other : inputs) {
                    const ColumnSchema *same = other.column(column.name);
                    everywhere = everywhere && same;
                    if (same && same->type && stacked.type)
                        stacked.type = TableOperatorSupport::commonType(*stacked.type, *same->type);
                    else if (same)
                        stacked.type.reset();
                }
                if (!complete)
                    stacked.type.reset(); // an unknown table may hold it with another type
                if (everywhere || !common)
                    output.columns.push_back(stacked);
            }
        }
        return {output};
    }

    std::vector<DatasetPtr> run(const OperatorCall &call) const override
    {
        std::vector<std::shared_ptr<const Table>> tables;
        for (size_t k = 0; k < call.inputs(0).size(); ++k) {
            auto table = Table::fromDataset(call.inputs(0)[k]);
            if (!table)
                throw OperatorError(tr("expected a table on input %1, received %2")
                                        .arg(k + 1)
                                        .arg(call.inputs(0)[k]
                                                 ? dataKindName(call.inputs(0)[k]->kind())
                                                 : tr("nothing")));
            tables.push_back(std::move(table));
        }
        if (tables.empty())
            throw OperatorError(tr("no table arrived on the input"));
        const QString mode = call.string(u"columns");
        if (mode != u"all" && mode != u"common")
            throw OperatorError(tr("columns '%1' is not one of all, common").arg(mode));

        QStringList names;
        for (const auto &table : tables) {
            for (const QString &name : table->columnNames()) {
                if (!names.contains(name))
                    names.append(name);
            }
        }
        if (mode == u"common") {
            names.removeIf([&](const QString &name) {
                return std::any_of(tables.begin(), tables.end(),
                                   [&](const auto &t) { return !t->column(name); });
            });
        }
        return {TableOperatorSupport::stackRows(tables, names, call)};
    }

private:
    OperatorSpec m_spec;
};

} // namespace

std::unique_ptr<Operator> makeTableConcatOperator()
{
    return std::make_unique<TableConcatOperator>();
}

} // namespace weft::engine
