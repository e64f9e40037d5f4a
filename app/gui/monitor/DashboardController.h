#pragma once

#include "BatchTuningModel.h"
#include "MemoryTimelineModel.h"
#include "RunLogModel.h"
#include "RunProgressModel.h"
#include "TaskStreamModel.h"
#include "TimeWindow.h"
#include "WorkerTableModel.h"

#include <QObject>
#include <QTimer>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

namespace weft::app {

class MonitorHub;
class ProjectController;

/// The monitor dashboard's C++ side: owns the models its panels show, hands each of them to
/// the monitor hub as a sink, and keeps the dashboard's layout with the project's run history.
///
/// The layout is one JSON object that the dock collects from its panels (which are open, the
/// dock's size, the selected tab, each panel's own settings under its key); the controller
/// stores it in the project's run store (store::DashboardStateStore) and offers it back as
/// `savedState` whenever a project with a file is opened. Saving is coalesced: a burst of
/// changes (dragging the dock's edge) is written once, shortly after it ends, and whatever is
/// pending is written before another project opens and when the controller is destroyed. A
/// project without a file keeps its layout in memory only.
///
/// It also owns the time window the task stream, batch and memory panels share. The window is
/// kept in the layout under `timeWindow` ({following, start, end}; saved whenever the user
/// moves it), and a window restored with a project applies to the first past run shown after
/// it; every other new run is shown whole and followed.
///
/// Lives on the GUI thread; the store is written there (a single-row upsert).
class DashboardController : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The window creates the dashboard controller")
    Q_PROPERTY(weft::app::WorkerTableModel *workers READ workers CONSTANT)
    Q_PROPERTY(weft::app::RunLogModel *log READ log CONSTANT)
    Q_PROPERTY(weft::app::RunProgressModel *progress READ progress CONSTANT)
    Q_PROPERTY(weft::app::TaskStreamModel *taskStream READ taskStream CONSTANT)
    Q_PROPERTY(weft::app::BatchTuningModel *batchTuning READ batchTuning CONSTANT)
    Q_PROPERTY(weft::app::MemoryTimelineModel *memory READ memory CONSTANT)
    /// The time window the task stream, batch and memory panels show.
    Q_PROPERTY(weft::app::TimeWindow *timeWindow READ timeWindow CONSTANT)
    /// The layout stored for the open project; empty when it has none (the dock then keeps
    /// the layout it has). Free-form below the keys the dock uses, hence a map.
    Q_PROPERTY(QVariantMap savedState READ savedState NOTIFY savedStateChanged)

public:
    /// Delay between the last change of the layout and its write.
    static constexpr int kSaveDelayMs = 400;

    /// Registers the models on `hub`; neither pointer is owned, and both must outlive this.
    DashboardController(ProjectController *project, MonitorHub *hub, QObject *parent = nullptr);
    ~DashboardController() override;

    WorkerTableModel *workers() { return &m_workers; }
    RunLogModel *log() { return &m_log; }
    RunProgressModel *progress() { return &m_progress; }
    TaskStreamModel *taskStream() { return &m_taskStream; }
    BatchTuningModel *batchTuning() { return &m_batchTuning; }
    MemoryTimelineModel *memory() { return &m_memory; }
    TimeWindow *timeWindow() { return &m_timeWindow; }
    QVariantMap savedState() const { return m_savedState; }

    /// Remembers `state` as the open project's layout, written after kSaveDelayMs.
    Q_INVOKABLE void saveState(const QVariantMap &state);
    /// Writes a pending layout now; false when the write failed (the reason went to the log).
    Q_INVOKABLE bool flush();
    /// Reads the open project's layout from its store again (what opening a project does).
    Q_INVOKABLE void reload();

Q_SIGNALS:
    void savedStateChanged();
    /// The layout was written to `storePath`.
    void stateSaved(const QString &storePath);

private:
    /// `state` with the time window in it.
    QVariantMap withTimeWindow(QVariantMap state) const;
    /// Puts back the time window kept in `state` (or in an older layout's task stream panel).
    void restoreTimeWindow(const QVariantMap &state);
    void onRunChanged();

    ProjectController *m_project;
    MonitorHub *m_hub;
    WorkerTableModel m_workers;
    RunLogModel m_log;
    RunProgressModel m_progress;
    TaskStreamModel m_taskStream;
    BatchTuningModel m_batchTuning;
    MemoryTimelineModel m_memory;
    TimeWindow m_timeWindow;
    /// Set while the window is put back from the store: that is no edit to save.
    bool m_restoringWindow = false;
    /// A window restored with the project waits for the first past run shown.
    bool m_keepWindowForNextRun = false;
    /// The run the window was last reset for.
    qint64 m_windowRunId = -1;
    QVariantMap m_savedState;
    QString m_projectPath; ///< the project m_savedState belongs to

    // What saveState() was last given, with the store and project it was meant for: the
    // project may change before the timer fires.
    QVariantMap m_pending;
    QString m_pendingStore;
    QString m_pendingProject;
    QTimer m_saveTimer;
};

} // namespace weft::app
