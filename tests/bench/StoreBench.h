#pragma once

#include "SchedulerBench.h"

#include <QCoreApplication>
#include <QString>

#include <optional>

namespace weft::bench {

/// The run store's benchmarks.
///
/// `weft-bench store --events N`: how fast the StoreWriter puts events into SQLite. N events
/// of a synthetic run (per task: queued, started, output held, succeeded, released) are handed
/// to a StoreWriter in pump-sized batches as fast as it accepts them; the clock stops when
/// finish() has committed the last one, with its task and dataset rows.
///
/// `weft-bench scheduler … --store PATH`: the scheduler benchmark twice in one process, on the
/// same graph: once with only the counting observer, once with a StoreWriter recording into
/// PATH beside it, so that the cost of the store on a run is read from one invocation
/// (`--repeat R` alternates R such pairs and reports the medians).
///
///     StoreBench::EventsOptions options;
///     options.events = 1'000'000;
///     if (const auto result = StoreBench::runEvents(options, &error))
///         std::puts(StoreBench::toJson(*result).constData());
class StoreBench
{
    Q_DECLARE_TR_FUNCTIONS(StoreBench)

public:
    struct EventsOptions
    {
        qint64 events = 1'000'000;
        QString path; ///< "" writes to a temporary folder, removed afterwards
    };

    struct EventsResult
    {
        qint64 events = 0;
        qint64 tasks = 0;
        double wallMs = 0;
        double eventsPerSecond = 0;
        qint64 transactions = 0;
        qint64 databaseBytes = 0;
    };

    struct SchedulerResult
    {
        Shape shape = Shape::Layered;
        qsizetype tasks = 0;
        int workers = 0;
        QString backend;
        int repeat = 1;      ///< off/on pairs run; the times are their medians
        double offRunMs = 0; ///< run and the pump's last delivery, store off
        double onRunMs = 0;  ///< the same with the store recording
        /// After the run with the store: until finish() has committed every event.
        double onStoreFinishMs = 0;
        qint64 events = 0; ///< over every round
        qint64 eventsCommitted = 0;
        qint64 eventsDropped = 0;
        qint64 peakRssBytes = 0;
    };

    static std::optional<EventsResult> runEvents(const EventsOptions &options, QString *error);
    static QByteArray toJson(const EventsResult &result);

    /// `repeat` pairs of runs, store off then on, each on a new run in the store.
    static std::optional<SchedulerResult> runScheduler(const SchedulerBench::Options &options,
                                                       const QString &storePath, int repeat,
                                                       QString *error);
    static QByteArray toJson(const SchedulerResult &result);
};

} // namespace weft::bench
