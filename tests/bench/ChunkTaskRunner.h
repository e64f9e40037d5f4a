#pragma once

#include "exec/TaskGraph.h"
#include "exec/TaskRunner.h"

#include <QCoreApplication>
#include <QString>

#include <atomic>
#include <memory>
#include <vector>

namespace weft::bench {

/// A map-reduce over real memory, for `weft-bench memory`. `chunks` source tasks each fill a
/// chunk of `chunkElements` doubles (source i holds i + j % 4 at element j, every page
/// written), a transform task per source makes a new chunk of 2x + 1, a binary tree of combine
/// tasks adds two chunks element-wise into a new one, level by level, and one final task sums
/// the last chunk into a scalar. Outputs stay here until the scheduler releases them; every
/// output chunk held is counted, so the peak says how well the scheduler's order frees memory.
///
/// Thread-safe across tasks as TaskRunner requires: a task writes only its own output slot, and
/// reads its inputs' slots after the scheduler has seen them succeed.
class ChunkTaskRunner final : public engine::TaskRunner
{
    Q_DECLARE_TR_FUNCTIONS(ChunkTaskRunner)

public:
    ChunkTaskRunner(int chunks, qsizetype chunkElements);

    /// The tasks and their dependencies, finalized; valid as long as this runner.
    const engine::TaskGraph &taskGraph() const { return m_graph; }

    engine::TaskOutcome runTask(engine::TaskIndex task, int worker, std::stop_token stop,
                                engine::TaskContext &context) override;
    qint64 releaseOutput(engine::TaskIndex task) override;

    /// The final task's sum; valid after a successful run.
    double result() const { return m_result; }
    /// What the final sum must be, from the formula rather than from the data.
    double expectedResult() const;

    qint64 chunkBytes() const { return m_chunkElements * qint64(sizeof(double)); }
    qint64 peakBytesHeld() const { return m_peakBytes.load(); }
    int peakChunksHeld() const { return m_peakChunks.load(); }
    int chunksHeld() const { return m_chunksHeld.load(); }
    /// The first failure's message (allocation failed); empty when every task succeeded.
    QString error() const;

private:
    enum class Role : quint8 {
        Source,    ///< fills a new chunk from its index
        Transform, ///< a new chunk of 2x + 1 from its one input
        Combine,   ///< a new chunk adding its two inputs element-wise
        Reduce,    ///< the sum of its one input's elements
    };
    using Chunk = std::vector<double>;

    std::shared_ptr<const Chunk> makeChunk(engine::TaskIndex task);
    /// Counts a finished chunk stored as an output, and raises the peaks.
    void holdChunk();
    void dropChunk();

    int m_chunks;
    qsizetype m_chunkElements;
    engine::TaskGraph m_graph;
    std::vector<Role> m_role;
    std::vector<std::shared_ptr<const Chunk>> m_outputs; ///< one slot per task
    double m_result = 0;
    std::atomic<qint64> m_bytesHeld{0};
    std::atomic<qint64> m_peakBytes{0};
    std::atomic<int> m_chunksHeld{0};
    std::atomic<int> m_peakChunks{0};
    std::atomic<bool> m_outOfMemory{false};
};

} // namespace weft::bench
