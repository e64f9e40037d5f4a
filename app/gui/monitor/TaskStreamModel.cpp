#include "TaskStreamModel.h"

#include <algorithm>

namespace weft::app {

using engine::EventType;

TaskStreamModel::TaskStreamModel(QObject *parent)
    : QObject(parent)
{}

void TaskStreamModel::beginRun(const RunOutline &outline)
{
    m_originNs = outline.originNs;
    m_endNs = 0;
    m_live = outline.live;
    m_nodeTitles.clear();
    for (const MonitorNode &node : outline.nodes)
        m_nodeTitles.append(node.title);
    m_lanes.clear();
    m_laneOfWorker.clear();
    m_start.clear();
    m_end.clear();
    m_task.clear();
    m_node.clear();
    m_lane.clear();
    m_state.clear();
    m_openBar.clear();
    m_queuedFrom.clear();
    Q_EMIT outlineChanged();
    Q_EMIT changed();
}

int TaskStreamModel::laneOf(int worker)
{
    if (std::size_t(worker) < m_laneOfWorker.size() && m_laneOfWorker[std::size_t(worker)] >= 0)
        return m_laneOfWorker[std::size_t(worker)];
    // Lanes stay in worker order: a new worker is slotted in and the lanes after it move down
    // by one (this happens at most once per worker).
    const auto at = std::lower_bound(m_lanes.begin(), m_lanes.end(), worker,
                                     [](const Lane &lane, int w) { return lane.worker < w; });
    const int lane = int(at - m_lanes.begin());
    m_lanes.insert(at, Lane{worker, {}, {}, {}});
    for (quint16 &barLane : m_lane) {
        if (barLane >= lane)
            ++barLane;
    }
    if (std::size_t(worker) >= m_laneOfWorker.size())
        m_laneOfWorker.resize(std::size_t(worker) + 1, -1);
    for (std::size_t i = 0; i < m_lanes.size(); ++i)
        m_laneOfWorker[std::size_t(m_lanes[i].worker)] = int(i);
    return lane;
}

void TaskStreamModel::closeBar(quint32 task, qint64 ns, BarState state)
{
    const auto it = m_openBar.find(task);
    if (it == m_openBar.end())
        return;
    const int bar = *it;
    m_openBar.erase(it);
    m_end[std::size_t(bar)] = ns;
    m_state[std::size_t(bar)] = state;
    // The running maximum of ends from this bar on: usually the lane's last bar, so O(1).
    Lane &lane = m_lanes[m_lane[std::size_t(bar)]];
    std::size_t pos = lane.bars.size();
    while (pos > 0 && lane.bars[pos - 1] != bar)
        --pos;
    if (pos == 0)
        return;
    for (std::size_t i = pos - 1; i < lane.bars.size(); ++i) {
        const qint64 before = i == 0 ? std::numeric_limits<qint64>::min() : lane.maxEnd[i - 1];
        lane.maxEnd[i] = std::max(before, m_end[std::size_t(lane.bars[i])]);
    }
}

void TaskStreamModel::queueBar(quint32 task, qint64 ns)
{
    const auto it = m_openBar.constFind(task);
    if (it == m_openBar.cend())
        return;
    // A resubmitted (preempted) job waits again: its wait runs from the first submission.
    if (!m_queuedFrom.contains(*it))
        m_queuedFrom.insert(*it, ns);
    m_state[std::size_t(*it)] = BarState::Queued;
}

void TaskStreamModel::restartBar(quint32 task, qint64 ns)
{
    const auto it = m_openBar.constFind(task);
    if (it == m_openBar.cend())
        return;
    const int bar = *it;
    m_state[std::size_t(bar)] = BarState::Running;
    Lane &lane = m_lanes[m_lane[std::size_t(bar)]];
    // The worker waiting for the job runs nothing else, so its bar is the lane's last and a
    // later start keeps the lane's starts sorted; any other bar stays as it is.
    if (lane.bars.empty() || lane.bars.back() != bar || ns < lane.starts.back())
        return;
    m_start[std::size_t(bar)] = ns;
    lane.starts.back() = ns;
}

void TaskStreamModel::appendEvents(std::span<const engine::Event> events)
{
    if (events.empty())
        return;
    for (const engine::Event &event : events) {
        const qint64 ns = event.ns - m_originNs;
        switch (event.type) {
        case EventType::TaskStarted: {
            closeBar(event.task, ns, BarState::Cancelled); // a restart without an end
            const int lane = laneOf(event.worker);
            const int bar = int(m_start.size());
            m_start.push_back(ns);
            m_end.push_back(kOpenEnd);
            m_task.push_back(event.task);
            m_node.push_back(event.node);
            m_lane.push_back(quint16(lane));
            m_state.push_back(BarState::Running);
            m_lanes[std::size_t(lane)].bars.push_back(bar);
            m_lanes[std::size_t(lane)].starts.push_back(ns);
            m_lanes[std::size_t(lane)].maxEnd.push_back(kOpenEnd);
            m_openBar.insert(event.task, bar);
            break;
        }
        case EventType::TaskSucceeded:
            closeBar(event.task, ns, BarState::Succeeded);
            break;
        case EventType::TaskFailed:
            closeBar(event.task, ns, BarState::Failed);
            break;
        case EventType::TaskCancelled:
            closeBar(event.task, ns, BarState::Cancelled);
            break;
        case EventType::JobSubmitted:
            queueBar(event.task, ns);
            break;
        case EventType::JobStarted:
            restartBar(event.task, ns);
            break;
        default:
            break;
        }
        m_endNs = std::max(m_endNs, ns);
    }
    Q_EMIT changed();
}

void TaskStreamModel::endRun(const RunEnding &ending)
{
    Q_UNUSED(ending)
    // Whatever still runs when the run ends was stopped with it.
    const QList<quint32> open = m_openBar.keys();
    for (quint32 task : open)
        closeBar(task, m_endNs, BarState::Cancelled);
    m_live = false;
    Q_EMIT outlineChanged();
    Q_EMIT changed();
}

QStringList TaskStreamModel::laneLabels() const
{
    QStringList labels;
    for (const Lane &lane : m_lanes)
        labels.append(tr("Worker %1").arg(lane.worker));
    return labels;
}

std::size_t TaskStreamModel::firstBarEndingAfter(int lane, qint64 ns) const
{
    const std::vector<qint64> &maxEnd = m_lanes[std::size_t(lane)].maxEnd;
    return std::size_t(std::lower_bound(maxEnd.begin(), maxEnd.end(), ns) - maxEnd.begin());
}

std::size_t TaskStreamModel::firstBarStartingFrom(int lane, std::size_t from, qint64 ns) const
{
    const std::vector<qint64> &starts = m_lanes[std::size_t(lane)].starts;
    return std::size_t(std::lower_bound(starts.begin() + qsizetype(from), starts.end(), ns) -
                       starts.begin());
}

int TaskStreamModel::barWorker(int bar) const
{
    return m_lanes[m_lane[std::size_t(bar)]].worker;
}

QString TaskStreamModel::barNodeTitle(int bar) const
{
    return m_nodeTitles.value(barNode(bar));
}

qreal TaskStreamModel::barSeconds(int bar) const
{
    const qint64 end = barEnd(bar) == kOpenEnd ? m_endNs : barEnd(bar);
    return qreal(end - barStart(bar)) / 1e9;
}

qreal TaskStreamModel::barQueuedSeconds(int bar) const
{
    const qint64 from = barQueuedFrom(bar);
    if (from < 0)
        return 0;
    // Still waiting: to the latest event; cancelled while waiting: to its end.
    qint64 until = barStart(bar);
    if (barState(bar) == BarState::Queued)
        until = m_endNs;
    else if (until < from)
        until = barEnd(bar) == kOpenEnd ? m_endNs : barEnd(bar);
    return qreal(std::max<qint64>(0, until - from)) / 1e9;
}

QString TaskStreamModel::barStateName(int bar) const
{
    switch (barState(bar)) {
    case BarState::Queued:
        return tr("queued");
    case BarState::Running:
        return tr("running");
    case BarState::Succeeded:
        return tr("succeeded");
    case BarState::Failed:
        return tr("failed");
    case BarState::Cancelled:
        return tr("cancelled");
    }
    return {};
}

int TaskStreamModel::barAt(int lane, qreal ns, qreal slackNs) const
{
    if (lane < 0 || lane >= laneCount())
        return -1;
    const std::vector<int> &bars = laneBars(lane);
    const qint64 from = qint64(ns - slackNs);
    int best = -1;
    qreal bestDistance = slackNs;
    for (std::size_t i = firstBarEndingAfter(lane, from); i < bars.size(); ++i) {
        const int bar = bars[i];
        const qreal start = qreal(barStart(bar));
        if (start > ns + slackNs)
            break;
        const qreal end = barEnd(bar) == kOpenEnd ? qreal(m_endNs) : qreal(barEnd(bar));
        if (ns >= start && ns <= end)
            return bar; // inside a bar: nothing is closer
        const qreal distance = ns < start ? start - ns : ns - end;
        if (distance <= bestDistance) {
            bestDistance = distance;
            best = bar;
        }
    }
    return best;
}

} // namespace weft::app
