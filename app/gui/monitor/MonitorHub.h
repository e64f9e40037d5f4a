#pragma once

#include "models/MonitorSink.h"

#include <QObject>
#include <QtQml/qqmlregistration.h>

#include <vector>

namespace weft::app {

/// The one place a run's monitoring passes through, on the GUI thread: the run controller (a
/// live run) or the history (a replay) feeds it, and it hands every call on to each sink in the
/// order they were added (the canvas's node states, the dashboard's models). QML sees it as the
/// window's `monitor` property: whether a run is shown, and whether it is live.
///
/// Sinks are not owned and must outlive the hub or be removed first.
class MonitorHub : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The window creates the monitor hub")
    Q_PROPERTY(bool hasRun READ hasRun NOTIFY runChanged)
    Q_PROPERTY(bool live READ isLive NOTIFY runChanged)
    Q_PROPERTY(bool finished READ isFinished NOTIFY runChanged)
    Q_PROPERTY(qint64 runId READ runId NOTIFY runChanged)

public:
    explicit MonitorHub(QObject *parent = nullptr);

    void addSink(MonitorSink *sink);
    void removeSink(MonitorSink *sink);

    void beginRun(const RunOutline &outline);
    void appendEvents(std::span<const engine::Event> events);
    void appendMetrics(std::span<const MetricSample> samples);
    void appendWorkers(std::span<const WorkerSample> samples);
    void appendErrors(std::span<const NodeError> errors);
    void appendFigures(const QHash<QString, engine::NodeFigures> &figures);
    void endRun(const RunEnding &ending);
    /// Forgets the run shown: every sink gets an empty outline.
    Q_INVOKABLE void clear();

    bool hasRun() const { return m_hasRun; }
    bool isLive() const { return m_outline.live && m_hasRun; }
    bool isFinished() const { return m_finished; }
    qint64 runId() const { return m_outline.runId; }
    const RunOutline &outline() const { return m_outline; }

Q_SIGNALS:
    void runChanged();
    /// A panel asks for new auto-batching targets of map node `nodeId` in the live run; the
    /// run controller applies them (engine::GraphRunner::setBatchTargets).
    void batchTargetsRequested(const QString &nodeId, double lowerSeconds, double upperSeconds);

public:
    /// For QML panels: see batchTargetsRequested().
    Q_INVOKABLE void requestBatchTargets(const QString &nodeId, double lowerSeconds,
                                         double upperSeconds);

private:
    std::vector<MonitorSink *> m_sinks;
    RunOutline m_outline;
    bool m_hasRun = false;
    bool m_finished = false;
};

} // namespace weft::app
