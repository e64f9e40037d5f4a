#pragma once

// The chart panels' recorded run: tests/data/gui/charts/charts_run.json, written from a real
// `weft --run` of charts_run.weft by record_golden.py beside it, with the figures the models
// must derive (computed there, in Python, independently of the models).

#include "MonitorHub.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <algorithm>
#include <span>
#include <vector>

namespace weft::test {

struct ChartsGolden
{
    app::RunOutline outline;
    std::vector<engine::Event> events;
    std::vector<app::MetricSample> metrics;
    QJsonObject expected;

    /// Hands the run to `hub` as a live run does: events in calls of at most `chunk`, metrics
    /// as their time comes, then the end.
    void feed(app::MonitorHub &hub, std::size_t chunk = 64, bool end = true) const
    {
        hub.beginRun(outline);
        std::size_t metric = 0;
        for (std::size_t at = 0; at < events.size(); at += chunk) {
            const std::size_t count = std::min(chunk, events.size() - at);
            hub.appendEvents(std::span<const engine::Event>(events).subspan(at, count));
            const qint64 last = events[at + count - 1].ns;
            std::size_t until = metric;
            while (until < metrics.size() && metrics[until].ns <= last)
                ++until;
            hub.appendMetrics(
                std::span<const app::MetricSample>(metrics).subspan(metric, until - metric));
            metric = until;
        }
        hub.appendMetrics(
            std::span<const app::MetricSample>(metrics).subspan(metric, metrics.size() - metric));
        if (end)
            hub.endRun({QStringLiteral("succeeded"), {}, {}});
    }
};

inline qint64 integer(const QJsonValue &value)
{
    return value.toInteger();
}

/// Reads the golden run; fails the calling test when it cannot.
inline void readChartsGolden(ChartsGolden *run)
{
    QFile file(QStringLiteral(WEFT_TEST_DATA "/gui/charts/charts_run.json"));
    QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.fileName()));
    const QJsonObject root = QJsonDocument::fromJson(file.readAll()).object();
    const QJsonObject outline = root.value(QStringLiteral("outline")).toObject();
    QVERIFY(!outline.isEmpty());
    run->outline.backend = outline.value(QStringLiteral("backend")).toString();
    run->outline.workers = outline.value(QStringLiteral("workers")).toInt();
    run->outline.originNs = 0;
    run->outline.live = true;
    for (const QJsonValue &value : outline.value(QStringLiteral("nodes")).toArray()) {
        const QJsonObject node = value.toObject();
        app::MonitorNode entry;
        entry.id = node.value(QStringLiteral("id")).toString();
        entry.operatorId = node.value(QStringLiteral("operator")).toString();
        entry.title = node.value(QStringLiteral("title")).toString();
        entry.map = node.value(QStringLiteral("map")).toBool();
        entry.targetLowerSeconds = node.value(QStringLiteral("lower")).toDouble();
        entry.targetUpperSeconds = node.value(QStringLiteral("upper")).toDouble();
        run->outline.nodes.append(entry);
    }
    for (const QJsonValue &value : outline.value(QStringLiteral("dependencies")).toArray()) {
        const QJsonArray pair = value.toArray();
        run->outline.dependencies.append({pair.at(0).toInt(), pair.at(1).toInt()});
    }
    for (const QJsonValue &value : root.value(QStringLiteral("events")).toArray()) {
        const QJsonArray e = value.toArray();
        engine::Event event;
        event.ns = integer(e.at(0));
        event.type = engine::EventType(e.at(1).toInt());
        event.task = quint32(integer(e.at(2)));
        event.node = quint32(integer(e.at(3)));
        event.worker = quint16(e.at(4).toInt());
        event.value = integer(e.at(5));
        run->events.push_back(event);
    }
    for (const QJsonValue &value : root.value(QStringLiteral("metrics")).toArray()) {
        const QJsonArray m = value.toArray();
        app::MetricSample sample;
        sample.ns = integer(m.at(0));
        sample.bytesHeld = integer(m.at(1));
        sample.shmBytes = integer(m.at(2));
        sample.rssBytes = integer(m.at(3));
        sample.workersRssBytes = integer(m.at(4));
        sample.cpuNs = integer(m.at(5));
        sample.running = m.at(6).toInt();
        sample.ready = m.at(7).toInt();
        run->metrics.push_back(sample);
    }
    run->expected = root.value(QStringLiteral("expected")).toObject();
    QVERIFY(!run->events.empty());
    QVERIFY(!run->expected.isEmpty());
}

/// A synthetic stream of `tasks` tasks over `workers` workers and `nodes` nodes, each task
/// `taskNs` long back to back on its worker: for the 100,000-task frame figures.
inline std::vector<engine::Event> syntheticStream(int tasks, int workers, int nodes, qint64 taskNs)
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
