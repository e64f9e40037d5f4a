#pragma once

#include "data/Dataset.h"

#include <unordered_map>
#include <vector>

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
    /// The run handed `dataset`, an output of node `owner`, to a consumer that may free its
    /// blocks before the run releases `owner`. Its blocks no other held dataset uses are
    /// forgotten by address (which the allocator may reuse at once) but still counted as held
    /// until settle(owner). A block of the same address and size held again before that (a
    /// consumer's output sharing a column of its input) counts once, as before.
    void handOver(const Dataset &dataset, quint32 owner);
    /// The run released node `owner`: the bytes handOver() kept counting are freed. Returns them.
    qint64 settle(quint32 owner);

    qint64 held() const { return m_held; }
    qint64 peak() const { return m_peak; }
    qint64 released() const { return m_released; }

private:
    /// One holder fewer for `block`; its bytes when that was the last, and it is forgotten.
    qint64 letGo(const void *block);

    struct Block
    {
        qint64 bytes = 0;
        int holders = 0;
    };
    struct HandedOver
    {
        qint64 bytes = 0;
        quint32 owner = 0;
    };
    struct Owed
    {
        qint64 bytes = 0;
        std::vector<const void *> blocks;
    };
    // Keyed by block address: a held dataset keeps its blocks alive, so an address cannot be
    // reused by another block while it is in the map.
    std::unordered_map<const void *, Block> m_blocks;
    std::unordered_map<const void *, HandedOver> m_handedOver;
    std::unordered_map<quint32, Owed> m_owed;
    qint64 m_held = 0;
    qint64 m_peak = 0;
    qint64 m_released = 0;
};

} // namespace weft::engine
