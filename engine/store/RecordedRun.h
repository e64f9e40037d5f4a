#pragma once

#include "RunRecord.h"
#include "RunResume.h"
#include "exec/EventPump.h"
#include "exec/EventStream.h"
#include "exec/GraphRunner.h"
#include "exec/OutputArchive.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>
#include <stop_token>

namespace weft::engine {
class Backend;
class EventObserver;
struct Project;
} // namespace weft::engine

namespace weft::store {

class StoreWriter;

/// One run of a project as `weft --run` and the window make it: recorded in the run store
/// while it goes (StoreWriter, with its workers sampled by WorkerProbe), its persisted outputs
/// archived beside the record, a resumed run's reused outputs read from the run it resumes,
/// the events pumped to the caller's observers, and the store pruned to the newest runs
/// afterwards. The CLI and the window's run
/// controller compose a run through this class alone, so both record the same things.
///
///     RecordedRun::Setup setup;
///     setup.projectFile = QFileInfo(file).absoluteFilePath();
///     setup.storePath = RecordedRun::storePath(file, {}, &project);
///     QString error, warning;
///     auto run = RecordedRun::prepare(project.graph, backend, setup, &error, &warning);
///     run->addObserver(&progress);
///     const engine::RunResult result = run->run(stop);   // blocks this thread
///     QStringList problems;
///     run->finish(result, &problems);
///
/// The graph is copied: the caller may edit its project while the run goes. prepare(),
/// addObserver(), run() and finish() belong to one thread (run() blocks it); runner() may be
/// used from any thread for GraphRunner::setBatchTargets(). Observers are called on the pump's
/// thread. The backend must outlive the RecordedRun.
class RecordedRun
{
    Q_DECLARE_TR_FUNCTIONS(RecordedRun)

public:
    struct Setup
    {
        QString projectFile; ///< absolute; its folder resolves relative paths, the record names it
        QString projectHash; ///< StoreWriter::projectHash() of the file the graph came from
        QString storePath;
        /// The store was named (--store, `settings.store`): a store that cannot be opened stops
        /// the run before anything is written. The default store only costs the record.
        bool storeRequired = false;
        QJsonObject settings; ///< the options the run was started with, as the record keeps them
        engine::SchedulerOptions scheduling;
        int keepRuns = 0; ///< keep only the newest N runs after this one; 0 keeps all
        std::optional<RunResume::Plan> resume;
    };

    /// The store --store names (`storeOption`), else the project's `settings.store` (relative to
    /// its folder), else `.weft/runs.sqlite` beside the project; "" for a project never saved
    /// (no file) and no option. The CLI, the window's history and its dashboard all ask here.
    static QString storePath(const QString &projectFile, const QString &storeOption,
                             const engine::Project *project);

    /// Deletes all but the newest `keep` runs of the store at `path`, and their persisted
    /// outputs. False with `error` on failure.
    static bool prune(const QString &path, int keep, QString *error);

    /// Opens the record of a run of `graph` (the resume plan's graph when `setup.resume` is
    /// set). Null with a one-line `error` when a required store cannot be opened; when the
    /// default store cannot be, the run goes unrecorded and `warning` says why.
    static std::unique_ptr<RecordedRun> prepare(const engine::Graph &graph,
                                                engine::Backend &backend, Setup setup,
                                                QString *error, QString *warning);

    ~RecordedRun();
    RecordedRun(const RecordedRun &) = delete;
    RecordedRun &operator=(const RecordedRun &) = delete;

    /// What runs: the plan's order is this graph's node order (Event::node).
    const engine::Graph &graph() const { return m_graph; }
    bool isRecorded() const { return m_recorder != nullptr; }
    /// The run's id in the store; 0 when it is not recorded.
    RunId runId() const;
    const QString &storePath() const { return m_setup.storePath; }
    const Setup &setup() const { return m_setup; }
    engine::Backend &backend() const { return m_backend; }
    engine::GraphRunner &runner() { return m_runner; }

    /// Adds an observer of the run's events, before run().
    void addObserver(engine::EventObserver *observer);

    /// Runs the graph until it ends or `stop` is requested; every observer has seen every
    /// event when it returns. Once only.
    engine::RunResult run(std::stop_token stop);

    /// Records the outcome and prunes the store. Each problem (the record incomplete, the store
    /// not pruned) is appended to `problems` as one line; the run itself stands either way.
    void finish(const engine::RunResult &result, QStringList *problems);

private:
    RecordedRun(const engine::Graph &graph, engine::Backend &backend, Setup setup,
                const engine::OperatorRegistry &registry);

    engine::Graph m_graph;
    engine::Backend &m_backend;
    Setup m_setup;
    std::unique_ptr<StoreWriter> m_recorder;
    std::optional<engine::OutputArchive> m_archive;
    std::optional<engine::OutputArchive> m_resumed;
    engine::GraphRunner m_runner;
    engine::EventStream m_events;
    engine::EventPump m_pump;
};

} // namespace weft::store
