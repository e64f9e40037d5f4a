#include "BackendKind.h"

namespace weft::engine {

QString backendKindName(BackendKind kind)
{
    return backendKindNames().at(int(kind));
}

std::optional<BackendKind> parseBackendKind(QStringView name)
{
    const qsizetype index = backendKindNames().indexOf(name);
    if (index < 0)
        return std::nullopt;
    return BackendKind(index);
}

const QStringList &backendKindNames()
{
    // In the enum's order: the index of a name is its kind.
    static const QStringList names{QStringLiteral("sequential"), QStringLiteral("threads"),
                                   QStringLiteral("processes"), QStringLiteral("slurm")};
    return names;
}

} // namespace weft::engine
