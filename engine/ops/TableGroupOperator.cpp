#include "BuiltinOperators.h"
#include "RowKey.h"
#include "SchemaCall.h"
#include "TableOperatorSupport.h"

#include <QRegularExpression>

#include <cmath>
#include <unordered_map>

namespace weft::engine {

namespace {

/// One aggregate of table.group: "sum(price) as total".
struct Aggregate
{
    QString function;
    const TableColumn *column = nullptr; ///< null for count()
    QString name;
};

const QStringList kFunctions = {QStringLiteral("count"), QStringLiteral("sum"),
                                QStringLiteral("mean"),  QStringLiteral("min"),
                                QStringLiteral("max"),   QStringLiteral("std"),
                                QStringLiteral("first"), QStringLiteral("last")};

/// table.group: one row per distinct key with aggregates of each group's rows.
class TableGroupOperator final : public Operator
{
    Q_DECLARE_TR_FUNCTIONS(TableGroupOperator)

public:
    TableGroupOperator()
    {
        m_spec.id = QStringLiteral("table.group");
        m_spec.title = tr("Group and aggregate");
        m_spec.category = QStringLiteral("Tables");
        m_spec.description =
            tr("Groups rows with equal values in the key columns and computes aggregates for "
               "each group: count, count(column), sum, mean, min, max, std (sample, N - 1), "
               "first, last. Nulls and NaNs are skipped; a null key is a group of its own. "
               "Groups come in the order their first row appears.");
        m_spec.inputs = {
            PortSpec::single(QStringLiteral("table"), DataKind::Table, tr("The rows to group."))};
        m_spec.outputs = {PortSpec::single(QStringLiteral("table"), DataKind::Table,
                                           tr("The key columns, then one column per aggregate."))};
        m_spec.params = {
            ParamSpec::optional(
                QStringLiteral("by"), ParamType::String,
                tr("Key columns separated by commas; empty makes one group of all rows."),
                QString()),
            ParamSpec::optional(
                QStringLiteral("aggregates"), ParamType::String,
                tr("Aggregates separated by commas, e.g. 'count, mean(price) as "
                   "avg_price, max(year)'. Unnamed ones are called function_column."),
                QStringLiteral("count")),
        };
    }

    const OperatorSpec &spec() const override { return m_spec; }

    /// The key columns, then one column per aggregate: all the columns, whatever the input.
    std::vector<DatasetSchema> outputSchemas(const SchemaCall &call) const override
    {
        const DatasetSchema &input = call.input(0);
        DatasetSchema output = DatasetSchema::table({});
        for (const QString &name : call.nameList(u"by")) {
            call.expectColumn(QStringLiteral("by"), 0, name);
            const ColumnSchema *key = input.column(name);
            output.columns.push_back({name, key ? key->type : std::nullopt});
        }
        for (const QString &text : call.nameList(u"aggregates")) {
            const auto match = aggregatePattern().match(text);
            const QString function = match.captured(1).toLower();
            if (!match.hasMatch() || !kFunctions.contains(function))
                return {DatasetSchema::unknown(DataKind::Table)}; // the run says why
            const QString columnName = match.captured(2);
            QString name = match.captured(3).trimmed();
            if (name.isEmpty())
                name = columnName.isEmpty() ? function : function + u'_' + columnName;
            std::optional<ColumnType> type;
            if (!columnName.isEmpty())
                call.expectColumn(QStringLiteral("aggregates"), 0, columnName);
            const ColumnSchema *column = input.column(columnName);
            const std::optional<ColumnType> in = column ? column->type : std::nullopt;
            if (function == u"count")
                type = ColumnType::Int;
            else if (function == u"mean" || function == u"std")
                type = ColumnType::Float;
            else if (function == u"sum" && in)
                type = *in == ColumnType::Float ? ColumnType::Float : ColumnType::Int;
            else if (function != u"sum")
                type = in; // min, max, first, last: a value of the column
            output.columns.push_back({name, type});
        }
        return {output};
    }

    std::vector<DatasetPtr> run(const OperatorCall &call) const override
    {
        const auto input = TableOperatorSupport::inputTable(call);
        std::vector<const TableColumn *> keys;
        for (const QString &name : TableOperatorSupport::nameList(call, QStringLiteral("by")))
            keys.push_back(&TableOperatorSupport::column(*input, name));
        const std::vector<Aggregate> aggregates = parseAggregates(call, *input);

        std::unordered_map<std::string, qsizetype> groupOfKey;
        std::vector<qsizetype> group(size_t(input->rowCount()));
        std::vector<qsizetype> firstRows;
        for (qsizetype row = 0; row < input->rowCount(); ++row) {
            const auto [it, added] =
                groupOfKey.try_emplace(RowKey::of(keys, row), qsizetype(firstRows.size()));
            if (added)
                firstRows.push_back(row);
            group[size_t(row)] = it->second;
        }
        if (keys.empty() && firstRows.empty())
            firstRows.push_back(-1); // no key: one group, even of no rows

        auto output = std::make_shared<Table>();
        for (const TableColumn *key : keys)
            output->addColumn(gather(*key, key->name(), firstRows));
        for (const Aggregate &aggregate : aggregates) {
            TableOperatorSupport::throwIfStopped(call);
            if (output->columnIndex(aggregate.name) >= 0)
                throw OperatorError(tr("aggregates: the result would have two columns named "
                                       "'%1'; name one with 'as'")
                                        .arg(aggregate.name));
            output->addColumn(compute(aggregate, group, qsizetype(firstRows.size())));
        }
        return {output};
    }

private:
    /// "function(column) as name", the column and the name optional.
    static const QRegularExpression &aggregatePattern()
    {
        static const QRegularExpression item(
            QStringLiteral("^(\\w+)\\s*(?:\\(\\s*(.*?)\\s*\\))?(?:\\s+as\\s+(.+))?$"),
            QRegularExpression::CaseInsensitiveOption);
        return item;
    }

    std::vector<Aggregate> parseAggregates(const OperatorCall &call, const Table &table) const
    {
        const QRegularExpression &item = aggregatePattern();
        std::vector<Aggregate> aggregates;
        for (const QString &text : TableOperatorSupport::nameList(call, u"aggregates"_qs)) {
            const auto match = item.match(text);
            const QString function = match.captured(1).toLower();
            if (!match.hasMatch() || !kFunctions.contains(function))
                throw OperatorError(tr("aggregates: '%1' is not function(column) [as name] "
                                       "with a function among %2")
                                        .arg(text, kFunctions.join(u", ")));
            Aggregate aggregate{function, nullptr, match.captured(3).trimmed()};
            const QString columnName = match.captured(2);
            if (!columnName.isEmpty())
                aggregate.column = &TableOperatorSupport::column(table, columnName);
            else if (function != u"count")
                throw OperatorError(
                    tr("aggregates: %1 needs a column, as in %1(price)").arg(function));
            if (aggregate.column && aggregate.column->type() == ColumnType::String &&
                (function == u"sum" || function == u"mean" || function == u"std"))
                throw OperatorError(tr("aggregates: %1 needs numbers, but column '%2' holds "
                                       "text")
                                        .arg(function, columnName));
            if (aggregate.name.isEmpty())
                aggregate.name = aggregate.column ? function + u'_' + columnName : function;
            aggregates.push_back(aggregate);
        }
        return aggregates;
    }

    static TableColumn gather(const TableColumn &column, const QString &name,
                              const std::vector<qsizetype> &rows)
    {
        TableColumn out(name, column.type());
        out.reserve(qsizetype(rows.size()));
        for (const qsizetype row : rows)
            TableOperatorSupport::appendConverted(out, column, row);
        return out;
    }

    static bool isMissing(const TableColumn &column, qsizetype row)
    {
        return column.isNull(row) ||
               (column.type() == ColumnType::Float && std::isnan(column.floatAt(row)));
    }

    /// Whether row `a` of `column` sorts before row `b`.
    static bool less(const TableColumn &column, qsizetype a, qsizetype b)
    {
        switch (column.type()) {
        case ColumnType::Int:
            return column.intAt(a) < column.intAt(b);
        case ColumnType::String:
            return column.utf8At(a) < column.utf8At(b);
        case ColumnType::Float:
        case ColumnType::Bool:
            break;
        }
        return column.toDouble(a) < column.toDouble(b);
    }

    static TableColumn compute(const Aggregate &aggregate, const std::vector<qsizetype> &group,
                               qsizetype groups)
    {
        const QString &f = aggregate.function;
        const TableColumn *column = aggregate.column;
        const auto rows = qsizetype(group.size());
        if (f == u"min" || f == u"max" || f == u"first" || f == u"last") {
            std::vector<qsizetype> pick(size_t(groups), -1);
            for (qsizetype row = 0; row < rows; ++row) {
                if (isMissing(*column, row))
                    continue;
                qsizetype &best = pick[size_t(group[size_t(row)])];
                if (best < 0 || f == u"last" || (f == u"min" && less(*column, row, best)) ||
                    (f == u"max" && less(*column, best, row)))
                    best = row;
            }
            return gather(*column, aggregate.name, pick);
        }
        std::vector<qint64> counts(size_t(groups), 0);
        std::vector<double> sums(size_t(groups), 0), means(size_t(groups), 0),
            m2(size_t(groups), 0);
        std::vector<qint64> intSums(size_t(groups), 0);
        for (qsizetype row = 0; row < rows; ++row) {
            if (column && isMissing(*column, row))
                continue;
            const auto g = size_t(group[size_t(row)]);
            ++counts[g];
            if (!column || f == u"count")
                continue;
            const double v = column->toDouble(row);
            sums[g] += v;
            if (column->type() == ColumnType::Int)
                intSums[g] += column->intAt(row);
            const double delta = v - means[g];
            means[g] += delta / double(counts[g]);
            m2[g] += delta * (v - means[g]);
        }
        if (f == u"count")
            return TableColumn::fromInts(aggregate.name, std::move(counts));
        if (f == u"sum" && column->type() == ColumnType::Int)
            return TableColumn::fromInts(aggregate.name, std::move(intSums));
        if (f == u"sum" && column->type() == ColumnType::Bool) {
            std::vector<qint64> trues(static_cast<size_t>(groups));
            for (size_t g = 0; g < trues.size(); ++g)
                trues[g] = qint64(std::llround(sums[g]));
            return TableColumn::fromInts(aggregate.name, std::move(trues));
        }
        if (f == u"sum")
            return TableColumn::fromFloats(aggregate.name, std::move(sums));
        std::vector<double> values(static_cast<size_t>(groups));
        std::vector<std::uint8_t> valid(size_t(groups), 1);
        for (size_t g = 0; g < values.size(); ++g) {
            const qint64 n = counts[g];
            const bool defined = f == u"mean" ? n > 0 : n > 1;
            valid[g] = defined ? 1 : 0;
            values[g] = !defined       ? std::nan("")
                        : f == u"mean" ? means[g]
                                       : std::sqrt(m2[g] / double(n - 1));
        }
        return TableColumn::fromFloats(aggregate.name, std::move(values), std::move(valid));
    }

    OperatorSpec m_spec;
};

} // namespace

std::unique_ptr<Operator> makeTableGroupOperator()
{
    return std::make_unique<TableGroupOperator>();
}

} // namespace weft::engine
