#pragma once

#include <QCoreApplication>
#include <QString>

namespace weft::engine {
class OperatorRegistry;
}

namespace weft::worker {

/// `weft-worker --job FOLDER`: the batch mode a Slurm job runs. Reads the job's tasks and
/// their inputs from the shared job folder (engine/slurm/SlurmJobFolder.h), runs each task's
/// operator in turn (a `command` node's program runs through its operator as anywhere else),
/// writes each one's outputs, then every outcome and, last and atomically, the exit-code file
/// weft waits for. A failing operator fails its task alone; the others of the bundle still run.
///
/// For tests of lost and failed jobs, `WEFT_WORKER_FAULT=<node>:<fault>` acts when that node's
/// task comes up: `kill` (SIGKILL: the job ends without an exit code and Slurm says FAILED),
/// `lose` (exits 0 without writing the exit code: a job whose files never arrive) or `hang`.
class JobRunner
{
    Q_DECLARE_TR_FUNCTIONS(JobRunner)

public:
    JobRunner(QString folder, const engine::OperatorRegistry &registry);
    /// 0 once the outcomes are written (whether the tasks succeeded or not); 2 with a line on
    /// stderr when the job folder cannot be read or written.
    int run();

private:
    void injectFault(const QString &node) const;

    QString m_folder;
    const engine::OperatorRegistry &m_registry;
};

} // namespace weft::worker
