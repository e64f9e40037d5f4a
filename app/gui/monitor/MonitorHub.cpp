#include "MonitorHub.h"

#include <algorithm>

namespace weft::app {

MonitorHub::MonitorHub(QObject *parent)
    : QObject(parent)
{}

void MonitorHub::addSink(MonitorSink *sink)
{
    if (std::find(m_sinks.begin(), m_sinks.end(), sink) == m_sinks.end())
        m_sinks.push_back(sink);
}

void MonitorHub::removeSink(MonitorSink *sink)
{
    m_sinks.erase(std::remove(m_sinks.begin(), m_sinks.end(), sink), m_sinks.end());
}

void MonitorHub::beginRun(const RunOutline &outline)
{
    m_outline = outline;
    m_hasRun = !outline.nodes.isEmpty();
    m_finished = false;
    for (MonitorSink *sink : m_sinks)
        sink->beginRun(m_outline);
    Q_EMIT runChanged();
}

void MonitorHub::appendEvents(std::span<const engine::Event> events)
{
    if (events.empty())
        return;
    for (MonitorSink *sink : m_sinks)
        sink->appendEvents(events);
}

void MonitorHub::appendMetrics(std::span<const MetricSample> samples)
{
    if (samples.empty())
        return;
    for (MonitorSink *sink : m_sinks)
        sink->appendMetrics(samples);
}

void MonitorHub::appendWorkers(std::span<const WorkerSample> samples)
{
    if (samples.empty())
        return;
    for (MonitorSink *sink : m_sinks)
        sink->appendWorkers(samples);
}

void MonitorHub::appendErrors(std::span<const NodeError> errors)
{
    if (errors.empty())
        return;
    for (MonitorSink *sink : m_sinks)
        sink->appendErrors(errors);
}

void MonitorHub::appendFigures(const QHash<QString, engine::NodeFigures> &figures)
{
    if (figures.isEmpty())
        return;
    for (MonitorSink *sink : m_sinks)
        sink->appendFigures(figures);
}

void MonitorHub::endRun(const RunEnding &ending)
{
    m_finished = true;
    for (MonitorSink *sink : m_sinks)
        sink->endRun(ending);
    Q_EMIT runChanged();
}

void MonitorHub::clear()
{
    beginRun({});
}

void MonitorHub::requestBatchTargets(const QString &nodeId, double lowerSeconds,
                                     double upperSeconds)
{
    if (lowerSeconds > 0 && upperSeconds >= lowerSeconds)
        Q_EMIT batchTargetsRequested(nodeId, lowerSeconds, upperSeconds);
}

} // namespace weft::app
