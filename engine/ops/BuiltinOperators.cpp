#include "BuiltinOperators.h"

namespace weft::engine {

std::vector<std::unique_ptr<Operator>> makeBuiltinOperators()
{
    std::vector<std::unique_ptr<Operator>> ops;
    return ops;
}

} // namespace weft::engine
