#pragma once

#include "DatasetCodec.h"

#include <QByteArray>
#include <QCborValue>

#include <cstring>

namespace weft::engine {

/// A codec for kinds whose datasets are a few small values (a file list, a scalar): CBOR keeps
/// their types and checks itself, so a kind only says how it maps to and from one CBOR value.
class CborKindCodec : public DatasetKindCodec
{
public:
    qint64 encodedSize(const Dataset &dataset) const override
    {
        return toCbor(dataset).toCbor().size();
    }

    void encode(const Dataset &dataset, std::span<char> out) const override
    {
        const QByteArray bytes = toCbor(dataset).toCbor();
        std::memcpy(out.data(), bytes.constData(), size_t(bytes.size()));
    }

    DatasetPtr decode(std::span<const char> in) const override
    {
        QCborParserError error;
        const QCborValue value =
            QCborValue::fromCbor(QByteArray(in.data(), qsizetype(in.size())), &error);
        return fromCbor(value, error.error == QCborError::NoError);
    }

protected:
    virtual QCborValue toCbor(const Dataset &dataset) const = 0;
    /// The dataset `value` holds; `parsed` is false when the bytes were not CBOR at all.
    /// Throws CodecError naming what is wrong.
    virtual DatasetPtr fromCbor(const QCborValue &value, bool parsed) const = 0;
};

} // namespace weft::engine
