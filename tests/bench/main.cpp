// weft-bench: the scheduler, memory, batching, store and CSV benchmarks (see README.md beside this
// file).

#include "BenchCommandLine.h"
#include "CsvLimitsBench.h"
#include "ExpressionBench.h"
#include "SiblingProgram.h"
#include "data/ReleasedMemory.h"

#include <QStringList>

#include <cstdio>
#include <cstring>

using weft::bench::BatchingBench;
using weft::bench::BenchCommandLine;
using weft::bench::CacheBench;
using weft::bench::CsvBench;
using weft::bench::CsvLimitsBench;
using weft::bench::ExpressionBench;
using weft::bench::ItemCacheBench;
using weft::bench::MemoryBench;
using weft::bench::SchedulerBench;
using weft::bench::ShmBench;
using weft::bench::SignatureBench;
using weft::bench::StoreBench;

namespace {

void printLine(FILE *stream, const QByteArray &line)
{
    std::fputs(line.constData(), stream);
    std::fputc('\n', stream);
    std::fflush(stream);
}

} // namespace

int main(int argc, char **argv)
{
    // `weft-bench monitor` needs the window, which weft-bench does not link: weft-bench-gui
    // beside this program runs it.
    if (argc > 1 && std::strcmp(argv[1], "monitor") == 0)
        return weft::bench::runBesideThisProgram("weft-bench-gui", argc, argv);
    // As weft and weft-worker run: memory figures are what a run sees.
    weft::engine::returnLargeBlocksToTheSystem();
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments.append(QString::fromLocal8Bit(argv[i]));

    QString error;
    const auto request = BenchCommandLine::parse(arguments, &error);
    if (!request) {
        printLine(stderr, (u"weft-bench: "_qs + error).toLocal8Bit());
        return BenchCommandLine::kUsageError;
    }

    QByteArray json;
    switch (request->command) {
    case BenchCommandLine::Command::Help:
        std::fputs(BenchCommandLine::helpText().toLocal8Bit().constData(), stdout);
        return 0;
    case BenchCommandLine::Command::Scheduler:
        if (!request->schedulerStore.isEmpty()) {
            if (const auto result = StoreBench::runScheduler(
                    request->scheduler, request->schedulerStore, request->schedulerRepeat, &error))
                json = StoreBench::toJson(*result);
            break;
        }
        if (const auto result = SchedulerBench::run(request->scheduler, &error))
            json = SchedulerBench::toJson(*result);
        break;
    case BenchCommandLine::Command::Store:
        if (const auto result = StoreBench::runEvents(request->store, &error))
            json = StoreBench::toJson(*result);
        break;
    case BenchCommandLine::Command::Memory:
        if (const auto result = MemoryBench::run(request->memory, &error))
            json = MemoryBench::toJson(*result);
        break;
    case BenchCommandLine::Command::Batching:
        if (const auto result = BatchingBench::run(request->batching, &error))
            json = BatchingBench::toJson(*result);
        break;
    case BenchCommandLine::Command::Shm:
        if (const auto result = ShmBench::run(request->shm, &error))
            json = ShmBench::toJson(*result);
        break;
    case BenchCommandLine::Command::Signatures:
        if (const auto result = SignatureBench::run(request->signatures, &error))
            json = SignatureBench::toJson(*result);
        break;
    case BenchCommandLine::Command::Cache:
        if (const auto result = CacheBench::run(request->cache, &error))
            json = CacheBench::toJson(*result);
        break;
    case BenchCommandLine::Command::ItemCache:
        if (const auto result = ItemCacheBench::run(request->itemCache, &error))
            json = ItemCacheBench::toJson(*result);
        break;
    case BenchCommandLine::Command::Csv:
        if (request->csv.kind == CsvBench::Case::Expressions) {
            if (const auto result = ExpressionBench::run(request->csv, &error))
                json = ExpressionBench::toJson(*result);
        } else if (request->csv.kind != CsvBench::Case::Mixed) {
            if (const auto result = CsvLimitsBench::run(request->csv, &error))
                json = CsvLimitsBench::toJson(*result);
        } else if (const auto result = CsvBench::run(request->csv, &error)) {
            json = CsvBench::toJson(*result);
        }
        break;
    }
    if (json.isEmpty()) {
        printLine(stderr, (u"weft-bench: "_qs + error).toLocal8Bit());
        return 1;
    }
    printLine(stdout, json);
    return 0;
}
