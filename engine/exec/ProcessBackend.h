#pragma once

#include "Backend.h"
#include "ThreadBackend.h"

#include <memory>

namespace weft::engine {

/// Runs every operator in a `weft-worker` process: the scheduler stays in this process on N
/// threads, and each thread drives its own worker process (workerPool() slot i belongs to
/// thread i), so a crash in an operator fails only its task. Workers start on first use and
/// are reused by later tasks and runs; the destructor shuts them down and reaps them.
///
///     ProcessBackend backend(2);
///     GraphRunner runner(OperatorRegistry::builtin(), projectDir);
///     const RunResult result = runner.run(graph, backend, nullptr);
///
/// Thread-safe for one run at a time, like every backend.
class ProcessBackend final : public Backend
{
public:
    /// Two tasks in flight per worker process keep it busy while a reply travels back.
    static constexpr int kTasksInFlight = 2;

    /// `workers` worker processes, each driven by `tasksInFlight` scheduler threads.
    explicit ProcessBackend(int workers, int tasksInFlight = kTasksInFlight);
    ~ProcessBackend() override;

    QString name() const override { return QStringLiteral("processes"); }
    /// Scheduler threads: processes() * tasksInFlight.
    int workers() const override { return m_workers * m_tasksInFlight; }
    int processes() const override { return m_workers; }
    void runWorkers(const std::function<void(int)> &loop) override;
    bool runsInProcesses() const override { return true; }

private:
    int m_workers;
    int m_tasksInFlight;
    std::unique_ptr<ThreadBackend> m_threads; ///< null for one thread: it runs on the caller
};

} // namespace weft::engine
