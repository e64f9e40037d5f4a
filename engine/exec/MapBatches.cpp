#include "MapBatches.h"

#include <algorithm>
#include <chrono>
#include <limits>

namespace weft::engine {

MapBatches::MapBatches(qsizetype items, BatchSettings settings, int inFlight, Process process)
    : m_items(items)
    , m_settings(settings)
    , m_inFlight(std::max(inFlight, 1))
    , m_process(std::move(process))
    , m_sizer(settings.targets)
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
    qsizetype size;
    {
        std::lock_guard lock(m_mutex);
        if (m_failed || m_next >= m_items)
            return {true, 0, 0};
        size = currentSizeLocked();
        batch.index = m_stats.batches++;
        batch.first = m_next;
        batch.count = std::min(size, m_items - m_next);
        m_next += batch.count;
    }

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
    if (more)
        context.spawn(nextBatch());
    return {ok, 0, quint32(std::min<qsizetype>(batch.count, std::numeric_limits<quint32>::max()))};
}

} // namespace weft::engine
