#include "BuiltinOperators.h"
#include "SchemaCall.h"
#include "TableOperatorSupport.h"

#include <algorithm>
#include <numeric>
#include <random>

namespace weft::engine {

namespace {

/// A uniform integer in [0, n) without modulo bias, the same on every standard library.
qsizetype below(std::mt19937_64 &engine, qsizetype n)
{
    const auto range = quint64(n);
    const quint64 limit =
        std::numeric_limits<quint64>::max() - std::numeric_limits<quint64>::max() % range;
    quint64 x = engine();
    while (x >= limit)
        x = engine();
    return qsizetype(x % range);
}

/// table.sample: a random selection of rows, reproducible by its seed.
class TableSampleOperator final : public Operator
{
    Q_DECLARE_TR_FUNCTIONS(TableSampleOperator)

public:
    TableSampleOperator()
    {
        m_spec.id = QStringLiteral("table.sample");
        m_spec.title = tr("Sample rows");
        m_spec.category = QStringLiteral("Tables");
        m_spec.description =
            tr("Picks rows at random: a number of rows, or a fraction of the table when the "
               "fraction is above 0. Without replacement each row is picked at most once and "
               "the rows keep their order; the same seed picks the same rows.");
        m_spec.inputs = {
            PortSpec::single(QStringLiteral("table"), DataKind::Table, tr("The table to sample."))};
        m_spec.outputs = {
            PortSpec::single(QStringLiteral("table"), DataKind::Table, tr("The picked rows."))};
        m_spec.params = {
            ParamSpec::optional(QStringLiteral("rows"), ParamType::Integer,
                                tr("How many rows to pick (0 or more)."), 10),
            ParamSpec::optional(
                QStringLiteral("fraction"), ParamType::Number,
                tr("When above 0, the share of rows to pick instead (at most 1 without "
                   "replacement)."),
                0.0),
            ParamSpec::optional(QStringLiteral("seed"), ParamType::Integer,
                                tr("The seed; the same seed picks the same rows."), 0),
            ParamSpec::optional(QStringLiteral("replace"), ParamType::Boolean,
                                tr("Pick with replacement: a row may come more than once."), false),
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
        auto input = TableOperatorSupport::takeInputTable(call);
        const qsizetype total = input->rowCount();
        const bool replace = call.boolean(u"replace");
        const double fraction = call.number(u"fraction");
        qint64 count = call.integer(u"rows");
        if (!(fraction >= 0) || (!replace && fraction > 1))
            throw OperatorError(tr("fraction is %1; it must be from 0 to 1%2")
                                    .arg(fraction)
                                    .arg(replace ? tr(" or above") : QString()));
        if (fraction > 0)
            count = qint64(std::llround(fraction * double(total)));
        if (count < 0)
            throw OperatorError(tr("rows is %1; it must be 0 or more").arg(count));
        if (replace && total == 0 && count > 0)
            throw OperatorError(tr("the table is empty; there is nothing to pick from"));

        std::mt19937_64 engine(quint64(call.integer(u"seed")));
        std::vector<qsizetype> picked;
        if (replace) {
            picked.resize(size_t(count));
            for (qsizetype &row : picked)
                row = below(engine, total);
        } else {
            // A partial Fisher–Yates shuffle: the first `count` places hold the sample.
            count = std::min<qint64>(count, total);
            std::vector<qsizetype> rows(static_cast<size_t>(total));
            std::iota(rows.begin(), rows.end(), 0);
            for (qsizetype i = 0; i < count; ++i)
                std::swap(rows[size_t(i)], rows[size_t(i + below(engine, total - i))]);
            picked.assign(rows.begin(), rows.begin() + count);
            std::sort(picked.begin(), picked.end());
        }
        return {TableOperatorSupport::selectRows(std::move(input), picked, call)};
    }

private:
    OperatorSpec m_spec;
};

} // namespace

std::unique_ptr<Operator> makeTableSampleOperator()
{
    return std::make_unique<TableSampleOperator>();
}

} // namespace weft::engine
