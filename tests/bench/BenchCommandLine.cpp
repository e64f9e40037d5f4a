#include "BenchCommandLine.h"

namespace weft::bench {

namespace {

constexpr qint64 kMaxTasks = 1'000'000'000; // TaskIndex is 32 bits; 1e9 tasks is ~40 GB anyway
constexpr int kMaxChunks = 4096;            // keeps every partial sum exact in a double
constexpr int kMaxChunkMb = 1024;
constexpr int kMaxWorkers = 1024;
constexpr qint64 kMaxStoreEvents = 1'000'000'000;
constexpr qint64 kMaxItemMicros = 10'000'000;
constexpr qint64 kMaxCsvRows = 1'000'000'000; // about 45 GB of CSV
constexpr qint64 kMaxCsvMb = 65'536;
constexpr qint64 kMaxCsvColumns = 100'000'000;

/// `value` as an integer in [min, max], or std::nullopt.
std::optional<qint64> integerIn(const QString &value, qint64 min, qint64 max)
{
    bool ok = false;
    const qint64 n = value.toLongLong(&ok);
    if (!ok || n < min || n > max)
        return std::nullopt;
    return n;
}

} // namespace

std::optional<BenchCommandLine::Command> BenchCommandLine::parseCommand(const QString &word,
                                                                        QString *error)
{
    if (word == u"scheduler")
        return Command::Scheduler;
    if (word == u"memory")
        return Command::Memory;
    if (word == u"store")
        return Command::Store;
    if (word == u"batching")
        return Command::Batching;
    if (word == u"csv")
        return Command::Csv;
    if (word == u"shm")
        return Command::Shm;
    if (word == u"signatures")
        return Command::Signatures;
    if (word == u"cache")
        return Command::Cache;
    if (word == u"itemcache")
        return Command::ItemCache;
    *error = tr("unknown benchmark '%1': use scheduler, memory, store, batching, csv, shm, "
                "signatures, cache or itemcache")
                 .arg(word);
    return std::nullopt;
}

std::optional<int> BenchCommandLine::parseWorkers(const QString &value, QString *error)
{
    const std::optional<qint64> workers = integerIn(value, -kMaxWorkers, kMaxWorkers);
    if (!workers || *workers == 0) {
        *error = tr("--workers '%1' is not a worker count: use 1 to %2, or -n for all cores but "
                    "n - 1")
                     .arg(value)
                     .arg(kMaxWorkers);
        return std::nullopt;
    }
    return int(*workers);
}

std::optional<BenchCommandLine::Request> BenchCommandLine::parse(const QStringList &arguments,
                                                                 QString *error)
{
    Request request;
    std::optional<Command> command;
    for (qsizetype i = 1; i < arguments.size(); ++i) {
        const QString &argument = arguments[i];
        if (argument == u"--help" || argument == u"-h")
            return Request{};
        if (!argument.startsWith(u'-')) {
            if (command) {
                *error = tr("unexpected argument '%1': give one benchmark, then its options")
                             .arg(argument);
                return std::nullopt;
            }
            command = parseCommand(argument, error);
            if (!command)
                return std::nullopt;
            continue;
        }
        if (!command) {
            *error = tr("option %1 comes before the benchmark: write weft-bench scheduler|memory "
                        "%1 …")
                         .arg(argument);
            return std::nullopt;
        }
        if (!argument.startsWith(u"--")) {
            *error = tr("unknown option %1: options are spelled --name (--help lists them)")
                         .arg(argument);
            return std::nullopt;
        }
        // "--name=value" or "--name value"; a value may start with '-' (--workers -1).
        const qsizetype equals = argument.indexOf(u'=');
        const QString name = equals < 0 ? argument : argument.left(equals);
        QString value;
        if (equals >= 0) {
            value = argument.mid(equals + 1);
        } else if (i + 1 < arguments.size()) {
            value = arguments[++i];
        } else {
            *error = tr("option %1 needs a value").arg(name);
            return std::nullopt;
        }
        const bool applied =
            *command == Command::Scheduler    ? applyScheduler(name, value, request, error)
            : *command == Command::Store      ? applyStore(name, value, request, error)
            : *command == Command::Memory     ? applyMemory(name, value, request, error)
            : *command == Command::Csv        ? applyCsv(name, value, request, error)
            : *command == Command::Shm        ? applyShm(name, value, request, error)
            : *command == Command::Signatures ? applySignatures(name, value, request, error)
            : *command == Command::Cache      ? applyCache(name, value, request, error)
            : *command == Command::ItemCache  ? applyItemCache(name, value, request, error)
                                              : applyBatching(name, value, request, error);
        if (!applied)
            return std::nullopt;
    }
    if (!command) {
        *error = tr("no benchmark given: use weft-bench scheduler, memory, store, batching or csv "
                    "(--help lists the options)");
        return std::nullopt;
    }
    request.command = *command;
    return request;
}

bool BenchCommandLine::applyScheduler(QStringView name, const QString &value, Request &request,
                                      QString *error)
{
    SchedulerBench::Options &options = request.scheduler;
    if (name == u"--shape") {
        const std::optional<Shape> shape = ShapeBuilder::parse(value);
        if (!shape) {
            *error =
                tr("--shape '%1' is not a shape: use chain, fanin, layered or wide").arg(value);
            return false;
        }
        options.shape = *shape;
    } else if (name == u"--order") {
        if (value != u"static" && value != u"depth-first") {
            *error = tr("--order '%1' is not an order: use depth-first or static").arg(value);
            return false;
        }
        options.order =
            value == u"static" ? engine::TaskOrder::Static : engine::TaskOrder::DepthFirst;
    } else if (name == u"--tasks") {
        const std::optional<qint64> tasks = integerIn(value, 1, kMaxTasks);
        if (!tasks) {
            *error = tr("--tasks '%1' is not a task count from 1 to %2").arg(value).arg(kMaxTasks);
            return false;
        }
        options.tasks = qsizetype(*tasks);
    } else if (name == u"--workers") {
        const std::optional<int> workers = parseWorkers(value, error);
        if (!workers)
            return false;
        options.workers = *workers;
    } else if (name == u"--in-flight") {
        const std::optional<qint64> depth = integerIn(value, 1, 64);
        if (!depth) {
            *error = tr("--in-flight '%1' is not a count from 1 to 64").arg(value);
            return false;
        }
        options.tasksInFlight = int(*depth);
    } else if (name == u"--backend") {
        const std::optional<engine::BackendKind> kind = engine::parseBackendKind(value);
        if (!kind) {
            *error = tr("--backend '%1' is not a backend: use sequential, threads or processes")
                         .arg(value);
            return false;
        }
        options.backend = *kind;
    } else if (name == u"--store") {
        if (value.isEmpty()) {
            *error = tr("--store needs a file name");
            return false;
        }
        request.schedulerStore = value;
    } else if (name == u"--repeat") {
        const std::optional<qint64> repeat = integerIn(value, 1, 100);
        if (!repeat) {
            *error = tr("--repeat '%1' is not a count from 1 to 100").arg(value);
            return false;
        }
        request.schedulerRepeat = int(*repeat);
    } else {
        *error =
            tr("unknown option %1 for weft-bench scheduler (--help lists the options)").arg(name);
        return false;
    }
    return true;
}

bool BenchCommandLine::applyMemory(QStringView name, const QString &value, Request &request,
                                   QString *error)
{
    MemoryBench::Options &options = request.memory;
    if (name == u"--chunks") {
        const std::optional<qint64> chunks = integerIn(value, 1, kMaxChunks);
        if (!chunks) {
            *error =
                tr("--chunks '%1' is not a chunk count from 1 to %2").arg(value).arg(kMaxChunks);
            return false;
        }
        options.chunks = int(*chunks);
    } else if (name == u"--chunk-mb") {
        const std::optional<qint64> mb = integerIn(value, 1, kMaxChunkMb);
        if (!mb) {
            *error =
                tr("--chunk-mb '%1' is not a size in MiB from 1 to %2").arg(value).arg(kMaxChunkMb);
            return false;
        }
        options.chunkMb = int(*mb);
    } else if (name == u"--workers") {
        const std::optional<int> workers = parseWorkers(value, error);
        if (!workers)
            return false;
        options.workers = *workers;
    } else if (name == u"--memory") {
        if (value != u"free" && value != u"bounded") {
            *error = tr("--memory '%1' is not a memory rule: use free or bounded").arg(value);
            return false;
        }
        options.boundMemory = value == u"bounded";
    } else {
        *error = tr("unknown option %1 for weft-bench memory (--help lists the options)").arg(name);
        return false;
    }
    return true;
}

bool BenchCommandLine::applyStore(QStringView name, const QString &value, Request &request,
                                  QString *error)
{
    if (name == u"--events") {
        const std::optional<qint64> events = integerIn(value, 1, kMaxStoreEvents);
        if (!events) {
            *error = tr("--events '%1' is not an event count from 1 to %2")
                         .arg(value)
                         .arg(kMaxStoreEvents);
            return false;
        }
        request.store.events = *events;
    } else if (name == u"--path") {
        request.store.path = value;
    } else {
        *error = tr("unknown option %1 for weft-bench store (--help lists the options)").arg(name);
        return false;
    }
    return true;
}

bool BenchCommandLine::applyBatching(QStringView name, const QString &value, Request &request,
                                     QString *error)
{
    BatchingBench::Options &options = request.batching;
    if (name == u"--items") {
        const std::optional<qint64> items = integerIn(value, 1, kMaxTasks);
        if (!items) {
            *error = tr("--items '%1' is not an item count from 1 to %2").arg(value).arg(kMaxTasks);
            return false;
        }
        options.items = qsizetype(*items);
    } else if (name == u"--item-us") {
        const std::optional<qint64> micros = integerIn(value, 0, kMaxItemMicros);
        if (!micros) {
            *error = tr("--item-us '%1' is not a number of microseconds from 0 to %2")
                         .arg(value)
                         .arg(kMaxItemMicros);
            return false;
        }
        options.itemMicros = *micros;
    } else if (name == u"--workers") {
        const std::optional<int> workers = parseWorkers(value, error);
        if (!workers)
            return false;
        options.workers = *workers;
    } else if (name == u"--backend") {
        const std::optional<engine::BackendKind> kind = engine::parseBackendKind(value);
        if (!kind) {
            *error = tr("--backend '%1' is not a backend: use sequential, threads or processes")
                         .arg(value);
            return false;
        }
        options.backend = *kind;
    } else if (name == u"--mode") {
        const std::optional<qint64> fixed =
            value.startsWith(u"fixed:") ? integerIn(value.mid(6), 1, kMaxTasks) : std::nullopt;
        if (value == u"auto") {
            options.settings.mode = engine::BatchSettings::Mode::Auto;
        } else if (fixed) {
            options.settings.mode = engine::BatchSettings::Mode::Fixed;
            options.settings.fixedSize = qsizetype(*fixed);
        } else {
            *error = tr("--mode '%1' is not a batching mode: use auto or fixed:K with K from 1 "
                        "to %2")
                         .arg(value)
                         .arg(kMaxTasks);
            return false;
        }
    } else {
        *error =
            tr("unknown option %1 for weft-bench batching (--help lists the options)").arg(name);
        return false;
    }
    return true;
}

bool BenchCommandLine::applyCsv(QStringView name, const QString &value, Request &request,
                                QString *error)
{
    CsvBench::Options &options = request.csv;
    if (name == u"--rows") {
        const std::optional<qint64> rows = integerIn(value, 1, kMaxCsvRows);
        if (!rows) {
            *error = tr("--rows '%1' is not a row count from 1 to %2").arg(value).arg(kMaxCsvRows);
            return false;
        }
        options.rows = *rows;
    } else if (name == u"--repeat") {
        const std::optional<qint64> repeat = integerIn(value, 1, 100);
        if (!repeat) {
            *error = tr("--repeat '%1' is not a count from 1 to 100").arg(value);
            return false;
        }
        options.repeat = int(*repeat);
    } else if (name == u"--pandas") {
        if (value != u"on" && value != u"off") {
            *error = tr("--pandas '%1' is not on or off").arg(value);
            return false;
        }
        options.pandas = value == u"on";
    } else if (name == u"--case") {
        if (value == u"mixed")
            options.kind = CsvBench::Case::Mixed;
        else if (value == u"field")
            options.kind = CsvBench::Case::Field;
        else if (value == u"columns")
            options.kind = CsvBench::Case::Columns;
        else if (value == u"pipeline")
            options.kind = CsvBench::Case::Pipeline;
        else if (value == u"expressions")
            options.kind = CsvBench::Case::Expressions;
        else if (value == u"command")
            options.kind = CsvBench::Case::Command;
        else {
            *error = tr("--case '%1' is not mixed, field, columns, pipeline, command or "
                        "expressions")
                         .arg(value);
            return false;
        }
    } else if (name == u"--mb") {
        const std::optional<qint64> mb = integerIn(value, 1, kMaxCsvMb);
        if (!mb) {
            *error = tr("--mb '%1' is not a size from 1 to %2 MB").arg(value).arg(kMaxCsvMb);
            return false;
        }
        options.megabytes = *mb;
    } else if (name == u"--columns") {
        const std::optional<qint64> columns = integerIn(value, 1, kMaxCsvColumns);
        if (!columns) {
            *error = tr("--columns '%1' is not a column count from 1 to %2")
                         .arg(value)
                         .arg(kMaxCsvColumns);
            return false;
        }
        options.columns = *columns;
    } else {
        *error = tr("unknown option %1 for weft-bench csv (--help lists the options)").arg(name);
        return false;
    }
    return true;
}

bool BenchCommandLine::applyShm(QStringView name, const QString &value, Request &request,
                                QString *error)
{
    ShmBench::Options &options = request.shm;
    if (name == u"--mb") {
        const std::optional<qint64> mb = integerIn(value, 1, 8192);
        if (!mb) {
            *error = tr("--mb '%1' is not a size in MiB from 1 to 8192").arg(value);
            return false;
        }
        options.mb = int(*mb);
    } else if (name == u"--workers") {
        const std::optional<qint64> workers = integerIn(value, 1, kMaxWorkers);
        if (!workers) {
            *error =
                tr("--workers '%1' is not a worker count from 1 to %2").arg(value).arg(kMaxWorkers);
            return false;
        }
        options.workers = int(*workers);
    } else if (name == u"--repeat") {
        const std::optional<qint64> repeat = integerIn(value, 1, 100);
        if (!repeat) {
            *error = tr("--repeat '%1' is not a count from 1 to 100").arg(value);
            return false;
        }
        options.repeat = int(*repeat);
    } else if (name == u"--mode") {
        const std::optional<ShmBench::Mode> mode = ShmBench::modeFromName(value);
        if (!mode) {
            *error = tr("--mode '%1' is not a mode: use shared, copy or inprocess").arg(value);
            return false;
        }
        options.mode = *mode;
    } else {
        *error = tr("unknown option %1 for weft-bench shm (--help lists the options)").arg(name);
        return false;
    }
    return true;
}

bool BenchCommandLine::applySignatures(QStringView name, const QString &value, Request &request,
                                       QString *error)
{
    SignatureBench::Options &options = request.signatures;
    if (name == u"--nodes") {
        const std::optional<qint64> nodes = integerIn(value, 2, 1000000);
        if (!nodes) {
            *error = tr("--nodes '%1' is not a node count from 2 to 1000000").arg(value);
            return false;
        }
        options.nodes = int(*nodes);
    } else if (name == u"--repeat") {
        const std::optional<qint64> repeat = integerIn(value, 1, 1000);
        if (!repeat) {
            *error = tr("--repeat '%1' is not a count from 1 to 1000").arg(value);
            return false;
        }
        options.repeat = int(*repeat);
    } else {
        *error =
            tr("unknown option %1 for weft-bench signatures (--help lists the options)").arg(name);
        return false;
    }
    return true;
}

bool BenchCommandLine::applyCache(QStringView name, const QString &value, Request &request,
                                  QString *error)
{
    CacheBench::Options &options = request.cache;
    if (name == u"--mb") {
        const std::optional<qint64> megabytes = integerIn(value, 1, 16384);
        if (!megabytes) {
            *error = tr("--mb '%1' is not a size from 1 to 16384 MB").arg(value);
            return false;
        }
        options.megabytes = *megabytes;
    } else if (name == u"--repeat") {
        const std::optional<qint64> repeat = integerIn(value, 1, 1000);
        if (!repeat) {
            *error = tr("--repeat '%1' is not a count from 1 to 1000").arg(value);
            return false;
        }
        options.repeat = int(*repeat);
    } else {
        *error = tr("unknown option %1 for weft-bench cache (--help lists the options)").arg(name);
        return false;
    }
    return true;
}

bool BenchCommandLine::applyItemCache(QStringView name, const QString &value, Request &request,
                                      QString *error)
{
    ItemCacheBench::Options &options = request.itemCache;
    if (name == u"--items") {
        const std::optional<qint64> items = integerIn(value, 1, 100'000'000);
        if (!items) {
            *error = tr("--items '%1' is not a count from 1 to 100000000").arg(value);
            return false;
        }
        options.items = int(*items);
    } else if (name == u"--item-us") {
        bool ok = false;
        const double micros = value.toDouble(&ok);
        if (!ok || !(micros >= 0) || micros > 1e6) {
            *error = tr("--item-us '%1' is not a time from 0 to 1000000 µs").arg(value);
            return false;
        }
        options.itemUs = micros;
    } else if (name == u"--repeat") {
        const std::optional<qint64> repeat = integerIn(value, 1, 1000);
        if (!repeat) {
            *error = tr("--repeat '%1' is not a count from 1 to 1000").arg(value);
            return false;
        }
        options.repeat = int(*repeat);
    } else {
        *error =
            tr("unknown option %1 for weft-bench itemcache (--help lists the options)").arg(name);
        return false;
    }
    return true;
}

QString BenchCommandLine::helpText()
{
    return tr(R"(Usage: weft-bench scheduler [options]
       weft-bench memory [options]
       weft-bench store [options]
       weft-bench batching [options]
       weft-bench csv [options]
       weft-bench shm [options]
       weft-bench signatures [options]
       weft-bench cache [options]
       weft-bench itemcache [options]
       weft-bench --help

Benchmarks of Weft's scheduler. Each run prints one JSON line on standard output; errors go
to standard error. Exit codes: 0 done, 1 the run went wrong (a task failed, an event was lost,
a wrong sum), 2 a bad command line.

weft-bench scheduler: N trivial tasks (no operator work) run by the Scheduler, every event
recorded and drained by an EventPump into a counting observer. Prints shape, tasks, workers,
backend, order, build_ms, run_ms, ns_per_task = (build + run) / N, peak_rss_bytes and events.
  --shape S      chain (one line), fanin (tree reduction, fan-in 8, one root), layered
                 (20 layers, 2-3 random inputs from the layer before, fixed seed) or wide
                 (one source feeding N - 1 tasks). Default: layered.
  --order O      depth-first (a linear post-order: the scheduler's dispatch cost alone) or
                 static (the order every project run computes, about a microsecond a task
                 more in build_ms). Default: depth-first.
  --tasks N      number of tasks, 1 to 1000000000. Default: 1000000.
  --workers W    worker threads; -n means all cores but n - 1; 1 gives the sequential
                 backend. Default: 2.
  --store PATH   run twice on the same graph, first without and then with the run store
                 recording into PATH; prints off_run_ms, on_run_ms, slowdown_pct,
                 on_store_finish_ms (the store catching up after the run), events,
                 events_committed, events_dropped and peak_rss_bytes instead.
  --repeat R     with --store: R pairs of runs, off and on alternating; the times are
                 medians. Default: 1.
  --backend B    threads, sequential (forces one worker) or processes (each task an empty
                 task in the worker's weft-worker process). Default: threads.
  --in-flight K  processes: tasks in flight per worker process. Default: 2.

weft-bench memory: a map-reduce over real chunks of doubles: C sources, a transform per
source, a binary tree of element-wise sums, one final sum to a scalar (checked against its
formula). Prints peak_bytes_held, peak_chunks_held, peak_rss_bytes and wall_ms.
  --chunks C     source chunks, 1 to 4096. Default: 64.
  --chunk-mb M   MiB per chunk, 1 to 1024. Default: 16.
  --workers W    worker threads of the thread backend (1 gives the sequential backend).
                 Default: 2.
  --memory R     free: the scheduler's usual order; bounded: never hold more chunks than a
                 one-worker run (SchedulerOptions::boundMemory). Default: free.

weft-bench batching: one map node of N items, each busy-waiting U microseconds, run as
batches created while the run goes (MapBatches), every event recorded. Prints mode, items,
item_us, workers, backend, wall_ms, items_per_s, batches and final_batch.
  --items N      items, 1 to 1000000000. Default: 1000000.
  --item-us U    microseconds of busy work per item, 0 to 10000000. Default: 1.
  --workers W    worker threads (1 gives the sequential backend). Default: 2.
  --backend B    threads, sequential or processes (array.generate's N rows mapped by
                 work.items in worker processes, each batch's rows sent to a worker and
                 back; wall_ms is then the map node's own time). Default: threads.
  --mode M       auto (the batch size tuned as the run goes) or fixed:K (K items per
                 batch). Default: auto.

weft-bench store: N events of a synthetic run (per task: queued, started, output held,
succeeded, released) written through the run store's writer into SQLite. Prints events, tasks,
wall_ms (until the last event is committed), events_per_s, transactions and database_bytes.
  --events N     events, 1 to 1000000000. Default: 1000000.
  --path FILE    the database to write (default: a temporary file, removed afterwards).

weft-bench csv: a generated CSV file of N rows (id, city, price, qty, paid, note; some notes
quoted, with commas, doubled quotes or line breaks) in a temporary folder, read by csv.read,
filtered by table.filter (price >= 500), grouped by table.group (by city, four aggregates) and
written by csv.write, each stage R times; then pandas.read_csv on the same file in python3.
Prints medians: read_mb_s (file bytes), filter_mb_s and group_mb_s (the table's bytes in
memory), write_mb_s (bytes written), pandas_read_mb_s and read_vs_pandas (null and a pandas
status when pandas is missing), the times in ms, and peak_rss_bytes.
  --rows N       rows, 1 to 1000000000. Default: 10000000.
  --repeat R     runs of each stage; the medians are printed. Default: 3.
  --pandas P     on or off (skip the comparison). Default: on.
  --case K       mixed (the above), or a shape that once cost quadratic time or several
                 times the file in memory, each stage timed with its own peak RSS:
                 field (one quoted field of M MB), columns (C columns, 4 rows), pipeline
                 (about M MB of numbers: csv.read, table.filter keeping about half,
                 csv.write), command (about M MB of numbers: csv.write and csv.read of
                 the table against a command node staging it and reading a copy back,
                 command_vs_csv_round_trip and command_peak_vs_table); or
                 expressions: N rows in memory through table.derive and
                 table.filter, numeric formulas (muparser), the same condition as SQL, and
                 text expressions (SQLite). Default: mixed.
  --mb M         MB of the field or of the numeric file, 1 to 65536. Default: 200.
  --columns C    columns of the columns case, 1 to 100000000. Default: 200000.

weft-bench shm: an array.generate node making a float64 array of M MiB, read by W x R
array.reduce (sum) nodes, run by GraphRunner: on W weft-worker processes with the array in
shared memory (shared) or inline in every message (copy), or on W threads (inprocess).
Prints mode, workers, repeat, array_bytes, wall_ms, peak_rss_bytes (the largest sum of the
proportional set sizes of the bench and its workers, sampled every 5 ms), base_rss_bytes
(that sum before the run), peak_vs_array and samples.
  --mb M         MiB of the array, 1 to 8192. Default: 500.
  --workers W    worker processes or threads, 1 to the maximum. Default: 2.
  --repeat R     how many times each worker sums the array. Default: 8.
  --mode M       shared, copy or inprocess. Default: shared.

weft-bench signatures: the node signatures of a layered project of table pipelines (CSV
readers, table steps, CSV writers; its CSV files written to a temporary folder), computed R + 1
times with one set of known file fingerprints: the first hashes every file, the others only
stat them. Prints nodes, edges, files, first_ms and median_ms (of the others).
  --nodes N      nodes of the project, 2 to 1000000. Default: 2000.
  --repeat R     computations after the first, 1 to 1000. Default: 20.

weft-bench cache: the result cache on one table of float64 columns in a temporary folder: the
median of R rounds of keeping it (store_ms) and of a hit as a run pays it (hit_ms = find_ms,
entry.json and its files; verify_ms, every byte's checksum; read_ms, the table back in memory).
Prints bytes and those figures.
  --mb N         the table's size in MB, 1 to 16384. Default: 1024.
  --repeat R     rounds, 1 to 1000. Default: 5.

weft-bench itemcache: a map node's per-item cache: csv.read, a map node (table.derive) and
csv.write over N rows, run incrementally on threads in a temporary folder; the first run, a run
after one row changed (only the chunk holding it runs) and the same change without the cache.
Prints items, item_us, chunks, items_run, first_ms, changed_ms, no_cache_ms and ratio (changed / first),
and the map node's own times (map_first_ms, map_changed_ms, map_no_cache_ms, map_ratio), the
median of R rounds.
  --items N      rows of the input, 1 to 100000000. Default: 100000.
  --item-us U    instead: npy.read, work.items busy U µs per item, npy.write, over an int64
                 array of N rows of 4. Default: 0 (the table pipeline).
  --repeat R     rounds, 1 to 1000. Default: 3.

  -h, --help     show this text and exit.
)");
}

} // namespace weft::bench
