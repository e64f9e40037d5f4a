#include "DashboardController.h"

#include "MonitorHub.h"
#include "document/ProjectController.h"
#include "run/Setup.h"
#include "store/DashboardStateStore.h"

#include <QJsonObject>
#include <QLoggingCategory>

#include <cmath>

namespace weft::app {

using namespace Qt::StringLiterals;

namespace {

Q_LOGGING_CATEGORY(lcDashboard, "weft.dashboard")

} // namespace

DashboardController::DashboardController(ProjectController *project, MonitorHub *hub,
                                         QObject *parent)
    : QObject(parent)
    , m_project(project)
    , m_hub(hub)
{
    m_hub->addSink(&m_progress);
    m_hub->addSink(&m_workers);
    m_hub->addSink(&m_log);
    m_hub->addSink(&m_taskStream);
    m_hub->addSink(&m_batchTuning);
    m_hub->addSink(&m_memory);
    // The batch tuning panel sends new target bands to the live run through the hub.
    m_batchTuning.setHub(m_hub);
    m_saveTimer.setSingleShot(true);
    m_saveTimer.setInterval(kSaveDelayMs);
    connect(&m_saveTimer, &QTimer::timeout, this, &DashboardController::flush);
    // Open, New and Save As change the file: what is pending belongs to the previous one.
    connect(m_project, &ProjectController::filePathChanged, this, &DashboardController::reload);
    // The window the user chose is part of the layout; moves of its own (following the run, a
    // new run, a restore) are not edits.
    connect(&m_timeWindow, &TimeWindow::edited, this, [this] {
        if (!m_restoringWindow)
            saveState(m_pendingProject.isEmpty() ? m_savedState : m_pending);
    });
    connect(m_hub, &MonitorHub::runChanged, this, &DashboardController::onRunChanged);
    reload();
}

DashboardController::~DashboardController()
{
    flush();
    m_hub->removeSink(&m_memory);
    m_hub->removeSink(&m_batchTuning);
    m_hub->removeSink(&m_taskStream);
    m_hub->removeSink(&m_log);
    m_hub->removeSink(&m_workers);
    m_hub->removeSink(&m_progress);
}

void DashboardController::saveState(const QVariantMap &state)
{
    if (m_project->filePath().isEmpty())
        return;
    m_pending = withTimeWindow(state);
    m_pendingProject = m_project->filePath();
    m_pendingStore = run::Setup::storePathFor(m_pendingProject, {}, &m_project->project());
    m_saveTimer.start();
}

bool DashboardController::flush()
{
    m_saveTimer.stop();
    if (m_pendingProject.isEmpty())
        return true;
    const QString project = std::exchange(m_pendingProject, {});
    const QVariantMap state = std::exchange(m_pending, {});
    if (project == m_projectPath && state == m_savedState)
        return true;
    QString error;
    if (!store::DashboardStateStore::write(m_pendingStore, project,
                                           QJsonObject::fromVariantMap(state), &error)) {
        qCWarning(lcDashboard, "weft: the dashboard layout was not saved: %s", qPrintable(error));
        return false;
    }
    // A later reopen of this project reads what was just written; no need to notify the dock,
    // which is where the state came from.
    if (project == m_projectPath)
        m_savedState = state;
    Q_EMIT stateSaved(m_pendingStore);
    return true;
}

void DashboardController::reload()
{
    flush();
    m_projectPath = m_project->filePath();
    QVariantMap state;
    if (!m_projectPath.isEmpty()) {
        QString error;
        const std::optional<QJsonObject> stored = store::DashboardStateStore::read(
            run::Setup::storePathFor(m_projectPath, {}, &m_project->project()), m_projectPath,
            &error);
        if (stored)
            state = stored->toVariantMap();
        else if (!error.isEmpty())
            qCWarning(lcDashboard, "weft: the dashboard layout was not read: %s",
                      qPrintable(error));
    }
    restoreTimeWindow(state);
    if (state == m_savedState)
        return;
    m_savedState = state;
    Q_EMIT savedStateChanged();
}

QVariantMap DashboardController::withTimeWindow(QVariantMap state) const
{
    state.insert(u"timeWindow"_s,
                 QVariantMap{{u"following"_s, m_timeWindow.isFollowing()},
                             {u"start"_s, double(std::llround(m_timeWindow.start()))},
                             {u"end"_s, double(std::llround(m_timeWindow.end()))}});
    return state;
}

void DashboardController::restoreTimeWindow(const QVariantMap &state)
{
    QVariantMap window = state.value(u"timeWindow"_s).toMap();
    if (window.isEmpty()) {
        // Layouts saved before the panels shared a window kept it with the task stream.
        const QVariantMap old = state.value(u"panels"_s).toMap().value(u"taskStream"_s).toMap();
        if (old.contains(u"following"_s))
            window = {{u"following"_s, old.value(u"following"_s)},
                      {u"start"_s, old.value(u"viewStart"_s)},
                      {u"end"_s, old.value(u"viewEnd"_s)}};
    }
    // A layout that says nothing of the window (a new project, Save As to a new file) leaves
    // the one shown as it is, and the next run is shown whole.
    m_keepWindowForNextRun = false;
    if (window.isEmpty())
        return;
    const qreal start = window.value(u"start"_s).toDouble();
    const qreal end = window.value(u"end"_s).toDouble();
    const bool following = window.value(u"following"_s, true).toBool() || !(end > start);
    m_restoringWindow = true;
    if (following)
        m_timeWindow.fitAll();
    else
        m_timeWindow.setView(start, end);
    m_restoringWindow = false;
    // With no run shown yet, the window waits for the first past run opened.
    m_keepWindowForNextRun = !following && !m_hub->hasRun();
}

void DashboardController::onRunChanged()
{
    if (!m_hub->hasRun())
        return;
    // A replay seeking back restarts its run, and a live run ends: the same run, same window.
    const qint64 runId = m_hub->runId();
    const bool newLive = m_hub->isLive() && !m_hub->isFinished() && runId == 0;
    if (runId == m_windowRunId && !newLive)
        return;
    m_windowRunId = runId;
    if (std::exchange(m_keepWindowForNextRun, false) && !m_hub->isLive())
        return;
    m_restoringWindow = true;
    m_timeWindow.fitAll();
    m_restoringWindow = false;
}

} // namespace weft::app
