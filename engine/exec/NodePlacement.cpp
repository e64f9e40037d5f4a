#include "NodePlacement.h"

#include "Backend.h"
#include "JobPlacement.h"
#include "graph/Graph.h"

namespace weft::engine {

PlacementRule PlacementRule::of(const Backend &backend)
{
    PlacementRule rule;
    rule.processesByDefault = backend.runsInProcesses();
    if (const JobPlacement *placement = backend.placement())
        rule.jobs = placement->name();
    if (backend.placesByDefault())
        rule.defaultBackend = backend.name();
    return rule;
}

PlacementRule PlacementRule::of(QStringView backend)
{
    const std::optional<BackendKind> kind = parseBackendKind(backend);
    PlacementRule rule;
    rule.processesByDefault = kind == BackendKind::Processes;
    rule.jobs = QStringLiteral("slurm");
    if (kind == BackendKind::Slurm)
        rule.defaultBackend = rule.jobs;
    return rule;
}

QString PlacementRule::asked(const NodeRunSettings &run) const
{
    if (!run.backend.isEmpty())
        return run.backend;
    return defaultBackend;
}

NodePlacement PlacementRule::place(const NodeRunSettings &run) const
{
    const QString wanted = asked(run);
    if (!jobs.isEmpty() && wanted == jobs)
        return NodePlacement::Job;
    if (wanted.isEmpty())
        return processesByDefault ? NodePlacement::Process : NodePlacement::Thread;
    if (wanted == u"processes")
        return NodePlacement::Process;
    // "threads" and "sequential" run on the scheduler's worker threads, whatever the backend;
    // anything else names a placement this run was not handed: the node fails rather than run
    // somewhere it did not ask for.
    return wanted == u"threads" || wanted == u"sequential" ? NodePlacement::Thread
                                                           : NodePlacement::Nowhere;
}

BatchTargets defaultBatchTargets(NodePlacement placement)
{
    switch (placement) {
    case NodePlacement::Process:
        return BatchTargets::forProcesses();
    case NodePlacement::Job:
        return BatchTargets::forJobs();
    case NodePlacement::Thread:
    case NodePlacement::Nowhere:
        break;
    }
    return BatchTargets::forThreads();
}

BatchTargets mapBatchTargets(const NodeRunSettings &run, BatchTargets defaults)
{
    BatchTargets targets = defaults;
    if (run.batchLowerMs > 0)
        targets.lowerSeconds = run.batchLowerMs / 1000.0;
    if (run.batchUpperMs > 0)
        targets.upperSeconds = run.batchUpperMs / 1000.0;
    return targets;
}

} // namespace weft::engine
