#pragma once

#include "graph/NodeId.h"
#include "models/NodeFreshness.h"

#include <QHash>
#include <QObject>
#include <QTimer>

#include <thread>
#include <utility>

namespace weft::engine {
struct Project;
}

namespace weft::run {
class CachePlan;
}

namespace weft::app {

class ProjectController;
class RunController;

/// Keeps each node card's freshness mark (up to date, stale and why, never run) in step with
/// the project as it is being edited: after every change, once edits pause for kDelayMs, it
/// makes the cache plan a Run would make (run::Setup::planCache, without verifying entries:
/// no entry's outputs are read, nothing in the cache is written) and hands the marks to the
/// project's NodeListModel. Undo is one more change, so its marks follow the same way.
///
/// The plan stats the files nodes read and reads the cache's entry.json files and the run
/// store's newest signatures: it runs on a thread of its own, on a copy of the project, one
/// plan at a time; a change while one is made asks for another when it is done, and only the
/// newest project's marks are shown. A project never saved has no cache and gets no marks.
/// While a run goes the marks are dropped (the monitor says what happens); its end plans again.
///
/// Lives on the GUI thread; the destructor waits for a plan being made.
class FreshnessPlanner : public QObject
{
    Q_OBJECT

public:
    /// How long edits must pause before a plan is made: a drag or a word typed plans once.
    static constexpr int kDelayMs = 60;

    FreshnessPlanner(ProjectController *project, RunController *runs, QObject *parent = nullptr);
    ~FreshnessPlanner() override;

    /// Each node's mark for `project`, read from `projectFile` (its folder's cache and store).
    /// Any thread.
    static QHash<engine::NodeId, NodeFreshness> marks(const engine::Project &project,
                                                      const QString &projectFile);
    /// The mark of one node of `plan`, in the user's words (`project` names nodes above).
    static NodeFreshness markOf(const engine::Project &project, const run::CachePlan &plan,
                                size_t index);

    /// Whether a plan is waited for or being made.
    bool isPending() const { return m_delay.isActive() || m_worker.joinable(); }

Q_SIGNALS:
    /// New marks reached the node list.
    void marksChanged();

private:
    void schedule();
    void start();
    void delivered(quint64 generation, const QHash<engine::NodeId, NodeFreshness> &marks);
    /// No marks: a run goes, or the project has no file.
    void clear();

    ProjectController *m_project;
    RunController *m_runs;
    QTimer m_delay;
    quint64 m_generation = 0; ///< of the newest request; older plans are dropped
    bool m_again = false;     ///< a change came while a plan was made
    std::jthread m_worker;
};

} // namespace weft::app
