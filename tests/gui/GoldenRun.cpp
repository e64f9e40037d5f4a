#include "GoldenRun.h"

#include "support/TestPaths.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

#include <algorithm>
#include <span>

namespace weft::test {

namespace {

app::RunOutline readOutline(const QJsonObject &outline)
{
    app::RunOutline result;
    result.backend = outline.value(QStringLiteral("backend")).toString();
    result.workers = outline.value(QStringLiteral("workers")).toInt();
    result.originNs = 0;
    result.live = false;
    for (const QJsonValue &value : outline.value(QStringLiteral("nodes")).toArray()) {
        const QJsonObject node = value.toObject();
        app::MonitorNode entry;
        entry.id = node.value(QStringLiteral("id")).toString();
        entry.operatorId = node.value(QStringLiteral("operator")).toString();
        entry.title = node.value(QStringLiteral("title")).toString();
        entry.map = node.value(QStringLiteral("map")).toBool();
        // Only the charts' golden has the bands; elsewhere they stay 0 as for a plain node.
        entry.targetLowerSeconds = node.value(QStringLiteral("lower")).toDouble();
        entry.targetUpperSeconds = node.value(QStringLiteral("upper")).toDouble();
        result.nodes.append(entry);
    }
    for (const QJsonValue &value : outline.value(QStringLiteral("dependencies")).toArray()) {
        const QJsonArray pair = value.toArray();
        result.dependencies.append({pair.at(0).toInt(), pair.at(1).toInt()});
    }
    return result;
}

/// [ns, type, task, node, worker, value], as record_golden.py writes an engine::Event.
engine::Event readEvent(const QJsonArray &e)
{
    engine::Event event;
    event.ns = e.at(0).toInteger();
    event.type = engine::EventType(e.at(1).toInt());
    event.task = quint32(e.at(2).toInteger());
    event.node = quint32(e.at(3).toInteger());
    event.worker = quint16(e.at(4).toInt());
    event.value = e.at(5).toInteger();
    return event;
}

/// [ns, bytes_held, shm_bytes, rss_bytes, workers_rss_bytes, cpu_ns, running, ready]: a row
/// of the store's `metrics`.
app::MetricSample readMetric(const QJsonArray &m)
{
    return {.ns = m.at(0).toInteger(),
            .bytesHeld = m.at(1).toInteger(),
            .shmBytes = m.at(2).toInteger(),
            .rssBytes = m.at(3).toInteger(),
            .workersRssBytes = m.at(4).toInteger(),
            .cpuNs = m.at(5).toInteger(),
            .running = m.at(6).toInt(),
            .ready = m.at(7).toInt()};
}

app::RunEnding readEnding(const QJsonObject &ending)
{
    // The charts' golden keeps no ending: its run succeeded.
    if (ending.isEmpty())
        return {QStringLiteral("succeeded"), {}, {}};
    app::RunEnding result;
    result.status = ending.value(QStringLiteral("status")).toString();
    const QJsonObject errors = ending.value(QStringLiteral("errors")).toObject();
    for (auto it = errors.begin(); it != errors.end(); ++it)
        result.errors.insert(it.key(), it.value().toString());
    const QJsonObject states = ending.value(QStringLiteral("states")).toObject();
    for (auto it = states.begin(); it != states.end(); ++it)
        result.states.insert(it.key(), it.value().toString());
    return result;
}

} // namespace

void readGolden(const QString &name, GoldenRun *run)
{
    QFile file(weft::test::testDataPath(u"gui/") + name + QStringLiteral(".json"));
    QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.fileName()));
    QJsonParseError error;
    const QJsonObject root = QJsonDocument::fromJson(file.readAll(), &error).object();
    QVERIFY2(error.error == QJsonParseError::NoError,
             qPrintable(file.fileName() + QStringLiteral(": ") + error.errorString()));
    const QJsonObject outline = root.value(QStringLiteral("outline")).toObject();
    QVERIFY2(!outline.isEmpty(), qPrintable(file.fileName()));
    run->outline = readOutline(outline);
    for (const QJsonValue &value : root.value(QStringLiteral("events")).toArray())
        run->events.push_back(readEvent(value.toArray()));
    for (const QJsonValue &value : root.value(QStringLiteral("metrics")).toArray())
        run->metrics.push_back(readMetric(value.toArray()));
    run->ending = readEnding(root.value(QStringLiteral("ending")).toObject());
    run->expected = root.value(QStringLiteral("expected")).toObject();
    QVERIFY2(!run->events.empty(), qPrintable(file.fileName()));
    // Each golden is checked against something: its recorded ending or the figures.
    QVERIFY2(root.contains(QStringLiteral("ending")) || !run->expected.isEmpty(),
             qPrintable(file.fileName()));
}

void GoldenRun::feed(app::MonitorHub &hub, const FeedOptions &options) const
{
    const std::size_t chunk = std::max<std::size_t>(options.chunk, 1);
    hub.beginRun(outline);
    std::size_t metric = 0;
    std::size_t at = 0;
    while (at < events.size() && events[at].ns <= options.untilNs) {
        std::size_t end = std::min(at + chunk, events.size());
        while (end > at && events[end - 1].ns > options.untilNs)
            --end;
        hub.appendEvents(std::span(events).subspan(at, end - at));
        at = end;
        const qint64 reached = events[at - 1].ns;
        const std::size_t from = metric;
        while (metric < metrics.size() && metrics[metric].ns <= reached)
            ++metric;
        hub.appendMetrics(std::span(metrics).subspan(from, metric - from));
    }
    if (at < events.size())
        return; // cut at untilNs: the run is still going
    hub.appendMetrics(std::span(metrics).subspan(metric));
    if (options.end)
        hub.endRun(ending);
}

std::vector<engine::Event> syntheticStream(int tasks, int workers, int nodes, qint64 taskNs)
{
    std::vector<engine::Event> events;
    events.reserve(std::size_t(tasks) * 2);
    for (int task = 0; task < tasks; ++task) {
        const int worker = task % workers;
        const qint64 start = qint64(task / workers) * taskNs;
        engine::Event started;
        started.ns = start;
        started.type = engine::EventType::TaskStarted;
        started.task = quint32(task);
        started.node = quint32(task % nodes);
        started.worker = quint16(worker);
        events.push_back(started);
        engine::Event done = started;
        done.ns = start + taskNs - taskNs / 10;
        done.type = engine::EventType::TaskSucceeded;
        events.push_back(done);
    }
    std::stable_sort(events.begin(), events.end(),
                     [](const engine::Event &a, const engine::Event &b) { return a.ns < b.ns; });
    return events;
}

} // namespace weft::test
