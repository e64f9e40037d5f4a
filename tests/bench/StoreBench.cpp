#include "StoreBench.h"

#include "CountingObserver.h"
#include "JsonLine.h"
#include "NullTaskRunner.h"
#include "ProcessUsage.h"
#include "exec/EventPump.h"
#include "exec/EventStream.h"
#include "exec/RunResult.h"
#include "exec/Scheduler.h"
#include "store/StoreWriter.h"

#include <QFileInfo>
#include <QTemporaryDir>

#include <algorithm>
#include <chrono>
#include <vector>

using namespace weft::engine;
using weft::store::RunStart;
using weft::store::StoreWriter;

namespace weft::bench {

namespace {

using Clock = std::chrono::steady_clock;

double millisecondsBetween(Clock::time_point from, Clock::time_point to)
{
    return std::chrono::duration<double, std::milli>(to - from).count();
}

RunStart benchRun(const QString &backend, int workers)
{
    return {QStringLiteral("weft-bench"), QString(), backend, workers, {}};
}

/// The events of a run of `events` / 5 tasks in a line, the way the scheduler records them.
std::vector<Event> syntheticEvents(qint64 events)
{
    std::vector<Event> result;
    result.reserve(std::size_t(events));
    qint64 ns = Event::now();
    for (quint32 t = 0; qint64(result.size()) < events; ++t) {
        const EventType types[] = {EventType::TaskQueued, EventType::TaskStarted,
                                   EventType::DatasetHeld, EventType::TaskSucceeded,
                                   EventType::DatasetReleased};
        for (const EventType type : types) {
            if (qint64(result.size()) == events)
                break;
            const bool bytes = type == EventType::DatasetHeld || type == EventType::DatasetReleased;
            result.push_back({ns += 150, bytes ? 8 : 0, t, t, quint16(t % 2), type});
        }
    }
    return result;
}

double median(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    const std::size_t mid = values.size() / 2;
    return values.size() % 2 ? values[mid] : (values[mid - 1] + values[mid]) / 2;
}

struct TimedRun
{
    double runMs = 0;
    double finishMs = 0;
    qint64 events = 0;
    bool ok = false;
};

/// One run of `graph`, with the store recording when `writer` is set.
TimedRun runOnce(const TaskGraph &graph, Backend &backend, StoreWriter *writer, QString *error)
{
    const Clock::time_point start = Clock::now();
    EventStream events(backend.workers() + 1);
    CountingObserver counter;
    EventPump pump(events);
    pump.addObserver(&counter);
    if (writer)
        pump.addObserver(writer);
    pump.start();
    NullTaskRunner runner;
    Scheduler scheduler(graph, backend, &events);
    RunResult result;
    result.status = scheduler.run(runner);
    pump.stop();
    const Clock::time_point runEnd = Clock::now();
    TimedRun timed;
    timed.runMs = millisecondsBetween(start, runEnd);
    timed.events = counter.count();
    timed.ok =
        result.status == RunStatus::Succeeded && quint64(counter.count()) == events.recordedCount();
    if (!timed.ok)
        *error = StoreBench::tr("the run ended %1 with %2 of %3 events delivered")
                     .arg(runStatusName(result.status))
                     .arg(counter.count())
                     .arg(events.recordedCount());
    if (writer && timed.ok && !writer->finish(result, error))
        timed.ok = false;
    timed.finishMs = millisecondsBetween(runEnd, Clock::now());
    return timed;
}

} // namespace

std::optional<StoreBench::EventsResult> StoreBench::runEvents(const EventsOptions &options,
                                                              QString *error)
{
    QTemporaryDir scratch;
    const QString path =
        options.path.isEmpty() ? scratch.filePath(QStringLiteral("runs.sqlite")) : options.path;
    const std::vector<Event> events = syntheticEvents(options.events);

    StoreWriter::Options writerOptions;
    // Measures the writer alone: normal priority, and room for every event so that none is
    // dropped however far the writer falls behind the feed.
    writerOptions.lowPriority = false;
    writerOptions.maxQueuedBytes =
        std::max(writerOptions.maxQueuedBytes, qsizetype(events.size() * sizeof(Event)) * 2);
    const Clock::time_point start = Clock::now();
    auto writer =
        StoreWriter::start(path, benchRun(QStringLiteral("synthetic"), 1), error, writerOptions);
    if (!writer)
        return std::nullopt;
    for (std::size_t i = 0; i < events.size(); i += std::size_t(EventPump::kMaxBatchEvents))
        writer->onEvents(std::span(events).subspan(
            i, std::min(events.size() - i, std::size_t(EventPump::kMaxBatchEvents))));
    RunResult result;
    if (!writer->finish(result, error))
        return std::nullopt;
    const Clock::time_point end = Clock::now();

    const StoreWriter::Stats stats = writer->stats();
    if (stats.committedEvents != options.events) {
        *error = tr("the store committed %1 of %2 events")
                     .arg(stats.committedEvents)
                     .arg(options.events);
        return std::nullopt;
    }
    EventsResult out;
    out.events = options.events;
    out.tasks = (options.events + 4) / 5;
    out.wallMs = millisecondsBetween(start, end);
    out.eventsPerSecond = double(options.events) / (out.wallMs / 1e3);
    out.transactions = stats.transactions;
    writer.reset();
    out.databaseBytes = QFileInfo(path).size() + QFileInfo(path + u"-wal"_qs).size();
    return out;
}

QByteArray StoreBench::toJson(const EventsResult &result)
{
    JsonLine line;
    line.add(u"events", result.events)
        .add(u"tasks", result.tasks)
        .add(u"wall_ms", result.wallMs, 3)
        .add(u"events_per_s", result.eventsPerSecond, 0)
        .add(u"transactions", result.transactions)
        .add(u"database_bytes", result.databaseBytes);
    return line.toUtf8();
}

std::optional<StoreBench::SchedulerResult>
StoreBench::runScheduler(const SchedulerBench::Options &options, const QString &storePath,
                         int repeat, QString *error)
{
    QString backendError;
    const std::unique_ptr<Backend> backend =
        BackendFactory::make(options.backend, options.workers, &backendError);
    if (!backend) {
        *error = tr("--workers %1: %2").arg(options.workers).arg(backendError);
        return std::nullopt;
    }
    const TaskGraph graph = ShapeBuilder::build(options.shape, options.tasks);

    // Off and on alternate, so that a burst of other load on the machine hits both alike; the
    // medians are reported.
    std::vector<double> offMs;
    std::vector<double> onMs;
    std::vector<double> finishMs;
    SchedulerResult result;
    for (int round = 0; round < std::max(repeat, 1); ++round) {
        const TimedRun off = runOnce(graph, *backend, nullptr, error);
        if (!off.ok)
            return std::nullopt;
        auto writer =
            StoreWriter::start(storePath, benchRun(backend->name(), backend->workers()), error);
        if (!writer)
            return std::nullopt;
        const TimedRun on = runOnce(graph, *backend, writer.get(), error);
        if (!on.ok)
            return std::nullopt;
        offMs.push_back(off.runMs);
        onMs.push_back(on.runMs);
        finishMs.push_back(on.finishMs);
        const StoreWriter::Stats stats = writer->stats();
        result.events += on.events;
        result.eventsCommitted += stats.committedEvents;
        result.eventsDropped += stats.droppedEvents;
    }
    result.shape = options.shape;
    result.tasks = graph.size();
    result.workers = backend->workers();
    result.backend = backend->name();
    result.repeat = int(offMs.size());
    result.offRunMs = median(offMs);
    result.onRunMs = median(onMs);
    result.onStoreFinishMs = median(finishMs);
    result.peakRssBytes = ProcessUsage::peakRssBytes();
    return result;
}

QByteArray StoreBench::toJson(const SchedulerResult &result)
{
    JsonLine line;
    line.add(u"shape", ShapeBuilder::name(result.shape))
        .add(u"tasks", qint64(result.tasks))
        .add(u"workers", qint64(result.workers))
        .add(u"backend", result.backend)
        .add(u"repeat", qint64(result.repeat))
        .add(u"off_run_ms", result.offRunMs, 3)
        .add(u"on_run_ms", result.onRunMs, 3)
        .add(u"slowdown_pct", (result.onRunMs / result.offRunMs - 1.0) * 100.0, 1)
        .add(u"on_store_finish_ms", result.onStoreFinishMs, 3)
        .add(u"events", result.events)
        .add(u"events_committed", result.eventsCommitted)
        .add(u"events_dropped", result.eventsDropped)
        .add(u"peak_rss_bytes", result.peakRssBytes);
    return line.toUtf8();
}

} // namespace weft::bench
