#include "ProcessBackend.h"

namespace weft::engine {

ProcessBackend::ProcessBackend(int workers, int tasksInFlight)
    : m_workers(std::max(1, workers))
    , m_tasksInFlight(std::max(1, tasksInFlight))
    , m_threads(m_workers * m_tasksInFlight > 1
                    ? std::make_unique<ThreadBackend>(m_workers * m_tasksInFlight)
                    : nullptr)
{}

ProcessBackend::~ProcessBackend() = default;

void ProcessBackend::runWorkers(const std::function<void(int)> &loop)
{
    if (m_threads)
        m_threads->runWorkers(loop);
    else
        loop(0);
}

} // namespace weft::engine
