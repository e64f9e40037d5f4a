#pragma once

#include "exec/OutputFigures.h"
#include "exec/RunSampler.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace weft::store {

/// A run's id in the run store: its `runs.id`, never reused after a prune.
using RunId = qint64;

/// One row of `runs`, as `weft --history` lists it and `--show-run` heads its report.
struct RunRecord
{
    RunId id = 0;
    QString projectPath;
    QString projectHash; ///< SHA-256 of the project file's bytes, in hex
    QString startedAt;   ///< UTC, ISO 8601 with milliseconds
    QString finishedAt;  ///< empty while running or when interrupted
    QString status;      ///< running, succeeded, failed, cancelled or interrupted
    QString backend;
    int workers = 0;  ///< as `--jobs` counts them: threads, or worker processes
    int lanes = 0;    ///< the scheduler's lanes, which the monitor draws (two per worker process)
    QString settings; ///< the run's options as a JSON object
    qint64 pid = 0;
    qint64 wallNs = -1; ///< -1 while unknown (running, interrupted)
    qint64 peakBytes = -1;
    qint64 bytesReleased = -1;
    int nodesTotal = 0;
    int nodesSucceeded = 0;
    int nodesFailed = 0;
    int nodesCancelled = 0;
    int nodesSkipped = 0;
    qint64 tasksTotal = 0;
    qint64 events = 0;        ///< events committed to the store
    qint64 eventsDropped = 0; ///< events the writer had no room for (see StoreWriter)
    QStringList resumeFrom;   ///< node ids to run again
};

/// One node of a run with its figures, for `weft --show-run`.
struct NodeRecord
{
    int index = 0;
    QString id;
    QString operatorId;
    QString state;
    QString error;
    qint64 wallNs = 0;      ///< the operator's own time, as the run measured it
    qint64 tasks = 0;       ///< tasks recorded for the node
    qint64 queuedNs = -1;   ///< first task queued, relative to the run's start; -1 unknown
    qint64 startedNs = -1;  ///< first task started
    qint64 finishedNs = -1; ///< last task finished
    qint64 bytesHeld = 0;   ///< memory its outputs held
    QString cache;          ///< NodeResult::cache: "hit", "miss", "off"; "" before incremental runs
    QString cacheReason;    ///< why it ran (NodeResult::cacheReason)
    QString cacheDetail;    ///< what changed (NodeResult::cacheDetail)
    engine::NodeFigures outputs = {}; ///< NodeResult::outputs; empty before schema version 10
};

/// What a node measured in a run that computed it (succeeded, not taken from the cache), for
/// the scheduling of the project's next run (run::LastRunFigures).
struct ComputedFigures
{
    qint64 wallNs = 0;    ///< the operator's own time
    qint64 bytesHeld = 0; ///< memory its outputs held
};

/// One `metrics` row: the process's figures at one moment of a run, as the run's sampler took
/// them (about every 100 ms), for the dashboard of a replayed run. Its `ns` counts from the
/// run's start (see RunStore::clockOrigin for the events' clock).
using MetricRecord = engine::MetricSample;

/// One `workers` row: one worker of a run at one moment, as the run's sampler took it (about
/// every 500 ms), for the Workers panel of a replayed run. Its `ns` counts from the run's
/// start, like MetricRecord's.
using WorkerRecord = engine::WorkerSample;

} // namespace weft::store
