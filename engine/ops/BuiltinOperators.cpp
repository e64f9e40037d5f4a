#include "BuiltinOperators.h"

namespace weft::engine {

std::vector<std::unique_ptr<Operator>> makeBuiltinOperators()
{
    std::vector<std::unique_ptr<Operator>> ops;
    ops.push_back(makeCsvReadOperator());
    ops.push_back(makeCsvWriteOperator());
    ops.push_back(makeTableDeriveOperator());
    ops.push_back(makeTableFilterOperator());
    ops.push_back(makeTableSortOperator());
    ops.push_back(makeTableHeadOperator());
    return ops;
}

} // namespace weft::engine
