#include "TableExpression.h"

#include "Operator.h"

#include <QRegularExpression>

#include <algorithm>
#include <limits>
#include <muParser.h>

namespace weft::engine {

namespace {

/// Rows per bulk evaluation. muparser re-creates its bytecode on every bulk call, so a chunk
/// must be large enough to make that noise, yet small enough that the variable buffers stay
/// in cache and cancellation is noticed quickly.
constexpr qsizetype kChunkRows = 32768;

QString fromMu(const mu::string_type &text)
{
    return QString::fromStdString(text);
}

} // namespace

struct TableExpression::Impl
{
    struct Variable
    {
        const TableColumn *column;
        std::vector<double> buffer; ///< the column's values for the current chunk
    };

    const Table &table;
    QString expression;
    QString subject;
    mu::Parser parser;
    double placeholder = 0; ///< where every candidate variable points until it is known used
    std::vector<Variable> variables;

    [[noreturn]] void fail(const QString &problem) const
    {
        throw OperatorError(TableExpression::tr("the expression '%1' for %2: %3")
                                .arg(expression, subject, problem));
    }

    QString numericColumnNames() const;
    void defineCandidates();
    void bindUsedColumns();
    void fillChunk(qsizetype first, qsizetype count, std::uint8_t *valid);
};

QString TableExpression::Impl::numericColumnNames() const
{
    QStringList names;
    const mu::varmap_type &defined = parser.GetVar();
    for (int c = 0; c < table.columnCount(); ++c) {
        if (defined.count(table.column(c).name().toStdString()))
            names.append(table.column(c).name());
    }
    return names.isEmpty() ? TableExpression::tr("none") : names.join(QStringLiteral(", "));
}

void TableExpression::Impl::defineCandidates()
{
    for (int c = 0; c < table.columnCount(); ++c) {
        const TableColumn &column = table.column(c);
        if (!column.isNumeric())
            continue;
        try {
            parser.DefineVar(column.name().toStdString(), &placeholder);
        } catch (const mu::ParserError &) {
            // Not a muparser identifier ("2nd value", "a-b") or a built-in constant's name:
            // such a column simply cannot appear in a formula.
        }
    }
}

void TableExpression::Impl::bindUsedColumns()
{
    const mu::varmap_type &used = parser.GetUsedVar();
    const auto bufferRows = size_t(std::clamp<qsizetype>(table.rowCount(), 1, kChunkRows));
    variables.reserve(used.size());
    for (const auto &[name, pointer] : used) {
        const QString columnName = fromMu(name);
        const TableColumn *column = table.column(columnName);
        if (!pointer) {
            if (column)
                fail(TableExpression::tr("column '%1' holds text, not numbers").arg(columnName));
            fail(TableExpression::tr("unknown column '%1' (the numeric columns: %2)")
                     .arg(columnName, numericColumnNames()));
        }
        variables.push_back(Variable{column, std::vector<double>(bufferRows)});
    }
    // GetUsedVar() parsed the formula, so the number of its results is known.
    if (parser.GetNumResults() != 1)
        fail(TableExpression::tr("it gives %1 values separated by commas; one is expected")
                 .arg(parser.GetNumResults()));
    for (Variable &variable : variables)
        parser.DefineVar(variable.column->name().toStdString(), variable.buffer.data());
}

void TableExpression::Impl::fillChunk(qsizetype first, qsizetype count, std::uint8_t *valid)
{
    for (Variable &variable : variables) {
        const TableColumn &column = *variable.column;
        double *out = variable.buffer.data();
        switch (column.type()) {
        case ColumnType::Int: {
            const qint64 *in = column.ints().data() + first;
            std::transform(in, in + count, out, [](qint64 v) { return double(v); });
            break;
        }
        case ColumnType::Float: {
            const double *in = column.floats().data() + first;
            std::copy(in, in + count, out);
            break;
        }
        case ColumnType::Bool: {
            const std::uint8_t *in = column.bools().data() + first;
            std::transform(in, in + count, out, [](std::uint8_t v) { return v ? 1.0 : 0.0; });
            break;
        }
        case ColumnType::String:
            break;
        }
        if (column.hasNulls()) {
            const std::uint8_t *present = column.validity().data() + first;
            for (qsizetype i = 0; i < count; ++i)
                valid[i] &= present[i];
        }
    }
}

TableExpression::TableExpression(const Table &table, const QString &expression,
                                 const QString &subject)
    : d(new Impl{table, expression, subject, {}, 0, {}})
{
    try {
        d->defineCandidates();
        d->parser.SetExpr(expression.toStdString());
        d->bindUsedColumns();
    } catch (const mu::ParserError &e) {
        d->fail(fromMu(e.GetMsg()));
    }
}

TableExpression::~TableExpression() = default;

std::unique_ptr<TableExpression> TableExpression::formula(const Table &table,
                                                          const QString &expression,
                                                          const QString &subject, QString *problem)
{
    static const QRegularExpression assignment(QStringLiteral("(?<![=!<>])=(?!=)"));
    problem->clear();
    if (assignment.match(expression).hasMatch())
        return nullptr;
    try {
        return std::make_unique<TableExpression>(table, expression, subject);
    } catch (const OperatorError &e) {
        *problem = e.message();
        return nullptr;
    }
}

QStringList TableExpression::usedColumns() const
{
    QStringList names;
    for (const auto &variable : d->variables)
        names.append(variable.column->name());
    return names;
}

void TableExpression::evaluate(std::vector<double> &values, std::vector<std::uint8_t> &valid,
                               std::stop_token stop)
{
    const qsizetype rows = d->table.rowCount();
    values.assign(size_t(rows), 0.0);
    valid.assign(size_t(rows), 1);
    for (qsizetype first = 0; first < rows; first += kChunkRows) {
        if (stop.stop_requested())
            throw OperatorError(tr("cancelled"));
        const qsizetype count = std::min(kChunkRows, rows - first);
        evaluateChunk(first, count, values.data() + first, valid.data() + first);
    }
}

qsizetype TableExpression::chunkRows()
{
    return kChunkRows;
}

void TableExpression::evaluateChunk(qsizetype first, qsizetype count, double *values,
                                    std::uint8_t *valid)
{
    Q_ASSERT(count <= kChunkRows && first + count <= d->table.rowCount());
    std::fill(valid, valid + count, std::uint8_t(1));
    try {
        d->fillChunk(first, count, valid);
        d->parser.Eval(values, int(count));
    } catch (const mu::ParserError &e) {
        d->fail(fromMu(e.GetMsg()));
    }
    for (qsizetype i = 0; i < count; ++i) {
        if (!valid[i])
            values[i] = std::numeric_limits<double>::quiet_NaN();
    }
}

} // namespace weft::engine
