#pragma once

namespace weft::bench {

/// Replaces this process with program `name` from this program's own folder, passing the
/// arguments after argv[0] on (`weft-bench monitor …` becomes `weft-bench-gui monitor …`).
/// Returns only when that fails, with exit code 1 after saying why.
int runBesideThisProgram(const char *name, int argc, char **argv);

} // namespace weft::bench
