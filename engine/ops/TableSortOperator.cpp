#include "BuiltinOperators.h"
#include "SchemaCall.h"
#include "TableOperatorSupport.h"

#include <algorithm>
#include <cmath>

namespace weft::engine {

namespace {

/// Rows sorted per run before the runs are merged; between runs and merges the operator
/// checks for cancellation, which one std::stable_sort over millions of rows could not.
constexpr size_t kRunRows = 65536;

/// A stable merge sort in cancellable steps: stable-sorted runs, then pairwise merges.
template<typename Less>
void stableSortInSteps(std::vector<qsizetype> &rows, Less less, const OperatorCall &call)
{
    const size_t n = rows.size();
    const auto at = [&](size_t i) { return rows.begin() + qsizetype(std::min(i, n)); };
    for (size_t begin = 0; begin < n; begin += kRunRows) {
        TableOperatorSupport::throwIfStopped(call);
        std::stable_sort(at(begin), at(begin + kRunRows), less);
    }
    for (size_t width = kRunRows; width < n; width *= 2) {
        for (size_t begin = 0; begin + width < n; begin += 2 * width) {
            TableOperatorSupport::throwIfStopped(call);
            std::inplace_merge(at(begin), at(begin + width), at(begin + 2 * width), less);
        }
    }
}

template<typename Value>
void sortBy(std::vector<qsizetype> &rows, Value value, bool descending, const OperatorCall &call)
{
    if (descending)
        stableSortInSteps(
            rows, [&](qsizetype a, qsizetype b) { return value(b) < value(a); }, call);
    else
        stableSortInSteps(
            rows, [&](qsizetype a, qsizetype b) { return value(a) < value(b); }, call);
}

/// The row order that sorts `column`: values in order, then nulls and NaNs in their
/// original order (NaN has no place among numbers, so it goes with the missing values).
std::vector<qsizetype> sortedRows(const TableColumn &column, bool descending,
                                  const OperatorCall &call)
{
    std::vector<qsizetype> rows;
    std::vector<qsizetype> missing;
    rows.reserve(size_t(column.size()));
    const bool isFloat = column.type() == ColumnType::Float;
    for (qsizetype row = 0; row < column.size(); ++row) {
        const bool absent = column.isNull(row) || (isFloat && std::isnan(column.floatAt(row)));
        (absent ? missing : rows).push_back(row);
    }
    switch (column.type()) {
    case ColumnType::Int:
        sortBy(
            rows, [&](qsizetype r) { return column.intAt(r); }, descending, call);
        break;
    case ColumnType::Float:
        sortBy(
            rows, [&](qsizetype r) { return column.floatAt(r); }, descending, call);
        break;
    case ColumnType::Bool:
        sortBy(
            rows, [&](qsizetype r) { return column.boolAt(r); }, descending, call);
        break;
    case ColumnType::String: // UTF-8 byte order is code point order
        sortBy(
            rows, [&](qsizetype r) { return column.utf8At(r); }, descending, call);
        break;
    }
    rows.insert(rows.end(), missing.begin(), missing.end());
    return rows;
}

/// table.sort: orders rows by one column.
class TableSortOperator final : public Operator
{
    Q_DECLARE_TR_FUNCTIONS(TableSortOperator)

public:
    TableSortOperator()
    {
        m_spec.id = QStringLiteral("table.sort");
        m_spec.title = tr("Sort rows");
        m_spec.category = QStringLiteral("Tables");
        m_spec.description =
            tr("Orders the rows by one column, ascending or descending. The sort is stable: "
               "rows with equal values keep their order. Nulls (and NaN) come last either way; "
               "text is ordered by Unicode code point.");
        m_spec.inputs = {
            PortSpec::single(QStringLiteral("table"), DataKind::Table, tr("The table to sort."))};
        m_spec.outputs = {PortSpec::single(QStringLiteral("table"), DataKind::Table,
                                           tr("The same rows in sorted order."))};
        m_spec.params = {
            ParamSpec::required(QStringLiteral("column"), ParamType::String,
                                tr("Name of the column to sort by.")),
            ParamSpec::optional(QStringLiteral("descending"), ParamType::Boolean,
                                tr("Largest values first instead of smallest first."), false),
        };
    }

    const OperatorSpec &spec() const override { return m_spec; }

    /// The same columns, fewer or reordered rows.
    std::vector<DatasetSchema> outputSchemas(const SchemaCall &call) const override
    {
        call.expectColumn(QStringLiteral("column"), 0, call.string(u"column"));
        DatasetSchema output = call.input(0);
        output.kind = DataKind::Table;
        return {output};
    }

    std::vector<DatasetPtr> run(const OperatorCall &call) const override
    {
        auto input = TableOperatorSupport::takeInputTable(call);
        const std::vector<qsizetype> rows =
            sortedRows(TableOperatorSupport::column(*input, call.string(u"column")),
                       call.boolean(u"descending"), call);
        return {TableOperatorSupport::selectRows(std::move(input), rows, call)};
    }

private:
    OperatorSpec m_spec;
};

} // namespace

std::unique_ptr<Operator> makeTableSortOperator()
{
    return std::make_unique<TableSortOperator>();
}

} // namespace weft::engine
