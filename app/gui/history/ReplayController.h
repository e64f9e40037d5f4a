#pragma once

#include "ReplayLoader.h"

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>
#include <QtQml/qqmlregistration.h>

#include <memory>

namespace weft::app {

class MonitorHub;

/// Plays a past run into the monitor: the time slider under the window's header. At position
/// t the hub has seen the run's outline, every event, error, metrics and worker sample up to
/// t, and, at the run's end, its ending; so every monitor model shows the run as it was at t.
///
/// Moving forward hands the hub only what lies between the old and the new position; moving
/// back starts the run over (beginRun) and feeds it up to the new position. seek() from the
/// slider is throttled to the monitor's frame rate; setPosition() applies at once. Playing
/// advances the position on a timer, so that a run plays in a few seconds whatever its length.
///
/// A live run that begins on the hub ends the replay (the hub is the live run's then). Lives
/// on the GUI thread; owned by HistoryController.
class ReplayController : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The history creates the replay")
    Q_PROPERTY(bool active READ isActive NOTIFY activeChanged)
    Q_PROPERTY(int runId READ runIdValue NOTIFY activeChanged) // QML has no 64-bit integer
    Q_PROPERTY(QString status READ status NOTIFY activeChanged)
    Q_PROPERTY(double durationMs READ durationMs NOTIFY activeChanged)
    Q_PROPERTY(double positionMs READ positionMs NOTIFY positionChanged)
    Q_PROPERTY(QString positionText READ positionText NOTIFY positionChanged)
    Q_PROPERTY(bool playing READ isPlaying NOTIFY playingChanged)
    Q_PROPERTY(double speed READ speed NOTIFY activeChanged)

public:
    explicit ReplayController(MonitorHub *hub, QObject *parent = nullptr);
    ~ReplayController() override;

    /// Shows `data` at its end (the whole run, ended), replacing any replay open before.
    void open(std::shared_ptr<const ReplayData> data);
    /// Ends the replay and clears the monitor.
    Q_INVOKABLE void close();

    bool isActive() const { return m_data != nullptr; }
    qint64 runId() const { return m_data ? m_data->run.id : 0; }
    int runIdValue() const { return int(runId()); }
    QString status() const { return m_data ? m_data->run.status : QString(); }
    qint64 durationNs() const { return m_data ? m_data->durationNs : 0; }
    double durationMs() const { return double(durationNs()) / 1e6; }
    qint64 positionNs() const { return m_positionNs; }
    double positionMs() const { return double(m_positionNs) / 1e6; }
    /// "1.25 s / 3.40 s".
    QString positionText() const;
    bool isPlaying() const { return m_play.isActive(); }
    /// How many times faster than the run itself the replay plays.
    double speed() const;

    /// Moves to `ns` after the run's start (clamped to the run) and feeds the hub now.
    void setPosition(qint64 ns);
    /// Moves the slider to `ms`; the hub follows at most every frame while it is dragged.
    Q_INVOKABLE void seek(double ms);
    Q_INVOKABLE void play();
    Q_INVOKABLE void pause();
    Q_INVOKABLE void togglePlaying();
    /// Shows the whole run, ended.
    Q_INVOKABLE void toEnd() { setPosition(durationNs()); }

    const ReplayData *data() const { return m_data.get(); }

Q_SIGNALS:
    void activeChanged();
    void positionChanged();
    void playingChanged();

private:
    void feed(qint64 ns);
    void advance();
    void stopPlaying();
    /// A live run or a clear() took the hub over: the replay is gone.
    void followHub();

    MonitorHub *m_hub;
    std::shared_ptr<const ReplayData> m_data;
    qint64 m_positionNs = 0; ///< what the slider shows
    qint64 m_fedNs = -1;     ///< what the hub has seen; -1 nothing of this replay yet
    std::size_t m_eventCursor = 0;
    std::size_t m_metricCursor = 0;
    std::size_t m_workerCursor = 0;
    std::size_t m_errorCursor = 0;
    bool m_ended = false;
    bool m_feeding = false; ///< the hub's runChanged during feed() is ours
    QTimer m_throttle;
    QTimer m_play;
    QElapsedTimer m_playClock;
};

} // namespace weft::app
