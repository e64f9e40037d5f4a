#pragma once

#include "RunFeed.h"
#include "RunProgress.h"
#include "exec/MapNodeRun.h"
#include "models/MonitorSink.h"

#include <QElapsedTimer>
#include <QHash>
#include <QObject>
#include <QSet>
#include <QStringList>
#include <QTimer>
#include <QtQml/qqmlregistration.h>

#include <memory>
#include <optional>
#include <span>
#include <vector>

namespace weft::engine {
struct RunResult;
}

namespace weft::run {
class CachePlan;
}

namespace weft::app {

class MonitorHub;
class ProjectController;

/// Runs the open project from the window: Run, Cancel, Resume (what the newest failed,
/// cancelled or interrupted run left), with a backend and a worker count that default to the
/// project's settings. QML sees it as the window's `runs` property.
///
/// A run is composed like `weft --run` does it (run::Setup, run::RecordedRun: recorded in the
/// project's run store, persisted outputs archived, the store pruned) and goes on a thread of
/// its own on a snapshot of the project: editing stays allowed while it runs and never changes
/// the running plan; the monitor shows the snapshot's nodes by id. A project that was never
/// saved is refused (its runs are recorded beside its file); a saved one with unsaved changes
/// runs as it is in the window, with its file's folder for relative paths.
///
/// The live run feeds the MonitorHub: beginRun() with the plan's outline, then, from a GUI
/// timer at most 30 times a second, what the pump delivered: the events (sorted by time), the
/// run's metric samples (about every 100 ms) and worker samples (about every 500 ms), the same
/// the run store keeps; then endRun() with each node's final state and error. A failed node's
/// error is handed on (appendErrors) in the tick that shows its failure, so the Log and the
/// canvas say why while the run goes on.
///
/// The status, message and progress speak of the project in front: opening another project
/// clears them, and a run still going then goes on off the monitor (it can still be cancelled)
/// and says, when it ends, that it ended.
///
/// Lives on the GUI thread; its signals are emitted there. The destructor cancels a run that
/// still goes and waits for it (its worker processes are reaped, its outputs never half
/// written).
class RunController : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The window creates the run controller")
    Q_PROPERTY(bool running READ isRunning NOTIFY runningChanged)
    Q_PROPERTY(bool canRun READ canRun NOTIFY canRunChanged)
    Q_PROPERTY(bool canResume READ canResume NOTIFY canResumeChanged)
    Q_PROPERTY(QStringList backends READ backends CONSTANT)
    Q_PROPERTY(QString backend READ backend WRITE setBackend NOTIFY backendChanged)
    Q_PROPERTY(int workers READ workers WRITE setWorkers NOTIFY workersChanged)
    Q_PROPERTY(int maxWorkers READ maxWorkers CONSTANT)
    Q_PROPERTY(qint64 elapsedMs READ elapsedMs NOTIFY progressChanged)
    Q_PROPERTY(qint64 tasksDone READ tasksDone NOTIFY progressChanged)
    Q_PROPERTY(qint64 tasksTotal READ tasksTotal NOTIFY progressChanged)
    Q_PROPERTY(QString status READ status NOTIFY statusChanged)
    Q_PROPERTY(QString message READ message NOTIFY statusChanged)
    /// What the project needs trust for, one line each, after trustNeeded().
    Q_PROPERTY(QStringList trustItems READ trustItems NOTIFY trustNeeded)

public:
    /// The live feed's period: 30 frames a second at most.
    static constexpr int kFeedIntervalMs = 33;

    RunController(ProjectController *project, MonitorHub *monitor, QObject *parent = nullptr);
    ~RunController() override;

    /// Starts a run of the whole project; false (with `message` saying why) when it cannot.
    /// Every run from the window is incremental: a node whose result the cache holds for what
    /// it is now is taken from there (the monitor's outline marks it cached), so a run after a
    /// small edit costs what the edit costs.
    Q_INVOKABLE bool run();
    /// Run to here: runs the node `nodeId` and what it needs (the nodes above it, from the
    /// cache where they can be); nothing below it runs.
    Q_INVOKABLE bool runTo(const QString &nodeId);
    /// Run selected: runs these nodes and what they need, as runTo() does for one (a node
    /// above them that the cache holds is taken from there, one below a frozen node needs
    /// nothing above that); nothing else runs.
    Q_INVOKABLE bool runNodes(const QStringList &nodeIds);
    /// Runs every node again, the cache left aside (`weft --run --no-cache`): fresh results and
    /// fresh durations, which the next runs' order and the monitor's figures take.
    Q_INVOKABLE bool runFresh();
    /// Runs again what the newest unfinished run of the project left.
    Q_INVOKABLE bool resume();
    /// The user trusts the project as it is now (remembered for them): starts the run or the
    /// resume that trustNeeded() held back.
    Q_INVOKABLE bool trustAndRun();
    /// Asks the run to stop: running tasks are stopped, nothing new starts. Returns at once;
    /// runFinished() follows.
    Q_INVOKABLE void cancel();

    /// Processes events until the run has ended and runFinished() was emitted, or `timeoutMs`
    /// passed (false). For tests and the window closing.
    bool waitForEnd(int timeoutMs);

    bool isRunning() const { return m_live != nullptr; }
    bool canRun() const;
    bool canResume() const { return m_canResume; }
    static QStringList backends();
    QString backend() const { return m_backend; }
    void setBackend(const QString &backend);
    int workers() const { return m_workers; }
    void setWorkers(int workers);
    static int maxWorkers();
    qint64 elapsedMs() const;
    qint64 tasksDone() const { return m_progress.done(); }
    qint64 tasksTotal() const { return m_progress.total(); }
    QStringList trustItems() const { return m_trustItems; }
    /// "" before the first run, then running, succeeded, failed, cancelled, refused or
    /// untrusted (waiting for trustAndRun()).
    QString status() const { return m_status; }
    /// One line: why a run could not start, or how the last one ended.
    QString message() const { return m_message; }
    /// The last run's id in the run store; 0 when it was not recorded.
    qint64 lastRunId() const { return m_lastRunId; }
    /// What map node `node` has produced so far on output `port` in the run going on of the
    /// project in front (engine::GraphRunner::outputSoFar), for the output inspector;
    /// std::nullopt when no such run goes on or the node has not started mapping.
    std::optional<engine::MapNodeRun::SoFar> outputSoFar(const engine::NodeId &node,
                                                         size_t port) const;

Q_SIGNALS:
    void runningChanged();
    void canRunChanged();
    void canResumeChanged();
    void backendChanged();
    void workersChanged();
    void progressChanged();
    void statusChanged();
    void runStarted();
    /// A run was asked for a project that runs programs or reaches outside its folder and that
    /// the user has not trusted as it is: nothing ran; trustItems says what to show.
    void trustNeeded();
    /// The run ended and the monitor has had its endRun(); `status` as status() says it.
    void runFinished(const QString &status);

private:
    struct Live;

    /// What a run is asked to do.
    struct Request
    {
        bool resume = false; ///< what the newest unfinished run left
        bool fresh = false;  ///< every node, none from the cache
        QStringList to;      ///< these nodes and what they need (none: all)
    };

    bool start(const Request &request, bool trust = false);
    bool refuse(const QString &message);
    /// The GUI timer's tick: hands what the pump delivered to the monitor, with samples.
    void feed(bool last);
    /// Hands the monitor the samples the pump delivered, none before an event it was shown.
    void feedSamples();
    /// Hands the monitor the errors of nodes whose failure it was just shown, as the pump
    /// delivered them (not only at the run's end).
    void feedErrors(std::span<const engine::Event> events);
    /// Hands on the figures of the nodes whose own task succeeded in `events`.
    void feedFigures(std::span<const engine::Event> events);
    /// The run's outline for the monitor, its cache hits marked (`setup`'s plan).
    RunOutline outlineOf(const std::optional<run::CachePlan> &plan) const;
    /// On the GUI thread once the run's thread is done with it.
    void finished(const engine::RunResult &result, const QStringList &problems);
    void projectChanged();
    void updateCanResume();
    QString storePath() const;
    void setStatus(const QString &status, const QString &message);

    ProjectController *m_project;
    MonitorHub *m_monitor;
    QString m_backend;
    int m_workers = 1;
    bool m_canResume = false;
    QString m_status;
    QStringList m_trustItems;
    Request m_afterTrust; ///< the run that trustNeeded() held back
    QString m_message;
    /// The project file in front when the status was set: another one opened clears it.
    QString m_statusFile;
    qint64 m_lastRunId = 0;
    qint64 m_lastElapsedMs = 0;

    std::unique_ptr<Live> m_live;
    QTimer m_timer;
    QElapsedTimer m_clock;
    RunProgress m_progress;
    RunFeed::Delivery m_incoming;
    std::vector<engine::Event> m_heldBack; ///< newer than the hold-back edge; sent next tick
    qint64 m_deliveredNs = 0;
    QHash<int, QString> m_failures; ///< node -> why it failed, as the pump delivered it
    QHash<int, qint64> m_failedAt;  ///< node -> its first TaskFailed shown; error not yet sent
    QSet<int> m_errorsSent;         ///< nodes whose error the monitor has
};

} // namespace weft::app
