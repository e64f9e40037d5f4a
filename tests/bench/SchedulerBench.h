#pragma once

#include "ShapeBuilder.h"
#include "exec/Backend.h"
#include "exec/TaskState.h"

#include <QCoreApplication>
#include <QString>

#include <optional>

namespace weft::engine {
class EventStream;
class Scheduler;
} // namespace weft::engine

namespace weft::bench {

class CountingObserver;

/// `weft-bench scheduler`: the scheduler's own cost per task. Builds a graph of trivial tasks
/// (NullTaskRunner: no operator work), runs it on a backend with every event recorded into an
/// EventStream that an EventPump drains concurrently into one counting observer, and reports
/// the time to build the graph and to run it, per task, with the process's peak memory.
///
///     SchedulerBench::Options options;
///     options.shape = Shape::Layered;
///     QString error;
///     if (const auto result = SchedulerBench::run(options, &error))
///         std::puts(SchedulerBench::toJson(*result).constData());
class SchedulerBench
{
    Q_DECLARE_TR_FUNCTIONS(SchedulerBench)

public:
    struct Options
    {
        Shape shape = Shape::Layered;
        qsizetype tasks = 1'000'000;
        int workers = 2; ///< as `--jobs`: n > 0, or -n for all cores but n - 1
        engine::BackendKind backend = engine::BackendKind::Threads;
        int tasksInFlight = 2; ///< processes: scheduler workers per worker process
        /// The dispatch cost is measured with the linear order; Static adds what a project
        /// run pays to compute its order.
        engine::TaskOrder order = engine::TaskOrder::DepthFirst;
    };

    struct Result
    {
        Shape shape = Shape::Layered;
        qsizetype tasks = 0;
        int workers = 0; ///< the backend's real worker count
        QString backend; ///< "sequential" or "threads", as the backend names itself
        engine::TaskOrder order = engine::TaskOrder::DepthFirst;
        double buildMs = 0; ///< building and finalizing the TaskGraph (its order included)
        double runMs = 0;   ///< Scheduler construction, run() and the pump's last delivery
        double nsPerTask = 0;
        qint64 peakRssBytes = 0;
        qint64 events = 0; ///< events the observer received
    };

    /// Runs the benchmark once. Returns std::nullopt and sets `error` when the backend cannot
    /// be made, a task did not succeed or an event was lost.
    static std::optional<Result> run(const Options &options, QString *error);

    /// The one-line JSON object `weft-bench scheduler` prints.
    static QByteArray toJson(const Result &result);

private:
    /// Why the run does not count (a task did not succeed, an event went missing); empty when
    /// it does.
    static QString problemWith(const engine::TaskGraph &graph, const engine::Scheduler &scheduler,
                               engine::RunStatus status, const engine::EventStream &events,
                               const CountingObserver &counter);
};

} // namespace weft::bench
