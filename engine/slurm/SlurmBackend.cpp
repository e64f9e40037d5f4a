#include "SlurmBackend.h"

namespace weft::engine {

SlurmBackend::SlurmBackend(int workers)
    : m_threads(std::max(1, workers))
{}

SlurmBackend::~SlurmBackend() = default;

void SlurmBackend::runWorkers(const std::function<void(int)> &loop)
{
    m_threads.runWorkers(loop);
}

} // namespace weft::engine
