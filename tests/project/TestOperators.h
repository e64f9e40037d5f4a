#pragma once

#include "graph/Graph.h"
#include "ops/OperatorRegistry.h"

#include <memory>

namespace weft::engine::test {

/// A registry of small operators that cover every parameter type, port kind and a variadic
/// input, so that project tests do not depend on the built-in operators:
///
/// | id             | inputs                 | outputs       | parameters | | -------------- |
/// ---------------------- | ------------- | ----------------------------------- | | test.source |
/// | table (table) | path (input-file, required), rows   | |                | |               |
/// (integer), mode (choice fast/exact),| |                |                        | | scale
/// (number), header (boolean),   | |                |                        |               |
/// label (string)                      | | test.transform | table (table)          | table (table)
/// | expr (expression, required), note   | |                |                        | | (code) |
/// | test.array     |                        | array (array) | size (integer) | | test.merge     |
/// tables (table, 1 or +) | table (table) |                                     | | test.sink |
/// data (any)             |               | out (output-file, required)         |
std::unique_ptr<OperatorRegistry> makeTestRegistry();

/// Run settings with the fields the project tests vary; the others keep their defaults.
inline NodeRunSettings runSettings(const QString &backend, int retries, int timeoutSeconds,
                                   bool persistOutputs)
{
    NodeRunSettings run;
    run.backend = backend;
    run.retries = retries;
    run.timeoutSeconds = timeoutSeconds;
    run.persistOutputs = persistOutputs;
    return run;
}

} // namespace weft::engine::test
