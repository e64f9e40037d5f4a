#pragma once

#include "data/Dataset.h"
#include "exec/WorkerPool.h"

#include <QCoreApplication>
#include <QString>

#include <optional>
#include <vector>

namespace weft::engine {

/// How one task of a job ended, as the job's `weft-worker --job` wrote it.
struct SlurmTaskResult
{
    bool ok = false;
    QString message;                 ///< the operator's message when it failed
    qint64 runMs = 0;                ///< how long the operator ran inside the job
    std::vector<DatasetPtr> outputs; ///< written by the job as files, read back by weft
};

/// One Slurm job's folder in the shared work folder: what `weft` writes for the job and what
/// the job writes back. The cluster's nodes read and write it, so it holds only plain files:
///
///     job.json           the tasks: node, operator, parameters, project folder, input counts
///     <k>/in/<node>/     task k's inputs, one .wds file per dataset (OutputArchive's encoding)
///     job.sh             the batch script sbatch runs
///     slurm.out          the job's standard output and error
///     <k>/out/<node>/    task k's outputs, written by the job
///     results.json       each task's outcome, written by the job before its exit code
///     exit-code          written last, atomically (temporary file, rename): its presence is
///                        what tells weft the job finished, whatever Slurm reports
///
/// Methods throw OperatorError with a message naming the job folder. Not thread-safe; one
/// object per job and thread.
class SlurmJobFolder
{
    Q_DECLARE_TR_FUNCTIONS(SlurmJobFolder)

public:
    explicit SlurmJobFolder(QString path);
    const QString &path() const { return m_path; }
    QString file(const QString &name) const;

    /// Creates the folder and writes the tasks and their inputs (weft's side).
    void writeRequest(const std::vector<const RemoteCall *> &tasks) const;
    /// Writes the batch script that runs `worker --job <folder>`.
    void writeScript(const QString &worker) const;

    /// One task as the job reads it back.
    struct Request
    {
        QString nodeId;
        QString operatorId;
        QJsonObject params;
        QString projectDir;
        int timeoutSeconds = 0;
        std::vector<std::vector<DatasetPtr>> inputs;
    };
    /// Reads the tasks and their inputs (the job's side).
    std::vector<Request> readRequest() const;
    /// Writes task `index`'s outputs (the job's side).
    void writeOutputs(int index, const QString &nodeId,
                      const std::vector<DatasetPtr> &outputs) const;
    /// Writes every task's outcome, then the exit code, each atomically (the job's side).
    void writeResults(const std::vector<SlurmTaskResult> &results, int exitCode) const;

    /// The exit code the job wrote; std::nullopt while there is none (weft's side).
    std::optional<int> exitCode() const;
    /// Task `index`'s outcome, with its outputs when it succeeded.
    SlurmTaskResult readResult(int index, const QString &nodeId) const;
    /// The last lines of the job's output, for a message.
    QString outputTail(int lines = 4) const;

    static constexpr auto kExitCodeFile = "exit-code";

private:
    QString taskFolder(int index, const char *side) const;

    QString m_path;
};

} // namespace weft::engine
