#pragma once

#include "graph/Graph.h"

#include <QDir>
#include <QJsonValue>
#include <QString>
#include <QStringList>

namespace weft::engine {
class OperatorRegistry;
} // namespace weft::engine

namespace weft::app {

/// What the design-time check says about a parameter value the user is still typing, before it
/// is applied: a column its input will not have, an expression that does not compile; and the
/// columns the parameter may name, for a drop-down or a completion. Only the node and its
/// ancestors are checked (the schemas flow downwards), so a keystroke in a large graph costs
/// what the node's upstream costs.
///
///     const DraftCheck check = DraftCheck::of(graph, id, u"expression"_s, u"prise * 2"_s,
///                                             registry, projectDir);
///     check.problem; // "node 'clean': parameter 'expression' names column 'prise', which …"
///     check.columns; // {"price", "qty", "city"}
struct DraftCheck
{
    /// The problem line that the validator would give for the parameter, or "".
    QString problem;
    /// The columns of the input the parameter names columns of (an expression: the first),
    /// as far as they are known before a run; empty for any other parameter.
    QStringList columns;

    /// Checks parameter `param` of node `id` with `value` in place of its own.
    static DraftCheck of(const engine::Graph &graph, const engine::NodeId &id, const QString &param,
                         const QJsonValue &value, const engine::OperatorRegistry &registry,
                         const QDir &projectDir);

    /// Node `id` and its ancestors with the edges between them, in the graph's order.
    static engine::Graph upstream(const engine::Graph &graph, const engine::NodeId &id);
};

} // namespace weft::app
