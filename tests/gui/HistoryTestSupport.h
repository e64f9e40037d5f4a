#pragma once

// What the history tests share: a small project of `work` nodes recorded by real `weft --run`s.
// Header-only; include from a QtTest executable after support/WeftCommand.h.

#include "MonitorSink.h"
#include "support/WeftCommand.h"

#include <QTemporaryDir>

#include <vector>

namespace weft::test {

/// source → (left, right) → join: four `work` nodes that sleep and hold memory, so a run records
/// tasks, dataset events and a release. Returns the project file.
inline QString writeWorkProject(const QTemporaryDir &dir)
{
    const QString file = dir.filePath(QStringLiteral("work.weft"));
    writeFile(file, R"({
  "format": 1, "project": {"name": "History test"}, "datasets": [],
  "nodes": [
    {"id": "source", "operator": "work", "title": "Source", "params": {"seconds": 0.05, "output_bytes": 200000}, "position": {"x": 0, "y": 0}},
    {"id": "left", "operator": "work", "params": {"seconds": 0.05, "output_bytes": 100000}, "position": {"x": 300, "y": 0}},
    {"id": "right", "operator": "work", "title": "Right", "params": {"seconds": 0.05, "output_bytes": 100000}, "position": {"x": 300, "y": 200}},
    {"id": "join", "operator": "work", "title": "Join", "params": {"seconds": 0.05}, "position": {"x": 600, "y": 0}}
  ],
  "edges": [
    {"from": "source.data", "to": "left.inputs"},
    {"from": "source.data", "to": "right.inputs"},
    {"from": "left.data", "to": "join.inputs"},
    {"from": "right.data", "to": "join.inputs"}
  ]
})");
    return file;
}

/// Runs the project with `weft --run … --quiet` and extra arguments; fails the test unless it
/// succeeds.
inline void recordRun(const QString &projectFile, const QStringList &extra = {})
{
    const WeftOutcome outcome = runWeft(
        QStringList{QStringLiteral("--run"), projectFile, QStringLiteral("--quiet")} + extra);
    QVERIFY2(outcome.exitCode == 0, qPrintable(outcome.err));
}

/// A monitor that remembers every call, in order, as a hub hands them on.
class RecordingSink : public app::MonitorSink
{
public:
    void beginRun(const app::RunOutline &run) override
    {
        calls.push_back('b');
        outline = run;
        events.clear();
        metrics.clear();
        ended = false;
    }
    void appendEvents(std::span<const engine::Event> batch) override
    {
        calls.push_back('e');
        events.insert(events.end(), batch.begin(), batch.end());
    }
    void appendMetrics(std::span<const app::MetricSample> batch) override
    {
        calls.push_back('m');
        metrics.insert(metrics.end(), batch.begin(), batch.end());
    }
    void endRun(const app::RunEnding &end) override
    {
        calls.push_back('x');
        ending = end;
        ended = true;
    }

    QByteArray calls; ///< b(eginRun), e(vents), m(etrics), x (endRun), in order
    app::RunOutline outline;
    std::vector<engine::Event> events; ///< since the last beginRun
    std::vector<app::MetricSample> metrics;
    app::RunEnding ending;
    bool ended = false;
};

} // namespace weft::test
