#pragma once

#include <QString>
#include <QStringList>

#include <optional>

namespace weft::engine {

/// What a map node does with an item whose operation fails (a node's `run.on_item_error`).
enum class ItemErrorPolicy {
    Fail,   ///< the node fails, naming the item (the default)
    Skip,   ///< the item is left out of the node's outputs
    Record, ///< the item becomes an error row; needs outputs that are all tables
};

/// The lower-case name a project file uses: "skip".
QString itemErrorPolicyName(ItemErrorPolicy policy);

/// The policy `name` names; std::nullopt for anything else (also for "", which a node's
/// settings read as Fail).
std::optional<ItemErrorPolicy> parseItemErrorPolicy(QStringView name);

/// Every name parseItemErrorPolicy() accepts, in the enum's order: fail, skip, record.
const QStringList &itemErrorPolicyNames();

} // namespace weft::engine
