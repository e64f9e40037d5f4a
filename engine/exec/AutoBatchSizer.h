#pragma once

#include <QtGlobal>

namespace weft::engine {

/// How long one batch of a map node should take. Below `lower` the per-batch cost (a spawned
/// task, its events, for processes a round trip) shows; above `upper` a worker may be left
/// with a long tail while the others have nothing to do.
struct BatchTargets
{
    double lowerSeconds = 0;
    double upperSeconds = 0;

    /// Defaults per backend. Threads: a batch costs about a microsecond of scheduling and
    /// event recording (weft-bench batching), so 1 ms keeps that under 0.1 % while a batch of
    /// 10 ms still splits a one-second node into a hundred pieces for load balance.
    static BatchTargets forThreads() { return {0.001, 0.010}; }
    /// Processes: a batch also pays a round trip to the worker (about 45 µs here) and the
    /// hand-off of its items, so batches are made longer.
    static BatchTargets forProcesses() { return {0.050, 0.500}; }
    /// Cluster jobs (Slurm): each batch is a job, and batches of a few seconds would burden
    /// the cluster's scheduler more than they help, so batches aim at minutes.
    static BatchTargets forJobs() { return {60.0, 600.0}; }

    friend bool operator==(const BatchTargets &, const BatchTargets &) = default;
};

/// Chooses a map node's batch size as the run goes: start at 1; keep an exponentially weighted
/// mean of batch duration (0.8 × old + 0.2 × new), restarted whenever the size changes; when
/// the mean is under the lower target the size becomes max(2 × size × lower / mean, 1); when
/// it is over the upper target and the size is at least 2, it is halved.
///
///     AutoBatchSizer sizer(BatchTargets::forThreads());
///     const qsizetype n = sizer.size();  // items for the next batch
///     ... run a batch of n items, timing it ...
///     sizer.record(n, seconds);
///
/// Not thread-safe: the map node's batches call it under their own lock.
class AutoBatchSizer
{
public:
    explicit AutoBatchSizer(BatchTargets targets);

    qsizetype size() const { return m_size; }
    /// The smoothed duration of batches of the current size; negative before the first.
    double meanSeconds() const { return m_meanSeconds; }
    BatchTargets targets() const { return m_targets; }
    /// New targets (live, from the monitor) apply from the next recorded batch.
    void setTargets(BatchTargets targets) { m_targets = targets; }

    /// A batch of `batchSize` items took `seconds`. A batch of another size than the current
    /// one (it started before the last change, or ran out of items) tells nothing about the
    /// current size and is ignored.
    void record(qsizetype batchSize, double seconds);

    /// The largest size the rule may reach, so that a batch measured at 0 s cannot overflow.
    static constexpr qsizetype kMaxSize = qsizetype(1) << 30;

private:
    void resize(qsizetype size);

    BatchTargets m_targets;
    qsizetype m_size = 1;
    double m_meanSeconds = -1;
};

} // namespace weft::engine
