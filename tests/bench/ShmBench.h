#pragma once

#include <QCoreApplication>
#include <QString>

#include <optional>

namespace weft::bench {

/// `weft-bench shm`: what handing a large array to worker processes costs. One
/// `array.generate` node makes a float64 array of `mb` MiB and `repeat` × `workers`
/// `array.reduce` (sum) nodes read it, run by the real GraphRunner on the processes backend
/// (`shared`: the array travels as a shared-memory segment; `copy`: through the socket, the
/// shared-memory threshold raised above its size) or on threads (`inprocess`). Reports the
/// wall time of the run and the peak of the memory of the bench and its workers together,
/// sampled while it runs: over the whole run, and from the moment the array exists (its
/// producer succeeded), which is what handing it over costs.
class ShmBench
{
    Q_DECLARE_TR_FUNCTIONS(ShmBench)

public:
    enum class Mode {
        Shared,    ///< processes backend, the array in shared memory
        Copy,      ///< processes backend, the array inline in each message
        InProcess, ///< thread backend, no worker process
    };

    struct Options
    {
        int mb = 500;
        int workers = 2;
        int repeat = 8;
        Mode mode = Mode::Shared;
    };

    struct Result
    {
        Mode mode = Mode::Shared;
        int workers = 0;
        int repeat = 0;
        qint64 arrayBytes = 0;
        double wallMs = 0;              ///< GraphRunner::run() of the timed run
        qint64 peakRssBytes = 0;        ///< the largest sum of the processes' proportional sizes
        qint64 handoffPeakRssBytes = 0; ///< the same peak after the array was made
        qint64 baseRssBytes = 0;        ///< that sum just before the timed run
        int samples = 0;                ///< how often the memory was sampled
    };

    static QString modeName(Mode mode);
    static std::optional<Mode> modeFromName(QStringView name);

    /// Runs the benchmark once. Returns std::nullopt and sets `error` when a node failed.
    static std::optional<Result> run(const Options &options, QString *error);

    /// The one-line JSON object `weft-bench shm` prints.
    static QByteArray toJson(const Result &result);
};

} // namespace weft::bench
