#pragma once

#include "RunRecord.h"
#include "exec/RunOutline.h"

#include <QCoreApplication>
#include <QString>

#include <optional>
#include <vector>

namespace weft::engine {
class Graph;
}

namespace weft::store {

class SqliteDatabase;

/// A run's outline (engine::RunOutline) in the run store, tables `run_plan` and
/// `run_plan_edges`: written with the run's row when it starts (StoreWriter, from
/// RunStart::outline), so that a replay shows the nodes, titles, map flags and batch targets
/// the live run showed, whatever became of the project's settings since. Stateless; each call
/// uses the connection it is given, on that connection's thread.
class RecordedOutline
{
    Q_DECLARE_TR_FUNCTIONS(RecordedOutline)

public:
    /// Writes `outline` as run `run`'s, inside the caller's transaction. False with `error`.
    static bool write(SqliteDatabase &db, RunId run, const engine::RunOutline &outline,
                      QString *error);
    /// The recorded outline of run `run`; std::nullopt for a run recorded before Weft recorded
    /// outlines (schema version 7), or without one. Its backend and workers are the run's row.
    /// A recorded outline whose node indices are not 0, 1, 2, … or whose dependencies name a
    /// node it does not have is refused: std::nullopt, with `error` (when given) set to one line
    /// naming the store, the run and what is wrong. Nothing is sized by a recorded number.
    static std::optional<engine::RunOutline> read(SqliteDatabase &db, const RunRecord &run,
                                                  QString *error = nullptr);

    /// The outline a replay of `run` shows on the open `project`: `recorded` (read()), with each
    /// node the project no longer has listed under its id (the canvas has no card for it) and
    /// its dependencies gone with it. For a run recorded without one: RunOutline::of() the
    /// `project`'s nodes matched by id to the run's node results `nodes` (the project's node
    /// order when there are none: an interrupted run), on the recorded backend, a node the
    /// project no longer has again under its id. At least `minNodes` nodes, so that every
    /// recorded event finds its node: one the run did not name takes its index as id and title.
    /// The caller has checked `nodes` (indices 0 … n-1) and `minNodes` against the recorded
    /// data (RunReplay does).
    static engine::RunOutline replay(std::optional<engine::RunOutline> recorded,
                                     const RunRecord &run, const std::vector<NodeRecord> &nodes,
                                     const engine::Graph &project, int minNodes);
};

} // namespace weft::store
