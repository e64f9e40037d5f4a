#include "MemoryBench.h"

#include "ChunkTaskRunner.h"
#include "JsonLine.h"
#include "ProcessUsage.h"
#include "exec/Backend.h"
#include "exec/Scheduler.h"

#include <chrono>

using namespace weft::engine;

namespace weft::bench {

std::optional<MemoryBench::Result> MemoryBench::run(const Options &options, QString *error)
{
    QString backendError;
    const std::unique_ptr<Backend> backend =
        BackendFactory::make(BackendKind::Threads, options.workers, &backendError);
    if (!backend) {
        *error = tr("--workers %1: %2").arg(options.workers).arg(backendError);
        return std::nullopt;
    }

    ChunkTaskRunner runner(options.chunks,
                           qsizetype(options.chunkMb) * 1024 * 1024 / qsizetype(sizeof(double)));
    const auto start = std::chrono::steady_clock::now();
    SchedulerOptions scheduling;
    scheduling.boundMemory = options.boundMemory;
    Scheduler scheduler(runner.taskGraph(), *backend, nullptr, scheduling);
    const RunStatus status = scheduler.run(runner);
    const auto end = std::chrono::steady_clock::now();

    if (status != RunStatus::Succeeded) {
        *error =
            runner.error().isEmpty()
                ? tr("the map-reduce run ended %1").arg(runStatusName(status))
                : tr("the map-reduce run ended %1: %2").arg(runStatusName(status), runner.error());
        return std::nullopt;
    }
    if (runner.result() != runner.expectedResult()) {
        *error = tr("the map-reduce sum is %1, expected %2")
                     .arg(runner.result(), 0, 'f', 0)
                     .arg(runner.expectedResult(), 0, 'f', 0);
        return std::nullopt;
    }
    if (runner.chunksHeld() != 0) {
        *error = tr("%1 chunks were still held after the run").arg(runner.chunksHeld());
        return std::nullopt;
    }

    Result result;
    result.peakBytesHeld = runner.peakBytesHeld();
    result.peakChunksHeld = runner.peakChunksHeld();
    result.peakRssBytes = ProcessUsage::peakRssBytes();
    result.boundMemory = options.boundMemory;
    result.wallMs = std::chrono::duration<double, std::milli>(end - start).count();
    return result;
}

QByteArray MemoryBench::toJson(const Result &result)
{
    JsonLine line;
    line.add(u"memory", result.boundMemory ? u"bounded" : u"free")
        .add(u"peak_bytes_held", result.peakBytesHeld)
        .add(u"peak_chunks_held", qint64(result.peakChunksHeld))
        .add(u"peak_rss_bytes", result.peakRssBytes)
        .add(u"wall_ms", result.wallMs, 3);
    return line.toUtf8();
}

} // namespace weft::bench
