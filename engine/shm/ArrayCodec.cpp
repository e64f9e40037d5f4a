// Built only when the engine has the dataset classes these codecs serve.
#if __has_include("data/Array.h")

#include "DatasetCodec.h"
#include "data/Array.h"

#include <cstring>
#include <limits>

namespace weft::engine {

namespace {

/// "WAR1": the first bytes of every encoded array.
constexpr quint32 kArrayMagic = 0x31524157;

qint64 padded(qint64 bytes)
{
    return (bytes + 7) & ~qint64(7);
}

/// magic, element type, dimension count, the extents, then the elements in C order: one
/// memcpy each way, so a 500 MB array costs a copy into its segment and one out.
class ArrayCodec final : public DatasetKindCodec
{
    Q_DECLARE_TR_FUNCTIONS(ArrayCodec)

public:
    DataKind kind() const override { return DataKind::Array; }

    qint64 encodedSize(const Dataset &dataset) const override
    {
        const auto &array = static_cast<const Array &>(dataset);
        return 16 + 8 * qint64(array.shape().size()) + padded(array.dataBytes());
    }

    void encode(const Dataset &dataset, std::span<char> out) const override
    {
        const auto &array = static_cast<const Array &>(dataset);
        std::memset(out.data(), 0, out.size());
        const quint32 header[4] = {kArrayMagic, quint32(array.type()),
                                   quint32(array.shape().size()), 0};
        std::memcpy(out.data(), header, sizeof header);
        if (!array.shape().empty()) // a scalar array has no shape (and memcpy no null source)
            std::memcpy(out.data() + 16, array.shape().data(), 8 * array.shape().size());
        if (array.dataBytes() > 0)
            std::memcpy(out.data() + 16 + 8 * array.shape().size(), array.data(),
                        size_t(array.dataBytes()));
    }

    DatasetPtr decode(std::span<const char> in) const override
    {
        quint32 header[4] = {};
        if (in.size() < sizeof header)
            throw CodecError(tr("encoded array is truncated: %1 bytes").arg(in.size()));
        std::memcpy(header, in.data(), sizeof header);
        if (header[0] != kArrayMagic)
            throw CodecError(tr("not an encoded array (bad magic)"));
        if (header[1] > quint32(ElementType::Bool))
            throw CodecError(tr("encoded array has an unknown element type %1").arg(header[1]));
        const auto type = ElementType(header[1]);
        const qint64 dims = header[2];
        if (16 + 8 * dims > qint64(in.size()))
            throw CodecError(tr("encoded array is truncated in its shape"));
        std::vector<qint64> shape(static_cast<size_t>(dims));
        if (dims > 0)
            std::memcpy(shape.data(), in.data() + 16, size_t(8 * dims));
        // Check the extents against the bytes there are before allocating anything.
        const qint64 available = qint64(in.size()) - 16 - 8 * dims;
        qint64 count = 1;
        for (const qint64 extent : shape) {
            if (extent < 0 || (extent != 0 && count > available / extent))
                throw CodecError(tr("encoded array has a bad shape"));
            count *= extent;
        }
        const qint64 bytes = count * elementSize(type);
        if (padded(bytes) != available)
            throw CodecError(tr("encoded array holds %1 bytes of elements, its shape needs %2")
                                 .arg(available)
                                 .arg(padded(bytes)));
        auto array = std::make_shared<Array>(type, std::move(shape));
        if (bytes > 0)
            std::memcpy(array->data(), in.data() + 16 + 8 * dims, size_t(bytes));
        return array;
    }
};

} // namespace

const DatasetKindCodec &arrayCodec()
{
    static const ArrayCodec codec;
    return codec;
}

} // namespace weft::engine

#endif
