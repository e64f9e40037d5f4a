#pragma once

#include "NodeSchemas.h"
#include "ProjectValidator.h"

#include <QCoreApplication>
#include <QDir>

#include <vector>

namespace weft::engine {

class OperatorRegistry;

/// The validator's check of column names against the design-time schemas (computeNodeSchemas):
/// an expression or a column parameter that names a column its input will not have, or an
/// expression that does not compile, as far as that input's columns are all known before the
/// run (a reader's header, the rules of the table operators above it). Never a problem from a
/// schema that is not known. Stateless; safe on any thread.
class SchemaCheck
{
    Q_DECLARE_TR_FUNCTIONS(SchemaCheck)

public:
    /// Each missing column, in node order: "node 'clean': parameter 'expression' names column
    /// 'prise', which its input does not have (it has: price, qty)"; and each parameter a run
    /// would refuse whatever the data: "node 'clean': parameter 'expression': the expression
    /// 'price *' for column 'p': Unexpected end of expression at position 8".
    static std::vector<ProjectProblem> problems(const Project &project, const QDir &projectDir,
                                                const OperatorRegistry &registry);
    /// The same from the schemas of `graph`'s nodes (computeNodeSchemas) already computed.
    static std::vector<ProjectProblem> problems(const Graph &graph,
                                                const std::vector<NodeSchema> &schemas,
                                                const OperatorRegistry &registry);

    /// Columns named in a message at most; the rest are "…".
    static constexpr int kListedColumns = 12;
};

} // namespace weft::engine
