#pragma once

#include "graph/JobResources.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace weft::engine {

/// A job's state in Slurm's words (squeue's %T), reduced to what weft acts on.
enum class SlurmJobState {
    Pending,     ///< waiting in the queue (also CONFIGURING, REQUEUED, RESV_DEL_HOLD, …)
    Running,     ///< running, or COMPLETING: the job still holds its node
    Completed,   ///< ended with exit code 0: weft then waits for the exit-code file
    Failed,      ///< FAILED, BOOT_FAIL, DEADLINE: ended with an error
    Cancelled,   ///< scancel'led (by weft or by someone else)
    Timeout,     ///< hit its --time limit
    OutOfMemory, ///< hit its --mem limit
    NodeFail,    ///< its node failed
    Preempted,   ///< pushed out by a job of higher priority: weft submits it again
};

/// One line of squeue's answer.
struct SlurmJobStatus
{
    QString jobId;
    SlurmJobState state = SlurmJobState::Pending;
    QString stateName; ///< as Slurm spelled it, for messages
    QString reason;    ///< squeue's %r: why it waits or why it ended
};

/// Calls Slurm's commands (sbatch, squeue, scancel from PATH) with argument vectors, never a
/// shell, and reads their answers. Stateless and thread-safe.
class SlurmClient
{
    Q_DECLARE_TR_FUNCTIONS(SlurmClient)

public:
    /// sbatch's arguments for a job named `jobName` running `script`, its output to `output`.
    static QStringList sbatchArguments(const QString &script, const QString &jobName,
                                       const QString &output, const JobResources &resources);
    /// Submits with `sbatch --parsable`; the job id, or std::nullopt with sbatch's message.
    static std::optional<QString> submit(const QString &script, const QString &jobName,
                                         const QString &output, const JobResources &resources,
                                         QString *error);
    /// Every job named `jobName`, in any state the controller still remembers: one squeue
    /// call. std::nullopt with squeue's message when the controller cannot be asked.
    static std::optional<std::vector<SlurmJobStatus>> queue(const QString &jobName, QString *error);
    /// Cancels every job named `jobName`: one scancel call. False with its message.
    static bool cancel(const QString &jobName, QString *error);
    /// What the accounting database (slurmdbd) says of `jobIds`, for jobs that left squeue's
    /// memory: one `sacct -P -n -X -j id,id,… --format=JobID,State,ExitCode` call, the exit
    /// code as the reason. std::nullopt with sacct's message where accounting is off.
    static std::optional<std::vector<SlurmJobStatus>> accounting(const QStringList &jobIds,
                                                                 QString *error);

    /// squeue's %T word as a state.
    static SlurmJobState parseState(QStringView name);
    /// Parses squeue lines of the form `id|STATE|reason`.
    static std::vector<SlurmJobStatus> parseQueue(const QByteArray &text);
    /// Parses sacct lines of the form `id|STATE|exit code` (`-P -n`): "CANCELLED by 0" is
    /// CANCELLED, a job step ("12.batch") is skipped, the reason is "exit code 1:0".
    static std::vector<SlurmJobStatus> parseAccounting(const QByteArray &text);
    /// Whether a job in `state` has ended.
    static bool hasEnded(SlurmJobState state);
};

} // namespace weft::engine
