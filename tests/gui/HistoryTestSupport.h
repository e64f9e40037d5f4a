#pragma once

// What the history tests share: a small project of `work` nodes recorded by real `weft --run`s.
// Header-only; include from a QtTest executable after support/WeftCommand.h.

#include "support/WeftCommand.h"

#include <QTemporaryDir>

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

} // namespace weft::test
