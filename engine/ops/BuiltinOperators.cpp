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
    ops.push_back(makeTableDropMissingOperator());
    ops.push_back(makeTableFillMissingOperator());
    ops.push_back(makeNpyReadOperator());
    ops.push_back(makeNpyWriteOperator());
    ops.push_back(makeArrayGenerateOperator());
    ops.push_back(makeArrayExprOperator());
    ops.push_back(makeArrayReduceOperator());
    ops.push_back(makeArrayChunkOperator());
    ops.push_back(makeArrayConcatOperator());
    ops.push_back(makeSqliteReadOperator());
    ops.push_back(makeSqliteWriteOperator());
    ops.push_back(makeTableSqlOperator());
    ops.push_back(makeTableSelectOperator());
    ops.push_back(makeTableJoinOperator());
    ops.push_back(makeTableGroupOperator());
    ops.push_back(makeTableConcatOperator());
    ops.push_back(makeTableSampleOperator());
    ops.push_back(makeFilesListOperator());
    ops.push_back(makeFilesTableOperator());
    ops.push_back(makeCommandOperator());
    ops.push_back(makeWorkOperator());
    ops.push_back(makeWorkItemsOperator());
    ops.push_back(makeJsonReadOperator());
    ops.push_back(makeJsonWriteOperator());
    ops.push_back(makeTableValueOperator());
    return ops;
}

} // namespace weft::engine
