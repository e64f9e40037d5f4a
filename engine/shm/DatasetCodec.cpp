#include "DatasetCodec.h"

namespace weft::engine {

const DatasetKindCodec *DatasetCodec::find(DataKind kind)
{
    switch (kind) {
    case DataKind::Table:
        return &tableCodec();
    case DataKind::Array:
        return &arrayCodec();
    case DataKind::FileList:
        return &fileListCodec();
    case DataKind::Any:
        // The only dataset of kind Any is the `work` operator's opaque block.
        return &workDataCodec();
    case DataKind::Scalar:
        return &scalarCodec();
    }
    return nullptr;
}

const DatasetKindCodec &DatasetCodec::require(DataKind kind)
{
    if (const DatasetKindCodec *codec = find(kind))
        return *codec;
    throw CodecError(
        tr("a dataset of kind '%1' cannot be passed to a worker process").arg(dataKindName(kind)));
}

} // namespace weft::engine
