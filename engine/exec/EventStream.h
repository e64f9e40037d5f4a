#pragma once

#include "Event.h"
#include "NodeFailure.h"

#include <algorithm>
#include <atomic>
#include <limits>
#include <memory>
#include <mutex>
#include <span>
#include <type_traits>
#include <vector>

namespace weft::engine {

/// The buffer between the scheduler and everything that watches a run. Every thread that
/// records (each worker, the control thread) owns one writer: a single-producer,
/// single-consumer queue of fixed-size chunks. Recording is a few plain stores and one
/// release-store, with no lock, no system call and no allocation except one per
/// kChunkEvents events. One consumer drains all writers from another thread and never makes
/// a writer wait; a slow consumer only lets the buffer grow, it never loses an event.
///
///     EventStream events(workers + 1);            // writer `workers` is the control thread
///     events.record(worker, {Event::now(), 0, task, node, quint16(worker),
///                            EventType::TaskStarted});
///     ...
///     events.drain([&](std::span<const Event> batch) { store.append(batch); });
///
/// Thread safety: record(i, …) may run concurrently with record(j, …) for i != j and with
/// drain(); one writer is used by one thread at a time (handing it to another thread needs
/// the caller's own synchronisation). Only one thread may drain at a time (asserted in debug
/// builds). recordedCount(), deliveredCount() and pendingBytes() may be called from any
/// thread; while the run goes on they are approximate. Destroy the stream only when no
/// thread records or drains.
///
/// Order: each writer's events arrive in the order it recorded them. Across writers a drain
/// is not a consistent cut: an event may arrive one drain earlier than an event on another
/// writer that happened before it (a task's start before its queueing). Consumers that need
/// one order across writers sort by Event::ns.
///
/// Memory: nothing is allocated before a writer records. Afterwards the stream holds, per
/// writer, its undrained events in chunks of kChunkEvents plus the chunk being written and at
/// most one drained chunk kept to refill the writer without a malloc: pendingBytes() <=
/// sum over writers of (ceil(undrained / 4,096) + 2) * chunkBytes(), that is 32 bytes per
/// undrained event plus at most 256 KiB per writer. A drain frees every chunk it finished.
/// Each writer cuts its chunks from 2 MiB blocks on huge pages (kChunksPerSlab to a block,
/// see HugePages.h: a run of a million tasks records 160 MB of events, and on small pages
/// their faults cost more than the recording), and a block is unmapped once its last chunk
/// is freed, so what is mapped exceeds pendingBytes() by about two blocks per writer.
///
/// Failures: why a node failed travels beside the events (recordFailure(), takeFailures()),
/// under a lock of its own. A failure is rare and never on the hot path; its message does not
/// fit an Event.
class EventStream
{
public:
    /// Events per chunk; a power of two so that the slot is a mask of the sequence number.
    static constexpr qsizetype kChunkEvents = 4096;

    /// `writers` (>= 1) threads may record, numbered 0 to writers - 1.
    explicit EventStream(int writers);
    ~EventStream();
    EventStream(const EventStream &) = delete;
    EventStream &operator=(const EventStream &) = delete;

    int writerCount() const { return m_writerCount; }

    /// Appends `event` to writer `writer`'s queue. Must be called by the one thread that
    /// currently owns that writer. Terminates the program if a new chunk cannot be allocated.
    void record(int writer, const Event &event) noexcept
    {
        Q_ASSERT(writer >= 0 && writer < m_writerCount);
        Writer &w = m_writers[writer];
        // Only this thread stores `published`, so a relaxed load returns its own last store.
        const quint64 sequence = w.published.load(std::memory_order_relaxed);
        const auto slot = static_cast<qsizetype>(sequence % kChunkEvents);
        if (slot == 0) [[unlikely]]
            grow(w);
        w.tail->events[slot] = event;
        // Publishes the slot: the consumer's acquire load of `published` sees the event whole.
        w.published.store(sequence + 1, std::memory_order_release);
    }

    /// Delivers every event published since the last drain, at most `limit` of them, writer
    /// by writer, each writer's events in order, and frees the chunks it has read to the end.
    /// `sink` is called with either `std::span<const Event>` (contiguous runs of up to
    /// kChunkEvents, valid only during the call) or, if it does not accept a span, with each
    /// `const Event &`. Returns the number of events delivered. When `limit` stops a drain
    /// early, the next one starts with the following writer, so no writer starves. If `sink`
    /// throws, the run of events it was given is delivered again, whole, by the next drain.
    template<class Sink>
    qsizetype drain(Sink &&sink, qsizetype limit = std::numeric_limits<qsizetype>::max());

    /// Notes why node `node` failed, for the consumer to hand on after the node's failed event.
    /// Called by the thread that found the failure, before the scheduler records the event.
    /// Thread-safe.
    void recordFailure(quint32 node, QString error);
    /// Appends the failures noted since the last call to `failures`. For the consumer: drain
    /// first, so that every failure whose event was drained is there.
    void takeFailures(std::vector<NodeFailure> &failures);

    /// Events recorded so far by all writers.
    quint64 recordedCount() const;
    /// Events delivered so far by drain().
    quint64 deliveredCount() const { return m_delivered.load(std::memory_order_relaxed); }
    /// Bytes of memory the stream's chunks occupy now (see the memory bound above).
    qsizetype pendingBytes() const;
    /// The size of one chunk: kChunkEvents events plus its link.
    static constexpr qsizetype chunkBytes() { return sizeof(Chunk); }

private:
    struct Chunk
    {
        // The union leaves the events uninitialised: a new chunk costs no 128 KiB memset.
        Chunk() {}
        ~Chunk() {}
        union
        {
            Event events[kChunkEvents];
        };
        /// Set by the writer before it publishes the first event of the next chunk.
        std::atomic<Chunk *> next{nullptr};
    };

    /// A 2 MiB block on huge pages that one writer cuts chunks from. `live` counts its chunks
    /// not yet freed, plus one while the writer still cuts from it; whoever takes it to zero
    /// unmaps the block.
    struct Slab
    {
        std::atomic<int> live{1};
    };
    /// Chunks start on cache lines, so no event straddles two.
    static constexpr std::size_t kSlabHeaderBytes = 64;
    static constexpr std::size_t kChunkStride = (sizeof(Chunk) + 63) & ~std::size_t(63);
    static constexpr int kChunksPerSlab = 15; ///< (2 MiB - header) / kChunkStride, rounded down

    // Writers sit in one array: 128-byte alignment keeps each writer's hot fields off the
    // cache lines (and the adjacent-line prefetch pairs) of its neighbours and of the consumer.
    static constexpr std::size_t kLineBytes = 128;

    struct alignas(kLineBytes) Writer
    {
        // Written by the writer thread only; the consumer reads `published` and `first`.
        std::atomic<quint64> published{0}; ///< events recorded, and the next sequence number
        Chunk *tail = nullptr;             ///< the chunk being filled
        std::atomic<Chunk *> first{nullptr};
        /// A drained chunk handed back by the consumer, reused before allocating a new one.
        std::atomic<Chunk *> spare{nullptr};
        Slab *slab = nullptr; ///< the block new chunks are cut from (writer thread only)
        int cut = 0;          ///< chunks cut from `slab` so far

        // Used by the consumer thread only.
        alignas(kLineBytes) Chunk *head = nullptr; ///< the chunk holding event `consumed`
        quint64 headEnd = 0;                       ///< the sequence number after head's last slot
        quint64 consumed = 0; ///< the sequence number of the next event to deliver
    };

    static Chunk *newChunk(Writer &w);
    static void freeChunk(Chunk *chunk) noexcept;
    static void leaveSlab(Slab *slab) noexcept;

    void grow(Writer &w) noexcept;
    void enterNextChunk(Writer &w);
    void beginDrain();
    void endDrain();

    int m_writerCount = 0;
    std::unique_ptr<Writer[]> m_writers;
    std::atomic<qsizetype> m_liveChunks{0};
    std::atomic<quint64> m_delivered{0};
    int m_firstWriter = 0;               ///< where the next drain starts; consumer only
    std::atomic<bool> m_draining{false}; ///< checks the single consumer in debug builds
    std::mutex m_failuresMutex;
    std::vector<NodeFailure> m_failures; ///< guarded by m_failuresMutex
};

template<class Sink>
qsizetype EventStream::drain(Sink &&sink, qsizetype limit)
{
    struct DrainScope
    {
        EventStream &stream;
        explicit DrainScope(EventStream &s)
            : stream(s)
        {
            stream.beginDrain();
        }
        ~DrainScope() { stream.endDrain(); }
    } scope(*this);

    qsizetype delivered = 0;
    for (int i = 0; i < m_writerCount && delivered < limit; ++i) {
        Writer &w = m_writers[(m_firstWriter + i) % m_writerCount];
        // Pairs with the writer's release store: every event below `end` is fully written.
        const quint64 end = w.published.load(std::memory_order_acquire);
        while (w.consumed < end && delivered < limit) {
            // Compared with headEnd rather than testing for slot 0, so that a sink that threw
            // on a chunk's first run does not make the next drain skip the chunk.
            if (w.consumed == w.headEnd)
                enterNextChunk(w);
            const auto slot = static_cast<qsizetype>(w.consumed % kChunkEvents);
            const qsizetype count = std::min(
                {static_cast<qsizetype>(end - w.consumed), kChunkEvents - slot, limit - delivered});
            const std::span<const Event> run(w.head->events + slot, std::size_t(count));
            if constexpr (std::is_invocable_v<Sink &, std::span<const Event>>) {
                sink(run);
            } else {
                for (const Event &event : run)
                    sink(event);
            }
            w.consumed += quint64(count);
            delivered += count;
            m_delivered.fetch_add(quint64(count), std::memory_order_relaxed);
        }
    }
    m_firstWriter = (m_firstWriter + 1) % m_writerCount;
    return delivered;
}

} // namespace weft::engine
