#pragma once

#include "CsvBench.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <optional>
#include <vector>

namespace weft::bench {

/// `weft-bench csv --case expressions [--rows N] [--repeat R]`: table.derive and table.filter
/// over an in-memory table of N rows (no file), once per evaluator: numeric formulas that
/// muparser evaluates in bulk, the same condition written as SQL, and the text expressions
/// that only SQLite evaluates (to_number of money strings, a text comparison, lower/strip).
/// Each runs `repeat` times; the medians are reported.
class ExpressionBench
{
    Q_DECLARE_TR_FUNCTIONS(ExpressionBench)

public:
    struct Stage
    {
        QString name;       ///< what the JSON key says
        QString expression; ///< the expression or condition
        double ms = 0;      ///< median wall time
        qint64 rows = 0;    ///< rows in the result
    };

    struct Result
    {
        qint64 rows = 0;
        int repeat = 0;
        std::vector<Stage> stages;
    };

    static std::optional<Result> run(const CsvBench::Options &options, QString *error);
    static QByteArray toJson(const Result &result);
};

} // namespace weft::bench
