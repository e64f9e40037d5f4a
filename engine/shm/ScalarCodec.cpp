#include "CborKindCodec.h"
#include "data/Scalar.h"

namespace weft::engine {

namespace {

/// A scalar is one small JSON value: CBOR keeps its type (integer, double, string, bool,
/// null, object, array) and checks itself.
class ScalarCodec final : public CborKindCodec
{
    Q_DECLARE_TR_FUNCTIONS(ScalarCodec)

public:
    DataKind kind() const override { return DataKind::Scalar; }

protected:
    QCborValue toCbor(const Dataset &dataset) const override
    {
        return QCborValue::fromJsonValue(static_cast<const Scalar &>(dataset).value());
    }

    DatasetPtr fromCbor(const QCborValue &value, bool parsed) const override
    {
        if (!parsed)
            throw CodecError(tr("not an encoded scalar"));
        return std::make_shared<Scalar>(value.toJsonValue());
    }
};

} // namespace

const DatasetKindCodec &scalarCodec()
{
    static const ScalarCodec codec;
    return codec;
}

} // namespace weft::engine
