#include "MemoryTimelineModel.h"

#include <algorithm>

namespace weft::app {

using engine::EventType;

MemoryTimelineModel::MemoryTimelineModel(QObject *parent)
    : QObject(parent)
    , m_held(new HeldDatasetListModel(this))
{}

void MemoryTimelineModel::beginRun(const RunOutline &outline)
{
    m_originNs = outline.originNs;
    m_nodeIds.clear();
    m_nodeTitles.clear();
    for (const MonitorNode &node : outline.nodes) {
        m_nodeIds.append(node.id);
        m_nodeTitles.append(node.title);
    }
    m_datasets = {};
    m_steps = {};
    m_open.clear();
    m_metrics.clear();
    m_endNs = 0;
    m_peakBytes = 0;
    m_peakStep = -1;
    m_releases = 0;
    m_maxRss = 0;
    m_followPeak = true;
    m_selectedStep = -1;
    m_selectedNs = 0;
    m_held->setRows({});
    Q_EMIT outlineChanged();
    Q_EMIT changed();
    Q_EMIT selectionChanged();
}

void MemoryTimelineModel::addStep(qint64 ns, int dataset, bool isRelease)
{
    const qint64 bytes = m_datasets.bytes[std::size_t(dataset)];
    const qint64 total = currentBytes() + (isRelease ? -bytes : bytes);
    m_steps.ns.push_back(ns);
    m_steps.total.push_back(total);
    m_steps.dataset.push_back(dataset);
    m_steps.release.push_back(isRelease);
    if (total > m_peakBytes) {
        m_peakBytes = total;
        m_peakStep = int(m_steps.ns.size()) - 1;
    }
}

void MemoryTimelineModel::release(quint32 task, qint64 ns)
{
    // A task's outputs go together: every dataset it still holds is released.
    const QList<int> datasets = m_open.values(task);
    m_open.remove(task);
    for (const int dataset : datasets) {
        m_datasets.releasedStep[std::size_t(dataset)] = int(m_steps.ns.size());
        addStep(ns, dataset, true);
        ++m_releases;
    }
}

void MemoryTimelineModel::appendEvents(std::span<const engine::Event> events)
{
    if (events.empty())
        return;
    const int peakBefore = m_peakStep;
    for (const engine::Event &event : events) {
        const qint64 ns = event.ns - m_originNs;
        m_endNs = std::max(m_endNs, ns);
        if (event.type == EventType::DatasetHeld) {
            const int dataset = int(m_datasets.task.size());
            m_datasets.task.push_back(event.task);
            m_datasets.node.push_back(event.node);
            m_datasets.bytes.push_back(event.value);
            m_datasets.heldStep.push_back(int(m_steps.ns.size()));
            m_datasets.releasedStep.push_back(kNotReleased);
            m_open.insert(event.task, dataset);
            addStep(ns, dataset, false);
        } else if (event.type == EventType::DatasetReleased) {
            release(event.task, ns);
        }
    }
    if (m_followPeak && m_peakStep != peakBefore) {
        m_selectedStep = m_peakStep;
        m_selectedNs = qint64(peakNs());
        refreshHeld();
        Q_EMIT selectionChanged();
    }
    Q_EMIT changed();
}

void MemoryTimelineModel::appendMetrics(std::span<const MetricSample> samples)
{
    if (samples.empty())
        return;
    for (MetricSample sample : samples) {
        sample.ns -= m_originNs;
        m_maxRss = std::max({m_maxRss, sample.rssBytes, sample.workersRssBytes});
        m_endNs = std::max(m_endNs, sample.ns);
        m_metrics.push_back(sample);
    }
    Q_EMIT changed();
}

qreal MemoryTimelineModel::peakNs() const
{
    return m_peakStep < 0 ? 0 : qreal(m_steps.ns[std::size_t(m_peakStep)]);
}

qint64 MemoryTimelineModel::selectedBytes() const
{
    return m_selectedStep < 0 ? 0 : m_steps.total[std::size_t(m_selectedStep)];
}

int MemoryTimelineModel::stepAt(qint64 ns) const
{
    const auto it = std::upper_bound(m_steps.ns.begin(), m_steps.ns.end(), ns);
    return int(it - m_steps.ns.begin()) - 1;
}

std::vector<HeldDatasetListModel::Row> MemoryTimelineModel::heldAt(int step) const
{
    std::vector<HeldDatasetListModel::Row> rows;
    if (step < 0)
        return rows;
    for (std::size_t i = 0; i < m_datasets.task.size(); ++i) {
        if (m_datasets.heldStep[i] > step)
            break; // datasets are kept in the order they were held
        if (m_datasets.releasedStep[i] <= step)
            continue;
        const int node = int(m_datasets.node[i]);
        rows.push_back({m_nodeIds.value(node), m_nodeTitles.value(node), node, m_datasets.task[i],
                        m_datasets.bytes[i]});
    }
    return rows;
}

void MemoryTimelineModel::refreshHeld()
{
    m_held->setRows(heldAt(m_selectedStep));
}

void MemoryTimelineModel::selectPeak()
{
    m_followPeak = true;
    m_selectedStep = m_peakStep;
    m_selectedNs = qint64(peakNs());
    refreshHeld();
    Q_EMIT selectionChanged();
}

void MemoryTimelineModel::selectTime(qreal ns)
{
    m_followPeak = false;
    m_selectedNs = qint64(ns);
    m_selectedStep = stepAt(m_selectedNs);
    refreshHeld();
    Q_EMIT selectionChanged();
}

} // namespace weft::app
