#pragma once

#include "ProcessSampler.h"
#include "Setup.h"
#include "exec/EventPump.h"
#include "exec/EventStream.h"
#include "exec/GraphRunner.h"
#include "exec/OutputArchive.h"
#include "store/RunRecord.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>
#include <stop_token>

namespace weft::engine {
class EventObserver;
}

namespace weft::store {
class StoreWriter;
}

namespace weft::run {

/// One run of a project as `weft --run` and the window make it, from a Setup: recorded in the
/// run store while it goes (StoreWriter), its persisted outputs archived beside the record, a
/// resumed run's reused outputs read from the run it resumes, the events pumped to the caller's
/// observers with the failures and one sampler's samples (ProcessSampler), and the store
/// pruned to the newest runs afterwards. The CLI and the window's run controller compose a run
/// through this class alone, so both record the same things.
///
///     QString error, warning;
///     std::optional<Setup> setup = Setup::make(project, file, options, &error);
///     auto run = setup ? RecordedRun::prepare(std::move(*setup), &error, &warning) : nullptr;
///     run->addObserver(&progress);
///     const engine::RunResult result = run->run(stop);   // blocks this thread
///     QStringList problems;
///     run->finish(result, &problems);
///
/// The setup holds a copy of the graph: the caller may edit its project while the run goes.
/// prepare(), addObserver(), run() and finish() belong to one thread (run() blocks it);
/// runner() may be used from any thread for GraphRunner::setBatchTargets(). Observers are
/// called on the pump's thread. The run owns its backend (Setup::backend).
class RecordedRun
{
    Q_DECLARE_TR_FUNCTIONS(RecordedRun)

public:
    /// Deletes all but the newest `keep` runs of the store at `path`, and their persisted
    /// outputs. False with `error` on failure.
    static bool prune(const QString &path, int keep, QString *error);

    /// Opens the record of the run `setup` describes and hands its backend the Slurm settings,
    /// job names carrying the run id. Null with a one-line `error` when a required store cannot
    /// be opened; when the default store cannot be, the run goes unrecorded and `warning` says
    /// why. `warning` also carries the resume plan's warnings (persisted outputs that are run
    /// again), one per line; "" when there is nothing to say.
    static std::unique_ptr<RecordedRun> prepare(Setup setup, QString *error, QString *warning);

    ~RecordedRun();
    RecordedRun(const RecordedRun &) = delete;
    RecordedRun &operator=(const RecordedRun &) = delete;

    /// What runs: the plan's order is this graph's node order (Event::node).
    const engine::Graph &graph() const { return m_setup.graph; }
    bool isRecorded() const { return m_recorder != nullptr; }
    /// The run's id in the store; 0 when it is not recorded.
    store::RunId runId() const;
    const QString &storePath() const { return m_setup.storePath; }
    const Setup &setup() const { return m_setup; }
    engine::Backend &backend() const { return *m_setup.backend; }
    engine::GraphRunner &runner() { return m_runner; }

    /// Adds an observer of the run's events, failures and samples, before run().
    void addObserver(engine::EventObserver *observer);

    /// Runs the graph until it ends or `stop` is requested; every observer has seen every
    /// event when it returns. Once only.
    engine::RunResult run(std::stop_token stop);

    /// Records the outcome and prunes the store. Each problem (the record incomplete, the store
    /// not pruned) is appended to `problems` as one line; the run itself stands either way.
    void finish(const engine::RunResult &result, QStringList *problems);

private:
    RecordedRun(Setup setup, const engine::OperatorRegistry &registry);

    /// Declared first: the backend (in the setup) outlives everything that runs on it.
    Setup m_setup;
    std::unique_ptr<store::StoreWriter> m_recorder;
    std::optional<engine::OutputArchive> m_archive;
    std::optional<engine::OutputArchive> m_resumed;
    std::optional<engine::ResultCache> m_cache; ///< an incremental run's (Setup::cache)
    engine::GraphRunner m_runner;
    engine::EventStream m_events;
    ProcessSampler m_sampler;
    engine::EventPump m_pump;
};

} // namespace weft::run
