#pragma once

namespace weft::app {

/// The exit codes of `weft`, documented in `weft --help`; scripts and tests rely on them.
enum class ExitCode : int {
    Success = 0,       ///< the command did what was asked
    RunFailed = 1,     ///< the project ran and a node failed
    InvalidInput = 2,  ///< bad arguments, or an unreadable or invalid project file
    Interrupted = 130, ///< stopped by SIGINT or SIGTERM
};

inline int toInt(ExitCode code)
{
    return static_cast<int>(code);
}

} // namespace weft::app
