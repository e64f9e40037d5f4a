#pragma once

#include "exec/RunResult.h"
#include "graph/Graph.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QString>

namespace weft::engine {
class OperatorRegistry;
}

namespace weft::app {

/// The end-of-run summary of `weft --run`: a JSON object (the contract tests and benchmarks
/// rely on; fields are only ever added) or a few lines for people.
class RunReport
{
    Q_DECLARE_TR_FUNCTIONS(RunReport)

public:
    RunReport(const engine::OperatorRegistry &registry, const engine::Graph &graph,
              const engine::RunResult &result)
        : m_registry(registry)
        , m_graph(graph)
        , m_result(result)
    {}

    /// The run's id in the run store at `storePath`, reported as `run_id` and `store`.
    void setRecordedRun(qint64 runId, const QString &storePath)
    {
        m_runId = runId;
        m_storePath = storePath;
    }

    QJsonObject toJson() const;
    QString toText() const;

private:
    /// What became of the nodes that did not succeed, so that the summary adds up: e.g.
    /// "1 failed, 2 skipped, 3 cancelled before they finished" (only the states that occur).
    QString unfinished() const;
    /// Files written by succeeded nodes (their OutputFile parameters), as the project names them.
    QStringList writtenFiles() const;
    /// The nodes taken from the result cache.
    int cachedCount() const;

    const engine::OperatorRegistry &m_registry;
    const engine::Graph &m_graph;
    const engine::RunResult &m_result;
    qint64 m_runId = 0; ///< 0 when the run was not recorded
    QString m_storePath;
};

} // namespace weft::app
