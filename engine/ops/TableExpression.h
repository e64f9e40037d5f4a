#pragma once

#include "data/Table.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <memory>
#include <stop_token>
#include <vector>

namespace weft::engine {

/// A muparser formula evaluated over every row of a table, for table.derive and
/// table.filter (an expression muparser does not take is SQL: TableSqlExpression). The variables
/// are the table's numeric columns (Int, Float, and Bool as 0/1) whose names are muparser
/// identifiers ([A-Za-z_][A-Za-z0-9_]*); other columns cannot be named. The formula is parsed once
/// and evaluated in muparser's bulk mode, a chunk of rows per call, so a large table costs no parse
/// per row.
///
/// Not thread-safe (muparser keeps its evaluation stack in the parser); one instance per
/// operator call.
///
///     TableExpression expr(table, u"co2 * 2"_s, tr("column '%1'").arg(name));
///     std::vector<double> values;
///     std::vector<std::uint8_t> valid;
///     expr.evaluate(values, valid, stop);
class TableExpression
{
    Q_DECLARE_TR_FUNCTIONS(TableExpression)

public:
    /// Parses `expression` for `table`. `subject` says what the formula computes, for
    /// messages ("column 'ratio'", "the condition"). Throws OperatorError on a syntax error,
    /// an unknown or non-numeric column, or a formula that gives more than one value.
    TableExpression(const Table &table, const QString &expression, const QString &subject);
    ~TableExpression();
    /// The formula when muparser takes `expression`; otherwise nothing, with muparser's
    /// complaint in `problem` (the message the constructor throws). An expression with a
    /// single `=` is left to SQL, where it compares, with an empty `problem`: muparser would
    /// read it as an assignment.
    static std::unique_ptr<TableExpression> formula(const Table &table, const QString &expression,
                                                    const QString &subject, QString *problem);
    TableExpression(const TableExpression &) = delete;
    TableExpression &operator=(const TableExpression &) = delete;

    /// The columns the formula reads.
    QStringList usedColumns() const;

    /// One value per row into `values`; `valid` is 0 where a column the formula reads is null
    /// (the value is then NaN). Checks `stop` between chunks and throws OperatorError when it
    /// is set or when evaluation fails.
    void evaluate(std::vector<double> &values, std::vector<std::uint8_t> &valid,
                  std::stop_token stop);
    /// The most rows one evaluateChunk() call takes.
    static qsizetype chunkRows();
    /// Rows [first, first + count) (count at most chunkRows()) into `values` and `valid`,
    /// each of room for `count`, as evaluate() fills them: for a caller that keeps only what
    /// it derives from the values (table.filter's kept rows), not one value per row of the
    /// table. Throws OperatorError when evaluation fails.
    void evaluateChunk(qsizetype first, qsizetype count, double *values, std::uint8_t *valid);

private:
    struct Impl;
    std::unique_ptr<Impl> d;
};

} // namespace weft::engine
