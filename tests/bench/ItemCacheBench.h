#pragma once

#include <QByteArray>
#include <QString>

#include <optional>

namespace weft::bench {

/// A map node's per-item cache as an edit-run loop meets it: a project of csv.read → a map
/// node (table.derive) → csv.write over N rows in a temporary folder, or with `itemUs` npy.read
/// → work.items (that many µs of work per item) → npy.write, run incrementally on threads: the
/// first run (every item runs and is stored), a run after one row changed (its chunk runs, the
/// others are read back), and a run without the cache after the same change for comparison.
/// Times are whole runs and the map node's own, the median of R rounds.
class ItemCacheBench
{
public:
    struct Options
    {
        int items = 100'000;
        int repeat = 3;
        double itemUs = 0; ///< 0: table.derive over a CSV table; else work.items over an array
    };
    struct Result
    {
        int items = 0;
        double itemUs = 0;
        qint64 itemsRun = 0; ///< by the map node in the run after the change
        qint64 chunks = 0;
        double firstMs = 0;   ///< the first run, whole
        double changedMs = 0; ///< the run after one row changed, whole
        double noCacheMs = 0; ///< the same change, run without the cache
        double mapFirstMs = 0;
        double mapChangedMs = 0;
        double mapNoCacheMs = 0;
    };

    static std::optional<Result> run(const Options &options, QString *error);
    static QByteArray toJson(const Result &result);
};

} // namespace weft::bench
