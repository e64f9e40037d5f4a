#include "BatchingBench.h"

#include "CountingObserver.h"
#include "JsonLine.h"
#include "exec/EventPump.h"
#include "exec/EventStream.h"
#include "exec/GraphRunner.h"
#include "exec/Scheduler.h"
#include "ops/OperatorRegistry.h"

#include <QDir>

#include <atomic>
#include <chrono>
#include <climits>

using namespace weft::engine;

namespace weft::bench {

namespace {

using Clock = std::chrono::steady_clock;

/// The one task of the graph is the map node: its body starts the batches. Each item
/// busy-waits (a sleep would hand the core to the other worker and hide the batch cost) and
/// adds its index to a checksum, so the bench can tell that every item ran exactly once.
class BusyMapRunner : public TaskRunner
{
public:
    BusyMapRunner(const BatchingBench::Options &options, int inFlight)
        : m_itemTime(std::chrono::microseconds(options.itemMicros))
        , m_batches(options.items, options.settings, inFlight,
                    [this](const MapBatches::Batch &batch, int, std::stop_token) {
                        return process(batch);
                    })
    {}

    TaskOutcome runTask(TaskIndex, int, std::stop_token, TaskContext &context) override
    {
        m_batches.start(context);
        return {true, 0};
    }
    qint64 releaseOutput(TaskIndex) override { return 0; }

    const MapBatches &batches() const { return m_batches; }
    quint64 checksum() const { return m_checksum.load(); }

private:
    bool process(const MapBatches::Batch &batch)
    {
        quint64 sum = 0;
        for (qsizetype i = batch.first; i < batch.first + batch.count; ++i) {
            if (m_itemTime.count() > 0) {
                const Clock::time_point until = Clock::now() + m_itemTime;
                while (Clock::now() < until) {
                }
            }
            sum += quint64(i);
        }
        m_checksum += sum;
        return true;
    }

    const Clock::duration m_itemTime;
    MapBatches m_batches;
    std::atomic<quint64> m_checksum{0};
};

/// Processes: the map node is a real graph node, array.generate's N rows → work.items as a map
/// node, run by GraphRunner on a ProcessBackend, so each batch's rows travel to a worker process
/// and back like any task's data. items_per_s is over the map node's own time (its body's
/// start to its joined output), not the workers' start-up or the array's generation.
std::optional<BatchingBench::Result> runInWorkers(const BatchingBench::Options &options,
                                                  Backend &backend, QString *error)
{
    Graph graph;
    Node gen;
    gen.id = NodeId(u"gen"_qs);
    gen.operatorId = u"array.generate"_qs;
    gen.params = {{u"shape"_qs, QString::number(options.items)}};
    Node each;
    each.id = NodeId(u"each"_qs);
    each.operatorId = u"work.items"_qs;
    each.params = {{u"item_us"_qs, double(options.itemMicros)}};
    each.run.map = true;
    if (options.settings.mode == BatchSettings::Mode::Fixed)
        each.run.batchSize = int(std::min<qsizetype>(options.settings.fixedSize, INT_MAX));
    graph.nodes = {gen, each};
    graph.edges = {Edge{gen.id, u"array"_qs, each.id, u"items"_qs}};

    EventStream events(backend.workers() + 1);
    CountingObserver counter;
    EventPump pump(events);
    pump.addObserver(&counter);
    pump.start();
    const RunResult run =
        GraphRunner(OperatorRegistry::builtin(), QDir::temp()).run(graph, backend, &events);
    pump.stop();

    const NodeResult &map = run.nodes.at(1);
    if (run.status != RunStatus::Succeeded) {
        *error = BatchingBench::tr("the map run ended %1: %2")
                     .arg(runStatusName(run.status),
                          run.nodes[0].error.isEmpty() ? map.error : run.nodes[0].error);
    } else if (!map.batching || map.batching->items != options.items) {
        *error = BatchingBench::tr("%1 of %2 items ran")
                     .arg(map.batching ? map.batching->items : 0)
                     .arg(options.items);
    } else if (counter.count(EventType::BatchFinished) != map.batching->batches) {
        *error = BatchingBench::tr("%1 batch events for %2 batches")
                     .arg(counter.count(EventType::BatchFinished))
                     .arg(map.batching->batches);
    }
    if (!error->isEmpty())
        return std::nullopt;
    BatchingBench::Result result;
    result.wallMs = double(map.wallNs) / 1e6;
    result.batches = map.batching->batches;
    result.finalBatch = map.batching->finalSize;
    return result;
}

QString modeName(const BatchSettings &settings)
{
    return settings.mode == BatchSettings::Mode::Auto
               ? u"auto"_qs
               : u"fixed:"_qs + QString::number(settings.fixedSize);
}

} // namespace

std::optional<BatchingBench::Result> BatchingBench::run(const Options &options, QString *error)
{
    QString backendError;
    const std::unique_ptr<Backend> backend =
        BackendFactory::make(options.backend, options.workers, &backendError);
    if (!backend) {
        *error = tr("--workers %1: %2").arg(options.workers).arg(backendError);
        return std::nullopt;
    }

    if (backend->runsInProcesses()) {
        std::optional<Result> result = runInWorkers(options, *backend, error);
        if (!result)
            return std::nullopt;
        result->mode = modeName(options.settings);
        result->items = options.items;
        result->itemMicros = options.itemMicros;
        result->workers = backend->processes();
        result->backend = backend->name();
        result->itemsPerSecond = double(options.items) / (result->wallMs / 1000.0);
        return result;
    }

    TaskGraph graph;
    graph.addTask(0);
    graph.finalize();
    // One batch queued beyond one per worker, so a worker that finishes finds the next ready.
    BusyMapRunner runner(options, backend->workers() + 1);

    const Clock::time_point start = Clock::now();
    EventStream events(backend->workers() + 1);
    CountingObserver counter;
    EventPump pump(events);
    pump.addObserver(&counter);
    pump.start();
    Scheduler scheduler(graph, *backend, &events);
    const RunStatus status = scheduler.run(runner);
    pump.stop();
    const Clock::time_point end = Clock::now();

    const MapBatches::Stats stats = runner.batches().stats();
    const auto n = quint64(options.items);
    if (status != RunStatus::Succeeded) {
        *error = tr("the map run ended %1").arg(runStatusName(status));
    } else if (stats.items != options.items || runner.checksum() != n * (n - 1) / 2) {
        *error = tr("%1 of %2 items ran, checksum %3 instead of %4")
                     .arg(stats.items)
                     .arg(options.items)
                     .arg(runner.checksum())
                     .arg(n * (n - 1) / 2);
    } else if (quint64(counter.count()) != events.recordedCount()) {
        *error = tr("the observer received %1 events of the %2 recorded")
                     .arg(counter.count())
                     .arg(events.recordedCount());
    } else if (counter.count(EventType::BatchFinished) != stats.batches) {
        *error = tr("%1 batch events for %2 batches")
                     .arg(counter.count(EventType::BatchFinished))
                     .arg(stats.batches);
    }
    if (!error->isEmpty())
        return std::nullopt;

    Result result;
    result.mode = modeName(options.settings);
    result.items = options.items;
    result.itemMicros = options.itemMicros;
    result.workers = backend->workers();
    result.backend = backend->name();
    result.wallMs = std::chrono::duration<double, std::milli>(end - start).count();
    result.itemsPerSecond = double(options.items) / (result.wallMs / 1000.0);
    result.batches = stats.batches;
    result.finalBatch = stats.finalSize;
    return result;
}

QByteArray BatchingBench::toJson(const Result &result)
{
    JsonLine line;
    line.add(u"mode", result.mode)
        .add(u"items", qint64(result.items))
        .add(u"item_us", result.itemMicros)
        .add(u"workers", qint64(result.workers))
        .add(u"backend", result.backend)
        .add(u"wall_ms", result.wallMs, 3)
        .add(u"items_per_s", result.itemsPerSecond, 0)
        .add(u"batches", qint64(result.batches))
        .add(u"final_batch", qint64(result.finalBatch));
    return line.toUtf8();
}

} // namespace weft::bench
