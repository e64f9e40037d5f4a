#include "MapBatches.h"

#include <algorithm>
#include <chrono>
#include <limits>

namespace weft::engine {

MapBatches::MapBatches(qsizetype items, BatchSettings settings, int inFlight, Process process,
                       qsizetype available)
    : m_items(items)
    , m_settings(settings)
    , m_inFlight(std::max(inFlight, 1))
    , m_process(std::move(process))
    , m_sizer(settings.targets)
    , m_available(available < 0 ? items : std::min(available, items))
{
    Q_ASSERT(items >= 0 && settings.fixedSize >= 1);
}

void MapBatches::start(TaskContext &context)
{
    // Each first batch takes one item (auto mode starts at 1), so never spawn more than there
    // are items; each batch spawns its successor while items remain.
    const qsizetype first = std::min<qsizetype>(m_inFlight, m_items);
    for (qsizetype i = 0; i < first; ++i)
        context.spawn(nextBatch());
}

void MapBatches::setTargets(BatchTargets targets)
{
    std::lock_guard lock(m_mutex);
    m_sizer.setTargets(targets);
}

void MapBatches::setAvailable(qsizetype available)
{
    {
        std::lock_guard lock(m_mutex);
        if (available <= m_available)
            return;
        m_available = std::min(available, m_items);
    }
    m_arrived.notify_all();
}

MapBatches::Stats MapBatches::stats() const
{
    std::lock_guard lock(m_mutex);
    Stats stats = m_stats;
    stats.finalSize = currentSizeLocked();
    return stats;
}

qsizetype MapBatches::currentSizeLocked() const
{
    return m_settings.mode == BatchSettings::Mode::Fixed ? m_settings.fixedSize : m_sizer.size();
}

DynamicWork MapBatches::nextBatch()
{
    return [this](int worker, std::stop_token stop, TaskContext &context) {
        return runBatch(worker, stop, context);
    };
}

TaskOutcome MapBatches::runBatch(int worker, std::stop_token stop, TaskContext &context)
{
    // Items are taken when the batch starts, not when it was spawned, so it gets the size the
    // rule has reached by now.
    Batch batch;
    {
        std::unique_lock lock(m_mutex);
        if (!takeBatch(lock, stop, &batch))
            return {true, 0, 0};
    }
    batch.context = &context;

    const auto started = std::chrono::steady_clock::now();
    const bool ok = m_process(batch, worker, stop);
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();

    bool more;
    {
        std::lock_guard lock(m_mutex);
        if (ok) {
            m_stats.items += batch.count;
            m_stats.minSize =
                m_stats.minSize ? std::min(m_stats.minSize, batch.count) : batch.count;
            m_stats.maxSize = std::max(m_stats.maxSize, batch.count);
            if (m_settings.mode == BatchSettings::Mode::Auto)
                m_sizer.record(batch.count, seconds);
        } else {
            m_failed = true;
        }
        more = !m_failed && m_next < m_items;
    }
    if (!ok)
        m_arrived.notify_all();
    if (more)
        context.spawn(nextBatch());
    return {ok, 0, quint32(std::min<qsizetype>(batch.count, std::numeric_limits<quint32>::max()))};
}

bool MapBatches::takeBatch(std::unique_lock<std::mutex> &lock, std::stop_token stop, Batch *batch)
{
    const auto taken = [this] { return m_failed || m_next >= m_items; };
    // The first item: every item is there unless they arrive over time (checked first, so
    // the common case registers no stop callback).
    const auto first = [&] { return taken() || m_next < m_available; };
    if (!first())
        m_arrived.wait(lock, stop, first);
    if (taken() || stop.stop_requested())
        return false;
    const qsizetype size = currentSizeLocked();
    const qsizetype wanted = std::min(size, m_items - m_next);
    if (m_settings.mode == BatchSettings::Mode::Fixed && m_settings.waitSeconds > 0 &&
        m_available - m_next < wanted) {
        // Fixed mode waits a bounded time for the rest of its items, so a batch never waits on
        // items that another batch could take meanwhile for longer than the user allowed.
        const auto until = std::chrono::steady_clock::now() +
                           std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                               std::chrono::duration<double>(m_settings.waitSeconds));
        m_arrived.wait_until(lock, stop, until,
                             [&] { return m_failed || m_available - m_next >= wanted; });
        if (m_failed || stop.stop_requested())
            return false;
    }
    batch->index = m_stats.batches++;
    batch->first = m_next;
    batch->count = std::min(wanted, m_available - m_next);
    m_next += batch->count;
    return true;
}

} // namespace weft::engine
