#include "DatasetCodec.h"
#include "data/Scalar.h"

#include <QCborValue>

#include <cstring>

namespace weft::engine {

namespace {

/// A scalar is one small JSON value: CBOR keeps its type (integer, double, string, bool,
/// null, object, array) and checks itself.
class ScalarCodec final : public DatasetKindCodec
{
    Q_DECLARE_TR_FUNCTIONS(ScalarCodec)

public:
    DataKind kind() const override { return DataKind::Scalar; }

    static QByteArray bytesOf(const Dataset &dataset)
    {
        const auto &scalar = static_cast<const Scalar &>(dataset);
        return QCborValue::fromJsonValue(scalar.value()).toCbor();
    }

    qint64 encodedSize(const Dataset &dataset) const override { return bytesOf(dataset).size(); }

    void encode(const Dataset &dataset, std::span<char> out) const override
    {
        const QByteArray bytes = bytesOf(dataset);
        std::memcpy(out.data(), bytes.constData(), size_t(bytes.size()));
    }

    DatasetPtr decode(std::span<const char> in) const override
    {
        QCborParserError error;
        const QCborValue value =
            QCborValue::fromCbor(QByteArray(in.data(), qsizetype(in.size())), &error);
        if (error.error != QCborError::NoError)
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
