#pragma once

#include <QDir>
#include <QString>

#include <chrono>

namespace weft::engine {

struct ProjectSettings;

/// How weft drives Slurm for one backend; the defaults suit a real cluster, where a job waits
/// seconds to hours and a controller must not be asked more than every few seconds.
struct SlurmOptions
{
    /// The folder the cluster's nodes share, where each job's inputs and outputs go; empty
    /// takes `.weft/slurm` beside the project.
    QString workFolder;
    /// What job names carry after "weft-" (the run id); empty makes one from the process id.
    QString runLabel;
    int maxJobs = 100;       ///< jobs in flight at once; more tasks wait in weft
    int bundleMaxTasks = 64; ///< tasks bundled into one job at most
    /// How long a job's first task waits for more ready tasks to share its job.
    std::chrono::milliseconds bundleWait{300};
    /// squeue's cadence: from pollFirst after a change, doubling while nothing changes, up to
    /// pollMax. Never one call per job.
    std::chrono::milliseconds pollFirst{250};
    std::chrono::milliseconds pollMax{10000};
    /// How long a job that left the queue (or completed) may take to show its exit-code file
    /// on the shared folder before it counts as lost.
    std::chrono::milliseconds lostGrace{30000};
    /// sbatch attempts before the tasks fail with Slurm's message, the waits doubling from
    /// submitBackoff.
    int submitAttempts = 4;
    std::chrono::milliseconds submitBackoff{1000};
    /// Times a preempted job is submitted again before its tasks fail.
    int preemptRetries = 3;

    /// The options a project's `settings.slurm` asks for (its work folder relative to
    /// `projectDir`), with job names carrying `runLabel` (the run id; may be empty).
    static SlurmOptions forProject(const ProjectSettings &settings, const QDir &projectDir,
                                   const QString &runLabel);
};

} // namespace weft::engine
