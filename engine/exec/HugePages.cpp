#include "HugePages.h"

#include <atomic>
#include <cstdint>
#include <new>
#include <sys/mman.h>

namespace weft::engine::hugePages {

namespace {

#if defined(__SANITIZE_ADDRESS__)
constexpr bool kAddressSanitizer = true;
#else
constexpr bool kAddressSanitizer = false;
#endif

std::atomic<std::size_t> g_mapped{0};

/// `bytes` rounded up to whole huge pages.
std::size_t wholePages(std::size_t bytes)
{
    return (bytes + kBytes - 1) & ~(kBytes - 1);
}

} // namespace

bool mapsOnItsOwn(std::size_t bytes)
{
    return !kAddressSanitizer && bytes >= kBytes;
}

void *allocate(std::size_t bytes)
{
    if (!mapsOnItsOwn(bytes))
        return ::operator new(bytes);
    // mmap aligns to small pages only: map one huge page more and cut the unaligned ends off.
    const std::size_t size = wholePages(bytes);
    void *mapped =
        ::mmap(nullptr, size + kBytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (mapped == MAP_FAILED)
        throw std::bad_alloc();
    const auto start = reinterpret_cast<std::uintptr_t>(mapped);
    const std::uintptr_t aligned = (start + kBytes - 1) & ~std::uintptr_t(kBytes - 1);
    const std::size_t head = aligned - start; // below kBytes, so some tail is always left
    if (head > 0)
        ::munmap(mapped, head);
    ::munmap(reinterpret_cast<void *>(aligned + size), kBytes - head);
    void *block = reinterpret_cast<void *>(aligned);
    // Advice only: without transparent huge pages the block stays on small pages.
    ::madvise(block, size, MADV_HUGEPAGE);
    g_mapped.fetch_add(size, std::memory_order_relaxed);
    return block;
}

void free(void *block, std::size_t bytes) noexcept
{
    if (!block)
        return;
    if (mapsOnItsOwn(bytes)) {
        ::munmap(block, wholePages(bytes));
        g_mapped.fetch_sub(wholePages(bytes), std::memory_order_relaxed);
    } else {
        ::operator delete(block);
    }
}

std::size_t mappedBytes()
{
    return g_mapped.load(std::memory_order_relaxed);
}

} // namespace weft::engine::hugePages
