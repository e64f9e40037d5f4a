#pragma once

#include "exec/Backend.h"
#include "exec/MapBatches.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <optional>

namespace weft::bench {

/// `weft-bench batching`: one map node of N items, each busy-waiting U µs, run by the
/// Scheduler as MapBatches (auto-tuned or fixed size), every event recorded and drained. With
/// worker processes, a real graph (array.generate → work.items as a map node) run by
/// GraphRunner, so each batch's rows travel to a worker and back.
class BatchingBench
{
    Q_DECLARE_TR_FUNCTIONS(BatchingBench)

public:
    struct Options
    {
        qsizetype items = 1'000'000;
        qint64 itemMicros = 1;
        int workers = 2;
        engine::BackendKind backend = engine::BackendKind::Threads;
        engine::BatchSettings settings;
    };

    struct Result
    {
        QString mode; ///< "auto" or "fixed:K"
        qsizetype items = 0;
        qint64 itemMicros = 0;
        int workers = 0;
        QString backend;
        double wallMs = 0; ///< Scheduler construction, run() and the pump's last delivery
        double itemsPerSecond = 0;
        qsizetype batches = 0;
        qsizetype finalBatch = 0;
    };

    /// Runs the benchmark once. Returns std::nullopt and sets `error` when the backend cannot
    /// be made, the run failed, an item was missed or an event was lost.
    static std::optional<Result> run(const Options &options, QString *error);

    static QByteArray toJson(const Result &result);
};

} // namespace weft::bench
