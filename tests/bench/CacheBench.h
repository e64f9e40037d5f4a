#pragma once

#include <QByteArray>
#include <QString>

#include <optional>

namespace weft::bench {

/// The result cache (engine::ResultCache) on one large table, as a cached re-run meets it: the
/// cost of keeping a node's output (store) and of a hit (find, checksum check, read back), the
/// median of R rounds, in a temporary folder. A hit must cost far less than computing: the
/// issue's bound is 0.2 s for 1 GB.
class CacheBench
{
public:
    struct Options
    {
        qint64 megabytes = 1024; ///< the table's size: float64 columns of 16M rows at most
        int repeat = 5;
    };
    struct Result
    {
        qint64 bytes = 0; ///< the entry on disk
        double storeMs = 0;
        double findMs = 0;   ///< entry.json and the files it names
        double verifyMs = 0; ///< every byte's checksum
        double readMs = 0;   ///< the table back in memory
        double hitMs = 0;    ///< find + verify + read, as a run pays it
    };

    static std::optional<Result> run(const Options &options, QString *error);
    static QByteArray toJson(const Result &result);
};

} // namespace weft::bench
