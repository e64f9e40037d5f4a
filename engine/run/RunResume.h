#pragma once

#include "graph/Graph.h"

#include <QCoreApplication>
#include <QSet>
#include <QString>
#include <QStringList>

#include <optional>

namespace weft::engine {
struct Project;
}

namespace weft::run {

/// What `weft --run FILE --resume [RUN]` (and the window's Run › Resume) runs again: the nodes of a
/// failed, cancelled or interrupted run's resume set, as a graph of their own. A failed or
/// cancelled run stored its resume set; for an interrupted one (killed, crashed) it is computed
/// from the tasks that succeeded before it stopped, provided the project file is unchanged. The set
/// reaches back from every unfinished node to the nodes that persisted their outputs
/// (`run.persist`): those are not run again, their outputs are read from the resumed run's archive
/// once their checksums are checked; a corrupted one is computed again, with a warning.
class RunResume
{
    Q_DECLARE_TR_FUNCTIONS(RunResume)

public:
    struct Plan
    {
        qint64 fromRun = 0;
        QString archive;             ///< the resumed run's persisted outputs
        QSet<engine::NodeId> reused; ///< nodes whose outputs come from `archive`
        engine::Graph graph; ///< the nodes to run again, the reused nodes, the edges between
        /// One line per persisted output that could not be reused (corrupted, from another
        /// version): its node runs again, with what it needs.
        QStringList warnings;
    };

    /// The plan for run `runId` ("" for the newest run of the project at `projectPath`) in the
    /// store at `storePath`. On a problem sets `error` to one line naming it and returns
    /// std::nullopt.
    static std::optional<Plan> plan(const QString &storePath, const QString &runId,
                                    const QString &projectPath, const engine::Project &project,
                                    const QString &projectHash, QString *error);

    /// Whether the newest run of the project at `projectPath` in the store at `storePath` left
    /// something to resume (it failed, was cancelled or interrupted). Cheap enough for a
    /// window to ask after every run; false when the store does not exist.
    static bool hasResumableRun(const QString &storePath, const QString &projectPath);
};

} // namespace weft::run
