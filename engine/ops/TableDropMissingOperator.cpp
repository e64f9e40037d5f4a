#include "BuiltinOperators.h"
#include "SchemaCall.h"
#include "TableOperatorSupport.h"

#include <algorithm>

namespace weft::engine {

namespace {

/// table.drop_missing: drops the rows with a missing value, as pandas' dropna does.
class TableDropMissingOperator final : public Operator
{
    Q_DECLARE_TR_FUNCTIONS(TableDropMissingOperator)

public:
    TableDropMissingOperator()
    {
        m_spec.id = QStringLiteral("table.drop_missing");
        m_spec.title = tr("Drop missing rows");
        m_spec.category = QStringLiteral("Tables");
        m_spec.description =
            tr("Drops every row with a missing value (a null, or NaN in a float column) in "
               "one of the named columns, or in any column when none are named, as pandas' "
               "dropna does. The other rows keep their order.");
        m_spec.inputs = {
            PortSpec::single(QStringLiteral("table"), DataKind::Table, tr("The table to clean."))};
        m_spec.outputs = {PortSpec::single(QStringLiteral("table"), DataKind::Table,
                                           tr("The rows without missing values."))};
        m_spec.params = {
            ParamSpec::optional(QStringLiteral("columns"), ParamType::String,
                                tr("The columns to look at, separated by commas; empty for all "
                                   "columns."),
                                QString()),
        };
    }

    const OperatorSpec &spec() const override { return m_spec; }

    /// The same columns, fewer or reordered rows.
    std::vector<DatasetSchema> outputSchemas(const SchemaCall &call) const override
    {
        for (const QString &name : call.nameList(u"columns"))
            call.expectColumn(QStringLiteral("columns"), 0, name);
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
    static std::vector<qsizetype> keptRows(const Table &input, const OperatorCall &call)
    {
        // Only the columns that can hold a missing value are looked at per row.
        std::vector<const TableColumn *> checked;
        const auto consider = [&checked](const TableColumn &column) {
            if (column.hasNulls() || column.type() == ColumnType::Float)
                checked.push_back(&column);
        };
        const QStringList names = TableOperatorSupport::nameList(call, QStringLiteral("columns"));
        for (const QString &name : names) {
            try {
                consider(TableOperatorSupport::column(input, name));
            } catch (const OperatorError &e) {
                throw OperatorError(tr("columns: %1").arg(e.message()));
            }
        }
        if (names.isEmpty()) {
            for (int c = 0; c < input.columnCount(); ++c)
                consider(input.column(c));
        }
        std::vector<qsizetype> kept;
        kept.reserve(size_t(input.rowCount()));
        for (qsizetype row = 0; row < input.rowCount(); ++row) {
            const bool missing = std::any_of(checked.begin(), checked.end(), [row](auto *column) {
                return TableOperatorSupport::isMissing(*column, row);
            });
            if (!missing)
                kept.push_back(row);
        }
        TableOperatorSupport::throwIfStopped(call);
        return kept;
    }

    OperatorSpec m_spec;
};

} // namespace

std::unique_ptr<Operator> makeTableDropMissingOperator()
{
    return std::make_unique<TableDropMissingOperator>();
}

} // namespace weft::engine
