#include "ReplayController.h"

#include "monitor/MonitorHub.h"

#include <QLocale>

#include <algorithm>

namespace weft::app {

namespace {

constexpr int kFrameMs = 33; ///< the monitor's frame: at most 30 updates a second
/// A replay plays in this time at least and at most (a short run is slowed down, a long one
/// sped up), so that it can be watched.
constexpr qint64 kShortestPlayNs = 4'000'000'000;
constexpr qint64 kLongestPlayNs = 12'000'000'000;

QString seconds(qint64 ns)
{
    return QLocale().toString(double(ns) / 1e9, 'f', 2);
}

/// The items of `items` (sorted by `ns`) from `cursor` up to time `limit`; moves the cursor
/// past them.
template<typename T>
std::span<const T> upTo(const std::vector<T> &items, qint64 limit, std::size_t &cursor)
{
    const auto end = std::upper_bound(items.begin() + qint64(cursor), items.end(), limit,
                                      [](qint64 t, const T &item) { return t < item.ns; });
    const std::size_t stop = std::size_t(end - items.begin());
    const std::span<const T> taken = std::span(items).subspan(cursor, stop - cursor);
    cursor = stop;
    return taken;
}

} // namespace

ReplayController::ReplayController(MonitorHub *hub, QObject *parent)
    : QObject(parent)
    , m_hub(hub)
{
    m_throttle.setSingleShot(true);
    m_throttle.setInterval(kFrameMs);
    connect(&m_throttle, &QTimer::timeout, this, [this] { feed(m_positionNs); });
    m_play.setInterval(kFrameMs);
    connect(&m_play, &QTimer::timeout, this, &ReplayController::advance);
    connect(m_hub, &MonitorHub::runChanged, this, &ReplayController::followHub);
}

ReplayController::~ReplayController() = default;

void ReplayController::open(std::shared_ptr<const ReplayData> data)
{
    stopPlaying();
    m_throttle.stop();
    m_data = std::move(data);
    m_fedNs = -1;
    Q_EMIT activeChanged();
    setPosition(durationNs());
}

void ReplayController::close()
{
    if (!m_data)
        return;
    stopPlaying();
    m_throttle.stop();
    m_data.reset();
    m_fedNs = -1;
    m_positionNs = 0;
    m_feeding = true;
    m_hub->clear();
    m_feeding = false;
    Q_EMIT activeChanged();
    Q_EMIT positionChanged();
}

QString ReplayController::positionText() const
{
    //: Replay position: "1.25 s / 3.40 s".
    return tr("%1 s / %2 s").arg(seconds(m_positionNs), seconds(durationNs()));
}

double ReplayController::speed() const
{
    const qint64 duration = durationNs();
    if (duration <= 0)
        return 1;
    return double(duration) / double(std::clamp(duration, kShortestPlayNs, kLongestPlayNs));
}

void ReplayController::setPosition(qint64 ns)
{
    if (!m_data)
        return;
    m_throttle.stop();
    m_positionNs = std::clamp<qint64>(ns, 0, durationNs());
    feed(m_positionNs);
    Q_EMIT positionChanged();
}

void ReplayController::seek(double ms)
{
    if (!m_data)
        return;
    m_positionNs = std::clamp<qint64>(qint64(ms * 1e6), 0, durationNs());
    Q_EMIT positionChanged();
    if (!m_throttle.isActive())
        m_throttle.start();
}

void ReplayController::feed(qint64 ns)
{
    if (!m_data || ns == m_fedNs)
        return;
    m_feeding = true;
    if (m_fedNs < 0 || ns < m_fedNs) {
        m_hub->beginRun(m_data->outline);
        m_eventCursor = 0;
        m_metricCursor = 0;
        m_workerCursor = 0;
        m_errorCursor = 0;
        m_ended = false;
    }
    const qint64 limit = m_data->outline.originNs + ns;
    const std::vector<engine::Event> &events = m_data->events;
    const auto eventEnd =
        std::upper_bound(events.begin() + qint64(m_eventCursor), events.end(), limit,
                         [](qint64 t, const engine::Event &event) { return t < event.ns; });
    const std::size_t eventStop = std::size_t(eventEnd - events.begin());
    m_hub->appendEvents(std::span(events).subspan(m_eventCursor, eventStop - m_eventCursor));
    m_eventCursor = eventStop;
    m_hub->appendErrors(upTo(m_data->errors, limit, m_errorCursor));

    const std::vector<MetricSample> &metrics = m_data->metrics;
    const auto metricEnd =
        std::upper_bound(metrics.begin() + qint64(m_metricCursor), metrics.end(), limit,
                         [](qint64 t, const MetricSample &sample) { return t < sample.ns; });
    const std::size_t metricStop = std::size_t(metricEnd - metrics.begin());
    m_hub->appendMetrics(std::span(metrics).subspan(m_metricCursor, metricStop - m_metricCursor));
    m_metricCursor = metricStop;
    m_hub->appendWorkers(upTo(m_data->workers, limit, m_workerCursor));

    if (ns >= m_data->durationNs && !m_ended) {
        m_hub->endRun(m_data->ending);
        m_ended = true;
    }
    m_fedNs = ns;
    m_feeding = false;
}

void ReplayController::play()
{
    if (!m_data || m_play.isActive())
        return;
    if (m_positionNs >= durationNs())
        setPosition(0);
    m_playClock.start();
    m_play.start();
    Q_EMIT playingChanged();
}

void ReplayController::pause()
{
    stopPlaying();
}

void ReplayController::togglePlaying()
{
    if (isPlaying())
        pause();
    else
        play();
}

void ReplayController::advance()
{
    const qint64 elapsedNs = m_playClock.nsecsElapsed();
    m_playClock.restart();
    setPosition(m_positionNs + qint64(double(elapsedNs) * speed()));
    if (m_positionNs >= durationNs())
        stopPlaying();
}

void ReplayController::stopPlaying()
{
    if (!m_play.isActive())
        return;
    m_play.stop();
    Q_EMIT playingChanged();
}

void ReplayController::followHub()
{
    // Someone else's beginRun (a live run) or clear() took the monitor over.
    if (m_feeding || !m_data || (!m_hub->isLive() && m_hub->hasRun()))
        return;
    stopPlaying();
    m_throttle.stop();
    m_data.reset();
    m_fedNs = -1;
    m_positionNs = 0;
    Q_EMIT activeChanged();
    Q_EMIT positionChanged();
}

} // namespace weft::app
