#include "Backend.h"

#include "JobBackend.h"
#include "JobPlacement.h"
#include "ProcessBackend.h"
#include "SequentialBackend.h"
#include "ThreadBackend.h"
#include "WorkerPool.h"

#include <thread>
#include <unistd.h>

namespace weft::engine {

Backend::Backend() = default;

// Derived destructors have joined their threads by now, so no task is driving a worker.
Backend::~Backend() = default;

void Backend::noteWorkerThread(int worker)
{
    if (worker < 0)
        return;
    const qint64 id = qint64(::gettid());
    std::lock_guard lock(m_threadMutex);
    if (m_threadIds.size() <= std::size_t(worker))
        m_threadIds.resize(std::size_t(worker) + 1, 0);
    m_threadIds[std::size_t(worker)] = id;
}

qint64 Backend::workerThreadId(int worker) const
{
    std::lock_guard lock(m_threadMutex);
    return worker >= 0 && std::size_t(worker) < m_threadIds.size()
               ? m_threadIds[std::size_t(worker)]
               : 0;
}

WorkerPool &Backend::workerPool()
{
    std::lock_guard lock(m_poolMutex);
    if (!m_pool)
        m_pool = std::make_unique<WorkerPool>(processes());
    return *m_pool;
}

void Backend::usePlacement(std::unique_ptr<JobPlacement> placement)
{
    m_placement = std::move(placement);
}

std::optional<int> BackendFactory::resolveWorkers(int jobs, int cores)
{
    if (jobs == 0)
        return std::nullopt;
    if (jobs > 0)
        return jobs;
    return std::max(1, cores + 1 + jobs);
}

std::unique_ptr<Backend> BackendFactory::make(BackendKind kind, int jobs, QString *error)
{
    const int cores = int(std::max(1u, std::thread::hardware_concurrency()));
    const std::optional<int> workers = resolveWorkers(jobs, cores);
    if (!workers) {
        if (error)
            *error = tr("--jobs 0 is not a number of workers: use a positive count, -1 for all "
                        "cores or -2 for all but one");
        return nullptr;
    }
    if (kind == BackendKind::Processes)
        return std::make_unique<ProcessBackend>(*workers);
    // -1 (the default): as many tasks in flight as jobs allowed. Its placement (SlurmJobs) is
    // the composer's to hand in, with the run's options.
    if (kind == BackendKind::Slurm)
        return std::make_unique<JobBackend>(QStringLiteral("slurm"),
                                            jobs < 0 ? JobBackend::kDefaultWorkers : *workers);
    if (kind == BackendKind::Sequential || *workers == 1)
        return std::make_unique<SequentialBackend>();
    return std::make_unique<ThreadBackend>(*workers);
}

} // namespace weft::engine
