#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <optional>

namespace weft::bench {

/// `weft-bench monitor` (a mode of weft-bench-gui): what watching a run in the window costs
/// the run. One project, a map node over N items at a fixed batch of one item, so N trivial
/// tasks spawned as the run goes (array.generate → work.items with `item_us` 0), run twice on
/// the same backend: headless, composed as `weft --run` composes it (run::Setup and
/// run::RecordedRun, recorded in the run store), and from a real MainWindow shown offscreen
/// through its RunController, with the monitor hub and every sink the window registers in it.
/// Each time runs from the start of the run to its last record, so the two differ only by the
/// window.
class MonitorBench
{
    Q_DECLARE_TR_FUNCTIONS(MonitorBench)

public:
    struct Options
    {
        qsizetype tasks = 1'000'000;
        int workers = 2;
        QString backend = QStringLiteral("threads");
    };

    struct Result
    {
        qsizetype tasks = 0;
        int workers = 0;
        QString backend;
        double headlessMs = 0;
        double windowMs = 0;
    };

    /// Runs both once; std::nullopt with `error` when a run did not succeed.
    static std::optional<Result> run(const Options &options, QString *error);
    static QByteArray toJson(const Result &result);

    /// `weft-bench-gui monitor [--tasks N] [--workers W] [--backend B]`: parses, runs, prints
    /// the JSON line; the process's exit code.
    static int main(const QStringList &arguments);
};

} // namespace weft::bench
