#pragma once

#include "data/Table.h"

#include <QCoreApplication>
#include <QString>

#include <memory>
#include <stop_token>
#include <vector>

namespace weft::engine {

/// An expression over every row of a table in SQLite's expression syntax, for table.derive
/// and table.filter where the expression is not a numeric muparser formula (TableExpression):
/// text columns, text in quotes (`flag = 't'`), SQL's words (AND, OR, CASE, LIKE, IS NULL)
/// and functions, and those of SqliteTextFunctions (to_number, contains, starts_with, strip,
/// lower, upper). SQLite evaluates it over the table in place (SqliteTableView), in a private
/// in-memory database; a NULL in a column gives NULL through every function, so missing
/// values stay missing.
///
/// Not thread-safe; one instance per operator call.
///
///     TableSqlExpression expr(table, u"to_number(price) * 2"_s, tr("column 'p'"), {});
///     TableColumn p = expr.values(u"p"_s, stop);
class TableSqlExpression
{
    Q_DECLARE_TR_FUNCTIONS(TableSqlExpression)

public:
    /// Prepares `expression` for `table`. `subject` says what it computes, for messages.
    /// `formulaProblem` is why TableExpression refused it; it is the message when SQLite
    /// refuses the expression too and the expression reads as a numeric formula (readsAsSql()
    /// is false). Throws OperatorError naming the expression, the subject and the problem (an
    /// unknown column is named with the table's columns).
    TableSqlExpression(const Table &table, const QString &expression, const QString &subject,
                       const QString &formulaProblem);
    ~TableSqlExpression();
    TableSqlExpression(const TableSqlExpression &) = delete;
    TableSqlExpression &operator=(const TableSqlExpression &) = delete;

    /// The value per row as a column named `name`. Its type follows the values (as for
    /// table.sql): text gives a String column, integers an Int column, any real number a Float
    /// column. Throws OperatorError naming the row when a function fails (to_number on text
    /// that is no number) and when `stop` is set.
    TableColumn values(const QString &name, std::stop_token stop);
    /// The rows where the expression is true (non-zero; NULL is not), in order. Throws as
    /// values() does.
    std::vector<qsizetype> keptRows(std::stop_token stop);

    /// Whether `expression` is written for SQL rather than as a numeric formula: it has text
    /// in quotes, a single `=` or `<>`, one of SQL's words or text functions, or names a text
    /// column of `table`. Decides whose message a bad expression gets.
    static bool readsAsSql(const Table &table, const QString &expression);
    /// The name SQLite reads as a column of `table` in `expression` but finds none of, as a
    /// run would refuse it ("no such column"); empty when every name it reads is a column (or
    /// the expression fails for another reason first). For design-time checks on a table of
    /// no rows with the columns a run will see.
    static QString unknownColumn(const Table &table, const QString &expression);

private:
    struct Impl;
    std::unique_ptr<Impl> d;
};

} // namespace weft::engine
