#pragma once

// What the Slurm backend's tests share: graphs of `work` nodes, their results, quick backend
// options and the backend made from them (and ScopedEnv, for the environment a job inherits).

#include "exec/Backend.h"
#include "exec/RunResult.h"
#include "graph/Graph.h"
#include "slurm/SlurmJobs.h"
#include "slurm/SlurmOptions.h"
#include "support/ScopedEnv.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>

#include <memory>

namespace weft::test {

/// A `work` node that sleeps `seconds` and then succeeds, or fails when `fail` is set.
inline engine::Node workNode(const char *id, double seconds, bool fail = false)
{
    engine::Node node;
    node.id = engine::NodeId(QString::fromLatin1(id));
    node.operatorId = QStringLiteral("work");
    node.params = QJsonObject{{QStringLiteral("seconds"), seconds}, {QStringLiteral("fail"), fail}};
    return node;
}

inline const engine::NodeResult *findNode(const engine::RunResult &result, const char *id)
{
    for (const engine::NodeResult &node : result.nodes)
        if (node.id.toString() == QLatin1String(id))
            return &node;
    return nullptr;
}

/// The message of node `id`; empty when there is no such node.
inline QString errorOf(const engine::RunResult &result, const char *id)
{
    const engine::NodeResult *node = findNode(result, id);
    return node ? node->error : QString();
}

/// Backend options for run `label` with its jobs' folders under `workFolder`: quick polls and
/// a short grace, so failures show in seconds.
inline engine::SlurmOptions quickSlurmOptions(const QString &workFolder, const QString &label)
{
    engine::SlurmOptions options;
    options.workFolder = workFolder;
    options.runLabel = label;
    options.pollFirst = std::chrono::milliseconds(100);
    options.pollMax = std::chrono::milliseconds(500);
    options.lostGrace = std::chrono::milliseconds(2000);
    options.submitAttempts = 2;
    options.submitBackoff = std::chrono::milliseconds(100);
    return options;
}

/// The slurm backend as `--backend slurm` composes it: its tasks placed as Slurm jobs with
/// `options`.
inline std::unique_ptr<engine::Backend> slurmBackend(const engine::SlurmOptions &options)
{
    QString error;
    std::unique_ptr<engine::Backend> backend =
        engine::BackendFactory::make(engine::BackendKind::Slurm, -1, &error);
    backend->usePlacement(std::make_unique<engine::SlurmJobs>(options));
    return backend;
}

} // namespace weft::test
