#include "JobBackend.h"

namespace weft::engine {

JobBackend::JobBackend(QString name, int workers)
    : m_name(std::move(name))
    , m_threads(std::max(1, workers))
{}

JobBackend::~JobBackend() = default;

void JobBackend::runWorkers(const std::function<void(int)> &loop)
{
    m_threads.runWorkers(loop);
}

} // namespace weft::engine
