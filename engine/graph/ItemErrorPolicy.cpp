#include "ItemErrorPolicy.h"

namespace weft::engine {

QString itemErrorPolicyName(ItemErrorPolicy policy)
{
    return itemErrorPolicyNames().at(int(policy));
}

std::optional<ItemErrorPolicy> parseItemErrorPolicy(QStringView name)
{
    const qsizetype index = itemErrorPolicyNames().indexOf(name);
    if (index < 0)
        return std::nullopt;
    return ItemErrorPolicy(index);
}

const QStringList &itemErrorPolicyNames()
{
    // In the enum's order: the index of a name is its policy.
    static const QStringList names{QStringLiteral("fail"), QStringLiteral("skip"),
                                   QStringLiteral("record")};
    return names;
}

} // namespace weft::engine
