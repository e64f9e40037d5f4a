#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <optional>

namespace weft::bench {

/// `weft-bench csv`: a generated CSV file of N rows (ints, floats, short strings, bools and
/// some quoted fields with commas, quotes and line breaks) read, filtered, grouped and written
/// again by the real built-in operators (csv.read, table.filter, table.group, csv.write), each
/// stage timed; then `pandas.read_csv` on the same file in a `python3` child process, for
/// comparison. Every stage runs `repeat` times and the medians are reported. The file lives in
/// a temporary folder that is removed afterwards.
class CsvBench
{
    Q_DECLARE_TR_FUNCTIONS(CsvBench)

public:
    /// Which file the run reads: the mixed table this class times against pandas, or one of
    /// the shapes CsvLimitsBench times (`--case`).
    enum class Case {
        Mixed,       ///< N rows of six mixed columns, every stage, pandas beside
        Field,       ///< one field of M MB
        Columns,     ///< C columns, a few rows
        Pipeline,    ///< about M MB of numbers through csv.read, table.filter and csv.write
        Expressions, ///< N rows in memory through table.derive and table.filter (ExpressionBench)
        Command,     ///< about M MB of numbers staged into a command and read back (CsvLimitsBench)
    };

    struct Options
    {
        Case kind = Case::Mixed;
        qint64 rows = 10'000'000;
        int repeat = 3;
        bool pandas = true;       ///< false: skip the pandas comparison (`--pandas off`)
        qint64 megabytes = 200;   ///< `--mb`: the field's or the numeric file's size
        qint64 columns = 200'000; ///< `--columns`: the width of the Columns case
    };

    struct Result
    {
        qint64 rows = 0;
        qint64 fileBytes = 0;
        int repeat = 0;
        double generateMs = 0;
        double readMs = 0;    ///< median, csv.read of the whole file
        double readCpuMs = 0; ///< median CPU time of the same
        double filterMs = 0;  ///< median, table.filter keeping about half the rows
        double groupMs = 0;   ///< median, table.group by a string key, four aggregates
        double writeMs = 0;   ///< median, csv.write of the filtered table
        qint64 tableBytes = 0;
        qint64 filteredRows = 0;
        qint64 filteredBytes = 0; ///< the filtered table in memory
        qint64 writtenBytes = 0;  ///< the CSV file csv.write produced
        qint64 groups = 0;
        double pandasReadMs = -1;   ///< median; negative when pandas did not run
        double pandasReadCpuMs = 0; ///< median CPU time of the same
        QString pandasStatus;       ///< "ok", "off", or why pandas did not run
        qint64 peakRssBytes = 0;
    };

    /// Runs the benchmark. Returns std::nullopt and sets `error` when the file cannot be
    /// written or an operator fails or returns a wrong shape.
    static std::optional<Result> run(const Options &options, QString *error);

    static QByteArray toJson(const Result &result);
};

} // namespace weft::bench
