#pragma once

#include <QByteArray>
#include <QString>

#include <optional>

namespace weft::bench {

/// Node signatures of a large project (LayeredProjectBuilder's table pipelines, its CSV files
/// written to a temporary folder and dated an hour back, as in a project being worked on):
/// the first computation, which hashes every file, and the median of the following ones,
/// which only stat them (FileFingerprints' fast check). The cost a cached re-run pays before
/// its first task.
class SignatureBench
{
public:
    struct Options
    {
        int nodes = 2000;
        int repeat = 20;
    };
    struct Result
    {
        int nodes = 0;
        int edges = 0;
        int files = 0;
        double firstMs = 0;  ///< every file hashed
        double medianMs = 0; ///< files known unchanged by size, time and inode
    };

    /// std::nullopt with `error` set when the files cannot be written.
    static std::optional<Result> run(const Options &options, QString *error);
    static QByteArray toJson(const Result &result);
};

} // namespace weft::bench
