#include "MemoryLedger.h"

#include <algorithm>

namespace weft::engine {

qint64 MemoryLedger::hold(const Dataset &dataset)
{
    qint64 added = 0;
    for (const MemoryBlock &block : dataset.memoryBlocks()) {
        Block &entry = m_blocks[block.id];
        if (entry.holders++ == 0) {
            entry.bytes = block.bytes;
            added += block.bytes;
        }
    }
    m_held += added;
    m_peak = std::max(m_peak, m_held);
    return added;
}

qint64 MemoryLedger::release(const Dataset &dataset)
{
    qint64 freed = 0;
    for (const MemoryBlock &block : dataset.memoryBlocks()) {
        const auto it = m_blocks.find(block.id);
        if (it == m_blocks.end() || --it->second.holders > 0)
            continue;
        freed += it->second.bytes;
        m_blocks.erase(it);
    }
    m_held -= freed;
    m_released += freed;
    return freed;
}

} // namespace weft::engine
