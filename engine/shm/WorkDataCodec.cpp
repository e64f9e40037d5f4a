#include "DatasetCodec.h"
#include "data/WorkData.h"

#include <cstring>

namespace weft::engine {

namespace {

/// The `work` operator's opaque bytes: they travel whole, so a trip through a worker costs
/// what a real dataset of that size would; the receiver makes a fresh block of the same size
/// (the contents mean nothing).
class WorkDataCodec final : public DatasetKindCodec
{
    Q_DECLARE_TR_FUNCTIONS(WorkDataCodec)

public:
    DataKind kind() const override { return DataKind::Any; }

    qint64 encodedSize(const Dataset &dataset) const override
    {
        return 8 + ((dataset.sizeBytes() + 7) & ~qint64(7));
    }

    void encode(const Dataset &dataset, std::span<char> out) const override
    {
        const auto *work = dynamic_cast<const WorkData *>(&dataset);
        if (!work)
            throw CodecError(tr("this dataset of kind 'any' cannot be passed to a worker "
                                "process"));
        const qint64 bytes = work->sizeBytes();
        std::memset(out.data(), 0, out.size());
        std::memcpy(out.data(), &bytes, 8);
        if (bytes > 0)
            std::memcpy(out.data() + 8, work->data(), size_t(bytes));
    }

    DatasetPtr decode(std::span<const char> in) const override
    {
        qint64 bytes = -1;
        if (in.size() >= 8)
            std::memcpy(&bytes, in.data(), 8);
        if (bytes < 0 || 8 + ((bytes + 7) & ~qint64(7)) != qint64(in.size()))
            throw CodecError(tr("encoded work data is truncated"));
        return std::make_shared<WorkData>(bytes);
    }
};

} // namespace

const DatasetKindCodec &workDataCodec()
{
    static const WorkDataCodec codec;
    return codec;
}

} // namespace weft::engine
