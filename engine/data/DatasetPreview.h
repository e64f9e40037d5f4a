#pragma once

#include "Array.h"
#include "Dataset.h"
#include "Table.h"

#include <QCoreApplication>
#include <QDir>
#include <QJsonObject>
#include <QStringList>

#include <optional>
#include <stop_token>
#include <vector>

namespace weft::engine {

/// Summary statistics of an array's elements; NaN elements are counted, not summed.
struct ArrayStatistics
{
    qint64 count = 0;    ///< elements that are not NaN
    qint64 nanCount = 0; ///< NaN elements
    qint64 infCount = 0; ///< +inf and -inf elements (counted in `count`, left out of the bins)
    double min = 0;      ///< of the elements that are not NaN (0 when there is none)
    double max = 0;
    double mean = 0;
    double std = 0; ///< population standard deviation, as numpy.std
    /// Equal-width bins over [histogramMin, histogramMax], the range of the finite elements:
    /// an infinity in the array leaves the others' histogram as it was.
    std::vector<qint64> histogram;
    double histogramMin = 0;
    double histogramMax = 0;
};

/// Summary statistics of one table column: for numbers (Int, Float, and Bool as 0 and 1) the
/// range and mean, for text the count of distinct values up to kDistinctLimit.
struct ColumnStatistics
{
    static constexpr qint64 kDistinctLimit = 10'000; ///< distinct texts counted at most

    qint64 missing = 0; ///< null values, and NaN in a Float column
    qint64 count = 0;   ///< values that are not missing
    double min = 0;     ///< numbers: of the values that are not missing (0 when there is none)
    double max = 0;
    double mean = 0;
    qint64 distinct = -1;        ///< String: distinct values (at most kDistinctLimit); else -1
    bool distinctCapped = false; ///< String: there are more than kDistinctLimit
    /// Int and Float: equal-width bins over [histogramMin, histogramMax], the range of the
    /// finite values (an infinity is left out); empty for text, truth values and a column with
    /// no finite value.
    std::vector<qint64> histogram;
    double histogramMin = 0;
    double histogramMax = 0;
};

/// What the editor shows of a dataset without holding it: a bounded extract that is cheap to
/// copy between threads. Plain data; build it with fromDataset() or fromSource().
///
/// - Table: every column's name and type, the first rows, and the row count.
/// - Array: shape, element type, statistics and a histogram over every element (none for a
///   complex array).
/// - File list: the first file names with their sizes, and the count and total size of all.
/// - Scalar: the value as JSON text (indented, cut after kTextBytes).
/// - Anything else (work data): its size in bytes.
///
/// fromSource() previews what a source node would produce without running the project, reading
/// only what it needs: the first rows of a CSV file through the streaming reader (the row count
/// is exact when the file is small and estimated from the part read when it is large), an SQL
/// query wrapped in a LIMIT, a .npy or .json file whole, a folder's listing. Stateless and
/// thread-safe: the editor calls it on a pool thread.
///
///     DatasetPreview p = DatasetPreview::fromSource(u"csv.read", node.params, projectDir);
///     qDebug() << p.table.columnNames() << p.rowCount;
struct DatasetPreview
{
    Q_DECLARE_TR_FUNCTIONS(DatasetPreview)

public:
    static constexpr int kRows = 100;                  ///< table rows kept
    static constexpr int kFiles = 500;                 ///< file names kept
    static constexpr int kHistogramBins = 20;          ///< bins of an array's histogram
    static constexpr qint64 kCsvCountBytes = 16 << 20; ///< CSV bytes read to count rows
    static constexpr int kTextBytes = 64 * 1024;       ///< JSON text kept of a scalar

    DataKind kind = DataKind::Any;
    qint64 sizeBytes = 0; ///< of the dataset in memory (for a source: of what was read)

    Table table;               ///< Table: the first rows (at most kRows)
    qint64 rowCount = 0;       ///< Table: rows in all
    bool rowCountExact = true; ///< false when rowCount is estimated from part of a file

    ElementType elementType = ElementType::Float64; ///< Array
    std::vector<qint64> shape;                      ///< Array
    QString shapeText;                              ///< Array: "(3, 4)"
    ArrayStatistics statistics;                     ///< Array

    QStringList fileNames;         ///< FileList: the first paths (at most kFiles)
    std::vector<qint64> fileSizes; ///< FileList: bytes of each of fileNames, -1 when unreadable
    qint64 fileCount = 0;          ///< FileList: files in all
    qint64 totalFileBytes = 0;     ///< FileList: bytes of all the files

    QString text; ///< Scalar: the value as indented JSON, "…" at the end when cut

    /// The preview of a dataset in memory.
    static DatasetPreview fromDataset(const Dataset &dataset);

    /// Statistics and a histogram of `bins` bins over the array's elements.
    static ArrayStatistics statisticsOf(const Array &array, int bins = kHistogramBins);

    /// Statistics of one column, in one pass over its values (as they lie in a mapping: no
    /// copy), and for a number column a second pass for a histogram of `bins` bins. Stops
    /// early, with what it has counted and no histogram, when `stop` is requested. Thread-safe.
    static ColumnStatistics statisticsOf(const TableColumn &column, std::stop_token stop = {},
                                         int bins = kHistogramBins);

    /// Whether fromSource() can preview nodes of this operator (the file sources).
    static bool canPreview(QStringView operatorId);

    /// The preview of what the source operator `operatorId` (csv.read, npy.read, sqlite.read,
    /// files.list, json.read) would produce with `params` as the project stores them (relative
    /// paths against `projectDir`, missing parameters at their defaults). Throws DataError with one
    /// line naming the file, and the line of a malformed CSV row, when it cannot be read.
    /// `whole`, when given, receives the dataset of a source read whole (a .npy file's array),
    /// so that the inspector can show its slices; it stays null for the others.
    static DatasetPreview fromSource(QStringView operatorId, const QJsonObject &params,
                                     const QDir &projectDir, std::stop_token stop = {},
                                     DatasetPtr *whole = nullptr);
};

} // namespace weft::engine
