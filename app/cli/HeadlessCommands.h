#pragma once

#include "CommandLine.h"
#include "ExitCode.h"

namespace weft::app {

/// The commands that need no window: they print to stdout/stderr and return an exit code.
/// Each needs only a QCoreApplication.
class HeadlessCommands
{
    Q_DECLARE_TR_FUNCTIONS(HeadlessCommands)

public:
    /// --run: loads, validates and runs the project, recording it in the run store; prints
    /// progress (stderr), then a summary or the --json object (stdout).
    static ExitCode run(const CommandLineOptions &options);
    /// --validate: loads the project and reports the first problem, or that it is valid.
    static ExitCode validate(const CommandLineOptions &options);
    /// --list-ops: every operator with its ports and parameters, as text or JSON.
    static ExitCode listOperators(const CommandLineOptions &options);
};

} // namespace weft::app
