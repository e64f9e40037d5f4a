#pragma once

#include "Array.h"
#include "ArrayAllocator.h"
#include "NpyHeader.h"

#include <QCoreApplication>
#include <QString>

#include <stop_token>

namespace weft::engine {

/// Reads and writes NumPy `.npy` files (format versions 1.0, 2.0 and 3.0), so users exchange
/// arrays with Python directly: every ElementType (float16/32/64, int8/16/32/64,
/// uint8/16/32/64, bool, complex64/128), any shape, zero extents included. Elements are
/// copied as bytes, so a file read and written again holds the same bits.
///
/// read() reads the header, then the elements straight into the Array's buffer (big-endian
/// files are byte-swapped after reading; a Fortran-order file is read into ordinary memory
/// and rearranged into C order). write() writes version 1.0 (2.0 when the header is too long
/// for it), little-endian, C order, through QSaveFile, so the file is replaced in one step
/// and never left half written; the folder is created when missing.
///
/// Both throw NpyError with a one-line message naming the file: not a .npy file, an
/// unsupported version or dtype, a malformed header, a truncated file, or a file that cannot
/// be opened or written. Stateless and thread-safe.
///
///     Array a = NpyFile::read(u"in.npy"_s);
///     NpyFile::write(a, u"out/copy.npy"_s);
class NpyFile
{
    Q_DECLARE_TR_FUNCTIONS(NpyFile)

public:
    /// The elements go into an array from `allocator` (a worker's shared-memory segment).
    static Array read(const QString &path, std::stop_token stop = {},
                      ArrayAllocator &allocator = ArrayAllocator::heap());
    /// The element type and shape of the file at `path`, reading only its header.
    static NpyHeader readHeader(const QString &path);
    static void write(const Array &array, const QString &path, std::stop_token stop = {});
};

} // namespace weft::engine
