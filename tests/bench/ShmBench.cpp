#include "ShmBench.h"

#include "JsonLine.h"
#include "exec/Backend.h"
#include "exec/EventObserver.h"
#include "exec/EventPump.h"
#include "exec/EventStream.h"
#include "exec/GraphRunner.h"
#include "exec/WorkerPool.h"
#include "graph/Graph.h"
#include "ops/OperatorRegistry.h"
#include "shm/SharedMemoryFolder.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <sys/stat.h>
#include <thread>
#include <unistd.h>

using namespace weft::engine;

namespace weft::bench {

namespace {

using Clock = std::chrono::steady_clock;

/// The proportional set size of `pid` in bytes (its private pages, plus each shared page
/// divided by the number of processes mapping it) without its shared-memory pages, which
/// segmentBytes() counts whole; 0 when the process is gone.
qint64 proportionalBytes(qint64 pid)
{
    QFile file(QStringLiteral("/proc/%1/smaps_rollup").arg(pid));
    if (!file.open(QIODevice::ReadOnly))
        return 0;
    // readAll(): a /proc file says it is empty, so atEnd() would stop before the first line.
    qint64 pss = 0, shmem = 0;
    for (const QByteArray &line : file.readAll().split('\n')) {
        const qint64 kib =
            line.mid(line.indexOf(':') + 1).trimmed().split(' ').value(0).toLongLong();
        if (line.startsWith("Pss:"))
            pss = kib * 1024;
        else if (line.startsWith("Pss_Shmem:"))
            shmem = kib * 1024;
    }
    return pss - shmem;
}

/// The memory the segments of this process's runs take, mapped or not (a file in /dev/shm is
/// memory until it is unlinked and unmapped): the blocks of the files in its run folders.
qint64 segmentBytes()
{
    const QDir base(SharedMemoryFolder::baseDir());
    const QString prefix = QStringLiteral("weft-%1-").arg(qint64(::getpid()));
    qint64 total = 0;
    for (const QString &folder : base.entryList({prefix + u'*'}, QDir::Dirs)) {
        QDirIterator files(base.filePath(folder), QDir::Files);
        while (files.hasNext()) {
            struct stat info = {};
            if (::stat(QFile::encodeName(files.next()).constData(), &info) == 0)
                total += qint64(info.st_blocks) * 512;
        }
    }
    return total;
}

qint64 totalProportionalBytes(const std::vector<qint64> &children)
{
    qint64 total = proportionalBytes(qint64(::getpid())) + segmentBytes();
    for (const qint64 pid : children) {
        if (pid > 0)
            total += proportionalBytes(pid);
    }
    return total;
}

/// Samples the summed proportional size of this process and `children` every 5 ms on its own
/// thread until destroyed, keeping the largest.
class MemorySampler
{
public:
    explicit MemorySampler(std::vector<qint64> children)
        : m_children(std::move(children))
        , m_thread([this](std::stop_token stop) { loop(stop); })
    {}
    ~MemorySampler()
    {
        m_thread.request_stop();
        m_wake.notify_all();
    }
    /// Stops sampling (after one last sample) and returns the peak.
    qint64 finish()
    {
        m_thread.request_stop();
        m_wake.notify_all();
        if (m_thread.joinable())
            m_thread.join();
        return m_peak.load();
    }
    int samples() const { return m_samples.load(); }
    /// From now on samples also count towards handoffPeak().
    void startHandoff() { m_handoff.store(true); }
    /// The peak since startHandoff(): what handing the finished array to the readers costs.
    qint64 handoffPeak() const { return m_handoffPeak.load(); }

private:
    qint64 sample() const { return totalProportionalBytes(m_children); }
    void loop(std::stop_token stop)
    {
        std::mutex mutex;
        std::unique_lock lock(mutex);
        while (true) {
            const bool handoff = m_handoff.load();
            const qint64 now = sample();
            m_peak.store(std::max(m_peak.load(), now));
            if (handoff)
                m_handoffPeak.store(std::max(m_handoffPeak.load(), now));
            ++m_samples;
            if (stop.stop_requested())
                return;
            m_wake.wait_for(lock, stop, std::chrono::milliseconds(5), [] { return false; });
        }
    }

    std::vector<qint64> m_children;
    std::atomic<qint64> m_peak{0};
    std::atomic<bool> m_handoff{false};
    std::atomic<qint64> m_handoffPeak{0};
    std::atomic<int> m_samples{0};
    std::condition_variable_any m_wake;
    std::jthread m_thread;
};

/// Tells the sampler when the array exists: its producer, task 0, succeeded.
class HandoffObserver final : public EventObserver
{
public:
    explicit HandoffObserver(MemorySampler &sampler)
        : m_sampler(sampler)
    {}
    void onEvents(std::span<const Event> events) override
    {
        for (const Event &event : events) {
            if (event.type == EventType::TaskSucceeded && event.task == 0)
                m_sampler.startHandoff();
        }
    }

private:
    MemorySampler &m_sampler;
};

Node makeNode(const QString &id, const QString &op, QJsonObject params)
{
    Node node;
    node.id = NodeId(id);
    node.operatorId = op;
    node.params = std::move(params);
    return node;
}

/// One array.generate node of `elements` float64 values feeding `readers` sums.
Graph makeGraph(qint64 elements, int readers)
{
    Graph graph;
    graph.nodes.push_back(makeNode(QStringLiteral("data"), QStringLiteral("array.generate"),
                                   {{QStringLiteral("mode"), QStringLiteral("range")},
                                    {QStringLiteral("shape"), QString::number(elements)},
                                    {QStringLiteral("dtype"), QStringLiteral("float64")}}));
    for (int i = 0; i < readers; ++i) {
        const QString id = QStringLiteral("sum-%1").arg(i);
        graph.nodes.push_back(makeNode(id, QStringLiteral("array.reduce"),
                                       {{QStringLiteral("function"), QStringLiteral("sum")}}));
        graph.edges.push_back(Edge{NodeId(QStringLiteral("data")), QStringLiteral("array"),
                                   NodeId(id), QStringLiteral("array")});
    }
    return graph;
}

QString firstError(const RunResult &result)
{
    for (const NodeResult &node : result.nodes) {
        if (node.state != TaskState::Succeeded)
            return ShmBench::tr("node '%1' ended %2: %3")
                .arg(node.id.toString(), taskStateName(node.state), node.error);
    }
    return ShmBench::tr("the run ended %1").arg(runStatusName(result.status));
}

} // namespace

QString ShmBench::modeName(Mode mode)
{
    switch (mode) {
    case Mode::Shared:
        return QStringLiteral("shared");
    case Mode::Copy:
        return QStringLiteral("copy");
    case Mode::InProcess:
        break;
    }
    return QStringLiteral("inprocess");
}

std::optional<ShmBench::Mode> ShmBench::modeFromName(QStringView name)
{
    for (const Mode mode : {Mode::Shared, Mode::Copy, Mode::InProcess}) {
        if (name == modeName(mode))
            return mode;
    }
    return std::nullopt;
}

std::optional<ShmBench::Result> ShmBench::run(const Options &options, QString *error)
{
    const bool processes = options.mode != Mode::InProcess;
    QString backendError;
    const std::unique_ptr<Backend> backend = BackendFactory::make(
        processes ? BackendKind::Processes : BackendKind::Threads, options.workers, &backendError);
    if (!backend) {
        *error = tr("--workers %1: %2").arg(options.workers).arg(backendError);
        return std::nullopt;
    }
    const qint64 arrayBytes = qint64(options.mb) * 1024 * 1024;
    // `copy`: every dataset travels inline, the array included.
    if (options.mode == Mode::Copy)
        qputenv("WEFT_SHM_THRESHOLD", QByteArray::number(2 * arrayBytes));

    GraphRunner runner(OperatorRegistry::builtin(), QDir::temp());
    // A small run first starts the worker processes, as a long-lived app has them running.
    const RunResult warmUp = runner.run(makeGraph(16, options.workers), *backend, nullptr);
    if (warmUp.status != RunStatus::Succeeded) {
        *error = firstError(warmUp);
        return std::nullopt;
    }
    std::vector<qint64> children;
    if (processes)
        children = backend->workerPool().pids();

    const Graph graph =
        makeGraph(arrayBytes / qint64(sizeof(double)), options.repeat * options.workers);
    Result result;
    result.baseRssBytes = totalProportionalBytes(children);
    MemorySampler sampler(children);
    EventStream events(backend->workers() + 1);
    HandoffObserver observer(sampler);
    EventPump pump(events, std::chrono::milliseconds(5));
    pump.addObserver(&observer);
    pump.start();
    const Clock::time_point start = Clock::now();
    const RunResult run = runner.run(graph, *backend, &events);
    const Clock::time_point end = Clock::now();
    pump.stop();
    result.peakRssBytes = sampler.finish();
    result.handoffPeakRssBytes = sampler.handoffPeak();
    if (run.status != RunStatus::Succeeded) {
        *error = firstError(run);
        return std::nullopt;
    }
    result.mode = options.mode;
    result.workers = options.workers;
    result.repeat = options.repeat;
    result.arrayBytes = arrayBytes;
    result.wallMs = std::chrono::duration<double, std::milli>(end - start).count();
    result.samples = sampler.samples();
    return result;
}

QByteArray ShmBench::toJson(const Result &result)
{
    JsonLine line;
    line.add(u"mode", modeName(result.mode))
        .add(u"workers", qint64(result.workers))
        .add(u"repeat", qint64(result.repeat))
        .add(u"array_bytes", result.arrayBytes)
        .add(u"wall_ms", result.wallMs, 1)
        .add(u"peak_rss_bytes", result.peakRssBytes)
        .add(u"handoff_peak_rss_bytes", result.handoffPeakRssBytes)
        .add(u"base_rss_bytes", result.baseRssBytes)
        .add(u"peak_vs_array", double(result.peakRssBytes) / double(result.arrayBytes), 2)
        .add(u"handoff_vs_array", double(result.handoffPeakRssBytes) / double(result.arrayBytes), 2)
        .add(u"samples", qint64(result.samples));
    return line.toUtf8();
}

} // namespace weft::bench
