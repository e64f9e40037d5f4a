#pragma once

#include "CommandLine.h"
#include "ExitCode.h"

#include <optional>

namespace weft::engine {
struct Project;
}

namespace weft::store {
class RunStore;
}

namespace weft::app {

/// `weft --history` and `weft --show-run`: read a project's run store (its own connection, so
/// they work while a run records) and print runs as text or JSON. Opening the store marks runs
/// whose process died (kill -9, a crash) as interrupted. Need only a QCoreApplication.
class HistoryCommands
{
    Q_DECLARE_TR_FUNCTIONS(HistoryCommands)

public:
    /// The store --store names, else the project's `settings.store` (relative to its folder),
    /// else `.weft/runs.sqlite` beside the project. Without `project`, the project file is read
    /// for its settings; one that cannot be read keeps the default.
    static QString storePath(const CommandLineOptions &options,
                             const engine::Project *project = nullptr);

    /// --history FILE [--json] [--keep-runs N]: every run, newest first.
    static ExitCode history(const CommandLineOptions &options);
    /// --show-run FILE RUN [--json]: one run with its per-node figures.
    static ExitCode showRun(const CommandLineOptions &options);

    /// Deletes all but the newest `keep` runs of the store at `path`, and their persisted
    /// outputs; prints why on failure.
    static bool prune(const QString &path, int keep);

private:
    /// Opens the existing store for the project, or prints a one-line reason.
    static bool openStore(const CommandLineOptions &options, store::RunStore &store);
};

} // namespace weft::app
