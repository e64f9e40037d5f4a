#pragma once

#include "RunResult.h"
#include "Scheduler.h"
#include "graph/Graph.h"

#include <QCoreApplication>
#include <QDir>

#include <stop_token>

namespace weft::engine {

class Backend;
class EventStream;
class OperatorRegistry;

/// Runs a validated graph of operators on a backend and sums the outcome up per node: the
/// one entry point `weft --run`, the window and the tests share.
///
///     ThreadBackend backend(2);
///     EventStream events(backend.workers() + 1);
///     GraphRunner runner(OperatorRegistry::builtin(), projectDir);
///     const RunResult result = runner.run(project.graph, backend, &events, {}, stop);
///
/// The graph is copied, so the caller may edit its project while the run goes. run() blocks the
/// calling thread; events (may be null) can be drained from another thread meanwhile.
class GraphRunner
{
    Q_DECLARE_TR_FUNCTIONS(GraphRunner)

public:
    GraphRunner(const OperatorRegistry &registry, QDir projectDir);

    RunResult run(const Graph &graph, Backend &backend, EventStream *events,
                  SchedulerOptions options = {}, std::stop_token stop = {}) const;

private:
    const OperatorRegistry &m_registry;
    QDir m_projectDir;
};

} // namespace weft::engine
