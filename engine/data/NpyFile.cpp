#include "NpyFile.h"

#include "FileCommit.h"
#include "NpyError.h"
#include "NpyHeader.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QStringList>

#include <algorithm>
#include <cstring>
#include <limits>

namespace weft::engine {

namespace {

constexpr char kMagic[] = "\x93NUMPY";
constexpr qint64 kMagicSize = 6;
/// Bytes per read or write call, so that a cancelled run is noticed within one block.
constexpr qint64 kBlockBytes = 16 * 1024 * 1024;

qint64 countOf(const std::vector<qint64> &shape)
{
    qint64 count = 1;
    for (const qint64 extent : shape)
        count *= extent;
    return count;
}

/// A complex element is two numbers, each swapped on its own.
void swapBytes(Array &array)
{
    const int size = elementSize(array.type()) / (isComplex(array.type()) ? 2 : 1);
    auto *bytes = static_cast<char *>(array.data());
    for (qint64 i = 0; i < array.dataBytes() / size; ++i)
        std::reverse(bytes + i * size, bytes + (i + 1) * size);
}

/// Copies the elements of `fortran` (Fortran order: the first index varies fastest) into
/// `out` (C order, same shape), element by element with an odometer over out's indices.
template<int Size>
void fortranToC(const char *fortran, char *out, const std::vector<qint64> &shape)
{
    const size_t dims = shape.size();
    if (dims < 2) { // one dimension or none: the orders are the same
        std::memcpy(out, fortran, size_t(Size * countOf(shape)));
        return;
    }
    std::vector<qint64> stride(dims, 1), index(dims, 0);
    for (size_t d = 1; d < dims; ++d)
        stride[d] = stride[d - 1] * shape[d - 1];
    const qint64 lastExtent = shape[dims - 1], lastStride = stride[dims - 1];
    qint64 offset = 0; // of out's current element in `fortran`, in elements
    for (char *end = out + qint64(Size) * countOf(shape); out < end;) {
        for (qint64 k = 0; k < lastExtent; ++k, out += Size)
            std::memcpy(out, fortran + (offset + k * lastStride) * Size, Size);
        for (size_t d = dims - 1; d-- > 0;) { // carry into the next-slower index
            offset += stride[d];
            if (++index[d] < shape[d])
                break;
            offset -= stride[d] * shape[d];
            index[d] = 0;
        }
    }
}

/// Bool elements must be 0 or 1 for the rest of Weft; NumPy treats any non-zero byte as true.
void normalizeBools(Array &array)
{
    if (array.type() != ElementType::Bool)
        return;
    auto *bytes = static_cast<unsigned char *>(array.data());
    for (qint64 i = 0; i < array.elementCount(); ++i)
        bytes[i] = bytes[i] ? 1 : 0;
}

QString shapeText(const std::vector<qint64> &shape)
{
    QStringList extents;
    for (const qint64 extent : shape)
        extents.append(QString::number(extent));
    return extents.size() == 1 ? QStringLiteral("(%1,)").arg(extents.front())
                               : QStringLiteral("(%1)").arg(extents.join(QStringLiteral(", ")));
}

quint32 littleEndian(const QByteArray &bytes)
{
    quint32 value = 0;
    for (qsizetype i = bytes.size() - 1; i >= 0; --i)
        value = (value << 8) | quint8(bytes[i]);
    return value;
}

/// `fortran`'s elements, kept in Fortran order, into `out` in C order.
void toCOrder(const Array &fortran, Array &out)
{
    const auto *in = static_cast<const char *>(fortran.data());
    auto *to = static_cast<char *>(out.data());
    switch (elementSize(fortran.type())) {
    case 1:
        return fortranToC<1>(in, to, fortran.shape());
    case 2:
        return fortranToC<2>(in, to, fortran.shape());
    case 4:
        return fortranToC<4>(in, to, fortran.shape());
    case 8:
        return fortranToC<8>(in, to, fortran.shape());
    default:
        return fortranToC<16>(in, to, fortran.shape());
    }
}

/// Reads the magic, version and header of the open file `file`, leaving it at the first
/// element; `name` names it in messages.
NpyHeader readHeaderOf(QFile &file, const QString &name)
{
    const QByteArray magic = file.read(kMagicSize + 2);
    if (magic.size() < kMagicSize + 2 || !magic.startsWith(QByteArray(kMagic, kMagicSize)))
        throw NpyError(
            NpyFile::tr("%1: not a NumPy .npy file (it does not start with \\x93NUMPY)").arg(name));
    const int major = quint8(magic[kMagicSize]);
    const int minor = quint8(magic[kMagicSize + 1]);
    if (major < 1 || major > 3)
        throw NpyError(
            NpyFile::tr("%1: .npy format version %2.%3 is not supported (1.0 to 3.0 are)")
                .arg(name)
                .arg(major)
                .arg(minor));
    const int lengthBytes = major == 1 ? 2 : 4;
    const QByteArray lengthField = file.read(lengthBytes);
    if (lengthField.size() != lengthBytes)
        throw NpyError(NpyFile::tr("%1: truncated: the file ends inside the header").arg(name));
    const quint32 headerLength = littleEndian(lengthField);
    const QByteArray headerText = file.read(headerLength);
    if (headerText.size() != qsizetype(headerLength))
        throw NpyError(NpyFile::tr("%1: truncated: the file ends inside the header").arg(name));

    return NpyHeader::parse(headerText, name);
}

} // namespace

NpyHeader NpyFile::readHeader(const QString &path)
{
    const QString name = QDir::toNativeSeparators(path);
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        throw NpyError(tr("%1: cannot open the file: %2").arg(name, file.errorString()));
    return readHeaderOf(file, name);
}

Array NpyFile::read(const QString &path, std::stop_token stop, ArrayAllocator &allocator)
{
    const QString name = QDir::toNativeSeparators(path);
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        throw NpyError(tr("%1: cannot open the file: %2").arg(name, file.errorString()));
    const NpyHeader header = readHeaderOf(file, name);
    // Compare the size the header promises with the file before allocating, so that a
    // truncated file or a header claiming terabytes fails with a message, not bad_alloc.
    qint64 count = 1;
    for (const qint64 extent : header.shape) {
        if (extent != 0 && count > std::numeric_limits<qint64>::max() / 16 / extent) {
            count = -1;
            break;
        }
        count *= extent;
    }
    const qint64 available = file.size() - file.pos();
    if (count < 0 || count * elementSize(header.type) > available)
        throw NpyError(tr("%1: truncated: the header says %2 %3, which is %4 bytes of data; the "
                          "file holds %5")
                           .arg(name, shapeText(header.shape), elementTypeName(header.type))
                           .arg(count < 0 ? tr("more than 2^63")
                                          : QString::number(count * elementSize(header.type)))
                           .arg(available));
    const auto allocate = [&](ArrayAllocator &from) {
        try {
            return from.allocate(header.type, header.shape);
        } catch (const std::exception &e) {
            throw NpyError(tr("%1: %2").arg(name, QString::fromUtf8(e.what())));
        }
    };
    // A Fortran-order file is read as it is into ordinary memory first, then rearranged into
    // the result: for that moment the array is held twice.
    const bool rearrange = header.fortranOrder && header.shape.size() > 1 && count > 1;
    Array array = allocate(rearrange ? ArrayAllocator::heap() : allocator);

    const qint64 expected = array.dataBytes();
    auto *out = static_cast<char *>(array.data());
    qint64 done = 0;
    while (done < expected) {
        if (stop.stop_requested())
            throw NpyError(tr("%1: reading was cancelled").arg(name));
        const qint64 got = file.read(out + done, std::min(kBlockBytes, expected - done));
        if (got <= 0)
            break;
        done += got;
    }
    if (done != expected)
        throw NpyError(tr("%1: truncated: the header says %2 %3, which is %4 bytes of data; the "
                          "file holds %5")
                           .arg(name, array.shapeText(), elementTypeName(array.type()))
                           .arg(expected)
                           .arg(done));
    if (rearrange) {
        Array inCOrder = allocate(allocator);
        toCOrder(array, inCOrder);
        array = std::move(inCOrder);
    }
    if (header.bigEndian)
        swapBytes(array);
    normalizeBools(array);
    return array;
}

void NpyFile::write(const Array &array, const QString &path, std::stop_token stop)
{
    const QString name = QDir::toNativeSeparators(path);
    const QDir parent = QFileInfo(path).absoluteDir();
    if (!parent.exists() && !parent.mkpath(QStringLiteral(".")))
        throw NpyError(tr("%1: cannot create the folder %2")
                           .arg(name, QDir::toNativeSeparators(parent.absolutePath())));
    QSaveFile file(path); // discards the temporary file unless committed
    if (!file.open(QIODevice::WriteOnly))
        throw NpyError(tr("%1: cannot write the file: %2").arg(name, file.errorString()));

    // The data starts at a multiple of 64 bytes, as NumPy aligns it; the header ends in '\n'.
    QByteArray header = NpyHeader::format(array);
    const bool version1 = kMagicSize + 2 + 2 + header.size() + 1 <= 65535;
    const qsizetype prefix = kMagicSize + 2 + (version1 ? 2 : 4);
    const qsizetype total = (prefix + header.size() + 1 + 63) / 64 * 64;
    header.append(QByteArray(total - prefix - header.size() - 1, ' '));
    header.append('\n');
    const auto length = quint32(header.size());

    QByteArray head(kMagic, kMagicSize);
    head.append(char(version1 ? 1 : 2));
    head.append(char(0));
    for (int i = 0; i < (version1 ? 2 : 4); ++i)
        head.append(char((length >> (8 * i)) & 0xff));
    head.append(header);

    bool ok = file.write(head) == head.size();
    const auto *bytes = static_cast<const char *>(array.data());
    for (qint64 done = 0; ok && done < array.dataBytes();) {
        if (stop.stop_requested())
            throw NpyError(tr("%1: writing was cancelled").arg(name));
        const qint64 n = std::min(kBlockBytes, array.dataBytes() - done);
        ok = file.write(bytes + done, n) == n;
        done += n;
    }
    const QString error = ok ? FileCommit::commit(file) : FileCommit::writeError(file);
    if (!error.isEmpty())
        throw NpyError(tr("%1: cannot write the file: %2").arg(name, error));
}

} // namespace weft::engine
