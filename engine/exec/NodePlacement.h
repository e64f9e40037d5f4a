#pragma once

#include "AutoBatchSizer.h"

#include <QString>
#include <QStringView>

namespace weft::engine {

class Backend;
struct NodeRunSettings;

/// Where a node's operator runs in a run.
enum class NodePlacement {
    Thread,  ///< on the scheduler's worker thread, in this process
    Process, ///< in a weft-worker process of the backend's pool
    Job,     ///< as a job of the run's JobPlacement (a Slurm job)
    Nowhere, ///< it asks for a backend the run was not given: it fails when it runs
};

/// Which placement each node of a run gets: the one rule OperatorTaskRunner runs nodes by and
/// RunOutline reports, so a monitor never guesses a node's batch targets.
///
///     const PlacementRule rule = PlacementRule::of(backend);
///     if (rule.place(node.run) == NodePlacement::Job) ...
struct PlacementRule
{
    bool processesByDefault = false; ///< nodes that choose no backend run in worker processes
    QString jobs;                    ///< the `run.backend` name of the run's job placement, or ""
    /// What nodes that choose no backend ask for: a backend that places every node names itself
    /// (Backend::placesByDefault()); "" is this machine.
    QString defaultBackend;

    /// The rule of a run on `backend`, as handed its placement (Backend::usePlacement).
    static PlacementRule of(const Backend &backend);
    /// The rule of a run on the backend named `backend` (Backend::name(), as the run store
    /// records it), whose composer handed it Slurm's placement: for a recorded run, whose
    /// backend object is gone.
    static PlacementRule of(QStringView backend);

    /// The placement of a node whose own choice is `run.backend`.
    NodePlacement place(const NodeRunSettings &run) const;
    /// What a node asks for: its own `run.backend`, else the run's default ("" for threads).
    QString asked(const NodeRunSettings &run) const;
};

/// The batch duration targets a map node placed at `placement` starts with when it sets none
/// of its own: a job's batches are long, so that the cluster's cost per job stays small.
BatchTargets defaultBatchTargets(NodePlacement placement);
/// The batch duration targets a map node starts with: its own (`run.batchLowerMs`,
/// `run.batchUpperMs`) where it sets them, else `defaults`.
BatchTargets mapBatchTargets(const NodeRunSettings &run, BatchTargets defaults);

} // namespace weft::engine
