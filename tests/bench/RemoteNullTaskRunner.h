#pragma once

#include "exec/TaskRunner.h"
#include "exec/WorkerPool.h"
#include "shm/DatasetTransfer.h"
#include "shm/SegmentStore.h"

namespace weft::bench {

/// NullTaskRunner's twin for the processes backend: every task is an empty task sent to the
/// scheduler worker's own worker process (WorkerProtocol.h), so what is measured is the
/// scheduler plus one message round trip per task. Thread-safe across slots, like WorkerPool.
class RemoteNullTaskRunner final : public engine::TaskRunner
{
public:
    static constexpr qint64 kOutputBytes = 8;

    explicit RemoteNullTaskRunner(engine::WorkerPool &pool)
        : m_pool(pool)
        , m_segments(engine::DatasetTransfer::defaultThreshold())
    {}

    /// Starts every worker process, so that starting them is not part of a run's cost.
    void warmUp()
    {
        for (int slot = 0; slot < m_pool.slots(); ++slot)
            m_pool.run(slot, m_call, m_segments, {});
    }

    engine::TaskOutcome runTask(engine::TaskIndex, int worker, std::stop_token stop,
                                engine::TaskContext &) override
    {
        try {
            m_pool.run(worker, m_call, m_segments, stop);
            return {true, kOutputBytes};
        } catch (const std::exception &) {
            return {};
        }
    }
    qint64 releaseOutput(engine::TaskIndex) override { return kOutputBytes; }

private:
    engine::WorkerPool &m_pool;
    engine::SegmentStore m_segments;
    const engine::RemoteCall m_call{QStringLiteral("bench"), {}, {}, {}, {}, 0};
};

} // namespace weft::bench
