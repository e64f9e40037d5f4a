#pragma once

#include <QCoreApplication>
#include <QString>

namespace weft::run {

/// A small watcher process (`weft-worker --reaper`) that outlives this one by a moment: every
/// external program this process starts (engine::ProgramGroups) is reported to it, and when
/// this process ends without ending them — killed with SIGKILL, or crashed — its end of the
/// socket closes and the reaper kills the groups still running. Programs started in worker
/// processes need none: a worker ends its programs itself when weft goes.
///
/// Started once per process, before the first run (RecordedRun::prepare); a reaper that cannot
/// be started costs only this guarantee, and the run goes on.
class ProgramReaper
{
    Q_DECLARE_TR_FUNCTIONS(ProgramReaper)

public:
    /// Starts the reaper unless it runs already; false with `error` when it cannot.
    static bool ensureRunning(QString *error);
};

} // namespace weft::run
