#include "DatasetPreview.h"

#include "CsvColumnBuilder.h"
#include "CsvError.h"
#include "CsvOptions.h"
#include "CsvReader.h"
#include "CsvRecordReader.h"
#include "FileList.h"
#include "NpyFile.h"
#include "Scalar.h"
#include "SqliteConnection.h"
#include "SqliteQueryReader.h"

#include <QDirIterator>
#include <QFile>
#include <QFileInfo>

#include <algorithm>
#include <cmath>
#include <limits>
#include <string_view>
#include <unordered_set>

namespace weft::engine {

namespace {

constexpr qint64 kChunk = 4096; ///< elements converted to double at a time

/// Equal-width bins over the finite values in [lo, hi]: what both the array and the column
/// histograms count into. `add` is called with each value; NaN and infinities are left out.
class Binner
{
public:
    Binner(double lo, double hi, int bins)
        : m_lo(lo)
        , m_width((hi - lo) / bins)
        , m_counts(size_t(bins), 0)
    {}
    void add(double v)
    {
        if (!std::isfinite(v))
            return;
        const int last = int(m_counts.size()) - 1;
        // The highest value lands in the last bin, not one past it.
        const int bin = m_width > 0 ? int((v - m_lo) / m_width) : 0;
        ++m_counts[size_t(std::clamp(bin, 0, last))];
    }
    std::vector<qint64> take() { return std::move(m_counts); }

private:
    double m_lo;
    double m_width;
    std::vector<qint64> m_counts;
};

/// A path parameter resolved as operators resolve it; throws when it is not set.
QString pathParam(const QJsonObject &params, const QString &name, const QDir &projectDir)
{
    const QString value = params.value(name).toString();
    if (value.trimmed().isEmpty())
        throw DataError(DatasetPreview::tr("%1 is not set: choose a file to preview").arg(name));
    return QDir::cleanPath(projectDir.absoluteFilePath(value));
}

DatasetPreview previewTable(const Table &table)
{
    DatasetPreview preview;
    preview.kind = DataKind::Table;
    preview.sizeBytes = table.sizeBytes();
    preview.rowCount = table.rowCount();
    preview.table = table.slice(0, DatasetPreview::kRows);
    return preview;
}

DatasetPreview previewFiles(const QStringList &files)
{
    DatasetPreview preview;
    preview.kind = DataKind::FileList;
    preview.sizeBytes = FileList(files).sizeBytes();
    preview.fileCount = files.size();
    for (const QString &file : files) {
        const QFileInfo info(file);
        const qint64 bytes = info.exists() ? info.size() : -1;
        preview.totalFileBytes += std::max<qint64>(bytes, 0);
        if (preview.fileNames.size() < DatasetPreview::kFiles) {
            preview.fileNames.append(file);
            preview.fileSizes.push_back(bytes);
        }
    }
    return preview;
}

/// The first rows of a CSV file, typed from those rows; the rest is only counted, and only up
/// to kCsvCountBytes, so a preview of a large file stays quick.
DatasetPreview previewCsv(const QString &path, const CsvOptions &options,
                          const std::stop_token &stop)
{
    const QString name = QDir::toNativeSeparators(path);
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        throw CsvError(
            DatasetPreview::tr("%1: cannot open the file: %2").arg(name, file.errorString()));
    CsvRecordReader records(file, name, options.delimiter);
    std::vector<CsvColumnBuilder> columns = CsvReader::readHeader(records, options);
    const int width = int(columns.size());
    qint64 rows = 0;
    bool ended = true;
    while (records.next()) {
        if (records.isBlank())
            continue; // as CsvReader skips it
        const int count = records.fieldCount();
        if (count != width)
            records.fail(records.line(), DatasetPreview::tr("expected %1 fields as in the "
                                                            "header, found %2")
                                             .arg(width)
                                             .arg(count));
        if (rows < DatasetPreview::kRows) {
            for (int i = 0; i < width; ++i) {
                // A value that is not of its column's set type fails the preview as the run.
                if (!columns[size_t(i)].append(records.field(i), records.isQuoted(i),
                                               records.line()))
                    CsvReader::refuseValue(records, columns[size_t(i)], i);
            }
        }
        ++rows;
        if (file.pos() > DatasetPreview::kCsvCountBytes || stop.stop_requested()) {
            ended = false;
            break;
        }
    }
    DatasetPreview preview;
    preview.kind = DataKind::Table;
    for (CsvColumnBuilder &column : columns)
        preview.table.addColumn(column.finish());
    preview.sizeBytes = preview.table.sizeBytes();
    preview.rowCountExact = ended;
    preview.rowCount = rows;
    if (!ended && file.pos() > 0)
        preview.rowCount = qint64(double(rows) * double(file.size()) / double(file.pos()));
    return preview;
}

/// The query's first rows, by wrapping it in a LIMIT, and its row count. A statement that
/// cannot be wrapped (PRAGMA, a CTE with a trailing clause) runs as written.
DatasetPreview previewSqlite(const QString &path, QString query, const std::stop_token &stop)
{
    query = query.trimmed();
    while (query.endsWith(u';'))
        query = query.chopped(1).trimmed();
    if (query.isEmpty())
        throw DataError(DatasetPreview::tr("query is not set: write the SQL query to preview"));
    if (!QFileInfo::exists(path))
        throw SqliteError(
            DatasetPreview::tr("%1: the file does not exist").arg(QDir::toNativeSeparators(path)));
    SqliteConnection db(path, SqliteConnection::Mode::ReadOnly);
    DatasetPreview preview;
    preview.kind = DataKind::Table;
    try {
        const Table count = SqliteQueryReader::read(
            db, QStringLiteral("SELECT count(*) FROM (%1)").arg(query), stop);
        preview.table = SqliteQueryReader::read(
            db, QStringLiteral("SELECT * FROM (%1) LIMIT %2").arg(query).arg(DatasetPreview::kRows),
            stop);
        preview.rowCount = count.rowCount() == 1 ? count.column(0).intAt(0) : 0;
    } catch (const SqliteError &) {
        const Table all = SqliteQueryReader::read(db, query, stop);
        preview.rowCount = all.rowCount();
        preview.table = all.slice(0, DatasetPreview::kRows);
    }
    preview.sizeBytes = preview.table.sizeBytes();
    return preview;
}

/// What files.list would list: files matching the ';'-separated patterns, sorted by path.
DatasetPreview previewFolder(const QString &folder, const QString &patternText, bool recursive,
                             const std::stop_token &stop)
{
    const QFileInfo info(folder);
    if (!info.isDir())
        throw DataError(DatasetPreview::tr("%1: %2").arg(
            QDir::toNativeSeparators(folder),
            info.exists() ? DatasetPreview::tr("not a folder")
                          : DatasetPreview::tr("the folder does not exist")));
    QStringList patterns;
    for (const QString &pattern : patternText.split(u';'))
        if (!pattern.trimmed().isEmpty())
            patterns.append(pattern.trimmed());
    if (patterns.isEmpty())
        throw DataError(DatasetPreview::tr("pattern is empty; use '*' for every file"));
    QDirIterator it(folder, patterns, QDir::Files | QDir::NoDotAndDotDot,
                    recursive ? QDirIterator::Subdirectories : QDirIterator::NoIteratorFlags);
    QStringList files;
    while (it.hasNext() && !stop.stop_requested())
        files.append(QDir::cleanPath(it.next()));
    files.sort();
    return previewFiles(files);
}

} // namespace

DatasetPreview DatasetPreview::fromDataset(const Dataset &dataset)
{
    if (const auto *table = dynamic_cast<const Table *>(&dataset))
        return previewTable(*table);
    if (const auto *files = dynamic_cast<const FileList *>(&dataset))
        return previewFiles(files->files());
    DatasetPreview preview;
    preview.kind = dataset.kind();
    preview.sizeBytes = dataset.sizeBytes();
    if (const auto *scalar = dynamic_cast<const Scalar *>(&dataset)) {
        const QByteArray json = scalar->toJson(true);
        preview.text = QString::fromUtf8(json.left(kTextBytes));
        if (json.size() > kTextBytes)
            preview.text += u'…';
    }
    if (const auto *array = dynamic_cast<const Array *>(&dataset)) {
        preview.elementType = array->type();
        preview.shape = array->shape();
        preview.shapeText = array->shapeText();
        if (!isComplex(array->type())) // complex numbers have no order: no min, max, histogram
            preview.statistics = statisticsOf(*array);
    }
    return preview;
}

ArrayStatistics DatasetPreview::statisticsOf(const Array &array, int bins)
{
    ArrayStatistics s;
    s.min = std::numeric_limits<double>::infinity();
    s.max = -std::numeric_limits<double>::infinity();
    double finiteMin = s.min;
    double finiteMax = s.max;
    double mean = 0;
    double m2 = 0; // Welford's running sum of squared deviations: stable on large arrays
    std::vector<double> chunk(size_t(std::min(kChunk, std::max<qint64>(array.elementCount(), 1))));
    const qint64 total = array.elementCount();
    for (qint64 first = 0; first < total; first += kChunk) {
        const qint64 n = std::min(kChunk, total - first);
        array.copyDoubles(first, n, chunk.data());
        for (qint64 i = 0; i < n; ++i) {
            const double v = chunk[size_t(i)];
            if (std::isnan(v)) {
                ++s.nanCount;
                continue;
            }
            ++s.count;
            s.min = std::min(s.min, v);
            s.max = std::max(s.max, v);
            if (std::isinf(v)) {
                ++s.infCount;
            } else {
                finiteMin = std::min(finiteMin, v);
                finiteMax = std::max(finiteMax, v);
            }
            const double delta = v - mean;
            mean += delta / double(s.count);
            m2 += delta * (v - mean);
        }
    }
    if (s.count == 0) {
        s.min = s.max = 0;
        return s;
    }
    s.mean = mean;
    s.std = std::sqrt(m2 / double(s.count));
    if (bins <= 0 || s.count == s.infCount)
        return s;
    Binner binner(finiteMin, finiteMax, bins);
    for (qint64 first = 0; first < total; first += kChunk) {
        const qint64 n = std::min(kChunk, total - first);
        array.copyDoubles(first, n, chunk.data());
        for (qint64 i = 0; i < n; ++i)
            binner.add(chunk[size_t(i)]);
    }
    s.histogram = binner.take();
    s.histogramMin = finiteMin;
    s.histogramMax = finiteMax;
    return s;
}

ColumnStatistics DatasetPreview::statisticsOf(const TableColumn &column, std::stop_token stop,
                                              int bins)
{
    constexpr qsizetype kStopCheck = 1 << 16; // rows between two looks at `stop`
    ColumnStatistics s;
    const qsizetype rows = column.size();
    if (column.type() == ColumnType::String) {
        // Views into the column's own bytes: counting copies no text.
        std::unordered_set<std::string_view> seen;
        s.distinct = 0;
        for (qsizetype r = 0; r < rows; ++r) {
            if (column.isNull(r)) {
                ++s.missing;
                continue;
            }
            ++s.count;
            if (!s.distinctCapped && seen.insert(column.utf8At(r)).second &&
                qint64(seen.size()) > ColumnStatistics::kDistinctLimit) {
                s.distinctCapped = true;
                seen = {};
            }
            if (r % kStopCheck == 0 && stop.stop_requested())
                break;
        }
        s.distinct = s.distinctCapped ? ColumnStatistics::kDistinctLimit : qint64(seen.size());
        return s;
    }
    double min = std::numeric_limits<double>::infinity();
    double max = -min;
    double finiteMin = min;
    double finiteMax = max;
    double sum = 0;
    for (qsizetype r = 0; r < rows; ++r) {
        const double v = column.toDouble(r); // NaN for a null
        if (std::isnan(v)) {
            ++s.missing;
            continue;
        }
        ++s.count;
        min = std::min(min, v);
        max = std::max(max, v);
        if (std::isfinite(v)) {
            finiteMin = std::min(finiteMin, v);
            finiteMax = std::max(finiteMax, v);
        }
        sum += v;
        if (r % kStopCheck == 0 && stop.stop_requested())
            break;
    }
    if (s.count == 0)
        return s;
    s.min = min;
    s.max = max;
    s.mean = sum / double(s.count);
    // Two values (false and true) need no histogram: the mean says their shares.
    if (bins <= 0 || stop.stop_requested() || column.type() == ColumnType::Bool ||
        finiteMin > finiteMax)
        return s;
    // The second pass, over the range the first found: still no copy of the column.
    Binner binner(finiteMin, finiteMax, bins);
    for (qsizetype r = 0; r < rows; ++r) {
        binner.add(column.toDouble(r));
        if (r % kStopCheck == 0 && stop.stop_requested())
            return s;
    }
    s.histogram = binner.take();
    s.histogramMin = finiteMin;
    s.histogramMax = finiteMax;
    return s;
}

bool DatasetPreview::canPreview(QStringView operatorId)
{
    return operatorId == u"csv.read" || operatorId == u"npy.read" || operatorId == u"sqlite.read" ||
           operatorId == u"files.list" || operatorId == u"json.read";
}

DatasetPreview DatasetPreview::fromSource(QStringView operatorId, const QJsonObject &params,
                                          const QDir &projectDir, std::stop_token stop,
                                          DatasetPtr *whole)
{
    if (operatorId == u"csv.read") {
        const QString text = params.value(u"delimiter").toString(QStringLiteral(","));
        const std::optional<char> delimiter = CsvOptions::parseDelimiter(text);
        if (!delimiter)
            throw DataError(tr("the delimiter '%1' is not one ASCII character").arg(text));
        // Read as the node reads it: its spellings of missing, true and false, its types.
        CsvOptions options;
        options.delimiter = *delimiter;
        const auto param = [&params](QStringView name, const char16_t *byDefault) {
            return params.value(name).toString(QString::fromUtf16(byDefault));
        };
        QString error;
        if (!options.setReadParams(param(u"missing_values", CsvOptions::kDefaultMissing),
                                   param(u"true_values", CsvOptions::kDefaultTrue),
                                   param(u"false_values", CsvOptions::kDefaultFalse),
                                   param(u"column_types", u""), &error))
            throw DataError(error);
        return previewCsv(pathParam(params, QStringLiteral("path"), projectDir), options, stop);
    }
    if (operatorId == u"npy.read") {
        auto array = std::make_shared<const Array>(
            NpyFile::read(pathParam(params, QStringLiteral("path"), projectDir), stop));
        if (whole)
            *whole = array;
        return fromDataset(*array);
    }
    if (operatorId == u"sqlite.read")
        return previewSqlite(pathParam(params, QStringLiteral("path"), projectDir),
                             params.value(u"query").toString(), stop);
    if (operatorId == u"files.list")
        return previewFolder(pathParam(params, QStringLiteral("folder"), projectDir),
                             params.value(u"pattern").toString(QStringLiteral("*")),
                             params.value(u"recursive").toBool(false), stop);
    if (operatorId == u"json.read")
        return fromDataset(Scalar::load(pathParam(params, QStringLiteral("path"), projectDir)));
    throw DataError(tr("%1 nodes have no preview before a run").arg(operatorId));
}

} // namespace weft::engine
