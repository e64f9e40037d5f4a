#pragma once

#include "data/Array.h"

#include <span>
#include <vector>

namespace weft::engine {

/// The bytes of an encoded array, in one place for the two that lay them out: ArrayCodec,
/// which copies an array into them, and SegmentAllocator, which makes a segment of this shape
/// first so that an operator fills the elements where they will be read:
///
///     magic "WAR1", element type, dimension count, 0   (4 × uint32)
///     the extents                                      (dims × int64)
///     the elements in C order, zero-padded to 8 bytes
///
/// The elements start at a multiple of 8 bytes, so in a page-aligned mapping they are aligned
/// for every element type.
struct ArrayEncoding
{
    static constexpr quint32 kMagic = 0x31524157;

    static qint64 padded(qint64 bytes) { return (bytes + 7) & ~qint64(7); }
    /// Where the elements start.
    static qint64 headerBytes(size_t dims) { return 16 + 8 * qint64(dims); }
    /// The whole encoding of `dataBytes` of elements in `dims` dimensions.
    static qint64 encodedSize(size_t dims, qint64 dataBytes)
    {
        return headerBytes(dims) + padded(dataBytes);
    }
    /// Writes the header (magic, type, extents) at the start of `out`; leaves the rest.
    static void writeHeader(std::span<char> out, ElementType type,
                            const std::vector<qint64> &shape);
};

} // namespace weft::engine
