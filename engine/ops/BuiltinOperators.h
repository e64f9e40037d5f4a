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
std::unique_ptr<Operator> makeCsvReadOperator(); ///< csv.read
// Sinks
std::unique_ptr<Operator> makeCsvWriteOperator(); ///< csv.write
// Tables
std::unique_ptr<Operator> makeTableDeriveOperator(); ///< table.derive
std::unique_ptr<Operator> makeTableFilterOperator(); ///< table.filter
std::unique_ptr<Operator> makeTableSortOperator();   ///< table.sort
std::unique_ptr<Operator> makeTableHeadOperator();   ///< table.head

} // namespace weft::engine
