#include "CsvBench.h"

#include "BuiltinOperatorRun.h"
#include "JsonLine.h"
#include "ProcessUsage.h"
#include "data/Table.h"
#include "ops/Operator.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <algorithm>
#include <charconv>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <ctime>
#include <random>
#include <string>
#include <vector>

using namespace weft::engine;

namespace weft::bench {

namespace {

using Clock = std::chrono::steady_clock;

double millisecondsSince(Clock::time_point from)
{
    return std::chrono::duration<double, std::milli>(Clock::now() - from).count();
}

/// CPU time of the process in ms: on a machine shared with other work the wall clock counts
/// the waits for a core too, the CPU time does not.
double cpuMilliseconds()
{
    timespec now{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now);
    return double(now.tv_sec) * 1e3 + double(now.tv_nsec) / 1e6;
}

double median(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    const size_t n = values.size();
    return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

double megabytesPerSecond(qint64 bytes, double ms)
{
    return ms > 0 ? double(bytes) / 1e6 / (ms / 1e3) : std::nan("");
}

constexpr const char *kCities[] = {"Berlin", "Paris",  "Madrid",  "Rome",   "Vienna", "Prague",
                                   "Lisbon", "Dublin", "Oslo",    "Zurich", "Athens", "Warsaw",
                                   "Sofia",  "Riga",   "Tallinn", "Bern"};
constexpr const char *kNotes[] = {"plain", "boxed", "fragile", "express", "returned", "gift"};

void appendInt(std::string &out, qint64 value)
{
    char buffer[24];
    out.append(buffer, std::to_chars(buffer, buffer + sizeof buffer, value).ptr);
}

/// One row: id,city,price,qty,paid,note. About one note in twenty is quoted with a comma in
/// it, one in two hundred holds a doubled quote and one in two thousand a line break, so the
/// reader's quoted path is exercised as real exports do.
void appendRow(std::string &out, qint64 id, std::mt19937_64 &random)
{
    const std::uint64_t bits = random();
    appendInt(out, id);
    out += ',';
    out += kCities[bits % 16];
    out += ',';
    const qint64 cents = qint64((bits >> 4) % 100'000);
    appendInt(out, cents / 100);
    out += '.';
    out += char('0' + cents % 100 / 10);
    out += char('0' + cents % 10);
    out += ',';
    appendInt(out, qint64((bits >> 24) % 100) + 1);
    out += (bits >> 31) & 1 ? ",true," : ",false,";
    const std::uint64_t noteKind = (bits >> 32) % 2000;
    const char *note = kNotes[(bits >> 44) % 6];
    if (noteKind == 0) {
        out += "\"";
        out += note;
        out += "\nsecond line\"";
    } else if (noteKind < 10) {
        out += "\"say \"\"";
        out += note;
        out += "\"\"\"";
    } else if (noteKind < 100) {
        out += "\"";
        out += note;
        out += ", large\"";
    } else {
        out += note;
    }
    out += '\n';
}

bool generate(const QString &path, qint64 rows, QString *error)
{
    std::FILE *file = std::fopen(QFile::encodeName(path).constData(), "wb");
    if (!file) {
        *error = CsvBench::tr("cannot create %1").arg(path);
        return false;
    }
    std::mt19937_64 random(20261122);
    std::string block = "id,city,price,qty,paid,note\n";
    bool ok = true;
    for (qint64 id = 0; id < rows && ok; ++id) {
        appendRow(block, id, random);
        if (block.size() >= (1u << 20)) {
            ok = std::fwrite(block.data(), 1, block.size(), file) == block.size();
            block.clear();
        }
    }
    if (ok && !block.empty())
        ok = std::fwrite(block.data(), 1, block.size(), file) == block.size();
    ok = std::fclose(file) == 0 && ok;
    if (!ok)
        *error = CsvBench::tr("cannot write %1 (is the disk full?)").arg(path);
    return ok;
}

/// Times `pandas.read_csv(path)` `repeat` times in one python3 process; the median in ms (and
/// the median CPU time in `cpuMs`), or a negative number with `status` saying why pandas did
/// not run.
double pandasReadMs(const QString &path, int repeat, QString *status, double *cpuMs)
{
    static const char kScript[] = R"(import sys, time
try:
    import pandas
except ImportError as e:
    print("missing: " + str(e)); sys.exit(0)
for _ in range(int(sys.argv[2])):
    t, c = time.perf_counter(), time.process_time()
    frame = pandas.read_csv(sys.argv[1])
    print(1000 * (time.perf_counter() - t), 1000 * (time.process_time() - c), len(frame))
    del frame
)";
    // Debian's own python3 first: the pandas of python3-pandas is installed for it, while a
    // python3 earlier on the PATH (a virtual environment, pyenv) may not have it.
    QString program =
        QStandardPaths::findExecutable(QStringLiteral("python3"), {QStringLiteral("/usr/bin")});
    if (program.isEmpty())
        program = QStringLiteral("python3");
    QProcess python;
    python.start(program, {QStringLiteral("-c"), QString::fromLatin1(kScript), path,
                           QString::number(repeat)});
    if (!python.waitForFinished(-1) || python.exitStatus() != QProcess::NormalExit ||
        python.exitCode() != 0) {
        *status = CsvBench::tr("python3 failed: %1")
                      .arg(python.error() == QProcess::FailedToStart
                               ? python.errorString()
                               : QString::fromLocal8Bit(python.readAllStandardError()).trimmed());
        return -1;
    }
    const QStringList lines =
        QString::fromUtf8(python.readAllStandardOutput()).split(u'\n', Qt::SkipEmptyParts);
    if (!lines.isEmpty() && lines.front().startsWith(u"missing")) {
        *status = lines.front();
        return -1;
    }
    std::vector<double> times, cpu;
    for (const QString &line : lines) {
        times.push_back(line.section(u' ', 0, 0).toDouble());
        cpu.push_back(line.section(u' ', 1, 1).toDouble());
    }
    if (times.empty()) {
        *status = CsvBench::tr("python3 printed no timing");
        return -1;
    }
    *status = QStringLiteral("ok");
    *cpuMs = median(cpu);
    return median(times);
}

} // namespace

std::optional<CsvBench::Result> CsvBench::run(const Options &options, QString *error)
{
    QTemporaryDir scratch;
    if (!scratch.isValid()) {
        *error = tr("cannot create a temporary folder: %1").arg(scratch.errorString());
        return std::nullopt;
    }
    const QDir folder(scratch.path());
    const QString input = folder.filePath(QStringLiteral("bench.csv"));
    Result result;
    result.rows = options.rows;
    result.repeat = options.repeat;
    const auto generated = Clock::now();
    if (!generate(input, options.rows, error))
        return std::nullopt;
    result.generateMs = millisecondsSince(generated);
    result.fileBytes = QFileInfo(input).size();

    std::vector<double> read, readCpu, filter, group, write;
    try {
        for (int i = 0; i < options.repeat; ++i) {
            auto start = Clock::now();
            const double startCpu = cpuMilliseconds();
            const DatasetPtr table =
                runBuiltinOperator("csv.read", {{QStringLiteral("path"), input}}, {}, folder)
                    .front();
            read.push_back(millisecondsSince(start));
            readCpu.push_back(cpuMilliseconds() - startCpu);
            const auto typed = Table::fromDataset(table);
            if (!typed || typed->rowCount() != options.rows || typed->columnCount() != 6) {
                *error = tr("csv.read returned a wrong table");
                return std::nullopt;
            }
            result.tableBytes = table->sizeBytes();

            start = Clock::now();
            const DatasetPtr kept =
                runBuiltinOperator("table.filter",
                                   {{QStringLiteral("condition"), QStringLiteral("price >= 500")}},
                                   {table}, folder)
                    .front();
            filter.push_back(millisecondsSince(start));
            result.filteredRows = Table::fromDataset(kept)->rowCount();
            result.filteredBytes = kept->sizeBytes();

            start = Clock::now();
            const DatasetPtr groups =
                runBuiltinOperator("table.group",
                                   {{QStringLiteral("by"), QStringLiteral("city")},
                                    {QStringLiteral("aggregates"),
                                     QStringLiteral("count, mean(price), sum(qty), max(id)")}},
                                   {table}, folder)
                    .front();
            group.push_back(millisecondsSince(start));
            result.groups = Table::fromDataset(groups)->rowCount();

            const QString output = folder.filePath(QStringLiteral("filtered.csv"));
            start = Clock::now();
            runBuiltinOperator("csv.write", {{QStringLiteral("path"), output}}, {kept}, folder);
            write.push_back(millisecondsSince(start));
            result.writtenBytes = QFileInfo(output).size();
            QFile::remove(output);
        }
    } catch (const OperatorError &e) {
        *error = e.message();
        return std::nullopt;
    }
    result.readMs = median(read);
    result.readCpuMs = median(readCpu);
    result.filterMs = median(filter);
    result.groupMs = median(group);
    result.writeMs = median(write);
    if (options.pandas)
        result.pandasReadMs =
            pandasReadMs(input, options.repeat, &result.pandasStatus, &result.pandasReadCpuMs);
    else
        result.pandasStatus = QStringLiteral("off");
    result.peakRssBytes = ProcessUsage::peakRssBytes();
    return result;
}

QByteArray CsvBench::toJson(const Result &result)
{
    const double pandas = result.pandasReadMs >= 0
                              ? megabytesPerSecond(result.fileBytes, result.pandasReadMs)
                              : std::nan("");
    const double read = megabytesPerSecond(result.fileBytes, result.readMs);
    const double pandasCpu = result.pandasReadMs >= 0
                                 ? megabytesPerSecond(result.fileBytes, result.pandasReadCpuMs)
                                 : std::nan("");
    JsonLine line;
    line.add(u"rows", result.rows)
        .add(u"file_bytes", result.fileBytes)
        .add(u"repeat", qint64(result.repeat))
        .add(u"read_mb_s", read, 1)
        .add(u"filter_mb_s", megabytesPerSecond(result.tableBytes, result.filterMs), 1)
        .add(u"group_mb_s", megabytesPerSecond(result.tableBytes, result.groupMs), 1)
        .add(u"write_mb_s", megabytesPerSecond(result.writtenBytes, result.writeMs), 1)
        .add(u"pandas_read_mb_s", pandas, 1)
        .add(u"read_vs_pandas", read / pandas, 2)
        .add(u"read_cpu_mb_s", megabytesPerSecond(result.fileBytes, result.readCpuMs), 1)
        .add(u"pandas_read_cpu_mb_s", pandasCpu, 1)
        .add(u"read_vs_pandas_cpu",
             megabytesPerSecond(result.fileBytes, result.readCpuMs) / pandasCpu, 2)
        .add(u"pandas", result.pandasStatus)
        .add(u"read_ms", result.readMs, 1)
        .add(u"filter_ms", result.filterMs, 1)
        .add(u"group_ms", result.groupMs, 1)
        .add(u"write_ms", result.writeMs, 1)
        .add(u"pandas_read_ms", result.pandasReadMs >= 0 ? result.pandasReadMs : std::nan(""), 1)
        .add(u"table_bytes", result.tableBytes)
        .add(u"filtered_rows", result.filteredRows)
        .add(u"groups", result.groups)
        .add(u"written_bytes", result.writtenBytes)
        .add(u"generate_ms", result.generateMs, 1)
        .add(u"peak_rss_bytes", result.peakRssBytes);
    return line.toUtf8();
}

} // namespace weft::bench
