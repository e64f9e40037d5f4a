#pragma once

#include <QCoreApplication>
#include <QString>

#include <optional>

namespace weft::bench {

/// `weft-bench memory`: how much data a run holds at once. Runs ChunkTaskRunner's map-reduce
/// (real chunks, real allocations) through the Scheduler on a thread backend and reports the
/// most bytes and chunks held at any moment, the process's peak resident memory and the wall
/// time. The final sum is checked against its formula, and every chunk must have been
/// released by the end.
class MemoryBench
{
    Q_DECLARE_TR_FUNCTIONS(MemoryBench)

public:
    struct Options
    {
        int chunks = 64;
        int chunkMb = 16;         ///< MiB per chunk
        int workers = 2;          ///< as `--jobs`; one worker gives the sequential backend
        bool boundMemory = false; ///< `--memory bounded`: SchedulerOptions::boundMemory
    };

    struct Result
    {
        bool boundMemory = false;
        qint64 peakBytesHeld = 0;
        int peakChunksHeld = 0;
        qint64 peakRssBytes = 0;
        double wallMs = 0; ///< Scheduler construction and run()
    };

    /// Runs the benchmark once. Returns std::nullopt and sets `error` when the backend cannot
    /// be made, a task failed, the sum is wrong or a chunk was never released.
    static std::optional<Result> run(const Options &options, QString *error);

    /// The one-line JSON object `weft-bench memory` prints.
    static QByteArray toJson(const Result &result);
};

} // namespace weft::bench
