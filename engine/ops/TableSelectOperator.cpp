#include "BuiltinOperators.h"
#include "SchemaCall.h"
#include "TableOperatorSupport.h"

#include <QRegularExpression>

namespace weft::engine {

namespace {

/// table.select: chosen columns, in a chosen order, optionally renamed.
class TableSelectOperator final : public Operator
{
    Q_DECLARE_TR_FUNCTIONS(TableSelectOperator)

public:
    TableSelectOperator()
    {
        m_spec.id = QStringLiteral("table.select");
        m_spec.title = tr("Select columns");
        m_spec.category = QStringLiteral("Tables");
        m_spec.rowwise = true; // picks and renames columns: every row stays, in its place
        m_spec.description =
            tr("Keeps the named columns in the order given, renaming those written "
               "'name as new name'. With 'keep the rest' the other columns follow unchanged, "
               "so a rename alone is 'price as unit_price'. Columns are shared with the input, "
               "not copied.");
        m_spec.inputs = {PortSpec::single(QStringLiteral("table"), DataKind::Table,
                                          tr("The table to pick from."))};
        m_spec.outputs = {
            PortSpec::single(QStringLiteral("table"), DataKind::Table, tr("The chosen columns."))};
        m_spec.params = {
            ParamSpec::required(
                QStringLiteral("columns"), ParamType::String,
                tr("Columns separated by commas, each 'name' or 'name as new name'.")),
            ParamSpec::optional(QStringLiteral("keep_rest"), ParamType::Boolean,
                                tr("Keep the columns not named, after the named ones."), false),
        };
    }

    const OperatorSpec &spec() const override { return m_spec; }

    std::vector<DatasetSchema> outputSchemas(const SchemaCall &call) const override
    {
        const DatasetSchema &input = call.input(0);
        DatasetSchema output = DatasetSchema::table({});
        QStringList used;
        for (const QString &item : call.nameList(u"columns")) {
            const auto match = asPattern().match(item);
            const QString from = match.hasMatch() ? match.captured(1).trimmed() : item;
            const QString to = match.hasMatch() ? match.captured(2).trimmed() : item;
            if (!call.expectColumn(QStringLiteral("columns"), 0, from))
                continue;
            const ColumnSchema *column = input.column(from);
            output.columns.push_back({to, column ? column->type : std::nullopt});
            used.append(from);
        }
        if (call.boolean(u"keep_rest")) {
            for (const ColumnSchema &column : input.columns) {
                if (!used.contains(column.name))
                    output.columns.push_back(column);
            }
            output.complete = input.isCompleteTable();
        }
        return {output};
    }

    std::vector<DatasetPtr> run(const OperatorCall &call) const override
    {
        const auto input = TableOperatorSupport::inputTable(call);
        const QRegularExpression &as = asPattern();
        const QStringList items = TableOperatorSupport::nameList(call, QStringLiteral("columns"));
        if (items.isEmpty() && !call.boolean(u"keep_rest"))
            throw OperatorError(tr("columns is empty; name at least one column"));
        auto output = std::make_shared<Table>();
        QStringList used;
        for (const QString &item : items) {
            const auto match = as.match(item);
            const QString from = match.hasMatch() ? match.captured(1).trimmed() : item;
            const QString to = match.hasMatch() ? match.captured(2).trimmed() : item;
            TableOperatorSupport::column(*input, from); // throws, listing the columns
            addColumn(*output, input->sharedColumn(input->columnIndex(from)), to);
            used.append(from);
        }
        if (call.boolean(u"keep_rest")) {
            for (int c = 0; c < input->columnCount(); ++c) {
                if (!used.contains(input->column(c).name()))
                    addColumn(*output, input->sharedColumn(c), input->column(c).name());
            }
        }
        return {output};
    }

private:
    /// "name as new name".
    static const QRegularExpression &asPattern()
    {
        static const QRegularExpression as(QStringLiteral("^(.+?)\\s+as\\s+(.+)$"),
                                           QRegularExpression::CaseInsensitiveOption);
        return as;
    }

    /// Adds `column` under `name`: the same column object when the name is unchanged, so
    /// the output shares its memory with the input; a renamed copy otherwise.
    void addColumn(Table &output, std::shared_ptr<const TableColumn> column,
                   const QString &name) const
    {
        if (output.columnIndex(name) >= 0)
            throw OperatorError(
                tr("columns: the result would have two columns named '%1'").arg(name));
        if (name == column->name()) {
            output.addColumn(std::move(column));
            return;
        }
        TableColumn renamed = *column;
        renamed.setName(name);
        output.addColumn(std::move(renamed));
    }

    OperatorSpec m_spec;
};

} // namespace

std::unique_ptr<Operator> makeTableSelectOperator()
{
    return std::make_unique<TableSelectOperator>();
}

} // namespace weft::engine
