#include "SchedulerBench.h"

#include "CountingObserver.h"
#include "JsonLine.h"
#include "NullTaskRunner.h"
#include "ProcessUsage.h"
#include "RemoteNullTaskRunner.h"
#include "exec/EventPump.h"
#include "exec/EventStream.h"
#include "exec/ProcessBackend.h"
#include "exec/Scheduler.h"

#include <chrono>

using namespace weft::engine;

namespace weft::bench {

namespace {

using Clock = std::chrono::steady_clock;

double millisecondsBetween(Clock::time_point from, Clock::time_point to)
{
    return std::chrono::duration<double, std::milli>(to - from).count();
}

} // namespace

std::optional<SchedulerBench::Result> SchedulerBench::run(const Options &options, QString *error)
{
    // The backend's threads outlive runs, so starting them is not part of a run's cost.
    QString backendError;
    std::unique_ptr<Backend> backend =
        BackendFactory::make(options.backend, options.workers, &backendError);
    if (backend && options.backend == BackendKind::Processes)
        backend = std::make_unique<ProcessBackend>(backend->processes(), options.tasksInFlight);
    if (!backend) {
        *error = tr("--workers %1: %2").arg(options.workers).arg(backendError);
        return std::nullopt;
    }

    // Worker processes outlive runs too: start them before the clock does.
    std::optional<RemoteNullTaskRunner> remote;
    if (backend->runsInProcesses()) {
        remote.emplace(backend->workerPool());
        try {
            remote->warmUp();
        } catch (const std::exception &e) {
            *error = QString::fromUtf8(e.what());
            return std::nullopt;
        }
    }

    const Clock::time_point buildStart = Clock::now();
    const TaskGraph graph = ShapeBuilder::build(options.shape, options.tasks, options.order);
    const Clock::time_point runStart = Clock::now();

    EventStream events(backend->workers() + 1);
    CountingObserver counter;
    EventPump pump(events);
    pump.addObserver(&counter);
    pump.start();
    NullTaskRunner local;
    engine::TaskRunner &runner = remote ? static_cast<engine::TaskRunner &>(*remote) : local;
    Scheduler scheduler(graph, *backend, &events);
    const RunStatus status = scheduler.run(runner);
    pump.stop(); // the run is over only when the observer has seen its last event
    const Clock::time_point runEnd = Clock::now();

    *error = problemWith(graph, scheduler, status, events, counter);
    if (!error->isEmpty())
        return std::nullopt;

    Result result;
    result.shape = options.shape;
    result.tasks = graph.size();
    result.workers = backend->processes();
    result.backend = backend->name();
    result.order = options.order;
    result.buildMs = millisecondsBetween(buildStart, runStart);
    result.runMs = millisecondsBetween(runStart, runEnd);
    result.nsPerTask = (result.buildMs + result.runMs) * 1e6 / double(result.tasks);
    result.peakRssBytes = ProcessUsage::peakRssBytes();
    result.events = counter.count();
    return result;
}

QString SchedulerBench::problemWith(const TaskGraph &graph, const Scheduler &scheduler,
                                    RunStatus status, const EventStream &events,
                                    const CountingObserver &counter)
{
    for (TaskIndex t = 0; t < TaskIndex(graph.size()); ++t) {
        if (scheduler.state(t) != TaskState::Succeeded) {
            return tr("task %1 of %2 ended %3, not succeeded (run %4)")
                .arg(t)
                .arg(graph.size())
                .arg(taskStateName(scheduler.state(t)), runStatusName(status));
        }
    }
    if (status != RunStatus::Succeeded)
        return tr("the run ended %1 although every task succeeded").arg(runStatusName(status));
    if (quint64(counter.count()) != events.recordedCount()) {
        return tr("the observer received %1 events of the %2 recorded")
            .arg(counter.count())
            .arg(events.recordedCount());
    }
    for (const EventType type : {EventType::TaskStarted, EventType::TaskSucceeded}) {
        if (counter.count(type) != graph.size()) {
            return tr("the observer received %1 %2 events for %3 tasks")
                .arg(counter.count(type))
                .arg(eventTypeName(type))
                .arg(graph.size());
        }
    }
    return {};
}

QByteArray SchedulerBench::toJson(const Result &result)
{
    JsonLine line;
    line.add(u"shape", ShapeBuilder::name(result.shape))
        .add(u"tasks", qint64(result.tasks))
        .add(u"workers", qint64(result.workers))
        .add(u"backend", result.backend)
        .add(u"order", result.order == TaskOrder::Static ? u"static" : u"depth-first")
        .add(u"build_ms", result.buildMs, 3)
        .add(u"run_ms", result.runMs, 3)
        .add(u"ns_per_task", result.nsPerTask, 1)
        .add(u"peak_rss_bytes", result.peakRssBytes)
        .add(u"events", result.events);
    return line.toUtf8();
}

} // namespace weft::bench
