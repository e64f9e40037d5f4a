#include "BatchTuningModel.h"

#include "MonitorHub.h"

#include <algorithm>

namespace weft::app {

using engine::EventType;

BatchTuningModel::BatchTuningModel(QObject *parent)
    : QObject(parent)
{}

void BatchTuningModel::setHub(MonitorHub *hub)
{
    if (hub == m_hub)
        return;
    m_hub = hub;
    Q_EMIT hubChanged();
}

void BatchTuningModel::beginRun(const RunOutline &outline)
{
    m_originNs = outline.originNs;
    m_endNs = 0;
    m_live = outline.live;
    m_series.clear();
    m_started.clear();
    m_seriesOfNode.assign(std::size_t(outline.nodes.size()), -1);
    for (int i = 0; i < outline.nodes.size(); ++i) {
        const MonitorNode &node = outline.nodes[i];
        if (!node.map)
            continue;
        m_seriesOfNode[std::size_t(i)] = int(m_series.size());
        Series series;
        series.id = node.id;
        series.title = node.title;
        series.planIndex = i;
        series.bandNs.push_back(0);
        series.lower.push_back(node.targetLowerSeconds);
        series.upper.push_back(node.targetUpperSeconds);
        m_series.push_back(std::move(series));
    }
    m_current = m_series.empty() ? -1 : 0;
    Q_EMIT outlineChanged();
    Q_EMIT currentChanged();
    Q_EMIT bandChanged();
    Q_EMIT changed();
}

void BatchTuningModel::appendEvents(std::span<const engine::Event> events)
{
    if (events.empty())
        return;
    for (const engine::Event &event : events) {
        const qint64 ns = event.ns - m_originNs;
        m_endNs = std::max(m_endNs, ns);
        if (event.node >= m_seriesOfNode.size() || m_seriesOfNode[event.node] < 0)
            continue;
        if (event.type == EventType::TaskStarted) {
            m_started.insert(event.task, ns);
        } else if (event.type == EventType::BatchFinished) {
            const auto started = m_started.find(event.task);
            if (started == m_started.end())
                continue;
            Series &series = m_series[std::size_t(m_seriesOfNode[event.node])];
            series.ns.push_back(ns);
            series.items.push_back(event.value);
            series.duration.push_back(ns - *started);
            series.maxItems = std::max(series.maxItems, event.value);
            series.maxDuration = std::max(series.maxDuration, ns - *started);
        } else if (event.type == EventType::TaskSucceeded || event.type == EventType::TaskFailed ||
                   event.type == EventType::TaskCancelled) {
            m_started.remove(event.task);
        }
    }
    Q_EMIT changed();
}

void BatchTuningModel::endRun(const RunEnding &ending)
{
    Q_UNUSED(ending)
    m_live = false;
    m_started.clear();
    Q_EMIT outlineChanged();
}

QStringList BatchTuningModel::nodeIds() const
{
    QStringList ids;
    for (const Series &series : m_series)
        ids.append(series.id);
    return ids;
}

QStringList BatchTuningModel::nodeTitles() const
{
    QStringList titles;
    for (const Series &series : m_series)
        titles.append(series.title);
    return titles;
}

void BatchTuningModel::setCurrentIndex(int index)
{
    if (index < 0 || index >= seriesCount() || index == m_current)
        return;
    m_current = index;
    Q_EMIT currentChanged();
    Q_EMIT bandChanged();
    Q_EMIT changed();
}

const BatchTuningModel::Series *BatchTuningModel::current() const
{
    return m_current < 0 ? nullptr : &m_series[std::size_t(m_current)];
}

QString BatchTuningModel::currentNodeId() const
{
    return current() ? current()->id : QString();
}

qreal BatchTuningModel::lowerSeconds() const
{
    return current() ? current()->lower.back() : 0;
}

qreal BatchTuningModel::upperSeconds() const
{
    return current() ? current()->upper.back() : 0;
}

int BatchTuningModel::batchCount() const
{
    return current() ? int(current()->ns.size()) : 0;
}

qint64 BatchTuningModel::lastSize() const
{
    return batchCount() > 0 ? current()->items.back() : 0;
}

qreal BatchTuningModel::lastSeconds() const
{
    return batchCount() > 0 ? qreal(current()->duration.back()) / 1e9 : 0;
}

bool BatchTuningModel::requestBand(qreal lowerSeconds, qreal upperSeconds)
{
    if (!m_live || m_current < 0 || !(lowerSeconds > 0) || upperSeconds < lowerSeconds)
        return false;
    Series &series = m_series[std::size_t(m_current)];
    series.bandNs.push_back(m_endNs);
    series.lower.push_back(lowerSeconds);
    series.upper.push_back(upperSeconds);
    if (m_hub)
        m_hub->requestBatchTargets(series.id, lowerSeconds, upperSeconds);
    Q_EMIT bandChanged();
    Q_EMIT changed();
    return true;
}

} // namespace weft::app
