#include "BuiltinOperators.h"
#include "TableOperatorSupport.h"
#include "data/Scalar.h"

#include <algorithm>
#include <cmath>

namespace weft::engine {

namespace {

/// The JSON value of one cell: integers stay integers, a null or NaN is null.
QJsonValue cellValue(const TableColumn &column, qsizetype row)
{
    if (column.isNull(row))
        return QJsonValue();
    switch (column.type()) {
    case ColumnType::Int:
        return QJsonValue(column.intAt(row));
    case ColumnType::Float:
        return std::isnan(column.floatAt(row)) ? QJsonValue() : QJsonValue(column.floatAt(row));
    case ColumnType::Bool:
        return QJsonValue(column.boolAt(row));
    case ColumnType::String:
        return QJsonValue(column.stringAt(row));
    }
    return QJsonValue();
}

/// table.value: one value of a table as a scalar: a cell, a count, or an aggregate of a column.
class TableValueOperator final : public Operator
{
    Q_DECLARE_TR_FUNCTIONS(TableValueOperator)

public:
    TableValueOperator()
    {
        m_spec.id = QStringLiteral("table.value");
        m_spec.title = tr("Table value");
        m_spec.category = QStringLiteral("Tables");
        m_spec.description =
            tr("Takes one value out of a table as a scalar: the cell of a column at a row, the "
               "number of rows (count with no column) or of non-null values, or the sum, mean, "
               "min or max of a numeric column. Nulls and NaNs are skipped; the sum of nothing "
               "is 0, the mean, min and max of nothing are null.");
        m_spec.inputs = {PortSpec::single(QStringLiteral("table"), DataKind::Table,
                                          tr("The table to take the value from."))};
        m_spec.outputs = {
            PortSpec::single(QStringLiteral("value"), DataKind::Scalar, tr("The value."))};
        m_spec.params = {
            ParamSpec::choice(QStringLiteral("function"),
                              tr("What to take: one cell, or an aggregate of the column."),
                              QStringLiteral("cell"),
                              {QStringLiteral("cell"), QStringLiteral("count"),
                               QStringLiteral("sum"), QStringLiteral("mean"), QStringLiteral("min"),
                               QStringLiteral("max")}),
            ParamSpec::optional(
                QStringLiteral("column"), ParamType::String,
                tr("The column; may be empty only for count, which then counts rows."), QString()),
            ParamSpec::optional(
                QStringLiteral("row"), ParamType::Integer,
                tr("cell: the row, from 0 (negative counts from the end: -1 is the last)."), 0),
        };
    }

    const OperatorSpec &spec() const override { return m_spec; }

    std::vector<DatasetPtr> run(const OperatorCall &call) const override
    {
        return {std::make_shared<const Scalar>(value(call))};
    }

private:
    QJsonValue value(const OperatorCall &call) const
    {
        const auto table = TableOperatorSupport::inputTable(call);
        const QString function = call.string(u"function");
        const QString name = call.string(u"column").trimmed();
        if (name.isEmpty()) {
            if (function != u"count")
                throw OperatorError(tr("function %1 needs a column").arg(function));
            return QJsonValue(qint64(table->rowCount()));
        }
        const TableColumn &column = TableOperatorSupport::column(*table, name);
        if (function == u"cell") {
            qint64 row = call.integer(u"row");
            if (row < 0)
                row += table->rowCount();
            if (row < 0 || row >= table->rowCount())
                throw OperatorError(tr("row %1 is not a row of a table of %2 rows")
                                        .arg(call.integer(u"row"))
                                        .arg(table->rowCount()));
            return cellValue(column, qsizetype(row));
        }
        if (function == u"count") {
            qint64 count = 0;
            for (qsizetype row = 0; row < table->rowCount(); ++row)
                count += cellValue(column, row).isNull() ? 0 : 1;
            return QJsonValue(count);
        }
        if (column.type() == ColumnType::String)
            throw OperatorError(
                tr("function %1 needs a numeric column; '%2' holds text").arg(function, name));
        return aggregate(call, column, function);
    }

    QJsonValue aggregate(const OperatorCall &call, const TableColumn &column,
                         const QString &function) const
    {
        const bool isInt = column.type() != ColumnType::Float;
        qint64 n = 0, intSum = 0, intLo = 0, intHi = 0;
        double sum = 0, lo = 0, hi = 0;
        bool intOverflow = false;
        for (qsizetype row = 0; row < column.size(); ++row) {
            if ((row & 0xffff) == 0)
                TableOperatorSupport::throwIfStopped(call);
            if (column.isNull(row))
                continue;
            const double v = column.toDouble(row);
            if (std::isnan(v))
                continue;
            const qint64 i = column.type() == ColumnType::Int    ? column.intAt(row)
                             : column.type() == ColumnType::Bool ? qint64(column.boolAt(row))
                                                                 : 0;
            if (isInt && !intOverflow)
                intOverflow = __builtin_add_overflow(intSum, i, &intSum);
            sum += v;
            lo = n == 0 ? v : std::min(lo, v);
            hi = n == 0 ? v : std::max(hi, v);
            intLo = n == 0 ? i : std::min(intLo, i);
            intHi = n == 0 ? i : std::max(intHi, i);
            ++n;
        }
        if (function == u"sum")
            return isInt && !intOverflow ? QJsonValue(intSum) : QJsonValue(sum);
        if (n == 0)
            return QJsonValue();
        if (function == u"mean")
            return QJsonValue(sum / double(n));
        if (function == u"min")
            return isInt ? QJsonValue(intLo) : QJsonValue(lo);
        if (function == u"max")
            return isInt ? QJsonValue(intHi) : QJsonValue(hi);
        throw OperatorError(
            tr("function '%1' is not one of cell, count, sum, mean, min, max").arg(function));
    }

    OperatorSpec m_spec;
};

} // namespace

std::unique_ptr<Operator> makeTableValueOperator()
{
    return std::make_unique<TableValueOperator>();
}

} // namespace weft::engine
