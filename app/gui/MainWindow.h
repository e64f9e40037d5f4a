#pragma once

#include "ApplicationInfo.h"
#include "document/ProjectController.h"
#include "document/RecentFilesModel.h"
#include "document/RecoveryStore.h"
#include "history/HistoryController.h"
#include "monitor/DashboardController.h"
#include "monitor/FreshnessPlanner.h"
#include "monitor/MonitorHub.h"
#include "monitor/RunController.h"

#include <QQmlApplicationEngine>
#include <QUrl>

#include <memory>

class QQuickWindow;

namespace weft::engine {
class OperatorRegistry;
}

namespace weft::app {

/// Wires the main window together: creates the controller and the models it needs and loads
/// qrc:/Weft/Main.qml with them as the root's required properties. The one place that knows
/// both the C++ objects and the QML module; the app, the self-test, screenshots and the GUI
/// tests all start the window through it.
///
///     MainWindow window(OperatorRegistry::builtin());
///     if (!window.load())
///         return 2;
///     window.controller().open(fileName);
///     return QGuiApplication::exec();
///
/// Needs a QGuiApplication; lives on the GUI thread.
class MainWindow
{
public:
    explicit MainWindow(const engine::OperatorRegistry &registry);
    MainWindow(const MainWindow &) = delete;
    MainWindow &operator=(const MainWindow &) = delete;

    /// The root component, loaded from the resources of the static Weft module.
    static QUrl mainQmlUrl();

    /// Autosaves unsaved work to a recovery folder (default: the application's local data) and
    /// offers, once the window loads, what a crashed session left. Call before load().
    void enableRecovery(const QString &folder = {});

    /// Loads Main.qml; false when it failed (QML has printed why).
    bool load();
    /// The root window once load() succeeded, else nullptr.
    QQuickWindow *window() const;

    /// Shows the window and returns once it has rendered and pending QML work (such as the
    /// canvas fitting its view) has run, or after `timeoutMs`. False on timeout.
    bool showAndWaitForFrame(int timeoutMs = 5000);

    QQmlApplicationEngine &engine() { return m_engine; }
    ProjectController &controller() { return m_controller; }
    RecentFilesModel &recentFiles() { return m_recentFiles; }
    ApplicationInfo &applicationInfo() { return m_info; }
    MonitorHub &monitor() { return m_monitor; }
    DashboardController &dashboard() { return m_dashboard; }
    RunController &runs() { return m_runs; }
    FreshnessPlanner &freshness() { return m_freshness; }
    HistoryController &history() { return m_history; }

private:
    std::unique_ptr<RecoveryStore> m_recovery;
    RecentFilesModel m_recentFiles;
    ApplicationInfo m_info;
    ProjectController m_controller;
    MonitorHub m_monitor;
    /// The dashboard's models, sinks of m_monitor, and its layout kept in the run store.
    DashboardController m_dashboard{&m_controller, &m_monitor};
    HistoryController m_history; ///< reads the store, replays into m_monitor
    /// Runs the project into m_monitor; destroyed before it (a run going is cancelled first).
    RunController m_runs{&m_controller, &m_monitor};
    /// The cards' freshness marks after every edit; destroyed before what it watches.
    FreshnessPlanner m_freshness{&m_controller, &m_runs};
    // Declared last so that it is destroyed first, while the objects QML binds to still exist.
    QQmlApplicationEngine m_engine;
};

} // namespace weft::app
