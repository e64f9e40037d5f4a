#include "EventStream.h"

#include "HugePages.h"

#include <iterator>

namespace weft::engine {

EventStream::EventStream(int writers)
    : m_writerCount(writers)
    , m_writers(std::make_unique<Writer[]>(std::size_t(writers)))
{
    Q_ASSERT(writers >= 1);
}

EventStream::~EventStream()
{
    for (int i = 0; i < m_writerCount; ++i) {
        Writer &w = m_writers[i];
        // The consumer freed every chunk before head; from head (or from the first chunk when
        // nothing was drained) the list runs to the writer's tail.
        Chunk *chunk = w.head ? w.head : w.first.load(std::memory_order_acquire);
        while (chunk) {
            Chunk *next = chunk->next.load(std::memory_order_acquire);
            freeChunk(chunk);
            chunk = next;
        }
        if (Chunk *spare = w.spare.load(std::memory_order_acquire))
            freeChunk(spare);
        if (w.slab)
            leaveSlab(w.slab);
    }
}

namespace {

/// Whether chunks come from huge-page blocks: not under AddressSanitizer, which checks chunks
/// as ordinary heap blocks.
bool chunksFromSlabs()
{
    return hugePages::mapsOnItsOwn(hugePages::kBytes);
}

} // namespace

EventStream::Chunk *EventStream::newChunk(Writer &w)
{
    static_assert(kSlabHeaderBytes + kChunksPerSlab * kChunkStride <= hugePages::kBytes);
    static_assert(kSlabHeaderBytes + (kChunksPerSlab + 1) * kChunkStride > hugePages::kBytes);
    if (!chunksFromSlabs())
        return new Chunk;
    if (!w.slab || w.cut == kChunksPerSlab) {
        if (w.slab)
            leaveSlab(w.slab);
        w.slab = new (hugePages::allocate(hugePages::kBytes)) Slab;
        w.cut = 0;
    }
    w.slab->live.fetch_add(1, std::memory_order_relaxed);
    std::byte *at =
        reinterpret_cast<std::byte *>(w.slab) + kSlabHeaderBytes + size_t(w.cut++) * kChunkStride;
    return new (at) Chunk;
}

void EventStream::freeChunk(Chunk *chunk) noexcept
{
    if (!chunksFromSlabs()) {
        delete chunk;
        return;
    }
    chunk->~Chunk();
    // Blocks are aligned to their size: the chunk's block starts at the address rounded down.
    const auto address = reinterpret_cast<std::uintptr_t>(chunk);
    leaveSlab(reinterpret_cast<Slab *>(address & ~std::uintptr_t(hugePages::kBytes - 1)));
}

void EventStream::leaveSlab(Slab *slab) noexcept
{
    // Acquire-release: every use of the block's chunks, on either thread, ends before the unmap.
    if (slab->live.fetch_sub(1, std::memory_order_acq_rel) == 1) {
        slab->~Slab();
        hugePages::free(slab, hugePages::kBytes);
    }
}

void EventStream::recordFailure(quint32 node, QString error)
{
    std::lock_guard lock(m_failuresMutex);
    m_failures.push_back(NodeFailure{node, std::move(error)});
}

void EventStream::takeFailures(std::vector<NodeFailure> &failures)
{
    std::lock_guard lock(m_failuresMutex);
    std::move(m_failures.begin(), m_failures.end(), std::back_inserter(failures));
    m_failures.clear();
}

quint64 EventStream::recordedCount() const
{
    quint64 total = 0;
    for (int i = 0; i < m_writerCount; ++i)
        total += m_writers[i].published.load(std::memory_order_relaxed);
    return total;
}

qsizetype EventStream::pendingBytes() const
{
    return m_liveChunks.load(std::memory_order_relaxed) * chunkBytes();
}

void EventStream::grow(Writer &w) noexcept
{
    // A chunk the consumer handed back is already in the cache and paged in; the acquire pairs
    // with the consumer's release so its last reads of the chunk are done before we write.
    Chunk *chunk = w.spare.exchange(nullptr, std::memory_order_acquire);
    if (chunk) {
        chunk->next.store(nullptr, std::memory_order_relaxed);
    } else {
        chunk = newChunk(w); // record() is noexcept: running out of memory here terminates
        m_liveChunks.fetch_add(1, std::memory_order_relaxed);
    }
    // Linked before any of its events is published, so a consumer that sees an event past the
    // old chunk's end also sees the link.
    if (w.tail)
        w.tail->next.store(chunk, std::memory_order_release);
    else
        w.first.store(chunk, std::memory_order_release);
    w.tail = chunk;
}

void EventStream::enterNextChunk(Writer &w)
{
    Chunk *previous = w.head;
    w.head = previous ? previous->next.load(std::memory_order_acquire)
                      : w.first.load(std::memory_order_acquire);
    Q_ASSERT(w.head); // published > consumed == headEnd: the writer has linked the next chunk
    w.headEnd += kChunkEvents;
    if (!previous)
        return;
    // Keep one drained chunk for the writer to reuse (the common case in a long run: no malloc,
    // no page faults); free the rest.
    Chunk *expected = nullptr;
    if (!w.spare.compare_exchange_strong(expected, previous, std::memory_order_release,
                                         std::memory_order_relaxed)) {
        freeChunk(previous);
        m_liveChunks.fetch_sub(1, std::memory_order_relaxed);
    }
}

void EventStream::beginDrain()
{
    [[maybe_unused]] const bool wasDraining = m_draining.exchange(true, std::memory_order_acquire);
    Q_ASSERT_X(!wasDraining, "EventStream::drain", "two threads drain one stream at once");
}

void EventStream::endDrain()
{
    m_draining.store(false, std::memory_order_release);
}

} // namespace weft::engine
