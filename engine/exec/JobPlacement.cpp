#include "JobPlacement.h"

namespace weft::engine {

JobPlacement::~JobPlacement() = default;

} // namespace weft::engine
