#include "MemoryLedger.h"

#include <algorithm>

namespace weft::engine {

qint64 MemoryLedger::hold(const Dataset &dataset)
{
    qint64 added = 0;
    for (const MemoryBlock &block : dataset.memoryBlocks()) {
        Block &entry = m_blocks[block.id];
        if (entry.holders++ > 0)
            continue;
        entry.bytes = block.bytes;
        // A block handed over and held again is still counted: by its owner's debt until now.
        // The same address and size is either that block or one of equal size in its place;
        // either way the bytes held stay right.
        const auto handed = m_handedOver.find(block.id);
        if (handed != m_handedOver.end() && handed->second.bytes == block.bytes) {
            m_owed[handed->second.owner].bytes -= block.bytes;
            m_handedOver.erase(handed);
            continue;
        }
        added += block.bytes;
    }
    m_held += added;
    m_peak = std::max(m_peak, m_held);
    return added;
}

qint64 MemoryLedger::letGo(const void *block)
{
    const auto it = m_blocks.find(block);
    if (it == m_blocks.end() || --it->second.holders > 0)
        return 0;
    const qint64 bytes = it->second.bytes;
    m_blocks.erase(it);
    return bytes;
}

qint64 MemoryLedger::release(const Dataset &dataset)
{
    qint64 freed = 0;
    for (const MemoryBlock &block : dataset.memoryBlocks())
        freed += letGo(block.id);
    m_held -= freed;
    m_released += freed;
    return freed;
}

void MemoryLedger::handOver(const Dataset &dataset, quint32 owner)
{
    Owed &owed = m_owed[owner];
    for (const MemoryBlock &block : dataset.memoryBlocks()) {
        const qint64 bytes = letGo(block.id);
        if (bytes == 0)
            continue;
        owed.bytes += bytes;
        owed.blocks.push_back(block.id);
        m_handedOver[block.id] = {bytes, owner};
    }
}

qint64 MemoryLedger::settle(quint32 owner)
{
    const auto it = m_owed.find(owner);
    if (it == m_owed.end())
        return 0;
    const qint64 bytes = it->second.bytes;
    for (const void *id : it->second.blocks) {
        const auto handed = m_handedOver.find(id);
        if (handed != m_handedOver.end() && handed->second.owner == owner)
            m_handedOver.erase(handed);
    }
    m_owed.erase(it);
    m_held -= bytes;
    m_released += bytes;
    return bytes;
}

} // namespace weft::engine
