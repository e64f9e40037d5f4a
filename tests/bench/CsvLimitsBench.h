#pragma once

#include "CsvBench.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <optional>

namespace weft::bench {

/// `weft-bench csv --case field|columns|pipeline`: the shapes of CSV file that once cost time
/// quadratic in their size or several times the file in memory. Each generates its file in a
/// temporary folder (removed afterwards) and runs the built-in operators on it as the scheduler
/// does, releasing each dataset once its consumer has run, `repeat` times; the medians of the
/// times and the largest resident set of each stage are reported.
///
/// - Field: one column, one row, a quoted field of M MB (csv.read);
/// - Columns: C integer columns and 4 rows (csv.read, csv.write);
/// - Pipeline: about M MB of numbers (csv.read, table.filter keeping about half the rows,
///   csv.write of the filtered table).
/// - Command: about M MB of numbers read once, then written and read back by csv.write and
///   csv.read, against the same table handed to a `command` node (`cp {in:t} {out:t}`) that
///   stages it as CSV in its scratch folder and reads the program's copy back as its output.
class CsvLimitsBench
{
    Q_DECLARE_TR_FUNCTIONS(CsvLimitsBench)

public:
    struct Stage
    {
        double ms = 0;           ///< median wall time
        qint64 peakRssBytes = 0; ///< the most resident memory while it ran, of any repeat
    };

    struct Result
    {
        CsvBench::Case kind = CsvBench::Case::Field;
        qint64 fileBytes = 0;
        qint64 rows = 0;
        qint64 columns = 0;
        int repeat = 0;
        double generateMs = 0;
        qint64 baseRssBytes = 0; ///< resident before the first stage, the file generated
        Stage read;
        Stage filter;             ///< Pipeline only
        Stage write;              ///< Columns, Pipeline and Command
        Stage readBack;           ///< Command: csv.read of what csv.write wrote
        Stage command;            ///< Command: the command node, staging to reading back
        qint64 tableBytes = 0;    ///< csv.read's table in memory
        qint64 filteredRows = 0;  ///< Pipeline
        qint64 filteredBytes = 0; ///< Pipeline: table.filter's table in memory
        qint64 writtenBytes = 0;
        qint64 peakRssBytes = 0;    ///< the largest of the stages' peaks
        bool peaksPerStage = false; ///< false: the system cannot reset the peak, all are the run's
    };

    static std::optional<Result> run(const CsvBench::Options &options, QString *error);
    static QByteArray toJson(const Result &result);
};

} // namespace weft::bench
