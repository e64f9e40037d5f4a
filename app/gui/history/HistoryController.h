#pragma once

#include "ReplayController.h"
#include "RunCompareModel.h"
#include "RunHistoryModel.h"

#include <QFutureWatcher>
#include <QObject>
#include <QPointer>
#include <QtQml/qqmlregistration.h>

#include <memory>

namespace weft::engine {
struct Project;
}

namespace weft::app {

class MonitorHub;
class ProjectController;

/// The history panel's state: the open project's recorded runs (RunHistoryModel), the replay
/// of one of them in the monitor (ReplayController) and the comparison of two (RunCompareModel).
///
/// The runs come from the project's run store: `settings.store` (relative to the project's
/// folder) or `.weft/runs.sqlite` beside it, as `weft --history` reads it. The list is read
/// again when the project is opened or saved elsewhere and when a live run on the monitor
/// starts or ends. A project opened shows its newest run in the monitor, replayed to its end,
/// unless the monitor shows a live run. Opening a run reads it on the thread pool (a big run holds
/// millions of events) and then replays it to its end; opening one while a live run goes is refused
/// (the monitor shows that run), and a live run that starts ends the replay.
///
/// Created by MainWindow; lives on the GUI thread, which all its signals arrive on.
class HistoryController : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The window creates the history")
    Q_PROPERTY(weft::app::RunHistoryModel *runs READ runs CONSTANT)
    Q_PROPERTY(weft::app::ReplayController *replay READ replay CONSTANT)
    Q_PROPERTY(weft::app::RunCompareModel *comparison READ comparison CONSTANT)
    Q_PROPERTY(QString storePath READ storePath NOTIFY refreshed)
    Q_PROPERTY(QString emptyText READ emptyText NOTIFY refreshed)
    Q_PROPERTY(bool loading READ isLoading NOTIFY loadingChanged)
    Q_PROPERTY(QString errorText READ errorText NOTIFY errorTextChanged)

public:
    HistoryController(ProjectController *project, MonitorHub *hub, QObject *parent = nullptr);
    ~HistoryController() override;

    RunHistoryModel *runs() { return &m_runs; }
    ReplayController *replay() { return &m_replay; }
    RunCompareModel *comparison() { return &m_comparison; }
    QString storePath() const { return m_storePath; }
    /// Why the list is empty, for the panel; "" when it is not.
    QString emptyText() const;
    bool isLoading() const { return m_loading; }
    QString errorText() const { return m_errorText; }

    /// Reads the run list again.
    Q_INVOKABLE void refresh();
    /// Reads run `id` in the background and replays it to its end; errors go to errorText.
    Q_INVOKABLE void openRun(qint64 id);
    /// The same on this thread, for the screenshot command and tests: false with `error` set.
    bool openRunNow(qint64 id, QString *error);
    Q_INVOKABLE void closeReplay();
    /// Compares the two selected runs (the first chosen as A); false, with errorText, unless
    /// two are selected and both can be read.
    Q_INVOKABLE bool compareSelected();
    /// Compares run `a` with run `b`.
    bool compare(qint64 a, qint64 b, QString *error);
    Q_INVOKABLE void clearError();

Q_SIGNALS:
    void refreshed();
    void loadingChanged();
    void errorTextChanged();
    /// The comparison model holds a new pair of runs: the panel shows it.
    void compareReady();

private:
    struct Loaded
    {
        std::shared_ptr<const ReplayData> data;
        QString error;
        quint64 request = 0;
    };

    /// Refuses while a live run goes; false with `error` set.
    bool canReplay(QString *error) const;
    void loaded();
    void setError(const QString &message);
    void setLoading(bool loading);
    void projectChanged();
    /// Replays the newest run of the project just opened, when the monitor is free.
    void showLatest();
    void monitorChanged();

    QPointer<ProjectController> m_project;
    MonitorHub *m_hub;
    RunHistoryModel m_runs;
    RunCompareModel m_comparison;
    ReplayController m_replay;
    QString m_storePath;
    QString m_projectFile;
    QString m_errorText;
    bool m_loading = false;
    quint64 m_request = 0;
    QFutureWatcher<Loaded> m_watcher;
};

} // namespace weft::app
