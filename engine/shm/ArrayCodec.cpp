#include "ArrayEncoding.h"
#include "DatasetCodec.h"
#include "data/Array.h"

#include <algorithm>
#include <cstring>
#include <limits>

namespace weft::engine {

void ArrayEncoding::writeHeader(std::span<char> out, ElementType type,
                                const std::vector<qint64> &shape)
{
    const quint32 header[4] = {kMagic, quint32(type), quint32(shape.size()), 0};
    std::memcpy(out.data(), header, sizeof header);
    if (!shape.empty()) // a scalar array has no shape (and memcpy no null source)
        std::memcpy(out.data() + 16, shape.data(), 8 * shape.size());
}

namespace {

constexpr quint32 kArrayMagic = ArrayEncoding::kMagic;

qint64 padded(qint64 bytes)
{
    return ArrayEncoding::padded(bytes);
}

/// The layout of ArrayEncoding: one memcpy into the segment; the receiver reads the elements
/// where they are mapped.
class ArrayCodec final : public DatasetKindCodec
{
    Q_DECLARE_TR_FUNCTIONS(ArrayCodec)

public:
    DataKind kind() const override { return DataKind::Array; }

    qint64 encodedSize(const Dataset &dataset) const override
    {
        const auto &array = static_cast<const Array &>(dataset);
        return ArrayEncoding::encodedSize(array.shape().size(), array.dataBytes());
    }

    void encode(const Dataset &dataset, std::span<char> out) const override
    {
        const auto &array = static_cast<const Array &>(dataset);
        std::memset(out.data(), 0, out.size());
        ArrayEncoding::writeHeader(out, array.type(), array.shape());
        if (array.dataBytes() > 0)
            std::memcpy(out.data() + 16 + 8 * array.shape().size(), array.data(),
                        size_t(array.dataBytes()));
    }

    DatasetPtr decode(std::span<const char> in) const override
    {
        const Layout layout = read(in);
        auto array = std::make_shared<Array>(layout.type, layout.shape);
        if (layout.bytes > 0)
            std::memcpy(array->data(), layout.elements, size_t(layout.bytes));
        return array;
    }

    /// A view of the mapping: a 500 MB array costs no copy and no private memory, as every
    /// process that maps the segment shares its pages.
    DatasetPtr decodeMapped(std::span<const char> in,
                            std::shared_ptr<const void> owner) const override
    {
        Layout layout = read(in);
        if (reinterpret_cast<quintptr>(layout.elements) % quintptr(elementSize(layout.type)) != 0)
            return decode(in); // never the case for a segment (mapped at a page boundary)
        return Array::view(layout.type, std::move(layout.shape), layout.elements, std::move(owner));
    }

private:
    /// What the header says, checked against the bytes there are.
    struct Layout
    {
        ElementType type = ElementType::Float64;
        std::vector<qint64> shape;
        const char *elements = nullptr;
        qint64 bytes = 0;
    };

    static Layout read(std::span<const char> in)
    {
        quint32 header[4] = {};
        if (in.size() < sizeof header)
            throw CodecError(tr("encoded array is truncated: %1 bytes").arg(in.size()));
        std::memcpy(header, in.data(), sizeof header);
        if (header[0] != kArrayMagic)
            throw CodecError(tr("not an encoded array (bad magic)"));
        if (header[1] > quint32(kLastElementType))
            throw CodecError(tr("encoded array has an unknown element type %1").arg(header[1]));
        Layout layout;
        layout.type = ElementType(header[1]);
        const qint64 dims = header[2];
        if (16 + 8 * dims > qint64(in.size()))
            throw CodecError(tr("encoded array is truncated in its shape"));
        layout.shape.resize(static_cast<size_t>(dims));
        if (dims > 0)
            std::memcpy(layout.shape.data(), in.data() + 16, size_t(8 * dims));
        // Check the extents against the bytes there are before allocating anything.
        const qint64 available = qint64(in.size()) - 16 - 8 * dims;
        // An array with a zero extent holds no bytes whatever its other extents, (2, 0) too.
        const bool empty =
            std::find(layout.shape.begin(), layout.shape.end(), 0) != layout.shape.end();
        qint64 count = empty ? 0 : 1;
        for (const qint64 extent : layout.shape) {
            if (extent < 0 || (!empty && count > available / extent))
                throw CodecError(tr("encoded array has a bad shape"));
            if (!empty)
                count *= extent;
        }
        layout.bytes = count * elementSize(layout.type);
        if (padded(layout.bytes) != available)
            throw CodecError(tr("encoded array holds %1 bytes of elements, its shape needs %2")
                                 .arg(available)
                                 .arg(padded(layout.bytes)));
        layout.elements = in.data() + 16 + 8 * dims;
        return layout;
    }
};

} // namespace

const DatasetKindCodec &arrayCodec()
{
    static const ArrayCodec codec;
    return codec;
}

} // namespace weft::engine
