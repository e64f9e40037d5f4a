#pragma once

#include <cstddef>
#include <vector>

namespace weft::engine {

/// Memory for the per-task arrays and event buffers of runs of up to millions of tasks.
///
/// Such a run writes most of its memory once, freshly allocated: the graph's rows, the
/// scheduler's counters, the events. On 4 KiB pages every page costs the kernel a fault, and on
/// this class of virtual machine a fault costs microseconds: building a million-task chain
/// spent about half its time in them. A block of kBytes or more is therefore mapped on its own,
/// aligned to kBytes and marked for transparent huge pages (madvise(MADV_HUGEPAGE), which the
/// kernel honours in its default `madvise` mode), so a fault fills 2 MiB at once. Smaller
/// blocks, and every block in AddressSanitizer builds (so that it keeps checking these arrays),
/// come from operator new as usual. Where huge pages are off, the mapping simply uses small pages.
namespace hugePages {

/// The huge page size on x86-64 and arm64 with 4 KiB base pages.
inline constexpr std::size_t kBytes = std::size_t(2) << 20;

/// True when allocate(bytes) maps a block of its own (and free() must be told the same size).
bool mapsOnItsOwn(std::size_t bytes);
/// A block of `bytes`, aligned to kBytes when it maps on its own, else to
/// __STDCPP_DEFAULT_NEW_ALIGNMENT__. Throws std::bad_alloc when no memory is left.
void *allocate(std::size_t bytes);
/// Frees a block allocate(bytes) returned, with the same `bytes`.
void free(void *block, std::size_t bytes) noexcept;
/// Bytes of the blocks mapped on their own and not yet freed, in this process.
std::size_t mappedBytes();

} // namespace hugePages

/// A standard allocator over hugePages, for std::vector and the like.
template<class T>
struct HugePageAllocator
{
    using value_type = T;

    HugePageAllocator() = default;
    template<class U>
    HugePageAllocator(const HugePageAllocator<U> &) noexcept
    {}

    T *allocate(std::size_t n)
    {
        static_assert(alignof(T) <= __STDCPP_DEFAULT_NEW_ALIGNMENT__);
        return static_cast<T *>(hugePages::allocate(n * sizeof(T)));
    }
    void deallocate(T *p, std::size_t n) noexcept { hugePages::free(p, n * sizeof(T)); }

    template<class U>
    bool operator==(const HugePageAllocator<U> &) const noexcept
    {
        return true;
    }
};

/// An array with one entry per task (or per dependency) of a run.
template<class T>
using TaskArray = std::vector<T, HugePageAllocator<T>>;

} // namespace weft::engine
