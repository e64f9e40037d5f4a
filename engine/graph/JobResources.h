#pragma once

#include <QString>
#include <QStringList>

namespace weft::engine {

/// What one node's jobs ask of a cluster's batch scheduler (`run.slurm` in the project file):
/// empty or 0 leaves the cluster's default. Plain data, part of a node's run settings; the
/// placement that runs the jobs (exec/JobPlacement.h, Slurm's in slurm/) turns it into its own
/// options, and tasks asking for the same resources may share a job.
struct JobResources
{
    int cpus = 0;          ///< cores per task (Slurm: --cpus-per-task)
    QString mem;           ///< memory, e.g. "2G" (--mem)
    QString time;          ///< time limit in the scheduler's formats, e.g. "10:00" (--time)
    QString partition;     ///< the queue or partition to submit to (--partition)
    QString account;       ///< the account the jobs are charged to (--account)
    QStringList extraArgs; ///< further submission arguments (`args`), passed as they are

    friend bool operator==(const JobResources &, const JobResources &) = default;
};

} // namespace weft::engine
