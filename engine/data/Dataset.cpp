#include "Dataset.h"

namespace weft::engine {

QString dataKindName(DataKind kind)
{
    switch (kind) {
    case DataKind::Table:
        return QStringLiteral("table");
    case DataKind::Array:
        return QStringLiteral("array");
    case DataKind::FileList:
        return QStringLiteral("files");
    case DataKind::Scalar:
        return QStringLiteral("scalar");
    case DataKind::Any:
        return QStringLiteral("any");
    }
    return QStringLiteral("unknown");
}

bool isCompatible(DataKind from, DataKind to)
{
    return to == DataKind::Any || from == to;
}

} // namespace weft::engine
