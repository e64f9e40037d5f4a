#pragma once

#include "Backend.h"
#include "ThreadBackend.h"

namespace weft::engine {

/// Runs every operator as a job of the placement handed to it (usePlacement(); for
/// `--backend slurm` Slurm's, slurm/SlurmJobs). The scheduler stays in this process and
/// decides what is ready; each of its workers hands one task at a time to the placement and
/// waits for the job to end, as a processes worker waits for its worker process. Waiting
/// threads cost nothing while jobs queue, and the scheduler, its events, retries and failure
/// policy stay exactly those of the other backends. Workers are the tasks in flight: with
/// `workers` at its default every ready task is in the cluster's hands at once, bundled into
/// jobs as the placement sees fit. Nodes that choose another backend run here as usual.
///
///     JobBackend backend(u"slurm"_s);                              // 100 tasks in flight
///     backend.usePlacement(std::make_unique<SlurmJobs>(options)); // the composer's part
///     const RunResult result = GraphRunner(registry, projectDir).run(graph, backend, nullptr);
///
/// Thread-safe for one run at a time, like every backend.
class JobBackend final : public Backend
{
public:
    static constexpr int kDefaultWorkers = 100;

    /// `name` is what `--backend` and the run record call it.
    explicit JobBackend(QString name, int workers = kDefaultWorkers);
    ~JobBackend() override;

    QString name() const override { return m_name; }
    int workers() const override { return m_threads.workers(); }
    void runWorkers(const std::function<void(int)> &loop) override;
    bool placesByDefault() const override { return true; }

private:
    QString m_name;
    ThreadBackend m_threads;
};

} // namespace weft::engine
