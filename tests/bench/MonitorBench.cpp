#include "MonitorBench.h"

#include "JsonLine.h"
#include "MainWindow.h"
#include "exec/Backend.h"
#include "ops/OperatorRegistry.h"
#include "project/Project.h"
#include "project/ProjectWriter.h"
#include "run/RecordedRun.h"
#include "run/Setup.h"

#include <QElapsedTimer>
#include <QFileInfo>
#include <QQuickWindow>
#include <QStringList>
#include <QTemporaryDir>

#include <cstdio>

using namespace Qt::StringLiterals;

namespace weft::bench {

namespace {

constexpr int kUsageError = 2;
constexpr int kRunTimeoutMs = 30 * 60 * 1000;

double toMs(qint64 ns)
{
    return double(ns) / 1e6;
}

/// items → map: N trivial tasks, each a batch of one item.
engine::Project mapProject(qsizetype tasks)
{
    engine::Project project;
    project.metadata.name = u"Monitor benchmark"_s;
    engine::Node items;
    items.id = engine::NodeId(u"items"_s);
    items.operatorId = u"array.generate"_s;
    items.params = {{u"shape"_s, QString::number(tasks)}};
    engine::Node map;
    map.id = engine::NodeId(u"map"_s);
    map.operatorId = u"work.items"_s;
    map.params = {{u"item_us"_s, 0}};
    map.position = QPointF(300, 0);
    map.run.map = true;
    map.run.batchSize = 1;
    project.graph.nodes = {items, map};
    project.graph.edges = {{items.id, u"array"_s, map.id, u"items"_s}};
    return project;
}

std::optional<double> runHeadless(const engine::Project &project, const QString &file,
                                  const MonitorBench::Options &options, QString *error)
{
    QElapsedTimer timer;
    timer.start();
    run::Setup::Options asked;
    asked.backend = options.backend;
    asked.jobs = options.workers;
    std::optional<run::Setup> setup = run::Setup::make(project, file, asked, error);
    if (!setup)
        return std::nullopt;
    QString warning;
    auto recorded = run::RecordedRun::prepare(std::move(*setup), error, &warning);
    if (!recorded)
        return std::nullopt;
    const engine::RunResult result = recorded->run({});
    QStringList problems;
    recorded->finish(result, &problems);
    if (result.status != engine::RunStatus::Succeeded) {
        *error = u"the headless run %1"_s.arg(engine::runStatusName(result.status));
        return std::nullopt;
    }
    return toMs(timer.nsecsElapsed());
}

std::optional<double> runInWindow(const QString &file, const MonitorBench::Options &options,
                                  QString *error)
{
    app::MainWindow window(engine::OperatorRegistry::builtin());
    if (!window.load()) {
        *error = u"the main window did not load"_s;
        return std::nullopt;
    }
    window.window()->resize(1280, 800);
    if (!window.controller().open(file) || !window.showAndWaitForFrame()) {
        *error = u"the window did not show the project"_s;
        return std::nullopt;
    }
    app::RunController &runs = window.runs();
    runs.setBackend(options.backend);
    runs.setWorkers(options.workers);
    QElapsedTimer timer;
    timer.start();
    if (!runs.run()) {
        *error = runs.message();
        return std::nullopt;
    }
    if (!runs.waitForEnd(kRunTimeoutMs) || runs.status() != u"succeeded") {
        *error = u"the window's run %1: %2"_s.arg(runs.status(), runs.message());
        return std::nullopt;
    }
    return toMs(timer.nsecsElapsed());
}

} // namespace

std::optional<MonitorBench::Result> MonitorBench::run(const Options &options, QString *error)
{
    QTemporaryDir folder;
    if (!folder.isValid()) {
        *error = u"cannot create a temporary folder: %1"_s.arg(folder.errorString());
        return std::nullopt;
    }
    const engine::Project project = mapProject(options.tasks);
    const QString file = folder.filePath(u"monitor.weft"_s);
    if (!engine::ProjectWriter::writeFile(project, file, error))
        return std::nullopt;

    Result result;
    result.tasks = options.tasks;
    result.workers = options.workers;
    result.backend = options.backend;
    const auto headless = runHeadless(project, file, options, error);
    if (!headless)
        return std::nullopt;
    const auto windowed = runInWindow(file, options, error);
    if (!windowed)
        return std::nullopt;
    result.headlessMs = *headless;
    result.windowMs = *windowed;
    return result;
}

QByteArray MonitorBench::toJson(const Result &result)
{
    JsonLine line;
    line.add(u"tasks", qint64(result.tasks))
        .add(u"workers", qint64(result.workers))
        .add(u"backend", result.backend)
        .add(u"headless_ms", result.headlessMs, 1)
        .add(u"window_ms", result.windowMs, 1)
        .add(u"ratio", result.headlessMs > 0 ? result.windowMs / result.headlessMs : 0.0, 3);
    return line.toUtf8();
}

int MonitorBench::main(const QStringList &arguments)
{
    Options options;
    for (int i = 0; i < arguments.size(); ++i) {
        const QString &name = arguments.at(i);
        if (name == u"--help"_s) {
            std::fputs("Usage: weft-bench monitor [--tasks N] [--workers W] "
                       "[--backend sequential|threads|processes]\n",
                       stdout);
            return 0;
        }
        const QString value = arguments.value(i + 1);
        ++i;
        bool ok = false;
        if (name == u"--tasks"_s) {
            options.tasks = value.toLongLong(&ok);
            ok = ok && options.tasks >= 1;
        } else if (name == u"--workers"_s) {
            options.workers = value.toInt(&ok);
            ok = ok && options.workers >= 1;
        } else if (name == u"--backend"_s) {
            options.backend = value;
            ok = engine::parseBackendKind(value).has_value();
        } else {
            std::fprintf(stderr, "weft-bench monitor: unknown option %s\n", qPrintable(name));
            return kUsageError;
        }
        if (!ok) {
            std::fprintf(stderr, "weft-bench monitor: bad value for %s: '%s'\n", qPrintable(name),
                         qPrintable(value));
            return kUsageError;
        }
    }
    QString error;
    const auto result = run(options, &error);
    if (!result) {
        std::fprintf(stderr, "weft-bench monitor: %s\n", qPrintable(error));
        return 1;
    }
    std::puts(toJson(*result).constData());
    std::fflush(stdout);
    return 0;
}

} // namespace weft::bench
