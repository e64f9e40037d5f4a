#pragma once

#include "Operator.h"

#include <memory>
#include <vector>

namespace weft::engine {

/// One instance of every built-in operator. Each operator lives in its own file and exposes a
/// factory here; a plain list instead of static self-registration, which a static library's
/// linker would silently drop.
std::vector<std::unique_ptr<Operator>> makeBuiltinOperators();

// Sources
std::unique_ptr<Operator> makeCsvReadOperator();    ///< csv.read
std::unique_ptr<Operator> makeNpyReadOperator();    ///< npy.read
std::unique_ptr<Operator> makeSqliteReadOperator(); ///< sqlite.read
std::unique_ptr<Operator> makeFilesListOperator();  ///< files.list
std::unique_ptr<Operator> makeJsonReadOperator();   ///< json.read
// Sinks
std::unique_ptr<Operator> makeCsvWriteOperator();    ///< csv.write
std::unique_ptr<Operator> makeNpyWriteOperator();    ///< npy.write
std::unique_ptr<Operator> makeSqliteWriteOperator(); ///< sqlite.write
std::unique_ptr<Operator> makeJsonWriteOperator();   ///< json.write
// Tables
std::unique_ptr<Operator> makeTableDeriveOperator();      ///< table.derive
std::unique_ptr<Operator> makeTableFilterOperator();      ///< table.filter
std::unique_ptr<Operator> makeTableSortOperator();        ///< table.sort
std::unique_ptr<Operator> makeTableHeadOperator();        ///< table.head
std::unique_ptr<Operator> makeTableDropMissingOperator(); ///< table.drop_missing
std::unique_ptr<Operator> makeTableFillMissingOperator(); ///< table.fill_missing
std::unique_ptr<Operator> makeTableSqlOperator();         ///< table.sql
std::unique_ptr<Operator> makeTableSelectOperator();      ///< table.select
std::unique_ptr<Operator> makeTableJoinOperator();        ///< table.join
std::unique_ptr<Operator> makeTableGroupOperator();       ///< table.group
std::unique_ptr<Operator> makeTableConcatOperator();      ///< table.concat
std::unique_ptr<Operator> makeTableSampleOperator();      ///< table.sample
std::unique_ptr<Operator> makeTableValueOperator();       ///< table.value
// Files
std::unique_ptr<Operator> makeFilesTableOperator(); ///< files.table
std::unique_ptr<Operator> makeCommandOperator();    ///< command
// Utilities
std::unique_ptr<Operator> makeWorkOperator();      ///< work
std::unique_ptr<Operator> makeWorkItemsOperator(); ///< work.items
// Arrays
std::unique_ptr<Operator> makeArrayGenerateOperator(); ///< array.generate
std::unique_ptr<Operator> makeArrayExprOperator();     ///< array.expr
std::unique_ptr<Operator> makeArrayReduceOperator();   ///< array.reduce
std::unique_ptr<Operator> makeArrayChunkOperator();    ///< array.chunk
std::unique_ptr<Operator> makeArrayConcatOperator();   ///< array.concat

} // namespace weft::engine
