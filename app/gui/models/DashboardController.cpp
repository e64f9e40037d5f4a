#include "DashboardController.h"

#include "HistoryController.h"
#include "MonitorHub.h"
#include "ProjectController.h"
#include "store/DashboardStateStore.h"

#include <QJsonObject>
#include <QLoggingCategory>

namespace weft::app {

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
    m_pending = state;
    m_pendingProject = m_project->filePath();
    m_pendingStore = HistoryController::storePathFor(m_pendingProject, m_project->project());
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
            HistoryController::storePathFor(m_projectPath, m_project->project()), m_projectPath,
            &error);
        if (stored)
            state = stored->toVariantMap();
        else if (!error.isEmpty())
            qCWarning(lcDashboard, "weft: the dashboard layout was not read: %s",
                      qPrintable(error));
    }
    if (state == m_savedState)
        return;
    m_savedState = state;
    Q_EMIT savedStateChanged();
}

} // namespace weft::app
