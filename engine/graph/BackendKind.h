#pragma once

#include <QString>
#include <QStringList>

#include <optional>

namespace weft::engine {

/// Where a run, or one node of it, runs its tasks: the names `--backend`, a project's
/// `settings.backend` and a node's `run.backend` accept. A node that names none inherits the
/// run's backend (std::nullopt where a node's choice is asked for).
enum class BackendKind {
    Sequential, ///< the calling thread, one task at a time
    Threads,    ///< a pool of threads in this process
    Processes,  ///< one weft-worker process per worker thread
    Slurm,      ///< each task a Slurm job (bundled), its operator run by weft-worker --job
};

/// The lower-case name a project file, `--backend` and `--json` use: "threads".
QString backendKindName(BackendKind kind);

/// The kind `name` names; std::nullopt for anything else (also for "", which inherits).
std::optional<BackendKind> parseBackendKind(QStringView name);

/// Every name parseBackendKind() accepts, in the order a user is offered them: sequential,
/// threads, processes, slurm.
const QStringList &backendKindNames();

} // namespace weft::engine
