#include "ChunkTaskRunner.h"

#include <numeric>

using namespace weft::engine;

namespace weft::bench {

namespace {

/// Raises `peak` to `value` if it is lower, whatever other threads do meanwhile.
template<class T>
void raisePeak(std::atomic<T> &peak, T value)
{
    T seen = peak.load(std::memory_order_relaxed);
    while (seen < value && !peak.compare_exchange_weak(seen, value, std::memory_order_relaxed)) {
    }
}

} // namespace

ChunkTaskRunner::ChunkTaskRunner(int chunks, qsizetype chunkElements)
    : m_chunks(chunks)
    , m_chunkElements(chunkElements)
{
    Q_ASSERT(chunks >= 1 && chunkElements >= 1);
    const auto add = [this](Role role) {
        m_role.push_back(role);
        return m_graph.addTask(quint32(m_role.size() - 1));
    };
    std::vector<TaskIndex> level;
    for (int i = 0; i < chunks; ++i) {
        const TaskIndex source = add(Role::Source);
        const TaskIndex transform = add(Role::Transform);
        m_graph.addDependency(source, transform);
        level.push_back(transform);
    }
    // Pairs combine level by level; an odd chunk out waits for the next level as it is.
    while (level.size() > 1) {
        std::vector<TaskIndex> next;
        for (size_t i = 0; i + 1 < level.size(); i += 2) {
            const TaskIndex combine = add(Role::Combine);
            m_graph.addDependency(level[i], combine);
            m_graph.addDependency(level[i + 1], combine);
            next.push_back(combine);
        }
        if (level.size() % 2 == 1)
            next.push_back(level.back());
        level = std::move(next);
    }
    m_graph.addDependency(level.front(), add(Role::Reduce));
    m_graph.finalize();
    m_outputs.resize(m_role.size());
}

TaskOutcome ChunkTaskRunner::runTask(TaskIndex task, int, std::stop_token, TaskContext &)
{
    if (m_role[task] == Role::Reduce) {
        const Chunk &input = *m_outputs[m_graph.predecessors(task)[0]];
        m_result = std::accumulate(input.begin(), input.end(), 0.0);
        return {true, qint64(sizeof(double))};
    }
    try {
        m_outputs[task] = makeChunk(task);
    } catch (const std::bad_alloc &) {
        m_outOfMemory = true;
        return {false, 0};
    }
    // Counted once the output is held, as the scheduler's DatasetHeld counts it: the figure is
    // what the run's order keeps alive. A chunk still being filled is the task's working memory
    // and shows in the process's peak RSS instead.
    holdChunk();
    return {true, chunkBytes()};
}

std::shared_ptr<const ChunkTaskRunner::Chunk> ChunkTaskRunner::makeChunk(TaskIndex task)
{
    const auto out = std::make_shared<Chunk>(size_t(m_chunkElements));
    Chunk &values = *out;
    const auto inputs = m_graph.predecessors(task);
    switch (m_role[task]) {
    case Role::Source: {
        const auto index = double(task / 2); // sources and transforms alternate
        for (qsizetype j = 0; j < m_chunkElements; ++j)
            values[size_t(j)] = index + double(j % 4);
        break;
    }
    case Role::Transform: {
        const Chunk &in = *m_outputs[inputs[0]];
        for (size_t j = 0; j < values.size(); ++j)
            values[j] = 2 * in[j] + 1;
        break;
    }
    case Role::Combine: {
        const Chunk &a = *m_outputs[inputs[0]];
        const Chunk &b = *m_outputs[inputs[1]];
        for (size_t j = 0; j < values.size(); ++j)
            values[j] = a[j] + b[j];
        break;
    }
    case Role::Reduce:
        Q_UNREACHABLE();
    }
    return out;
}

void ChunkTaskRunner::holdChunk()
{
    raisePeak(m_peakChunks, m_chunksHeld.fetch_add(1) + 1);
    raisePeak(m_peakBytes, m_bytesHeld.fetch_add(chunkBytes()) + chunkBytes());
}

void ChunkTaskRunner::dropChunk()
{
    m_chunksHeld.fetch_sub(1);
    m_bytesHeld.fetch_sub(chunkBytes());
}

qint64 ChunkTaskRunner::releaseOutput(TaskIndex task)
{
    if (!m_outputs[task])
        return 0;
    m_outputs[task].reset(); // the last owner: consumers have finished reading it
    dropChunk();
    return chunkBytes();
}

double ChunkTaskRunner::expectedResult() const
{
    // Element j of the last chunk is the sum over sources i of 2 (i + j % 4) + 1, so the total
    // is M C (C - 1) + C (2 S + M), with S the sum of j % 4 over the M elements. Every partial
    // sum is an integer below 2^53, so the doubles add up exactly.
    const auto c = qint64(m_chunks);
    const auto m = qint64(m_chunkElements);
    const qint64 remainder = m % 4;
    const qint64 s = 6 * (m / 4) + remainder * (remainder - 1) / 2;
    return double(m * c * (c - 1) + c * (2 * s + m));
}

QString ChunkTaskRunner::error() const
{
    return m_outOfMemory ? tr("a %1-byte chunk could not be allocated").arg(chunkBytes())
                         : QString();
}

} // namespace weft::bench
