#pragma once

#include "exec/Backend.h"
#include "exec/ThreadBackend.h"

#include <memory>

namespace weft::engine {

/// Runs every operator as a Slurm job. The scheduler stays in this process and decides what is
/// ready; each of its workers hands one task at a time to slurmJobs() and waits for the job to
/// end, as a processes worker waits for its worker process. Waiting threads cost nothing
/// while jobs queue, and the scheduler, its events, retries and failure policy stay exactly
/// those of the other backends. Workers are the tasks in flight: with `workers` at its default
/// (SlurmOptions::maxJobs) every ready task is in Slurm's hands at once, bundled into jobs.
///
///     SlurmBackend backend;                  // 100 tasks in flight
///     backend.setSlurmOptions(options);      // work folder, run label, caps
///     const RunResult result = GraphRunner(registry, projectDir).run(graph, backend, nullptr);
///
/// Thread-safe for one run at a time, like every backend.
class SlurmBackend final : public Backend
{
public:
    static constexpr int kDefaultWorkers = 100;

    explicit SlurmBackend(int workers = kDefaultWorkers);
    ~SlurmBackend() override;

    QString name() const override { return QStringLiteral("slurm"); }
    int workers() const override { return m_threads.workers(); }
    void runWorkers(const std::function<void(int)> &loop) override;
    bool runsOnSlurm() const override { return true; }

private:
    ThreadBackend m_threads;
};

} // namespace weft::engine
