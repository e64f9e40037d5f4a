#include "DatasetEnvelope.h"

#include "CborFields.h"

namespace weft::engine {

using namespace Qt::StringLiterals;

namespace {

constexpr auto kKind = "kind"_L1;
constexpr auto kInline = "inline"_L1;
constexpr auto kSegment = "segment"_L1;
constexpr auto kSize = "size"_L1;

std::optional<DataKind> parseKind(const QString &name)
{
    for (const DataKind kind :
         {DataKind::Table, DataKind::Array, DataKind::FileList, DataKind::Scalar, DataKind::Any}) {
        if (dataKindName(kind) == name)
            return kind;
    }
    return std::nullopt;
}

} // namespace

void DatasetEnvelope::toCbor(QCborStreamWriter &writer) const
{
    writer.startMap(isInline() ? 2 : 3);
    writer.append(kKind);
    writer.append(dataKindName(kind));
    if (isInline()) {
        writer.append(kInline);
        writer.append(bytes);
    } else {
        writer.append(kSegment);
        writer.append(segment);
        writer.append(kSize);
        writer.append(size);
    }
    writer.endMap();
}

std::optional<DatasetEnvelope> DatasetEnvelope::fromCbor(const QCborValue &value, QString *error)
{
    if (!value.isMap()) {
        if (error)
            *error = CborFields::mistyped(tr("a dataset"), QCborValue::Map, value);
        return std::nullopt;
    }
    CborFields fields(value.toMap());
    DatasetEnvelope envelope;
    const QString kindName = fields.string(kKind);
    if (fields.contains(kInline)) {
        envelope.bytes = fields.bytes(kInline);
    } else {
        envelope.segment = fields.string(kSegment);
        envelope.size = fields.integer(kSize);
        if (fields.ok() && envelope.segment.isEmpty())
            fields.fail(tr("field '%1' is empty").arg(kSegment));
    }
    if (const std::optional<DataKind> kind = parseKind(kindName))
        envelope.kind = *kind;
    else
        fields.fail(tr("unknown dataset kind '%1'").arg(kindName));
    if (!fields.ok()) {
        if (error)
            *error = fields.error();
        return std::nullopt;
    }
    return envelope;
}

} // namespace weft::engine
