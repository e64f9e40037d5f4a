#pragma once

#include "data/DatasetSchema.h"

#include <QString>

#include <optional>

namespace weft::engine {

/// What a table.derive or table.filter expression reads and gives, known before a run: the
/// run's own parsers (TableExpression, then TableSqlExpression) applied to a table of no rows
/// with the input's columns, so that a design-time verdict is the run's. Stateless.
struct ExpressionSchema
{
    /// A column name the expression reads that the input lacks; empty when none is known to be
    /// missing (always so when the input's columns are not all known).
    QString unknownColumn;
    /// The type of the expression's values: Float for a numeric formula over columns of known
    /// types; unknown for SQL (its values decide) and wherever the input is not fully known.
    std::optional<ColumnType> type;
    /// Why a run would refuse the expression for another reason than a missing column (a
    /// syntax error), in the run's words; empty when it compiles or the input is not fully
    /// known.
    QString error;

    /// `subject` says what the expression computes, as the run's messages name it.
    static ExpressionSchema of(const DatasetSchema &input, const QString &expression,
                               const QString &subject);
};

} // namespace weft::engine
