#include "CsvLimitsBench.h"

#include "BuiltinOperatorRun.h"
#include "JsonLine.h"
#include "ProcessUsage.h"
#include "data/Table.h"
#include "ops/Operator.h"

#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>

#include <algorithm>
#include <charconv>
#include <chrono>
#include <cstdio>
#include <functional>
#include <random>
#include <string>
#include <vector>

using namespace weft::engine;

namespace weft::bench {

namespace {

using Clock = std::chrono::steady_clock;

constexpr size_t kWriteBlock = 1 << 20;
constexpr qint64 kColumnsRows = 4;

double median(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    const size_t n = values.size();
    return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

/// Writes what `produce` appends to its buffer, a block at a time, until it returns false.
bool writeFile(const QString &path, const std::function<bool(std::string &)> &produce,
               QString *error)
{
    std::FILE *file = std::fopen(QFile::encodeName(path).constData(), "wb");
    if (!file) {
        *error = CsvLimitsBench::tr("cannot create %1").arg(path);
        return false;
    }
    std::string block;
    bool more = true;
    bool ok = true;
    while (more && ok) {
        more = produce(block);
        if (block.size() >= kWriteBlock || !more) {
            ok = std::fwrite(block.data(), 1, block.size(), file) == block.size();
            block.clear();
        }
    }
    ok = std::fclose(file) == 0 && ok;
    if (!ok)
        *error = CsvLimitsBench::tr("cannot write %1 (is the disk full?)").arg(path);
    return ok;
}

void appendInt(std::string &out, qint64 value)
{
    char buffer[24];
    out.append(buffer, std::to_chars(buffer, buffer + sizeof buffer, value).ptr);
}

/// A fixed-point number with `decimals` digits after the point, from an integer count of
/// those digits' units.
void appendFixed(std::string &out, qint64 units, int decimals)
{
    if (units < 0) {
        out += '-';
        units = -units;
    }
    qint64 scale = 1;
    for (int i = 0; i < decimals; ++i)
        scale *= 10;
    appendInt(out, units / scale);
    out += '.';
    const size_t at = out.size();
    appendInt(out, units % scale + scale); // the leading 1 keeps the zeros
    out.erase(at, 1);
}

/// One column "text", one row: a quoted field of `bytes` letters with a comma every 1000.
bool generateField(const QString &path, qint64 bytes, QString *error)
{
    qint64 left = bytes;
    bool started = false;
    return writeFile(
        path,
        [&](std::string &out) {
            if (!started) {
                out += "text\n\"";
                started = true;
            }
            const qint64 now = std::min<qint64>(left, 4096);
            for (qint64 i = 0; i < now; ++i)
                out += (bytes - left + i) % 1000 == 999 ? ',' : char('a' + i % 26);
            left -= now;
            if (left > 0)
                return true;
            out += "\"\n";
            return false;
        },
        error);
}

/// `columns` integer columns c1..cN and kColumnsRows rows.
bool generateColumns(const QString &path, qint64 columns, QString *error)
{
    qint64 row = -1;
    return writeFile(
        path,
        [&](std::string &out) {
            for (qint64 c = 0; c < columns; ++c) {
                if (c > 0)
                    out += ',';
                if (row < 0) {
                    out += 'c';
                    appendInt(out, c + 1);
                } else {
                    appendInt(out, (row * 7 + c) % 1000);
                }
            }
            out += '\n';
            return ++row < kColumnsRows;
        },
        error);
}

/// Rows of id, x (0 to 1, six decimals), y, z, u, v (-1000 to 1000, four decimals) and n (an
/// integer to 99,999), about 60 bytes a row, until the file holds `bytes`; the row count in
/// `rows`.
bool generateNumbers(const QString &path, qint64 bytes, qint64 *rows, QString *error)
{
    std::mt19937_64 random(20261122);
    qint64 written = 0;
    qint64 id = 0;
    return writeFile(
        path,
        [&](std::string &out) {
            if (id == 0 && out.empty() && written == 0)
                out += "id,x,y,z,u,v,n\n";
            const size_t before = out.size();
            appendInt(out, id);
            out += ',';
            appendFixed(out, qint64(random() % 1'000'000), 6);
            for (int i = 0; i < 4; ++i) {
                out += ',';
                appendFixed(out, qint64(random() % 20'000'001) - 10'000'000, 4);
            }
            out += ',';
            appendInt(out, qint64(random() % 100'000));
            out += '\n';
            written += qint64(out.size() - before);
            *rows = ++id;
            return written < bytes;
        },
        error);
}

/// Runs `stage`, timed, with the resident peak reset before it.
template<typename Body>
void timeStage(std::vector<double> &times, qint64 &peak, const Body &stage)
{
    ProcessUsage::resetPeakRss();
    const auto start = Clock::now();
    stage();
    times.push_back(std::chrono::duration<double, std::milli>(Clock::now() - start).count());
    peak = std::max(peak, ProcessUsage::peakRssSinceReset());
}

std::shared_ptr<const Table> readTable(const QString &path, const QDir &folder)
{
    return Table::fromDataset(
        runBuiltinOperator("csv.read", {{QStringLiteral("path"), path}}, {}, folder).front());
}

/// The time lists of the Command case's stages.
struct CommandTimes
{
    std::vector<double> &write;
    std::vector<double> &readBack;
    std::vector<double> &command;
};

/// One round of the Command case on `table`: csv.write to `output` and csv.read of it, then
/// the command node copying the staged table to its output. False with `error` when a result
/// is not the table it should be.
bool timeCommandStages(const std::shared_ptr<const Table> &table, const QString &output,
                       const QDir &folder, CommandTimes times, CsvLimitsBench::Result &result,
                       QString *error)
{
    timeStage(times.write, result.write.peakRssBytes, [&] {
        runBuiltinOperator("csv.write", {{QStringLiteral("path"), output}}, {table}, folder);
    });
    result.writtenBytes = QFileInfo(output).size();
    std::shared_ptr<const Table> back;
    timeStage(times.readBack, result.readBack.peakRssBytes,
              [&] { back = readTable(output, folder); });
    QFile::remove(output);
    const bool sameShape = back && back->rowCount() == table->rowCount() &&
                           back->columnCount() == table->columnCount();
    back.reset();
    if (!sameShape) {
        *error = CsvLimitsBench::tr("csv.read of what csv.write wrote returned a wrong table");
        return false;
    }
    const QJsonObject params{
        {QStringLiteral("program"), QStringLiteral("cp")},
        {QStringLiteral("arguments"), QStringLiteral("{in:t}\n{out:t}")},
        {QStringLiteral("inputs"), QStringLiteral("t")},
        {QStringLiteral("outputs"), QStringLiteral("t: table")},
    };
    DatasetPtr copied;
    // Its outputs: the file list of what it wrote, then the declared table.
    timeStage(times.command, result.command.peakRssBytes,
              [&] { copied = runBuiltinOperator("command", params, {table}, folder).back(); });
    const auto copy = Table::fromDataset(copied);
    if (!copy || copy->rowCount() != table->rowCount() ||
        copy->columnCount() != table->columnCount()) {
        *error = CsvLimitsBench::tr("the command's output is not the table it was given");
        return false;
    }
    return true;
}

} // namespace

std::optional<CsvLimitsBench::Result> CsvLimitsBench::run(const CsvBench::Options &options,
                                                          QString *error)
{
    QTemporaryDir scratch;
    if (!scratch.isValid()) {
        *error = tr("cannot create a temporary folder: %1").arg(scratch.errorString());
        return std::nullopt;
    }
    const QDir folder(scratch.path());
    const QString input = folder.filePath(QStringLiteral("limits.csv"));
    const QString output = folder.filePath(QStringLiteral("written.csv"));
    const qint64 megabytes = options.megabytes * 1'000'000;
    Result result;
    result.kind = options.kind;
    result.repeat = options.repeat;
    const auto generated = Clock::now();
    bool ok = false;
    switch (options.kind) {
    case CsvBench::Case::Field:
        result.rows = 1;
        result.columns = 1;
        ok = generateField(input, megabytes, error);
        break;
    case CsvBench::Case::Columns:
        result.rows = kColumnsRows;
        result.columns = options.columns;
        ok = generateColumns(input, options.columns, error);
        break;
    case CsvBench::Case::Pipeline:
    case CsvBench::Case::Command:
        result.columns = 7;
        ok = generateNumbers(input, megabytes, &result.rows, error);
        break;
    case CsvBench::Case::Mixed:
    case CsvBench::Case::Expressions:
        *error = tr("the mixed and expressions cases are not CsvLimitsBench's");
        break;
    }
    if (!ok)
        return std::nullopt;
    result.generateMs = std::chrono::duration<double, std::milli>(Clock::now() - generated).count();
    result.fileBytes = QFileInfo(input).size();
    result.peaksPerStage = ProcessUsage::resetPeakRss();
    result.baseRssBytes = ProcessUsage::rssBytes();

    std::vector<double> read, filter, write, readBack, command;
    try {
        for (int i = 0; i < options.repeat; ++i) {
            std::shared_ptr<const Table> table;
            timeStage(read, result.read.peakRssBytes, [&] { table = readTable(input, folder); });
            if (!table || table->rowCount() != result.rows ||
                table->columnCount() != result.columns ||
                (options.kind == CsvBench::Case::Field &&
                 qint64(table->column(0).utf8At(0).size()) != megabytes)) {
                *error = tr("csv.read returned a wrong table");
                return std::nullopt;
            }
            result.tableBytes = table->sizeBytes();
            if (options.kind == CsvBench::Case::Field)
                continue;
            if (options.kind == CsvBench::Case::Command) {
                if (!timeCommandStages(table, output, folder, {write, readBack, command}, result,
                                       error))
                    return std::nullopt;
                continue;
            }
            DatasetPtr written = table;
            table.reset();
            if (options.kind == CsvBench::Case::Pipeline) {
                DatasetPtr kept;
                timeStage(filter, result.filter.peakRssBytes, [&] {
                    // Handed over as the run hands a dataset to its last consumer: the
                    // filter holds the only reference and frees each column once copied. Not
                    // through an initializer list, whose element would keep a reference.
                    std::vector<DatasetPtr> handed;
                    handed.push_back(std::move(written));
                    kept = runBuiltinOperator(
                               "table.filter",
                               {{QStringLiteral("condition"), QStringLiteral("x >= 0.5")}},
                               std::move(handed), folder)
                               .front();
                });
                written = std::move(kept);
                result.filteredRows = Table::fromDataset(written)->rowCount();
                result.filteredBytes = written->sizeBytes();
            }
            timeStage(write, result.write.peakRssBytes, [&] {
                runBuiltinOperator("csv.write", {{QStringLiteral("path"), output}},
                                   {std::move(written)}, folder);
            });
            result.writtenBytes = QFileInfo(output).size();
            QFile::remove(output);
        }
    } catch (const OperatorError &e) {
        *error = e.message();
        return std::nullopt;
    }
    result.read.ms = median(read);
    result.filter.ms = filter.empty() ? 0 : median(filter);
    result.write.ms = write.empty() ? 0 : median(write);
    result.readBack.ms = readBack.empty() ? 0 : median(readBack);
    result.command.ms = command.empty() ? 0 : median(command);
    result.peakRssBytes = ProcessUsage::peakRssBytes();
    if (result.peaksPerStage)
        result.peakRssBytes = std::max({result.read.peakRssBytes, result.filter.peakRssBytes,
                                        result.write.peakRssBytes, result.readBack.peakRssBytes,
                                        result.command.peakRssBytes});
    return result;
}

QByteArray CsvLimitsBench::toJson(const Result &result)
{
    const auto kindName = [&] {
        switch (result.kind) {
        case CsvBench::Case::Field:
            return u"field"_qs;
        case CsvBench::Case::Columns:
            return u"columns"_qs;
        case CsvBench::Case::Pipeline:
            return u"pipeline"_qs;
        case CsvBench::Case::Command:
            return u"command"_qs;
        case CsvBench::Case::Mixed:
        case CsvBench::Case::Expressions:
            break;
        }
        return u"mixed"_qs;
    }();
    const auto nullable = [](double value, bool present) { return present ? value : std::nan(""); };
    const bool filters = result.kind == CsvBench::Case::Pipeline;
    const bool writes = result.kind != CsvBench::Case::Field;
    const bool commands = result.kind == CsvBench::Case::Command;
    const double roundTripMs = result.write.ms + result.readBack.ms;
    JsonLine line;
    line.add(u"case", kindName)
        .add(u"file_bytes", result.fileBytes)
        .add(u"rows", result.rows)
        .add(u"columns", result.columns)
        .add(u"repeat", qint64(result.repeat))
        .add(u"read_ms", result.read.ms, 1)
        .add(u"filter_ms", nullable(result.filter.ms, filters), 1)
        .add(u"write_ms", nullable(result.write.ms, writes), 1)
        .add(u"read_mb_s", double(result.fileBytes) / 1e3 / result.read.ms, 1)
        .add(u"base_rss_bytes", result.baseRssBytes)
        .add(u"read_peak_rss_bytes", result.read.peakRssBytes)
        .add(u"filter_peak_rss_bytes", nullable(double(result.filter.peakRssBytes), filters), 0)
        .add(u"write_peak_rss_bytes", nullable(double(result.write.peakRssBytes), writes), 0)
        .add(u"read_back_ms", nullable(result.readBack.ms, commands), 1)
        .add(u"read_back_peak_rss_bytes", nullable(double(result.readBack.peakRssBytes), commands),
             0)
        .add(u"command_ms", nullable(result.command.ms, commands), 1)
        .add(u"command_vs_csv_round_trip", nullable(result.command.ms / roundTripMs, commands), 2)
        .add(u"command_peak_rss_bytes", nullable(double(result.command.peakRssBytes), commands), 0)
        .add(u"command_peak_vs_table",
             nullable(double(result.command.peakRssBytes) / double(result.tableBytes), commands), 2)
        .add(u"peak_rss_bytes", result.peakRssBytes)
        .add(u"peak_vs_file", double(result.peakRssBytes) / double(result.fileBytes), 2)
        .add(u"table_bytes", result.tableBytes)
        .add(u"filtered_rows", filters ? result.filteredRows : qint64(0))
        .add(u"filtered_bytes", filters ? result.filteredBytes : qint64(0))
        .add(u"written_bytes", result.writtenBytes)
        .add(u"peaks_per_stage", result.peaksPerStage ? u"yes"_qs : u"no"_qs)
        .add(u"generate_ms", result.generateMs, 1);
    return line.toUtf8();
}

} // namespace weft::bench
