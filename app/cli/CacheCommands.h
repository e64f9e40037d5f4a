#pragma once

#include "CommandLine.h"
#include "ExitCode.h"

namespace weft::app {

/// The commands on a project's result cache (`.weft/cache`, engine::ResultCache): list its
/// entries and trim it. Both need only the project file to find the cache and its bound.
class CacheCommands
{
    Q_DECLARE_TR_FUNCTIONS(CacheCommands)

public:
    /// --cache FILE [--json]: each entry's node, operator, size, compute time and last use,
    /// most recently used first, and the total.
    static ExitCode list(const CommandLineOptions &options);
    /// --cache-prune FILE [--max-bytes N] [--json]: evicts entries until the cache holds at
    /// most N bytes (default: the project's settings.cache.max_bytes, else 4 GiB).
    static ExitCode prune(const CommandLineOptions &options);
};

} // namespace weft::app
