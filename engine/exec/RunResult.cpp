#include "RunResult.h"

#include <algorithm>

namespace weft::engine {

int RunResult::count(TaskState state) const
{
    return int(std::count_if(nodes.begin(), nodes.end(),
                             [state](const NodeResult &n) { return n.state == state; }));
}

} // namespace weft::engine
