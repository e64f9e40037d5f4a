#pragma once

#include "data/Dataset.h"

#include <unordered_map>

namespace weft::engine {

/// Counts the bytes a run's held datasets occupy, each shared memory block once, and the bytes
/// truly freed when datasets are released: releasing a table whose columns another held table
/// still uses frees only what was its own. Not thread-safe; owned by the thread that runs the
/// plan.
class MemoryLedger
{
public:
    /// The run now holds `dataset` (it must stay alive until release()). Returns the bytes
    /// this added: its blocks that no held dataset had yet.
    qint64 hold(const Dataset &dataset);
    /// The run let go of `dataset`; returns the bytes that no held dataset uses any more.
    qint64 release(const Dataset &dataset);

    qint64 held() const { return m_held; }
    qint64 peak() const { return m_peak; }
    qint64 released() const { return m_released; }

private:
    struct Block
    {
        qint64 bytes = 0;
        int holders = 0;
    };
    // Keyed by block address: a held dataset keeps its blocks alive, so an address cannot be
    // reused by another block while it is in the map.
    std::unordered_map<const void *, Block> m_blocks;
    qint64 m_held = 0;
    qint64 m_peak = 0;
    qint64 m_released = 0;
};

} // namespace weft::engine
