#pragma once

#include "BatchingBench.h"
#include "CacheBench.h"
#include "CsvBench.h"
#include "ItemCacheBench.h"
#include "MemoryBench.h"
#include "SchedulerBench.h"
#include "ShmBench.h"
#include "SignatureBench.h"
#include "StoreBench.h"

#include <QCoreApplication>
#include <QStringList>

#include <optional>

namespace weft::bench {

/// The command line of weft-bench, parsed by hand because each benchmark has its own options:
///
///     weft-bench scheduler [--shape S] [--tasks N] [--workers W] [--backend B]
///     weft-bench memory [--chunks C] [--chunk-mb M] [--workers W] [--memory free|bounded]
///     weft-bench batching [--items N] [--item-us U] [--workers W] [--backend B]
///                         [--mode auto|fixed:K]
///     weft-bench csv [--rows N] [--repeat R] [--pandas on|off] [--case K] [--mb M]
///                    [--columns C]
///     weft-bench shm [--mb M] [--workers W] [--repeat R] [--mode shared|copy|inprocess]
///     weft-bench signatures [--nodes N] [--repeat R]
///     weft-bench --help
///
/// Options take their value as `--name value` or `--name=value`. Stateless.
class BenchCommandLine
{
    Q_DECLARE_TR_FUNCTIONS(BenchCommandLine)

public:
    /// The exit code for a command line that cannot be run.
    static constexpr int kUsageError = 2;

    enum class Command {
        Help,       ///< print helpText() and exit 0
        Scheduler,  ///< run SchedulerBench with `scheduler`
        Memory,     ///< run MemoryBench with `memory`
        Store,      ///< run StoreBench::runEvents with `store`
        Batching,   ///< run BatchingBench with `batching`
        Csv,        ///< run CsvBench with `csv`
        Shm,        ///< run ShmBench with `shm`
        Signatures, ///< run SignatureBench with `signatures`
        Cache,      ///< run CacheBench with `cache`
        ItemCache,  ///< run ItemCacheBench with `itemCache`
    };

    struct Request
    {
        Command command = Command::Help;
        SchedulerBench::Options scheduler;
        MemoryBench::Options memory;
        StoreBench::EventsOptions store;
        /// `scheduler --store PATH`: run StoreBench::runScheduler instead, recording into PATH.
        QString schedulerStore;
        int schedulerRepeat = 1; ///< `scheduler --store PATH --repeat R`
        BatchingBench::Options batching;
        CsvBench::Options csv;
        ShmBench::Options shm;
        SignatureBench::Options signatures;
        CacheBench::Options cache;
        ItemCacheBench::Options itemCache;
    };

    /// Parses `arguments` (the program name first). On a bad command line returns std::nullopt
    /// and sets `error` to a one-line message naming the culprit.
    static std::optional<Request> parse(const QStringList &arguments, QString *error);

    /// Every command and option with its default, for `--help`.
    static QString helpText();

private:
    static std::optional<Command> parseCommand(const QString &word, QString *error);
    static std::optional<int> parseWorkers(const QString &value, QString *error);
    static bool applyScheduler(QStringView name, const QString &value, Request &request,
                               QString *error);
    static bool applyMemory(QStringView name, const QString &value, Request &request,
                            QString *error);
    static bool applyStore(QStringView name, const QString &value, Request &request,
                           QString *error);
    static bool applyBatching(QStringView name, const QString &value, Request &request,
                              QString *error);
    static bool applyCsv(QStringView name, const QString &value, Request &request, QString *error);
    static bool applyShm(QStringView name, const QString &value, Request &request, QString *error);
    static bool applySignatures(QStringView name, const QString &value, Request &request,
                                QString *error);
    static bool applyCache(QStringView name, const QString &value, Request &request,
                           QString *error);
    static bool applyItemCache(QStringView name, const QString &value, Request &request,
                               QString *error);
};

} // namespace weft::bench
