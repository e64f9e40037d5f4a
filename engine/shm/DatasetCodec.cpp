#include "DatasetCodec.h"

namespace weft::engine {

const DatasetKindCodec *DatasetCodec::find(DataKind kind)
{
    switch (kind) {
    case DataKind::Table:
        return &tableCodec();
    case DataKind::Array:
#if __has_include("data/Array.h")
        return &arrayCodec();
#else
        break;
#endif
    case DataKind::FileList:
#if __has_include("data/FileList.h")
        return &fileListCodec();
#else
        break;
#endif
    case DataKind::Any:
        // The only dataset of kind Any is the `work` operator's opaque block.
#if __has_include("data/WorkData.h")
        return &workDataCodec();
#else
        break;
#endif
    case DataKind::Scalar:
        break;
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
