#pragma once

#include "Operator.h"

#include <memory>
#include <vector>

namespace weft::engine {

/// One instance of every built-in operator. Each operator lives in its own file and exposes a
/// factory here; a plain list instead of static self-registration, which a static library's
/// linker would silently drop.
std::vector<std::unique_ptr<Operator>> makeBuiltinOperators();

} // namespace weft::engine
