#pragma once

#include <QString>
#include <QStringList>

namespace weft::engine {

/// What one node asks of Slurm for its jobs (`run.slurm` in the project): empty or 0 leaves
/// the cluster's default. Plain data, part of a node's run settings.
struct SlurmResources
{
    int cpus = 0;          ///< --cpus-per-task
    QString mem;           ///< --mem, e.g. "2G"
    QString time;          ///< --time, e.g. "10:00" (Slurm's formats)
    QString partition;     ///< --partition
    QString account;       ///< --account
    QStringList extraArgs; ///< further sbatch arguments (`args`), passed as they are

    friend bool operator==(const SlurmResources &, const SlurmResources &) = default;
};

} // namespace weft::engine
