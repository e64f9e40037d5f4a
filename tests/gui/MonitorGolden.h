#pragma once

// Recorded runs for the monitor's tests: golden event streams under tests/data/gui/monitor/,
// written from real `weft --run` recordings by record_golden.py there, and fed to a MonitorHub
// the way a live run or a replay feeds it.

#include "MonitorHub.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <algorithm>
#include <limits>
#include <span>
#include <vector>

namespace weft::test {

struct GoldenRun
{
    app::RunOutline outline;
    std::vector<engine::Event> events;
    std::vector<app::MetricSample> metrics;
    app::RunEnding ending;
};

/// Reads tests/data/gui/monitor/`name`.json; fails the calling test when it cannot.
inline void readGolden(const QString &name, GoldenRun *run)
{
    QFile file(QStringLiteral(WEFT_TEST_DATA "/gui/monitor/") + name + QStringLiteral(".json"));
    QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.fileName()));
    const QJsonObject root = QJsonDocument::fromJson(file.readAll()).object();
    const QJsonObject outline = root.value(QStringLiteral("outline")).toObject();
    QVERIFY(!outline.isEmpty());
    run->outline.backend = outline.value(QStringLiteral("backend")).toString();
    run->outline.workers = outline.value(QStringLiteral("workers")).toInt();
    run->outline.originNs = 0;
    run->outline.live = false;
    for (const QJsonValue &value : outline.value(QStringLiteral("nodes")).toArray()) {
        const QJsonObject node = value.toObject();
        app::MonitorNode entry;
        entry.id = node.value(QStringLiteral("id")).toString();
        entry.operatorId = node.value(QStringLiteral("operator")).toString();
        entry.title = node.value(QStringLiteral("title")).toString();
        entry.map = node.value(QStringLiteral("map")).toBool();
        run->outline.nodes.append(entry);
    }
    for (const QJsonValue &value : outline.value(QStringLiteral("dependencies")).toArray()) {
        const QJsonArray pair = value.toArray();
        run->outline.dependencies.append({pair.at(0).toInt(), pair.at(1).toInt()});
    }
    for (const QJsonValue &value : root.value(QStringLiteral("events")).toArray()) {
        const QJsonArray e = value.toArray();
        engine::Event event;
        event.ns = e.at(0).toInteger();
        event.type = engine::EventType(e.at(1).toInt());
        event.task = quint32(e.at(2).toInteger());
        event.node = quint32(e.at(3).toInteger());
        event.worker = quint16(e.at(4).toInt());
        event.value = e.at(5).toInteger();
        run->events.push_back(event);
    }
    for (const QJsonValue &value : root.value(QStringLiteral("metrics")).toArray()) {
        const QJsonArray m = value.toArray();
        run->metrics.push_back({.ns = m.at(0).toInteger(),
                                .bytesHeld = m.at(1).toInteger(),
                                .shmBytes = m.at(2).toInteger(),
                                .rssBytes = m.at(3).toInteger(),
                                .workersRssBytes = m.at(4).toInteger(),
                                .cpuNs = m.at(5).toInteger(),
                                .running = m.at(6).toInt(),
                                .ready = m.at(7).toInt()});
    }
    const QJsonObject ending = root.value(QStringLiteral("ending")).toObject();
    run->ending.status = ending.value(QStringLiteral("status")).toString();
    const QJsonObject errors = ending.value(QStringLiteral("errors")).toObject();
    for (auto it = errors.begin(); it != errors.end(); ++it)
        run->ending.errors.insert(it.key(), it.value().toString());
    const QJsonObject states = ending.value(QStringLiteral("states")).toObject();
    for (auto it = states.begin(); it != states.end(); ++it)
        run->ending.states.insert(it.key(), it.value().toString());
    QVERIFY(!run->events.empty());
}

/// Feeds `run` to `hub`: the outline, then the events up to `untilNs` in calls of at most
/// `chunk` events with the metrics of the same time between them, then the ending when every
/// event was delivered.
inline void feed(app::MonitorHub &hub, const GoldenRun &run, std::size_t chunk = 64,
                 qint64 untilNs = std::numeric_limits<qint64>::max())
{
    hub.beginRun(run.outline);
    std::size_t metric = 0;
    std::size_t at = 0;
    while (at < run.events.size() && run.events[at].ns <= untilNs) {
        std::size_t end = std::min(at + chunk, run.events.size());
        while (end > at && run.events[end - 1].ns > untilNs)
            --end;
        hub.appendEvents(std::span(run.events).subspan(at, end - at));
        at = end;
        const qint64 reached = run.events[at - 1].ns;
        const std::size_t from = metric;
        while (metric < run.metrics.size() && run.metrics[metric].ns <= reached)
            ++metric;
        hub.appendMetrics(std::span(run.metrics).subspan(from, metric - from));
    }
    if (at == run.events.size()) {
        hub.appendMetrics(std::span(run.metrics).subspan(metric));
        hub.endRun(run.ending);
    }
}

} // namespace weft::test
