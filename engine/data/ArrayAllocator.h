#pragma once

#include "Array.h"

#include <vector>

namespace weft::engine {

/// Where an operator's new array keeps its elements. heap() gives ordinary memory, as
/// `Array(type, shape)` does; a worker process hands its operators one that puts a large array
/// straight into a shared-memory segment of the run (SegmentAllocator), so the array the
/// operator fills is the very memory the scheduler and the next workers map: never a private
/// copy first and a segment copy after, which would hold a 500 MB array twice.
///
/// Operators reach it through OperatorCall::allocateArray(). heap() is stateless and
/// thread-safe; other allocators serve one task at a time.
class ArrayAllocator
{
public:
    virtual ~ArrayAllocator() = default;

    /// A zero-filled array of `type` and `shape`, writable. Throws std::invalid_argument on a
    /// bad shape (as Array's constructor does) and std::runtime_error naming the reason when
    /// the memory cannot be had (a full /dev/shm).
    virtual Array allocate(ElementType type, std::vector<qint64> shape) = 0;

    /// Ordinary memory: what operators get on threads.
    static ArrayAllocator &heap();

protected:
    ArrayAllocator() = default;
    ArrayAllocator(const ArrayAllocator &) = delete;
    ArrayAllocator &operator=(const ArrayAllocator &) = delete;
};

} // namespace weft::engine
