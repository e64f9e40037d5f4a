#pragma once

#include "RunResult.h"
#include "graph/Graph.h"

#include <QCoreApplication>
#include <QDir>

#include <stop_token>

namespace weft::engine {

class OperatorRegistry;
class RunObserver;

/// Runs a validated graph on the calling thread, one node after another in topological order.
/// Intermediate datasets are counted by their consumers and released as soon as the last one
/// has run. On the first failure it starts nothing new; nodes downstream of the failure are
/// skipped and the rest cancelled. A stop request ends the run before the next node (and
/// inside operators that check their stop token).
///
///     SequentialRunner runner(OperatorRegistry::builtin(), projectDir);
///     const RunResult result = runner.run(project.graph, stopSource.get_token());
///
/// Not thread-safe: one run at a time per instance. The observer is called on the same thread.
class SequentialRunner
{
    Q_DECLARE_TR_FUNCTIONS(SequentialRunner)

public:
    SequentialRunner(const OperatorRegistry &registry, QDir projectDir);

    void setObserver(RunObserver *observer) { m_observer = observer; }

    /// The graph must have passed ProjectValidator; an unknown operator or a cycle still gives a
    /// failed result rather than a crash.
    RunResult run(const Graph &graph, std::stop_token stop = {}) const;

private:
    const OperatorRegistry &m_registry;
    QDir m_projectDir;
    RunObserver *m_observer = nullptr;
};

} // namespace weft::engine
