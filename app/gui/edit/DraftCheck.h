#pragma once

#include "graph/Graph.h"

#include <QDir>
#include <QJsonValue>
#include <QString>

namespace weft::engine {
class OperatorRegistry;
} // namespace weft::engine

namespace weft::app {

/// What the design-time check says about a parameter value the user is still typing, before it
/// is applied: a column its input will not have, an expression that does not compile. Only the
/// node and its ancestors are checked (the schemas flow downwards), so a keystroke in a large
/// graph costs what the node's upstream costs.
///
///     QString problem = DraftCheck::problem(graph, id, u"expression"_s, u"prise * 2"_s,
///                                           registry, projectDir);
///     // "node 'clean': parameter 'expression' names column 'prise', which its input …"
class DraftCheck
{
public:
    /// The problem line that the validator would give for parameter `param` of node `id` with
    /// `value` in place of its own, or "" when it gives none.
    static QString problem(const engine::Graph &graph, const engine::NodeId &id,
                           const QString &param, const QJsonValue &value,
                           const engine::OperatorRegistry &registry, const QDir &projectDir);

    /// Node `id` and its ancestors with the edges between them, in the graph's order.
    static engine::Graph upstream(const engine::Graph &graph, const engine::NodeId &id);
};

} // namespace weft::app
